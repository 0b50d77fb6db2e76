/* rtosbench firmware, bench_port layer: QEMU netduino2.
 * RCC is not emulated (no ready-bit polling); USART2 (0x40004400, F1 register layout) is the
 * protocol channel (second -serial); TIM2 is the timer; exit is semihosting SYS_EXIT_EXTENDED. */
#include "cm3.h"
#include "rb_build_info.h"
#include "rb_port.h"

#define USART2_SR RB_REG(0x40004400u)
#define USART2_DR RB_REG(0x40004404u)
#define USART2_BRR RB_REG(0x40004408u)
#define USART2_CR1 RB_REG(0x4000440Cu)
#define TIM2_CR1 RB_REG(0x40000000u)
#define TIM2_EGR RB_REG(0x40000014u)
#define TIM2_PSC RB_REG(0x40000028u)
#define TIM2_ARR RB_REG(0x4000002Cu)

static char g_cpuid[12];

void rb_port_init(void)
{
    USART2_CR1 = (1u << 13) | (1u << 3); /* UE, TE */
    TIM2_PSC = 0;
    TIM2_ARR = 0xFFFFFFFFu;
    TIM2_EGR = 1; /* UG: load PSC */
    TIM2_CR1 = 1; /* CEN */
    rb_cm3_cond_cpuid(g_cpuid);
}

int rb_port_timer_check(const char **msg)
{
    uint32_t a = rb_ts(), b;
    __asm__ volatile("nop\n\tnop\n\tnop\n\tnop" ::: "memory");
    b = rb_ts();
    if (a == b) {
        *msg = "TIM2 does not advance (QEMU without TIM2 model?)";
        return -1;
    }
    return 0;
}

void rb_port_write(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        while (!(USART2_SR & (1u << 7))) /* TXE */
            ;
        USART2_DR = (uint8_t)s[i];
    }
}

void rb_port_exit(int code)
{
    rb_cm3_semihost_exit(code);
    for (;;)
        ;
}

int rb_port_cond(rb_kv_t *kv, int max)
{
    rb_kv_t f[] = {
        RB_KV_STR("board", "qemu"),
        RB_KV_STR("machine", "netduino2"),
        RB_KV_STR("mcu", RB_COND_MCU),
        RB_KV_STR("core", RB_COND_CORE),
        RB_KV_STR("cpuid", g_cpuid),
        RB_KV_INT("clock_hz", RB_CLOCK_HZ),
        RB_KV_INT("flash_ws", RB_FLASH_WS),
        RB_KV_STR("timer", RB_BUILD_TIMER),
        RB_KV_INT("timer_hz", RB_TIMER_HZ),
        RB_KV_INT("timer_bits", RB_TIMER_BITS),
        RB_KV_INT("timer_emulated", 1),
        RB_KV_STR("timer_label", "emulated instruction-count time (TIM2, -icount shift=0)"),
        RB_KV_STR("unit", RB_PORT_UNIT),
        RB_KV_STR("debugger", "unknown"),
    };
    int n = (int)(sizeof f / sizeof f[0]), i;
    for (i = 0; i < n && i < max; i++)
        kv[i] = f[i];
    return i;
}

void rb_port_watchdog(unsigned seconds)
{
    (void)seconds; /* the host runs QEMU under a timeout */
}

void rb_port_footprint(long *text, long *rodata, long *data, long *bss)
{
    rb_cm3_footprint(text, rodata, data, bss);
}
