/* rtosbench firmware, bench_rtos_adapter layer: TencentOS tiny adapter internals shared by its
 * two source files (adapter_tencentos.c: identity, tasks, tick, SysTick; adapter_tencentos_objs.c:
 * semaphores, mutexes, queues, the test IRQ, the heap). */
#ifndef RB_ADAPTER_TENCENTOS_H
#define RB_ADAPTER_TENCENTOS_H

#include <stdint.h>

#include "rb_adapter_common.h"
#include "tos_k.h"

#if TOS_CFG_TASK_PRIO_MAX < 10
#error "TOS_CFG_TASK_PRIO_MAX must leave room for RB_PRIO_MAX (8) priorities above idle"
#endif
#if TOS_CFG_SEM_EN == 0 || TOS_CFG_MUTEX_EN == 0 || TOS_CFG_MAIL_QUEUE_EN == 0 ||                  \
    TOS_CFG_MMHEAP_EN == 0
#error "the TencentOS adapter needs semaphores, mutexes, the mail queue and the mmheap"
#endif

/* Milliseconds to ticks; a non-zero timeout is at least one tick (0 is TOS_TIME_NOWAIT). */
#define rb_tos_ticks(ms) ((k_tick_t)rb_ac_ticks((ms), TOS_CFG_CPU_TICK_PER_SECOND))

/* adapter_tencentos_objs.c: SysTick back at the lowest priority, after tos_knl_start. */
void rb_tos_tick_prio(void);

/* Claims the first free slot of a static pool (tasks, semaphores, mutexes, queues). */
#define RB_TOS_CLAIM(pool, n, out)                                                                 \
    RB_AC_CLAIM(pool, n, out, TOS_CPU_CPSR_ALLOC(); TOS_CPU_INT_DISABLE(), TOS_CPU_INT_ENABLE())

#endif
