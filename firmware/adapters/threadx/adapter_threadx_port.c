/* rtosbench firmware, bench_rtos_adapter layer: what ThreadX needs from the board, in place of
 * the example_build/tx_initialize_low_level.S of its cortex_m3/gnu port (which is written for
 * its own demo vector table and a 100 Hz SysTick from a 6 MHz clock).
 *
 * - _tx_initialize_low_level (called by tx_kernel_enter with interrupts to stay off until the
 *   first schedule): the first unused RAM address (_tx_initialize_unused_memory: the end of
 *   .bss, unused by us: every object is static), the system stack pointer (the reset MSP, read
 *   from the vector table), SysTick at TX_TIMER_TICKS_PER_SECOND (1 kHz) from RB_SYSTICK_HZ,
 *   and the exception priorities of the demo: SVCall and PendSV the lowest (0xFF), SysTick 0x40.
 *   The vector table is ours (ports/cortex_m3/startup_cm3.c, VTOR already set).
 * - SysTick_Handler (the name our vector table uses) calls _tx_timer_interrupt, as the demo's
 *   __tx_SysTickHandler does.
 * - PendSV_Handler: the port's tx_thread_schedule.S defines it (an alias of __tx_PendSVHandler),
 *   overriding the weak one of startup_cm3.c; nothing here. SVC is unused by the port. */
#include <stdint.h>

#include "adapter_threadx.h"
#include "rb_build_info.h"

extern VOID *_tx_initialize_unused_memory;
extern VOID *_tx_thread_system_stack_ptr;
extern uint32_t __bss_end;
VOID _tx_initialize_low_level(VOID);
VOID _tx_timer_interrupt(VOID);
#ifdef TX_ENABLE_EXECUTION_CHANGE_NOTIFY
VOID _tx_execution_isr_enter(VOID);
VOID _tx_execution_isr_exit(VOID);
#endif
void SysTick_Handler(void);

#define RB_TX_REG(a) (*(volatile uint32_t *)(a))
#define RB_TX_REG8(a) (*(volatile uint8_t *)(a))
#define RB_TX_VTOR RB_TX_REG(0xE000ED08u)
#define RB_TX_SYST_CSR RB_TX_REG(0xE000E010u)
#define RB_TX_SYST_RVR RB_TX_REG(0xE000E014u)
#define RB_TX_SYST_CVR RB_TX_REG(0xE000E018u)
#define RB_TX_SHPR_SVCALL RB_TX_REG8(0xE000ED1Fu)
#define RB_TX_SHPR_PENDSV RB_TX_REG8(0xE000ED22u)
#define RB_TX_SHPR_SYSTICK RB_TX_REG8(0xE000ED23u)

#if (RB_SYSTICK_HZ / 1000u) - 1u > 0xFFFFFFu
#error "SysTick reload for a 1 kHz tick does not fit 24 bits"
#endif

VOID _tx_initialize_low_level(VOID)
{
    __asm__ volatile("cpsid i" ::: "memory");
    _tx_initialize_unused_memory = (VOID *)&__bss_end;
    _tx_thread_system_stack_ptr = (VOID *)(uintptr_t)(*(volatile uint32_t *)RB_TX_VTOR);
    RB_TX_SHPR_SVCALL = 0xFF;
    RB_TX_SHPR_PENDSV = 0xFF;
    RB_TX_SHPR_SYSTICK = 0x40;
    RB_TX_SYST_CSR = 0;
    RB_TX_SYST_RVR = RB_SYSTICK_HZ / (uint32_t)TX_TIMER_TICKS_PER_SECOND - 1u;
    RB_TX_SYST_CVR = 0;
    RB_TX_SYST_CSR = 7u; /* core clock, interrupt, enable */
}

void SysTick_Handler(void)
{
#ifdef TX_ENABLE_EXECUTION_CHANGE_NOTIFY
    _tx_execution_isr_enter();
#endif
    _tx_timer_interrupt();
#ifdef TX_ENABLE_EXECUTION_CHANGE_NOTIFY
    _tx_execution_isr_exit();
#endif
}
