/* rtosbench firmware, bench_rtos_adapter layer: LiteOS-M adapter internals shared by its two
 * source files (adapter_liteos.c: identity, tasks, tick, scheduler start; adapter_liteos_objs.c:
 * semaphores, mutexes, queues, the test IRQ, the heap and the membox pool). */
#ifndef RB_ADAPTER_LITEOS_H
#define RB_ADAPTER_LITEOS_H

#include <stdint.h>

#include "los_config.h"
#include "los_interrupt.h"
#include "los_task.h"
#include "rb_adapter_common.h"

#if LOS_TASK_PRIORITY_LOWEST < RB_PRIO_MAX + 1
#error "LOS_TASK_PRIORITY_LOWEST must leave room for RB_PRIO_MAX (8) priorities above idle"
#endif
#if LOSCFG_BASE_IPC_SEM == 0 || LOSCFG_BASE_IPC_MUX == 0 || LOSCFG_BASE_IPC_QUEUE == 0
#error "the LiteOS-M adapter needs semaphores, mutexes and queues"
#endif

/* Milliseconds to ticks; a non-zero timeout is at least one tick (0 is LOS_NO_WAIT). */
#define rb_los_ticks(ms) ((UINT32)rb_ac_ticks((ms), LOSCFG_BASE_CORE_TICK_PER_SECOND))

/* Claims the first free slot of a static pool (tasks, semaphores, mutexes, queues). */
#define RB_LOS_CLAIM(pool, n, out)                                                                 \
    RB_AC_CLAIM(pool, n, out, UINT32 s_ = LOS_IntLock(), LOS_IntRestore(s_))

#endif
