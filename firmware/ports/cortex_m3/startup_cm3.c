/* rtosbench firmware, bench_port layer: Cortex-M3 reset handler and vector table.
 * Kernel adapters override SVC_Handler, PendSV_Handler and SysTick_Handler (weak here). */
#include <stdint.h>
#include <string.h>

#include "cm3.h"
#include "rb_port.h"

extern uint32_t __stack_top, __data_load, __data_start, __data_end, __bss_start, __bss_end;
extern int main(void);

void Reset_Handler(void);
void rb_default_handler(void);
void rb_fault_handler(void);
void rb_port_test_isr(void);
void SVC_Handler(void) __attribute__((weak, alias("rb_default_handler")));
void PendSV_Handler(void) __attribute__((weak, alias("rb_default_handler")));
void SysTick_Handler(void) __attribute__((weak, alias("rb_default_handler")));

void Reset_Handler(void)
{
    uint32_t *src = &__data_load, *dst = &__data_start;
    while (dst < &__data_end)
        *dst++ = *src++;
    for (dst = &__bss_start; dst < &__bss_end;)
        *dst++ = 0;
    rb_cm3_init_vectors();
    main();
    for (;;)
        ;
}

void rb_default_handler(void)
{
    rb_harness_fatal("unexpected_irq", "unexpected exception or interrupt");
    for (;;)
        ;
}

void rb_fault_handler(void)
{
    rb_harness_fatal("hardfault", "CPU fault");
    for (;;)
        ;
}

typedef void (*rb_vector_t)(void);

#define V(i) ((i) == RB_PORT_TEST_IRQ ? rb_port_test_isr : rb_default_handler)
#define V4(i) V(i), V(i + 1), V(i + 2), V(i + 3)
#define V16(i) V4(i), V4(i + 4), V4(i + 8), V4(i + 12)

__attribute__((section(".isr_vector"), used)) const rb_vector_t rb_vectors[16 + 96] = {
    (rb_vector_t)(uintptr_t)&__stack_top,
    Reset_Handler,
    rb_fault_handler, /* NMI */
    rb_fault_handler, /* HardFault */
    rb_fault_handler, /* MemManage */
    rb_fault_handler, /* BusFault */
    rb_fault_handler, /* UsageFault */
    0,
    0,
    0,
    0,
    SVC_Handler,
    rb_default_handler, /* DebugMon */
    0,
    PendSV_Handler,
    SysTick_Handler,
    V16(0),
    V16(16),
    V16(32),
    V16(48),
    V16(64),
    V16(80),
};
