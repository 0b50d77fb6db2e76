/* rtosbench firmware: uC/OS-III profile "default" (-DRB_PROFILE=default), os_cfg.h.
 *
 * The settings of the kernel's template Cfg/Template/os_cfg.h of uC/OS-III v3.08.01, as a user
 * gets them: application hooks, argument, ISR-call, invalid-call and object type/creation
 * checks, the statistics task with its stack checking, and per-task profiling variables.
 * Shared keys: rb_ucos3_os_common.h. */
#ifndef OS_CFG_H
#define OS_CFG_H

#include "rb_ucos3_os_common.h"

#define RB_UCOS3_PROFILE "default"

#define OS_CFG_APP_HOOKS_EN 1u            /* template: 1 */
#define OS_CFG_ARG_CHK_EN 1u              /* template: 1 */
#define OS_CFG_CALLED_FROM_ISR_CHK_EN 1u  /* template: 1 */
#define OS_CFG_INVALID_OS_CALLS_CHK_EN 1u /* template: 1 */
#define OS_CFG_OBJ_TYPE_CHK_EN 1u         /* template: 1 */
#define OS_CFG_OBJ_CREATED_CHK_EN 1u      /* template: 1 */
#define OS_CFG_STAT_TASK_EN 1u            /* template: 1 */
#define OS_CFG_STAT_TASK_STK_CHK_EN 1u    /* template: 1 */
#define OS_CFG_TASK_PROFILE_EN 1u         /* template: 1 */

/* Not a kernel key: the options the adapter passes to OSTaskCreate, as uC/OS-III's example
 * applications create their tasks: stack checking allowed, the stack cleared. */
#define RB_UCOS3_TASK_OPT (OS_OPT_TASK_STK_CHK | OS_OPT_TASK_STK_CLR)

#endif
