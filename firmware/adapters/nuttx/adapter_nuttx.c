/* rtosbench firmware, bench_rtos_adapter layer: Apache NuttX (POSIX and native calls, flat
 * build, ARMv7-M). Identity and configuration for COND, tasks (pthreads on the harness's
 * static stacks, SCHED_FIFO), suspend/resume, tick and kernel start. Objects, the test IRQ and
 * the heap: adapter_nuttx_objs.c.
 *
 * NuttX owns the image: its own make builds the user's tree (a build copy, with nuttx-apps
 * beside it) for our board rb_netduino2 (ports/nuttx/rb_netduino2), whose src/Makefile
 * compiles the harness, this adapter and the qemu port into libboard
 * (firmware/kernels/nuttx.cmake). NuttX's init task is rb_nx_main (CONFIG_INIT_ENTRYPOINT),
 * which calls the harness's main(), which calls rb_k_start. See docs/kernels/nuttx.md.
 *
 * Priorities: adapter_nuttx.h. Every task is a SCHED_FIFO pthread (CONFIG_RR_INTERVAL's round
 * robin applies to SCHED_RR only), so equal-priority threads alternate only through rb_yield =
 * sched_yield. Task end and join: a thread whose function returns ends (with preemption off,
 * task_entry); rb_task_prepare claims the slot and sets the attributes before thread_create's
 * start stamp, rb_task_start is pthread_create, rb_task_wait is pthread_join (thread_join's
 * window) and rb_task_release frees the slot after its end stamp (issue 32; COND
 * mech.join=native_exit_locked). Suspend and
 * resume: NuttX's own nxsched_suspend and the SIGCONT path of sched/signal/sig_dispatch.c
 * (nxsched_remove_blocked, nxsched_add_readytorun, up_switch_context); SIGSTOP itself cannot be
 * used, it stops every thread of the task group (COND mech.suspend=nxsched_suspend). */
#include "adapter_nuttx.h"

#include <pthread.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>

#include <nuttx/arch.h>
#include <nuttx/irq.h>
#include <nuttx/sched.h>
#include <nuttx/version.h>

#include "adapter_costs.h"
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_build_info.h"
#include "rb_port.h"
#include "sched/sched.h"

#define RB_NX_MAX_TASKS 8
#define RB_NX_HARNESS_STACK 4096 /* bytes: the harness formats 512-byte lines on its stack */

struct rb_task {
    pthread_t th;
    rb_task_fn fn;
    void *arg;
    const char *name; /* rb_task_prepare's arguments for rb_task_start */
    pthread_attr_t attr;
    volatile int used;
};

static struct rb_task g_tasks[RB_NX_MAX_TASKS];
RB_STACK_DEFINE(g_harness_stack, RB_NX_HARNESS_STACK);

/* ---- identity ---- */

static const rb_ac_reason_t g_reasons[] = {
    {RB_F_POOL, "nuttx has no fixed-block pool of its own in this configuration"},
    {RB_F_SUSPEND, "nuttx suspends one thread only with nxsched_suspend, which needs "
                   "CONFIG_SIG_SIGSTOP_ACTION (off in photon:nsh); SIGSTOP itself stops every "
                   "thread of the task group"},
};

#ifdef CONFIG_SIG_SIGSTOP_ACTION
#define RB_NX_F_SUSPEND 0u
#else
#define RB_NX_F_SUSPEND RB_F_SUSPEND
#endif

uint32_t rb_k_features(void)
{
    return rb_ac_features((RB_AC_F_RTOS & ~RB_NX_F_SUSPEND) | RB_F_HEAP);
}

const char *rb_k_reason(uint32_t feature)
{
    return RB_AC_REASON(feature, g_reasons);
}

#if defined(CONFIG_DEBUG_NOOPT)
#define RB_NX_OPT "none"
#elif defined(CONFIG_DEBUG_CUSTOMOPT)
/* NuttX's config.h gives this string option unquoted (#define CONFIG_DEBUG_OPTLEVEL -O2): -O1,
 * -O2, -O3, -Og and -Oz (firmware/kernels/nuttx.cmake) would not compile as a value. */
#define RB_NX_OPT RB_AC_STR(CONFIG_DEBUG_OPTLEVEL)
#else
#define RB_NX_OPT "full"
#endif

/* The chip NuttX is built for: our board's (ports/nuttx/<board>/board.defconfig). */
#if defined(CONFIG_ARCH_CHIP_STM32F103VE)
#define RB_NX_CHIP "stm32f103ve" /* rb_gd32f103: the GD32F103VET6 as fire-stm32v2's chip */
#else
#define RB_NX_CHIP "stm32f205rg" /* rb_netduino2: QEMU's netduino2, photon's chip */
#endif

/* One kcfg.* key per Kconfig symbol, as compiled (nuttx/config.h): 1/0 for a bool. */
#define RB_NX_DEF_(sym) (sizeof(RB_AC_STR(sym)) == 2 && RB_AC_STR(sym)[0] == '1')
#define RB_NX_B(sym) RB_KV_INT("kcfg." #sym, RB_NX_DEF_(sym))

int rb_k_cond(rb_kv_t *kv, int max)
{
    rb_kv_t f[] = {
        RB_KV_STR("kernel", "nuttx"),
        RB_KV_STR("kernel_version", CONFIG_VERSION_STRING),
        RB_KV_STR("profile", RB_BUILD_PROFILE_NAME),
        RB_KV_STR("kcfg.source", "photon:nsh@" CONFIG_VERSION_STRING),
        RB_KV_STR("kcfg.port", "arch/arm/src/armv7-m + stm32"),
        RB_KV_STR("kcfg.board", CONFIG_ARCH_BOARD_CUSTOM_NAME),
        RB_KV_STR("kcfg.chip", RB_NX_CHIP),
        RB_KV_STR("kcfg.build", "flat"),
        RB_KV_INT("kcfg.CONFIG_USEC_PER_TICK", CONFIG_USEC_PER_TICK),
        RB_KV_INT("kcfg.CONFIG_RR_INTERVAL", CONFIG_RR_INTERVAL),
        /* the round robin slice of SCHED_RR tasks; every harness task is SCHED_FIFO */
        RB_KV_INT("kcfg.round_robin_ms", CONFIG_RR_INTERVAL),
        RB_NX_B(CONFIG_SCHED_TICKLESS),
        RB_KV_STR("kcfg.policy", "SCHED_FIFO"),
        RB_KV_STR("kcfg.prio_map", "nuttx=100+harness (SCHED_FIFO)"),
        RB_KV_INT("kcfg.CONFIG_INIT_PRIORITY", CONFIG_INIT_PRIORITY),
        RB_KV_STR("kcfg.optimizations", RB_NX_OPT),
        RB_NX_B(CONFIG_PRIORITY_INHERITANCE),
        RB_KV_INT("kcfg.CONFIG_SEM_PREALLOCHOLDERS", CONFIG_SEM_PREALLOCHOLDERS),
        RB_NX_B(CONFIG_ARCH_STACKDUMP),
        RB_NX_B(CONFIG_FS_PROCFS),
        RB_NX_B(CONFIG_SCHED_WAITPID),
        RB_NX_B(CONFIG_DEBUG_FEATURES),
        RB_NX_B(CONFIG_DEBUG_ASSERTIONS),
        RB_NX_B(CONFIG_STACK_COLORATION),
        RB_NX_B(CONFIG_STACK_CANARIES),
        RB_NX_B(CONFIG_SCHED_INSTRUMENTATION),
        RB_NX_B(CONFIG_SCHED_CRITMONITOR),
        RB_NX_B(CONFIG_SCHED_IRQMONITOR),
        RB_NX_B(CONFIG_SCHED_CPULOAD_NONE),
        RB_NX_B(CONFIG_CANCELLATION_POINTS),
        RB_NX_B(CONFIG_SCHED_HPWORK),
        RB_NX_B(CONFIG_SCHED_LPWORK),
        RB_NX_B(CONFIG_SYSTEM_TIME64),
        RB_KV_INT("kcfg.CONFIG_MM_REGIONS", CONFIG_MM_REGIONS),
        RB_KV_INT("kcfg.CONFIG_RAM_SIZE", CONFIG_RAM_SIZE),
        RB_KV_INT("kcfg.CONFIG_PREALLOC_MQ_MSGS", CONFIG_PREALLOC_MQ_MSGS),
        RB_KV_INT("kcfg.CONFIG_TASK_NAME_SIZE", CONFIG_TASK_NAME_SIZE),
        RB_KV_INT("kcfg.CONFIG_INIT_STACKSIZE", CONFIG_INIT_STACKSIZE),
        RB_KV_STR("mech.join", "native_exit_locked"),
        RB_NX_B(CONFIG_SIG_SIGSTOP_ACTION),
        RB_KV_STR("mech.queue", "file_mq_copy"),
        RB_KV_STR("mech.sem_give", "adapter_cap"),
        RB_KV_STR("mech.sem_take", "nxsem_tickwait"),
        RB_KV_STR("mech.mutex", "pthread_prio_inherit"),
        RB_KV_STR("mech.mutex_timeout", "none"),
        RB_KV_STR("mech.delay_until", "abstick_sleep"),
        RB_KV_STR("mech.heap", "kmm_malloc"),
        RB_KV_STR("mech.prio_get", "tcb"),
        RB_KV_STR("mech.irq", "irq_attach"),
    };
    int n = RB_AC_KV_COPY(kv, max, f);
    /* The adapter's stated share of each case's window (adapter_costs.h, generated from the
     * fairness audit: docs/cases.md "Stated costs"). */
    return n + rb_ac_cost_copy(kv + n, max - n, "nuttx", &rb_adapter_costs);
}

/* ---- tasks ---- */

static void *task_entry(void *p)
{
    struct rb_task *t = (struct rb_task *)p;
    t->fn(t->arg); /* returning ends the thread; rb_task_join is pthread_join */
    /* pthread_join returns as soon as the exit path posts the join semaphore, while the ending
     * thread still runs its exit on its stack: a more urgent joiner would create the next task
     * on that same static stack at once. Without preemption from here on, the thread leaves its
     * stack before the joiner runs; nxtask_exit discards the lock with the TCB (COND
     * mech.join=native_exit_locked). */
    sched_lock();
    return 0;
}

/* Before thread_create's start stamp: the checks, the slot claim, the arguments and the
 * thread's attributes (issue 32: the window holds the kernel's create only). */
rb_task_t *rb_task_prepare(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                           size_t stack_bytes)
{
    struct rb_task *t;
    struct sched_param sp;
    if (!stack || stack_bytes < 512)
        return 0;
    RB_AC_CLAIM(g_tasks, RB_NX_MAX_TASKS, t, irqstate_t fl_ = enter_critical_section(),
                leave_critical_section(fl_));
    if (!t)
        return 0;
    t->fn = fn;
    t->arg = arg;
    t->name = name;
    (void)pthread_attr_init(&t->attr);
    (void)pthread_attr_setinheritsched(&t->attr, PTHREAD_EXPLICIT_SCHED);
    (void)pthread_attr_setschedpolicy(&t->attr, SCHED_FIFO);
    sp.sched_priority = RB_NX_PRIO_BASE + rb_ac_prio(prio);
    (void)pthread_attr_setschedparam(&t->attr, &sp);
    /* The harness's static stack (NuttX keeps its TLS block at the stack's base). */
    (void)pthread_attr_setstack(&t->attr, stack, stack_bytes);
    return t;
}

/* Inside thread_create's window: the kernel's create (a more urgent thread runs at once, inside
 * this call), and the name where NuttX keeps one. */
rb_task_t *rb_task_start(rb_task_t *t)
{
    if (pthread_create(&t->th, &t->attr, task_entry, t) != 0) {
        t->used = 0;
        return 0;
    }
#if CONFIG_TASK_NAME_SIZE > 0
    (void)pthread_setname_np(t->th, t->name);
#endif
    return t;
}

rb_task_t *rb_task_create(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                          size_t stack_bytes)
{
    rb_task_t *t = rb_task_prepare(name, fn, arg, prio, stack, stack_bytes);
    return t ? rb_task_start(t) : 0;
}

/* Inside thread_join's window: the kernel's join only. pthread_join has no timeout; the harness
 * joins tasks that end. */
int rb_task_wait(rb_task_t *t, uint32_t timeout_ms)
{
    (void)timeout_ms;
    return pthread_join(t->th, 0) != 0 ? -1 : 0;
}

/* After thread_join's end stamp: the slot (and the harness's stack) may be reused. */
void rb_task_release(rb_task_t *t)
{
    (void)pthread_attr_destroy(&t->attr);
    t->used = 0;
}

int rb_task_join(rb_task_t *t, uint32_t timeout_ms)
{
    if (!t || !t->used || rb_task_wait(t, timeout_ms) != 0)
        return -1;
    rb_task_release(t);
    return 0;
}

void rb_task_delete(rb_task_t *t)
{
    if (!t || !t->used || t->th == pthread_self())
        return;
    (void)pthread_cancel(t->th);
    (void)pthread_join(t->th, 0);
    t->used = 0;
}

int rb_task_priority(rb_task_t *t)
{
    /* sched_priority is the priority the scheduler uses; a priority-inheritance mutex raises it
     * (sched/semaphore/sem_holder.c), so this is the effective priority. */
    struct tcb_s *tcb = t ? nxsched_get_tcb((pid_t)t->th) : this_task();
    return tcb ? (int)tcb->sched_priority - RB_NX_PRIO_BASE : -1;
}

void rb_yield(void)
{
    (void)sched_yield();
}

#ifdef CONFIG_SIG_SIGSTOP_ACTION
void rb_task_suspend(rb_task_t *t)
{
    struct tcb_s *tcb = t ? nxsched_get_tcb((pid_t)t->th) : this_task();
    if (tcb)
        nxsched_suspend(tcb);
}

/* SIGCONT's path for a stopped task (sched/signal/sig_dispatch.c, without group members). */
void rb_task_resume(rb_task_t *t)
{
    struct tcb_s *tcb, *rtcb;
    irqstate_t flags;
    if (!t)
        return;
    flags = enter_critical_section();
    tcb = nxsched_get_tcb((pid_t)t->th);
    if (tcb && tcb->task_state == TSTATE_TASK_STOPPED) {
        rtcb = this_task();
        nxsched_remove_blocked(tcb);
        if (nxsched_add_readytorun(tcb))
            up_switch_context(this_task(), rtcb);
    }
    leave_critical_section(flags);
}
#else
/* No single-thread suspend without CONFIG_SIG_SIGSTOP_ACTION (rb_k_reason). */
void rb_task_suspend(rb_task_t *t)
{
    (void)t;
}

void rb_task_resume(rb_task_t *t)
{
    (void)t;
}
#endif

void rb_sleep_ms(uint32_t ms)
{
    nxsched_ticksleep(rb_ac_ticks(ms, RB_NX_TICK_HZ));
}

/* ---- tick ---- */

uint32_t rb_tick_period_us(void)
{
    return (uint32_t)CONFIG_USEC_PER_TICK;
}

/* NuttX's absolute tick sleep: the next wake tick is kept in *last_wake (bit 63 set once
 * initialised); a wake tick already passed returns at once (COND
 * mech.delay_until=abstick_sleep). */
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    clock_t prev =
        (*last_wake >> 63) ? (clock_t)(*last_wake & ~(1ull << 63)) : clock_systime_ticks();
    clock_t next = prev + (clock_t)ticks;
    nxsched_abstick_sleep(next);
    *last_wake = (1ull << 63) | (uint64_t)next;
}

/* ---- kernel start ---- */

void rb_nx_objects_init(void); /* adapter_nuttx_objs.c: SysTick's place */
int main(void);                /* the harness's (rb_harness.c) */
int rb_nx_main(int argc, char *argv[]);

/* NuttX's init task (CONFIG_INIT_ENTRYPOINT): the harness's main() runs in it. */
int rb_nx_main(int argc, char *argv[])
{
    (void)argc;
    (void)argv;
    return main();
}

/* Called from the harness's main(), i.e. in NuttX's init task (the kernel runs already). */
void rb_k_start(rb_task_fn entry, void *arg)
{
    rb_nx_objects_init();
    if (!rb_task_create("harness", entry, arg, 1, g_harness_stack, sizeof g_harness_stack))
        rb_harness_fatal("config", "cannot create the harness task");
    /* The pthreads belong to the init task's group, which must not end: it waits for ever. */
    for (;;)
        (void)pause();
}
