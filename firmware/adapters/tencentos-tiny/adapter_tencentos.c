/* rtosbench firmware, bench_rtos_adapter layer: TencentOS tiny (arm-v7m Cortex-M3 GCC port).
 * Identity and configuration for COND, tasks (static k_task_t and harness-owned stacks), tick,
 * scheduler start and the SysTick handler. Objects: adapter_tencentos_objs.c.
 *
 * The kernel is compiled in place from the user's tree by firmware/kernels/tencentos-tiny.cmake
 * with config/<profile>/tos_config.h; see docs/kernels.md.
 *
 * Priorities: TencentOS priority 0 is the most urgent and K_TASK_PRIO_IDLE
 * (TOS_CFG_TASK_PRIO_MAX - 1) is the idle task's; harness priority p (1..RB_PRIO_MAX) is
 * K_TASK_PRIO_IDLE - p, so the harness's lowest (1) is just above idle.
 * Task end and join: TencentOS has no join. The wrapper posts the task's join semaphore when
 * the task function returns and suspends itself; rb_task_wait pends on that semaphore
 * (thread_join's window) and rb_task_release destroys the task (a static task is released at once
 * by tos_task_destroy, so its k_task_t and stack may be reused right away). A task returning from
 * its entry would destroy itself (task_exit) while the joiner may already be reusing its stack: the
 * wrapper never returns. */
#include "adapter_tencentos.h"

#include "adapter_costs.h"
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_build_info.h"
#include "rb_port.h"
#include "rb_proto.h"

#define RB_TOS_MAX_TASKS 8
#define RB_TOS_HARNESS_STACK 4096 /* bytes: the harness formats 512-byte lines on its stack */

struct rb_task {
    k_task_t task;
    k_sem_t join;
    rb_task_fn fn;
    void *arg;
    char *name; /* rb_task_prepare's arguments for rb_task_start */
    k_stack_t *stack;
    size_t stack_bytes;
    k_prio_t prio;
    volatile int used;
};

static struct rb_task g_tasks[RB_TOS_MAX_TASKS];
RB_STACK_DEFINE(g_harness_stack, RB_TOS_HARNESS_STACK);

/* ---- identity ---- */

uint32_t rb_k_features(void)
{
    return rb_ac_features(RB_AC_F_RTOS | RB_F_HEAP | RB_F_POOL);
}

const char *rb_k_reason(uint32_t feature)
{
    return rb_ac_reason(feature, 0, 0);
}

int rb_k_cond(rb_kv_t *kv, int max)
{
    /* Values as compiled (after tos_config_default.h applied its defaults). */
    rb_kv_t f[] = {
        RB_KV_STR("kernel", "tencentos-tiny"),
        RB_KV_STR("kernel_version", RB_TOS_KERNEL_VERSION),
        RB_KV_STR("profile", RB_TOS_PROFILE),
        RB_KV_STR("kcfg.source", RB_TOS_CONFIG_SOURCE),
        RB_KV_STR("kcfg.tos_version_h", TOS_VERSION),
        RB_KV_INT("kcfg.TOS_CFG_TASK_PRIO_MAX", TOS_CFG_TASK_PRIO_MAX),
        RB_KV_INT("kcfg.TOS_CFG_ROUND_ROBIN_EN", TOS_CFG_ROUND_ROBIN_EN),
        RB_KV_INT("kcfg.TOS_CFG_EVENT_DRIVEN_EN", TOS_CFG_EVENT_DRIVEN_EN),
        RB_KV_INT("kcfg.TOS_CFG_CPU_TICK_PER_SECOND", TOS_CFG_CPU_TICK_PER_SECOND),
        RB_KV_INT("kcfg.TOS_CFG_CPU_CLOCK", TOS_CFG_CPU_CLOCK),
        RB_KV_INT("kcfg.TOS_CFG_OBJECT_VERIFY_EN", TOS_CFG_OBJECT_VERIFY_EN),
        RB_KV_INT("kcfg.TOS_CFG_TASK_DYNAMIC_CREATE_EN", TOS_CFG_TASK_DYNAMIC_CREATE_EN),
        RB_KV_INT("kcfg.TOS_CFG_TASK_STACK_DRAUGHT_DEPTH_DETACT_EN",
                  TOS_CFG_TASK_STACK_DRAUGHT_DEPTH_DETACT_EN),
        RB_KV_INT("kcfg.TOS_CFG_EVENT_EN", TOS_CFG_EVENT_EN),
        RB_KV_INT("kcfg.TOS_CFG_PRIORITY_MESSAGE_QUEUE_EN", TOS_CFG_PRIORITY_MESSAGE_QUEUE_EN),
        RB_KV_INT("kcfg.TOS_CFG_PRIORITY_MAIL_QUEUE_EN", TOS_CFG_PRIORITY_MAIL_QUEUE_EN),
        RB_KV_INT("kcfg.TOS_CFG_TIMER_EN", TOS_CFG_TIMER_EN),
        RB_KV_INT("kcfg.TOS_CFG_TIMER_AS_PROC", TOS_CFG_TIMER_AS_PROC),
        RB_KV_INT("kcfg.TOS_CFG_PWR_MGR_EN", TOS_CFG_PWR_MGR_EN),
        RB_KV_INT("kcfg.TOS_CFG_TICKLESS_EN", TOS_CFG_TICKLESS_EN),
        RB_KV_INT("kcfg.TOS_CFG_FAULT_BACKTRACE_EN", TOS_CFG_FAULT_BACKTRACE_EN),
        RB_KV_INT("kcfg.TOS_CFG_IDLE_TASK_STK_SIZE", TOS_CFG_IDLE_TASK_STK_SIZE),
        RB_KV_INT("kcfg.TOS_CFG_MMHEAP_DEFAULT_POOL_SIZE", TOS_CFG_MMHEAP_DEFAULT_POOL_SIZE),
        /* SysTick's NVIC priority: tos_config_default.h's TOS_CFG_CPU_SYSTICK_PRIO (0) is set
         * first, then SysTick_Config (CMSIS semantics) makes it the lowest (0xF0). */
        RB_KV_INT("kcfg.TOS_CFG_CPU_SYSTICK_PRIO", TOS_CFG_CPU_SYSTICK_PRIO),
        RB_KV_STR("kcfg.port", "arm-v7m/cortex-m3/gcc"),
        RB_KV_STR("mech.join", "adapter_sem"),
        RB_KV_STR("mech.queue", "mail_q"),
        RB_KV_STR("mech.heap", "mmheap"),
        /* No absolute delay in the kernel: the adapter keeps the target tick and delays for
         * the rest (tos_task_delay). */
        RB_KV_STR("mech.delay_until", "adapter_target"),
    };
    {
        /* The adapter's instructions in each window, as the audit traced them (issue 32). */
        const int n = RB_AC_KV_COPY(kv, max, f);
        return n + rb_ac_cost_copy(kv + n, max - n, "tencentos-tiny", &rb_adapter_costs);
    }
}

/* ---- tasks ---- */

static void task_entry(void *p)
{
    struct rb_task *t = (struct rb_task *)p;
    t->fn(t->arg);
    (void)tos_sem_post(&t->join); /* rb_task_release destroys this task */
    for (;;)
        (void)tos_task_suspend(K_NULL);
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
    if (!stack) /* the kernel refuses a stack smaller than its context frame */
        return 0;
    RB_TOS_CLAIM(g_tasks, RB_TOS_MAX_TASKS, t);
    if (!t)
        return 0;
    t->fn = fn;
    t->arg = arg;
    t->name = (char *)name;
    t->stack = (k_stack_t *)stack;
    t->stack_bytes = stack_bytes;
    t->prio = (k_prio_t)(K_TASK_PRIO_IDLE - (k_prio_t)rb_ac_prio(prio));
    return t;
}

/* Inside thread_create's window: the kernel's create. */
rb_task_t *rb_task_start(rb_task_t *t)
{
    if (tos_task_create(&t->task, t->name, task_entry, t, t->prio, t->stack, t->stack_bytes, 0) !=
        K_ERR_NONE) {
        t->used = 0;
        return 0;
    }
    return t;
}

/* Inside thread_join's window: the kernel's wait for the wrapper's post. */
int rb_task_wait(rb_task_t *t, uint32_t timeout_ms)
{
    if (tos_sem_pend(&t->join, rb_tos_ticks(timeout_ms)) != K_ERR_NONE)
        return -1;
    return 0;
}

/* After thread_join's end stamp. */
void rb_task_release(rb_task_t *t)
{
    (void)tos_task_destroy(&t->task); /* suspended (or ready right after the post) */
    slot_free(t);
}

RB_AC_TASK_COMPOSED()

void rb_task_delete(rb_task_t *t)
{
    if (!t || !t->used || &t->task == tos_task_curr_task_get())
        return;
    (void)tos_task_destroy(&t->task);
    /* A join took the post; only a task deleted unjoined may have left one (teardown). */
    (void)tos_sem_pend(&t->join, TOS_TIME_NOWAIT);
    slot_free(t);
}

int rb_task_priority(rb_task_t *t)
{
    /* k_task_t.prio is the effective priority: a mutex owner's is raised to the waiter's
     * (tos_mutex_pend_timed -> tos_task_prio_change). */
    k_task_t *k = t ? &t->task : tos_task_curr_task_get();
    return (int)K_TASK_PRIO_IDLE - (int)k->prio;
}

void rb_yield(void)
{
    tos_task_yield();
}

void rb_task_suspend(rb_task_t *t)
{
    (void)tos_task_suspend(t ? &t->task : K_NULL);
}

void rb_task_resume(rb_task_t *t)
{
    if (t)
        (void)tos_task_resume(&t->task);
}

void rb_sleep_ms(uint32_t ms)
{
    (void)tos_task_delay(rb_tos_ticks(ms));
}

/* ---- tick ---- */

uint32_t rb_tick_period_us(void)
{
    return 1000000u / (uint32_t)TOS_CFG_CPU_TICK_PER_SECOND;
}

/* TencentOS has no absolute delay: the target tick is kept here and the task delays for what
 * is left of it (nothing when the target has passed). Reading the tick count and entering the
 * delay happen with interrupts masked (PRIMASK, as the kernel's own critical sections), so no
 * tick can fall between them; the switch away (PendSV) then happens when the mask is restored.
 * *last_wake: bit 63 set once initialised, the low bits hold the target tick. */
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    k_tick_t now, target;
    TOS_CPU_CPSR_ALLOC();
    TOS_CPU_INT_DISABLE();
    now = tos_systick_get();
    if (!(*last_wake >> 63))
        target = now + ticks;
    else
        target = (k_tick_t)(*last_wake & ~(1ull << 63)) + ticks;
    *last_wake = (1ull << 63) | (uint64_t)target;
    if (target > now)
        (void)tos_task_delay(target - now);
    TOS_CPU_INT_ENABLE();
}

/* ---- scheduler start ---- */

static rb_task_fn g_entry;

/* The harness task: SysTick's priority first (adapter_tencentos_objs.c, rb_tos_tick_prio). */
static void harness_first(void *arg)
{
    rb_tos_tick_prio();
    g_entry(arg);
}

void rb_k_start(rb_task_fn entry, void *arg)
{
    int i;
    if (tos_knl_init() != K_ERR_NONE) /* also starts SysTick (cpu_init) */
        rb_harness_fatal("config", "tos_knl_init failed");
    for (i = 0; i < RB_TOS_MAX_TASKS; i++) {
        if (tos_sem_create_max(&g_tasks[i].join, 0, 1) != K_ERR_NONE)
            rb_harness_fatal("config", "cannot create the task join semaphores");
    }
    g_entry = entry;
    if (!rb_task_create("harness", harness_first, arg, 1, g_harness_stack, sizeof g_harness_stack))
        rb_harness_fatal("config", "cannot create the harness task");
    (void)tos_knl_start(); /* does not return */
    rb_harness_fatal("config", "tos_knl_start returned");
}

/* ---- board needs: the tick ---- */

/* The kernel's tick, as in TencentOS's own board demos (the vector table of
 * ports/cortex_m3/startup_cm3.c names it SysTick_Handler; PendSV_Handler is port_s.S's). */
void SysTick_Handler(void)
{
    tos_knl_irq_enter();
    tos_tick_handler();
    tos_knl_irq_leave();
}
