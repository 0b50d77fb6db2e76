/* rtosbench firmware: the CMSIS device header for Keil RTX5 (CMSIS_device_header of
 * RTE_Components.h), written for rtosbench: both boards (QEMU's netduino2, the GD32F103) are a
 * Cortex-M3 r1/r2 without MPU or FPU; only the core's exceptions are named (RTX and its
 * os_systick.c use SVCall, PendSV and SysTick, never a vendor IRQ).
 *
 * __NVIC_PRIO_BITS is 4 (the GD32F103; QEMU's NVIC implements 8). Nothing of ours calls
 * NVIC_SetPriority through it: RTX's SVC_Setup reads the implemented bits back from the
 * hardware, and the test IRQ priority is written by the port as a raw byte. */
#ifndef RB_RTX5_DEVICE_H
#define RB_RTX5_DEVICE_H

#ifdef __cplusplus
extern "C" {
#endif

#include "../../../ports/cortex_m3/rb_cm3_irqn.h" /* IRQn_Type */

#define __CM3_REV 0x0201U
#define __MPU_PRESENT 0U
#define __VTOR_PRESENT 1U
#define __NVIC_PRIO_BITS 4U
#define __Vendor_SysTickConfig 0U

#include "core_cm3.h"

#include <stdint.h>

/* The core clock, read by the tree's os_systick.c (OS_Tick_Setup); defined by the adapter from
 * RB_SYSTICK_HZ (rb_build_info.h). */
extern uint32_t SystemCoreClock;

#ifdef __cplusplus
}
#endif

#endif
