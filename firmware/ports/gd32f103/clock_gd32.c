/* rtosbench firmware, bench_port layer: GD32F103 clock tree (GD32F10x user manual, RCU/FMC).
 *
 * 8 MHz HXTAL -> PLL -> CK_SYS = AHB = APB2 (USART0 clock); APB1 <= 54 MHz.
 *   RB_CLOCK_HZ  PLL source     PLLMF  RCU_CFG0 PLLMF[4] (bit 27) : PLLMF[3:0] (bits 21:18)
 *   24 MHz       HXTAL          x3     0 : 0001
 *   72 MHz       HXTAL          x9     0 : 0111
 *   108 MHz      HXTAL/2        x27    1 : 1010   (PREDV0, bit 17 = 1)
 * PLLMF encoding: x2..x16 = 0b00000..0b01110 (0b01111 is also x16), x17..x32 = 0b10000..0b11111.
 * FMC_WS.WSCNT (bits 2:0) is written before switching with RB_FLASH_WS (default 0, as GigaDevice's
 * system_gd32f10x.c, which never writes it: code in the first 256 KiB runs from the zero-wait
 * area at every clock, and the linker script keeps the image there). COND flash_ws is the value
 * read back (docs/firmware.md). */
#include "clock_gd32.h"

#include "clock_math_gd32.h"
#include "cm3.h"

#define RCU_CTL RB_REG(0x40021000u)
#define RCU_CFG0 RB_REG(0x40021004u)
#define RCU_INT RB_REG(0x40021008u)
#define FMC_WS RB_REG(0x40022000u)

#define RCU_CTL_HXTALEN (1u << 16)
#define RCU_CTL_HXTALSTB (1u << 17)
#define RCU_CTL_PLLEN (1u << 24)
#define RCU_CTL_PLLSTB (1u << 25)
#define RCU_CFG0_SCS_MASK (3u << 0)
#define RCU_CFG0_SCS_PLL (2u << 0)
#define RCU_CFG0_SCSS_MASK (3u << 2)
#define RCU_CFG0_SCSS_PLL (2u << 2)
#define RCU_CFG0_AHBPSC_MASK (0xFu << 4)
#define RCU_CFG0_APB1PSC_MASK (7u << 8)
#define RCU_CFG0_APB1PSC_DIV2 (4u << 8)
#define RCU_CFG0_APB2PSC_MASK (7u << 11)
#define RCU_CFG0_PLLSEL_HXTAL (1u << 16)
#define RCU_CFG0_PREDV0 (1u << 17)
#define RCU_CFG0_PLLMF_LO_MASK (0xFu << 18)
#define RCU_CFG0_PLLMF_4 (1u << 27)

#define TIMEOUT 0x100000u

/* PLLMF field bits for a multiplier 2..32. */
static uint32_t pllmf_bits(unsigned mul)
{
    if (mul <= 16)
        return (uint32_t)(mul - 2u) << 18;
    return RCU_CFG0_PLLMF_4 | ((uint32_t)(mul - 17u) << 18);
}

/* The clock the hardware runs, read back from RCU_CFG0.SCSS (after a failed switch too). */
static int done(int rc, uint32_t *actual_hz)
{
    *actual_hz = rb_gd32_cfg0_hz(RCU_CFG0);
    return rc;
}

int rb_gd32_clock_init(uint32_t hz, unsigned ws, uint32_t *actual_hz)
{
    uint32_t cfg, n;
    unsigned mul;
    int half;

    switch (hz) {
    case 24000000u:
        mul = 3, half = 0;
        break;
    case 72000000u:
        mul = 9, half = 0;
        break;
    case 108000000u:
        mul = 27, half = 1;
        break;
    default:
        return done(-1, actual_hz);
    }

    RCU_CTL |= RCU_CTL_HXTALEN;
    for (n = 0; !(RCU_CTL & RCU_CTL_HXTALSTB); n++)
        if (n > TIMEOUT)
            return done(-2, actual_hz);

    FMC_WS = (FMC_WS & ~7u) | (ws & 7u);

    cfg = RCU_CFG0;
    cfg &= ~(RCU_CFG0_AHBPSC_MASK | RCU_CFG0_APB1PSC_MASK | RCU_CFG0_APB2PSC_MASK |
             RCU_CFG0_PLLSEL_HXTAL | RCU_CFG0_PREDV0 | RCU_CFG0_PLLMF_LO_MASK | RCU_CFG0_PLLMF_4);
    if (hz > 54000000u)
        cfg |= RCU_CFG0_APB1PSC_DIV2; /* APB1 max 54 MHz */
    cfg |= RCU_CFG0_PLLSEL_HXTAL | (half ? RCU_CFG0_PREDV0 : 0u) | pllmf_bits(mul);
    RCU_CFG0 = cfg;

    RCU_CTL |= RCU_CTL_PLLEN;
    for (n = 0; !(RCU_CTL & RCU_CTL_PLLSTB); n++)
        if (n > TIMEOUT)
            return done(-3, actual_hz);

    RCU_CFG0 = (RCU_CFG0 & ~RCU_CFG0_SCS_MASK) | RCU_CFG0_SCS_PLL;
    for (n = 0; (RCU_CFG0 & RCU_CFG0_SCSS_MASK) != RCU_CFG0_SCSS_PLL; n++)
        if (n > TIMEOUT)
            return done(-4, actual_hz); /* SCS is written: SCSS says what runs */
    return done(0, actual_hz);
}

void rb_gd32_clock_to_irc(void)
{
    uint32_t n;
    RCU_CFG0 &= ~RCU_CFG0_SCS_MASK; /* SCS = IRC8M */
    for (n = 0; (RCU_CFG0 & RCU_CFG0_SCSS_MASK) != 0u && n <= TIMEOUT; n++)
        ;
    RCU_CTL &= ~RCU_CTL_PLLEN; /* the PLL can be configured again once it is off */
    for (n = 0; (RCU_CTL & RCU_CTL_PLLSTB) && n <= TIMEOUT; n++)
        ;
}
