/* rtosbench firmware, bench_case layer: calibration cases (measurement-chain baselines),
 * the function-call switch floor and the IRQ response. */
#include "rb_harness.h"

/* ---- cal_timer_read: two back-to-back timer reads (the overhead of every sample) ---- */

static int run_timer_read(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    RB_SAMPLE_LOOP(ctx, out, count, (void)0, (void)0, (void)0);
    return 0;
}

const rb_case_t rb_case_cal_timer_read = {
    .id = "cal_timer_read",
    .no_overhead = 1,
    .run = run_timer_read,
};

/* ---- cal_loop: an empty counted loop of RB_CAL_LOOP_N iterations ---- */

static int setup_loop(rb_ctx_t *ctx)
{
    rb_case_field(ctx, "loop_n", RB_CAL_LOOP_N);
    return 0;
}

static int run_loop(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    uint32_t j;
    RB_SAMPLE_LOOP(
        ctx, out, count, (void)0, for (j = 0; j < RB_CAL_LOOP_N; j++) { __asm__ volatile(""); },
        (void)0);
    return 0;
}

const rb_case_t rb_case_cal_loop = {
    .id = "cal_loop",
    .setup = setup_loop,
    .run = run_loop,
};

/* ---- cal_gpio_toggle: one marker pin write ---- */

static const char *gpio_unsupported(void)
{
    return RB_PORT_HAS_GPIO ? 0 : "no GPIO marker on this board";
}

static int run_gpio(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    int level = 0;
    RB_SAMPLE_LOOP(ctx, out, count, level ^= 1, rb_marker(2, level), (void)0);
    rb_marker(2, 0);
    return 0;
}

const rb_case_t rb_case_cal_gpio_toggle = {
    .id = "cal_gpio_toggle",
    .unsupported = gpio_unsupported,
    .run = run_gpio,
};

/* ---- cal_known_seq: 100 NOPs; median - overhead must equal expect ----
 * The NOPs are written out (not .rept) so that the compiler counts their size when it picks
 * branch encodings around the asm. */

#define RB_NOP10 "nop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\tnop\n\t"
#define RB_NOP100                                                                                  \
    RB_NOP10 RB_NOP10 RB_NOP10 RB_NOP10 RB_NOP10 RB_NOP10 RB_NOP10 RB_NOP10 RB_NOP10 RB_NOP10
#define RB_KNOWN_SEQ_LEN 100

static const char *seq_unsupported(void)
{
    return RB_PORT_INSN_TIMER ? 0 : "timer does not count instructions or cycles";
}

static int setup_seq(rb_ctx_t *ctx)
{
    rb_case_field(ctx, "expect", RB_KNOWN_SEQ_LEN);
    return 0;
}

static int run_seq(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    RB_SAMPLE_LOOP(ctx, out, count, (void)0, __asm__ volatile(RB_NOP100 ::: "memory"), (void)0);
    return 0;
}

const rb_case_t rb_case_cal_known_seq = {
    .id = "cal_known_seq",
    .unsupported = seq_unsupported,
    .setup = setup_seq,
    .run = run_seq,
};

/* ---- call_switch_floor: a "switch" to another function and back (call + return) ---- */

static volatile uint32_t g_floor_count;
static uint32_t g_floor_bad;

static void __attribute__((noinline)) floor_peer(void)
{
    g_floor_count++;
}

static void (*volatile g_floor_fn)(void) = floor_peer;

static int run_floor(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    void (*fn)(void) = g_floor_fn;
    uint32_t before = g_floor_count;
    RB_SAMPLE_LOOP(ctx, out, count, (void)0, fn(), (void)0);
    if (g_floor_count - before != count)
        g_floor_bad++;
    return 0;
}

static int setup_floor(rb_ctx_t *ctx)
{
    (void)ctx;
    g_floor_bad = 0;
    return 0;
}

static void teardown_floor(rb_ctx_t *ctx)
{
    rb_chk(ctx, "called", g_floor_bad == 0, 1);
}

const rb_case_t rb_case_call_switch_floor = {
    .id = "call_switch_floor",
    .switches = 2,
    .setup = setup_floor,
    .run = run_floor,
    .teardown = teardown_floor,
};

/* ---- irq_response: NVIC pend (STIR) -> first instruction of the ISR ---- */

static volatile uint32_t g_isr_count;
static uint32_t g_irq_missed;

static void irq_resp_isr(void *arg)
{
    (void)arg;
    g_isr_count++;
}

static int setup_irq_resp(rb_ctx_t *ctx)
{
    g_isr_count = 0;
    g_irq_missed = 0;
    rb_case_sfield(ctx, "trigger", "nvic_stir");
    return rb_irq_attach(irq_resp_isr, 0);
}

/* The window runs from the trigger stamp (published by the port right before the pending
 * write) to the ISR's first instruction: no injected print can sit inside it, so this case
 * has none and subtracts the IRQ chain, which has none either. */
static int run_irq_resp(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    uint32_t i;
    (void)ctx;
    for (i = 0; i < count; i++) {
        uint32_t before = g_isr_count, spin = 0;
        rb_irq_trigger();
        while (g_isr_count == before && ++spin < 100000u)
            ;
        if (g_isr_count == before)
            g_irq_missed++;
        out[i] = rb_ts_diff(rb_port_isr_ts(), rb_port_trigger_ts());
    }
    return 0;
}

static void teardown_irq_resp(rb_ctx_t *ctx)
{
    rb_irq_detach();
    rb_chk(ctx, "isr_ran", g_irq_missed == 0, 1);
}

const rb_case_t rb_case_irq_response = {
    .id = "irq_response",
    .need = RB_F_IRQ,
    .chain = RB_CHAIN_IRQ,
    .setup = setup_irq_resp,
    .run = run_irq_resp,
    .teardown = teardown_irq_resp,
};

#ifdef RB_TEST_KNOWN_WINDOWS
/* ---- test builds only (RB_CFLAGS=-DRB_TEST_KNOWN_WINDOWS): the known 100 NOPs inside the
 * XTASK and IRQ window shapes, expect=100 after subtracting their END overhead= ---- */

static volatile rb_ts_t g_known_t0;

static int run_known_xtask(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    uint32_t i;
    for (i = 0; i < count; i++) {
        rb_ts_t t1;
        RB_TS_PUBLISH(g_known_t0);
        __asm__ volatile(RB_NOP100 ::: "memory");
        RB_WINDOW_END(ctx, t1);
        out[i] = rb_ts_diff(t1, g_known_t0);
    }
    return 0;
}

static int run_known_irq(rb_ctx_t *ctx, uint32_t *out, uint32_t count)
{
    uint32_t i;
    (void)ctx;
    for (i = 0; i < count; i++) {
        rb_ts_t t1;
        RB_TS_PUBLISH(g_known_t0);
        __asm__ volatile(RB_NOP100 ::: "memory");
        t1 = rb_ts_close();
        out[i] = rb_ts_diff(t1, g_known_t0);
    }
    return 0;
}

const rb_case_t rb_case_cal_known_xtask = {
    .id = "cal_known_xtask",
    .chain = RB_CHAIN_XTASK,
    .unsupported = seq_unsupported,
    .setup = setup_seq,
    .run = run_known_xtask,
};

const rb_case_t rb_case_cal_known_irq = {
    .id = "cal_known_irq",
    .chain = RB_CHAIN_IRQ,
    .unsupported = seq_unsupported,
    .setup = setup_seq,
    .run = run_known_irq,
};
#endif
