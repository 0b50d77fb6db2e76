/* rtosbench firmware, bench_rtos_adapter layer: ThreadX adapter internals shared by its source
 * files (adapter_threadx.c: identity, tasks, tick, start; adapter_threadx_objs.c: semaphores,
 * mutexes, queues, the test IRQ, the heap; adapter_threadx_port.c: tx_initialize_low_level and
 * the SysTick handler). */
#ifndef RB_ADAPTER_THREADX_H
#define RB_ADAPTER_THREADX_H

#include <stdint.h>

#include "rb_adapter_common.h"
#include "tx_api.h"

#if TX_TIMER_TICKS_PER_SECOND != 1000
#error "rtosbench runs ThreadX with a 1 kHz tick (config/rb_tx_common.h)"
#endif

/* Harness priority p (1..RB_PRIO_MAX = 8, larger = more urgent) is ThreadX priority
 * RB_TX_PRIO_BASE - p (8..1; ThreadX: 0 is the most urgent, the timer thread's). */
#define RB_TX_PRIO_BASE 9

/* Milliseconds to ticks; a non-zero timeout is at least one tick, 0 is TX_NO_WAIT. */
#define rb_tx_ticks(ms) ((ULONG)rb_ac_ticks((ms), TX_TIMER_TICKS_PER_SECOND))

/* Claims the first free slot of a static pool (tasks, semaphores, mutexes, queues). */
#define RB_TX_CLAIM(pool, n, out)                                                                  \
    RB_AC_CLAIM(pool, n, out, UINT old_ = tx_interrupt_control(TX_INT_DISABLE),                    \
                (void)tx_interrupt_control(old_))

#endif
