/* rtosbench firmware, bench_rtos_adapter layer: uC/OS-III v3.08 (ARMv7-M GNU port, uC-CPU,
 * uC-LIB). Identity and configuration for COND, tasks (static TCBs, harness-owned stacks),
 * tick, scheduler start and the application hooks. Objects: adapter_ucos3_objs.c.
 *
 * The kernel is compiled in place from the user's trees by firmware/kernels/ucos3.cmake with
 * config/<profile>/os_cfg.h and the shared headers in config/; see docs/kernels.md.
 *
 * Priorities: harness priority p is uC/OS-III priority RB_UCOS3_PRIO_BASE - p (inverted:
 * 0 is the most urgent there); the kernel's own tasks (timer, statistics, idle) sit at
 * OS_CFG_PRIO_MAX-3..-1, below every harness task.
 * Task end and join (uC/OS-III has no join): the wrapper posts the task's join semaphore when
 * the task function returns and suspends itself; rb_task_wait pends on that semaphore
 * (thread_join's window) and rb_task_release deletes the task with OSTaskDel, which releases its
 * TCB and stack at once (COND mech.join=adapter_sem). Tick: SysTick at OS_CFG_TICK_RATE_HZ from
 * RB_SYSTICK_HZ (OS_CPU_SysTickInitFreq, which puts it at the kernel-aware boundary;
 * rb_ucos3_tick_prio then moves it one level less urgent, below the test IRQ), started by the first
 * task as uC/OS-III requires. */
#include "adapter_ucos3.h"

#include <string.h>

#include "adapter_costs.h"
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_build_info.h"
#include "rb_port.h"
#include "rb_proto.h"

#ifndef RB_UCOS3_VERSION
#error "the build (firmware/kernels/ucos3.cmake) defines RB_UCOS3_VERSION"
#endif

#define RB_UC_MAX_TASKS 8
#define RB_UC_HARNESS_STACK 4096 /* bytes: the harness formats 512-byte lines on its stack */

struct rb_task {
    OS_TCB tcb;
    OS_SEM join;
    rb_task_fn fn;
    void *arg;
    CPU_CHAR *name; /* rb_task_prepare's arguments for rb_task_start */
    CPU_STK *stack;
    CPU_STK_SIZE words, limit;
    OS_PRIO prio;
    volatile int used;
};

static struct rb_task g_tasks[RB_UC_MAX_TASKS];
RB_STACK_DEFINE(g_harness_stack, RB_UC_HARNESS_STACK);
static rb_task_fn g_entry;
static void *g_entry_arg;

/* ---- identity ---- */

uint32_t rb_k_features(void)
{
    return rb_ac_features(RB_AC_F_RTOS | RB_F_POOL);
}

const char *rb_k_reason(uint32_t feature)
{
    static const rb_ac_reason_t reasons[] = {
        {RB_F_HEAP, "uC/OS-III has no general-purpose allocator (OSMem is a fixed-block pool)"},
    };
    return RB_AC_REASON(feature, reasons);
}

int rb_k_cond(rb_kv_t *kv, int max)
{
    rb_kv_t f[] = {
        RB_KV_STR("kernel", "ucos3"),
        RB_KV_STR("kernel_version", RB_UCOS3_VERSION),
        RB_KV_STR("profile", RB_UCOS3_PROFILE),
        RB_KV_STR("kcfg.source", RB_UCOS3_CONFIG_SOURCE),
        RB_KV_INT("kcfg.OS_VERSION", OS_VERSION),
        RB_KV_INT("kcfg.CPU_CORE_VERSION", CPU_CORE_VERSION),
        RB_KV_INT("kcfg.LIB_VERSION", LIB_VERSION),
        RB_KV_INT("kcfg.OS_CFG_TICK_RATE_HZ", OS_CFG_TICK_RATE_HZ),
        RB_KV_INT("kcfg.OS_CFG_PRIO_MAX", OS_CFG_PRIO_MAX),
        RB_KV_INT("kcfg.OS_CFG_SCHED_ROUND_ROBIN_EN", OS_CFG_SCHED_ROUND_ROBIN_EN),
        RB_KV_INT("kcfg.round_robin_quanta_ticks", OS_CFG_TICK_RATE_HZ / 10u),
        RB_KV_INT("kcfg.OS_CFG_APP_HOOKS_EN", OS_CFG_APP_HOOKS_EN),
        RB_KV_INT("kcfg.OS_CFG_ARG_CHK_EN", OS_CFG_ARG_CHK_EN),
        RB_KV_INT("kcfg.OS_CFG_CALLED_FROM_ISR_CHK_EN", OS_CFG_CALLED_FROM_ISR_CHK_EN),
        RB_KV_INT("kcfg.OS_CFG_INVALID_OS_CALLS_CHK_EN", OS_CFG_INVALID_OS_CALLS_CHK_EN),
        RB_KV_INT("kcfg.OS_CFG_OBJ_TYPE_CHK_EN", OS_CFG_OBJ_TYPE_CHK_EN),
        RB_KV_INT("kcfg.OS_CFG_OBJ_CREATED_CHK_EN", OS_CFG_OBJ_CREATED_CHK_EN),
        RB_KV_INT("kcfg.OS_CFG_STAT_TASK_EN", OS_CFG_STAT_TASK_EN),
        RB_KV_INT("kcfg.OS_CFG_STAT_TASK_STK_CHK_EN", OS_CFG_STAT_TASK_STK_CHK_EN),
        RB_KV_INT("kcfg.OS_CFG_TASK_PROFILE_EN", OS_CFG_TASK_PROFILE_EN),
        RB_KV_INT("kcfg.OS_CFG_DBG_EN", OS_CFG_DBG_EN),
        RB_KV_INT("kcfg.OS_CFG_TS_EN", OS_CFG_TS_EN),
        RB_KV_INT("kcfg.OS_CFG_TMR_EN", OS_CFG_TMR_EN),
        RB_KV_INT("kcfg.OS_CFG_TASK_STK_REDZONE_EN", OS_CFG_TASK_STK_REDZONE_EN),
        RB_KV_INT("kcfg.OS_CFG_ISR_STK_SIZE", OS_CFG_ISR_STK_SIZE),
        RB_KV_INT("kcfg.CPU_CFG_KA_IPL_BOUNDARY", CPU_CFG_KA_IPL_BOUNDARY),
        RB_KV_STR("kcfg.task_opt",
                  RB_KCFG_OS_OPT_TASK_STK_CHK
                      ? (RB_KCFG_OS_OPT_TASK_STK_CLR ? "stk_chk+stk_clr" : "stk_chk")
                      : (RB_KCFG_OS_OPT_TASK_STK_CLR ? "stk_clr" : "none")),
        RB_KV_INT("kcfg.OS_OPT_TASK_STK_CHK", RB_KCFG_OS_OPT_TASK_STK_CHK),
        RB_KV_INT("kcfg.OS_OPT_TASK_STK_CLR", RB_KCFG_OS_OPT_TASK_STK_CLR),
        RB_KV_STR("kcfg.port", "ARM-Cortex-M/ARMv7-M/GNU"),
        RB_KV_STR("mech.join", "adapter_sem"),
        /* Items of up to 4 bytes by value in the message pointer (no copy, no buffer); larger
         * ones as the address of a ring buffer the adapter copies them into. */
        RB_KV_STR("mech.queue", "by_value"),
        RB_KV_STR("mech.queue_16", "pointer_to_copy"),
        /* OS_SEM has no maximum: the adapter compares the count before OSSemPost, inside the
         * semaphore windows; stated so. */
        RB_KV_STR("mech.sem_give", "adapter_cap"),
        /* The kernel's periodic delay (OS_OPT_TIME_PERIODIC) from a base the adapter writes
         * into OS_TCB.TickCtrPrev. */
        RB_KV_STR("mech.delay_until", "periodic_tcb_base"),
    };
    {
        /* The adapter's instructions in each window, as the audit traced them (issue 32). */
        const int n = RB_AC_KV_COPY(kv, max, f);
        return n + rb_ac_cost_copy(kv + n, max - n, "ucos3", &rb_adapter_costs);
    }
}

/* ---- tasks ---- */

static void task_entry(void *p)
{
    struct rb_task *t = (struct rb_task *)p;
    OS_ERR err;
    t->fn(t->arg);
    OSSemPost(&t->join, OS_OPT_POST_1, &err); /* rb_task_release deletes this task */
    for (;;)
        OSTaskSuspend((OS_TCB *)0, &err);
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
    CPU_STK_SIZE words = (CPU_STK_SIZE)(stack_bytes / sizeof(CPU_STK));
    if (!stack || words < OS_CFG_STK_SIZE_MIN)
        return 0;
    RB_UC_CLAIM(g_tasks, RB_UC_MAX_TASKS, t);
    if (!t)
        return 0;
    t->fn = fn;
    t->arg = arg;
    t->name = (CPU_CHAR *)name;
    t->stack = (CPU_STK *)stack;
    t->words = words;
    /* stk_limit: OS_CFG_TASK_STK_LIMIT_PCT_EMPTY % of the stack, as the kernel's examples. */
    t->limit = words * OS_CFG_TASK_STK_LIMIT_PCT_EMPTY / 100u;
    t->prio = (OS_PRIO)(RB_UCOS3_PRIO_BASE - rb_ac_prio(prio));
    return t;
}

/* Inside thread_create's window: the kernel's create. */
rb_task_t *rb_task_start(rb_task_t *t)
{
    OS_ERR err;
    OSTaskCreate(&t->tcb, t->name, task_entry, t, t->prio, t->stack, t->limit, t->words, 0u, 0u,
                 (void *)0, RB_UCOS3_TASK_OPT, &err);
    if (err != OS_ERR_NONE) {
        t->used = 0;
        return 0;
    }
    return t;
}

/* Inside thread_join's window: the kernel's wait for the wrapper's post. */
int rb_task_wait(rb_task_t *t, uint32_t timeout_ms)
{
    OS_ERR err;
    (void)OSSemPend(&t->join, rb_uc_ticks(timeout_ms), rb_uc_pend_opt(timeout_ms), (CPU_TS *)0,
                    &err);
    return err == OS_ERR_NONE ? 0 : -1;
}

/* After thread_join's end stamp. */
void rb_task_release(rb_task_t *t)
{
    OS_ERR err;
    OSTaskDel(&t->tcb, &err); /* suspended (or preempted right after the post) */
    slot_free(t);
}

RB_AC_TASK_COMPOSED()

void rb_task_delete(rb_task_t *t)
{
    OS_ERR err;
    if (!t || !t->used || &t->tcb == OSTCBCurPtr)
        return;
    OSTaskDel(&t->tcb, &err);
    /* A join took the post; only a task deleted unjoined may have left one (teardown). */
    (void)OSSemPend(&t->join, 0, OS_OPT_PEND_NON_BLOCKING, (CPU_TS *)0, &err);
    slot_free(t);
}

int rb_task_priority(rb_task_t *t)
{
    /* Prio is the effective priority, raised by a mutex's inheritance (BasePrio the own). */
    OS_TCB *tcb = t ? &t->tcb : OSTCBCurPtr;
    return RB_UCOS3_PRIO_BASE - (int)tcb->Prio;
}

void rb_yield(void)
{
    OS_ERR err;
    /* Rotates the ready list of the caller's priority; OS_ERR_ROUND_ROBIN_1 (no other ready
     * task at that priority) leaves the caller running, as a yield does. */
    OSSchedRoundRobinYield(&err);
}

void rb_task_suspend(rb_task_t *t)
{
    OS_ERR err;
    OSTaskSuspend(t ? &t->tcb : (OS_TCB *)0, &err);
}

void rb_task_resume(rb_task_t *t)
{
    OS_ERR err;
    if (t)
        OSTaskResume(&t->tcb, &err);
}

void rb_sleep_ms(uint32_t ms)
{
    OS_ERR err;
    if (ms)
        OSTimeDly(rb_uc_ticks(ms), OS_OPT_TIME_DLY, &err);
}

/* ---- tick ---- */

uint32_t rb_tick_period_us(void)
{
    return 1000000u / (uint32_t)OS_CFG_TICK_RATE_HZ;
}

/* *last_wake: bit 63 set once initialised, the low bits hold the task's periodic base
 * (OS_TCB.TickCtrPrev) for the kernel's own periodic delay (OS_OPT_TIME_PERIODIC). */
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    OS_ERR err;
    CPU_SR_ALLOC();
    CPU_CRITICAL_ENTER();
    OSTCBCurPtr->TickCtrPrev = (*last_wake >> 63) ? (OS_TICK)*last_wake : OSTickCtr;
    CPU_CRITICAL_EXIT();
    OSTimeDly((OS_TICK)ticks, OS_OPT_TIME_PERIODIC, &err);
    *last_wake = (1ull << 63) | (uint64_t)OSTCBCurPtr->TickCtrPrev;
}

/* ---- application hooks (default profile: installed as the template's App_OS_SetAllHooks
 * does, with empty bodies as in Cfg/Template/os_app_hooks.c) ---- */

#if OS_CFG_APP_HOOKS_EN > 0u
static void app_hook_void(void) {}

static void app_hook_tcb(OS_TCB *p_tcb)
{
    (void)p_tcb;
}

static void set_all_hooks(void)
{
    CPU_SR_ALLOC();
    CPU_CRITICAL_ENTER();
    OS_AppIdleTaskHookPtr = app_hook_void;
    OS_AppStatTaskHookPtr = app_hook_void;
    OS_AppTaskCreateHookPtr = app_hook_tcb;
    OS_AppTaskDelHookPtr = app_hook_tcb;
    OS_AppTaskReturnHookPtr = app_hook_tcb;
    OS_AppTaskSwHookPtr = app_hook_void;
    OS_AppTimeTickHookPtr = app_hook_void;
    CPU_CRITICAL_EXIT();
}
#endif

/* ---- scheduler start ---- */

/* The first task: the tick, the statistics task's calibration (default profile), then the
 * harness. */
static void harness_start(void *arg)
{
    (void)arg;
    OS_CPU_SysTickInitFreq((CPU_INT32U)RB_SYSTICK_HZ);
    rb_ucos3_tick_prio();
#if OS_CFG_STAT_TASK_EN > 0u
    {
        OS_ERR err;
        OSStatTaskCPUUsageInit(&err); /* as the kernel's examples: 1/10 s, idle calibration */
        if (err != OS_ERR_NONE)
            rb_harness_fatal("config", "OSStatTaskCPUUsageInit failed");
    }
#endif
    g_entry(g_entry_arg);
}

void rb_k_start(rb_task_fn entry, void *arg)
{
    OS_ERR err;
    int i;
    CPU_Init();
    OSInit(&err);
    if (err != OS_ERR_NONE)
        rb_harness_fatal("config", "OSInit failed");
#if OS_CFG_APP_HOOKS_EN > 0u
    set_all_hooks();
#endif
    OSSchedRoundRobinCfg(DEF_ENABLED, 0u, &err); /* 0: the kernel's default quanta (1/10 s) */
    if (err != OS_ERR_NONE)
        rb_harness_fatal("config", "OSSchedRoundRobinCfg failed");
    for (i = 0; i < RB_UC_MAX_TASKS; i++) {
        OSSemCreate(&g_tasks[i].join, (CPU_CHAR *)"join", 0u, &err);
        if (err != OS_ERR_NONE)
            rb_harness_fatal("config", "cannot create the task join semaphores");
    }
    g_entry = entry;
    g_entry_arg = arg;
    if (!rb_task_create("harness", harness_start, 0, 1, g_harness_stack, sizeof g_harness_stack))
        rb_harness_fatal("config", "cannot create the harness task");
    OSStart(&err); /* does not return */
    rb_harness_fatal("config", "OSStart returned");
}
