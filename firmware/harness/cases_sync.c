/* rtosbench firmware, bench_case layer: queue post, mutexes (fast path and priority
 * inheritance) and IRQ-to-task latency. */
#include <string.h>

#include "rb_harness.h"

#define T_MS RB_RUN_TIMEOUT_MS

/* ---- queue_post_1 / queue_post_16: sender S (2) posts to a waiting receiver R (3) ---- */

static struct {
    rb_ctx_t *ctx;
    rb_task_t *ts, *tr;
    rb_sem_t *go, *ack, *done;
    rb_queue_t *q;
    size_t item;
    volatile int quit, fail;
    uint32_t *out, count;
    volatile uint32_t r_cnt, bad_data, not_preempted;
    volatile rb_ts_t t0;
} Q;

static void fill_item(unsigned char *buf, size_t n, uint32_t seq)
{
    size_t k;
    for (k = 0; k < n; k++)
        buf[k] = (unsigned char)(seq + 7u * k);
}

static void queue_r(void *arg)
{
    unsigned char buf[16], want[16];
    (void)arg;
    for (;;) {
        rb_ts_t t1;
        int r = rb_queue_recv(Q.q, buf, 1000);
        RB_WINDOW_END(Q.ctx, t1); /* stamp first, the checks after */
        if (Q.quit)
            return;
        if (r != 0)
            continue;
        Q.out[rb_clamp_index(Q.r_cnt, Q.count)] = rb_ts_diff(t1, Q.t0);
        fill_item(want, Q.item, Q.r_cnt);
        if (memcmp(buf, want, Q.item) != 0)
            Q.bad_data++;
        Q.r_cnt++;
        rb_sem_give(Q.ack);
    }
}

static void queue_s(void *arg)
{
    unsigned char buf[16];
    int prio = (rb_k_features() & RB_F_PRIO) != 0;
    uint32_t i;
    (void)arg;
    while (!rb_wait_go(Q.go, &Q.quit)) {
        Q.r_cnt = 0;
        for (i = 0; i < Q.count; i++) {
            fill_item(buf, Q.item, i);
            RB_TS_PUBLISH(Q.t0);
            if (rb_queue_send(Q.q, buf, T_MS) != 0) {
                Q.fail = 1;
                break;
            }
            if (prio && Q.r_cnt != i + 1)
                Q.not_preempted++;
            if (rb_sem_take(Q.ack, T_MS) != 0) {
                Q.fail = 1;
                break;
            }
        }
        rb_sem_give(Q.done);
    }
}

static int setup_queue(rb_ctx_t *ctx, size_t item)
{
    Q.ctx = ctx;
    Q.item = item;
    Q.quit = Q.fail = 0;
    Q.bad_data = Q.not_preempted = 0;
    rb_case_field(ctx, "item_bytes", (int64_t)item);
    Q.q = rb_queue_create(item, 4);
    Q.go = rb_sem_create(0, 1);
    Q.ack = rb_sem_create(0, 1);
    Q.done = rb_sem_create(0, 1);
    if (!Q.q || !Q.go || !Q.ack || !Q.done)
        return -1;
    Q.tr = rb_spawn(0, "queue_r", queue_r, 0, 3);
    Q.ts = rb_spawn(1, "queue_s", queue_s, 0, 2);
    return Q.tr && Q.ts ? 0 : -1;
}

static int setup_queue_1(rb_ctx_t *ctx)
{
    return setup_queue(ctx, 1);
}
static int setup_queue_16(rb_ctx_t *ctx)
{
    return setup_queue(ctx, 16);
}

static int run_queue(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    (void)ctx;
    Q.out = out;
    Q.count = count;
    rb_sem_give(Q.go);
    if (rb_sem_take(Q.done, T_MS) != 0)
        return -1;
    return Q.fail ? -1 : 0;
}

static void teardown_queue(rb_ctx_t *ctx)
{
    unsigned char dummy[16] = {0};
    Q.quit = 1;
    rb_sem_give(Q.go);
    (void)rb_queue_send(Q.q, dummy, 100);
    rb_reap(Q.tr);
    rb_reap(Q.ts);
    rb_queue_delete(Q.q);
    rb_sem_delete(Q.go);
    rb_sem_delete(Q.ack);
    rb_sem_delete(Q.done);
    rb_chk(ctx, "data_ok", Q.bad_data == 0, 1);
    if (rb_k_features() & RB_F_PRIO)
        rb_chk(ctx, "preempted", Q.not_preempted == 0, 1);
}

#define RB_QUEUE_NEEDS (RB_F_TASKS | RB_F_QUEUE | RB_F_SEM | RB_F_JOIN)

const rb_case_t rb_case_queue_post_1 = {
    .id = "queue_post_1",
    .need = RB_QUEUE_NEEDS,
    .switches = 1,
    .chain = RB_CHAIN_XTASK,
    .setup = setup_queue_1,
    .run = run_queue,
    .teardown = teardown_queue,
};

const rb_case_t rb_case_queue_post_16 = {
    .id = "queue_post_16",
    .need = RB_QUEUE_NEEDS,
    .switches = 1,
    .chain = RB_CHAIN_XTASK,
    .setup = setup_queue_16,
    .run = run_queue,
    .teardown = teardown_queue,
};

/* ---- mutex_lock_unlock: uncontended lock + unlock in the harness task ---- */

static rb_mutex_t *g_mutex;
static uint32_t g_mutex_bad;

static int setup_mutex(rb_ctx_t *ctx)
{
    (void)ctx;
    g_mutex_bad = 0;
    g_mutex = rb_mutex_create(0);
    return g_mutex ? 0 : -1;
}

static int run_mutex(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    RB_SAMPLE_LOOP(
        ctx, out, count, (void)0,
        {
            if (rb_mutex_lock(g_mutex, T_MS) != 0)
                g_mutex_bad++;
            rb_mutex_unlock(g_mutex);
        },
        (void)0);
    return 0;
}

static void teardown_mutex(rb_ctx_t *ctx)
{
    rb_mutex_delete(g_mutex);
    rb_chk(ctx, "uncontended", g_mutex_bad == 0, 1);
}

const rb_case_t rb_case_mutex_lock_unlock = {
    .id = "mutex_lock_unlock",
    .need = RB_F_MUTEX,
    .setup = setup_mutex,
    .run = run_mutex,
    .teardown = teardown_mutex,
};

/* ---- mutex_pi: L (2) holds the mutex, H (4) blocks on it, M (3) becomes ready. With
 * priority inheritance L keeps running (M must not run); the sample is L's unlock until H
 * owns the mutex. ---- */

static struct {
    rb_ctx_t *ctx;
    rb_task_t *tl, *tm, *th;
    rb_sem_t *go, *sem_h, *sem_m, *done;
    rb_mutex_t *m;
    volatile int quit, fail;
    uint32_t *out, count;
    volatile uint32_t h_cnt, h_waiting, m_ran, iters, contended, pi_held, not_preempted;
    volatile uint32_t prio_raised; /* L ran at H's priority while H waited (when known) */
    volatile int prio_known, owner_prio;
    volatile rb_ts_t t0;
} M;

static void pi_h(void *arg)
{
    (void)arg;
    for (;;) {
        if (rb_sem_take(M.sem_h, 1000) != 0) {
            if (M.quit)
                return;
            continue;
        }
        if (M.quit)
            return;
        M.h_waiting = 1;
        {
            rb_ts_t t1;
            int r = rb_mutex_lock(M.m, T_MS);
            RB_WINDOW_END(M.ctx, t1); /* stamp first, the check after */
            if (r != 0) {
                M.fail = 1;
                continue;
            }
            M.out[rb_clamp_index(M.h_cnt, M.count)] = rb_ts_diff(t1, M.t0);
        }
        M.h_cnt++;
        M.h_waiting = 0;
        rb_mutex_unlock(M.m);
    }
}

static void pi_m(void *arg)
{
    (void)arg;
    for (;;) {
        if (rb_sem_take(M.sem_m, 1000) != 0) {
            if (M.quit)
                return;
            continue;
        }
        if (M.quit)
            return;
        M.m_ran = 1;
    }
}

static void pi_l(void *arg)
{
    uint32_t i;
    (void)arg;
    while (!rb_wait_go(M.go, &M.quit)) {
        M.h_cnt = 0;
        for (i = 0; i < M.count && !M.fail; i++) {
            if (rb_mutex_lock(M.m, T_MS) != 0) {
                M.fail = 1;
                break;
            }
            M.m_ran = 0;
            rb_sem_give(M.sem_h); /* H runs, blocks on the mutex, L inherits H's priority */
            rb_sem_give(M.sem_m); /* M is ready: it must not run while L holds the mutex */
            M.iters++;
            if (M.h_waiting)
                M.contended++;
            if (!M.m_ran)
                M.pi_held++;
            M.owner_prio = rb_task_priority(0); /* the kernel's view of L's priority now */
            if (M.owner_prio >= 0) {
                M.prio_known = 1;
                if (M.owner_prio >= 4)
                    M.prio_raised++;
            }
            RB_TS_PUBLISH(M.t0);
            rb_mutex_unlock(M.m);
            if (M.h_cnt != i + 1)
                M.not_preempted++;
        }
        rb_sem_give(M.done);
    }
}

static int setup_pi(rb_ctx_t *ctx)
{
    memset((void *)&M, 0, sizeof M);
    M.ctx = ctx;
    M.m = rb_mutex_create(1);
    M.go = rb_sem_create(0, 1);
    M.sem_h = rb_sem_create(0, 1);
    M.sem_m = rb_sem_create(0, 1);
    M.done = rb_sem_create(0, 1);
    if (!M.m || !M.go || !M.sem_h || !M.sem_m || !M.done)
        return -1;
    M.th = rb_spawn(0, "pi_h", pi_h, 0, 4);
    M.tm = rb_spawn(1, "pi_m", pi_m, 0, 3);
    M.tl = rb_spawn(2, "pi_l", pi_l, 0, 2);
    return M.th && M.tm && M.tl ? 0 : -1;
}

static int run_pi(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    (void)ctx;
    M.out = out;
    M.count = count;
    rb_sem_give(M.go);
    if (rb_sem_take(M.done, T_MS) != 0)
        return -1;
    return M.fail ? -1 : 0;
}

static void teardown_pi(rb_ctx_t *ctx)
{
    M.quit = 1;
    rb_sem_give(M.go);
    rb_sem_give(M.sem_h);
    rb_sem_give(M.sem_m);
    rb_reap(M.tl);
    rb_reap(M.tm);
    rb_reap(M.th);
    rb_mutex_delete(M.m);
    rb_sem_delete(M.go);
    rb_sem_delete(M.sem_h);
    rb_sem_delete(M.sem_m);
    rb_sem_delete(M.done);
    rb_chk(ctx, "contended", M.contended == M.iters, 1);
    /* pi_raised: M never ran while L held the mutex and, where the kernel reports effective
     * priorities, L's priority was H's (4) each time; owner_prio: the last one seen (-1:
     * the kernel cannot tell). */
    rb_chk(ctx, "pi_raised", M.pi_held == M.iters && (!M.prio_known || M.prio_raised == M.iters),
           1);
    rb_chk(ctx, "owner_prio", M.owner_prio, 0);
    rb_chk(ctx, "preempted", M.not_preempted == 0, 1);
}

const rb_case_t rb_case_mutex_pi = {
    .id = "mutex_pi",
    .need = RB_F_TASKS | RB_F_MUTEX_PI | RB_F_SEM | RB_F_PRIO | RB_F_JOIN,
    .switches = 1,
    .chain = RB_CHAIN_XTASK,
    .setup = setup_pi,
    .run = run_pi,
    .teardown = teardown_pi,
};

/* ---- irq_to_task: NVIC pend -> ISR gives a semaphore -> waiting high task runs ---- */

static struct {
    rb_ctx_t *ctx;
    rb_task_t *th, *tt;
    rb_sem_t *go, *sem, *done;
    volatile int quit;
    uint32_t *out, count;
    volatile uint32_t cnt, not_preempted;
} I;

static void irq_isr(void *arg)
{
    (void)arg;
    rb_sem_give_from_isr(I.sem);
}

static void irq_h(void *arg)
{
    (void)arg;
    for (;;) {
        rb_ts_t t1;
        int r = rb_sem_take(I.sem, 1000);
        RB_WINDOW_END(I.ctx, t1); /* stamp first, the checks after */
        if (I.quit)
            return;
        if (r != 0)
            continue;
        I.out[rb_clamp_index(I.cnt, I.count)] = rb_ts_diff(t1, rb_port_trigger_ts());
        I.cnt++;
    }
}

static void irq_t(void *arg)
{
    uint32_t i;
    (void)arg;
    while (!rb_wait_go(I.go, &I.quit)) {
        I.cnt = 0;
        for (i = 0; i < I.count; i++) {
            rb_irq_trigger();
            if (I.cnt != i + 1)
                I.not_preempted++;
        }
        rb_sem_give(I.done);
    }
}

static int setup_irq_task(rb_ctx_t *ctx)
{
    memset((void *)&I, 0, sizeof I);
    I.ctx = ctx;
    rb_case_sfield(ctx, "trigger", "nvic_stir");
    I.go = rb_sem_create(0, 1);
    I.sem = rb_sem_create(0, 1);
    I.done = rb_sem_create(0, 1);
    if (!I.go || !I.sem || !I.done || rb_irq_attach(irq_isr, 0) != 0)
        return -1;
    I.th = rb_spawn(0, "irq_h", irq_h, 0, 4);
    I.tt = rb_spawn(1, "irq_t", irq_t, 0, 2);
    return I.th && I.tt ? 0 : -1;
}

static int run_irq_task(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    (void)ctx;
    I.out = out;
    I.count = count;
    rb_sem_give(I.go);
    return rb_sem_take(I.done, T_MS);
}

static void teardown_irq_task(rb_ctx_t *ctx)
{
    I.quit = 1;
    rb_sem_give(I.go);
    rb_sem_give(I.sem);
    rb_reap(I.th);
    rb_reap(I.tt);
    rb_irq_detach();
    rb_sem_delete(I.go);
    rb_sem_delete(I.sem);
    rb_sem_delete(I.done);
    rb_chk(ctx, "preempted", I.not_preempted == 0, 1);
}

const rb_case_t rb_case_irq_to_task = {
    .id = "irq_to_task",
    .need = RB_F_TASKS | RB_F_IRQ | RB_F_SEM | RB_F_PRIO | RB_F_JOIN,
    .switches = 1,
    .chain = RB_CHAIN_XTASK, /* the port's trigger publishes the start stamp */
    .setup = setup_irq_task,
    .run = run_irq_task,
    .teardown = teardown_irq_task,
};
