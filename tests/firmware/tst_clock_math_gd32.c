/* Host test of firmware/ports/gd32f103/clock_math_gd32.h (issue 18 item 3): the clock read back
 * from RCU_CFG0, the core clock from DWT cycles over IRC8M edges, and the 2 % check. */
#include "clock_math_gd32.h"

#include <stdio.h>
#include <stdlib.h>

static int failures;

static void expect_u32(const char *what, uint32_t got, uint32_t want)
{
    if (got != want) {
        printf("FAIL %s: %lu, expected %lu\n", what, (unsigned long)got, (unsigned long)want);
        failures++;
    }
}

#define SCS_PLL (2u << 0)
#define SCSS_IRC (0u << 2)
#define SCSS_HXTAL (1u << 2)
#define SCSS_PLL (2u << 2)
#define PLLSEL (1u << 16)
#define PREDV0 (1u << 17)
#define MF(lo) ((uint32_t)(lo) << 18)
#define MF4 (1u << 27)
#define APB1_DIV2 (4u << 8)

int main(void)
{
    /* The PLL settings of docs/firmware.md's table, as the switch left them. */
    expect_u32("24 MHz", rb_gd32_cfg0_hz(SCS_PLL | SCSS_PLL | PLLSEL | MF(1)), 24000000u);
    expect_u32("72 MHz", rb_gd32_cfg0_hz(SCS_PLL | SCSS_PLL | APB1_DIV2 | PLLSEL | MF(7)),
               72000000u);
    expect_u32("108 MHz",
               rb_gd32_cfg0_hz(SCS_PLL | SCSS_PLL | APB1_DIV2 | PLLSEL | PREDV0 | MF4 | MF(10)),
               108000000u);
    /* A failed switch: SCS asks for the PLL, SCSS still says IRC8M -> 8 MHz, not 72. */
    expect_u32("SCS=PLL, SCSS=IRC8M", rb_gd32_cfg0_hz(SCS_PLL | SCSS_IRC | PLLSEL | MF(7)),
               8000000u);
    expect_u32("SCSS=HXTAL", rb_gd32_cfg0_hz(SCSS_HXTAL | PLLSEL | MF(7)), 8000000u);
    /* PLL from IRC8M/2 (PLLSEL=0), x16 both ways, x32, AHB /2 and /512. */
    expect_u32("IRC8M/2 x12", rb_gd32_cfg0_hz(SCSS_PLL | MF(10)), 48000000u);
    expect_u32("x16 (0b01111)", rb_gd32_cfg0_hz(SCSS_PLL | PLLSEL | PREDV0 | MF(15)), 64000000u);
    expect_u32("x17", rb_gd32_cfg0_hz(SCSS_PLL | PLLSEL | PREDV0 | MF4 | MF(0)), 68000000u);
    expect_u32("x32", rb_gd32_cfg0_hz(SCSS_PLL | PLLSEL | PREDV0 | MF4 | MF(15)), 128000000u);
    expect_u32("AHB /2", rb_gd32_cfg0_hz(SCSS_PLL | PLLSEL | MF(7) | (8u << 4)), 36000000u);
    expect_u32("AHB /512", rb_gd32_cfg0_hz(SCSS_IRC | (15u << 4)), 15625u);

    /* 40000 IRC8M edges = 5 ms: 360000 cycles at 72 MHz; a 12 MHz crystal makes the
     * "108 MHz" build run at 162 MHz (810000 cycles). */
    expect_u32("72 MHz counted", rb_gd32_hz_from_counts(360000u, 40000u, 8000000u), 72000000u);
    expect_u32("162 MHz counted", rb_gd32_hz_from_counts(810000u, 40000u, 8000000u), 162000000u);
    expect_u32("rounding", rb_gd32_hz_from_counts(360003u, 40000u, 8000000u), 72000600u);
    expect_u32("no edges", rb_gd32_hz_from_counts(360000u, 0u, 8000000u), 0u);
    expect_u32("162 vs 108 ppm", rb_gd32_off_ppm(162000000u, 108000000u), 500000u);

    /* The 2 % check, at its edges. */
    expect_u32("72 MHz ok", (uint32_t)rb_gd32_clock_ok(72000000u, 72000000u), 1u);
    expect_u32("+2 % ok", (uint32_t)rb_gd32_clock_ok(73440000u, 72000000u), 1u);
    expect_u32("+2 % + 1 Hz refused", (uint32_t)rb_gd32_clock_ok(73440001u, 72000000u), 0u);
    expect_u32("-2 % ok", (uint32_t)rb_gd32_clock_ok(70560000u, 72000000u), 1u);
    expect_u32("-2 % - 1 Hz refused", (uint32_t)rb_gd32_clock_ok(70559999u, 72000000u), 0u);
    expect_u32("12 MHz crystal refused", (uint32_t)rb_gd32_clock_ok(162000000u, 108000000u), 0u);
    expect_u32("not measured refused", (uint32_t)rb_gd32_clock_ok(0u, 24000000u), 0u);
    if (failures) {
        printf("%d failure(s)\n", failures);
        return EXIT_FAILURE;
    }
    printf("clock_math_gd32: read-back, counting and the 2 %% check pass\n");
    return EXIT_SUCCESS;
}
