/* rtosbench firmware, bench_rtos_adapter layer: ThreadX kernel objects (static pools), the
 * test IRQ and the heap.
 *
 * Semaphores: ThreadX counting semaphores; rb_sem_give puts with tx_semaphore_ceiling_put and
 * the max of rb_sem_create as the ceiling (a put above it is refused, as a binary semaphore's
 * second give is). Mutexes: rb_mutex_create(1) is a TX_INHERIT mutex, rb_mutex_create(0) a
 * TX_NO_INHERIT one. Queues: ThreadX messages are whole 32-bit words (1..16): an item of n bytes
 * travels as ceil(n / 4) words (1 byte: 1 word, 16 bytes: 4 words); see rb_queue_send for
 * when the adapter converts (COND mech.queue=words). Test IRQ: on Cortex-M a ThreadX-managed ISR
 * needs no context save/restore (readme_threadx.txt, 6.2); a service that readies a more urgent
 * thread pends PendSV itself, which switches when the ISR returns. The wrapper only adds the
 * kernel's execution-change hooks when they are compiled in. Heap: tx_byte_allocate and
 * tx_byte_release on a static byte pool (ThreadX's general-purpose, first-fit allocator). Pool:
 * a block pool (tx_block_pool_create, tx_block_allocate, tx_block_release) of fixed blocks. */
#include <string.h>

#include "adapter_threadx.h"
#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_port.h"

#define RB_TX_MAX_SEMS 16
#define RB_TX_MAX_MUTEXES 4
#define RB_TX_MAX_QUEUES 2
#define RB_TX_Q_WORDS 4 /* 16 bytes */
#define RB_TX_Q_DEPTH 16
#define RB_TX_HEAP_BYTES (8 * 1024)
/* The test IRQ's NVIC priority: the kernel-aware boundary (rb_adapter.h, rb_irq_place). ThreadX
 * masks interrupts with PRIMASK (TX_PORT_USE_BASEPRI off), so every priority may call its
 * services and the boundary is the most urgent one, 0x00, above SysTick (0x40, as the
 * cortex_m3 demo sets it: adapter_threadx_port.c); with TX_PORT_USE_BASEPRI it is
 * TX_PORT_BASEPRI. */
#ifdef TX_PORT_USE_BASEPRI
#define RB_TX_IRQ_PRIO TX_PORT_BASEPRI
#else
#define RB_TX_IRQ_PRIO 0x00
#endif

struct rb_sem {
    TX_SEMAPHORE s;
    ULONG max;
    volatile int used;
};
struct rb_mutex {
    TX_MUTEX m;
    volatile int used;
};
struct rb_queue {
    TX_QUEUE q;
    ULONG storage[RB_TX_Q_WORDS * RB_TX_Q_DEPTH];
    size_t item;
    volatile int used;
};

static struct rb_sem g_sems[RB_TX_MAX_SEMS];
static struct rb_mutex g_mutexes[RB_TX_MAX_MUTEXES];
static struct rb_queue g_queues[RB_TX_MAX_QUEUES];
static TX_BYTE_POOL g_pool;
static ULONG g_pool_area[RB_TX_HEAP_BYTES / sizeof(ULONG)];

void rb_tx_objects_init(void); /* called from tx_application_define */

void rb_tx_objects_init(void)
{
    if (tx_byte_pool_create(&g_pool, (CHAR *)"heap", g_pool_area, sizeof g_pool_area) != TX_SUCCESS)
        rb_harness_fatal("config", "cannot create the heap byte pool");
}

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    struct rb_sem *s;
    if (max == 0 || initial > max)
        return 0;
    RB_TX_CLAIM(g_sems, RB_TX_MAX_SEMS, s);
    if (!s)
        return 0;
    s->max = max;
    if (tx_semaphore_create(&s->s, (CHAR *)"rb", (ULONG)initial) != TX_SUCCESS) {
        s->used = 0;
        return 0;
    }
    return s;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    return tx_semaphore_get(&s->s, rb_tx_ticks(timeout_ms)) == TX_SUCCESS ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    (void)tx_semaphore_ceiling_put(&s->s, s->max);
}

/* The same service: ThreadX calls may come from ISRs. */
void rb_sem_give_from_isr(rb_sem_t *s)
{
    (void)tx_semaphore_ceiling_put(&s->s, s->max);
}

void rb_sem_delete(rb_sem_t *s)
{
    if (!s)
        return;
    (void)tx_semaphore_delete(&s->s);
    s->used = 0;
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    struct rb_mutex *m;
    RB_TX_CLAIM(g_mutexes, RB_TX_MAX_MUTEXES, m);
    if (!m)
        return 0;
    if (tx_mutex_create(&m->m, (CHAR *)"rb", inherit ? TX_INHERIT : TX_NO_INHERIT) != TX_SUCCESS) {
        m->used = 0;
        return 0;
    }
    return m;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    return tx_mutex_get(&m->m, rb_tx_ticks(timeout_ms)) == TX_SUCCESS ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    (void)tx_mutex_put(&m->m);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    if (!m)
        return;
    (void)tx_mutex_delete(&m->m);
    m->used = 0;
}

/* ---- queues ---- */

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    struct rb_queue *q;
    UINT words = (UINT)((item_size + sizeof(ULONG) - 1) / sizeof(ULONG));
    if (item_size == 0 || words > RB_TX_Q_WORDS || depth == 0 || depth > RB_TX_Q_DEPTH)
        return 0;
    RB_TX_CLAIM(g_queues, RB_TX_MAX_QUEUES, q);
    if (!q)
        return 0;
    q->item = item_size;
    if (tx_queue_create(&q->q, (CHAR *)"rb", words, q->storage,
                        (ULONG)(words * sizeof(ULONG) * depth)) != TX_SUCCESS) {
        q->used = 0;
        return 0;
    }
    return q;
}

/* The kernel copies whole words from and to the caller's buffer: an item that is whole
 * aligned words (16 bytes) is passed as it is; a 1-byte item is one word (its byte,
 * zero-extended); other sizes go through a word buffer. */
static int q_direct(const rb_queue_t *q, const void *item)
{
    return (q->item & 3u) == 0 && ((uintptr_t)item & 3u) == 0;
}

int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    ULONG msg[RB_TX_Q_WORDS];
    const void *src = item;
    if (q->item == 1) {
        msg[0] = *(const uint8_t *)item;
        src = msg;
    } else if (!q_direct(q, item)) {
        msg[(q->item - 1) / 4] = 0; /* the tail of the last word */
        memcpy(msg, item, q->item);
        src = msg;
    }
    return tx_queue_send(&q->q, (VOID *)src, rb_tx_ticks(timeout_ms)) == TX_SUCCESS ? 0 : -1;
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    ULONG msg[RB_TX_Q_WORDS];
    int direct = q_direct(q, item);
    if (tx_queue_receive(&q->q, direct ? item : (VOID *)msg, rb_tx_ticks(timeout_ms)) != TX_SUCCESS)
        return -1;
    if (q->item == 1)
        *(uint8_t *)item = (uint8_t)msg[0];
    else if (!direct)
        memcpy(item, msg, q->item);
    return 0;
}

void rb_queue_delete(rb_queue_t *q)
{
    if (!q)
        return;
    (void)tx_queue_delete(&q->q);
    q->used = 0;
}

/* ---- test interrupt ---- */

#ifdef TX_ENABLE_EXECUTION_CHANGE_NOTIFY
VOID _tx_execution_isr_enter(VOID);
VOID _tx_execution_isr_exit(VOID);
#define RB_TX_ISR_ENTER _tx_execution_isr_enter()
#define RB_TX_ISR_EXIT _tx_execution_isr_exit()
#else
#define RB_TX_ISR_ENTER (void)0
#define RB_TX_ISR_EXIT (void)0
#endif

RB_AC_IRQ(RB_TX_IRQ_PRIO, RB_TX_ISR_ENTER, RB_TX_ISR_EXIT)

/* ---- heap ---- */

void *rb_heap_alloc(size_t bytes)
{
    VOID *p = TX_NULL;
    if (tx_byte_allocate(&g_pool, &p, (ULONG)bytes, TX_NO_WAIT) != TX_SUCCESS)
        return 0;
    return p;
}

void rb_heap_free(void *p)
{
    if (p)
        (void)tx_byte_release(p);
}

/* ---- test IRQ place and the block pool (rb_adapter.h) ---- */

#ifdef TX_PORT_USE_BASEPRI
RB_AC_IRQ_PLACE(RB_IRQ_MASK_BASEPRI, TX_PORT_BASEPRI)
#else
RB_AC_IRQ_PLACE(RB_IRQ_MASK_PRIMASK, 0) /* TX_DISABLE: cpsid i */
#endif

#define RB_TX_POOL_BYTES 2304 /* 16 blocks of 128 bytes, each with the kernel's pointer header */

struct rb_pool {
    TX_BLOCK_POOL bp;
    volatile int used;
};
static struct rb_pool g_bpool;
static ULONG g_bpool_area[RB_TX_POOL_BYTES / sizeof(ULONG)];

rb_pool_t *rb_pool_create(size_t block_bytes, unsigned blocks)
{
    struct rb_pool *p = &g_bpool;
    ULONG bytes = (ULONG)blocks * ((ULONG)block_bytes + (ULONG)sizeof(VOID *));
    if (p->used || block_bytes == 0 || blocks == 0 || bytes > sizeof g_bpool_area)
        return 0;
    if (tx_block_pool_create(&p->bp, (CHAR *)"rb_pool", (ULONG)block_bytes, g_bpool_area, bytes) !=
        TX_SUCCESS)
        return 0;
    p->used = 1;
    return p;
}

void *rb_pool_alloc(rb_pool_t *p)
{
    VOID *b = TX_NULL;
    if (tx_block_allocate(&p->bp, &b, TX_NO_WAIT) != TX_SUCCESS)
        return 0;
    return b;
}

void rb_pool_free(rb_pool_t *p, void *block)
{
    (void)p;
    (void)tx_block_release(block);
}

void rb_pool_delete(rb_pool_t *p)
{
    if (!p)
        return;
    (void)tx_block_pool_delete(&p->bp);
    p->used = 0;
}
