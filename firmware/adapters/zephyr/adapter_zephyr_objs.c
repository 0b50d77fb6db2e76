/* rtosbench firmware, bench_rtos_adapter layer: Zephyr kernel objects (static pools), the test
 * IRQ, the heap and the pool.
 *
 * Semaphores: k_sem with the max of rb_sem_create as its limit (a give at the limit is
 * ignored by the kernel, as a binary semaphore's second give is). Mutexes: k_mutex, which always
 * inherits priority (Zephyr has no other kind; rb_mutex_create(0) is the same object, COND
 * mech.mutex=pi_always). Queues: k_msgq, which copies items of any size. Test IRQ: a Zephyr
 * direct ISR (ISR_DIRECT_DECLARE, IRQ_DIRECT_CONNECT) whose footer runs z_arm_int_exit, which
 * pends PendSV when the ISR readied a more urgent thread (COND mech.irq=direct_isr). Heap:
 * k_heap (Zephyr's general-purpose allocator) on a static area. Pool: k_mem_slab. */
#include <cmsis_core.h>
#include <zephyr/irq.h>

#include "adapter_zephyr.h"
#include "rb_adapter.h"
#include "rb_port.h"

#define RB_Z_MAX_SEMS 16
#define RB_Z_MAX_MUTEXES 4
#define RB_Z_MAX_QUEUES 2
#define RB_Z_Q_ITEM 16
#define RB_Z_Q_DEPTH 16
#define RB_Z_HEAP_BYTES (8 * 1024)
#define RB_Z_POOL_BYTES 2048 /* 16 blocks of 128 bytes (k_mem_slab has no per-block header) */

/* The test IRQ's NVIC priority: the kernel-aware boundary (rb_adapter.h, rb_irq_place). Zephyr
 * masks with BASEPRI = _EXC_IRQ_DEFAULT_PRIO (irq_lock); its most urgent IRQ priority, 0
 * (NVIC byte _EXC_IRQ_DEFAULT_PRIO), is the boundary. Zephyr's SysTick driver puts SysTick
 * there too (_IRQ_PRIO_OFFSET): rb_z_objects_init moves it one level less urgent, as the
 * µC/OS-III adapter does (docs/cases.md, "Test IRQ"). */
#define RB_Z_IRQ_ZPRIO 0

struct rb_sem {
    struct k_sem s;
    volatile int used;
};
struct rb_mutex {
    struct k_mutex m;
    volatile int used;
};
struct rb_queue {
    struct k_msgq q;
    char storage[RB_Z_Q_ITEM * RB_Z_Q_DEPTH] __aligned(4);
    volatile int used;
};

static struct rb_sem g_sems[RB_Z_MAX_SEMS];
static struct rb_mutex g_mutexes[RB_Z_MAX_MUTEXES];
static struct rb_queue g_queues[RB_Z_MAX_QUEUES];
K_HEAP_DEFINE(g_heap, RB_Z_HEAP_BYTES);

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    struct rb_sem *s;
    if (max == 0 || initial > max)
        return 0;
    RB_Z_CLAIM(g_sems, RB_Z_MAX_SEMS, s);
    if (!s)
        return 0;
    if (k_sem_init(&s->s, initial, max) != 0) {
        s->used = 0;
        return 0;
    }
    return s;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    return k_sem_take(&s->s, rb_z_timeout(timeout_ms)) == 0 ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    k_sem_give(&s->s);
}

/* The same call: k_sem_give may be called from an ISR. */
void rb_sem_give_from_isr(rb_sem_t *s)
{
    k_sem_give(&s->s);
}

void rb_sem_delete(rb_sem_t *s)
{
    if (s)
        s->used = 0; /* a k_sem holds no resources */
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    struct rb_mutex *m;
    (void)inherit; /* every k_mutex inherits */
    RB_Z_CLAIM(g_mutexes, RB_Z_MAX_MUTEXES, m);
    if (!m)
        return 0;
    (void)k_mutex_init(&m->m);
    return m;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    return k_mutex_lock(&m->m, rb_z_timeout(timeout_ms)) == 0 ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    (void)k_mutex_unlock(&m->m);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    if (m)
        m->used = 0;
}

/* ---- queues ---- */

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    struct rb_queue *q;
    if (item_size == 0 || item_size > RB_Z_Q_ITEM || depth == 0 || depth > RB_Z_Q_DEPTH)
        return 0;
    RB_Z_CLAIM(g_queues, RB_Z_MAX_QUEUES, q);
    if (!q)
        return 0;
    k_msgq_init(&q->q, q->storage, item_size, depth);
    return q;
}

int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    return k_msgq_put(&q->q, item, rb_z_timeout(timeout_ms)) == 0 ? 0 : -1;
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    return k_msgq_get(&q->q, item, rb_z_timeout(timeout_ms)) == 0 ? 0 : -1;
}

void rb_queue_delete(rb_queue_t *q)
{
    if (q)
        q->used = 0;
}

/* ---- test interrupt ---- */

void rb_port_test_isr(void); /* ports/cortex_m3/cm3_common.c: the stamp, then the handler */

/* Zephyr's direct ISR: the port's stamp is its first action, then the port calls the adapter's
 * wrapper (RB_AC_IRQ below); returning 1 lets the footer (z_arm_int_exit) switch to a thread
 * the ISR readied. Connected at build time (gen_isr_tables) by IRQ_DIRECT_CONNECT in
 * rb_z_objects_init. */
ISR_DIRECT_DECLARE(rb_z_test_isr)
{
    rb_port_test_isr();
    return 1;
}

/* NVIC byte _EXC_IRQ_DEFAULT_PRIO (Zephyr priority 0, the BASEPRI of irq_lock); no entry or
 * exit call in the wrapper: the direct ISR's footer does Zephyr's exit. */
RB_AC_IRQ(_EXC_IRQ_DEFAULT_PRIO, (void)0, (void)0)
RB_AC_IRQ_PLACE(RB_IRQ_MASK_BASEPRI, _EXC_IRQ_DEFAULT_PRIO) /* irq_lock: BASEPRI masking */

/* SysTick's place and the test IRQ's connection (rb_k_start, before the harness task). */
void rb_z_objects_init(void)
{
    IRQ_DIRECT_CONNECT(RB_PORT_TEST_IRQ, RB_Z_IRQ_ZPRIO, rb_z_test_isr, 0);
    NVIC_SetPriority(SysTick_IRQn, _IRQ_PRIO_OFFSET + RB_Z_IRQ_ZPRIO + 1);
}

/* ---- heap ---- */

void *rb_heap_alloc(size_t bytes)
{
    return k_heap_alloc(&g_heap, bytes, K_NO_WAIT);
}

void rb_heap_free(void *p)
{
    if (p)
        k_heap_free(&g_heap, p);
}

/* ---- the block pool ---- */

struct rb_pool {
    struct k_mem_slab slab;
    volatile int used;
};
static struct rb_pool g_pool;
static char g_pool_area[RB_Z_POOL_BYTES] __aligned(8);

rb_pool_t *rb_pool_create(size_t block_bytes, unsigned blocks)
{
    struct rb_pool *p = &g_pool;
    if (p->used || block_bytes == 0 || (block_bytes & 3u) || blocks == 0 ||
        (size_t)blocks * block_bytes > sizeof g_pool_area)
        return 0;
    if (k_mem_slab_init(&p->slab, g_pool_area, block_bytes, blocks) != 0)
        return 0;
    p->used = 1;
    return p;
}

/* Without a free block and K_NO_WAIT, k_mem_slab_alloc sets the block to NULL itself
 * (kernel/mem_slab.c): no initialisation and no test of ours in the pool_alloc window. */
void *rb_pool_alloc(rb_pool_t *p)
{
    void *b;
    (void)k_mem_slab_alloc(&p->slab, &b, K_NO_WAIT);
    return b;
}

void rb_pool_free(rb_pool_t *p, void *block)
{
    k_mem_slab_free(&p->slab, block);
}

void rb_pool_delete(rb_pool_t *p)
{
    if (p)
        p->used = 0;
}
