/* rtosbench firmware, bench_port layer: GD32F103 clock arithmetic, free of registers so the
 * host can test it (tests/firmware/tst_clock_math_gd32.c).
 *
 * rb_gd32_cfg0_hz: the core clock a RCU_CFG0 value selects, from its SCSS field (the switch
 *   the hardware made, not the SCS request): IRC8M, HXTAL (8 MHz assumed) or the PLL as
 *   configured (PLLSEL, PREDV0, PLLMF), divided by AHBPSC.
 * rb_gd32_hz_from_counts: core cycles counted while `edges` edges of a reference clock of
 *   ref_hz went by -> the core clock in Hz (rounded).
 * rb_gd32_off_ppm: |measured - nominal| / nominal in parts per million (saturates).
 * rb_gd32_clock_ok: the 2 % check that refuses a run (ERR code=timer). */
#ifndef RB_CLOCK_MATH_GD32_H
#define RB_CLOCK_MATH_GD32_H

#include <stdint.h>

#define RB_GD32_IRC8M_HZ 8000000u
#define RB_GD32_HXTAL_HZ 8000000u
#define RB_GD32_CLOCK_TOLERANCE_PPM 20000u /* 2 % */

static inline uint32_t rb_gd32_pll_mul(uint32_t cfg0)
{
    uint32_t mf = ((cfg0 >> 18) & 0xFu) | (((cfg0 >> 27) & 1u) << 4);
    if (mf < 15u)
        return mf + 2u; /* 0b00000..0b01110: x2..x16 */
    if (mf == 15u)
        return 16u; /* 0b01111 is x16 as well */
    return mf + 1u; /* 0b10000..0b11111: x17..x32 */
}

static inline uint32_t rb_gd32_cfg0_hz(uint32_t cfg0)
{
    static const uint8_t ahb_shift[8] = {1, 2, 3, 4, 6, 7, 8, 9}; /* AHBPSC 1000..1111 */
    uint32_t hz, psc = (cfg0 >> 4) & 0xFu;
    switch ((cfg0 >> 2) & 3u) { /* SCSS */
    case 0:
        hz = RB_GD32_IRC8M_HZ;
        break;
    case 1:
        hz = RB_GD32_HXTAL_HZ;
        break;
    case 2: {
        uint32_t src;
        if (cfg0 & (1u << 16)) /* PLLSEL: HXTAL, /2 when PREDV0 */
            src = (cfg0 & (1u << 17)) ? RB_GD32_HXTAL_HZ / 2u : RB_GD32_HXTAL_HZ;
        else
            src = RB_GD32_IRC8M_HZ / 2u;
        hz = src * rb_gd32_pll_mul(cfg0);
        break;
    }
    default:
        return 0; /* reserved */
    }
    if (psc & 8u)
        hz >>= ahb_shift[psc & 7u];
    return hz;
}

static inline uint32_t rb_gd32_hz_from_counts(uint32_t cycles, uint32_t edges, uint32_t ref_hz)
{
    if (edges == 0)
        return 0;
    return (uint32_t)(((uint64_t)cycles * ref_hz + edges / 2u) / edges);
}

static inline uint32_t rb_gd32_off_ppm(uint32_t measured, uint32_t nominal)
{
    uint64_t d = measured > nominal ? measured - nominal : nominal - measured, ppm;
    if (nominal == 0)
        return 0xFFFFFFFFu;
    ppm = d * 1000000u / nominal;
    return ppm > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)ppm;
}

/* 1 when measured is within 2 % of nominal (exactly: |measured - nominal| <= 2 % of nominal). */
static inline int rb_gd32_clock_ok(uint32_t measured, uint32_t nominal)
{
    uint64_t d = measured > nominal ? measured - nominal : nominal - measured;
    return nominal != 0 && d * 1000000u <= (uint64_t)RB_GD32_CLOCK_TOLERANCE_PPM * nominal;
}

#endif
