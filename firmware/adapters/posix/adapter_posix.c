/* rtosbench firmware, bench_rtos_adapter layer: Linux pthreads as the "posix" kernel.
 * All threads are pinned to one CPU; SCHED_FIFO when permitted (else SCHED_OTHER, stated in
 * COND sched_policy, and strict priorities are then declared missing). Every blocking call has
 * a timeout. Set RB_POSIX_SCHED=other in the environment to force SCHED_OTHER. */
#define _GNU_SOURCE
#include <errno.h>
#include <gnu/libc-version.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_build_info.h"
#include "rb_port.h"

#define MAX_TASKS 16
#define MAX_SEMS 32
#define MAX_MUTEXES 8
#define MAX_QUEUES 4
#define Q_ITEM_MAX 64
#define Q_DEPTH_MAX 16
#define TICK_US 1000u
#define THREAD_STACK (256 * 1024)

struct rb_task {
    int used;
    pthread_t th;
    rb_task_fn fn;
    void *arg;
};
struct rb_sem {
    int used;
    sem_t s;
};
struct rb_mutex {
    int used;
    pthread_mutex_t m;
};
struct rb_queue {
    int used;
    pthread_mutex_t lock;
    pthread_cond_t not_empty, not_full;
    size_t item;
    unsigned depth, head, count;
    unsigned char buf[Q_ITEM_MAX * Q_DEPTH_MAX];
};

static struct rb_task g_tasks[MAX_TASKS];
static struct rb_sem g_sems[MAX_SEMS];
static struct rb_mutex g_mutexes[MAX_MUTEXES];
static struct rb_queue g_queues[MAX_QUEUES];
static pthread_mutex_t g_pool_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_fifo;      /* SCHED_FIFO in force */
static int g_cpu = -1;  /* the CPU every thread is pinned to */
static int g_prio_base; /* FIFO priority of rb priority 0 */
static char g_version[160], g_cpu_str[16], g_base_str[16];

/* ---- time helpers ---- */

static struct timespec deadline(clockid_t clk, uint32_t ms)
{
    struct timespec t;
    clock_gettime(clk, &t);
    t.tv_sec += ms / 1000u;
    t.tv_nsec += (long)(ms % 1000u) * 1000000L;
    if (t.tv_nsec >= 1000000000L) {
        t.tv_sec++;
        t.tv_nsec -= 1000000000L;
    }
    return t;
}

/* ---- identity ---- */

uint32_t rb_k_features(void)
{
    uint32_t f = RB_F_TASKS | RB_F_YIELD | RB_F_SEM | RB_F_MUTEX | RB_F_QUEUE | RB_F_HEAP |
                 RB_F_JOIN | RB_F_TICK;
    if (g_fifo)
        f |= RB_F_PRIO | RB_F_MUTEX_PI;
    return f;
}

const char *rb_k_reason(uint32_t feature)
{
    if (feature & (RB_F_PRIO | RB_F_MUTEX_PI))
        return "SCHED_OTHER: priorities not enforced (SCHED_FIFO not permitted)";
    if (feature & RB_F_SUSPEND)
        return "pthreads: no suspend/resume of another thread";
    if (feature & RB_F_IRQ)
        return "host: no interrupts";
    if (feature & RB_F_POOL)
        return "pthreads: no fixed-block pool (malloc is general-purpose)";
    return 0;
}

int rb_k_cond(rb_kv_t *kv, int max)
{
    struct utsname u;
    rb_kv_t f[6];
    int n = 0;
    if (uname(&u) == 0)
        snprintf(g_version, sizeof g_version, "glibc-%s linux-%s", gnu_get_libc_version(),
                 u.release);
    else
        snprintf(g_version, sizeof g_version, "glibc-%s", gnu_get_libc_version());
    snprintf(g_cpu_str, sizeof g_cpu_str, "%d", g_cpu);
    snprintf(g_base_str, sizeof g_base_str, "%d", g_fifo ? g_prio_base : 0);
    f[n++] = (rb_kv_t)RB_KV_STR("kernel", "posix");
    f[n++] = (rb_kv_t)RB_KV_STR("kernel_version", g_version);
    f[n++] = (rb_kv_t)RB_KV_STR("profile", RB_BUILD_PROFILE_NAME);
    f[n++] = (rb_kv_t)RB_KV_STR("sched_policy", g_fifo ? "SCHED_FIFO" : "SCHED_OTHER");
    f[n++] = (rb_kv_t)RB_KV_INT("kcfg.pinned_cpu", g_cpu);
    f[n++] = (rb_kv_t)RB_KV_INT("kcfg.fifo_prio_base", g_fifo ? g_prio_base : -1);
    return rb_ac_kv_copy(kv, max, f, n);
}

/* ---- tasks ---- */

static void *task_main(void *p)
{
    struct rb_task *t = (struct rb_task *)p;
    t->fn(t->arg);
    return 0;
}

static int start_thread(struct rb_task *t, int prio, int fifo)
{
    pthread_attr_t a;
    cpu_set_t set;
    int rc;
    pthread_attr_init(&a);
    pthread_attr_setstacksize(&a, THREAD_STACK);
    CPU_ZERO(&set);
    CPU_SET(g_cpu, &set);
    pthread_attr_setaffinity_np(&a, sizeof set, &set);
    if (fifo) {
        struct sched_param sp;
        sp.sched_priority = g_prio_base + prio;
        pthread_attr_setinheritsched(&a, PTHREAD_EXPLICIT_SCHED);
        pthread_attr_setschedpolicy(&a, SCHED_FIFO);
        pthread_attr_setschedparam(&a, &sp);
    }
    rc = pthread_create(&t->th, &a, task_main, t);
    pthread_attr_destroy(&a);
    return rc;
}

rb_task_t *rb_task_create(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                          size_t stack_bytes)
{
    struct rb_task *t = 0;
    int i;
    (void)stack, (void)stack_bytes; /* pthreads allocate their own stacks */
    pthread_mutex_lock(&g_pool_lock);
    for (i = 0; i < MAX_TASKS; i++) {
        if (!g_tasks[i].used) {
            t = &g_tasks[i];
            t->used = 1;
            break;
        }
    }
    pthread_mutex_unlock(&g_pool_lock);
    if (!t)
        return 0;
    t->fn = fn;
    t->arg = arg;
    if (prio < 1)
        prio = 1;
    if (prio > RB_PRIO_MAX)
        prio = RB_PRIO_MAX;
    if (start_thread(t, prio, g_fifo) != 0) {
        t->used = 0;
        return 0;
    }
    pthread_setname_np(t->th, name);
    return t;
}

int rb_task_join(rb_task_t *t, uint32_t timeout_ms)
{
    struct timespec dl = deadline(CLOCK_REALTIME, timeout_ms);
    if (!t || pthread_timedjoin_np(t->th, 0, &dl) != 0)
        return -1;
    t->used = 0;
    return 0;
}

void rb_task_delete(rb_task_t *t)
{
    struct timespec dl = deadline(CLOCK_REALTIME, 1000);
    if (!t)
        return;
    pthread_cancel(t->th);
    if (pthread_timedjoin_np(t->th, 0, &dl) == 0)
        t->used = 0;
}

void rb_yield(void)
{
    sched_yield();
}
void rb_task_suspend(rb_task_t *t)
{
    (void)t;
}
void rb_task_resume(rb_task_t *t)
{
    (void)t;
}

/* pthread_getschedparam reports the base priority, not a PI boost: cannot tell. */
int rb_task_priority(rb_task_t *t)
{
    (void)t;
    return -1;
}

void rb_sleep_ms(uint32_t ms)
{
    struct timespec d = {(time_t)(ms / 1000u), (long)(ms % 1000u) * 1000000L};
    while (nanosleep(&d, &d) != 0 && errno == EINTR)
        ;
}

uint32_t rb_tick_period_us(void)
{
    return TICK_US;
}

void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    struct timespec t;
    if (*last_wake == 0) {
        clock_gettime(CLOCK_MONOTONIC, &t);
        *last_wake = (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
    }
    *last_wake += (uint64_t)ticks * TICK_US * 1000u;
    t.tv_sec = (time_t)(*last_wake / 1000000000u);
    t.tv_nsec = (long)(*last_wake % 1000000000u);
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &t, 0) == EINTR)
        ;
}

/* ---- the harness task and the scheduler start ---- */

static void choose_cpu(void)
{
    cpu_set_t set;
    int i;
    g_cpu = 0;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (i = 0; i < CPU_SETSIZE; i++)
            if (CPU_ISSET(i, &set)) {
                g_cpu = i;
                break;
            }
    CPU_ZERO(&set);
    CPU_SET(g_cpu, &set);
    sched_setaffinity(0, sizeof set, &set);
}

void rb_k_start(rb_task_fn entry, void *arg)
{
    const char *force = getenv("RB_POSIX_SCHED");
    struct rb_task *t = &g_tasks[0];
    choose_cpu();
    g_prio_base = sched_get_priority_min(SCHED_FIFO) + 10;
    t->used = 1;
    t->fn = entry;
    t->arg = arg;
    g_fifo = !(force && strcmp(force, "other") == 0);
    if (!g_fifo || start_thread(t, 1, 1) != 0) {
        g_fifo = 0; /* EPERM: unprivileged, no RLIMIT_RTPRIO */
        if (start_thread(t, 1, 0) != 0)
            rb_harness_fatal("config", "cannot create the harness thread");
    }
    pthread_join(t->th, 0); /* the harness ends the process with rb_port_exit */
    rb_harness_fatal("config", "harness thread returned");
}

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    int i;
    (void)max;
    pthread_mutex_lock(&g_pool_lock);
    for (i = 0; i < MAX_SEMS; i++) {
        if (!g_sems[i].used) {
            g_sems[i].used = 1;
            pthread_mutex_unlock(&g_pool_lock);
            sem_init(&g_sems[i].s, 0, initial);
            return &g_sems[i];
        }
    }
    pthread_mutex_unlock(&g_pool_lock);
    return 0;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    struct timespec dl = deadline(CLOCK_MONOTONIC, timeout_ms);
    int rc;
    while ((rc = sem_clockwait(&s->s, CLOCK_MONOTONIC, &dl)) != 0 && errno == EINTR)
        ;
    return rc == 0 ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    sem_post(&s->s);
}
void rb_sem_give_from_isr(rb_sem_t *s)
{
    sem_post(&s->s);
}

void rb_sem_delete(rb_sem_t *s)
{
    if (!s)
        return;
    sem_destroy(&s->s);
    s->used = 0;
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    pthread_mutexattr_t a;
    int i;
    pthread_mutex_lock(&g_pool_lock);
    for (i = 0; i < MAX_MUTEXES; i++) {
        if (!g_mutexes[i].used) {
            g_mutexes[i].used = 1;
            pthread_mutex_unlock(&g_pool_lock);
            pthread_mutexattr_init(&a);
            pthread_mutexattr_setprotocol(&a, inherit ? PTHREAD_PRIO_INHERIT : PTHREAD_PRIO_NONE);
            pthread_mutex_init(&g_mutexes[i].m, &a);
            pthread_mutexattr_destroy(&a);
            return &g_mutexes[i];
        }
    }
    pthread_mutex_unlock(&g_pool_lock);
    return 0;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    struct timespec dl = deadline(CLOCK_MONOTONIC, timeout_ms);
    return pthread_mutex_clocklock(&m->m, CLOCK_MONOTONIC, &dl) == 0 ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    pthread_mutex_unlock(&m->m);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    if (!m)
        return;
    pthread_mutex_destroy(&m->m);
    m->used = 0;
}

/* ---- queues (mutex + condition variables on CLOCK_MONOTONIC) ---- */

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    pthread_condattr_t ca;
    struct rb_queue *q = 0;
    int i;
    if (item_size == 0 || item_size > Q_ITEM_MAX || depth == 0 || depth > Q_DEPTH_MAX)
        return 0;
    pthread_mutex_lock(&g_pool_lock);
    for (i = 0; i < MAX_QUEUES; i++)
        if (!g_queues[i].used) {
            q = &g_queues[i];
            q->used = 1;
            break;
        }
    pthread_mutex_unlock(&g_pool_lock);
    if (!q)
        return 0;
    q->item = item_size;
    q->depth = depth;
    q->head = q->count = 0;
    pthread_mutex_init(&q->lock, 0);
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&q->not_empty, &ca);
    pthread_cond_init(&q->not_full, &ca);
    pthread_condattr_destroy(&ca);
    return q;
}

int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    struct timespec dl = deadline(CLOCK_MONOTONIC, timeout_ms);
    int rc = 0;
    pthread_mutex_lock(&q->lock);
    while (q->count == q->depth && rc == 0)
        rc = pthread_cond_timedwait(&q->not_full, &q->lock, &dl);
    if (q->count < q->depth) {
        memcpy(q->buf + ((q->head + q->count) % q->depth) * q->item, item, q->item);
        q->count++;
        rc = 0;
        pthread_cond_signal(&q->not_empty);
    }
    pthread_mutex_unlock(&q->lock);
    return rc == 0 ? 0 : -1;
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    struct timespec dl = deadline(CLOCK_MONOTONIC, timeout_ms);
    int rc = 0;
    pthread_mutex_lock(&q->lock);
    while (q->count == 0 && rc == 0)
        rc = pthread_cond_timedwait(&q->not_empty, &q->lock, &dl);
    if (q->count > 0) {
        memcpy(item, q->buf + q->head * q->item, q->item);
        q->head = (q->head + 1) % q->depth;
        q->count--;
        rc = 0;
        pthread_cond_signal(&q->not_full);
    }
    pthread_mutex_unlock(&q->lock);
    return rc == 0 ? 0 : -1;
}

void rb_queue_delete(rb_queue_t *q)
{
    if (!q)
        return;
    pthread_cond_destroy(&q->not_empty);
    pthread_cond_destroy(&q->not_full);
    pthread_mutex_destroy(&q->lock);
    q->used = 0;
}

/* ---- no interrupts on the host ---- */

RB_AC_NO_IRQ()

/* ---- heap ---- */

void *rb_heap_alloc(size_t bytes)
{
    return malloc(bytes);
}
void rb_heap_free(void *p)
{
    free(p);
}

/* ---- no fixed-block pool ---- */

RB_AC_NO_POOL()
