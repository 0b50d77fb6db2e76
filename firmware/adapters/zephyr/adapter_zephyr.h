/* rtosbench firmware, bench_rtos_adapter layer: Zephyr adapter internals shared by its source
 * files (adapter_zephyr.c: identity, tasks, tick, start; adapter_zephyr_objs.c: semaphores,
 * mutexes, queues, the test IRQ, heap and pool). */
#ifndef RB_ADAPTER_ZEPHYR_H
#define RB_ADAPTER_ZEPHYR_H

#include <stdint.h>

#include <zephyr/kernel.h>

#include "rb_adapter_common.h"

/* Harness priority p (1..RB_PRIO_MAX = 8, larger = more urgent) is Zephyr's preemptible
 * priority RB_Z_PRIO_BASE - p (8..1; Zephyr: smaller = more urgent, the idle thread is
 * CONFIG_NUM_PREEMPT_PRIORITIES). No cooperative (negative) priority is used. */
#define RB_Z_PRIO_BASE 9

#if CONFIG_NUM_PREEMPT_PRIORITIES < RB_Z_PRIO_BASE
#error "rtosbench needs at least 9 preemptible Zephyr priorities (CONFIG_NUM_PREEMPT_PRIORITIES)"
#endif

/* Milliseconds as a Zephyr timeout; 0 is K_NO_WAIT. */
static inline k_timeout_t rb_z_timeout(uint32_t ms)
{
    return ms ? K_MSEC(ms) : K_NO_WAIT;
}

/* Claims the first free slot of a static pool (tasks, semaphores, mutexes, queues) under
 * irq_lock (BASEPRI). */
#define RB_Z_CLAIM(pool, n, out)                                                                   \
    RB_AC_CLAIM(pool, n, out, unsigned key_ = irq_lock(), irq_unlock(key_))

/* adapter_zephyr_objs.c: SysTick's place and the test IRQ's connection (from rb_k_start). */
void rb_z_objects_init(void);

#endif
