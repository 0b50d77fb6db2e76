/* rtosbench firmware, bench_port layer: Cortex-M3 core registers shared by the ARM boards. */
#ifndef RB_CM3_H
#define RB_CM3_H

#include <stdint.h>

#define RB_REG(addr) (*(volatile uint32_t *)(addr))

#define SCB_CPUID RB_REG(0xE000ED00u)
#define SCB_ICSR RB_REG(0xE000ED04u)
#define SCB_VTOR RB_REG(0xE000ED08u)
#define SCB_AIRCR RB_REG(0xE000ED0Cu)
#define SCB_DEMCR RB_REG(0xE000EDFCu)
#define NVIC_ISER(n) RB_REG(0xE000E100u + 4u * (n))
#define NVIC_ICER(n) RB_REG(0xE000E180u + 4u * (n))
#define NVIC_ISPR(n) RB_REG(0xE000E200u + 4u * (n))
#define NVIC_ICPR(n) RB_REG(0xE000E280u + 4u * (n))
#define NVIC_IPR_BYTE(irq) (*(volatile uint8_t *)(0xE000E400u + (irq)))
#define NVIC_STIR RB_REG(0xE000EF00u)
#define SCB_SHPR_BYTE(n) (*(volatile uint8_t *)(0xE000ED18u + (n))) /* exception n + 4 */
#define SYST_CSR RB_REG(0xE000E010u)
#define SYST_RVR RB_REG(0xE000E014u)
#define SYST_CVR RB_REG(0xE000E018u)
#define DWT_CTRL RB_REG(0xE0001000u)
#define DWT_CYCCNT RB_REG(0xE0001004u)

#define DEMCR_TRCENA (1u << 24)
#define DWT_CTRL_NOCYCCNT (1u << 25)
#define DWT_CTRL_CYCCNTENA (1u << 0)
#define ICSR_PENDSTSET (1u << 26)
#define AIRCR_VECTKEY (0x05FAu << 16)

static inline void rb_dsb(void)
{
    __asm__ volatile("dsb" ::: "memory");
}
static inline void rb_isb(void)
{
    __asm__ volatile("isb" ::: "memory");
}
static inline void rb_barrier(void)
{
    __asm__ volatile("" ::: "memory");
}

/* Shared Cortex-M3 port pieces (cm3_common.c). */
void rb_cm3_init_vectors(void);
void rb_cm3_irq_enable(unsigned irq);
void rb_cm3_semihost_exit(int code);
int rb_cm3_cond_cpuid(char *buf); /* writes "0x%08X" into buf[11] */
void rb_cm3_footprint(long *text, long *rodata, long *data, long *bss);

#endif
