/* rtosbench firmware: the CMSIS-Core names LiteOS-M's Cortex-M4 gcc port (arch/arm/cortex-m4/gcc
 * of the user's tree: los_interrupt.c, los_timer.c) takes from the device header that an
 * OpenHarmony board's target_config.h includes. Written by rtosbench: the kernel tree ships no
 * CMSIS, and our ports use their own register definitions (ports/cortex_m3/cm3.h). Only what the
 * port uses, with the semantics of CMSIS-Core 5 for a Cortex-M3 without FPU and MPU:
 * SysTick_Config loads ticks - 1, gives SysTick the lowest priority, clears the counter and
 * starts it from the core clock with its interrupt; NVIC_SetPriority shifts the priority into
 * the implemented top bits (system exceptions: SHPR, interrupts: IPR).
 *
 * __NVIC_PRIO_BITS is 4, as in the device headers of both boards' MCUs (GD32F103, STM32F205). */
#ifndef RB_LOS_CMSIS_H
#define RB_LOS_CMSIS_H

#include <stdint.h>

#define __CORTEX_M 3u
#define __NVIC_PRIO_BITS 4u
#define __FPU_PRESENT 0u /* los_arch_context.h: the task context without FPU registers */
#define __FPU_USED 0u

#include "../../../ports/cortex_m3/rb_cm3_irqn.h" /* IRQn_Type */

typedef struct {
    volatile uint32_t CPUID, ICSR, VTOR, AIRCR, SCR, CCR;
    volatile uint8_t SHP[12];
    volatile uint32_t SHCSR, CFSR, HFSR, DFSR, MMFAR, BFAR, AFSR;
} SCB_Type;
typedef struct {
    volatile uint32_t CTRL, LOAD, VAL, CALIB;
} SysTick_Type;

#define SCB ((SCB_Type *)0xE000ED00u)
#define SysTick ((SysTick_Type *)0xE000E010u)
#define RB_LOS_NVIC_ISER(n) (*(volatile uint32_t *)(0xE000E100u + 4u * (n)))
#define RB_LOS_NVIC_ICER(n) (*(volatile uint32_t *)(0xE000E180u + 4u * (n)))
#define RB_LOS_NVIC_ISPR(n) (*(volatile uint32_t *)(0xE000E200u + 4u * (n)))
#define RB_LOS_NVIC_ICPR(n) (*(volatile uint32_t *)(0xE000E280u + 4u * (n)))
#define RB_LOS_NVIC_IPR(n) (*(volatile uint8_t *)(0xE000E400u + (n)))

#define SCB_ICSR_PENDSTCLR_Msk (1ul << 25)
#define SCB_SCR_SLEEPDEEP_Msk (1ul << 2)
#define SysTick_CTRL_ENABLE_Msk (1ul << 0)
#define SysTick_LOAD_RELOAD_Msk 0xFFFFFFul

static inline uint32_t __get_IPSR(void)
{
    uint32_t r;
    __asm__ volatile("mrs %0, ipsr" : "=r"(r));
    return r;
}
static inline void __DSB(void)
{
    __asm__ volatile("dsb 0xF" ::: "memory");
}
static inline void __ISB(void)
{
    __asm__ volatile("isb 0xF" ::: "memory");
}
static inline void __WFI(void)
{
    __asm__ volatile("wfi");
}

static inline void NVIC_EnableIRQ(IRQn_Type irq)
{
    if ((int32_t)irq >= 0)
        RB_LOS_NVIC_ISER((uint32_t)irq >> 5) = 1u << ((uint32_t)irq & 31u);
}
static inline void NVIC_DisableIRQ(IRQn_Type irq)
{
    if ((int32_t)irq >= 0) {
        RB_LOS_NVIC_ICER((uint32_t)irq >> 5) = 1u << ((uint32_t)irq & 31u);
        __DSB();
        __ISB();
    }
}
static inline void NVIC_SetPendingIRQ(IRQn_Type irq)
{
    if ((int32_t)irq >= 0)
        RB_LOS_NVIC_ISPR((uint32_t)irq >> 5) = 1u << ((uint32_t)irq & 31u);
}
static inline void NVIC_ClearPendingIRQ(IRQn_Type irq)
{
    if ((int32_t)irq >= 0)
        RB_LOS_NVIC_ICPR((uint32_t)irq >> 5) = 1u << ((uint32_t)irq & 31u);
}
static inline void NVIC_SetPriority(IRQn_Type irq, uint32_t prio)
{
    const uint8_t v = (uint8_t)((prio << (8u - __NVIC_PRIO_BITS)) & 0xFFu);
    if ((int32_t)irq >= 0)
        RB_LOS_NVIC_IPR((uint32_t)irq) = v;
    else
        SCB->SHP[(((uint32_t)(int32_t)irq) & 0xFu) - 4u] = v;
}
/* CMSIS-Core: PRIGROUP = group & 7, written with the VECTKEY. */
static inline void NVIC_SetPriorityGrouping(uint32_t group)
{
    uint32_t v = SCB->AIRCR & ~((0xFFFFul << 16) | (7ul << 8));
    SCB->AIRCR = v | (0x5FAul << 16) | ((group & 7ul) << 8);
}

static inline uint32_t SysTick_Config(uint32_t ticks)
{
    if (ticks - 1u > SysTick_LOAD_RELOAD_Msk)
        return 1u; /* the reload value does not fit 24 bits */
    SysTick->LOAD = ticks - 1u;
    NVIC_SetPriority(SysTick_IRQn, (1u << __NVIC_PRIO_BITS) - 1u);
    SysTick->VAL = 0u;
    SysTick->CTRL = 7u; /* CLKSOURCE = core clock, TICKINT, ENABLE */
    return 0u;
}

#endif
