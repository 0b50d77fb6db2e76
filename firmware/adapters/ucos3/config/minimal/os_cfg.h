/* rtosbench firmware: uC/OS-III profile "minimal" (-DRB_PROFILE=minimal), os_cfg.h.
 *
 * A product build: application hooks, argument, ISR-call, invalid-call and object
 * type/creation checks, the statistics task, its stack checking and per-task profiling off.
 * Everything else is shared with the default profile (rb_ucos3_os_common.h).
 * Shared keys: rb_ucos3_os_common.h. */
#ifndef OS_CFG_H
#define OS_CFG_H

#include "rb_ucos3_os_common.h"

#define RB_UCOS3_PROFILE "minimal"

#define OS_CFG_APP_HOOKS_EN 0u            /* template: 1 */
#define OS_CFG_ARG_CHK_EN 0u              /* template: 1 */
#define OS_CFG_CALLED_FROM_ISR_CHK_EN 0u  /* template: 1 */
#define OS_CFG_INVALID_OS_CALLS_CHK_EN 0u /* template: 1 */
#define OS_CFG_OBJ_TYPE_CHK_EN 0u         /* template: 1 */
#define OS_CFG_OBJ_CREATED_CHK_EN 0u      /* template: 1 */
#define OS_CFG_STAT_TASK_EN 0u            /* template: 1 */
#define OS_CFG_STAT_TASK_STK_CHK_EN 0u    /* template: 1 */
#define OS_CFG_TASK_PROFILE_EN 0u         /* template: 1 */

/* Not a kernel key: the options the adapter passes to OSTaskCreate, no stack checking, the stack
 * not cleared. */
#define RB_UCOS3_TASK_OPT (OS_OPT_NONE)

#endif
