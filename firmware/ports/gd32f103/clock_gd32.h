/* rtosbench firmware, bench_port layer: GD32F103 clock setup. */
#ifndef RB_CLOCK_GD32_H
#define RB_CLOCK_GD32_H

#include <stdint.h>

/* Switch CK_SYS to hz (24, 72 or 108 MHz) from the 8 MHz HXTAL with ws flash wait states.
 * Returns 0, or <0 (-1 bad hz, -2 HXTAL, -3 PLL, -4 switch); *actual_hz is the clock in use as
 * read back from RCU_CFG0 (SCSS and the PLL configuration), also after a failure. */
int rb_gd32_clock_init(uint32_t hz, unsigned ws, uint32_t *actual_hz);

/* Back to IRC8M with the PLL off (to configure it again). */
void rb_gd32_clock_to_irc(void);

/* The core clock measured against IRC8M (clock_measure_gd32.c): IRC8M goes out on CK_OUT0
 * (PA8) and clocks TIMER0 through its own channel 0 input (PA8 again) while DWT CYCCNT counts
 * core cycles. Valid when the core runs at least 9x IRC8M (72 MHz or more). Returns the clock
 * in Hz, or 0 when no IRC8M edges arrived (PA8 held by something on the board). */
uint32_t rb_gd32_measure_core_hz(void);

#endif
