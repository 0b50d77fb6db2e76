/* rtosbench firmware, bench_rtos_adapter layer: NuttX adapter internals shared by its source
 * files (adapter_nuttx.c: identity, tasks, tick, start; adapter_nuttx_objs.c: semaphores,
 * mutexes, queues, the test IRQ, heap). */
#ifndef RB_ADAPTER_NUTTX_H
#define RB_ADAPTER_NUTTX_H

#include <nuttx/config.h>

#include <stdint.h>

#include <nuttx/clock.h>

/* Harness priority p (1..RB_PRIO_MAX = 8, larger = more urgent) is the SCHED_FIFO priority
 * RB_NX_PRIO_BASE + p (101..108; NuttX: larger = more urgent, idle 0, the init task
 * CONFIG_INIT_PRIORITY = 100, which only waits once the harness runs). */
#define RB_NX_PRIO_BASE 100

/* Milliseconds as NuttX ticks (CONFIG_USEC_PER_TICK = 1000 in both profiles: a tick a ms, no
 * arithmetic inside the windows). */
#define RB_NX_TICK_HZ (1000000u / (uint32_t)CONFIG_USEC_PER_TICK)

#endif
