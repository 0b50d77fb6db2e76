/* rtosbench firmware, bench_rtos_adapter layer: RT-Thread kernel objects (static pools, the
 * kernel's init and detach calls), the test IRQ and the heap.
 *
 * Semaphores: rt_sem_* (RT_IPC_FLAG_PRIO: the most urgent waiter first). RT-Thread counts up
 * to 65535 whatever the use; rb_sem_give keeps the harness's maximum (a give on a full
 * semaphore is dropped, as a full binary semaphore does) by comparing the count before
 * rt_sem_release (COND mech.sem_give=adapter_cap, no interrupt lock). Mutexes: rt_mutex_* always
 * inherit priority, so rb_mutex_create(0) and (1) give the same kind. Queues: rt_mq_init on a
 * static pool of up to RB_RT_Q_DEPTH items of up to RB_RT_Q_ITEM bytes, rt_mq_send_wait /
 * rt_mq_recv. The test IRQ: the ISR is wrapped in rt_interrupt_enter/rt_interrupt_leave; a release
 * in the ISR makes the scheduler pend PendSV, so the woken thread runs on exit. Heap:
 * rt_malloc/rt_free of the kernel's small-memory heap (rt_system_heap_init in rt_hw_board_init), a
 * general-purpose allocator. Pool: rt_mp_init/rt_mp_alloc/rt_mp_free (fixed blocks;
 * RT_USING_MEMPOOL). */
#include "adapter_rtthread.h"

#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_port.h"

#define RB_RT_MAX_SEMS 16
#define RB_RT_MAX_MUTEXES 4
#define RB_RT_MAX_QUEUES 2
#define RB_RT_Q_ITEM 16
#define RB_RT_Q_DEPTH 16
/* Each message in the pool: the item rounded up to RT_ALIGN_SIZE plus the kernel's message
 * header (struct rt_mq_message: one pointer, in Nano 3.1.5 and 5.0.1). */
#define RB_RT_MQ_SLOT(item) (RT_ALIGN((item), RT_ALIGN_SIZE) + sizeof(void *))

struct rb_sem {
    struct rt_semaphore s;
    unsigned max;
    volatile int used;
};
struct rb_mutex {
    struct rt_mutex m;
    volatile int used;
};
struct rb_queue {
    struct rt_messagequeue mq;
    rt_uint32_t pool[RB_RT_Q_DEPTH * RB_RT_MQ_SLOT(RB_RT_Q_ITEM) / sizeof(rt_uint32_t)];
    size_t item;
    volatile int used;
};

static struct rb_sem g_sems[RB_RT_MAX_SEMS];
static struct rb_mutex g_mutexes[RB_RT_MAX_MUTEXES];
static struct rb_queue g_queues[RB_RT_MAX_QUEUES];

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    struct rb_sem *s;
    if (max == 0 || initial > max || max > 65535u)
        return 0;
    RB_RT_CLAIM(g_sems, RB_RT_MAX_SEMS, s);
    if (!s)
        return 0;
    s->max = max;
    if (rt_sem_init(&s->s, "rbsem", (rt_uint32_t)initial, RT_IPC_FLAG_PRIO) != RT_EOK) {
        s->used = 0;
        return 0;
    }
    return s;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    return rt_sem_take(&s->s, rb_rt_ticks(timeout_ms)) == RT_EOK ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    /* The cap without an interrupt lock: the harness never gives one semaphore from two
     * contexts at once (two tasks, or a task and an ISR), so no other give can come between
     * the compare and the release. */
    if (s->s.value >= s->max)
        return;
    rt_sem_release(&s->s);
}

void rb_sem_give_from_isr(rb_sem_t *s)
{
    rb_sem_give(s); /* rt_sem_release works in an ISR (between rt_interrupt_enter/leave) */
}

void rb_sem_delete(rb_sem_t *s)
{
    if (!s)
        return;
    rt_sem_detach(&s->s);
    s->used = 0;
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    struct rb_mutex *m;
    (void)inherit; /* every RT-Thread mutex inherits priority */
    RB_RT_CLAIM(g_mutexes, RB_RT_MAX_MUTEXES, m);
    if (!m)
        return 0;
    if (rt_mutex_init(&m->m, "rbmtx", RT_IPC_FLAG_PRIO) != RT_EOK) {
        m->used = 0;
        return 0;
    }
    return m;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    return rt_mutex_take(&m->m, rb_rt_ticks(timeout_ms)) == RT_EOK ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    rt_mutex_release(&m->m);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    if (!m)
        return;
    rt_mutex_detach(&m->m);
    m->used = 0;
}

/* ---- queues ---- */

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    struct rb_queue *q;
    if (item_size == 0 || item_size > RB_RT_Q_ITEM || depth == 0 || depth > RB_RT_Q_DEPTH)
        return 0;
    RB_RT_CLAIM(g_queues, RB_RT_MAX_QUEUES, q);
    if (!q)
        return 0;
    q->item = item_size;
    /* A pool of exactly depth messages: rt_mq_init derives the depth from the pool size. */
    if (rt_mq_init(&q->mq, "rbq", q->pool, (rt_size_t)item_size,
                   (rt_size_t)(depth * RB_RT_MQ_SLOT(item_size)), RT_IPC_FLAG_PRIO) != RT_EOK) {
        q->used = 0;
        return 0;
    }
    return q;
}

int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    return rt_mq_send_wait(&q->mq, item, (rt_size_t)q->item, rb_rt_ticks(timeout_ms)) == RT_EOK
               ? 0
               : -1;
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    /* RT_EOK (Nano) or, in later 5.x, the message's size: both >= 0 on success. */
    return rt_mq_recv(&q->mq, item, (rt_size_t)q->item, rb_rt_ticks(timeout_ms)) >= 0 ? 0 : -1;
}

void rb_queue_delete(rb_queue_t *q)
{
    if (!q)
        return;
    rt_mq_detach(&q->mq);
    q->used = 0;
}

/* ---- test interrupt ---- */

/* A thread woken in the ISR runs when PendSV follows it (rt_interrupt_leave). */
RB_AC_IRQ(RB_RT_IRQ_PRIO, rt_interrupt_enter(), rt_interrupt_leave())

/* ---- heap ---- */

void *rb_heap_alloc(size_t bytes)
{
    return rt_malloc((rt_size_t)bytes);
}

void rb_heap_free(void *p)
{
    rt_free(p);
}

/* ---- test IRQ place and the memory pool (rb_adapter.h) ---- */

RB_AC_IRQ_PLACE(RB_IRQ_MASK_PRIMASK, 0) /* rt_hw_interrupt_disable: cpsid i */

#ifdef RT_USING_MEMPOOL
/* 16 blocks of 128 bytes, each with the kernel's pointer header (rt_mp_init). */
#define RB_RT_POOL_BYTES (16 * (128 + sizeof(rt_uint8_t *)))

struct rb_pool {
    struct rt_mempool mp;
    volatile int used;
};
static struct rb_pool g_pool;
static rt_uint8_t g_pool_area[RB_RT_POOL_BYTES] __attribute__((aligned(8)));

rb_pool_t *rb_pool_create(size_t block_bytes, unsigned blocks)
{
    struct rb_pool *p = &g_pool;
    size_t bytes = (size_t)blocks * (RT_ALIGN(block_bytes, RT_ALIGN_SIZE) + sizeof(rt_uint8_t *));
    if (p->used || block_bytes == 0 || blocks == 0 || bytes > sizeof g_pool_area)
        return 0;
    if (rt_mp_init(&p->mp, "rb_pool", g_pool_area, (rt_size_t)bytes, (rt_size_t)block_bytes) !=
        RT_EOK)
        return 0;
    p->used = 1;
    return p;
}

void *rb_pool_alloc(rb_pool_t *p)
{
    return rt_mp_alloc(&p->mp, 0);
}

void rb_pool_free(rb_pool_t *p, void *block)
{
    (void)p;
    rt_mp_free(block);
}

void rb_pool_delete(rb_pool_t *p)
{
    if (!p)
        return;
    (void)rt_mp_detach(&p->mp);
    p->used = 0;
}
#else
RB_AC_NO_POOL()
#endif
