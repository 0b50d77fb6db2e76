/* rtosbench firmware, bench_rtos_adapter layer: bare metal (no scheduler).
 * Only the test IRQ hook exists; every kernel object is unsupported (feature flags) and its
 * functions fail safely if called anyway. */
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_build_info.h"
#include "rb_port.h"

uint32_t rb_k_features(void)
{
    return rb_port_irq_available() ? RB_F_IRQ : 0;
}

int rb_k_cond(rb_kv_t *kv, int max)
{
    rb_kv_t f[] = {
        RB_KV_STR("kernel", "baremetal"),
        RB_KV_STR("kernel_version", "none"),
        RB_KV_STR("profile", RB_BUILD_PROFILE_NAME),
    };
    return RB_AC_KV_COPY(kv, max, f);
}

const char *rb_k_reason(uint32_t feature)
{
    if (feature & (RB_F_TASKS | RB_F_YIELD | RB_F_SUSPEND | RB_F_JOIN | RB_F_PRIO))
        return "baremetal: no scheduler";
    if (feature & (RB_F_SEM | RB_F_MUTEX | RB_F_MUTEX_PI | RB_F_QUEUE))
        return "baremetal: no kernel objects";
    if (feature & RB_F_TICK)
        return "baremetal: no kernel tick";
    if (feature & RB_F_HEAP)
        return "baremetal: no kernel heap";
    if (feature & RB_F_POOL)
        return "baremetal: no kernel pool";
    return 0;
}

void rb_k_start(rb_task_fn entry, void *arg)
{
    entry(arg); /* the harness ends the run through rb_port_exit */
}

rb_task_t *rb_task_create(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                          size_t stack_bytes)
{
    (void)name, (void)fn, (void)arg, (void)prio, (void)stack, (void)stack_bytes;
    return 0;
}
int rb_task_join(rb_task_t *t, uint32_t timeout_ms)
{
    (void)t, (void)timeout_ms;
    return -1;
}
void rb_task_delete(rb_task_t *t)
{
    (void)t;
}
void rb_yield(void) {}
void rb_task_suspend(rb_task_t *t)
{
    (void)t;
}
void rb_task_resume(rb_task_t *t)
{
    (void)t;
}
void rb_sleep_ms(uint32_t ms)
{
    (void)ms;
}
int rb_task_priority(rb_task_t *t)
{
    (void)t;
    return -1;
}
uint32_t rb_tick_period_us(void)
{
    return 0;
}
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks)
{
    (void)last_wake, (void)ticks;
}

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    (void)initial, (void)max;
    return 0;
}
int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    (void)s, (void)timeout_ms;
    return -1;
}
void rb_sem_give(rb_sem_t *s)
{
    (void)s;
}
void rb_sem_give_from_isr(rb_sem_t *s)
{
    (void)s;
}
void rb_sem_delete(rb_sem_t *s)
{
    (void)s;
}

rb_mutex_t *rb_mutex_create(int inherit)
{
    (void)inherit;
    return 0;
}
int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    (void)m, (void)timeout_ms;
    return -1;
}
void rb_mutex_unlock(rb_mutex_t *m)
{
    (void)m;
}
void rb_mutex_delete(rb_mutex_t *m)
{
    (void)m;
}

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    (void)item_size, (void)depth;
    return 0;
}
int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    (void)q, (void)item, (void)timeout_ms;
    return -1;
}
int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    (void)q, (void)item, (void)timeout_ms;
    return -1;
}
void rb_queue_delete(rb_queue_t *q)
{
    (void)q;
}

/* No kernel: the ISR runs alone at the most urgent priority, never masked. */
RB_AC_IRQ(0, (void)0, (void)0)
RB_AC_IRQ_PLACE(RB_IRQ_MASK_NONE, 0)
RB_AC_NO_HEAP()
RB_AC_NO_POOL()
