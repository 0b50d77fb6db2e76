/* rtosbench firmware: Keil RTX5 configuration, profile 'default': the values of the tree's template
 * CMSIS/RTOS2/RTX/Config/RTX_Config.h.
 * Written for rtosbench key by key (not copied); the keys equal in every profile are in
 * ../rb_rtx5_common.h. Read by the C compiler and the assembler (#define lines only). */
#ifndef RTX_CONFIG_H_
#define RTX_CONFIG_H_

#define RB_RTX5_PROFILE "default"

/* Round-robin among threads of equal priority: on, 5 ticks (template). */
#define OS_ROBIN_ENABLE 1

/* Stack overrun check at each thread switch and the stack watermark: both 0 in the template. */
#define OS_STACK_CHECK 0
#define OS_STACK_WATERMARK 0

/* Event Recorder hooks: 1 in the template for every group. Without the Event Recorder
 * component (not in the tree: RTE_Compiler_EventRecorder stays undefined) each hook is an empty
 * weak function of rtx_evr.c that the kernel still calls: nothing is recorded, the calls
 * remain. */
#define OS_EVR_MEMORY 1
#define OS_EVR_KERNEL 1
#define OS_EVR_THREAD 1
#define OS_EVR_WAIT 1
#define OS_EVR_THFLAGS 1
#define OS_EVR_EVFLAGS 1
#define OS_EVR_TIMER 1
#define OS_EVR_MUTEX 1
#define OS_EVR_SEMAPHORE 1
#define OS_EVR_MEMPOOL 1
#define OS_EVR_MSGQUEUE 1

#include "rb_rtx5_common.h"

#endif
