/* rtosbench firmware: the Cortex-M3 core exceptions by their CMSIS-Core names (IRQn_Type), for
 * the CMSIS device headers rtosbench writes where a kernel's port includes one: RTX5's
 * (adapters/rtx5/config/rb_rtx5_device.h) and LiteOS-M's Cortex-M4 gcc port's
 * (adapters/liteos-m/port/rb_los_cmsis.h). Neither port uses a vendor interrupt, so none is
 * named but the first one's number. */
#ifndef RB_CM3_IRQN_H
#define RB_CM3_IRQN_H

typedef enum {
    NonMaskableInt_IRQn = -14,
    HardFault_IRQn = -13,
    MemoryManagement_IRQn = -12,
    BusFault_IRQn = -11,
    UsageFault_IRQn = -10,
    SVCall_IRQn = -5,
    DebugMonitor_IRQn = -4,
    PendSV_IRQn = -2,
    SysTick_IRQn = -1,
    RB_CM3_FIRST_VENDOR_IRQn = 0
} IRQn_Type;

#endif
