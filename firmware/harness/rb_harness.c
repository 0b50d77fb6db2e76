/* rtosbench firmware, bench_case layer: the case driver (cold sample, warm-up, measurement
 * windows, S lines between windows, END with checks) and the harness task. */
#include "rb_harness.h"

#include <string.h>

#include "rb_build_info.h"
#include "rb_proto.h"

uint32_t rb_overhead;
static uint32_t g_overhead_xtask, g_overhead_irq;
/* used: the window's inline assembly (RB_INJECT, rb_harness.h) names rb_inject_left and
 * rb_inject_fire, which link-time optimisation (RB_LTO=on) cannot see: kept, under their names. */
__attribute__((used)) volatile uint32_t rb_inject_left;

static uint32_t g_samples[RB_SAMPLE_CAP];
static int g_run_started;

/* ---- checks and CASE fields ---- */

void rb_chk(rb_ctx_t *ctx, const char *name, int64_t v, int is_flag)
{
    if (ctx->nchk >= RB_MAX_CHK)
        return;
    ctx->chk_name[ctx->nchk] = name;
    ctx->chk_val[ctx->nchk] = v;
    ctx->chk_is_flag[ctx->nchk] = is_flag;
    ctx->nchk++;
}

void rb_case_field(rb_ctx_t *ctx, const char *key, int64_t v)
{
    if (ctx->nextra >= RB_MAX_EXTRA)
        return;
    ctx->extra_key[ctx->nextra] = key;
    ctx->extra_val[ctx->nextra] = v;
    ctx->extra_sval[ctx->nextra] = 0;
    ctx->nextra++;
}

void rb_case_sfield(rb_ctx_t *ctx, const char *key, const char *v)
{
    rb_case_field(ctx, key, 0);
    if (ctx->nextra && ctx->extra_key[ctx->nextra - 1] == key)
        ctx->extra_sval[ctx->nextra - 1] = v;
}

void rb_inject_print(void)
{
    static const char line[] = "# rtosbench injected print (RB_INJECT_PRINT_EVERY)\n";
    rb_port_write(line, sizeof line - 1);
}

__attribute__((used)) void rb_inject_fire(void)
{
    rb_inject_left = RB_INJECT_PRINT_EVERY;
    rb_inject_print();
}

/* ---- worker stacks ---- */

RB_STACK_DEFINE(g_stack0, RB_TASK_STACK);
RB_STACK_DEFINE(g_stack1, RB_TASK_STACK);
RB_STACK_DEFINE(g_stack2, RB_TASK_STACK);
RB_STACK_DEFINE(g_stack3, RB_TASK_STACK);
static uint64_t *const g_stacks[RB_MAX_WORKERS] = {g_stack0, g_stack1, g_stack2, g_stack3};

rb_task_t *rb_spawn(int slot, const char *name, rb_task_fn fn, void *arg, int prio)
{
    if (slot < 0 || slot >= RB_MAX_WORKERS)
        return 0;
    return rb_task_create(name, fn, arg, prio, g_stacks[slot], sizeof g_stack0);
}

int rb_wait_go(rb_sem_t *go, volatile int *quit)
{
    while (rb_sem_take(go, 1000) != 0)
        if (*quit)
            return 1;
    return *quit;
}

void rb_reap(rb_task_t *t)
{
    if (t && rb_task_join(t, 5000) != 0)
        rb_task_delete(t);
}

/* ---- median (quickselect on a scratch copy) ---- */

static uint32_t median_inplace(uint32_t *a, uint32_t n)
{
    uint32_t lo = 0, hi = n - 1, k = (n - 1) / 2;
    while (lo < hi) {
        uint32_t pivot = a[lo + (hi - lo) / 2], i = lo, j = hi, t;
        while (i <= j) {
            while (a[i] < pivot)
                i++;
            while (a[j] > pivot)
                j--;
            if (i <= j) {
                t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                if (j == 0)
                    break;
                j--;
            }
        }
        if (k <= j)
            hi = j;
        else if (k >= i)
            lo = i;
        else
            break;
    }
    return a[k];
}

/* ---- chain calibration (after cal_timer_read, in the harness task, same loop shape) ---- */

static volatile rb_ts_t g_published;

static void __attribute__((noinline)) calib_xtask(uint32_t *out, uint32_t count)
{
    uint32_t i;
    for (i = 0; i < count; i++) {
        rb_ts_t t1;
        RB_TS_PUBLISH(g_published);
        RB_WINDOW_END((rb_ctx_t *)0, t1);
        out[i] = rb_ts_diff(t1, g_published);
    }
}

static void __attribute__((noinline)) calib_irq(uint32_t *out, uint32_t count)
{
    uint32_t i;
    for (i = 0; i < count; i++) {
        rb_ts_t t1;
        RB_TS_PUBLISH(g_published);
        t1 = rb_ts_close();
        out[i] = rb_ts_diff(t1, g_published);
    }
}

static void calibrate_chains(uint32_t *buf, uint32_t n)
{
    calib_xtask(buf, n);
    g_overhead_xtask = median_inplace(buf, n);
    calib_irq(buf, n);
    g_overhead_irq = median_inplace(buf, n);
}

uint32_t rb_chain_overhead(int chain)
{
    return chain == RB_CHAIN_XTASK ? g_overhead_xtask
           : chain == RB_CHAIN_IRQ ? g_overhead_irq
                                   : rb_overhead;
}

/* ---- fatal path ---- */

static void write_done(const char *status, int cases, int failed)
{
    rb_line_t l;
    rb_line_begin(&l, "DONE");
    rb_line_str(&l, "status", status);
    rb_line_int(&l, "cases", cases);
    rb_line_int(&l, "failed", failed);
    rb_line_end(&l);
}

static void fatal_case(const char *code, const char *msg, const char *case_id)
{
    rb_line_t l;
    rb_line_begin(&l, "ERR");
    rb_line_str(&l, "code", code);
    rb_line_str(&l, "msg", msg);
    if (case_id)
        rb_line_str(&l, "case", case_id);
    rb_line_end(&l);
    write_done("error", 0, 0);
    rb_port_exit(1);
}

static const char *g_current_case;

void rb_harness_fatal(const char *code, const char *msg)
{
    if (!g_run_started) {
        /* Before the harness task ran (e.g. a kernel assert while starting the scheduler):
         * still say why, as a valid run of HELLO, ERR, DONE status=error. */
        rb_line_t l;
        g_run_started = 1;
        rb_proto_reset();
        rb_line_begin(&l, "HELLO");
        rb_line_int(&l, "proto", RB_PROTO_VERSION);
        rb_line_str(&l, "fw", "rtosbench");
        rb_line_str(&l, "fwver", RB_FW_VERSION);
        rb_line_end(&l);
    }
    fatal_case(code, msg, g_current_case);
}

/* ---- the case driver ---- */

static void send_samples(const char *id, uint32_t first, const uint32_t *v, uint32_t n)
{
    uint32_t i;
    for (i = 0; i < n; i += 32) {
        rb_line_t l;
        uint32_t k = n - i < 32 ? n - i : 32;
        rb_line_begin(&l, "S");
        rb_line_str(&l, "case", id);
        rb_line_int(&l, "i", first + i);
        rb_line_list(&l, "v", v + i, k);
        rb_line_end(&l);
    }
}

static void write_unsupported(const char *id, const char *reason)
{
    rb_line_t l;
    rb_line_begin(&l, "CASE");
    rb_line_str(&l, "id", id);
    rb_line_str(&l, "status", "unsupported");
    rb_line_str(&l, "reason", reason);
    rb_line_end(&l);
    rb_line_begin(&l, "END");
    rb_line_str(&l, "case", id);
    rb_line_str(&l, "status", "unsupported");
    rb_line_end(&l);
}

static const char *feature_reason(uint32_t missing)
{
    static const struct {
        uint32_t f;
        const char *why;
    } names[] = {
        {RB_F_TASKS, "no tasks"},
        {RB_F_YIELD, "no yield"},
        {RB_F_SUSPEND, "no suspend/resume"},
        {RB_F_SEM, "no semaphores"},
        {RB_F_MUTEX, "no mutexes"},
        {RB_F_MUTEX_PI, "no priority inheritance"},
        {RB_F_QUEUE, "no queues"},
        {RB_F_IRQ, "no interrupts"},
        {RB_F_HEAP, "no general-purpose kernel allocator"},
        {RB_F_POOL, "no fixed-block kernel pool"},
        {RB_F_JOIN, "no task join"},
        {RB_F_PRIO, "no strict priorities"},
        {RB_F_TICK, "no kernel tick"},
    };
    unsigned i;
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (missing & names[i].f) {
            const char *k = rb_k_reason(names[i].f);
            return k ? k : names[i].why;
        }
    }
    return "unsupported";
}

static void run_or_die(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
#ifdef RB_TEST_POISON
    /* Test builds: every slot starts as this value, so a slot a case did not write is seen. */
    uint32_t i;
    for (i = 0; i < count; i++)
        out[i] = (uint32_t)(RB_TEST_POISON);
#endif
    if (count && ctx->c->run(ctx, out, count) != 0)
        fatal_case("timeout", "case did not complete a window", ctx->c->id);
}

#ifdef RB_GPIO_WINDOWS
/* True when RB_GPIO_WINDOWS ("all" or a comma list of case ids) names the case. */
static int gpio_window_chosen(const char *id)
{
    const char *p = RB_GPIO_WINDOWS;
    const size_t len = strlen(id);
    if (strcmp(p, "all") == 0)
        return 1;
    while (*p) {
        const char *e = strchr(p, ',');
        const size_t k = e ? (size_t)(e - p) : strlen(p);
        if (k == len && strncmp(p, id, k) == 0)
            return 1;
        p += k + (e ? 1 : 0);
    }
    return 0;
}
#endif

int rb_run_case(const rb_case_t *c)
{
    rb_ctx_t ctx;
    rb_line_t l;
    uint32_t missing = c->need & ~rb_k_features();
    const char *why = missing ? feature_reason(missing) : (c->unsupported ? c->unsupported() : 0);
    uint32_t n = RB_ITERATIONS, warm = RB_WARMUP, cap = RB_SAMPLE_CAP, done, cold = 0;
    int ram_limited = 0, failed = 0, i;
#ifdef RB_PORT_SATURATION_COUNTER
    uint32_t sat0;
#endif

    if (why) {
        write_unsupported(c->id, why);
        return 0;
    }
    if (c->max_n && n > c->max_n)
        n = c->max_n;
    if (c->max_warmup && warm > c->max_warmup)
        warm = c->max_warmup;
    if (!RB_ALLOW_BATCH && n > cap) {
        n = cap;
        ram_limited = 1;
    }
    memset(&ctx, 0, sizeof ctx);
    ctx.c = c;
    rb_inject_left = RB_INJECT_PRINT_EVERY; /* the injected print counts per case */
#ifdef RB_PORT_SATURATION_COUNTER
    sat0 = RB_PORT_SATURATION_COUNTER;
#endif
    g_current_case = c->id;
    rb_port_watchdog(RB_CASE_WATCHDOG_S);
    if (c->setup && c->setup(&ctx) != 0)
        fatal_case("setup", "case setup failed (kernel object or task creation)", c->id);

    rb_line_begin(&l, "CASE");
    rb_line_str(&l, "id", c->id);
    rb_line_str(&l, "unit", RB_PORT_UNIT);
    rb_line_int(&l, "n", n);
    rb_line_int(&l, "warmup", warm);
    if (c->switches)
        rb_line_int(&l, "switches", c->switches);
    for (i = 0; i < ctx.nextra; i++) {
        if (ctx.extra_sval[i])
            rb_line_str(&l, ctx.extra_key[i], ctx.extra_sval[i]);
        else
            rb_line_int(&l, ctx.extra_key[i], ctx.extra_val[i]);
    }
    if (n > cap)
        rb_line_int(&l, "batch", cap);
    if (ram_limited)
        rb_line_int(&l, "ram_limited", 1);
    rb_line_end(&l);

#ifdef RB_GPIO_WINDOWS
    /* PB1 marks every window of a chosen case: the cold one, the warm-up and the samples. */
    rb_gpio_window_bit = gpio_window_chosen(c->id) ? 2u : 0u;
#endif
    /* Cold first execution, kept apart; then the warm-up (same buffer, discarded). The lab
     * variant RB_LAB_COLD_IN_SAMPLES does not run it apart: the first execution opens the
     * warm-up, or without warm-up it is sample 0 (cold= still states it). */
    if (!RB_LAB_COLD_IN_SAMPLES) {
        run_or_die(&ctx, g_samples, 1);
        cold = g_samples[0];
    }
    for (done = 0; done < warm;) {
        uint32_t k = warm - done < cap ? warm - done : cap;
        run_or_die(&ctx, g_samples, k);
        if (RB_LAB_COLD_IN_SAMPLES && done == 0)
            cold = g_samples[0];
        done += k;
    }
    /* Measurement windows; samples are sent between them. */
    for (done = 0; done < n;) {
        uint32_t k = n - done < cap ? n - done : cap;
        run_or_die(&ctx, g_samples, k);
        if (RB_LAB_COLD_IN_SAMPLES && done == 0 && warm == 0)
            cold = g_samples[0];
        send_samples(c->id, done, g_samples, k);
        done += k;
    }
#ifdef RB_GPIO_WINDOWS
    rb_gpio_window_bit = 0;
    rb_marker(1, 0); /* PB1 low between cases, whatever the last stamp left */
#endif
    if (c->teardown)
        c->teardown(&ctx);
    rb_port_watchdog(0);
#ifdef RB_PORT_SATURATION_COUNTER
    if (RB_PORT_SATURATION_COUNTER != sat0)
        rb_chk(&ctx, "ts_in_range", 0, 1); /* a difference did not fit 32 bits */
#endif

    /* The first case (cal_timer_read) calibrates the overhead used by all later ones. */
    if (c == &rb_case_cal_timer_read && n) {
        rb_overhead = median_inplace(g_samples, n < cap ? n : cap);
        calibrate_chains(g_samples, n < cap ? n : cap);
    }
#ifdef RB_TEST_FAIL_CASE
    /* Test builds only (RB_CFLAGS=-DRB_TEST_FAIL_CASE=rb_case_cal_loop, stated in COND cflags):
     * a failing check on that case, to test how a failed scenario check ends the run. */
    if (c == &RB_TEST_FAIL_CASE)
        rb_chk(&ctx, "test_forced", 0, 1);
#endif
    for (i = 0; i < ctx.nchk; i++)
        if (ctx.chk_is_flag[i] && ctx.chk_val[i] == 0)
            failed = 1;

    rb_line_begin(&l, "END");
    rb_line_str(&l, "case", c->id);
    rb_line_str(&l, "status", failed ? "fail" : "ok");
    rb_line_int(&l, "n", n);
    rb_line_int(&l, "cold", cold);
    rb_line_int(&l, "overhead",
                c->no_overhead || RB_LAB_NO_OVERHEAD ? 0 : rb_chain_overhead(c->chain));
    for (i = 0; i < ctx.nchk; i++) {
        char key[40] = "chk.";
        strncpy(key + 4, ctx.chk_name[i], sizeof key - 5);
        rb_line_int(&l, key, ctx.chk_val[i]);
    }
    rb_line_end(&l);
    g_current_case = 0;
    return failed;
}

/* ---- the harness task ---- */

static const rb_case_t *const g_cases[] = {
    &rb_case_cal_timer_read,    &rb_case_cal_loop,          &rb_case_cal_gpio_toggle,
    &rb_case_cal_known_seq,     &rb_case_call_switch_floor, &rb_case_yield_round_trip,
    &rb_case_context_switch,    &rb_case_preempt_resume,    &rb_case_sem_give_wake,
    &rb_case_sem_ping_pong,     &rb_case_queue_post_1,      &rb_case_queue_post_16,
    &rb_case_mutex_lock_unlock, &rb_case_mutex_pi,          &rb_case_irq_response,
    &rb_case_irq_to_task,       &rb_case_tick_jitter,       &rb_case_thread_create,
    &rb_case_thread_join,       &rb_case_heap_alloc,        &rb_case_heap_free,
    &rb_case_pool_alloc,        &rb_case_pool_free,
#ifdef RB_TEST_KNOWN_WINDOWS
    &rb_case_cal_known_xtask,   &rb_case_cal_known_irq,
#endif
};

/* Room for every COND field. The kernels' adapters report ~30 (seven kernels measured: at most
 * 54 fields in all); a part that fills its share is refused loudly (cond_part), never cut. */
#ifndef RB_MAX_COND /* a test build may lower it (fw_test.sh cond_overflow) */
#define RB_MAX_COND 128
#endif

/* A part of COND (the port's, the kernel's) gets the room left but `reserve` fields; a part
 * that fills its share may have been cut by its own copy loop, so it is refused loudly: a
 * truncated COND would silently lose conditions (a kcfg key, iterations, build_id). */
static int cond_part(rb_kv_t *kv, int n, int max, int reserve, int (*part)(rb_kv_t *, int))
{
    const int share = max - n - reserve;
    int k;
    if (share <= 0)
        rb_harness_fatal("config", "too many COND fields: raise RB_MAX_COND in rb_harness.c");
    k = part(kv + n, share);
    if (k >= share)
        rb_harness_fatal("config", "too many COND fields: raise RB_MAX_COND in rb_harness.c");
    return k;
}

static int build_cond(rb_kv_t *kv, int max)
{
    int n = 0;
    n += cond_part(kv, n, max, 20, rb_port_cond); /* 20: the 8 below and the kernel's reserve */
    {
        rb_kv_t b[] = {
            RB_KV_STR("compiler", RB_BUILD_COMPILER),
            RB_KV_STR("compiler_version", __VERSION__),
            /* issue 37: the compiler as a condition (toolchain = compiler, its exact version,
             * the program that compiled, link-time optimisation on or off) */
            RB_KV_STR("toolchain", RB_BUILD_COMPILER),
            RB_KV_STR("toolchain_version", __VERSION__),
            RB_KV_STR("cc", RB_BUILD_CC),
            RB_KV_STR("lto", RB_BUILD_LTO),
            RB_KV_STR("cflags", RB_BUILD_CFLAGS),
            RB_KV_STR("opt", RB_BUILD_OPT),
        };
        memcpy(kv + n, b, sizeof b);
        n += (int)(sizeof b / sizeof b[0]);
    }
    /* 13: tick_us, task_stack, irq.*, the five below, a spare */
    n += cond_part(kv, n, max, 13, rb_k_cond);
    n += rb_irq_cond(kv + n);
    if (rb_k_features() & RB_F_TICK) {
        /* The kernel tick's nominal period (tick_jitter reports deviations from it). */
        rb_kv_t t = RB_KV_INT("tick_us", rb_tick_period_us());
        kv[n++] = t;
    }
    if (rb_k_features() & RB_F_TASKS) {
        /* Bytes of every worker task's stack (RB_TASK_STACK): the same for every kernel at an
         * optimisation level, but for an adapter that needs more and says why (Zephyr at -O0,
         * docs/kernels/zephyr.md). */
        rb_kv_t t = RB_KV_INT("task_stack", RB_TASK_STACK);
        kv[n++] = t;
    }
    {
        rb_kv_t b[] = {
            RB_KV_INT("iterations", RB_ITERATIONS),
            RB_KV_INT("warmup", RB_WARMUP),
            RB_KV_STR("build_id", RB_BUILD_ID),
            RB_KV_INT("sample_cap", RB_SAMPLE_CAP), /* samples per window before a batch */
            RB_KV_INT("inject_print_every", RB_INJECT_PRINT_EVERY),
        };
        int k = (int)(sizeof b / sizeof b[0]);
        if (RB_INJECT_PRINT_EVERY == 0)
            k--; /* reported only when on */
        memcpy(kv + n, b, (size_t)k * sizeof b[0]);
        n += k;
    }
    return n;
}

static void write_cond(void)
{
    static rb_kv_t kv[RB_MAX_COND]; /* not on the harness task's stack */
    rb_line_t l;
    int n = build_cond(kv, RB_MAX_COND), i, fields = 0;
    rb_line_begin(&l, "COND");
    for (i = 0; i < n; i++) {
        if (fields && rb_kv_encoded_len(&kv[i]) + 1 > rb_line_room(&l)) {
            rb_line_end(&l);
            rb_line_begin(&l, "COND");
            fields = 0;
        }
        rb_line_kv(&l, &kv[i]);
        fields++;
    }
    rb_line_end(&l);
}

static void write_foot(void)
{
    long text, rodata, data, bss;
    rb_line_t l;
    rb_port_footprint(&text, &rodata, &data, &bss);
    rb_line_begin(&l, "FOOT");
    if (text >= 0)
        rb_line_int(&l, "text", text);
    if (rodata >= 0)
        rb_line_int(&l, "rodata", rodata);
    if (data >= 0)
        rb_line_int(&l, "data", data);
    if (bss >= 0)
        rb_line_int(&l, "bss", bss);
    rb_line_end(&l);
}

static void harness_task(void *arg)
{
    const char *msg = 0;
    rb_line_t l;
    unsigned i;
    int failed = 0, ncases = (int)(sizeof g_cases / sizeof g_cases[0]);
    (void)arg;

    rb_proto_reset();
    g_run_started = 1;
    rb_line_begin(&l, "HELLO");
    rb_line_int(&l, "proto", RB_PROTO_VERSION);
    rb_line_str(&l, "fw", "rtosbench");
    rb_line_str(&l, "fwver", RB_FW_VERSION);
    rb_line_end(&l);
    write_cond();
    if (rb_port_timer_check(&msg) != 0)
        fatal_case("timer", msg, 0);

    for (i = 0; i < sizeof g_cases / sizeof g_cases[0]; i++)
        failed += rb_run_case(g_cases[i]);

    write_foot();
    /* A case whose scenario check failed (END status=fail) fails the run: DONE status=fail,
     * failed= counts those cases, exit code 2. Their samples were sent and stay flagged. */
    write_done(failed ? "fail" : "ok", ncases, failed);
    rb_port_exit(failed ? 2 : 0);
}

int main(void)
{
    rb_port_init();
    rb_k_start(harness_task, 0);
    /* rb_k_start does not return; if a kernel does, the run is broken. */
    rb_harness_fatal("config", "kernel start returned");
    return 1;
}
