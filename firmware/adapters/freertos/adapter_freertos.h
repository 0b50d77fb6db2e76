/* rtosbench firmware, bench_rtos_adapter layer: FreeRTOS adapter internals shared by its two
 * source files (adapter_freertos.c: identity, tasks, tick, hooks; adapter_freertos_objs.c:
 * semaphores, mutexes, queues, the test IRQ, the heap). */
#ifndef RB_ADAPTER_FREERTOS_H
#define RB_ADAPTER_FREERTOS_H

#include <stdint.h>

#include "FreeRTOS.h"
#include "queue.h"
#include "rb_adapter_common.h"
#include "semphr.h"
#include "task.h"

#if configMAX_PRIORITIES <= 8
#error "configMAX_PRIORITIES must exceed RB_PRIO_MAX (8): harness priorities map 1:1"
#endif
#if configSUPPORT_STATIC_ALLOCATION != 1
#error "the FreeRTOS adapter needs configSUPPORT_STATIC_ALLOCATION=1 (harness-owned stacks)"
#endif

/* Milliseconds to ticks; a non-zero timeout is at least one tick. */
static inline TickType_t rb_fr_ticks(uint32_t ms)
{
    TickType_t t = pdMS_TO_TICKS(ms);
    return (ms && !t) ? 1 : t;
}

/* Claims the first free slot of a static pool (tasks, semaphores, mutexes, queues). */
#define RB_FR_CLAIM(pool, n, out)                                                                  \
    RB_AC_CLAIM(pool, n, out, taskENTER_CRITICAL(), taskEXIT_CRITICAL())

#endif
