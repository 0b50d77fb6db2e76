/* rtosbench firmware: FreeRTOS profile "minimal" (-DRB_PROFILE=minimal).
 *
 * The configuration a careful benchmark uses: no asserts, no trace facility, no run-time
 * statistics, no stack-overflow checking, and the Cortex-M3 port's optimised task selection
 * (CLZ over a ready-priority bitmap). Tick rate, priorities and everything else are shared
 * with the default profile (rb_freertos_common.h). */
#ifndef FREERTOS_CONFIG_H
#define FREERTOS_CONFIG_H

#include <stdint.h>

#include "rb_freertos_common.h"

#define RB_FREERTOS_PROFILE "minimal"

#define configUSE_PORT_OPTIMISED_TASK_SELECTION 1
#define configUSE_TRACE_FACILITY 0
#define configCHECK_FOR_STACK_OVERFLOW 0
#define configGENERATE_RUN_TIME_STATS 0
/* configASSERT is left undefined: asserts are off. V11's vector-table check is an assert
 * too, so it is off as well (without configASSERT it would only leave an unused variable). */
#define configCHECK_HANDLER_INSTALLATION 0

#endif
