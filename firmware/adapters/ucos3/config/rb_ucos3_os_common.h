/* rtosbench firmware: uC/OS-III os_cfg.h keys shared by every profile (included by
 * config/<profile>/os_cfg.h, which adds the keys that differ between profiles).
 *
 * Written for rtosbench, key by key (not copied). Each value is the one of the kernel's own
 * template configuration Cfg/Template/os_cfg.h of uC/OS-III v3.08.01 unless a comment says why
 * it differs. The keys here are equal in both profiles; the checks, hooks, statistics and
 * profiling keys are in the profile files. */
#ifndef RB_UCOS3_OS_COMMON_H
#define RB_UCOS3_OS_COMMON_H

/* Miscellaneous (template values). */
#define OS_CFG_DBG_EN 0u /* template: 0 (debug variables off) */
#define OS_CFG_TICK_EN 1u
#define OS_CFG_DYN_TICK_EN 0u
#define OS_CFG_TS_EN 0u /* template: 0 (no time stamps: no CPU_TS timer is needed) */
#define OS_CFG_PRIO_MAX 64u
#define OS_CFG_SCHED_LOCK_TIME_MEAS_EN 0u
#define OS_CFG_SCHED_ROUND_ROBIN_EN 1u /* rb_yield is OSSchedRoundRobinYield */
#define OS_CFG_STK_SIZE_MIN 64u

/* Event flags (template; unused by the harness). */
#define OS_CFG_FLAG_EN 1u
#define OS_CFG_FLAG_DEL_EN 1u
#define OS_CFG_FLAG_MODE_CLR_EN 1u
#define OS_CFG_FLAG_PEND_ABORT_EN 1u

/* Memory partitions (the heap cases: OSMemGet/OSMemPut). */
#define OS_CFG_MEM_EN 1u

/* Mutexes (always with priority inheritance in uC/OS-III). */
#define OS_CFG_MUTEX_EN 1u
#define OS_CFG_MUTEX_DEL_EN 1u
#define OS_CFG_MUTEX_PEND_ABORT_EN 1u

/* Message queues. */
#define OS_CFG_Q_EN 1u
#define OS_CFG_Q_DEL_EN 1u
#define OS_CFG_Q_FLUSH_EN 1u
#define OS_CFG_Q_PEND_ABORT_EN 1u

/* Semaphores. */
#define OS_CFG_SEM_EN 1u
#define OS_CFG_SEM_DEL_EN 1u
#define OS_CFG_SEM_PEND_ABORT_EN 1u
#define OS_CFG_SEM_SET_EN 1u

/* Task management (the statistics task and profiling are per profile). */
#define OS_CFG_TASK_CHANGE_PRIO_EN 1u
#define OS_CFG_TASK_DEL_EN 1u
#define OS_CFG_TASK_IDLE_EN 1u
#define OS_CFG_TASK_Q_EN 1u
#define OS_CFG_TASK_Q_PEND_ABORT_EN 1u
#define OS_CFG_TASK_REG_TBL_SIZE 1u
#define OS_CFG_TASK_STK_REDZONE_EN 0u /* template: 0 */
#define OS_CFG_TASK_STK_REDZONE_DEPTH 8u
#define OS_CFG_TASK_SEM_PEND_ABORT_EN 1u
#define OS_CFG_TASK_SUSPEND_EN 1u

/* Task local storage, time and timer management (template). */
#define OS_CFG_TLS_TBL_SIZE 0u
#define OS_CFG_TIME_DLY_HMSM_EN 1u
#define OS_CFG_TIME_DLY_RESUME_EN 1u
/* OS_CFG_TMR_EN (template: 1): a profile option (config/<profile>/os_cfg.h). */
#define OS_CFG_TMR_DEL_EN 1u

/* Trace recorder (template: off). */
#define OS_CFG_TRACE_EN 0u
#define OS_CFG_TRACE_API_ENTER_EN 0u
#define OS_CFG_TRACE_API_EXIT_EN 0u

#endif
