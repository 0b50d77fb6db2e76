/* rtosbench firmware, bench_rtos_adapter layer: LiteOS-M kernel objects, the test IRQ, the heap
 * and the fixed-block pool.
 *
 * Semaphores: LOS_BinarySemCreate for a binary one (max 1), LOS_SemCreate otherwise (the
 * kernel's maximum, OS_SEM_COUNTING_MAX_COUNT 0xFFFF: LiteOS-M takes no maximum). Mutexes:
 * every LiteOS-M mutex inherits priority (LOS_MuxPend raises the owner, OsMuxPendOp), so
 * rb_mutex_create(0) returns the same kind as rb_mutex_create(1). Queues: LOS_QueueCreate with
 * LOS_QueueWriteCopy / LOS_QueueReadCopy, which copy the item into and out of the queue's own
 * buffer (taken from the kernel heap at creation). Test IRQ: LiteOS-M masks interrupts with
 * PRIMASK (LOS_IntLock), so every NVIC priority may call the kernel; the kernel-aware boundary is
 * the most urgent one, 0x00 (rb_adapter.h, rb_irq_place), above PendSV and SysTick (0xF0, set by
 * HalStartToRun). The ISR wrapper brackets the case's ISR with what the kernel's own interrupt
 * entry, HalInterrupt (arch/arm/cortex-m4/gcc/los_interrupt.c), does around a handler: g_intCount
 * up and down under LOS_IntLock (OS_INT_ACTIVE; the board keeps its vector table, so HalInterrupt
 * is not the vector). LOS_SemPost from the ISR readies the waiter and pends PendSV (LOS_Schedule),
 * which runs when the ISR returns. Heap: LOS_MemAlloc / LOS_MemFree on the system pool
 * (kernel/src/mm/los_memory.c, TLSF). Pool: the membox (LOS_MemboxInit, LOS_MemboxAlloc,
 * LOS_MemboxFree). */
#include "adapter_liteos.h"

#include "los_arch_interrupt.h"
#include "los_membox.h"
#include "los_memory.h"
#include "los_mux.h"
#include "los_queue.h"
#include "los_sem.h"
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_port.h"

#define RB_LOS_MAX_SEMS 16
#define RB_LOS_MAX_MUTEXES 4
#define RB_LOS_MAX_QUEUES 2
#define RB_LOS_Q_ITEM 16
#define RB_LOS_Q_DEPTH 16
#define RB_LOS_IRQ_PRIO 0x00u

struct rb_sem {
    UINT32 id;
    volatile int used;
};
struct rb_mutex {
    UINT32 id;
    volatile int used;
};
struct rb_queue {
    UINT32 id;
    UINT32 item;
    volatile int used;
};

static struct rb_sem g_sems[RB_LOS_MAX_SEMS];
static struct rb_mutex g_mutexes[RB_LOS_MAX_MUTEXES];
static struct rb_queue g_queues[RB_LOS_MAX_QUEUES];

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    struct rb_sem *s;
    UINT32 r;
    if (max == 0 || initial > max || max > OS_SEM_COUNTING_MAX_COUNT)
        return 0;
    RB_LOS_CLAIM(g_sems, RB_LOS_MAX_SEMS, s);
    if (!s)
        return 0;
    if (max == 1)
        r = LOS_BinarySemCreate((UINT16)initial, &s->id);
    else
        r = LOS_SemCreate((UINT16)initial, &s->id);
    if (r != LOS_OK) {
        s->used = 0;
        return 0;
    }
    return s;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    return LOS_SemPend(s->id, rb_los_ticks(timeout_ms)) == LOS_OK ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    /* A binary semaphore already at 1 stays at 1 (LOS_ERRNO_SEM_OVERFLOW). */
    (void)LOS_SemPost(s->id);
}

void rb_sem_give_from_isr(rb_sem_t *s)
{
    /* Inside the wrapper's g_intCount bracket: the post readies the waiter and pends PendSV. */
    (void)LOS_SemPost(s->id);
}

void rb_sem_delete(rb_sem_t *s)
{
    if (!s)
        return;
    (void)LOS_SemDelete(s->id);
    s->used = 0;
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    struct rb_mutex *m;
    (void)inherit; /* every LiteOS-M mutex inherits priority */
    RB_LOS_CLAIM(g_mutexes, RB_LOS_MAX_MUTEXES, m);
    if (!m)
        return 0;
    if (LOS_MuxCreate(&m->id) != LOS_OK) {
        m->used = 0;
        return 0;
    }
    return m;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    return LOS_MuxPend(m->id, rb_los_ticks(timeout_ms)) == LOS_OK ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    (void)LOS_MuxPost(m->id);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    if (!m)
        return;
    (void)LOS_MuxDelete(m->id);
    m->used = 0;
}

/* ---- queues ---- */

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    struct rb_queue *q;
    if (item_size == 0 || item_size > RB_LOS_Q_ITEM || depth == 0 || depth > RB_LOS_Q_DEPTH)
        return 0;
    RB_LOS_CLAIM(g_queues, RB_LOS_MAX_QUEUES, q);
    if (!q)
        return 0;
    q->item = (UINT32)item_size;
    if (LOS_QueueCreate("rbq", (UINT16)depth, &q->id, 0, (UINT16)item_size) != LOS_OK) {
        q->used = 0;
        return 0;
    }
    return q;
}

int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    return LOS_QueueWriteCopy(q->id, (VOID *)item, q->item, rb_los_ticks(timeout_ms)) == LOS_OK
               ? 0
               : -1;
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    UINT32 size = q->item;
    return LOS_QueueReadCopy(q->id, item, &size, rb_los_ticks(timeout_ms)) == LOS_OK ? 0 : -1;
}

void rb_queue_delete(rb_queue_t *q)
{
    if (!q)
        return;
    (void)LOS_QueueDelete(q->id);
    q->used = 0;
}

/* ---- test interrupt ---- */

static inline void rb_los_isr_enter(void)
{
    UINT32 s = LOS_IntLock();
    g_intCount++;
    LOS_IntRestore(s);
}

static inline void rb_los_isr_leave(void)
{
    UINT32 s = LOS_IntLock();
    g_intCount--;
    LOS_IntRestore(s);
}

RB_AC_IRQ(RB_LOS_IRQ_PRIO, rb_los_isr_enter(), rb_los_isr_leave())

RB_AC_IRQ_PLACE(RB_IRQ_MASK_PRIMASK, 0) /* ArchIntLock: cpsid i */

/* ---- heap ---- */

void *rb_heap_alloc(size_t bytes)
{
    return LOS_MemAlloc(OS_SYS_MEM_ADDR, (UINT32)bytes);
}

void rb_heap_free(void *p)
{
    (void)LOS_MemFree(OS_SYS_MEM_ADDR, p);
}

/* ---- the membox pool ---- */

#define RB_LOS_POOL_BYTES LOS_MEMBOX_SIZE(128, 8) /* the pool cases: 8 blocks of 128 bytes */

struct rb_pool {
    volatile int used;
};
static struct rb_pool g_pool;
static UINT32 g_pool_area[(RB_LOS_POOL_BYTES + 3) / 4];

rb_pool_t *rb_pool_create(size_t block_bytes, unsigned blocks)
{
    struct rb_pool *p = &g_pool;
    UINT32 bytes;
    if (p->used || block_bytes == 0 || blocks == 0)
        return 0;
    bytes = LOS_MEMBOX_SIZE(block_bytes, blocks); /* exactly `blocks` blocks */
    if (bytes > sizeof g_pool_area || LOS_MemboxInit(g_pool_area, bytes, block_bytes) != LOS_OK)
        return 0;
    p->used = 1;
    return p;
}

void *rb_pool_alloc(rb_pool_t *p)
{
    (void)p;
    return LOS_MemboxAlloc(g_pool_area);
}

void rb_pool_free(rb_pool_t *p, void *block)
{
    (void)p;
    (void)LOS_MemboxFree(g_pool_area, block);
}

void rb_pool_delete(rb_pool_t *p)
{
    if (p)
        p->used = 0; /* the membox has no destroy: its area is static */
}
