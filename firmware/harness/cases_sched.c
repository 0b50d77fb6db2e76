/* rtosbench firmware, bench_case layer: scheduling cases (yield round trip, single switch,
 * preemption by resume, semaphore give to a higher-priority waiter, semaphore ping-pong).
 * Workers run at priorities above the harness task (1); they wait for a "go" per window and
 * poll a quit flag between windows. */
#include "rb_harness.h"

#define T_MS RB_RUN_TIMEOUT_MS

/* ---- yield_round_trip (mode 0) and context_switch (mode 1): A and B at equal priority ----
 * An iteration counts only when B ran exactly once during A's yield; otherwise (a kernel tick
 * time-sliced between them, or the yield did not switch) it is a misalternation: counted, its
 * sample discarded and the iteration repeated, so every sample is one clean iteration of this
 * case. context_switch: A publishes its stamp, B stamps first thing after its rb_yield returns
 * and publishes it; A takes the sample only if B's stamp lies between A's stamp and A's return
 * (a stamp B took before a time slice is never paired with a later one). */

#ifndef RB_TEST_SLICE_EVERY
#define RB_TEST_SLICE_EVERY 0 /* test builds: B yields once more every k-th time (a time slice) */
#endif

static struct {
    rb_ctx_t *ctx;
    rb_task_t *ta, *tb;
    rb_sem_t *go_a, *go_b, *ready, *bdone, *done;
    volatile int quit, stop, fail, abandoned;
    uint32_t *out, count;
    volatile uint32_t b_cnt, misalt, iters;
    volatile rb_ts_t t0, t1;
    int mode;
} Y;

static void yield_a(void *arg)
{
    uint32_t i, last_b, b, sample = 0, wmis;
    (void)arg;
    while (!rb_wait_go(Y.go_a, &Y.quit)) {
        Y.stop = 0;
        Y.b_cnt = 0;
        rb_sem_give(Y.go_b);
        if (rb_sem_take(Y.ready, T_MS) != 0) {
            Y.fail = 1;
            rb_sem_give(Y.done);
            continue;
        }
        last_b = Y.b_cnt;
        wmis = 0;
        for (i = 0; i < Y.count;) {
            int ok;
            if (Y.mode == 0) {
                rb_ts_t t0 = rb_ts_open(), t1;
                rb_yield();
                RB_INJECT(Y.ctx);
                t1 = rb_ts_close();
                sample = rb_ts_diff(t1, t0);
                b = Y.b_cnt;
                ok = b - last_b == 1;
            } else {
                rb_ts_t back, t0, t1;
                RB_TS_PUBLISH(Y.t0);
                rb_yield();
                back = rb_ts();
                b = Y.b_cnt;
                t0 = Y.t0;
                t1 = Y.t1;
                /* B's stamp must lie between A's stamp and A's return (unsigned, wrap-safe;
                 * rb_ts_diff only on a pair in order: the host counts saturations). */
                ok = b - last_b == 1 && (rb_ts_t)(t1 - t0) <= (rb_ts_t)(back - t0);
                if (ok)
                    sample = rb_ts_diff(t1, t0);
            }
            last_b = b;
            Y.iters++;
            if (ok) {
                Y.out[i++] = sample;
                continue;
            }
            /* B ran twice, late or not at all: not a sample of one switch. After twice the
             * window's count of them the yield evidently does not alternate: the rest of the
             * window is zero (never another case's data) and `alternated` fails. */
            Y.misalt++;
            if (++wmis > 2u * Y.count + 16u) {
                Y.abandoned = 1;
                for (; i < Y.count; i++)
                    Y.out[i] = 0;
            }
        }
        Y.stop = 1;
        rb_yield();
        if (rb_sem_take(Y.bdone, T_MS) != 0)
            Y.fail = 1;
        rb_sem_give(Y.done);
    }
}

static void yield_b(void *arg)
{
    uint32_t k = 0;
    (void)arg;
    while (!rb_wait_go(Y.go_b, &Y.quit)) {
        rb_sem_give(Y.ready);
        if (Y.mode == 0) {
            for (;;) {
                rb_yield();
                if (Y.stop)
                    break;
                Y.b_cnt++;
            }
        } else {
            for (;;) {
                rb_ts_t t1;
                rb_yield();
                /* The window ends here: stamp first, then publish it; bookkeeping after. */
                RB_WINDOW_END(Y.ctx, t1);
                Y.t1 = t1;
                if (Y.stop)
                    break;
                if (RB_TEST_SLICE_EVERY && ++k % (RB_TEST_SLICE_EVERY + 0u) == 0)
                    rb_yield(); /* test builds: a time slice before B's bookkeeping */
                Y.b_cnt++;
            }
        }
        rb_sem_give(Y.bdone);
    }
}

static int setup_yield_mode(rb_ctx_t *ctx, int mode)
{
    Y.ctx = ctx;
    Y.mode = mode;
    Y.quit = Y.fail = 0;
    Y.misalt = Y.iters = 0;
    Y.abandoned = 0;
    Y.t0 = Y.t1 = 0;
    Y.go_a = rb_sem_create(0, 1);
    Y.go_b = rb_sem_create(0, 1);
    Y.ready = rb_sem_create(0, 1);
    Y.bdone = rb_sem_create(0, 1);
    Y.done = rb_sem_create(0, 1);
    if (!Y.go_a || !Y.go_b || !Y.ready || !Y.bdone || !Y.done)
        return -1;
    Y.ta = rb_spawn(0, "yield_a", yield_a, 0, 3);
    Y.tb = rb_spawn(1, "yield_b", yield_b, 0, 3);
    return Y.ta && Y.tb ? 0 : -1;
}

static int setup_yield(rb_ctx_t *ctx)
{
    return setup_yield_mode(ctx, 0);
}
static int setup_switch(rb_ctx_t *ctx)
{
    return setup_yield_mode(ctx, 1);
}

static int run_yield(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    (void)ctx;
    Y.out = out;
    Y.count = count;
    rb_sem_give(Y.go_a);
    if (rb_sem_take(Y.done, T_MS) != 0)
        return -1;
    return Y.fail ? -1 : 0;
}

static void teardown_yield(rb_ctx_t *ctx)
{
    Y.quit = 1;
    rb_sem_give(Y.go_a);
    rb_sem_give(Y.go_b);
    rb_reap(Y.ta);
    rb_reap(Y.tb);
    rb_sem_delete(Y.go_a);
    rb_sem_delete(Y.go_b);
    rb_sem_delete(Y.ready);
    rb_sem_delete(Y.bdone);
    rb_sem_delete(Y.done);
    /* A yield that does not switch misalternates every iteration (the window is abandoned);
     * time slicing by the tick only a few (one or two per tick): with strict priorities,
     * alternated fails above 5 % of the iterations (each misalternated one was repeated, so
     * iters counts them too). Without them (posix under SCHED_OTHER) other processes may run
     * between the yields: those iterations are counted and repeated, never kept. */
    rb_chk(ctx, "alternated",
           !Y.abandoned && (!(rb_k_features() & RB_F_PRIO) || (uint64_t)Y.misalt * 20u <= Y.iters),
           1);
    rb_chk(ctx, "misalternations", Y.misalt, 0);
}

const rb_case_t rb_case_yield_round_trip = {
    .id = "yield_round_trip",
    .need = RB_F_TASKS | RB_F_YIELD | RB_F_SEM | RB_F_JOIN,
    .switches = 2,
    .setup = setup_yield,
    .run = run_yield,
    .teardown = teardown_yield,
};

/* The lab variant RB_LAB_SWITCH_AS_ROUND_TRIP (trap 1) times the round trip under this name;
 * its CASE line says so (switches=2). */
const rb_case_t rb_case_context_switch = {
    .id = "context_switch",
    .need = RB_F_TASKS | RB_F_YIELD | RB_F_SEM | RB_F_JOIN,
#if RB_LAB_SWITCH_AS_ROUND_TRIP
    .switches = 2,
    .setup = setup_yield,
#else
    .switches = 1,
    .chain = RB_CHAIN_XTASK,
    .setup = setup_switch,
#endif
    .run = run_yield,
    .teardown = teardown_yield,
};

/* ---- preempt_resume: low L (2) resumes high H (4), which suspended itself; the window ends
 * when H runs. R-Rhealstone's "task preempt" (rst_task_resume). ---- */

static struct {
    rb_ctx_t *ctx;
    rb_task_t *tl, *th;
    rb_sem_t *go, *done;
    volatile int quit;
    uint32_t *out, count;
    volatile uint32_t h_cnt, not_preempted;
    volatile rb_ts_t t0;
} P;

/* The window ends right after the kernel call returns (stamp first, then the checks). */
static void preempt_h(void *arg)
{
    (void)arg;
    for (;;) {
        rb_ts_t t1;
        rb_task_suspend(0);
        RB_WINDOW_END(P.ctx, t1);
        if (P.quit)
            return;
        P.out[rb_clamp_index(P.h_cnt, P.count)] = rb_ts_diff(t1, P.t0);
        P.h_cnt++;
    }
}

static void preempt_l(void *arg)
{
    uint32_t i;
    (void)arg;
    while (!rb_wait_go(P.go, &P.quit)) {
        P.h_cnt = 0;
        for (i = 0; i < P.count; i++) {
            RB_TS_PUBLISH(P.t0);
            rb_task_resume(P.th);
            if (P.h_cnt != i + 1)
                P.not_preempted++;
        }
        rb_sem_give(P.done);
    }
}

static int setup_preempt(rb_ctx_t *ctx)
{
    P.ctx = ctx;
    P.quit = 0;
    P.not_preempted = 0;
    P.go = rb_sem_create(0, 1);
    P.done = rb_sem_create(0, 1);
    if (!P.go || !P.done)
        return -1;
    P.th = rb_spawn(0, "preempt_h", preempt_h, 0, 4); /* runs first and suspends itself */
    P.tl = rb_spawn(1, "preempt_l", preempt_l, 0, 2);
    return P.th && P.tl ? 0 : -1;
}

static int run_preempt(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    (void)ctx;
    P.out = out;
    P.count = count;
    rb_sem_give(P.go);
    return rb_sem_take(P.done, T_MS);
}

static void teardown_preempt(rb_ctx_t *ctx)
{
    P.quit = 1;
    rb_sem_give(P.go);
    rb_task_resume(P.th);
    rb_reap(P.th);
    rb_reap(P.tl);
    rb_sem_delete(P.go);
    rb_sem_delete(P.done);
    rb_chk(ctx, "preempted", P.not_preempted == 0, 1);
}

const rb_case_t rb_case_preempt_resume = {
    .id = "preempt_resume",
    .need = RB_F_TASKS | RB_F_SUSPEND | RB_F_SEM | RB_F_PRIO | RB_F_JOIN,
    .switches = 1,
    .chain = RB_CHAIN_XTASK,
    .setup = setup_preempt,
    .run = run_preempt,
    .teardown = teardown_preempt,
};

/* ---- sem_give_wake: low L (2) gives a semaphore that high H (4) waits on; the window runs
 * from before the give to H's first instruction after its take returns (one switch). The
 * GD32F103 article's "semaphore give -> higher-priority waiter running"; rtos-benchmark's
 * "Semaphore stats / Give (context switch)". Checks: H was waiting in its take at every give
 * (waiting), H ran before L's give returned (woken_first), one wake per give and no take
 * timed out (alternated; wakes and timeouts are counted). ---- */

static struct {
    rb_ctx_t *ctx;
    rb_task_t *tl, *th;
    rb_sem_t *go, *sem, *done;
    volatile int quit, h_in_take;
    uint32_t *out, count;
    volatile uint32_t h_cnt, wakes, timeouts, not_waiting, not_first, misalt;
    volatile rb_ts_t t0;
} W;

static void wake_h(void *arg)
{
    (void)arg;
    for (;;) {
        rb_ts_t t1;
        int r;
        W.h_in_take = 1;
        r = rb_sem_take(W.sem, 1000);
        RB_WINDOW_END(W.ctx, t1); /* stamp first, the checks after */
        W.h_in_take = 0;
        if (W.quit)
            return;
        if (r != 0) {
            W.timeouts++;
            continue;
        }
        W.out[rb_clamp_index(W.h_cnt, W.count)] = rb_ts_diff(t1, W.t0);
        W.h_cnt++;
        W.wakes++;
    }
}

static void wake_l(void *arg)
{
    uint32_t i;
    (void)arg;
    while (!rb_wait_go(W.go, &W.quit)) {
        W.h_cnt = 0;
        for (i = 0; i < W.count; i++) {
            if (!W.h_in_take)
                W.not_waiting++;
            RB_TS_PUBLISH(W.t0);
            rb_sem_give(W.sem);
            if (W.h_cnt != i + 1) {
                if (W.h_cnt == i)
                    W.not_first++; /* H did not run before the give returned */
                else
                    W.misalt++;
            }
        }
        rb_sem_give(W.done);
    }
}

static int setup_wake(rb_ctx_t *ctx)
{
    W.ctx = ctx;
    W.quit = W.h_in_take = 0;
    W.wakes = W.timeouts = W.not_waiting = W.not_first = W.misalt = 0;
    W.go = rb_sem_create(0, 1);
    W.sem = rb_sem_create(0, 1);
    W.done = rb_sem_create(0, 1);
    if (!W.go || !W.sem || !W.done)
        return -1;
    W.th = rb_spawn(0, "wake_h", wake_h, 0, 4); /* runs first and blocks in its take */
    W.tl = rb_spawn(1, "wake_l", wake_l, 0, 2);
    return W.th && W.tl ? 0 : -1;
}

static int run_wake(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    (void)ctx;
    W.out = out;
    W.count = count;
    rb_sem_give(W.go);
    return rb_sem_take(W.done, T_MS);
}

static void teardown_wake(rb_ctx_t *ctx)
{
    uint32_t gives = W.wakes; /* before the quit give below */
    W.quit = 1;
    rb_sem_give(W.go);
    rb_sem_give(W.sem);
    rb_reap(W.th);
    rb_reap(W.tl);
    rb_sem_delete(W.go);
    rb_sem_delete(W.sem);
    rb_sem_delete(W.done);
    rb_chk(ctx, "waiting", W.not_waiting == 0, 1);
    rb_chk(ctx, "woken_first", W.not_first == 0, 1);
    rb_chk(ctx, "alternated", W.misalt == 0 && W.timeouts == 0, 1);
    rb_chk(ctx, "wakes", gives, 0);
    rb_chk(ctx, "timeouts", W.timeouts, 0);
}

const rb_case_t rb_case_sem_give_wake = {
    .id = "sem_give_wake",
    .need = RB_F_TASKS | RB_F_SEM | RB_F_PRIO | RB_F_JOIN,
    .switches = 1,
    .chain = RB_CHAIN_XTASK,
    .setup = setup_wake,
    .run = run_wake,
    .teardown = teardown_wake,
};

/* ---- sem_ping_pong: A gives s1 to B (higher), B gives s2 back; round trip in A ---- */

static struct {
    rb_ctx_t *ctx;
    rb_task_t *ta, *tb;
    rb_sem_t *go, *s1, *s2, *done;
    volatile int quit, fail;
    uint32_t *out, count;
    volatile uint32_t a_cnt, b_cnt, misalt;
} S;

static void ping_b(void *arg)
{
    (void)arg;
    for (;;) {
        if (rb_sem_take(S.s1, 1000) != 0) {
            if (S.quit)
                return;
            continue;
        }
        if (S.quit)
            return;
        S.b_cnt++;
        rb_sem_give(S.s2);
    }
}

static void ping_a(void *arg)
{
    uint32_t i;
    (void)arg;
    while (!rb_wait_go(S.go, &S.quit)) {
        for (i = 0; i < S.count; i++) {
            rb_ts_t t0 = rb_ts_open(), t1;
            int r;
            rb_sem_give(S.s1);
            r = rb_sem_take(S.s2, T_MS);
            RB_INJECT(S.ctx);
            t1 = rb_ts_close();
            if (r != 0) {
                S.fail = 1;
                break;
            }
            S.out[i] = rb_ts_diff(t1, t0);
            S.a_cnt++;
            if (S.a_cnt != S.b_cnt)
                S.misalt++;
        }
        rb_sem_give(S.done);
    }
}

static int setup_ping(rb_ctx_t *ctx)
{
    S.ctx = ctx;
    S.quit = S.fail = 0;
    S.a_cnt = S.b_cnt = S.misalt = 0;
    S.go = rb_sem_create(0, 1);
    S.s1 = rb_sem_create(0, 1);
    S.s2 = rb_sem_create(0, 1);
    S.done = rb_sem_create(0, 1);
    if (!S.go || !S.s1 || !S.s2 || !S.done)
        return -1;
    S.tb = rb_spawn(0, "ping_b", ping_b, 0, 3);
    S.ta = rb_spawn(1, "ping_a", ping_a, 0, 2);
    return S.ta && S.tb ? 0 : -1;
}

static int run_ping(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    (void)ctx;
    S.out = out;
    S.count = count;
    rb_sem_give(S.go);
    if (rb_sem_take(S.done, T_MS) != 0)
        return -1;
    return S.fail ? -1 : 0;
}

static void teardown_ping(rb_ctx_t *ctx)
{
    S.quit = 1;
    rb_sem_give(S.go);
    rb_sem_give(S.s1);
    rb_reap(S.ta);
    rb_reap(S.tb);
    rb_sem_delete(S.go);
    rb_sem_delete(S.s1);
    rb_sem_delete(S.s2);
    rb_sem_delete(S.done);
    rb_chk(ctx, "alternated", S.misalt == 0, 1);
}

const rb_case_t rb_case_sem_ping_pong = {
    .id = "sem_ping_pong",
    .need = RB_F_TASKS | RB_F_SEM | RB_F_JOIN,
    .switches = 2,
    .setup = setup_ping,
    .run = run_ping,
    .teardown = teardown_ping,
};
