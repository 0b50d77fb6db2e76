/* rtosbench firmware, bench_rtos_adapter layer: what every adapter shares (issue 33).
 *
 * An adapter is its kernel's calls plus a table: it includes this header and writes
 *   RB_AC_IRQ(prio, enter, leave)   the test-IRQ glue: ISR wrapper with the kernel's ISR entry
 *                                   and exit, rb_irq_attach/trigger/detach at NVIC priority prio
 *   RB_AC_IRQ_PLACE(mask, basepri)  rb_irq_place: the kernel's interrupt mask (COND irq.*)
 *   RB_AC_NO_IRQ()                  a board/kernel without a test IRQ (posix)
 *   RB_AC_NO_POOL(), RB_AC_NO_HEAP() the rb_pool_* / rb_heap_* of a kernel without one
 *   RB_AC_CLAIM(pool, n, out, lock, unlock)   claim the first free slot of a static pool
 *   rb_ac_features(f), RB_AC_REASON(feature, table), RB_AC_KV_COPY(kv, max, f)
 *   rb_ac_cost_copy(kv, max, kernel, costs)  the stated adapter costs (adapter_costs.h), COND
 *   rb_ac_prio(prio), rb_ac_ticks(ms, hz)
 *   RB_AC_TASK_COMPOSED()           rb_task_create/rb_task_join from the adapter's two-step
 *                                   rb_task_prepare/start and rb_task_wait/release (issue 32:
 *                                   the slot claim runs before thread_create's start stamp, the
 *                                   release after thread_join's end stamp)
 *
 * Fairness (docs/explain.md, "Layers"): what these macros and inline functions put into a
 * measured window (the ISR wrapper, the ms-to-ticks conversion of a timed take, the priority
 * clamp) is the adapter's code, expanded or inlined
 * into the adapter exactly as the copies it replaces were; the explain classifies this file
 * and rb_adapter_common.c as layer `adapter`, never `harness`
 * (src/core/trace/trace_symbol_map.cpp, layerOfFile). The functions of rb_adapter_common.c
 * (COND copying, reasons, attach and detach) run outside every window. */
#ifndef RB_ADAPTER_COMMON_H
#define RB_ADAPTER_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "rb_adapter.h"
#include "rb_port.h"

#if defined(__GNUC__)
#define RB_AC_INLINE static inline __attribute__((always_inline))
#else
#define RB_AC_INLINE static inline
#endif

/* ---- identity ---- */

/* What every RTOS adapter has: tasks, yield, suspend, semaphores, mutexes (with inheritance),
 * queues, join, strict priorities and a tick. A kernel adds RB_F_HEAP and RB_F_POOL. */
#define RB_AC_F_RTOS                                                                               \
    (RB_F_TASKS | RB_F_YIELD | RB_F_SUSPEND | RB_F_SEM | RB_F_MUTEX | RB_F_MUTEX_PI | RB_F_QUEUE | \
     RB_F_JOIN | RB_F_PRIO | RB_F_TICK)

/* f plus RB_F_IRQ when the board has a test IRQ line. */
uint32_t rb_ac_features(uint32_t f);

/* Why a feature is missing: a kernel's own reasons, the first whose feature bit matches. */
typedef struct {
    uint32_t feature;
    const char *text;
} rb_ac_reason_t;
/* RB_F_IRQ: "no test IRQ on this board"; otherwise the table's text, or 0. */
const char *rb_ac_reason(uint32_t feature, const rb_ac_reason_t *table, int n);
#define RB_AC_REASON(feature, table)                                                               \
    rb_ac_reason((feature), (table), (int)(sizeof(table) / sizeof((table)[0])))

/* Copies the n COND pairs of f into kv (at most max); returns the count copied. */
int rb_ac_kv_copy(rb_kv_t *kv, int max, const rb_kv_t *f, int n);
#define RB_AC_KV_COPY(kv, max, f) rb_ac_kv_copy((kv), (max), (f), (int)(sizeof(f) / sizeof((f)[0])))

#define RB_AC_STR2(x) #x
#define RB_AC_STR(x) RB_AC_STR2(x) /* a macro's value as a string (kcfg values, versions) */

/* ---- stated costs (issue 32, docs/cases.md "Stated costs") ---- */

/* What the fairness audit traced of the adapter in one window of a case, for the build it was
 * measured on: COND mech.<case>.cost=cost (the kernel-only median is the median minus it). */
typedef struct {
    const char *kernel;  /* COND kernel: one adapter may serve two (rtthread, rtthread-nano) */
    const char *profile; /* "default", "minimal" */
    const char *key;     /* "mech.<case>.cost" */
    int32_t cost;        /* adapter instructions in one window */
} rb_ac_cost_t;
typedef struct {
    const char *board, *timer, *compiler_version, *cflags; /* the measured build */
    const rb_ac_cost_t *entries;
    int n;
} rb_ac_costs_t;
/* The entries of costs for this kernel and build profile as COND pairs (at most max); none when
 * the board, timer, compiler version or C flags differ from the measured build's: a cost is
 * stated only for the code it was counted on. Returns the count copied. */
int rb_ac_cost_copy(rb_kv_t *kv, int max, const char *kernel, const rb_ac_costs_t *costs);

/* ---- priorities and ticks ---- */

/* A harness priority clamped to 1..RB_PRIO_MAX; the adapter maps the result onto its kernel's
 * scheme (1:1, RB_PRIO_MAX + 1 - p, ...). */
RB_AC_INLINE int rb_ac_prio(int prio)
{
    if (prio < 1)
        prio = 1;
    if (prio > RB_PRIO_MAX)
        prio = RB_PRIO_MAX;
    return prio;
}

/* Milliseconds to ticks of a hz tick (a constant); a non-zero timeout is at least one tick.
 * At 1000 Hz a tick per ms: the condition is folded at compile time, at every optimisation
 * level (-O0 included), and no arithmetic is left inside the windows. */
#define rb_ac_ticks(ms, hz) ((hz) == 1000u ? (uint32_t)(ms) : rb_ac_ticks_scaled((ms), (hz)))
static inline uint32_t rb_ac_ticks_scaled(uint32_t ms, uint32_t hz)
{
    const uint32_t t = (uint32_t)(((uint64_t)ms * hz) / 1000u);
    return (ms && !t) ? 1u : t;
}

/* ---- static object pools and task slots ---- */

/* Claims the first free slot of pool[0..n-1] (each slot has a `volatile int used`) between the
 * kernel's lock and unlock statements; out is the slot, or 0 when all are used. */
#define RB_AC_CLAIM(pool, n, out, lock, unlock)                                                    \
    do {                                                                                           \
        int i_;                                                                                    \
        (out) = 0;                                                                                 \
        lock;                                                                                      \
        for (i_ = 0; i_ < (n); i_++)                                                               \
            if (!(pool)[i_].used) {                                                                \
                (pool)[i_].used = 1;                                                               \
                (out) = &(pool)[i_];                                                               \
                break;                                                                             \
            }                                                                                      \
        unlock;                                                                                    \
    } while (0)

/* ---- tasks in two steps (rb_adapter.h: rb_task_prepare/start, rb_task_wait/release) ---- */

/* rb_task_create and rb_task_join of an adapter that has the four steps. */
#define RB_AC_TASK_COMPOSED()                                                                      \
    rb_task_t *rb_task_create(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,   \
                              size_t stack_bytes)                                                  \
    {                                                                                              \
        rb_task_t *t = rb_task_prepare(name, fn, arg, prio, stack, stack_bytes);                   \
        return t ? rb_task_start(t) : 0;                                                           \
    }                                                                                              \
    int rb_task_join(rb_task_t *t, uint32_t timeout_ms)                                            \
    {                                                                                              \
        if (!t || !t->used || rb_task_wait(t, timeout_ms) != 0)                                    \
            return -1;                                                                             \
        rb_task_release(t);                                                                        \
        return 0;                                                                                  \
    }

/* ---- the test IRQ ---- */

/* The case's ISR and its argument while attached (rb_adapter_common.c). */
typedef struct {
    rb_isr_fn fn;
    void *arg;
} rb_ac_isr_t;
extern rb_ac_isr_t rb_ac_isr;

/* -1 without a test IRQ line; otherwise stores isr/arg, sets the line's NVIC priority and
 * installs wrapper as its handler. */
int rb_ac_irq_attach(rb_isr_fn isr, void *arg, unsigned prio, rb_port_isr_fn wrapper);
void rb_ac_irq_detach(void);

/* The adapter's ISR wrapper, rb_irq_attach (at NVIC priority prio: issue 32's kernel-aware
 * boundary, COND irq.prio), rb_irq_trigger and rb_irq_detach. enter and leave are the kernel's
 * ISR entry and exit statements (`(void)0` for a kernel whose FromISR calls pend PendSV
 * themselves); they run around the case's ISR inside the irq_to_task window. */
#define RB_AC_IRQ(prio, enter, leave)                                                              \
    static void rb_ac_isr_wrapper(void)                                                            \
    {                                                                                              \
        enter;                                                                                     \
        if (rb_ac_isr.fn)                                                                          \
            rb_ac_isr.fn(rb_ac_isr.arg);                                                           \
        leave;                                                                                     \
    }                                                                                              \
    int rb_irq_attach(rb_isr_fn isr, void *arg)                                                    \
    {                                                                                              \
        return rb_ac_irq_attach(isr, arg, (unsigned)(prio), rb_ac_isr_wrapper);                    \
    }                                                                                              \
    void rb_irq_trigger(void)                                                                      \
    {                                                                                              \
        rb_port_irq_trigger();                                                                     \
    }                                                                                              \
    void rb_irq_detach(void)                                                                       \
    {                                                                                              \
        rb_ac_irq_detach();                                                                        \
    }

/* rb_irq_place: how the kernel's critical sections mask interrupts (RB_IRQ_MASK_*) and, for
 * BASEPRI kernels, the BASEPRI value (the same as RB_AC_IRQ's prio; COND irq.boundary). */
#define RB_AC_IRQ_PLACE(irq_mask, irq_basepri)                                                     \
    void rb_irq_place(rb_irq_place_t *place)                                                       \
    {                                                                                              \
        place->mask = (irq_mask);                                                                  \
        place->basepri = (unsigned)(irq_basepri);                                                  \
    }

/* A kernel (or host) without a test IRQ: attach fails, the place is "none". */
#define RB_AC_NO_IRQ()                                                                             \
    int rb_irq_attach(rb_isr_fn isr, void *arg)                                                    \
    {                                                                                              \
        (void)isr, (void)arg;                                                                      \
        return -1;                                                                                 \
    }                                                                                              \
    void rb_irq_trigger(void) {}                                                                   \
    void rb_irq_detach(void) {}                                                                    \
    RB_AC_IRQ_PLACE(RB_IRQ_MASK_NONE, 0)

/* ---- what a kernel lacks ---- */

/* No fixed-block pool (no RB_F_POOL): rb_pool_create fails. */
#define RB_AC_NO_POOL()                                                                            \
    rb_pool_t *rb_pool_create(size_t block_bytes, unsigned blocks)                                 \
    {                                                                                              \
        (void)block_bytes, (void)blocks;                                                           \
        return 0;                                                                                  \
    }                                                                                              \
    void *rb_pool_alloc(rb_pool_t *p)                                                              \
    {                                                                                              \
        (void)p;                                                                                   \
        return 0;                                                                                  \
    }                                                                                              \
    void rb_pool_free(rb_pool_t *p, void *block)                                                   \
    {                                                                                              \
        (void)p, (void)block;                                                                      \
    }                                                                                              \
    void rb_pool_delete(rb_pool_t *p)                                                              \
    {                                                                                              \
        (void)p;                                                                                   \
    }

/* No general-purpose heap (no RB_F_HEAP): rb_heap_alloc fails. */
#define RB_AC_NO_HEAP()                                                                            \
    void *rb_heap_alloc(size_t bytes)                                                              \
    {                                                                                              \
        (void)bytes;                                                                               \
        return 0;                                                                                  \
    }                                                                                              \
    void rb_heap_free(void *p)                                                                     \
    {                                                                                              \
        (void)p;                                                                                   \
    }

#endif
