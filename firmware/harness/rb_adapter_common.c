/* rtosbench firmware, bench_rtos_adapter layer: the shared adapter functions
 * (rb_adapter_common.h). Adapter code, not harness code: none of it runs inside a measured
 * window, and the explain classifies this file as layer `adapter`. */
#include "rb_adapter_common.h"

#include <string.h>

#include "rb_build_info.h"

rb_ac_isr_t rb_ac_isr;

uint32_t rb_ac_features(uint32_t f)
{
    if (rb_port_irq_available())
        f |= RB_F_IRQ;
    return f;
}

const char *rb_ac_reason(uint32_t feature, const rb_ac_reason_t *table, int n)
{
    int i;
    if (feature & RB_F_IRQ)
        return "no test IRQ on this board";
    for (i = 0; i < n; i++)
        if (feature & table[i].feature)
            return table[i].text;
    return 0;
}

int rb_ac_kv_copy(rb_kv_t *kv, int max, const rb_kv_t *f, int n)
{
    int i;
    for (i = 0; i < n && i < max; i++)
        kv[i] = f[i];
    return i;
}

int rb_ac_cost_copy(rb_kv_t *kv, int max, const char *kernel, const rb_ac_costs_t *costs)
{
    int i, k = 0;
    if (strcmp(costs->board, RB_BUILD_BOARD) != 0 || strcmp(costs->timer, RB_BUILD_TIMER) != 0 ||
        strcmp(costs->compiler_version, __VERSION__) != 0 ||
        strcmp(costs->cflags, RB_BUILD_CFLAGS) != 0)
        return 0;
    for (i = 0; i < costs->n && k < max; i++) {
        if (strcmp(costs->entries[i].kernel, kernel) != 0 ||
            strcmp(costs->entries[i].profile, RB_BUILD_PROFILE_NAME) != 0)
            continue;
        kv[k].key = costs->entries[i].key;
        kv[k].s = 0;
        kv[k].i = costs->entries[i].cost;
        k++;
    }
    return k;
}

int rb_ac_irq_attach(rb_isr_fn isr, void *arg, unsigned prio, rb_port_isr_fn wrapper)
{
    if (!rb_port_irq_available())
        return -1;
    rb_ac_isr.fn = isr;
    rb_ac_isr.arg = arg;
    rb_port_irq_set_priority(prio);
    rb_port_irq_set_handler(wrapper);
    return 0;
}

void rb_ac_irq_detach(void)
{
    rb_port_irq_set_handler(0);
    rb_ac_isr.fn = 0;
}

/* The two-step task calls of an adapter that has only rb_task_create and rb_task_join (weak:
 * an adapter's own definitions replace them). prepare records the arguments for one task at a
 * time (the harness prepares one and starts it at once), start creates it, wait joins it
 * whole; release then has nothing left to do. */
static struct {
    const char *name;
    rb_task_fn fn;
    void *arg;
    int prio;
    void *stack;
    size_t stack_bytes;
    int pending;
} rb_ac_prepared;

__attribute__((weak)) rb_task_t *rb_task_prepare(const char *name, rb_task_fn fn, void *arg,
                                                 int prio, void *stack, size_t stack_bytes)
{
    if (rb_ac_prepared.pending)
        return 0;
    rb_ac_prepared.name = name;
    rb_ac_prepared.fn = fn;
    rb_ac_prepared.arg = arg;
    rb_ac_prepared.prio = prio;
    rb_ac_prepared.stack = stack;
    rb_ac_prepared.stack_bytes = stack_bytes;
    rb_ac_prepared.pending = 1;
    return (rb_task_t *)(void *)&rb_ac_prepared;
}

__attribute__((weak)) rb_task_t *rb_task_start(rb_task_t *prepared)
{
    if (!prepared || (void *)prepared != (void *)&rb_ac_prepared || !rb_ac_prepared.pending)
        return 0;
    rb_ac_prepared.pending = 0;
    return rb_task_create(rb_ac_prepared.name, rb_ac_prepared.fn, rb_ac_prepared.arg,
                          rb_ac_prepared.prio, rb_ac_prepared.stack, rb_ac_prepared.stack_bytes);
}

__attribute__((weak)) int rb_task_wait(rb_task_t *t, uint32_t timeout_ms)
{
    return rb_task_join(t, timeout_ms);
}

__attribute__((weak)) void rb_task_release(rb_task_t *t)
{
    (void)t;
}
