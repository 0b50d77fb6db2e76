/* rtosbench firmware, bench_rtos_adapter layer: FreeRTOS (Cortex-M3 port, GCC_ARM_CM3).
 * Identity and configuration for COND, tasks (static TCBs and harness-owned stacks), tick,
 * scheduler start and the kernel's application hooks. Objects: adapter_freertos_objs.c.
 *
 * The kernel is built by its own CMakeLists.txt from the user's tree (RB_KERNEL_DIR) with
 * config/<profile>/FreeRTOSConfig.h; see docs/kernels.md.
 *
 * Priorities: harness priority p (1..RB_PRIO_MAX) is FreeRTOS priority p; idle is 0.
 * Task end and join: the wrapper gives the task's join semaphore when the task function
 * returns and suspends itself; rb_task_wait takes that semaphore (thread_join's window) and
 * rb_task_release deletes the task (after the window). A task
 * deleted by another task is released at once (a task deleting itself would stay on the
 * termination list until the idle task runs, and its static TCB could not be reused). */
#include "adapter_freertos.h"

#include <string.h>

#include "adapter_costs.h"
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_build_info.h"
#include "rb_port.h"
#include "rb_proto.h"

#define RB_FR_MAX_TASKS 8
#define RB_FR_HARNESS_STACK 4096 /* bytes: the harness formats 512-byte lines on its stack */

struct rb_task {
    TaskHandle_t h;
    StaticTask_t tcb;
    StaticSemaphore_t join_buf;
    SemaphoreHandle_t join;
    rb_task_fn fn;
    void *arg;
    const char *name; /* rb_task_prepare's arguments for rb_task_start */
    StackType_t *stack;
    uint32_t depth;
    UBaseType_t prio;
    volatile int used;
};

static struct rb_task g_tasks[RB_FR_MAX_TASKS];
RB_STACK_DEFINE(g_harness_stack, RB_FR_HARNESS_STACK);
static StaticTask_t g_idle_tcb;
static StackType_t g_idle_stack[configMINIMAL_STACK_SIZE];

/* ---- identity ---- */

uint32_t rb_k_features(void)
{
    return rb_ac_features(RB_AC_F_RTOS | RB_F_HEAP);
}

const char *rb_k_reason(uint32_t feature)
{
    static const rb_ac_reason_t reasons[] = {
        {RB_F_POOL, "FreeRTOS has no fixed-block pool (its heap_N allocators are general-purpose)"},
    };
    return RB_AC_REASON(feature, reasons);
}

int rb_k_cond(rb_kv_t *kv, int max)
{
    /* Values as compiled (after FreeRTOS.h and portmacro.h applied their defaults). */
    rb_kv_t f[] = {
        RB_KV_STR("kernel", "freertos"),
        RB_KV_STR("kernel_version", tskKERNEL_VERSION_NUMBER),
        RB_KV_STR("profile", RB_FREERTOS_PROFILE),
        RB_KV_STR("kcfg.source", RB_FREERTOS_CONFIG_SOURCE),
        RB_KV_INT("kcfg.configUSE_PREEMPTION", configUSE_PREEMPTION),
        RB_KV_INT("kcfg.configUSE_TIME_SLICING", configUSE_TIME_SLICING),
        RB_KV_INT("kcfg.configTICK_RATE_HZ", configTICK_RATE_HZ),
        RB_KV_INT("kcfg.configCPU_CLOCK_HZ", configCPU_CLOCK_HZ),
        RB_KV_INT("kcfg.configMAX_PRIORITIES", configMAX_PRIORITIES),
        RB_KV_INT("kcfg.configUSE_PORT_OPTIMISED_TASK_SELECTION",
                  configUSE_PORT_OPTIMISED_TASK_SELECTION),
        RB_KV_INT("kcfg.configASSERT", configASSERT_DEFINED),
        RB_KV_INT("kcfg.configUSE_TRACE_FACILITY", configUSE_TRACE_FACILITY),
        RB_KV_INT("kcfg.configGENERATE_RUN_TIME_STATS", configGENERATE_RUN_TIME_STATS),
        RB_KV_INT("kcfg.configCHECK_FOR_STACK_OVERFLOW", configCHECK_FOR_STACK_OVERFLOW),
        RB_KV_INT("kcfg.configHEAP_CLEAR_MEMORY_ON_FREE", configHEAP_CLEAR_MEMORY_ON_FREE),
        RB_KV_INT("kcfg.configUSE_MUTEXES", configUSE_MUTEXES),
        RB_KV_INT("kcfg.configMAX_SYSCALL_INTERRUPT_PRIORITY",
                  configMAX_SYSCALL_INTERRUPT_PRIORITY),
        RB_KV_INT("kcfg.configTOTAL_HEAP_SIZE", configTOTAL_HEAP_SIZE),
        RB_KV_STR("kcfg.heap", "heap_" RB_AC_STR(RB_FREERTOS_HEAP)),
        RB_KV_STR("kcfg.port", "GCC_ARM_CM3"),
        /* FreeRTOS has no join: a binary semaphore given when the task function returns,
         * taken by rb_task_wait, then vTaskDelete after thread_join's window
         * (docs/kernels/freertos.md). */
        RB_KV_STR("mech.join", "adapter_sem"),
        RB_KV_STR("mech.queue", "copy"),
    };
    {
        /* The adapter's instructions in each window, as the audit traced them (issue 32). */
        const int n = RB_AC_KV_COPY(kv, max, f);
        return n + rb_ac_cost_copy(kv + n, max - n, "freertos", &rb_adapter_costs);
    }
}

/* ---- tasks ---- */

static void task_entry(void *p)
{
    struct rb_task *t = (struct rb_task *)p;
    t->fn(t->arg);
    xSemaphoreGive(t->join); /* rb_task_release deletes this task */
    for (;;)
        vTaskSuspend(NULL);
}

/* A join took the give; only a task deleted unjoined may have left one, dropped here (outside
 * every window: rb_task_delete is teardown). */
static void drop_join_give(struct rb_task *t)
{
    (void)xSemaphoreTake(t->join, 0);
}

static void slot_free(struct rb_task *t)
{
    t->h = 0;
    t->used = 0;
}

/* Before thread_create's start stamp: the slot claim, the checks and the arguments. */
rb_task_t *rb_task_prepare(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                           size_t stack_bytes)
{
    struct rb_task *t;
    if (!stack || stack_bytes < configMINIMAL_STACK_SIZE * sizeof(StackType_t))
        return 0;
    RB_FR_CLAIM(g_tasks, RB_FR_MAX_TASKS, t);
    if (!t)
        return 0;
    t->fn = fn;
    t->arg = arg;
    t->name = name;
    t->stack = (StackType_t *)stack;
    t->depth = (uint32_t)(stack_bytes / sizeof(StackType_t));
    t->prio = (UBaseType_t)rb_ac_prio(prio);
    return t;
}

/* Inside thread_create's window: the kernel's create. */
rb_task_t *rb_task_start(rb_task_t *t)
{
    t->h = xTaskCreateStatic(task_entry, t->name, t->depth, t, t->prio, t->stack, &t->tcb);
    if (!t->h) {
        t->used = 0;
        return 0;
    }
    return t;
}

/* Inside thread_join's window: the kernel's wait for the wrapper's give. */
int rb_task_wait(rb_task_t *t, uint32_t timeout_ms)
{
    if (xSemaphoreTake(t->join, rb_fr_ticks(timeout_ms)) != pdTRUE)
        return -1;
    return 0;
}

/* After thread_join's end stamp. */
void rb_task_release(rb_task_t *t)
{
    vTaskDelete(t->h); /* suspended (or preempted right after the give): released at once */
    slot_free(t);
}

RB_AC_TASK_COMPOSED()

void rb_task_delete(rb_task_t *t)
{
    if (!t || !t->used || t->h == xTaskGetCurrentTaskHandle())
        return;
    vTaskDelete(t->h);
    drop_join_give(t);
    slot_free(t);
}

int rb_task_priority(rb_task_t *t)
{
    /* uxTaskPriorityGet returns the effective priority, including an inherited one. */
    return (int)uxTaskPriorityGet(t ? t->h : NULL);
}

void rb_yield(void)
{
    taskYIELD();
}

void rb_task_suspend(rb_task_t *t)
{
    vTaskSuspend(t ? t->h : NULL);
}

void rb_task_resume(rb_task_t *t)
{
    if (t)
        vTaskResume(t->h);
}

void rb_sleep_ms(uint32_t ms)
{
    vTaskDelay(rb_fr_ticks(ms));
}

/* ---- tick ---- */

uint32_t rb_tick_period_us(void)
{
    return 1000000u / (uint32_t)configTICK_RATE_HZ;
}

/* *last_wake: bit 63 set once initialised, the low bits hold the FreeRTOS wake time. */
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    TickType_t prev;
    if (!(*last_wake >> 63))
        prev = xTaskGetTickCount();
    else
        prev = (TickType_t)*last_wake;
    vTaskDelayUntil(&prev, (TickType_t)ticks);
    *last_wake = (1ull << 63) | (uint64_t)prev;
}

/* ---- scheduler start ---- */

void rb_k_start(rb_task_fn entry, void *arg)
{
    int i;
    for (i = 0; i < RB_FR_MAX_TASKS; i++) {
        g_tasks[i].join = xSemaphoreCreateBinaryStatic(&g_tasks[i].join_buf);
        if (!g_tasks[i].join)
            rb_harness_fatal("config", "cannot create the task join semaphores");
    }
    if (!rb_task_create("harness", entry, arg, 1, g_harness_stack, sizeof g_harness_stack))
        rb_harness_fatal("config", "cannot create the harness task");
    vTaskStartScheduler(); /* does not return */
    rb_harness_fatal("config", "vTaskStartScheduler returned");
}

/* ---- kernel hooks ---- */

void vApplicationGetIdleTaskMemory(StaticTask_t **tcb, StackType_t **stack,
                                   configSTACK_DEPTH_TYPE *words)
{
    *tcb = &g_idle_tcb;
    *stack = g_idle_stack;
    *words = configMINIMAL_STACK_SIZE;
}

#if configCHECK_FOR_STACK_OVERFLOW > 0
void vApplicationStackOverflowHook(TaskHandle_t task, char *name)
{
    (void)task;
    taskDISABLE_INTERRUPTS();
    rb_harness_fatal("stack_overflow", name);
}
#endif

#if configGENERATE_RUN_TIME_STATS == 1
uint32_t rb_freertos_run_time_counter(void)
{
    return (uint32_t)rb_ts();
}
#endif

#if configASSERT_DEFINED == 1
void rb_freertos_assert(const char *file, int line)
{
    char msg[96];
    const char *base = file, *p;
    size_t n;
    taskDISABLE_INTERRUPTS();
    for (p = file; *p; p++)
        if (*p == '/' || *p == '\\')
            base = p + 1;
    n = strlen(base);
    if (n > sizeof msg - 16)
        n = sizeof msg - 16;
    memcpy(msg, base, n);
    msg[n++] = ':';
    n += rb_fmt_i64(msg + n, line);
    msg[n] = 0;
    rb_harness_fatal("assert", msg);
}
#endif
