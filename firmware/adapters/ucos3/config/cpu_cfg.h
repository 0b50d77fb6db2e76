/* rtosbench firmware: uC-CPU cpu_cfg.h (uC-CPU v1.32.01), equal in every profile.
 *
 * Written for rtosbench, key by key, after the tree's Cfg/Template/cpu_cfg.h. Differences from
 * the template: CPU_CFG_NVIC_PRIO_BITS is defined (the template leaves it in "#if 0"; the
 * ARMv7-M port requires it): 4, the GD32F103's bits. QEMU's NVIC implements 8, but every
 * priority the firmware writes has no bit outside the top nibble, so the values mean the same
 * on both boards. CPU_SW_EXCEPTION ends the run with ERR code=assert instead of looping. */
#ifndef CPU_CFG_MODULE_PRESENT
#define CPU_CFG_MODULE_PRESENT

#define CPU_CFG_NAME_EN DEF_DISABLED /* template */
#define CPU_CFG_NAME_SIZE 16

/* No CPU time stamps (template): uC/OS-III runs with OS_CFG_TS_EN 0, no CPU_TS_TmrRd needed. */
#define CPU_CFG_TS_32_EN DEF_DISABLED
#define CPU_CFG_TS_64_EN DEF_DISABLED
#define CPU_CFG_TS_TMR_SIZE CPU_WORD_SIZE_32

/* CPU_CFG_INT_DIS_MEAS_EN is not defined (template: no interrupt-disable time measurement). */
#define CPU_CFG_INT_DIS_MEAS_OVRHD_NBR 1u

#define CPU_CFG_CACHE_MGMT_EN DEF_DISABLED /* template */

/* Kernel-aware interrupt boundary (template: 4): BASEPRI = 4 << (8 - 4) = 0x40 masks every
 * interrupt of priority value 0x40..0xFF in kernel critical sections. SysTick runs at 0x40
 * (OS_CPU_SysTickInit), PendSV at 0xFF, the test IRQ at 0x40: kernel-aware interrupts, which
 * may call OSSemPost. */
#define CPU_CFG_KA_IPL_BOUNDARY 4u
#define CPU_CFG_NVIC_PRIO_BITS 4u

/* A software exception of uC-CPU/uC/OS-III ends the run (ERR code=assert). */
void rb_harness_fatal(const char *code, const char *msg);
#define CPU_SW_EXCEPTION(err_rtn_val)                                                              \
    do {                                                                                           \
        rb_harness_fatal("assert", "uC/OS-III CPU_SW_EXCEPTION");                                  \
    } while (0)

#endif
