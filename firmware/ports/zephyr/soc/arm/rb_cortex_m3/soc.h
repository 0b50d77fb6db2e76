/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rtosbench: plain Cortex-M3 SoC. No vendor CMSIS header: Zephyr's cmsis_core_m.h fills in the
 * CMSIS types (IRQn_Type, __NVIC_PRIO_BITS from the devicetree). */
#ifndef RB_ZEPHYR_SOC_H
#define RB_ZEPHYR_SOC_H
#endif
