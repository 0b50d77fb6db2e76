/* rtosbench firmware, bench_port layer: the host (Linux), for the posix kernel.
 * Timer: clock_gettime(CLOCK_MONOTONIC) in ns. Samples are 32-bit: a difference above
 * UINT32_MAX ns (4.3 s) is saturated and counted (reported as chk.ts_in_range=0). */
#ifndef RB_BOARD_H
#define RB_BOARD_H

#include <stdint.h>
#include <time.h>

#define RB_PORT_HAS_GPIO 0
#define RB_PORT_INSN_TIMER 0
#define RB_PORT_UNIT "ns"
#define RB_PORT_TS_PER_US 1000u /* timer counts per microsecond */
#define RB_PORT_DEFAULT_SAMPLE_CAP 10000
#define RB_PORT_SATURATION_COUNTER rb_host_ts_saturated
/* tick_jitter's load rests one tick after every 8 periods, so that Linux's real-time throttle
 * (95 % of the CPU to SCHED_FIFO tasks) does not stop it and the tick task together. */
#define RB_PORT_LOAD_REST_EVERY 8
/* Interrupts and a virtual machine's stolen time can take a whole tick period from every task,
 * even under SCHED_FIFO (cases_sys.c, tick_jitter's `loaded`). */
#define RB_PORT_PERIODS_MAY_LAPSE 1

extern volatile uint32_t rb_host_ts_saturated;

typedef uint64_t rb_ts_t;

static inline __attribute__((always_inline)) rb_ts_t rb_ts(void)
{
    struct timespec ts;
    __asm__ volatile("" ::: "memory");
    clock_gettime(CLOCK_MONOTONIC, &ts);
    __asm__ volatile("" ::: "memory");
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static inline __attribute__((always_inline)) uint32_t rb_ts_diff(rb_ts_t later, rb_ts_t earlier)
{
    uint64_t d = later - earlier;
    if (d > 0xFFFFFFFFu) {
        rb_host_ts_saturated++;
        return 0xFFFFFFFFu;
    }
    return (uint32_t)d;
}

static inline __attribute__((always_inline)) void rb_marker(int pin, int level)
{
    (void)pin;
    (void)level;
}

#endif
