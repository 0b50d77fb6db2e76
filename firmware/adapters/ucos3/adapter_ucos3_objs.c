/* rtosbench firmware, bench_rtos_adapter layer: uC/OS-III kernel objects (static pools), the
 * test IRQ and the heap.
 *
 * Semaphores: OSSem* (counting). uC/OS-III semaphores have no maximum; rb_sem_give does not
 * post when the count already is at the harness's max (a binary semaphore stays binary).
 * Mutexes: OSMutex*, which always inherit priority, so rb_mutex_create(0) returns the same
 * kind as rb_mutex_create(1). Queues: uC/OS-III queues carry a pointer and a size, not a copy:
 * items of up to 4 bytes by value in the pointer, larger ones through a ring of buffers (see
 * rb_queue_send). Test IRQ: kernel-aware, NVIC priority = the BASEPRI boundary; the wrapper
 * brackets the ISR with OSIntEnter/OSIntExit, and OSIntExit switches to a task the ISR made
 * ready (through PendSV). The port puts SysTick at the boundary too; rb_ucos3_tick_prio moves
 * it one level less urgent, so that the test IRQ is above SysTick as on every kernel (COND
 * irq.systick_prio). Heap: uC/OS-III has no general-purpose allocator (no RB_F_HEAP). Pool: a
 * fixed-block partition, OSMemCreate/OSMemGet/OSMemPut. */
#include "adapter_ucos3.h"

#include <string.h>

#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_port.h"

#define RB_UC_MAX_SEMS 16
#define RB_UC_MAX_MUTEXES 4
#define RB_UC_MAX_QUEUES 2
#define RB_UC_Q_ITEM 16
#define RB_UC_Q_DEPTH 16
#define RB_UC_POOL_BYTES (16 * 128) /* the pool cases: 8 blocks of 128 bytes */

struct rb_sem {
    OS_SEM sem;
    OS_SEM_CTR max;
    volatile int used;
};
struct rb_mutex {
    OS_MUTEX m;
    volatile int used;
};
struct rb_queue {
    OS_Q q;
    size_t item_size;
    unsigned depth, next; /* items > 4 bytes: the next ring buffer a send fills */
    uint32_t buf[RB_UC_Q_DEPTH + 2][RB_UC_Q_ITEM / 4];
    volatile int used;
};

static struct rb_sem g_sems[RB_UC_MAX_SEMS];
static struct rb_mutex g_mutexes[RB_UC_MAX_MUTEXES];
static struct rb_queue g_queues[RB_UC_MAX_QUEUES];

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    struct rb_sem *s;
    OS_ERR err;
    if (max == 0 || initial > max)
        return 0;
    RB_UC_CLAIM(g_sems, RB_UC_MAX_SEMS, s);
    if (!s)
        return 0;
    s->max = (OS_SEM_CTR)max;
    OSSemCreate(&s->sem, (CPU_CHAR *)"rb_sem", (OS_SEM_CTR)initial, &err);
    if (err != OS_ERR_NONE) {
        s->used = 0;
        return 0;
    }
    return s;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    OS_ERR err;
    (void)OSSemPend(&s->sem, rb_uc_ticks(timeout_ms), rb_uc_pend_opt(timeout_ms), (CPU_TS *)0,
                    &err);
    return err == OS_ERR_NONE ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    OS_ERR err;
    if (s->sem.Ctr >= s->max) /* full (nobody waits on a non-zero count) */
        return;
    (void)OSSemPost(&s->sem, OS_OPT_POST_1, &err);
}

void rb_sem_give_from_isr(rb_sem_t *s)
{
    rb_sem_give(s); /* uC/OS-III posts from an ISR with the same call */
}

void rb_sem_delete(rb_sem_t *s)
{
    OS_ERR err;
    if (!s)
        return;
    (void)OSSemDel(&s->sem, OS_OPT_DEL_ALWAYS, &err);
    s->used = 0;
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    struct rb_mutex *m;
    OS_ERR err;
    (void)inherit; /* every uC/OS-III mutex inherits priority */
    RB_UC_CLAIM(g_mutexes, RB_UC_MAX_MUTEXES, m);
    if (!m)
        return 0;
    OSMutexCreate(&m->m, (CPU_CHAR *)"rb_mutex", &err);
    if (err != OS_ERR_NONE) {
        m->used = 0;
        return 0;
    }
    return m;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    OS_ERR err;
    OSMutexPend(&m->m, rb_uc_ticks(timeout_ms), rb_uc_pend_opt(timeout_ms), (CPU_TS *)0, &err);
    return (err == OS_ERR_NONE || err == OS_ERR_MUTEX_OWNER) ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    OS_ERR err;
    OSMutexPost(&m->m, OS_OPT_POST_NONE, &err);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    OS_ERR err;
    if (!m)
        return;
    (void)OSMutexDel(&m->m, OS_OPT_DEL_ALWAYS, &err);
    m->used = 0;
}

/* ---- queues ---- */

/* OSQPost refuses a full queue (OS_ERR_Q_MAX) where a copying queue blocks the sender: the
 * adapter then retries once a tick until the timeout. Only that path waits so (out of line:
 * no measured window fills a queue). */
static __attribute__((noinline)) int q_post_full(struct rb_queue *q, void *msg, uint32_t timeout_ms)
{
    OS_TICK left = rb_uc_ticks(timeout_ms);
    OS_ERR err;
    while (left-- > 0) {
        OSTimeDly(1, OS_OPT_TIME_DLY, &err);
        OSQPost(&q->q, msg, (OS_MSG_SIZE)q->item_size, OS_OPT_POST_FIFO, &err);
        if (err != OS_ERR_Q_MAX)
            return err == OS_ERR_NONE ? 0 : -1;
    }
    return -1;
}

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    struct rb_queue *q;
    OS_ERR err;
    if (item_size == 0 || item_size > RB_UC_Q_ITEM || depth == 0 || depth > RB_UC_Q_DEPTH)
        return 0;
    RB_UC_CLAIM(g_queues, RB_UC_MAX_QUEUES, q);
    if (!q)
        return 0;
    q->item_size = item_size;
    q->depth = depth;
    q->next = 0;
    OSQCreate(&q->q, (CPU_CHAR *)"rb_queue", (OS_MSG_QTY)depth, &err);
    if (err != OS_ERR_NONE) {
        q->used = 0;
        return 0;
    }
    return q;
}

/* Items of up to 4 bytes travel by value in the message pointer (the size is the message
 * size), as uC/OS-III passes a word: no buffer, no copy (COND mech.queue=by_value). Larger
 * items are copied into the next buffer of a ring of depth + 2 and its address is posted
 * (mech.queue_16=pointer_to_copy): the queue holds at most depth messages and the single
 * receiver the harness has per queue at most one more it has not copied out yet, so the
 * buffer a send fills is free. */
int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    OS_ERR err;
    void *msg;
    if (q->item_size == 1) {
        uintptr_t v = ((const uint8_t *)item)[0];
        msg = (void *)v;
    } else if (q->item_size <= sizeof(void *)) {
        const uint8_t *b = (const uint8_t *)item;
        uintptr_t v = 0;
        size_t k;
        for (k = 0; k < q->item_size; k++)
            v |= (uintptr_t)b[k] << (8u * k);
        msg = (void *)v;
    } else {
        unsigned i = q->next;
        q->next = (i == q->depth + 1) ? 0 : i + 1;
        memcpy(q->buf[i], item, q->item_size);
        msg = q->buf[i];
    }
    OSQPost(&q->q, msg, (OS_MSG_SIZE)q->item_size, OS_OPT_POST_FIFO, &err);
    if (err == OS_ERR_NONE)
        return 0;
    return err == OS_ERR_Q_MAX ? q_post_full(q, msg, timeout_ms) : -1;
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    OS_ERR err;
    OS_MSG_SIZE size;
    void *msg = OSQPend(&q->q, rb_uc_ticks(timeout_ms), rb_uc_pend_opt(timeout_ms), &size,
                        (CPU_TS *)0, &err);
    if (err != OS_ERR_NONE)
        return -1;
    if (q->item_size == 1) {
        *(uint8_t *)item = (uint8_t)(uintptr_t)msg;
    } else if (q->item_size <= sizeof(void *)) {
        uint8_t *b = (uint8_t *)item;
        uintptr_t v = (uintptr_t)msg;
        size_t k;
        for (k = 0; k < q->item_size; k++)
            b[k] = (uint8_t)(v >> (8u * k));
    } else {
        memcpy(item, msg, q->item_size);
    }
    return 0;
}

void rb_queue_delete(rb_queue_t *q)
{
    OS_ERR err;
    if (!q)
        return;
    (void)OSQDel(&q->q, OS_OPT_DEL_ALWAYS, &err);
    q->used = 0;
}

/* ---- test interrupt ---- */

/* OSIntEnter as the port's OS_CPU_SysTickHandler does; OSIntExit pends PendSV when the ISR
 * readied a more urgent task. */
RB_AC_IRQ(RB_UCOS3_KA_PRIO, CPU_SR_ALLOC(); CPU_CRITICAL_ENTER(); OSIntEnter();
          CPU_CRITICAL_EXIT(), OSIntExit())

/* ---- test IRQ place, SysTick, the memory partition (rb_adapter.h) ---- */

RB_AC_IRQ_PLACE(RB_IRQ_MASK_BASEPRI, RB_UCOS3_KA_PRIO) /* CPU_CRITICAL_ENTER: BASEPRI */

void rb_ucos3_tick_prio(void)
{
    /* SHPR3[31:24]: SysTick, one level below the kernel-aware boundary (still kernel-aware). */
    *(volatile uint8_t *)0xE000ED23u =
        (uint8_t)((CPU_CFG_KA_IPL_BOUNDARY + 1u) << (8u - CPU_CFG_NVIC_PRIO_BITS));
}

RB_AC_NO_HEAP()

/* OSMem partitions cannot be deleted: the partition is created once and reused while its
 * geometry is the same and every block is back. */
struct rb_pool {
    OS_MEM mem;
    size_t block_bytes;
    unsigned blocks;
    int created;
    volatile int used;
};
static struct rb_pool g_pool;
static uint32_t g_pool_store[RB_UC_POOL_BYTES / 4];

rb_pool_t *rb_pool_create(size_t block_bytes, unsigned blocks)
{
    struct rb_pool *p = &g_pool;
    OS_ERR err;
    if (p->used || block_bytes < sizeof(void *) || block_bytes % 4u || blocks < 2u ||
        block_bytes * blocks > sizeof g_pool_store)
        return 0;
    if (!p->created || p->block_bytes != block_bytes || p->blocks != blocks ||
        p->mem.NbrFree != (OS_MEM_QTY)blocks) {
        if (p->created)
            return 0; /* another geometry: a second partition would be needed */
        OSMemCreate(&p->mem, (CPU_CHAR *)"rb_pool", g_pool_store, (OS_MEM_QTY)blocks,
                    (OS_MEM_SIZE)block_bytes, &err);
        if (err != OS_ERR_NONE)
            return 0;
        p->created = 1;
        p->block_bytes = block_bytes;
        p->blocks = blocks;
    }
    p->used = 1;
    return p;
}

void *rb_pool_alloc(rb_pool_t *p)
{
    OS_ERR err;
    void *b = OSMemGet(&p->mem, &err);
    return err == OS_ERR_NONE ? b : 0;
}

void rb_pool_free(rb_pool_t *p, void *block)
{
    OS_ERR err;
    OSMemPut(&p->mem, block, &err);
}

void rb_pool_delete(rb_pool_t *p)
{
    if (p)
        p->used = 0;
}
