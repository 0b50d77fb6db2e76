/* rtosbench firmware, bench_port layer: GD32F103VET6 (Cortex-M3), inline timer and markers.
 * RB_TIMER_DWT: DWT CYCCNT (1 count per core cycle).
 * RB_TIMER_SYSTICK: SysTick at the core clock, 24-bit down counter extended to 32 bits by
 *   counting wraps in SysTick_Handler (a pending, not yet counted wrap is detected).
 * RB_TIMER_GPIO: every timestamp toggles PB0 (capture the edges with a logic analyser); the
 *   in-band value is DWT CYCCNT read right after the edge.
 * RB_GPIO_WINDOWS (any timer): PB1 is high inside every measured window of the chosen cases
 *   (rb_ts_open/rb_ts_close; docs/firmware.md, "GPIO window marker").
 * Markers 0, 1, 2: PB0, PB1, PB5 (GPIOB BOP: one store sets or resets a pin). Not PB2: on
 * this pinout PB2 is BOOT1, strapped on most boards, and driving it would fight the strap. */
#ifndef RB_BOARD_H
#define RB_BOARD_H

#include <stdint.h>

#include "rb_build_info.h"

#define RB_PORT_HAS_GPIO 1
#define RB_PORT_INSN_TIMER 1 /* cycles: cal_known_seq reports expect= in NOP cycles */
#define RB_PORT_UNIT "cycles"
#define RB_PORT_TS_PER_US (RB_CLOCK_HZ / 1000000u) /* every timer counts core cycles */
#ifndef RB_PORT_DEFAULT_SAMPLE_CAP
#define RB_PORT_DEFAULT_SAMPLE_CAP 8192 /* 32 KiB of the 64 KiB SRAM; n=10000 in 2 windows */
#endif
#define RB_PORT_TEST_IRQ 0 /* WWDGT line: the watchdog is off, the line is only software-pended */

#define RB_GD_GPIOB_OCTL (*(volatile uint32_t *)0x40010C0Cu)
#define RB_GD_GPIOB_BOP (*(volatile uint32_t *)0x40010C10u)
#define RB_GD_DWT_CYCCNT (*(volatile uint32_t *)0xE0001004u)
#define RB_GD_SYST_CVR (*(volatile uint32_t *)0xE000E018u)
#define RB_GD_SCB_ICSR (*(volatile uint32_t *)0xE000ED04u)

typedef uint32_t rb_ts_t;

#ifdef RB_GPIO_WINDOWS
/* 2u (PB1) while a case listed in RB_GPIO_WINDOWS runs, else 0 (set by the harness). The
 * window-opening stamp sets PB1 and the closing one resets it, each with one load and one BOP
 * store before the timer read: the same instructions in every case (a store of 0 changes no
 * pin), so every chain's calibration holds them exactly. */
extern volatile uint32_t rb_gpio_window_bit;
#define RB_PORT_WINDOW_OPEN() ((void)(RB_GD_GPIOB_BOP = rb_gpio_window_bit))
#define RB_PORT_WINDOW_CLOSE() ((void)(RB_GD_GPIOB_BOP = rb_gpio_window_bit << 16))
#endif

extern volatile uint32_t rb_systick_wraps;

static inline __attribute__((always_inline)) rb_ts_t rb_ts(void)
{
    rb_ts_t v;
    __asm__ volatile("" ::: "memory");
#if defined(RB_TIMER_SYSTICK)
    {
        uint32_t w, cv;
        do {
            w = rb_systick_wraps;
            cv = RB_GD_SYST_CVR;
        } while (w != rb_systick_wraps);
        if ((RB_GD_SCB_ICSR & (1u << 26)) && cv > 0x7FFFFFu)
            w++; /* wrapped, SysTick_Handler not run yet (we are in a higher-priority ISR) */
        v = (w << 24) | (0xFFFFFFu - cv);
    }
#elif defined(RB_TIMER_GPIO)
    RB_GD_GPIOB_BOP = (RB_GD_GPIOB_OCTL & 1u) ? (1u << 16) : 1u;
    v = RB_GD_DWT_CYCCNT;
#else
    v = RB_GD_DWT_CYCCNT;
#endif
    __asm__ volatile("" ::: "memory");
    return v;
}

static inline __attribute__((always_inline)) uint32_t rb_ts_diff(rb_ts_t later, rb_ts_t earlier)
{
    return later - earlier;
}

/* Marker index -> GPIOB bit: 0 -> PB0, 1 -> PB1, 2 -> PB5. */
#define RB_GD_MARKER_BIT(pin) ((pin) == 2 ? 5 : (pin))
#define RB_GD_MARKER_MASK ((1u << 0) | (1u << 1) | (1u << 5))

static inline __attribute__((always_inline)) void rb_marker(int pin, int level)
{
    const unsigned bit = (unsigned)RB_GD_MARKER_BIT(pin);
    RB_GD_GPIOB_BOP = level ? (1u << bit) : (1u << (bit + 16));
}

#endif
