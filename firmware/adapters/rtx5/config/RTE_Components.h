/* rtosbench firmware: RTE_Components.h for Keil RTX5 (CMSIS-RTOS2), written for rtosbench.
 *
 * In a uVision/CMSIS-Pack project the IDE generates this file; RTX's sources include it
 * (rtx_core_c.h, rtx_core_cm.h, os_systick.c) for CMSIS_device_header. We name our own small
 * device header (Cortex-M3 core, no vendor pack). RTE_Compiler_EventRecorder is NOT defined:
 * the Event Recorder component (EventRecorder.c, CMSIS-View) is not part of the CMSIS_5 tree,
 * so no event is ever recorded (see RTX_Config.h of each profile for the OS_EVR_* keys). */
#ifndef RTE_COMPONENTS_H
#define RTE_COMPONENTS_H

#define CMSIS_device_header "rb_rtx5_device.h"

#endif
