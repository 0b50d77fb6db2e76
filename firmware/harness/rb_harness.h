/* rtosbench firmware, bench_case layer: case descriptors, the case driver and helpers. */
#ifndef RB_HARNESS_H
#define RB_HARNESS_H

#include <stdint.h>

#include "rb_adapter.h"
#include "rb_config.h"
#include "rb_port.h"

#define RB_MAX_CHK 6
#define RB_MAX_EXTRA 2

typedef struct rb_ctx rb_ctx_t;

/* The measurement chain a case's window holds besides what it measures (docs/firmware.md,
 * "Measurement chain"); END overhead= is the calibrated median of exactly that chain.
 *   LOCAL: t0 = rb_ts(); BODY; RB_INJECT; t1 = rb_ts()  (one task; cal_timer_read)
 *   XTASK: RB_TS_PUBLISH(t0); ... RB_INJECT; t1 = rb_ts()  (the start stamp published in a
 *          global, the end stamp taken by the task that runs next)
 *   IRQ:   RB_TS_PUBLISH(t0) in the port's trigger, t1 = rb_ts() first thing in the ISR (no
 *          injected print can sit between a pend and the ISR's first instruction) */
enum { RB_CHAIN_LOCAL = 0, RB_CHAIN_XTASK = 1, RB_CHAIN_IRQ = 2 };

/* One case. run() produces count samples into out (0 ok, -1 timeout/failure). */
typedef struct {
    const char *id;
    uint32_t need;                    /* RB_F_* the case needs from the kernel */
    int switches;                     /* context switches per sample (0: not stated) */
    uint32_t max_n;                   /* cap on samples (0: none) */
    uint32_t max_warmup;              /* cap on warm-up (0: none) */
    int no_overhead;                  /* 1: END overhead=0 (the chain cancels or is the subject) */
    int chain;                        /* RB_CHAIN_*: what END overhead= is calibrated on */
    const char *(*unsupported)(void); /* runtime reason, 0 when runnable */
    int (*setup)(rb_ctx_t *ctx);
    int (*run)(rb_ctx_t *ctx, uint32_t *out, uint32_t count);
    void (*teardown)(rb_ctx_t *ctx);
} rb_case_t;

struct rb_ctx {
    const rb_case_t *c;
    int nchk;
    const char *chk_name[RB_MAX_CHK];
    int64_t chk_val[RB_MAX_CHK];
    int chk_is_flag[RB_MAX_CHK]; /* flag: 0 means the scenario check failed */
    int nextra;
    const char *extra_key[RB_MAX_EXTRA]; /* extra CASE fields (expect=, loop_n=, ...) */
    int64_t extra_val[RB_MAX_EXTRA];
    const char *extra_sval[RB_MAX_EXTRA];
};

/* Record a scenario check (flag: 1 passed / 0 failed) or a count (is_flag = 0). */
void rb_chk(rb_ctx_t *ctx, const char *name, int64_t v, int is_flag);
/* Add a field to the CASE line (call from the case's setup... via rb_case_field in prepare). */
void rb_case_field(rb_ctx_t *ctx, const char *key, int64_t v);
void rb_case_sfield(rb_ctx_t *ctx, const char *key, const char *v);

/* The injected periodic print (a non-protocol line the parser skips): every
 * RB_INJECT_PRINT_EVERY-th RB_INJECT of a case (counting the cold and warm-up samples) prints
 * inside the window. rb_inject_left counts down (reset per case); rb_inject_fire prints and
 * resets it. On Thumb-2 the step is one fixed instruction sequence (6 instructions when it does
 * not print) that keeps every register, so it costs the same in every window. */
void rb_inject_print(void);
void rb_inject_fire(void);
extern volatile uint32_t rb_inject_left;
#if RB_INJECT_PRINT_EVERY > 0 && defined(__thumb2__)
#define RB_INJECT(ctx)                                                                             \
    do {                                                                                           \
        uint32_t a_, v_;                                                                           \
        (void)(ctx);                                                                               \
        __asm__ volatile("movw %0, #:lower16:rb_inject_left\n\t"                                   \
                         "movt %0, #:upper16:rb_inject_left\n\t"                                   \
                         "ldr %1, [%0]\n\t"                                                        \
                         "subs %1, %1, #1\n\t"                                                     \
                         "str %1, [%0]\n\t"                                                        \
                         "bne 1f\n\t"                                                              \
                         "push {r0-r3, r12, lr}\n\t"                                               \
                         "bl rb_inject_fire\n\t"                                                   \
                         "pop {r0-r3, r12, lr}\n"                                                  \
                         "1:"                                                                      \
                         : "=&r"(a_), "=&r"(v_)                                                    \
                         :                                                                         \
                         : "cc", "memory");                                                        \
    } while (0)
#elif RB_INJECT_PRINT_EVERY > 0
#define RB_INJECT(ctx)                                                                             \
    do {                                                                                           \
        (void)(ctx);                                                                               \
        if (--rb_inject_left == 0)                                                                 \
            rb_inject_fire();                                                                      \
    } while (0)
#else
#define RB_INJECT(ctx) ((void)(ctx))
#endif

/* The end of a window whose start stamp t0 was published (XTASK chain): the injected print,
 * then the stamp. Loop bookkeeping of the task goes after it. */
#define RB_WINDOW_END(ctx, t1)                                                                     \
    do {                                                                                           \
        RB_INJECT(ctx);                                                                            \
        (t1) = rb_ts_close();                                                                      \
    } while (0)

/* The single-task measurement loop shared by every single-task case (same code around the
 * window, so that cal_timer_read measures exactly the chain the other cases contain). */
#define RB_SAMPLE_LOOP(ctx, out, count, PRE, BODY, POST)                                           \
    do {                                                                                           \
        uint32_t i_;                                                                               \
        for (i_ = 0; i_ < (count); i_++) {                                                         \
            rb_ts_t t0_, t1_;                                                                      \
            PRE;                                                                                   \
            t0_ = rb_ts_open();                                                                    \
            BODY;                                                                                  \
            RB_INJECT(ctx);                                                                        \
            t1_ = rb_ts_close();                                                                   \
            (out)[i_] = rb_ts_diff(t1_, t0_);                                                      \
            POST;                                                                                  \
        }                                                                                          \
    } while (0)

/* Worker tasks with harness-owned static stacks (slot 0..RB_MAX_WORKERS-1). */
#define RB_MAX_WORKERS 4
rb_task_t *rb_spawn(int slot, const char *name, rb_task_fn fn, void *arg, int prio);

/* Worker helpers: wait for the next window (1 = the case is being torn down), end a worker
 * (join, else delete), keep a sample index inside the window. */
int rb_wait_go(rb_sem_t *go, volatile int *quit);
void rb_reap(rb_task_t *t);
static inline uint32_t rb_clamp_index(uint32_t i, uint32_t count)
{
    return i < count ? i : count - 1;
}

/* Case tables (cases_*.c). */
extern const rb_case_t rb_case_cal_timer_read, rb_case_cal_loop, rb_case_cal_gpio_toggle,
    rb_case_cal_known_seq, rb_case_call_switch_floor, rb_case_irq_response;
extern const rb_case_t rb_case_yield_round_trip, rb_case_context_switch, rb_case_preempt_resume,
    rb_case_sem_give_wake, rb_case_sem_ping_pong, rb_case_queue_post_1, rb_case_queue_post_16;
extern const rb_case_t rb_case_mutex_lock_unlock, rb_case_mutex_pi, rb_case_irq_to_task,
    rb_case_tick_jitter, rb_case_thread_create, rb_case_thread_join, rb_case_heap_alloc,
    rb_case_heap_free, rb_case_pool_alloc, rb_case_pool_free;

#ifdef RB_TEST_KNOWN_WINDOWS
extern const rb_case_t rb_case_cal_known_xtask, rb_case_cal_known_irq;
#endif

/* Sample a whole case, writing CASE, S..., END. Returns 1 if its checks failed, 0 if ok or
 * unsupported; does not return on a fatal error. */
int rb_run_case(const rb_case_t *c);

/* COND irq.* (rb_irq_cond.c): writes up to 5 fields into kv, returns their count (0 without a
 * test IRQ). */
int rb_irq_cond(rb_kv_t *kv);

/* Calibrated chain overheads, once measured: LOCAL is the median of cal_timer_read; XTASK and
 * IRQ are measured right after it with the same loop around their own chain. */
extern uint32_t rb_overhead;
uint32_t rb_chain_overhead(int chain);

#endif
