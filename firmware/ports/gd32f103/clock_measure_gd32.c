/* rtosbench firmware, bench_port layer: the GD32F103 core clock measured against IRC8M.
 *
 * IRC8M, the factory-trimmed internal 8 MHz RC oscillator, is independent of the HXTAL crystal
 * the PLL multiplies. The GD32F10x routes it to no timer directly; CK_OUT0 (RCU_CFG0.CKOUT0SEL
 * = 0b101) puts it on PA8, which is also TIMER0_CH0. With PA8 as an alternate-function output
 * its input path stays connected, so TIMER0 in external clock mode 0 (SMCFG.SMC = 0b111,
 * TRGS = 0b101, CI0FE0) counts IRC8M rising edges while DWT CYCCNT counts core cycles.
 * 40000 edges = 5 ms. The timer resynchronises its input to its own clock (APB2 = the core
 * clock here), so the core must run well above 8 MHz: the port measures at 72 or 108 MHz, and
 * for 24 MHz at a temporary 72 MHz from the same crystal (see port_gd32.c). */
#include "clock_gd32.h"

#include "clock_math_gd32.h"
#include "cm3.h"

#define RCU_CFG0 RB_REG(0x40021004u)
#define RCU_APB2EN RB_REG(0x40021018u)
#define GPIOA_CTL1 RB_REG(0x40010804u)
#define TIMER0_CTL0 RB_REG(0x40012C00u)
#define TIMER0_SMCFG RB_REG(0x40012C08u)
#define TIMER0_SWEVG RB_REG(0x40012C14u)
#define TIMER0_CHCTL0 RB_REG(0x40012C18u)
#define TIMER0_CHCTL2 RB_REG(0x40012C20u)
#define TIMER0_CNT RB_REG(0x40012C24u)
#define TIMER0_PSC RB_REG(0x40012C28u)
#define TIMER0_CAR RB_REG(0x40012C2Cu)

#define APB2EN_AFEN (1u << 0)
#define APB2EN_PAEN (1u << 2)
#define APB2EN_TIMER0EN (1u << 11)
#define CFG0_CKOUT0SEL_MASK (7u << 24)
#define CFG0_CKOUT0SEL_IRC8M (5u << 24)
#define EDGES 40000u

uint32_t rb_gd32_measure_core_hz(void)
{
    const uint32_t apb2en = RCU_APB2EN, pa8 = GPIOA_CTL1 & 0xFu;
    const uint32_t demcr = SCB_DEMCR, dwt_ctrl = DWT_CTRL;
    /* Give up after 4x the cycles 5 ms take at 108 MHz: a stuck input must not hang start-up. */
    const uint32_t limit = 4u * (108000000u / 200u);
    uint32_t c0 = 0, c1 = 0, n0, n1 = 0, start, result = 0;

    SCB_DEMCR = demcr | DEMCR_TRCENA;
    if (DWT_CTRL & DWT_CTRL_NOCYCCNT) {
        SCB_DEMCR = demcr;
        return 0;
    }
    DWT_CTRL = dwt_ctrl | DWT_CTRL_CYCCNTENA;

    RCU_APB2EN = apb2en | APB2EN_AFEN | APB2EN_PAEN | APB2EN_TIMER0EN;
    GPIOA_CTL1 = (GPIOA_CTL1 & ~0xFu) | 0xBu; /* PA8: AF push-pull 50 MHz (CK_OUT0) */
    RCU_CFG0 = (RCU_CFG0 & ~CFG0_CKOUT0SEL_MASK) | CFG0_CKOUT0SEL_IRC8M;

    TIMER0_CTL0 = 0;
    TIMER0_SMCFG = 0;
    TIMER0_CHCTL2 = 0;  /* CH0 off, rising edge */
    TIMER0_CHCTL0 = 1u; /* CH0MS = 01: channel 0 is an input from CI0, no filter */
    TIMER0_PSC = 0;
    TIMER0_CAR = 0xFFFFu;
    TIMER0_SWEVG = 1u;             /* UPG: load PSC, clear CNT */
    TIMER0_SMCFG = (5u << 4) | 7u; /* TRGS = CI0FE0, SMC = external clock mode 0 */
    TIMER0_CTL0 = 1u;              /* CEN */

    /* Start on an edge, then count EDGES of them. */
    start = DWT_CYCCNT;
    n0 = TIMER0_CNT & 0xFFFFu;
    while ((TIMER0_CNT & 0xFFFFu) == n0)
        if (DWT_CYCCNT - start > limit)
            goto out;
    n0 = TIMER0_CNT & 0xFFFFu;
    c0 = DWT_CYCCNT;
    for (;;) {
        n1 = TIMER0_CNT & 0xFFFFu;
        c1 = DWT_CYCCNT;
        if (((n1 - n0) & 0xFFFFu) >= EDGES)
            break;
        if (c1 - c0 > limit)
            goto out;
    }
    result = rb_gd32_hz_from_counts(c1 - c0, (n1 - n0) & 0xFFFFu, RB_GD32_IRC8M_HZ);
out:
    TIMER0_CTL0 = 0;
    TIMER0_SMCFG = 0;
    TIMER0_CHCTL0 = 0;
    RCU_CFG0 &= ~CFG0_CKOUT0SEL_MASK;
    GPIOA_CTL1 = (GPIOA_CTL1 & ~0xFu) | pa8;
    RCU_APB2EN = apb2en;
    DWT_CTRL = dwt_ctrl;
    SCB_DEMCR = demcr;
    return result;
}
