/* rtosbench firmware, bench_port layer: GD32F103VET6 board.
 * USART0 on PA9 (TX, AF push-pull) / PA10 (RX, floating input), RB_BAUD 8N1.
 * Timer: DWT CYCCNT, SysTick (wrap-counted) or GPIO edges (see rb_board.h).
 * Markers PB0/PB1/PB5 (PB2 is BOOT1). Test IRQ pended through NVIC STIR. Exit: semihosting when
 * DHCSR.C_DEBUGEN is set (COND c_debugen), otherwise the CPU parks after DONE. */
#include "clock_gd32.h"
#include "clock_math_gd32.h"
#include "cm3.h"
#include "rb_build_info.h"
#include "rb_port.h"

#define RCU_APB2EN RB_REG(0x40021018u)
#define GPIOA_CTL1 RB_REG(0x40010804u)
#define GPIOB_CTL0 RB_REG(0x40010C00u)
#define GPIOB_BOP RB_REG(0x40010C10u)
#define USART0_STAT RB_REG(0x40013800u)
#define USART0_DATA RB_REG(0x40013804u)
#define USART0_BAUD RB_REG(0x40013808u)
#define USART0_CTL0 RB_REG(0x4001380Cu)
#define DBG_IDCODE RB_REG(0xE0042000u)
#define DHCSR RB_REG(0xE000EDF0u)

#define APB2EN_AFEN (1u << 0)
#define APB2EN_PAEN (1u << 2)
#define APB2EN_PBEN (1u << 3)
#define APB2EN_USART0EN (1u << 14)
#define USART_STAT_TC (1u << 6)
#define USART_STAT_TBE (1u << 7)
#define USART_CTL0_TEN (1u << 3)
#define USART_CTL0_UEN (1u << 13)

volatile uint32_t rb_systick_wraps;
#ifdef RB_GPIO_WINDOWS
volatile uint32_t rb_gpio_window_bit; /* set by the harness per case (rb_board.h) */
#endif
static uint32_t g_clock_hz;
static int g_flash_ws;            /* FMC_WS.WSCNT as read back after the clock switch */
static uint32_t g_clock_measured; /* against IRC8M; 0: not measured */
static int g_clock_err;
static char g_clock_msg[160];
static char g_cpuid[12], g_idcode[12];

static void hex32(char *buf, uint32_t v)
{
    static const char hex[] = "0123456789ABCDEF";
    int i;
    buf[0] = '0';
    buf[1] = 'x';
    for (i = 0; i < 8; i++)
        buf[2 + i] = hex[(v >> (28 - 4 * i)) & 0xFu];
    buf[10] = 0;
}

#if defined(RB_TIMER_SYSTICK)
void SysTick_Handler(void)
{
    rb_systick_wraps++;
}
#endif

/* Appends s to the message buffer (truncating). */
static void msg_add(const char *s)
{
    size_t n = 0;
    while (g_clock_msg[n])
        n++;
    while (*s && n + 1 < sizeof g_clock_msg)
        g_clock_msg[n++] = *s++;
    g_clock_msg[n] = 0;
}

static void msg_add_u32(uint32_t v)
{
    char d[11];
    int i = 10;
    d[10] = 0;
    do {
        d[--i] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v);
    msg_add(d + i);
}

/* The core clock against IRC8M (clock_measure_gd32.c). The measurement needs the core at
 * 72 MHz or more; a 24 MHz build measures at a temporary 72 MHz from the same crystal (every
 * PLL setting is an exact multiple of HXTAL, so the crystal's error carries over) and scales. */
static void clock_start(void)
{
#if RB_CLOCK_HZ < 72000000u
    uint32_t hz, m;
    if (rb_gd32_clock_init(72000000u, (unsigned)RB_FLASH_WS, &hz) == 0) {
        m = rb_gd32_measure_core_hz();
        g_clock_measured = (uint32_t)((uint64_t)m * RB_CLOCK_HZ / 72000000u);
    }
    rb_gd32_clock_to_irc();
#endif
    g_clock_err = rb_gd32_clock_init(RB_CLOCK_HZ, (unsigned)RB_FLASH_WS, &g_clock_hz);
#if RB_CLOCK_HZ >= 72000000u
    if (!g_clock_err)
        g_clock_measured = rb_gd32_measure_core_hz();
#endif
    if (g_clock_err == -2) {
        msg_add("HXTAL did not start (running on IRC8M, ");
        msg_add_u32(g_clock_hz);
        msg_add(" Hz read back from RCU_CFG0)");
    } else if (g_clock_err) {
        msg_add("PLL did not lock or switch (running at ");
        msg_add_u32(g_clock_hz);
        msg_add(" Hz read back from RCU_CFG0)");
    } else if (g_clock_measured == 0) {
        g_clock_err = -5;
        msg_add("core clock not measurable against IRC8M: no CK_OUT0 edges on PA8 (is PA8 "
                "driven by the board?)");
    } else if (!rb_gd32_clock_ok(g_clock_measured, RB_CLOCK_HZ)) {
        g_clock_err = -6;
        msg_add("core clock measured at ");
        msg_add_u32(g_clock_measured);
        msg_add(" Hz against IRC8M, more than 2 % off ");
        msg_add_u32(RB_CLOCK_HZ);
        msg_add(" Hz: is HXTAL an 8 MHz crystal?");
    }
}

void rb_port_init(void)
{
    clock_start();
    g_flash_ws = (int)(RB_REG(0x40022000u) & 7u);

    RCU_APB2EN |= APB2EN_AFEN | APB2EN_PAEN | APB2EN_PBEN | APB2EN_USART0EN;
    /* PA9: MD=11 (output 50 MHz), CTL=10 (AFIO push-pull); PA10: MD=00, CTL=01 (floating). */
    GPIOA_CTL1 = (GPIOA_CTL1 & ~(0xFFu << 4)) | (0xBu << 4) | (0x4u << 8);
    /* PB0, PB1, PB5: MD=11, CTL=00 (GPIO push-pull 50 MHz), low. PB2 (BOOT1) keeps its reset
     * state, a floating input, so the board's strap decides its level. */
    GPIOB_CTL0 = (GPIOB_CTL0 & ~(0xFFu | (0xFu << 20))) | 0x33u | (0x3u << 20);
    GPIOB_BOP = RB_GD_MARKER_MASK << 16;

    /* 16x oversampling: BAUD = CK_APB2 / baud in 12.4 fixed point (INTDIV:FRADIV). */
    USART0_BAUD = (g_clock_hz + RB_BAUD / 2u) / RB_BAUD;
    USART0_CTL0 = USART_CTL0_UEN | USART_CTL0_TEN;

#if defined(RB_TIMER_SYSTICK)
    SYST_RVR = 0xFFFFFFu;
    SYST_CVR = 0;
    SYST_CSR = (1u << 2) | (1u << 1) | 1u; /* core clock, interrupt on wrap, enable */
#else
    SCB_DEMCR |= DEMCR_TRCENA;
    if (!(DWT_CTRL & DWT_CTRL_NOCYCCNT)) {
        DWT_CYCCNT = 0;
        DWT_CTRL |= DWT_CTRL_CYCCNTENA;
    }
#endif
    hex32(g_cpuid, SCB_CPUID);
    hex32(g_idcode, DBG_IDCODE);
}

int rb_port_timer_check(const char **msg)
{
    rb_ts_t a, b;
    if (g_clock_err) {
        *msg = g_clock_msg;
        return -1;
    }
#if !defined(RB_TIMER_SYSTICK)
    if (DWT_CTRL & DWT_CTRL_NOCYCCNT) {
        *msg = "DWT CYCCNT not present (DWT_CTRL.NOCYCCNT=1)";
        return -1;
    }
#endif
    a = rb_ts();
    __asm__ volatile("nop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop" ::: "memory");
    b = rb_ts();
    if (a == b) {
        *msg = "timer does not advance";
        return -1;
    }
    return 0;
}

void rb_port_write(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        while (!(USART0_STAT & USART_STAT_TBE))
            ;
        USART0_DATA = (uint8_t)s[i];
    }
}

/* DHCSR.C_DEBUGEN: set by a debugger (OpenOCD leaves it set after flashing), cleared only by a
 * power-on reset. It says a debugger was connected since power-on, not that one is now. */
static int c_debugen_set(void)
{
    return (DHCSR & 1u) != 0;
}

void rb_port_exit(int code)
{
    while (!(USART0_STAT & USART_STAT_TC))
        ;
    if (c_debugen_set())
        rb_cm3_semihost_exit(code); /* a BKPT without a debugger would fault */
    for (;;)
        __asm__ volatile("wfi");
}

int rb_port_cond(rb_kv_t *kv, int max)
{
    rb_kv_t f[] = {
        RB_KV_STR("board", "gd32f103"),
        RB_KV_STR("mcu", RB_COND_MCU),
        RB_KV_STR("core", RB_COND_CORE),
        RB_KV_STR("cpuid", g_cpuid),
        RB_KV_STR("idcode", g_idcode),
        RB_KV_INT("clock_hz", g_clock_hz),
        RB_KV_INT("clock_hz_measured", g_clock_measured),
        RB_KV_INT("flash_ws", g_flash_ws),
        RB_KV_STR("timer", RB_BUILD_TIMER),
        RB_KV_INT("timer_hz", g_clock_hz),
        RB_KV_INT("timer_bits", RB_TIMER_BITS),
        RB_KV_INT("timer_emulated", 0),
        RB_KV_STR("unit", RB_PORT_UNIT),
        RB_KV_INT("baud", RB_BAUD),
        RB_KV_INT("c_debugen", c_debugen_set()),
#ifdef RB_GPIO_WINDOWS
        RB_KV_STR("gpio_windows", RB_GPIO_WINDOWS),
        RB_KV_STR("gpio_window_pin", "PB1"),
#endif
#if defined(RB_TIMER_GPIO)
        RB_KV_STR("timer_label", "PB0 edge per timestamp (logic analyser); values: DWT cycles"),
#endif
    };
    int n = (int)(sizeof f / sizeof f[0]), i;
    for (i = 0; i < n && i < max; i++)
        kv[i] = f[i];
    return i;
}

void rb_port_watchdog(unsigned seconds)
{
    (void)seconds; /* the host reads with a timeout */
}

void rb_port_footprint(long *text, long *rodata, long *data, long *bss)
{
    rb_cm3_footprint(text, rodata, data, bss);
}
