/* rtosbench firmware: FreeRTOS profile "default" (-DRB_PROFILE=default).
 *
 * The settings a user gets from FreeRTOS's own Cortex-M3 demo configurations: asserts on (as
 * in the CORTEX_MPS2_QEMU_IAR_GCC demo, here reporting ERR code=assert), stack-overflow
 * checking method 2, the trace facility and run-time statistics on (as in the full-featured
 * demos), and the generic C task selection (configUSE_PORT_OPTIMISED_TASK_SELECTION=0, the
 * documented FreeRTOS default). Shared settings: rb_freertos_common.h. */
#ifndef FREERTOS_CONFIG_H
#define FREERTOS_CONFIG_H

#include <stdint.h>

#include "rb_freertos_common.h"

#define RB_FREERTOS_PROFILE "default"

#define configUSE_PORT_OPTIMISED_TASK_SELECTION 0
#define configUSE_TRACE_FACILITY 1
#define configCHECK_FOR_STACK_OVERFLOW 2

/* Run-time statistics count with the harness timer (TIM2 or DWT), which is already running. */
uint32_t rb_freertos_run_time_counter(void);
#define configGENERATE_RUN_TIME_STATS 1
#define portCONFIGURE_TIMER_FOR_RUN_TIME_STATS() ((void)0)
#define portGET_RUN_TIME_COUNTER_VALUE() rb_freertos_run_time_counter()

/* A failed assert ends the run with ERR code=assert msg=<file>:<line>. */
void rb_freertos_assert(const char *file, int line);
#define configASSERT(x)                                                                            \
    do {                                                                                           \
        if ((x) == 0)                                                                              \
            rb_freertos_assert(__FILE__, __LINE__);                                                \
    } while (0)

#endif
