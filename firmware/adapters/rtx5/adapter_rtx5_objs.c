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
 * calls RTX may have any priority; ours is RB_RTX_TEST_IRQ_PRIO (0x50, as for FreeRTOS: above
 * SVC, PendSV and SysTick, which RTX sets to the lowest levels). No ISR entry/exit call and no
 * explicit "yield from ISR": the pended PendSV switches on return from the ISR.
 * Heap: RTX has no general-purpose allocator in its public API (osRtxMemoryAlloc is internal),
 * so rb_heap_alloc/free are osMemoryPoolAlloc/osMemoryPoolFree on one pool of
 * RB_RTX_POOL_BLOCKS blocks of RB_RTX_POOL_BLOCK bytes (COND mech.heap=memory_pool,
 * mech.heap_block); larger requests fail. */
#include "adapter_rtx5.h"

#include <string.h>

#include "rb_adapter.h"
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
#define RB_RTX_CLAIM(pool, n, out)                                                                 \
    do {                                                                                           \
        int i_;                                                                                    \
        int32_t lock_ = osKernelLock();                                                            \
        (out) = 0;                                                                                 \
        for (i_ = 0; i_ < (n); i_++)                                                               \
            if (!(pool)[i_].used) {                                                                \
                (pool)[i_].used = 1;                                                               \
                (out) = &(pool)[i_];                                                               \
                break;                                                                             \
            }                                                                                      \
        if (lock_ >= 0)                                                                            \
            (void)osKernelRestoreLock(lock_);                                                      \
    } while (0)

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

static rb_isr_fn g_isr;
static void *g_isr_arg;

static void isr_wrapper(void)
{
    if (g_isr)
        g_isr(g_isr_arg); /* a release pends PendSV: the woken thread runs on ISR exit */
}

int rb_irq_attach(rb_isr_fn isr, void *arg)
{
    if (!rb_port_irq_available())
        return -1;
    g_isr = isr;
    g_isr_arg = arg;
    rb_port_irq_set_priority(RB_RTX_TEST_IRQ_PRIO);
    rb_port_irq_set_handler(isr_wrapper);
    return 0;
}

void rb_irq_trigger(void)
{
    rb_port_irq_trigger();
}

void rb_irq_detach(void)
{
    rb_port_irq_set_handler(0);
    g_isr = 0;
}

/* ---- heap: one memory pool of fixed blocks ---- */

static osRtxMemoryPool_t g_pool_cb;
static uint32_t g_pool_mem[osRtxMemoryPoolMemSize(RB_RTX_POOL_BLOCKS, RB_RTX_POOL_BLOCK) / 4];
static osMemoryPoolId_t g_pool;

int rb_rtx_pool_init(void)
{
    osMemoryPoolAttr_t a;
    memset(&a, 0, sizeof a);
    a.name = "rb_heap";
    a.cb_mem = &g_pool_cb;
    a.cb_size = sizeof g_pool_cb;
    a.mp_mem = g_pool_mem;
    a.mp_size = sizeof g_pool_mem;
    g_pool = osMemoryPoolNew(RB_RTX_POOL_BLOCKS, RB_RTX_POOL_BLOCK, &a);
    return g_pool ? 0 : -1;
}

void *rb_heap_alloc(size_t bytes)
{
    if (bytes == 0 || bytes > RB_RTX_POOL_BLOCK)
        return 0;
    return osMemoryPoolAlloc(g_pool, 0u);
}

void rb_heap_free(void *p)
{
    if (p)
        (void)osMemoryPoolFree(g_pool, p);
}
