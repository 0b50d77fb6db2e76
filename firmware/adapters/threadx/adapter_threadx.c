/* rtosbench firmware, bench_rtos_adapter layer: Eclipse ThreadX (cortex_m3/gnu port).
 * Identity and configuration for COND, tasks (static TX_THREAD control blocks and
 * harness-owned stacks), tick, kernel start (tx_kernel_enter, tx_application_define).
 * Objects: adapter_threadx_objs.c; board glue: adapter_threadx_port.c.
 *
 * The kernel is built by its own CMakeLists.txt from the user's tree (RB_KERNEL_DIR) with
 * config/<profile>/tx_user.h; see docs/kernels.md.
 *
 * Priorities: see adapter_threadx.h. Threads have no time slice (TX_NO_TIME_SLICE) and a
 * preemption threshold equal to their priority (none), so equal-priority threads alternate
 * only through rb_yield = tx_thread_relinquish.
 * Task end and join (ThreadX has no join): the thread's entry wrapper puts the task's join
 * semaphore when the task function returns, then returns itself (ThreadX marks the thread
 * completed). rb_task_wait gets that semaphore (thread_join's window); after the window
 * rb_task_release's tx_thread_terminate (the joiner may have preempted the thread right after the
 * put) and tx_thread_delete free the control block and the stack for reuse at once. COND
 * mech.join=adapter_sem. */
#include "adapter_threadx.h"

#include "adapter_costs.h"
#include "rb_adapter.h"
#include "rb_build_info.h"
#include "rb_port.h"

#define RB_TX_MAX_TASKS 8
#define RB_TX_HARNESS_STACK 4096 /* bytes: the harness formats 512-byte lines on its stack */

struct rb_task {
    TX_THREAD tcb;
    TX_SEMAPHORE join;
    rb_task_fn fn;
    void *arg;
    CHAR *name; /* rb_task_prepare's arguments for rb_task_start */
    void *stack;
    ULONG stack_bytes;
    UINT prio;
    volatile int used;
};

static struct rb_task g_tasks[RB_TX_MAX_TASKS];
RB_STACK_DEFINE(g_harness_stack, RB_TX_HARNESS_STACK);
static rb_task_fn g_entry;
static void *g_entry_arg;

/* ---- identity ---- */

uint32_t rb_k_features(void)
{
    return rb_ac_features(RB_AC_F_RTOS | RB_F_HEAP | RB_F_POOL);
}

const char *rb_k_reason(uint32_t feature)
{
    return rb_ac_reason(feature, 0, 0);
}

/* 1 when the option is defined (as compiled: after tx_port.h applied its rules). */
#ifdef TX_DISABLE_ERROR_CHECKING
#define RB_TX_ERROR_CHECKING 0
#else
#define RB_TX_ERROR_CHECKING 1
#endif
#ifdef TX_DISABLE_PREEMPTION_THRESHOLD
#define RB_TX_PREEMPTION_THRESHOLD 0
#else
#define RB_TX_PREEMPTION_THRESHOLD 1
#endif
#ifdef TX_DISABLE_NOTIFY_CALLBACKS
#define RB_TX_NOTIFY_CALLBACKS 0
#else
#define RB_TX_NOTIFY_CALLBACKS 1
#endif
#ifdef TX_DISABLE_REDUNDANT_CLEARING
#define RB_TX_REDUNDANT_CLEARING 0
#else
#define RB_TX_REDUNDANT_CLEARING 1
#endif
#ifdef TX_DISABLE_STACK_FILLING
#define RB_TX_STACK_FILLING 0
#else
#define RB_TX_STACK_FILLING 1
#endif
#ifdef TX_ENABLE_STACK_CHECKING
#define RB_TX_STACK_CHECKING 1
#else
#define RB_TX_STACK_CHECKING 0
#endif
#ifdef TX_NOT_INTERRUPTABLE
#define RB_TX_NOT_INTERRUPTABLE 1
#else
#define RB_TX_NOT_INTERRUPTABLE 0
#endif
#ifdef TX_TIMER_PROCESS_IN_ISR
#define RB_TX_TIMER_IN_ISR 1
#else
#define RB_TX_TIMER_IN_ISR 0
#endif
#ifdef TX_REACTIVATE_INLINE
#define RB_TX_REACTIVATE_INLINE 1
#else
#define RB_TX_REACTIVATE_INLINE 0
#endif
#ifdef TX_INLINE_THREAD_RESUME_SUSPEND
#define RB_TX_INLINE_RESUME_SUSPEND 1
#else
#define RB_TX_INLINE_RESUME_SUSPEND 0
#endif
#ifdef TX_NO_FILEX_POINTER
#define RB_TX_NO_FILEX_POINTER 1
#else
#define RB_TX_NO_FILEX_POINTER 0
#endif
#ifdef TX_ENABLE_EVENT_TRACE
#define RB_TX_EVENT_TRACE 1
#else
#define RB_TX_EVENT_TRACE 0
#endif
#ifdef TX_ENABLE_EXECUTION_CHANGE_NOTIFY
#define RB_TX_EXEC_NOTIFY 1
#else
#define RB_TX_EXEC_NOTIFY 0
#endif
#ifdef TX_PORT_USE_BASEPRI
#define RB_TX_USE_BASEPRI 1
#else
#define RB_TX_USE_BASEPRI 0
#endif

int rb_k_cond(rb_kv_t *kv, int max)
{
    rb_kv_t f[] = {
        RB_KV_STR("kernel", "threadx"),
        RB_KV_STR("kernel_version",
                  RB_AC_STR(THREADX_MAJOR_VERSION) "." RB_AC_STR(
                      THREADX_MINOR_VERSION) "." RB_AC_STR(THREADX_PATCH_VERSION)),
        RB_KV_STR("profile", RB_BUILD_PROFILE_NAME),
        RB_KV_STR("kcfg.source", RB_TX_CONFIG_SOURCE),
        RB_KV_STR("kcfg.port", "cortex_m3/gnu"),
        RB_KV_INT("kcfg.TX_TIMER_TICKS_PER_SECOND", TX_TIMER_TICKS_PER_SECOND),
        RB_KV_INT("kcfg.TX_MAX_PRIORITIES", TX_MAX_PRIORITIES),
        RB_KV_STR("kcfg.prio_map", "tx=9-harness"),
        RB_KV_INT("kcfg.time_slice", 0),
        RB_KV_INT("kcfg.TX_DISABLE_ERROR_CHECKING", !RB_TX_ERROR_CHECKING),
        RB_KV_INT("kcfg.TX_DISABLE_PREEMPTION_THRESHOLD", !RB_TX_PREEMPTION_THRESHOLD),
        RB_KV_INT("kcfg.TX_DISABLE_NOTIFY_CALLBACKS", !RB_TX_NOTIFY_CALLBACKS),
        RB_KV_INT("kcfg.TX_DISABLE_REDUNDANT_CLEARING", !RB_TX_REDUNDANT_CLEARING),
        RB_KV_INT("kcfg.TX_DISABLE_STACK_FILLING", !RB_TX_STACK_FILLING),
        RB_KV_INT("kcfg.TX_ENABLE_STACK_CHECKING", RB_TX_STACK_CHECKING),
        RB_KV_INT("kcfg.TX_NOT_INTERRUPTABLE", RB_TX_NOT_INTERRUPTABLE),
        RB_KV_INT("kcfg.TX_TIMER_PROCESS_IN_ISR", RB_TX_TIMER_IN_ISR),
        RB_KV_INT("kcfg.TX_REACTIVATE_INLINE", RB_TX_REACTIVATE_INLINE),
        RB_KV_INT("kcfg.TX_INLINE_THREAD_RESUME_SUSPEND", RB_TX_INLINE_RESUME_SUSPEND),
        RB_KV_INT("kcfg.TX_NO_FILEX_POINTER", RB_TX_NO_FILEX_POINTER),
        RB_KV_INT("kcfg.TX_ENABLE_EVENT_TRACE", RB_TX_EVENT_TRACE),
        RB_KV_INT("kcfg.TX_ENABLE_EXECUTION_CHANGE_NOTIFY", RB_TX_EXEC_NOTIFY),
        RB_KV_INT("kcfg.TX_PORT_USE_BASEPRI", RB_TX_USE_BASEPRI),
        RB_KV_INT("kcfg.TX_MINIMUM_STACK", TX_MINIMUM_STACK),
#if !RB_TX_TIMER_IN_ISR
        RB_KV_INT("kcfg.TX_TIMER_THREAD_PRIORITY", TX_TIMER_THREAD_PRIORITY),
        RB_KV_INT("kcfg.TX_TIMER_THREAD_STACK_SIZE", TX_TIMER_THREAD_STACK_SIZE),
#endif
        RB_KV_STR("mech.join", "adapter_sem"),
        RB_KV_STR("mech.queue", "words"),
        RB_KV_STR("mech.sem_give", "ceiling_put"),
        RB_KV_STR("mech.delay_until", "time_get_sleep"),
        RB_KV_STR("mech.heap", "byte_pool"),
        RB_KV_STR("mech.prio_get", "tcb"),
    };
    {
        /* The adapter's instructions in each window, as the audit traced them (issue 32). */
        const int n = RB_AC_KV_COPY(kv, max, f);
        return n + rb_ac_cost_copy(kv + n, max - n, "threadx", &rb_adapter_costs);
    }
}

/* ---- tasks ---- */

static VOID task_entry(ULONG input)
{
    struct rb_task *t = (struct rb_task *)(uintptr_t)input;
    t->fn(t->arg);
    (void)tx_semaphore_put(&t->join); /* rb_task_release terminates and deletes it */
}

static void slot_free(struct rb_task *t)
{
    t->used = 0;
}

/* Ends a thread that is not the caller (completed, ready or suspended) and frees its control
 * block and stack. */
static void end_thread(struct rb_task *t)
{
    (void)tx_thread_terminate(&t->tcb);
    if (tx_thread_delete(&t->tcb) != TX_SUCCESS)
        rb_harness_fatal("kernel", "tx_thread_delete failed");
    slot_free(t);
}

/* Before thread_create's start stamp: the slot claim, the checks and the arguments. */
rb_task_t *rb_task_prepare(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                           size_t stack_bytes)
{
    struct rb_task *t;
    if (!stack || stack_bytes < TX_MINIMUM_STACK)
        return 0;
    RB_TX_CLAIM(g_tasks, RB_TX_MAX_TASKS, t);
    if (!t)
        return 0;
    t->fn = fn;
    t->arg = arg;
    t->name = (CHAR *)name;
    t->stack = stack;
    t->stack_bytes = (ULONG)stack_bytes;
    t->prio = (UINT)(RB_TX_PRIO_BASE - rb_ac_prio(prio));
    return t;
}

/* Inside thread_create's window: the kernel's create. TX_AUTO_START: a more urgent thread runs
 * at once, inside this call. */
rb_task_t *rb_task_start(rb_task_t *t)
{
    if (tx_thread_create(&t->tcb, t->name, task_entry, (ULONG)(uintptr_t)t, t->stack,
                         t->stack_bytes, t->prio, t->prio, TX_NO_TIME_SLICE,
                         TX_AUTO_START) != TX_SUCCESS) {
        t->used = 0;
        return 0;
    }
    return t;
}

/* Inside thread_join's window: the kernel's wait for the wrapper's put. */
int rb_task_wait(rb_task_t *t, uint32_t timeout_ms)
{
    if (tx_semaphore_get(&t->join, rb_tx_ticks(timeout_ms)) != TX_SUCCESS)
        return -1;
    return 0;
}

/* After thread_join's end stamp: terminate, delete and the slot. */
void rb_task_release(rb_task_t *t)
{
    end_thread(t);
}

RB_AC_TASK_COMPOSED()

void rb_task_delete(rb_task_t *t)
{
    if (!t || !t->used || &t->tcb == tx_thread_identify())
        return;
    (void)tx_thread_terminate(&t->tcb);
    /* A join took the put; only a thread deleted unjoined may have left one (teardown). */
    (void)tx_semaphore_get(&t->join, TX_NO_WAIT);
    end_thread(t);
}

int rb_task_priority(rb_task_t *t)
{
    /* The effective priority, including one inherited through a TX_INHERIT mutex, is the
     * control block's tx_thread_priority (the one the scheduler uses; tx_api.h's TX_THREAD).
     * tx_thread_info_get cannot serve: it reports tx_thread_user_priority, the assigned one
     * (tx_thread_info_get.c). COND mech.prio_get=tcb. */
    TX_THREAD *th = t ? &t->tcb : tx_thread_identify();
    if (!th)
        return -1;
    return RB_TX_PRIO_BASE - (int)th->tx_thread_priority;
}

void rb_yield(void)
{
    tx_thread_relinquish();
}

void rb_task_suspend(rb_task_t *t)
{
    (void)tx_thread_suspend(t ? &t->tcb : tx_thread_identify());
}

void rb_task_resume(rb_task_t *t)
{
    if (t)
        (void)tx_thread_resume(&t->tcb);
}

void rb_sleep_ms(uint32_t ms)
{
    (void)tx_thread_sleep(rb_tx_ticks(ms));
}

/* ---- tick ---- */

uint32_t rb_tick_period_us(void)
{
    return 1000000u / (uint32_t)TX_TIMER_TICKS_PER_SECOND;
}

/* ThreadX has no absolute delay: the next wake tick is kept in *last_wake (bit 63 set once
 * initialised) and the thread sleeps from tx_time_get() until it (COND
 * mech.delay_until=time_get_sleep); a wake tick already passed does not sleep. */
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    ULONG now = tx_time_get(), prev, next;
    LONG wait;
    prev = (*last_wake >> 63) ? (ULONG)*last_wake : now;
    next = prev + (ULONG)ticks;
    wait = (LONG)(next - now);
    if (wait > 0)
        (void)tx_thread_sleep((ULONG)wait);
    *last_wake = (1ull << 63) | (uint64_t)next;
}

/* ---- kernel start ---- */

void rb_tx_objects_init(void); /* adapter_threadx_objs.c: the heap's byte pool */

#ifdef TX_ENABLE_STACK_CHECKING
static VOID stack_error(TX_THREAD *thread)
{
    rb_harness_fatal("stack_overflow", thread ? (const char *)thread->tx_thread_name : "?");
}
#endif

/* Called by tx_kernel_enter after _tx_initialize_low_level, before the first schedule. */
VOID tx_application_define(VOID *first_unused_memory)
{
    int i;
    (void)first_unused_memory; /* every object is static */
    for (i = 0; i < RB_TX_MAX_TASKS; i++)
        if (tx_semaphore_create(&g_tasks[i].join, (CHAR *)"join", 0) != TX_SUCCESS)
            rb_harness_fatal("config", "cannot create the task join semaphores");
    rb_tx_objects_init();
#ifdef TX_ENABLE_STACK_CHECKING
    (void)tx_thread_stack_error_notify(stack_error);
#endif
    if (!rb_task_create("harness", g_entry, g_entry_arg, 1, g_harness_stack,
                        sizeof g_harness_stack))
        rb_harness_fatal("config", "cannot create the harness task");
}

void rb_k_start(rb_task_fn entry, void *arg)
{
    g_entry = entry;
    g_entry_arg = arg;
    tx_kernel_enter(); /* does not return */
    rb_harness_fatal("config", "tx_kernel_enter returned");
}
