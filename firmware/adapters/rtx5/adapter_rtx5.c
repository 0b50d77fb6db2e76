/* rtosbench firmware, bench_rtos_adapter layer: Keil RTX5 (CMSIS-RTOS2 API, Cortex-M3 port
 * irq_armv7m.S). Identity and configuration for COND, threads (static control blocks and
 * harness-owned stacks), tick, kernel start and the kernel's hooks (osRtxIdleThread,
 * osRtxErrorNotify). Objects: adapter_rtx5_objs.c.
 *
 * The kernel is compiled in place from the user's CMSIS_5 tree by firmware/kernels/rtx5.cmake
 * with config/<profile>/RTX_Config.h; see docs/kernels.md.
 *
 * Priorities: harness priority p (1..RB_PRIO_MAX) is osPriorityLow + p - 1 (osPriorityLow ..
 * osPriorityLow7); RTX's idle thread runs at osPriorityIdle, its timer thread at
 * OS_TIMER_THREAD_PRIO (osPriorityHigh, blocked: we create no timer).
 * Task end and join (native): every thread is created osThreadJoinable; a thread function that
 * returns ends in osThreadExit (RTX sets it as the return address), and rb_task_join is
 * osThreadJoin, after which RTX has marked the control block inactive and no longer uses the
 * stack (the exiting thread is switched out with run.curr = NULL: no context is saved), so the
 * harness may reuse both at once. osThreadJoin has no timeout: rb_task_join waits for the end. */
#include "adapter_rtx5.h"

#include <string.h>

#include "adapter_costs.h"
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_build_info.h"
#include "rb_port.h"
#include "rb_proto.h"

#define RB_RTX_MAX_TASKS 8
#define RB_RTX_HARNESS_STACK 4096 /* bytes: the harness formats 512-byte lines on its stack */

struct rb_task {
    osThreadId_t id;
    osRtxThread_t cb;
    osThreadAttr_t attr; /* rb_task_prepare's attributes for rb_task_start */
    rb_task_fn fn;
    void *arg;
    volatile int used;
};

static struct rb_task g_tasks[RB_RTX_MAX_TASKS];
RB_STACK_DEFINE(g_harness_stack, RB_RTX_HARNESS_STACK);

/* The core clock for the tree's os_systick.c (OS_Tick_Setup: SysTick reload). */
uint32_t SystemCoreClock = RB_SYSTICK_HZ;

/* ---- identity ---- */

uint32_t rb_k_features(void)
{
    return rb_ac_features(RB_AC_F_RTOS | RB_F_POOL);
}

const char *rb_k_reason(uint32_t feature)
{
    static const rb_ac_reason_t reasons[] = {
        {RB_F_HEAP,
         "RTX5 has no general-purpose allocator in its API (osMemoryPool is fixed-block)"},
    };
    return RB_AC_REASON(feature, reasons);
}

int rb_k_cond(rb_kv_t *kv, int max)
{
    /* Values as compiled (RTX_Config.h of the profile). The OS_EVR_* groups are equal within a
     * profile (all 1 in default, all 0 in minimal); each is reported. */
    rb_kv_t f[] = {
        RB_KV_STR("kernel", "rtx5"),
        RB_KV_STR("kernel_version", RB_RTX5_VERSION_STR),
        RB_KV_STR("profile", RB_RTX5_PROFILE),
        RB_KV_STR("kcfg.source", RB_RTX5_CONFIG_SOURCE),
        RB_KV_STR("kcfg.cmsis_version", RB_RTX5_CMSIS),
        RB_KV_INT("kcfg.OS_TICK_FREQ", OS_TICK_FREQ),
        RB_KV_INT("kcfg.OS_ROBIN_ENABLE", OS_ROBIN_ENABLE),
        RB_KV_INT("kcfg.OS_ROBIN_TIMEOUT", OS_ROBIN_TIMEOUT),
        RB_KV_INT("kcfg.OS_STACK_CHECK", OS_STACK_CHECK),
        RB_KV_INT("kcfg.OS_STACK_WATERMARK", OS_STACK_WATERMARK),
        RB_KV_INT("kcfg.OS_PRIVILEGE_MODE", OS_PRIVILEGE_MODE),
        RB_KV_INT("kcfg.OS_DYNAMIC_MEM_SIZE", OS_DYNAMIC_MEM_SIZE),
        RB_KV_INT("kcfg.OS_ISR_FIFO_QUEUE", OS_ISR_FIFO_QUEUE),
        RB_KV_INT("kcfg.OS_OBJ_MEM_USAGE", OS_OBJ_MEM_USAGE),
        RB_KV_INT("kcfg.OS_TIMER_THREAD_PRIO", OS_TIMER_THREAD_PRIO),
        RB_KV_INT("kcfg.OS_EVR_INIT", OS_EVR_INIT),
        RB_KV_INT("kcfg.OS_EVR_MEMORY", OS_EVR_MEMORY),
        RB_KV_INT("kcfg.OS_EVR_KERNEL", OS_EVR_KERNEL),
        RB_KV_INT("kcfg.OS_EVR_THREAD", OS_EVR_THREAD),
        RB_KV_INT("kcfg.OS_EVR_WAIT", OS_EVR_WAIT),
        RB_KV_INT("kcfg.OS_EVR_THFLAGS", OS_EVR_THFLAGS),
        RB_KV_INT("kcfg.OS_EVR_EVFLAGS", OS_EVR_EVFLAGS),
        RB_KV_INT("kcfg.OS_EVR_TIMER", OS_EVR_TIMER),
        RB_KV_INT("kcfg.OS_EVR_MUTEX", OS_EVR_MUTEX),
        RB_KV_INT("kcfg.OS_EVR_SEMAPHORE", OS_EVR_SEMAPHORE),
        RB_KV_INT("kcfg.OS_EVR_MEMPOOL", OS_EVR_MEMPOOL),
        RB_KV_INT("kcfg.OS_EVR_MSGQUEUE", OS_EVR_MSGQUEUE),
        RB_KV_STR("kcfg.event_recorder", "absent"),
        RB_KV_STR("kcfg.port", "GCC/irq_armv7m.S"),
        RB_KV_STR("mech.join", "native"),
        RB_KV_STR("mech.queue", "copy"),
    };
    {
        /* The adapter's instructions in each window, as the audit traced them (issue 32). */
        const int n = RB_AC_KV_COPY(kv, max, f);
        return n + rb_ac_cost_copy(kv + n, max - n, "rtx5", &rb_adapter_costs);
    }
}

/* ---- threads ---- */

/* A PRIMASK section keeps two creators apart, as the other adapters' slot claims do (no SVC:
 * osKernelLock/osKernelRestoreLock would be two kernel calls inside thread_create). */
#define RB_RTX_PRIMASK_LOCK                                                                        \
    uint32_t primask;                                                                              \
    __asm volatile("mrs %0, primask\n\tcpsid i" : "=r"(primask)::"memory")
#define RB_RTX_PRIMASK_UNLOCK __asm volatile("msr primask, %0" ::"r"(primask) : "memory")

static void slot_free(struct rb_task *t)
{
    t->id = 0;
    t->used = 0;
}

/* Before thread_create's start stamp: the slot claim, the checks and the attributes. */
rb_task_t *rb_task_prepare(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                           size_t stack_bytes)
{
    struct rb_task *t;
    if (!stack || stack_bytes < 128 || (stack_bytes & 7u))
        return 0;
    RB_AC_CLAIM(g_tasks, RB_RTX_MAX_TASKS, t, RB_RTX_PRIMASK_LOCK, RB_RTX_PRIMASK_UNLOCK);
    if (!t)
        return 0;
    memset(&t->attr, 0, sizeof t->attr);
    t->attr.name = name;
    t->attr.attr_bits = osThreadJoinable;
    t->attr.cb_mem = &t->cb;
    t->attr.cb_size = sizeof t->cb;
    t->attr.stack_mem = stack;
    t->attr.stack_size = (uint32_t)stack_bytes;
    t->attr.priority = (osPriority_t)((int)osPriorityLow + rb_ac_prio(prio) - 1);
    t->fn = fn;
    t->arg = arg;
    return t;
}

/* Inside thread_create's window: the kernel's create. A returning thread function ends in
 * osThreadExit (RTX's return address). */
rb_task_t *rb_task_start(rb_task_t *t)
{
    t->id = osThreadNew((osThreadFunc_t)t->fn, t->arg, &t->attr);
    if (!t->id) {
        t->used = 0;
        return 0;
    }
    return t;
}

/* Inside thread_join's window: the native join (it also frees the control block). */
int rb_task_wait(rb_task_t *t, uint32_t timeout_ms)
{
    (void)timeout_ms; /* osThreadJoin waits without a timeout */
    if (osThreadJoin(t->id) != osOK)
        return -1;
    return 0;
}

/* After thread_join's end stamp: the slot. */
void rb_task_release(rb_task_t *t)
{
    slot_free(t);
}

RB_AC_TASK_COMPOSED()

void rb_task_delete(rb_task_t *t)
{
    if (!t || !t->used || t->id == osThreadGetId())
        return;
    /* Terminated, a joinable thread waits for its join: join it to release the control block
     * (returns at once; it also covers a thread that had already ended). */
    (void)osThreadTerminate(t->id);
    (void)osThreadJoin(t->id);
    slot_free(t);
}

int rb_task_priority(rb_task_t *t)
{
    /* osThreadGetPriority returns the thread's current priority (osRtxThread_t.priority), which
     * RTX raises for priority inheritance (priority_base keeps the assigned one). */
    osPriority_t p = osThreadGetPriority(t ? t->id : osThreadGetId());
    if (p == osPriorityError)
        return -1;
    return (int)p - (int)osPriorityLow + 1;
}

void rb_yield(void)
{
    (void)osThreadYield();
}

void rb_task_suspend(rb_task_t *t)
{
    (void)osThreadSuspend(t ? t->id : osThreadGetId());
}

void rb_task_resume(rb_task_t *t)
{
    if (t)
        (void)osThreadResume(t->id);
}

void rb_sleep_ms(uint32_t ms)
{
    (void)osDelay(rb_rtx_ticks(ms));
}

/* ---- tick ---- */

uint32_t rb_tick_period_us(void)
{
    return 1000000u / (uint32_t)OS_TICK_FREQ;
}

/* *last_wake: bit 63 set once initialised, the low 32 bits hold the RTX tick of the last wake. */
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    uint32_t prev;
    if (!(*last_wake >> 63))
        prev = osKernelGetTickCount();
    else
        prev = (uint32_t)*last_wake;
    prev += ticks;
    (void)osDelayUntil(prev); /* returns at once when that tick has passed */
    *last_wake = (1ull << 63) | (uint64_t)prev;
}

/* ---- kernel start ---- */

void rb_k_start(rb_task_fn entry, void *arg)
{
    if (osKernelInitialize() != osOK)
        rb_harness_fatal("config", "osKernelInitialize failed");
    if (!rb_task_create("harness", entry, arg, 1, g_harness_stack, sizeof g_harness_stack))
        rb_harness_fatal("config", "cannot create the harness thread");
    (void)osKernelStart(); /* does not return */
    rb_harness_fatal("config", "osKernelStart returned");
}

/* ---- kernel hooks (RTX_Config.c of the tree is a template to copy; ours are these) ---- */

__NO_RETURN void osRtxIdleThread(void *argument)
{
    (void)argument;
    for (;;) {
    }
}

uint32_t osRtxErrorNotify(uint32_t code, void *object_id)
{
    (void)object_id;
    switch (code) {
    case osRtxErrorStackOverflow:
        rb_harness_fatal("stack_overflow", "RTX: thread stack overflow");
        break;
    case osRtxErrorISRQueueOverflow:
        rb_harness_fatal("rtx_error", "RTX: ISR queue overflow (OS_ISR_FIFO_QUEUE)");
        break;
    case osRtxErrorTimerQueueOverflow:
        rb_harness_fatal("rtx_error", "RTX: timer callback queue overflow");
        break;
    default:
        rb_harness_fatal("rtx_error", "RTX: kernel error");
        break;
    }
    for (;;) {
    }
}
