/* rtosbench firmware: the CMSIS-Core names TencentOS tiny's Cortex-M3 port (port_c.c of the
 * user's tree) takes from "core_cm3.h", written by rtosbench (the kernel tree ships no CMSIS and
 * our ports use their own register definitions, ports/cortex_m3/cm3.h). Only what port_c.c uses
 * in our configurations (no tickless, no power manager, no fault backtrace), with the semantics
 * of CMSIS-Core 5: SysTick_Config loads ticks - 1, gives SysTick the lowest priority, clears the
 * counter and starts it from the core clock with its interrupt; NVIC_SetPriority on a system
 * exception writes SHPR with the priority shifted into the implemented top bits.
 *
 * __NVIC_PRIO_BITS is 4, as in the device headers of both boards' MCUs (GD32F103, STM32F205):
 * QEMU's NVIC keeps 8 bits, but with the value shifted into the top nibble both boards see the
 * same priority. */
#ifndef RB_TOS_CORE_CM3_H
#define RB_TOS_CORE_CM3_H

#include <stdint.h>

#define __NVIC_PRIO_BITS 4u

typedef enum { SysTick_IRQn = -1 } IRQn_Type;

#define RB_TOS_REG(a) (*(volatile uint32_t *)(a))
#define RB_TOS_SYST_CSR RB_TOS_REG(0xE000E010u)
#define RB_TOS_SYST_RVR RB_TOS_REG(0xE000E014u)
#define RB_TOS_SYST_CVR RB_TOS_REG(0xE000E018u)
#define RB_TOS_SCB_AIRCR RB_TOS_REG(0xE000ED0Cu)
#define RB_TOS_SHPR_BYTE(n) (*(volatile uint8_t *)(0xE000ED18u + (uint32_t)(n)))

/* System exception n (-1 SysTick, -2 PendSV, ...): SHPR byte (n & 0xF) - 4. */
static inline void NVIC_SetPriority(IRQn_Type irq, uint32_t prio)
{
    RB_TOS_SHPR_BYTE((((uint32_t)(int32_t)irq) & 0xFu) - 4u) =
        (uint8_t)((prio << (8u - __NVIC_PRIO_BITS)) & 0xFFu);
}

static inline uint32_t SysTick_Config(uint32_t ticks)
{
    if (ticks - 1u > 0xFFFFFFu)
        return 1u; /* the reload value does not fit 24 bits */
    RB_TOS_SYST_RVR = ticks - 1u;
    NVIC_SetPriority(SysTick_IRQn, (1u << __NVIC_PRIO_BITS) - 1u);
    RB_TOS_SYST_CVR = 0u;
    RB_TOS_SYST_CSR = 7u; /* CLKSOURCE = core clock, TICKINT, ENABLE */
    return 0u;
}

static inline void NVIC_SystemReset(void)
{
    __asm__ volatile("dsb" ::: "memory");
    RB_TOS_SCB_AIRCR = (0x05FAu << 16) | (RB_TOS_SCB_AIRCR & 0x700u) | (1u << 2);
    __asm__ volatile("dsb" ::: "memory");
    for (;;) {
    }
}

#endif
