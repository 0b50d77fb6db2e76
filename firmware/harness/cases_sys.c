/* rtosbench firmware, bench_case layer: tick jitter under load, thread lifecycle, the general
 * allocator (heap_*) and the fixed-block pool (pool_*). */
#include <string.h>

#include "rb_harness.h"

#define T_MS RB_RUN_TIMEOUT_MS

/* ---- tick_jitter: a high task (4) wakes every tick (absolute delay) while a low task (2)
 * keeps the CPU busy (it sleeps one tick in every 8, so that a real-time throttle such as
 * Linux's 95 % RT budget does not stop both). A sample is the deviation of one tick period from
 * the nominal one, |period - nominal| in timer counts (CASE nominal=, COND tick_us=); the
 * period is the difference of two timestamps of the same chain, so the chain cancels. ---- */

/* The load must run in every measured period (chk.loaded, chk.unloaded_periods): the jitter
 * task compares the load's counter at each wake with the one of the wake before. A board whose
 * host throttles real-time tasks (RB_PORT_LOAD_REST_EVERY, the host: Linux's 95 % RT budget)
 * lets the load rest one tick after every that many periods; those periods are counted apart
 * (chk.rest_periods) and only they may be unloaded. */
#ifndef RB_PORT_LOAD_REST_EVERY
#define RB_PORT_LOAD_REST_EVERY 0 /* never rests: an RTOS has no throttle */
#endif
#ifndef RB_PORT_PERIODS_MAY_LAPSE
#define RB_PORT_PERIODS_MAY_LAPSE 0 /* a board: nothing but the kernel takes the CPU */
#endif

static struct {
    rb_ctx_t *ctx;
    rb_task_t *tj, *tl;
    rb_sem_t *go, *go_load, *done;
    volatile int quit, stop, resting;
    uint32_t *out, count, nominal;
    volatile uint32_t load_iters, ticks, periods, unloaded, rests, rests_ended;
} J;

static void jitter_load(void *arg)
{
    (void)arg;
    while (!rb_wait_go(J.go_load, &J.quit)) {
        volatile uint32_t x = 1;
        uint32_t last = J.ticks;
        while (!J.stop) {
            x = x * 1103515245u + 12345u;
            J.load_iters++;
#if RB_PORT_LOAD_REST_EVERY > 0
            if (J.ticks - last >= RB_PORT_LOAD_REST_EVERY) {
                last = J.ticks;
                J.resting = 1;
                rb_sleep_ms(rb_tick_period_us() / 1000u + 1u);
                J.rests_ended++; /* before resting clears: a wake between them sees one */
                J.resting = 0;
            }
#endif
        }
        (void)last;
    }
}

static void jitter_task(void *arg)
{
    uint32_t i;
    (void)arg;
    while (!rb_wait_go(J.go, &J.quit)) {
        uint64_t wake = 0;
        rb_ts_t prev, now;
        uint32_t last_seen, last_ended;
        J.stop = 0;
        rb_sem_give(J.go_load); /* the load runs whenever this task sleeps */
        rb_delay_until_ticks(&wake, 1);
        prev = rb_ts();
        last_seen = J.load_iters;
        last_ended = J.rests_ended;
        for (i = 0; i < J.count; i++) {
            uint32_t period, seen, ended;
            int rested;
            rb_delay_until_ticks(&wake, 1);
            now = rb_ts();
            /* A period rested when the load is resting now or its rest ended in the period:
             * the jitter task (higher priority) may wake between the load's return from its
             * sleep and its next iteration. */
            rested = J.resting;
            ended = J.rests_ended; /* read after resting: see the load's order */
            rested |= ended != last_ended;
            last_ended = ended;
            seen = J.load_iters;
            period = rb_ts_diff(now, prev);
            J.out[i] = period >= J.nominal ? period - J.nominal : J.nominal - period;
            prev = now;
            J.ticks++;
            J.periods++;
            if (rested)
                J.rests++;
            else if (seen == last_seen)
                J.unloaded++; /* the load did not run in this period */
            last_seen = seen;
        }
        J.stop = 1;
        rb_sem_give(J.done);
    }
}

static int setup_jitter(rb_ctx_t *ctx)
{
    memset((void *)&J, 0, sizeof J);
    J.ctx = ctx;
    J.nominal = rb_tick_period_us() * RB_PORT_TS_PER_US; /* the nominal period in counts */
    rb_case_field(ctx, "tick_us", rb_tick_period_us());
    rb_case_field(ctx, "nominal", J.nominal);
    J.go = rb_sem_create(0, 1);
    J.go_load = rb_sem_create(0, 1);
    J.done = rb_sem_create(0, 1);
    if (!J.go || !J.go_load || !J.done)
        return -1;
    J.tj = rb_spawn(0, "jitter", jitter_task, 0, 4);
    J.tl = rb_spawn(1, "load", jitter_load, 0, 2);
    return J.tj && J.tl ? 0 : -1;
}

static int run_jitter(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    (void)ctx;
    J.out = out;
    J.count = count;
    rb_sem_give(J.go);
    return rb_sem_take(J.done, T_MS + count * (rb_tick_period_us() / 1000u + 1u) * 4u);
}

static void teardown_jitter(rb_ctx_t *ctx)
{
    J.quit = 1;
    J.stop = 1;
    rb_sem_give(J.go);
    rb_sem_give(J.go_load);
    rb_reap(J.tj);
    rb_reap(J.tl);
    rb_sem_delete(J.go);
    rb_sem_delete(J.go_load);
    rb_sem_delete(J.done);
    /* With strict priorities the load runs whenever the tick task sleeps: every period. Without
     * them (posix under SCHED_OTHER) other processes may take a whole period: counted, and
     * only a load that never ran fails. A port whose periods may lapse even with strict
     * priorities (RB_PORT_PERIODS_MAY_LAPSE: the host, where interrupts and a virtual
     * machine's stolen time take whole periods from both tasks) needs the load in at least
     * half of them. */
    rb_chk(ctx, "loaded",
           J.periods > 0 && (!(rb_k_features() & RB_F_PRIO) ? J.unloaded < J.periods
                             : RB_PORT_PERIODS_MAY_LAPSE    ? J.unloaded * 2u < J.periods
                                                            : J.unloaded == 0),
           1);
    rb_chk(ctx, "unloaded_periods", J.unloaded, 0);
    rb_chk(ctx, "rest_periods", J.rests, 0);
}

const rb_case_t rb_case_tick_jitter = {
    .id = "tick_jitter",
    .need = RB_F_TASKS | RB_F_TICK | RB_F_SEM | RB_F_JOIN,
    .max_n = RB_TICK_JITTER_MAX_N,
    .max_warmup = 10,
    .no_overhead = 1,
    .setup = setup_jitter,
    .run = run_jitter,
    .teardown = teardown_jitter,
};

/* ---- thread_create / thread_join: parent P (3) creates a child (2) that returns at once;
 * create is the kernel's create call (the child does not run yet), join the wait until it has
 * run and ended. ---- */

static struct {
    rb_ctx_t *ctx;
    rb_task_t *tp;
    rb_sem_t *go, *done;
    volatile int quit, fail, mode;
    uint32_t *out, count;
    volatile uint32_t created, child_runs;
} L;

RB_STACK_DEFINE(g_child_stack, RB_TASK_STACK);

static void child_fn(void *arg)
{
    (void)arg;
    L.child_runs++;
}

/* One window per mode, each the LOCAL chain (stamp, kernel call, injected print, stamp); the
 * other call of the iteration runs outside any window. The adapter's bookkeeping is outside
 * the windows too (issue 32): create's slot claim (rb_task_prepare) runs before the start
 * stamp, join's release of the ended child (rb_task_release) after the end stamp. */
static int life_create_window(uint32_t i)
{
    rb_ts_t t0, t1;
    rb_task_t *p, *c;
    p = rb_task_prepare("child", child_fn, 0, 2, g_child_stack, sizeof g_child_stack);
    if (!p)
        return -1;
    t0 = rb_ts_open();
    c = rb_task_start(p);
    RB_INJECT(L.ctx);
    t1 = rb_ts_close();
    if (!c)
        return -1;
    L.created++;
    L.out[i] = rb_ts_diff(t1, t0);
    return rb_task_join(c, T_MS);
}

static int life_join_window(uint32_t i)
{
    rb_ts_t t0, t1;
    rb_task_t *c;
    int r;
    c = rb_task_create("child", child_fn, 0, 2, g_child_stack, sizeof g_child_stack);
    if (!c)
        return -1;
    L.created++;
    t0 = rb_ts_open();
    r = rb_task_wait(c, T_MS);
    RB_INJECT(L.ctx);
    t1 = rb_ts_close();
    if (r != 0)
        return -1;
    rb_task_release(c);
    L.out[i] = rb_ts_diff(t1, t0);
    return 0;
}

static void parent_fn(void *arg)
{
    uint32_t i;
    (void)arg;
    while (!rb_wait_go(L.go, &L.quit)) {
        for (i = 0; i < L.count; i++) {
            if ((L.mode == 0 ? life_create_window(i) : life_join_window(i)) != 0) {
                L.fail = 1;
                break;
            }
        }
        rb_sem_give(L.done);
    }
}

static int setup_life(rb_ctx_t *ctx, int mode)
{
    memset((void *)&L, 0, sizeof L);
    L.ctx = ctx;
    L.mode = mode;
    L.go = rb_sem_create(0, 1);
    L.done = rb_sem_create(0, 1);
    if (!L.go || !L.done)
        return -1;
    L.tp = rb_spawn(0, "parent", parent_fn, 0, 3);
    return L.tp ? 0 : -1;
}

static int setup_create(rb_ctx_t *ctx)
{
    return setup_life(ctx, 0);
}
static int setup_join(rb_ctx_t *ctx)
{
    return setup_life(ctx, 1);
}

static int run_life(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    (void)ctx;
    L.out = out;
    L.count = count;
    rb_sem_give(L.go);
    if (rb_sem_take(L.done, T_MS) != 0)
        return -1;
    return L.fail ? -1 : 0;
}

static void teardown_life(rb_ctx_t *ctx)
{
    L.quit = 1;
    rb_sem_give(L.go);
    rb_reap(L.tp);
    rb_sem_delete(L.go);
    rb_sem_delete(L.done);
    rb_chk(ctx, "child_ran", L.child_runs == L.created, 1);
}

#define RB_LIFE_NEEDS (RB_F_TASKS | RB_F_JOIN | RB_F_SEM)

const rb_case_t rb_case_thread_create = {
    .id = "thread_create",
    .need = RB_LIFE_NEEDS,
    .setup = setup_create,
    .run = run_life,
    .teardown = teardown_life,
};

const rb_case_t rb_case_thread_join = {
    .id = "thread_join",
    .need = RB_LIFE_NEEDS,
    .setup = setup_join,
    .run = run_life,
    .teardown = teardown_life,
};

/* ---- heap_alloc / heap_free: one 128-byte block from the kernel's general-purpose allocator.
 * A fixed-block pool is not a heap (docs/cases.md): setup checks that the
 * allocator serves other sizes too (chk.general: 16 and 300 bytes at once, outside any
 * window). ---- */

static uint32_t g_heap_bad;
static int g_heap_general;

static int setup_heap(rb_ctx_t *ctx)
{
    void *a = rb_heap_alloc(16), *b = rb_heap_alloc(300);
    g_heap_bad = 0;
    g_heap_general = a && b;
    if (a)
        rb_heap_free(a);
    if (b)
        rb_heap_free(b);
    rb_case_field(ctx, "bytes", 128);
    return 0;
}

static int run_alloc(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    void *p = 0;
    RB_SAMPLE_LOOP(ctx, out, count, (void)0, p = rb_heap_alloc(128), {
        if (p)
            rb_heap_free(p);
        else
            g_heap_bad++;
    });
    return 0;
}

static int run_free(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    void *p = 0;
    RB_SAMPLE_LOOP(
        ctx, out, count,
        {
            p = rb_heap_alloc(128);
            if (!p)
                g_heap_bad++;
        },
        rb_heap_free(p), (void)0);
    return 0;
}

static void teardown_heap(rb_ctx_t *ctx)
{
    rb_chk(ctx, "alloc_ok", g_heap_bad == 0, 1);
    rb_chk(ctx, "general", g_heap_general, 1);
}

const rb_case_t rb_case_heap_alloc = {
    .id = "heap_alloc",
    .need = RB_F_HEAP,
    .setup = setup_heap,
    .run = run_alloc,
    .teardown = teardown_heap,
};

const rb_case_t rb_case_heap_free = {
    .id = "heap_free",
    .need = RB_F_HEAP,
    .setup = setup_heap,
    .run = run_free,
    .teardown = teardown_heap,
};

/* ---- pool_alloc / pool_free: one block from the kernel's fixed-block pool of RB_POOL_BLOCKS
 * blocks of 128 bytes, created in setup (outside any window). Checks: every window's call
 * succeeded (alloc_ok) and the pool is one of fixed blocks (fixed_blocks: in setup, exactly
 * RB_POOL_BLOCKS allocations succeed and the next fails; all are then returned). ---- */

#define RB_POOL_BLOCKS 8

static rb_pool_t *g_pool;
static uint32_t g_pool_bad;
static unsigned g_pool_capacity;

static int setup_pool(rb_ctx_t *ctx)
{
    void *blk[RB_POOL_BLOCKS + 1];
    unsigned k;
    g_pool_bad = 0;
    g_pool_capacity = 0;
    g_pool = rb_pool_create(128, RB_POOL_BLOCKS);
    if (!g_pool)
        return -1;
    for (k = 0; k < RB_POOL_BLOCKS + 1u; k++) {
        blk[k] = rb_pool_alloc(g_pool);
        if (!blk[k])
            break;
    }
    g_pool_capacity = k;
    while (k > 0)
        rb_pool_free(g_pool, blk[--k]);
    rb_case_field(ctx, "bytes", 128);
    rb_case_field(ctx, "blocks", RB_POOL_BLOCKS);
    return 0;
}

static int run_pool_alloc(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    void *p = 0;
    RB_SAMPLE_LOOP(ctx, out, count, (void)0, p = rb_pool_alloc(g_pool), {
        if (p)
            rb_pool_free(g_pool, p);
        else
            g_pool_bad++;
    });
    return 0;
}

static int run_pool_free(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    void *p = 0;
    RB_SAMPLE_LOOP(
        ctx, out, count,
        {
            p = rb_pool_alloc(g_pool);
            if (!p)
                g_pool_bad++;
        },
        rb_pool_free(g_pool, p), (void)0);
    return 0;
}

static void teardown_pool(rb_ctx_t *ctx)
{
    rb_pool_delete(g_pool);
    g_pool = 0;
    rb_chk(ctx, "alloc_ok", g_pool_bad == 0, 1);
    rb_chk(ctx, "fixed_blocks", g_pool_capacity == RB_POOL_BLOCKS, 1);
    rb_chk(ctx, "capacity", g_pool_capacity, 0);
}

const rb_case_t rb_case_pool_alloc = {
    .id = "pool_alloc",
    .need = RB_F_POOL,
    .setup = setup_pool,
    .run = run_pool_alloc,
    .teardown = teardown_pool,
};

const rb_case_t rb_case_pool_free = {
    .id = "pool_free",
    .need = RB_F_POOL,
    .setup = setup_pool,
    .run = run_pool_free,
    .teardown = teardown_pool,
};
