/* rtosbench firmware, bench_rtos_adapter layer: the shared adapter functions
 * (rb_adapter_common.h). Adapter code, not harness code: none of it runs inside a measured
 * window, and the explain classifies this file as layer `adapter`. */
#include "rb_adapter_common.h"

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
