/* rtosbench firmware, bench_case layer: COND irq.* (docs/cases.md, "Test IRQ"). */
#include <string.h>

#include "rb_harness.h"

/* COND irq.*: the test IRQ's place relative to the kernel's mask and SysTick, read back from
 * the NVIC after the adapter's rb_irq_attach (the line is enabled, never pended, then
 * detached): irq.prio and irq.systick_prio are NVIC priority bytes (smaller = more urgent),
 * irq.mask how the kernel's critical sections mask (basepri, primask, none), irq.boundary the
 * most urgent priority from which the kernel allows its ISR calls, irq.masked_by_kernel whether
 * its critical sections hold the test IRQ off. */
static void irq_cond_noop(void *arg)
{
    (void)arg;
}

int rb_irq_cond(rb_kv_t *kv)
{
    static const char *const masks[] = {"none", "basepri", "primask"};
    rb_irq_place_t place = {RB_IRQ_MASK_NONE, 0};
    int prio, systick, n = 0;
    if (!(rb_k_features() & RB_F_IRQ) || rb_irq_attach(irq_cond_noop, 0) != 0)
        return 0;
    prio = rb_port_irq_priority();
    rb_irq_detach();
    systick = rb_port_systick_priority();
    rb_irq_place(&place);
    if (place.mask < RB_IRQ_MASK_NONE || place.mask > RB_IRQ_MASK_PRIMASK)
        place.mask = RB_IRQ_MASK_NONE;
    {
        const int masked =
            place.mask == RB_IRQ_MASK_PRIMASK ||
            (place.mask == RB_IRQ_MASK_BASEPRI && place.basepri != 0 && prio >= (int)place.basepri);
        rb_kv_t b[] = {
            RB_KV_INT("irq.prio", prio),
            RB_KV_STR("irq.mask", masks[place.mask]),
            RB_KV_INT("irq.boundary",
                      place.mask == RB_IRQ_MASK_BASEPRI ? (int64_t)place.basepri : 0),
            RB_KV_INT("irq.masked_by_kernel", masked),
            RB_KV_INT("irq.systick_prio", systick),
        };
        n = (int)(sizeof b / sizeof b[0]);
        if (systick < 0 || !(rb_k_features() & RB_F_TICK))
            n--; /* no SysTick on this board, or no kernel tick */
        memcpy(kv, b, (size_t)n * sizeof b[0]);
    }
    return n;
}
