/* rtosbench firmware, bench_rtos_adapter layer: LiteOS-M (OpenHarmony kernel_liteos_m, the
 * Cortex-M4 gcc port on a Cortex-M3). Identity and configuration for COND, tasks (joinable,
 * harness-owned stacks through TSK_INIT_PARAM_S.stackAddr), tick and scheduler start. Objects:
 * adapter_liteos_objs.c.
 *
 * The kernel is compiled in place from the user's tree by firmware/kernels/liteos-m.cmake with
 * config/<profile>/target_config.h; see docs/kernels/liteos-m.md. PendSV and SysTick are the
 * kernel's HalPendSV and OsTickHandler, bound by the linker (LOSCFG_USE_SYSTEM_DEFINED_INTERRUPT
 * 0: the board keeps its vector table).
 *
 * Priorities: LiteOS-M priority 0 is the most urgent and LOS_TASK_PRIORITY_LOWEST (31) is the
 * idle task's; harness priority p (1..RB_PRIO_MAX) is 31 - p, so the harness's lowest (1) is just
 * above idle. The software-timer task (default profile) runs at 0, blocked on its queue.
 * Task end and join: every task is created LOS_TASK_ATTR_JOINABLE; a task function returning
 * ends in the kernel's OsTaskEntry (LOS_TaskDelete of itself, the task stays a zombie until
 * joined) and rb_task_wait is LOS_TaskJoin (thread_join's window), which recycles the control
 * block; rb_task_release frees the slot after the end stamp, and rb_task_prepare claims it and
 * fills the TSK_INIT_PARAM_S before thread_create's start stamp (issue 32). The stack is the
 * harness's (never freed by the kernel). LOS_TaskJoin has no timeout: the harness's join
 * timeout is not applied (COND mech.join=native_no_timeout). */
#include "adapter_liteos.h"

#include "adapter_costs.h"
#include "los_arch_interrupt.h"
#include "los_debug.h"
#include "los_tick.h"
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_build_info.h"
#include "rb_port.h"
#include "rb_proto.h"

#define RB_LOS_MAX_TASKS 8
#define RB_LOS_HARNESS_STACK 4096 /* bytes: the harness formats 512-byte lines on its stack */

struct rb_task {
    UINT32 id;
    rb_task_fn fn;
    void *arg;
    TSK_INIT_PARAM_S p; /* rb_task_prepare's parameters for rb_task_start */
    volatile int used;
};

static struct rb_task g_tasks[RB_LOS_MAX_TASKS];
RB_STACK_DEFINE(g_harness_stack, RB_LOS_HARNESS_STACK);

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
    /* Values as compiled (after los_config.h applied its defaults). */
    rb_kv_t f[] =
    { RB_KV_STR("kernel", "liteos-m"),
      RB_KV_STR("kernel_version", RB_LOS_KERNEL_VERSION),
      RB_KV_STR("profile", RB_LOS_PROFILE),
      RB_KV_STR("kcfg.source", RB_LOS_CONFIG_SOURCE),
      /* The Cortex-M4 gcc port on a Cortex-M3: it reads CPACR at run time and takes its
       * no-FPU path; checked on the virtual board, not on silicon. */
      RB_KV_STR("kcfg.port", "cortex-m4/gcc"),
      RB_KV_STR("kcfg.port_core", "cortex-m3"),
      RB_KV_STR("kcfg.port_checked_on", "qemu"),
      RB_KV_INT("kcfg.LOSCFG_BASE_CORE_TICK_PER_SECOND", LOSCFG_BASE_CORE_TICK_PER_SECOND),
      RB_KV_INT("kcfg.OS_SYS_CLOCK", OS_SYS_CLOCK),
      RB_KV_INT("kcfg.LOSCFG_BASE_CORE_TICK_RESPONSE_MAX", LOSCFG_BASE_CORE_TICK_RESPONSE_MAX),
      RB_KV_INT("kcfg.LOSCFG_BASE_CORE_TIMESLICE", LOSCFG_BASE_CORE_TIMESLICE),
      RB_KV_INT("kcfg.LOSCFG_BASE_CORE_TIMESLICE_TIMEOUT", LOSCFG_BASE_CORE_TIMESLICE_TIMEOUT),
      RB_KV_INT("kcfg.LOS_TASK_PRIORITY_LOWEST", LOS_TASK_PRIORITY_LOWEST),
      RB_KV_INT("kcfg.LOSCFG_BASE_CORE_TSK_LIMIT", LOSCFG_BASE_CORE_TSK_LIMIT),
      RB_KV_INT("kcfg.LOSCFG_BASE_IPC_SEM_LIMIT", LOSCFG_BASE_IPC_SEM_LIMIT),
      RB_KV_INT("kcfg.LOSCFG_BASE_IPC_MUX_LIMIT", LOSCFG_BASE_IPC_MUX_LIMIT),
      RB_KV_INT("kcfg.LOSCFG_BASE_IPC_QUEUE_LIMIT", LOSCFG_BASE_IPC_QUEUE_LIMIT),
      RB_KV_INT("kcfg.LOSCFG_SYS_HEAP_SIZE", LOSCFG_SYS_HEAP_SIZE),
      RB_KV_INT("kcfg.LOSCFG_BASE_CORE_TSK_IDLE_STACK_SIZE", LOSCFG_BASE_CORE_TSK_IDLE_STACK_SIZE),
      RB_KV_INT("kcfg.LOSCFG_USE_SYSTEM_DEFINED_INTERRUPT", LOSCFG_USE_SYSTEM_DEFINED_INTERRUPT),
      RB_KV_INT("kcfg.LOSCFG_KERNEL_PRINTF", LOSCFG_KERNEL_PRINTF),
      RB_KV_INT("kcfg.PRINT_LEVEL", PRINT_LEVEL),
      RB_KV_INT("kcfg.LOS_ASSERT", PRINT_LEVEL >= LOG_ERR_LEVEL ? 1 : 0),
      RB_KV_INT("kcfg.LOSCFG_MEM_WATERLINE", LOSCFG_MEM_WATERLINE),
      RB_KV_INT("kcfg.LOSCFG_BASE_CORE_SWTMR", LOSCFG_BASE_CORE_SWTMR),
      RB_KV_INT("kcfg.LOSCFG_BASE_CORE_TSK_MONITOR", LOSCFG_BASE_CORE_TSK_MONITOR),
      RB_KV_INT("kcfg.LOSCFG_BASE_MEM_NODE_INTEGRITY_CHECK", LOSCFG_BASE_MEM_NODE_INTEGRITY_CHECK),
#if defined(LOSCFG_DEBUG_HOOK) && LOSCFG_DEBUG_HOOK
      RB_KV_INT("kcfg.LOSCFG_DEBUG_HOOK", 1),
#else
      RB_KV_INT("kcfg.LOSCFG_DEBUG_HOOK", 0),
#endif
      RB_KV_INT("kcfg.LOSCFG_KERNEL_SIGNAL", LOSCFG_KERNEL_SIGNAL),
      /* HalHwiInit (the port's los_interrupt.c) sets PRIGROUP 7: no interrupt preempts
       * another (all priority bits are sub-priority); priorities order pending ones. */
      RB_KV_INT("kcfg.OS_NVIC_AIRCR_PRIGROUP", OS_NVIC_AIRCR_PRIGROUP),
      RB_KV_STR("kcfg.prio_map", "31-p"),
      RB_KV_STR("mech.join", "native_no_timeout"),
      RB_KV_STR("mech.queue", "copy"),
      RB_KV_STR("mech.mutex", "pi_always"),
      RB_KV_STR("mech.heap", "los_memory"),
      RB_KV_STR("mech.pool", "membox"),
      RB_KV_STR("mech.irq", "intcount_bracket"),
      /* No absolute delay and no tick grid in the kernel (tickless): one relative
       * LOS_TaskDelay per period (rb_delay_until_ticks). */
      RB_KV_STR("mech.delay_until", "relative_delay"),
    };
    {
        /* The adapter's instructions in each window, as the audit traced them (issue 32). */
        const int n = RB_AC_KV_COPY(kv, max, f);
        return n + rb_ac_cost_copy(kv + n, max - n, "liteos-m", &rb_adapter_costs);
    }
}

/* ---- tasks ---- */

static VOID *task_entry(UINT32 p)
{
    struct rb_task *t = (struct rb_task *)(uintptr_t)p;
    t->fn(t->arg);
    return NULL; /* OsTaskEntry deletes the task; it waits for LOS_TaskJoin */
}

/* Before thread_create's start stamp: the checks, the slot claim and the kernel's parameter
 * block (arguments and mapped priority). */
rb_task_t *rb_task_prepare(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                           size_t stack_bytes)
{
    struct rb_task *t;
    if (!stack || stack_bytes < LOSCFG_BASE_CORE_TSK_MIN_STACK_SIZE)
        return 0;
    RB_LOS_CLAIM(g_tasks, RB_LOS_MAX_TASKS, t);
    if (!t)
        return 0;
    t->fn = fn;
    t->arg = arg;
    t->p.pfnTaskEntry = task_entry;
    t->p.usTaskPrio = (UINT16)(LOS_TASK_PRIORITY_LOWEST - rb_ac_prio(prio));
    t->p.uwArg = (UINT32)(uintptr_t)t;
    t->p.stackAddr = (UINTPTR)stack;
    t->p.uwStackSize = (UINT32)stack_bytes;
    t->p.pcName = (CHAR *)name;
    t->p.uwResved = LOS_TASK_ATTR_JOINABLE;
    return t;
}

/* Inside thread_create's window: the kernel's create (a more urgent task runs at once, inside
 * this call). */
rb_task_t *rb_task_start(rb_task_t *t)
{
    if (LOS_TaskCreate(&t->id, &t->p) != LOS_OK) {
        t->used = 0;
        return 0;
    }
    return t;
}

/* Inside thread_join's window: the kernel's join only (it recycles the control block). */
int rb_task_wait(rb_task_t *t, uint32_t timeout_ms)
{
    (void)timeout_ms; /* LOS_TaskJoin waits until the task has ended */
    return LOS_TaskJoin(t->id, NULL) != LOS_OK ? -1 : 0;
}

/* After thread_join's end stamp: the slot (the stack is the harness's). */
void rb_task_release(rb_task_t *t)
{
    t->used = 0;
}

RB_AC_TASK_COMPOSED()

void rb_task_delete(rb_task_t *t)
{
    if (!t || !t->used || t->id == LOS_CurTaskIDGet())
        return;
    /* A joinable task deleted (or ended) stays a zombie until joined: the join recycles it at
     * once (it has exited, so it does not block). */
    (void)LOS_TaskDelete(t->id);
    (void)LOS_TaskJoin(t->id, NULL);
    t->used = 0;
}

int rb_task_priority(rb_task_t *t)
{
    /* LOS_TaskPriGet is the effective priority: a mutex owner's is raised to the waiter's
     * (LOS_MuxPend -> OsMuxPendOp). */
    UINT16 p = LOS_TaskPriGet(t ? t->id : LOS_CurTaskIDGet());
    return (int)LOS_TASK_PRIORITY_LOWEST - (int)p;
}

void rb_yield(void)
{
    (void)LOS_TaskYield();
}

void rb_task_suspend(rb_task_t *t)
{
    (void)LOS_TaskSuspend(t ? t->id : LOS_CurTaskIDGet());
}

void rb_task_resume(rb_task_t *t)
{
    if (t)
        (void)LOS_TaskResume(t->id);
}

void rb_sleep_ms(uint32_t ms)
{
    (void)LOS_TaskDelay(rb_los_ticks(ms));
}

/* ---- tick ---- */

uint32_t rb_tick_period_us(void)
{
    return 1000000u / (uint32_t)LOSCFG_BASE_CORE_TICK_PER_SECOND;
}

/* LiteOS-M has no absolute delay, and no tick grid to wake on: its scheduler is tickless
 * (kernel/src/los_sched.c): LOS_TaskDelay(n) wakes the task n tick lengths (n * OS_SYS_CLOCK /
 * LOSCFG_BASE_CORE_TICK_PER_SECOND cycles) after the moment it switched away, SysTick being
 * reprogrammed for that instant. A target tick kept by the adapter cannot be met with whole-tick
 * relative delays: the task's own time between its wake and its next call accumulates until a
 * target is found passed and a period is skipped (the load then did not run in it: tick_jitter
 * failed chk.unloaded_periods). So each call is one LOS_TaskDelay(ticks), as a LiteOS-M
 * periodic task is written: a period is the delay plus the task's own time since its wake, and
 * tick_jitter measures that (COND mech.delay_until=relative_delay). *last_wake is not used. */
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    (void)last_wake;
    (void)LOS_TaskDelay(ticks);
}

/* ---- scheduler start ---- */

void rb_k_start(rb_task_fn entry, void *arg)
{
    if (LOS_KernelInit() != LOS_OK) /* also starts SysTick (OsTickTimerInit) */
        rb_harness_fatal("config", "LOS_KernelInit failed");
    if (!rb_task_create("harness", entry, arg, 1, g_harness_stack, sizeof g_harness_stack))
        rb_harness_fatal("config", "cannot create the harness task");
    (void)LOS_Start(); /* does not return */
    rb_harness_fatal("config", "LOS_Start returned");
}
