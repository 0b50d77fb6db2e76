/* rtosbench firmware, bench_rtos_adapter layer: TencentOS tiny kernel objects (static pools),
 * the test IRQ and the heap.
 *
 * Semaphores: tos_sem_create_max (max 1 for a binary one). Mutexes: every TencentOS mutex
 * inherits priority (tos_mutex_pend_timed raises the owner), so rb_mutex_create(0) returns the
 * same kind as rb_mutex_create(1). Queues: the mail queue (tos_mail_q_*), which copies
 * fixed-size mails into its own pool, as the harness's queues of 1- and 16-byte items need
 * (tos_msg_q_* would pass pointers). Its post never blocks: a post to a full queue returns
 * K_ERR_RING_Q_FULL, so rb_queue_send retries once per tick until its timeout (the harness's
 * queue case never fills the queue). Test IRQ: TencentOS masks interrupts with PRIMASK, so
 * every NVIC priority may call the kernel; the kernel-aware boundary is the most urgent one,
 * 0x00 (rb_adapter.h, rb_irq_place), above PendSV and SysTick (0xF0).
 * The ISR wrapper brackets it with tos_knl_irq_enter/leave: tos_knl_irq_leave pends PendSV
 * when the ISR's tos_sem_post readied a more urgent task. Heap: tos_mmheap_alloc/free (TLSF,
 * general-purpose) on the default pool (TOS_CFG_MMHEAP_DEFAULT_POOL_SIZE). Pool: the mmblk
 * fixed-block pool (tos_mmblk_pool_create, tos_mmblk_alloc, tos_mmblk_free). */
#include "adapter_tencentos.h"

#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_port.h"

#define RB_TOS_MAX_SEMS 16
#define RB_TOS_MAX_MUTEXES 4
#define RB_TOS_MAX_QUEUES 2
#define RB_TOS_Q_ITEM 16
#define RB_TOS_Q_DEPTH 16
#define RB_TOS_IRQ_PRIO 0x00u

struct rb_sem {
    k_sem_t s;
    volatile int used;
};
struct rb_mutex {
    k_mutex_t m;
    volatile int used;
};
struct rb_queue {
    k_mail_q_t q;
    size_t item;
    uint8_t pool[RB_TOS_Q_ITEM * RB_TOS_Q_DEPTH];
    volatile int used;
};

static struct rb_sem g_sems[RB_TOS_MAX_SEMS];
static struct rb_mutex g_mutexes[RB_TOS_MAX_MUTEXES];
static struct rb_queue g_queues[RB_TOS_MAX_QUEUES];

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    struct rb_sem *s;
    if (max == 0 || initial > max || max > 0xFFFFu)
        return 0;
    RB_TOS_CLAIM(g_sems, RB_TOS_MAX_SEMS, s);
    if (!s)
        return 0;
    if (tos_sem_create_max(&s->s, (k_sem_cnt_t)initial, (k_sem_cnt_t)max) != K_ERR_NONE) {
        s->used = 0;
        return 0;
    }
    return s;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    return tos_sem_pend(&s->s, rb_tos_ticks(timeout_ms)) == K_ERR_NONE ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    (void)tos_sem_post(&s->s);
}

void rb_sem_give_from_isr(rb_sem_t *s)
{
    /* Inside tos_knl_irq_enter/leave the post only readies the waiter (knl_sched returns in
     * an ISR); the switch happens at tos_knl_irq_leave. */
    (void)tos_sem_post(&s->s);
}

void rb_sem_delete(rb_sem_t *s)
{
    if (!s)
        return;
    (void)tos_sem_destroy(&s->s);
    s->used = 0;
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    struct rb_mutex *m;
    (void)inherit; /* every TencentOS mutex inherits priority */
    RB_TOS_CLAIM(g_mutexes, RB_TOS_MAX_MUTEXES, m);
    if (!m)
        return 0;
    if (tos_mutex_create(&m->m) != K_ERR_NONE) {
        m->used = 0;
        return 0;
    }
    return m;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    return tos_mutex_pend_timed(&m->m, rb_tos_ticks(timeout_ms)) == K_ERR_NONE ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    (void)tos_mutex_post(&m->m);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    if (!m)
        return;
    (void)tos_mutex_destroy(&m->m);
    m->used = 0;
}

/* ---- queues ---- */

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    struct rb_queue *q;
    if (item_size == 0 || item_size > RB_TOS_Q_ITEM || depth == 0 || depth > RB_TOS_Q_DEPTH)
        return 0;
    RB_TOS_CLAIM(g_queues, RB_TOS_MAX_QUEUES, q);
    if (!q)
        return 0;
    q->item = item_size;
    if (tos_mail_q_create(&q->q, q->pool, depth, item_size) != K_ERR_NONE) {
        q->used = 0;
        return 0;
    }
    return q;
}

int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    k_tick_t left = rb_tos_ticks(timeout_ms);
    for (;;) {
        k_err_t e = tos_mail_q_post(&q->q, (void *)item, q->item);
        if (e == K_ERR_NONE)
            return 0;
        if (e != K_ERR_RING_Q_FULL || left == 0)
            return -1;
        (void)tos_task_delay(1); /* full: try again next tick */
        left--;
    }
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    size_t size = 0;
    return tos_mail_q_pend(&q->q, item, &size, rb_tos_ticks(timeout_ms)) == K_ERR_NONE ? 0 : -1;
}

void rb_queue_delete(rb_queue_t *q)
{
    if (!q)
        return;
    (void)tos_mail_q_destroy(&q->q);
    q->used = 0;
}

/* ---- test interrupt ---- */

/* tos_knl_irq_leave pends PendSV when a more urgent task is ready. */
RB_AC_IRQ(RB_TOS_IRQ_PRIO, tos_knl_irq_enter(), tos_knl_irq_leave())

/* ---- heap ---- */

void *rb_heap_alloc(size_t bytes)
{
    return tos_mmheap_alloc(bytes);
}

void rb_heap_free(void *p)
{
    tos_mmheap_free(p);
}

/* ---- test IRQ place and the mmblk pool (rb_adapter.h) ---- */

RB_AC_IRQ_PLACE(RB_IRQ_MASK_PRIMASK, 0) /* port_cpsr_save: cpsid i */

/* TencentOS 2.4.5's arm-v7m/cortex-m3/gcc/port_s.S (port_sched_start) sets PendSV's priority
 * with a word store (STR, not STRB) of 0xFF at 0xE000ED22: the unaligned word also writes 0 into
 * SysTick's byte (0xE000ED23), so after tos_knl_start SysTick ran at the most urgent priority
 * 0x00 instead of the lowest one that cpu_systick_init's SysTick_Config had set (0xF0), at the
 * test IRQ's level. The harness task puts back the value the kernel set (COND
 * irq.systick_prio). */
void rb_tos_tick_prio(void)
{
    *(volatile uint8_t *)0xE000ED23u = 0xF0u; /* SysTick_Config's value on 4 priority bits */
}

#define RB_TOS_POOL_BYTES (16 * 128) /* the pool cases: 8 blocks of 128 bytes */

struct rb_pool {
    k_mmblk_pool_t mbp;
    volatile int used;
};
static struct rb_pool g_pool;
static uint32_t g_pool_area[RB_TOS_POOL_BYTES / 4];

rb_pool_t *rb_pool_create(size_t block_bytes, unsigned blocks)
{
    struct rb_pool *p = &g_pool;
    if (p->used || block_bytes == 0 || blocks == 0 || block_bytes * blocks > sizeof g_pool_area)
        return 0;
    if (tos_mmblk_pool_create(&p->mbp, g_pool_area, blocks, block_bytes) != K_ERR_NONE)
        return 0;
    p->used = 1;
    return p;
}

void *rb_pool_alloc(rb_pool_t *p)
{
    void *b = 0;
    if (tos_mmblk_alloc(&p->mbp, &b) != K_ERR_NONE)
        return 0;
    return b;
}

void rb_pool_free(rb_pool_t *p, void *block)
{
    (void)tos_mmblk_free(&p->mbp, block);
}

void rb_pool_delete(rb_pool_t *p)
{
    if (!p)
        return;
    (void)tos_mmblk_pool_destroy(&p->mbp);
    p->used = 0;
}
