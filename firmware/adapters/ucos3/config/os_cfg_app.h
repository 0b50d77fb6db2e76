/* rtosbench firmware: uC/OS-III os_cfg_app.h, equal in every profile.
 *
 * Written for rtosbench, key by key. The values are those of the kernel's template
 * Cfg/Template/os_cfg_app.h of uC/OS-III v3.08.01 except OS_CFG_ISR_STK_SIZE: the template's
 * 128 words (512 bytes) are too few for this firmware, whose fault and watchdog paths
 * (rb_harness_fatal, called from an exception) format 512-byte protocol lines on the exception
 * stack; 1024 words (4 KiB, the size of the reset stack the other kernels run ISRs on). */
#ifndef OS_CFG_APP_H
#define OS_CFG_APP_H

#define OS_CFG_ISR_STK_SIZE 1024u /* template: 128 (see above) */
#define OS_CFG_MSG_POOL_SIZE 32u
#define OS_CFG_TASK_STK_LIMIT_PCT_EMPTY 10u

#define OS_CFG_IDLE_TASK_STK_SIZE 64u

#define OS_CFG_STAT_TASK_PRIO ((OS_PRIO)(OS_CFG_PRIO_MAX - 2u))
#define OS_CFG_STAT_TASK_RATE_HZ 10u
#define OS_CFG_STAT_TASK_STK_SIZE 100u

#define OS_CFG_TICK_RATE_HZ 1000u /* template: 1000 (the harness requires a 1000 Hz tick) */

#define OS_CFG_TMR_TASK_PRIO ((OS_PRIO)(OS_CFG_PRIO_MAX - 3u))
#define OS_CFG_TMR_TASK_STK_SIZE 128u
#define OS_CFG_TMR_TASK_RATE_HZ 10u

#endif
