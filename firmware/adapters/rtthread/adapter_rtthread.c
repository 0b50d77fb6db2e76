/* rtosbench firmware, bench_rtos_adapter layer: RT-Thread (Nano 3.1.5 and 5.x, Cortex-M3 port
 * libcpu/arm/cortex-m3). Identity and configuration for COND, tasks (static thread objects on
 * harness-owned stacks), tick, the board start-up the kernel expects from a BSP
 * (rt_hw_board_init, SysTick_Handler, the heap) and the assert hook. Objects:
 * adapter_rtthread_objs.c.
 *
 * The kernel is compiled in place from the user's tree by firmware/kernels/rtthread-nano.cmake
 * or rtthread.cmake with adapters/<id>/config/<profile>/rtconfig.h; see docs/kernels.md.
 *
 * Start-up: rb_k_start runs the sequence of the kernel's rtthread_startup() (components.c)
 * without its main thread (the harness owns main(); RT_USING_USER_MAIN is off): board init,
 * timers, scheduler, the harness thread, the timer thread (if configured), idle, start.
 *
 * Task end and join (RT-Thread has no join): the wrapper gives the task's join semaphore when
 * the task function returns and suspends itself; rb_task_wait takes that semaphore (inside
 * thread_join's window) and rb_task_release detaches the thread (rt_thread_detach, after the
 * window). COND says mech.join=adapter_sem. RT-Thread 5.x's
 * rt_thread_detach only queues the thread for the idle thread, which would release the object
 * later; the harness creates the next task on the same static thread object at once, so the
 * adapter completes the release itself (off the defunct list, rt_object_detach), as the idle
 * thread would. Nano 3.1.5 releases a static thread inside rt_thread_detach. */
#include "adapter_rtthread.h"

#include <string.h>

#include "adapter_costs.h"
#include "adapter_rtthread_cfg.h"
#include "cm3.h"
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_build_info.h"
#include "rb_port.h"
#include "rb_proto.h"

#define RB_RT_MAX_TASKS 8
#define RB_RT_HARNESS_STACK 4096 /* bytes: the harness formats 512-byte lines on its stack */
#define RB_RT_MIN_STACK 256

struct rb_task {
    struct rt_thread th;
    struct rt_semaphore join;
    rb_task_fn fn;
    void *arg;
    const char *name; /* rb_task_prepare's arguments for rb_task_start */
    void *stack;
    rt_uint32_t stack_bytes;
    rt_uint8_t prio;
    volatile int used;
};

static struct rb_task g_tasks[RB_RT_MAX_TASKS];
RB_STACK_DEFINE(g_harness_stack, RB_RT_HARNESS_STACK);
RB_STACK_DEFINE(g_heap, RB_RT_HEAP_BYTES);
static rb_task_fn g_entry;
static void *g_entry_arg;

/* ---- identity ---- */

uint32_t rb_k_features(void)
{
    uint32_t f = rb_ac_features(RB_AC_F_RTOS | RB_F_HEAP);
#ifdef RT_USING_MEMPOOL
    f |= RB_F_POOL;
#endif
    return f;
}

const char *rb_k_reason(uint32_t feature)
{
    static const rb_ac_reason_t reasons[] = {
        {RB_F_POOL, "RT_USING_MEMPOOL is off in this rtconfig.h (no rt_mp)"},
    };
    return RB_AC_REASON(feature, reasons);
}

static char g_version[16];

static const char *kernel_version(void)
{
    long v = (long)RTTHREAD_VERSION;
    size_t n = 0;
    n += rb_fmt_i64(g_version + n, v / 10000);
    g_version[n++] = '.';
    n += rb_fmt_i64(g_version + n, (v / 100) % 100);
    g_version[n++] = '.';
    n += rb_fmt_i64(g_version + n, v % 100);
    g_version[n] = 0;
    return g_version;
}

int rb_k_cond(rb_kv_t *kv, int max)
{
    rb_kv_t f[] = {
        RB_KV_STR("kernel", RB_RT_KERNEL_ID),
        RB_KV_STR("kernel_version", kernel_version()),
        RB_KV_STR("profile", RB_RT_PROFILE),
        RB_KV_STR("kcfg.source", RB_RT_CONFIG_SOURCE),
        RB_KV_INT("kcfg.RT_TICK_PER_SECOND", RT_TICK_PER_SECOND),
        RB_KV_INT("kcfg.RT_THREAD_PRIORITY_MAX", RT_THREAD_PRIORITY_MAX),
        RB_KV_INT("kcfg.RT_ALIGN_SIZE", RT_ALIGN_SIZE),
        RB_KV_INT("kcfg.RT_DEBUG", RB_RTCFG_RT_DEBUG),
        RB_KV_INT("kcfg.RT_DEBUG_CONTEXT_CHECK", RB_RTCFG_RT_DEBUG_CONTEXT_CHECK),
        RB_KV_INT("kcfg.RT_USING_OVERFLOW_CHECK", RB_RTCFG_RT_USING_OVERFLOW_CHECK),
        RB_KV_INT("kcfg.RT_USING_HOOK", RB_RTCFG_RT_USING_HOOK),
        RB_KV_INT("kcfg.RT_USING_IDLE_HOOK", RB_RTCFG_RT_USING_IDLE_HOOK),
        RB_KV_INT("kcfg.RT_USING_TIMER_SOFT", RB_RTCFG_RT_USING_TIMER_SOFT),
        RB_KV_INT("kcfg.RT_USING_COMPONENTS_INIT", RB_RTCFG_RT_USING_COMPONENTS_INIT),
        RB_KV_INT("kcfg.RT_USING_USER_MAIN", RB_RTCFG_RT_USING_USER_MAIN),
        RB_KV_INT("kcfg.RT_USING_EVENT", RB_RTCFG_RT_USING_EVENT),
        RB_KV_INT("kcfg.RT_USING_MAILBOX", RB_RTCFG_RT_USING_MAILBOX),
        RB_KV_INT("kcfg.RT_USING_MEMPOOL", RB_RTCFG_RT_USING_MEMPOOL),
        RB_KV_INT("kcfg.RT_USING_DEVICE", RB_RTCFG_RT_USING_DEVICE),
        RB_KV_INT("kcfg.RT_USING_CONSOLE", RB_RTCFG_RT_USING_CONSOLE),
        RB_KV_INT("kcfg.RT_USING_FINSH", RB_RTCFG_RT_USING_FINSH),
        RB_KV_INT("kcfg.RT_USING_CPU_FFS", RB_RTCFG_RT_USING_CPU_FFS),
        RB_KV_STR("kcfg.heap", "small_mem"),
        RB_KV_INT("kcfg.heap_bytes", RB_RT_HEAP_BYTES),
        RB_KV_INT("kcfg.time_slice_ticks", RB_RT_SLICE_TICKS),
        RB_KV_STR("kcfg.port", "libcpu/arm/cortex-m3"),
        RB_KV_STR("mech.join", "adapter_sem"),
        /* rt_sem has no maximum: the adapter compares the count before rt_sem_release (no
         * interrupt lock), inside the semaphore windows; stated so. */
        RB_KV_STR("mech.sem_give", "adapter_cap"),
        /* Harness priorities 1..8 are RT-Thread 7..0 (adapter_rtthread.h). */
        RB_KV_STR("kcfg.prio_map", "8-harness"),
        RB_KV_STR("mech.queue", "copy"),
    };
    {
        /* The adapter's instructions in each window, as the audit traced them (issue 32). */
        const int n = RB_AC_KV_COPY(kv, max, f);
        return n + rb_ac_cost_copy(kv + n, max - n, RB_RT_KERNEL_ID, &rb_adapter_costs);
    }
}

/* ---- tasks ---- */

static void task_entry(void *p)
{
    struct rb_task *t = (struct rb_task *)p;
    t->fn(t->arg);
    rt_sem_release(&t->join); /* rb_task_release detaches this thread */
    for (;;) {
        rt_thread_suspend(rt_thread_self());
        rt_schedule();
    }
}

/* Takes the thread out of the kernel for good: its object and stack may be reused at once. */
static void release_thread(struct rb_task *t)
{
    rt_thread_detach(&t->th);
#if RB_RT_V5
    {
        /* 5.x queued it on the defunct list for the idle thread: finish that here. The idle
         * thread cannot run in between (this task is ready and more urgent). */
        rt_base_t level = rt_hw_interrupt_disable();
        rt_list_remove(&t->th.tlist);
        rt_hw_interrupt_enable(level);
        rt_object_detach((rt_object_t)&t->th);
    }
#endif
}

static void slot_free(struct rb_task *t)
{
    t->used = 0;
}

/* Before thread_create's start stamp: the slot claim, the checks and the arguments. */
rb_task_t *rb_task_prepare(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                           size_t stack_bytes)
{
    struct rb_task *t;
    if (!stack || stack_bytes < RB_RT_MIN_STACK)
        return 0;
    RB_RT_CLAIM(g_tasks, RB_RT_MAX_TASKS, t);
    if (!t)
        return 0;
    t->fn = fn;
    t->arg = arg;
    t->name = name;
    t->stack = stack;
    t->stack_bytes = (rt_uint32_t)stack_bytes;
    t->prio = (rt_uint8_t)RB_RT_PRIO(rb_ac_prio(prio));
    return t;
}

/* Inside thread_create's window: the kernel's init and startup. */
rb_task_t *rb_task_start(rb_task_t *t)
{
    if (rt_thread_init(&t->th, t->name, task_entry, t, t->stack, t->stack_bytes, t->prio,
                       RB_RT_SLICE_TICKS) != RT_EOK) {
        t->used = 0;
        return 0;
    }
    rt_thread_startup(&t->th); /* ready; runs at once if more urgent than the caller */
    return t;
}

/* Inside thread_join's window: the kernel's wait for the wrapper's release. */
int rb_task_wait(rb_task_t *t, uint32_t timeout_ms)
{
    if (rt_sem_take(&t->join, rb_rt_ticks(timeout_ms)) != RT_EOK)
        return -1;
    return 0;
}

/* After thread_join's end stamp: the detach (and 5.x's completion of it). */
void rb_task_release(rb_task_t *t)
{
    release_thread(t); /* suspended (or preempted right after the give) */
    slot_free(t);
}

RB_AC_TASK_COMPOSED()

void rb_task_delete(rb_task_t *t)
{
    if (!t || !t->used || &t->th == rt_thread_self())
        return;
    release_thread(t);
    /* A join took the give; only a thread deleted unjoined may have left one (teardown). */
    (void)rt_sem_trytake(&t->join);
    slot_free(t);
}

int rb_task_priority(rb_task_t *t)
{
    /* current_priority is the effective one, raised by a mutex's priority inheritance. */
    rt_thread_t th = t ? &t->th : rt_thread_self();
    return RB_RT_HARNESS_PRIO(th->current_priority);
}

void rb_yield(void)
{
    rt_thread_yield();
}

void rb_task_suspend(rb_task_t *t)
{
    if (!t || &t->th == rt_thread_self()) {
        rt_thread_suspend(rt_thread_self());
        rt_schedule(); /* the kernel's rule: a thread suspending itself calls the scheduler */
        return;
    }
#if RB_RT_V5
    /* 5.x asserts that a thread suspends only itself (the harness never suspends another). */
    rb_harness_fatal("config", "RT-Thread 5 suspends only the calling thread");
#else
    rt_thread_suspend(&t->th);
#endif
}

void rb_task_resume(rb_task_t *t)
{
    if (!t)
        return;
    if (rt_thread_resume(&t->th) == RT_EOK)
        rt_schedule(); /* rt_thread_resume only readies the thread */
}

void rb_sleep_ms(uint32_t ms)
{
    rt_thread_delay((rt_tick_t)rb_rt_ticks(ms));
}

/* ---- tick ---- */

uint32_t rb_tick_period_us(void)
{
    return 1000000u / (uint32_t)RT_TICK_PER_SECOND;
}

/* *last_wake: bit 63 set once initialised, the low bits hold the RT-Thread tick. */
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    rt_tick_t prev;
    if (!(*last_wake >> 63))
        prev = rt_tick_get();
    else
        prev = (rt_tick_t)*last_wake;
    rt_thread_delay_until(&prev, (rt_tick_t)ticks);
    *last_wake = (1ull << 63) | (uint64_t)prev;
}

/* ---- board start-up (what a BSP's board.c provides) ---- */

void rt_hw_board_init(void);

void rt_hw_board_init(void)
{
    /* SysTick from the core clock at RT_TICK_PER_SECOND; its priority (lowest) is set by the
     * port when the scheduler starts. Interrupts are off (PRIMASK) until then. */
    SYST_CSR = 0;
    SYST_RVR = RB_SYSTICK_HZ / RT_TICK_PER_SECOND - 1u;
    SYST_CVR = 0;
    SYST_CSR = 7u; /* core clock, interrupt, enable */
    rt_system_heap_init((void *)g_heap, (void *)((uint8_t *)g_heap + sizeof g_heap));
#ifdef RT_USING_COMPONENTS_INIT
    rt_components_board_init();
#endif
}

void SysTick_Handler(void);

void SysTick_Handler(void)
{
    rt_interrupt_enter();
    rt_tick_increase();
    rt_interrupt_leave();
}

#ifdef RT_DEBUG
static void assert_hook(const char *ex, const char *func, rt_size_t line)
{
    char msg[96];
    size_t n = strlen(func);
    (void)ex;
    rt_hw_interrupt_disable();
    if (n > sizeof msg - 16)
        n = sizeof msg - 16;
    memcpy(msg, func, n);
    msg[n++] = ':';
    n += rb_fmt_i64(msg + n, (long)line);
    msg[n] = 0;
    rb_harness_fatal("assert", msg);
}
#endif

static void harness_main(void *arg)
{
    (void)arg;
#ifdef RT_USING_COMPONENTS_INIT
    rt_components_init(); /* what the kernel's main thread does first */
#endif
    g_entry(g_entry_arg);
}

void rb_k_start(rb_task_fn entry, void *arg)
{
    int i;
    g_entry = entry;
    g_entry_arg = arg;
    rt_hw_interrupt_disable();
#ifdef RT_DEBUG
    rt_assert_set_hook(assert_hook);
#endif
    rt_hw_board_init();
    rt_system_timer_init();
    rt_system_scheduler_init();
#ifdef RT_USING_SIGNALS
    rt_system_signal_init();
#endif
    for (i = 0; i < RB_RT_MAX_TASKS; i++)
        if (rt_sem_init(&g_tasks[i].join, "join", 0, RT_IPC_FLAG_PRIO) != RT_EOK)
            rb_harness_fatal("config", "cannot create the task join semaphores");
    if (!rb_task_create("harness", harness_main, 0, 1, g_harness_stack, sizeof g_harness_stack))
        rb_harness_fatal("config", "cannot create the harness task");
#ifdef RT_USING_TIMER_SOFT
    rt_system_timer_thread_init();
#endif
    rt_thread_idle_init();
    rt_system_scheduler_start(); /* does not return */
    rb_harness_fatal("config", "rt_system_scheduler_start returned");
}
