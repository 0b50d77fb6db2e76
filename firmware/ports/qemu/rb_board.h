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

static inline __attribute__((always_inline)) rb_ts_t rb_ts(void)
{
    rb_ts_t v;
    __asm__ volatile("" ::: "memory");
    v = RB_TIM2_CNT;
    __asm__ volatile("" ::: "memory");
    return v;
}

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
