/* rtosbench firmware, bench_port layer: GD32F103 clock setup. */
#ifndef RB_CLOCK_GD32_H
#define RB_CLOCK_GD32_H

#include <stdint.h>

/* Switch CK_SYS to hz (24, 72 or 108 MHz) from the 8 MHz HXTAL with ws flash wait states.
 * Returns 0, or <0 (-1 bad hz, -2 HXTAL, -3 PLL, -4 switch); *actual_hz is the clock in use. */
int rb_gd32_clock_init(uint32_t hz, unsigned ws, uint32_t *actual_hz);

#endif
