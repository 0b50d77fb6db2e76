/* rtosbench firmware, bench_rtos_adapter layer: Keil RTX5 adapter internals shared by its two
 * source files (adapter_rtx5.c: identity, threads, tick, start, kernel hooks;
 * adapter_rtx5_objs.c: semaphores, mutexes, message queues, the test IRQ, the memory pool). */
#ifndef RB_ADAPTER_RTX5_H
#define RB_ADAPTER_RTX5_H

#include <stdint.h>

#include "cmsis_os2.h"
#include "rb_adapter_common.h"
#include "rtx_os.h"

#if OS_TICK_FREQ != 1000
#error "rtosbench profiles run RTX5 with a 1000 Hz tick (OS_TICK_FREQ)"
#endif
#if defined(RB_RTX5_VERSION_NUM) && (RB_RTX5_VERSION_NUM != osRtxVersionKernel)
#error "rtx_os.h's osRtxVersionKernel differs from the version the recipe read"
#endif

/* Milliseconds to kernel ticks; a non-zero timeout is at least one tick. */
static inline uint32_t rb_rtx_ticks(uint32_t ms)
{
    return ms; /* OS_TICK_FREQ is 1000 (checked above): a tick per ms */
}

/* The memory pool of the pool cases: room for RB_RTX_POOL_BLOCKS blocks of up to
 * RB_RTX_POOL_BLOCK bytes (adapter_rtx5_objs.c). */
#define RB_RTX_POOL_BLOCK 128
#define RB_RTX_POOL_BLOCKS 16

/* The NVIC priority of the test IRQ (raw byte; see adapter_rtx5_objs.c). */
#define RB_RTX_TEST_IRQ_PRIO 0x00

#endif
