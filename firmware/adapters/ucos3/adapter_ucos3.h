/* rtosbench firmware, bench_rtos_adapter layer: uC/OS-III adapter internals shared by its two
 * source files (adapter_ucos3.c: identity, tasks, tick, start, hooks; adapter_ucos3_objs.c:
 * semaphores, mutexes, queues, the test IRQ, the heap). */
#ifndef RB_ADAPTER_UCOS3_H
#define RB_ADAPTER_UCOS3_H

#include <stdint.h>

#include "os.h"
#include "rb_adapter_common.h"

#if OS_CFG_PRIO_MAX <= 10u
#error "OS_CFG_PRIO_MAX must leave room for the harness priorities 2..9 below the kernel's tasks"
#endif
#if OS_CFG_SCHED_ROUND_ROBIN_EN == 0u
#error "rb_yield is OSSchedRoundRobinYield: OS_CFG_SCHED_ROUND_ROBIN_EN must be 1"
#endif

/* Harness priority p (1..RB_PRIO_MAX, larger = more urgent) <-> uC/OS-III priority
 * RB_UCOS3_PRIO_BASE - p (smaller = more urgent): 1 -> 9 .. 8 -> 2; 0 and 1 stay free. */
#define RB_UCOS3_PRIO_BASE 10

/* The kernel-aware interrupt boundary as an NVIC priority value (BASEPRI of the critical
 * sections, SysTick's priority, the test IRQ's priority). */
#define RB_UCOS3_KA_PRIO (CPU_CFG_KA_IPL_BOUNDARY << (8u - CPU_CFG_NVIC_PRIO_BITS))

/* Milliseconds to ticks; a non-zero timeout is at least one tick. */
#define rb_uc_ticks(ms) ((OS_TICK)rb_ac_ticks((ms), OS_CFG_TICK_RATE_HZ))

/* The pend option for a timeout: 0 ms polls (uC/OS-III's timeout 0 would wait forever). */
static inline OS_OPT rb_uc_pend_opt(uint32_t ms)
{
    return ms ? OS_OPT_PEND_BLOCKING : OS_OPT_PEND_NON_BLOCKING;
}

/* adapter_ucos3_objs.c: SysTick's priority, after the port's OS_CPU_SysTickInitFreq. */
void rb_ucos3_tick_prio(void);

/* Claims the first free slot of a static pool (tasks, semaphores, mutexes, queues). */
#define RB_UC_CLAIM(pool, n, out)                                                                  \
    RB_AC_CLAIM(pool, n, out, CPU_SR_ALLOC(); CPU_CRITICAL_ENTER(), CPU_CRITICAL_EXIT())

#endif
