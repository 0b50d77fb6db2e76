/* rtosbench firmware, bench_rtos_adapter layer: Keil RTX5 kernel objects (static control blocks
 * and data from pools of ours: no object comes from RTX's dynamic memory), the test IRQ and the
 * memory pool behind the heap cases.
 *
 * Semaphores: osSemaphoreNew(max, initial). Mutexes: osMutexNew with osMutexPrioInherit for
 * rb_mutex_create(1), without it (a plain, non-recursive RTX mutex) for rb_mutex_create(0).
 * Queues: osMessageQueueNew with static message memory for up to RB_RTX_Q_DEPTH items of up to
 * RB_RTX_Q_ITEM bytes. Test IRQ: RTX5 on ARMv7-M never masks interrupts (kernel data are
 * changed with LDREX/STREX; an ISR's osSemaphoreRelease only counts the token and queues the
 * object for the PendSV handler, which wakes the waiting thread and switches), so an ISR that
 * calls RTX may have any priority: the kernel-aware boundary is the most urgent one, and ours
 * is RB_RTX_TEST_IRQ_PRIO (0x00: above SVC, PendSV and SysTick, which RTX sets to the lowest
 * levels; COND irq.mask=none). No ISR entry/exit call and no explicit "yield from ISR": the
 * pended PendSV switches on return from the ISR.
 * Heap: RTX has no general-purpose allocator in its public API (osRtxMemoryAlloc is internal):
 * no RB_F_HEAP. Pool: osMemoryPoolNew/Alloc/Free on static control block and memory. */
#include "adapter_rtx5.h"

#include <string.h>

#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_port.h"

#define RB_RTX_MAX_SEMS 16
#define RB_RTX_MAX_MUTEXES 4
#define RB_RTX_MAX_QUEUES 2
#define RB_RTX_Q_ITEM 16
#define RB_RTX_Q_DEPTH 16

struct rb_sem {
    osSemaphoreId_t id;
    osRtxSemaphore_t cb;
    volatile int used;
};
struct rb_mutex {
    osMutexId_t id;
    osRtxMutex_t cb;
    volatile int used;
};
struct rb_queue {
    osMessageQueueId_t id;
    osRtxMessageQueue_t cb;
    uint32_t mem[osRtxMessageQueueMemSize(RB_RTX_Q_DEPTH, RB_RTX_Q_ITEM) / 4];
    volatile int used;
};

static struct rb_sem g_sems[RB_RTX_MAX_SEMS];
static struct rb_mutex g_mutexes[RB_RTX_MAX_MUTEXES];
static struct rb_queue g_queues[RB_RTX_MAX_QUEUES];

/* Claims the first free slot of a pool ('used' set under the scheduler lock; threads only). */
#define RB_RTX_LOCK int32_t lock_ = osKernelLock()
#define RB_RTX_UNLOCK                                                                              \
    if (lock_ >= 0)                                                                                \
    (void)osKernelRestoreLock(lock_)
#define RB_RTX_CLAIM(pool, n, out) RB_AC_CLAIM(pool, n, out, RB_RTX_LOCK, RB_RTX_UNLOCK)

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    struct rb_sem *s;
    osSemaphoreAttr_t a;
    if (max == 0 || initial > max || max > osRtxSemaphoreTokenLimit)
        return 0;
    RB_RTX_CLAIM(g_sems, RB_RTX_MAX_SEMS, s);
    if (!s)
        return 0;
    memset(&a, 0, sizeof a);
    a.cb_mem = &s->cb;
    a.cb_size = sizeof s->cb;
    s->id = osSemaphoreNew((uint32_t)max, (uint32_t)initial, &a);
    if (!s->id) {
        s->used = 0;
        return 0;
    }
    return s;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    return osSemaphoreAcquire(s->id, rb_rtx_ticks(timeout_ms)) == osOK ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    (void)osSemaphoreRelease(s->id);
}

void rb_sem_give_from_isr(rb_sem_t *s)
{
    (void)osSemaphoreRelease(s->id); /* ISR-callable: RTX sees the exception mode */
}

void rb_sem_delete(rb_sem_t *s)
{
    if (!s)
        return;
    (void)osSemaphoreDelete(s->id);
    s->id = 0;
    s->used = 0;
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    struct rb_mutex *m;
    osMutexAttr_t a;
    RB_RTX_CLAIM(g_mutexes, RB_RTX_MAX_MUTEXES, m);
    if (!m)
        return 0;
    memset(&a, 0, sizeof a);
    a.attr_bits = inherit ? osMutexPrioInherit : 0u;
    a.cb_mem = &m->cb;
    a.cb_size = sizeof m->cb;
    m->id = osMutexNew(&a);
    if (!m->id) {
        m->used = 0;
        return 0;
    }
    return m;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    return osMutexAcquire(m->id, rb_rtx_ticks(timeout_ms)) == osOK ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    (void)osMutexRelease(m->id);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    if (!m)
        return;
    (void)osMutexDelete(m->id);
    m->id = 0;
    m->used = 0;
}

/* ---- message queues ---- */

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    struct rb_queue *q;
    osMessageQueueAttr_t a;
    if (item_size == 0 || item_size > RB_RTX_Q_ITEM || depth == 0 || depth > RB_RTX_Q_DEPTH)
        return 0;
    RB_RTX_CLAIM(g_queues, RB_RTX_MAX_QUEUES, q);
    if (!q)
        return 0;
    memset(&a, 0, sizeof a);
    a.cb_mem = &q->cb;
    a.cb_size = sizeof q->cb;
    a.mq_mem = q->mem;
    a.mq_size = osRtxMessageQueueMemSize(depth, item_size);
    q->id = osMessageQueueNew((uint32_t)depth, (uint32_t)item_size, &a);
    if (!q->id) {
        q->used = 0;
        return 0;
    }
    return q;
}

int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    return osMessageQueuePut(q->id, item, 0u, rb_rtx_ticks(timeout_ms)) == osOK ? 0 : -1;
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    return osMessageQueueGet(q->id, item, 0, rb_rtx_ticks(timeout_ms)) == osOK ? 0 : -1;
}

void rb_queue_delete(rb_queue_t *q)
{
    if (!q)
        return;
    (void)osMessageQueueDelete(q->id);
    q->id = 0;
    q->used = 0;
}

/* ---- test interrupt ---- */

/* No ISR entry/exit call: a release pends PendSV, the woken thread runs on ISR exit. */
RB_AC_IRQ(RB_RTX_TEST_IRQ_PRIO, (void)0, (void)0)

/* ---- test IRQ place, heap and the memory pool (rb_adapter.h) ---- */

RB_AC_IRQ_PLACE(RB_IRQ_MASK_NONE, 0) /* ARMv7-M: LDREX/STREX, no interrupt lock */
RB_AC_NO_HEAP()

struct rb_pool {
    osRtxMemoryPool_t cb;
    osMemoryPoolId_t id;
    volatile int used;
};
static struct rb_pool g_pool;
static uint32_t g_pool_mem[osRtxMemoryPoolMemSize(RB_RTX_POOL_BLOCKS, RB_RTX_POOL_BLOCK) / 4];

rb_pool_t *rb_pool_create(size_t block_bytes, unsigned blocks)
{
    struct rb_pool *p = &g_pool;
    osMemoryPoolAttr_t a;
    if (p->used || block_bytes == 0 || blocks == 0 ||
        osRtxMemoryPoolMemSize(blocks, block_bytes) > sizeof g_pool_mem)
        return 0;
    memset(&a, 0, sizeof a);
    memset(&p->cb, 0, sizeof p->cb);
    a.name = "rb_pool";
    a.cb_mem = &p->cb;
    a.cb_size = sizeof p->cb;
    a.mp_mem = g_pool_mem;
    a.mp_size = (uint32_t)osRtxMemoryPoolMemSize(blocks, block_bytes);
    p->id = osMemoryPoolNew(blocks, (uint32_t)block_bytes, &a);
    if (!p->id)
        return 0;
    p->used = 1;
    return p;
}

void *rb_pool_alloc(rb_pool_t *p)
{
    return osMemoryPoolAlloc(p->id, 0u);
}

void rb_pool_free(rb_pool_t *p, void *block)
{
    (void)osMemoryPoolFree(p->id, block);
}

void rb_pool_delete(rb_pool_t *p)
{
    if (!p)
        return;
    (void)osMemoryPoolDelete(p->id);
    p->id = 0;
    p->used = 0;
}
