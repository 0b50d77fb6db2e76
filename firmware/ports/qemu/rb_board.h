/* rtosbench firmware, bench_port layer: QEMU netduino2 (STM32F205 model), inline timer.
 * Timer: TIM2 (32-bit, 0x40000000). Under `-icount shift=0` it advances exactly one count
 * per emulated instruction: emulated instruction-count time, not cycles. */
#ifndef RB_BOARD_H
#define RB_BOARD_H

#include <stdint.h>

#define RB_PORT_HAS_GPIO 0
#define RB_PORT_INSN_TIMER 1 /* counts instructions: cal_known_seq is exact */
#define RB_PORT_UNIT "ticks"
/* Timer counts per microsecond of the kernel's time base: TIM2 (PSC 0) counts QEMU's virtual
 * nanoseconds, and under -icount shift=0 one emulated instruction is one virtual nanosecond,
 * as the SysTick of the kernel tick sees it (tick_jitter's nominal period). */
#define RB_PORT_TS_PER_US 1000u
#define RB_PORT_DEFAULT_SAMPLE_CAP 10000
#define RB_PORT_TEST_IRQ 0 /* WWDG line: no WWDG model on netduino2, never raised otherwise */

#define RB_TIM2_CNT (*(volatile uint32_t *)0x40000024u)

typedef uint32_t rb_ts_t;

/* One fixed instruction sequence per timestamp, whatever the compiler keeps in registers:
 * movw/movt of TIM2_CNT's address, then the load. A window from one timestamp to the next
 * holds the first load and the second movw/movt (3 instructions) besides what it measures,
 * in every case, so the measurement chain is the same wherever the stamps sit. */
static inline __attribute__((always_inline)) rb_ts_t rb_ts(void)
{
    rb_ts_t v;
    __asm__ volatile("movw %0, #0x0024\n\t"
                     "movt %0, #0x4000\n\t"
                     "ldr %0, [%0]"
                     : "=r"(v)
                     :
                     : "memory");
    return v;
}

/* dst = rb_ts() with the store right after the load (both addresses in registers before the
 * window opens): the window holds the load and the store. */
#define RB_TS_PUBLISH(dst)                                                                         \
    do {                                                                                           \
        uint32_t v_;                                                                               \
        __asm__ volatile("ldr %0, [%1]\n\t"                                                        \
                         "str %0, [%2]"                                                            \
                         : "=&r"(v_)                                                               \
                         : "r"(&RB_TIM2_CNT), "r"(&(dst))                                          \
                         : "memory");                                                              \
    } while (0)

static inline __attribute__((always_inline)) uint32_t rb_ts_diff(rb_ts_t later, rb_ts_t earlier)
{
    return later - earlier;
}

static inline __attribute__((always_inline)) void rb_marker(int pin, int level)
{
    (void)pin;
    (void)level;
}

#endif
