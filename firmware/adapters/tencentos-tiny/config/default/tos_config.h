/* rtosbench firmware: TencentOS tiny profile "default" (-DRB_PROFILE=default).
 *
 * What a user gets from the kernel's porting guide (TencentOS tiny 内核移植参考指南, doc/ of the
 * v2.4.5 tag): object verification, dynamic task creation (its idle task then frees dead tasks;
 * the idle stack is raised to 512 bytes by tos_config_default.h), events, priority message and
 * mail queues, software timers and the stack draught-depth fill (0xCC) at task creation all on.
 * Shared settings: rb_tos_common.h. */
#ifndef _TOS_CONFIG_H_
#define _TOS_CONFIG_H_

#include <stddef.h>
#include <stdint.h>

#include "rb_tos_common.h"

#define TOS_CFG_OBJECT_VERIFY_EN 1u
#define TOS_CFG_TASK_DYNAMIC_CREATE_EN 1u
#define TOS_CFG_EVENT_EN 1u
#define TOS_CFG_PRIORITY_MESSAGE_QUEUE_EN 1u
#define TOS_CFG_PRIORITY_MAIL_QUEUE_EN 1u
#define TOS_CFG_TIMER_EN 1u
#define TOS_CFG_TASK_STACK_DRAUGHT_DEPTH_DETACT_EN 1u

#endif
