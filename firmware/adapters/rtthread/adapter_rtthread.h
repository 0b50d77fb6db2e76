/* rtosbench firmware, bench_rtos_adapter layer: RT-Thread adapter internals shared by its two
 * source files (adapter_rtthread.c: identity, tasks, tick, board start-up; adapter_rtthread_objs.c:
 * semaphores, mutexes, queues, the test IRQ, the heap). One adapter for RT-Thread Nano 3.1.5
 * (RB_KERNEL=rtthread-nano) and the full RT-Thread 5.x (RB_KERNEL=rtthread): the API is the
 * same; the few differences are behind RB_RT_V5 (from the kernel's own version macros). */
#ifndef RB_ADAPTER_RTTHREAD_H
#define RB_ADAPTER_RTTHREAD_H

#include <stdint.h>

#include <rthw.h>
#include <rtthread.h>

#include "rb_adapter_common.h"

#ifndef RB_RT_KERNEL_ID
#error "the build (firmware/kernels/rtthread*.cmake) defines RB_RT_KERNEL_ID"
#endif

/* RT-Thread 5.x states its version as RT_VERSION_MAJOR/MINOR/PATCH, Nano 3.1.5 as
 * RT_VERSION/RT_SUBVERSION/RT_REVISION; both give RTTHREAD_VERSION (major*10000+minor*100+patch).
 */
#if defined(RT_VERSION_MAJOR)
#define RB_RT_V5 (RT_VERSION_MAJOR >= 5)
#else
#define RB_RT_V5 0
#endif

#if RT_THREAD_PRIORITY_MAX < 10
#error "RT_THREAD_PRIORITY_MAX must leave room for harness priorities 1..8 above the idle thread"
#endif

/* Harness priority p (1..RB_PRIO_MAX, larger = more urgent) is RT-Thread priority
 * RB_PRIO_MAX - p: 8 -> 0 .. 1 -> 7 (0 = most urgent; the idle thread keeps
 * RT_THREAD_PRIORITY_MAX - 1). The ready threads of the harness then sit in the low byte of
 * rt_thread_ready_priority_group, where the software __rt_ffs of Nano (no RT_USING_CPU_FFS)
 * finds them with its first test, as the port's CLZ version does for any priority (COND
 * mech.prio_map=0..7). */
#define RB_RT_PRIO(p) ((rt_uint8_t)(RB_PRIO_MAX - (p)))
#define RB_RT_HARNESS_PRIO(rt) ((int)RB_PRIO_MAX - (int)(rt))

/* Time slice of equal-priority threads, in ticks (rt_thread_init's last argument). */
#define RB_RT_SLICE_TICKS 10

/* Test IRQ NVIC priority: the kernel-aware boundary (rb_adapter.h, rb_irq_place). The
 * Cortex-M3 port masks with PRIMASK (rt_hw_interrupt_disable: cpsid i), so every priority may
 * call the kernel and the boundary is the most urgent one, 0x00. PendSV and SysTick run at the
 * lowest priority (set by the port's rt_hw_context_switch_to). */
#define RB_RT_IRQ_PRIO 0x00u

/* Milliseconds to ticks; a non-zero timeout is at least one tick. */
static inline rt_int32_t rb_rt_ticks(uint32_t ms)
{
    uint32_t t = rb_ac_ticks(ms, RT_TICK_PER_SECOND);
    if (t > 0x7fffffffu)
        t = 0x7fffffffu;
    return (rt_int32_t)t;
}

/* Claims the first free slot of a static pool (tasks, semaphores, mutexes, queues). */
#define RB_RT_CLAIM(pool, n, out)                                                                  \
    RB_AC_CLAIM(pool, n, out, rt_base_t l_ = rt_hw_interrupt_disable(), rt_hw_interrupt_enable(l_))

#endif
