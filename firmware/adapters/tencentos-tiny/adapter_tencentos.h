/* rtosbench firmware, bench_rtos_adapter layer: TencentOS tiny adapter internals shared by its
 * two source files (adapter_tencentos.c: identity, tasks, tick, SysTick; adapter_tencentos_objs.c:
 * semaphores, mutexes, queues, the test IRQ, the heap). */
#ifndef RB_ADAPTER_TENCENTOS_H
#define RB_ADAPTER_TENCENTOS_H

#include <stdint.h>

#include "tos_k.h"

#if TOS_CFG_TASK_PRIO_MAX < 10
#error "TOS_CFG_TASK_PRIO_MAX must leave room for RB_PRIO_MAX (8) priorities above idle"
#endif
#if TOS_CFG_SEM_EN == 0 || TOS_CFG_MUTEX_EN == 0 || TOS_CFG_MAIL_QUEUE_EN == 0 ||                  \
    TOS_CFG_MMHEAP_EN == 0
#error "the TencentOS adapter needs semaphores, mutexes, the mail queue and the mmheap"
#endif

/* Milliseconds to ticks; a non-zero timeout is at least one tick (0 is TOS_TIME_NOWAIT). */
static inline k_tick_t rb_tos_ticks(uint32_t ms)
{
#if TOS_CFG_CPU_TICK_PER_SECOND == 1000u /* a tick per ms: no arithmetic inside the windows */
    return (k_tick_t)ms;
#else
    k_tick_t t = (k_tick_t)ms * TOS_CFG_CPU_TICK_PER_SECOND / 1000u;
    return (ms && !t) ? 1 : t;
#endif
}

/* adapter_tencentos_objs.c: SysTick back at the lowest priority, after tos_knl_start. */
void rb_tos_tick_prio(void);

#endif
