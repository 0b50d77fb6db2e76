/* rtosbench firmware, bench_port layer: pieces shared by the Cortex-M3 boards. */
#include "cm3.h"
#include "rb_port.h"

/* Declared as startup_cm3.c defines it (link-time optimisation compares the two types). */
extern void (*const rb_vectors[])(void);
extern uint32_t __text_start, __text_end, __rodata_start, __rodata_end, __data_start, __data_end,
    __bss_start, __bss_end;

void rb_cm3_init_vectors(void)
{
    SCB_VTOR = (uint32_t)(uintptr_t)rb_vectors;
    /* PRIGROUP = 0: every implemented priority bit is a preemption bit (no sub-priorities),
     * as kernels require (FreeRTOS asserts it); the reset value, written explicitly. */
    SCB_AIRCR = AIRCR_VECTKEY | (0u << 8);
    rb_dsb();
}

void rb_cm3_irq_enable(unsigned irq)
{
    NVIC_ICPR(irq / 32u) = 1u << (irq % 32u);
    NVIC_ISER(irq / 32u) = 1u << (irq % 32u);
    rb_dsb();
    rb_isb();
}

/* ARM semihosting SYS_EXIT_EXTENDED (0x20) with ADP_Stopped_ApplicationExit (0x20026): the
 * exit code reaches the host (QEMU exits with it). Only with a debugger or an emulator. */
void rb_cm3_semihost_exit(int code)
{
    uint32_t block[2] = {0x20026u, (uint32_t)code};
    register uint32_t r0 __asm__("r0") = 0x20u;
    register uint32_t r1 __asm__("r1") = (uint32_t)(uintptr_t)block;
    __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
    /* Fallback: plain SYS_EXIT (exit code 0 for ApplicationExit, 1 otherwise). */
    r0 = 0x18u;
    r1 = code == 0 ? 0x20026u : 0x20023u;
    __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
}

int rb_cm3_cond_cpuid(char *buf)
{
    static const char hex[] = "0123456789ABCDEF";
    uint32_t v = SCB_CPUID;
    int i;
    buf[0] = '0';
    buf[1] = 'x';
    for (i = 0; i < 8; i++)
        buf[2 + i] = hex[(v >> (28 - 4 * i)) & 0xFu];
    buf[10] = 0;
    return 10;
}

void rb_cm3_footprint(long *text, long *rodata, long *data, long *bss)
{
    *text = (long)((uintptr_t)&__text_end - (uintptr_t)&__text_start);
    *rodata = (long)((uintptr_t)&__rodata_end - (uintptr_t)&__rodata_start);
    *data = (long)((uintptr_t)&__data_end - (uintptr_t)&__data_start);
    *bss = (long)((uintptr_t)&__bss_end - (uintptr_t)&__bss_start);
}

/* The test IRQ (RB_PORT_TEST_IRQ from the board's rb_board.h), pended in software through the
 * NVIC STIR; the ISR stamp closes the trigger -> ISR window. */
static volatile rb_ts_t g_isr_ts, g_trigger_ts;
static rb_port_isr_fn g_isr_fn;

int rb_port_irq_available(void)
{
    return 1;
}

void rb_port_irq_set_handler(rb_port_isr_fn fn)
{
    g_isr_fn = fn;
    if (fn)
        rb_cm3_irq_enable(RB_PORT_TEST_IRQ);
    else
        NVIC_ICER(RB_PORT_TEST_IRQ / 32u) = 1u << (RB_PORT_TEST_IRQ % 32u);
}

void rb_port_irq_set_priority(unsigned prio)
{
    NVIC_IPR_BYTE(RB_PORT_TEST_IRQ) = (uint8_t)prio;
}

int rb_port_irq_priority(void)
{
    return NVIC_IPR_BYTE(RB_PORT_TEST_IRQ);
}

int rb_port_systick_priority(void)
{
    return SCB_SHPR_BYTE(11); /* SHPR3[31:24]: exception 15 */
}

void rb_port_irq_trigger(void)
{
    RB_TS_PUBLISH(g_trigger_ts); /* the load and the store, then the pending write */
    NVIC_STIR = RB_PORT_TEST_IRQ;
    rb_dsb();
    rb_isb();
}

rb_ts_t rb_port_isr_ts(void)
{
    return g_isr_ts;
}
rb_ts_t rb_port_trigger_ts(void)
{
    return g_trigger_ts;
}

void rb_port_test_isr(void)
{
    g_isr_ts = rb_ts_close(); /* first action of the ISR */
    if (g_isr_fn)
        g_isr_fn();
}
