/* rtosbench firmware: TencentOS tiny profile "minimal" (-DRB_PROFILE=minimal).
 *
 * A product build: the porting guide's configuration (profile "default") with object
 * verification, dynamic task creation, events, priority message and mail queues, software
 * timers and the stack draught-depth fill turned off (their tos_config_default.h values).
 * Shared settings: rb_tos_common.h. */
#ifndef _TOS_CONFIG_H_
#define _TOS_CONFIG_H_

#include <stddef.h>
#include <stdint.h>

#include "rb_tos_common.h"

#define TOS_CFG_OBJECT_VERIFY_EN 0u
#define TOS_CFG_TASK_DYNAMIC_CREATE_EN 0u
#define TOS_CFG_EVENT_EN 0u
#define TOS_CFG_PRIORITY_MESSAGE_QUEUE_EN 0u
#define TOS_CFG_PRIORITY_MAIL_QUEUE_EN 0u
#define TOS_CFG_TIMER_EN 0u
#define TOS_CFG_TASK_STACK_DRAUGHT_DEPTH_DETACT_EN 0u

#endif
