/* rtosbench firmware, bench_rtos_adapter layer: FreeRTOS kernel objects (static pools),
 * the test IRQ and the heap.
 *
 * Semaphores: a binary semaphore for max == 1, a counting one otherwise. Mutexes: FreeRTOS
 * mutexes always inherit priority, so rb_mutex_create(0) returns the same kind of mutex as
 * rb_mutex_create(1) (there is no mutex without inheritance). Queues: static storage for up
 * to RB_FR_Q_DEPTH items of up to RB_FR_Q_ITEM bytes. Test IRQ: NVIC priority
 * configMAX_SYSCALL_INTERRUPT_PRIORITY (the most urgent one allowed to call FromISR
 * functions, the BASEPRI of the kernel's critical sections); the FromISR give itself ends with
 * portYIELD_FROM_ISR when it woke a task (the ISR wrapper only calls the ISR). Heap:
 * pvPortMalloc/vPortFree of the linked heap (heap_4). Pool: FreeRTOS has no fixed-block pool
 * (no RB_F_POOL; the rb_pool_* functions fail). */
#include "adapter_freertos.h"

#include "rb_adapter.h"
#include "rb_port.h"

#define RB_FR_MAX_SEMS 16
#define RB_FR_MAX_MUTEXES 4
#define RB_FR_MAX_QUEUES 2
#define RB_FR_Q_ITEM 16
#define RB_FR_Q_DEPTH 16

struct rb_sem {
    StaticSemaphore_t buf;
    SemaphoreHandle_t h;
    volatile int used;
};
struct rb_mutex {
    StaticSemaphore_t buf;
    SemaphoreHandle_t h;
    volatile int used;
};
struct rb_queue {
    StaticQueue_t buf;
    QueueHandle_t h;
    uint8_t storage[RB_FR_Q_ITEM * RB_FR_Q_DEPTH];
    volatile int used;
};

static struct rb_sem g_sems[RB_FR_MAX_SEMS];
static struct rb_mutex g_mutexes[RB_FR_MAX_MUTEXES];
static struct rb_queue g_queues[RB_FR_MAX_QUEUES];

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    struct rb_sem *s;
    if (max == 0 || initial > max)
        return 0;
    RB_FR_CLAIM(g_sems, RB_FR_MAX_SEMS, s);
    if (!s)
        return 0;
    if (max == 1) {
        s->h = xSemaphoreCreateBinaryStatic(&s->buf);
        if (s->h && initial)
            xSemaphoreGive(s->h);
    } else {
        s->h = xSemaphoreCreateCountingStatic(max, initial, &s->buf);
    }
    if (!s->h) {
        s->used = 0;
        return 0;
    }
    return s;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    return xSemaphoreTake(s->h, rb_fr_ticks(timeout_ms)) == pdTRUE ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    xSemaphoreGive(s->h);
}

void rb_sem_give_from_isr(rb_sem_t *s)
{
    BaseType_t woken = pdFALSE;
    xSemaphoreGiveFromISR(s->h, &woken);
    portYIELD_FROM_ISR(woken); /* pend PendSV: the woken task runs on ISR exit */
}

void rb_sem_delete(rb_sem_t *s)
{
    if (!s)
        return;
    vSemaphoreDelete(s->h);
    s->h = 0;
    s->used = 0;
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    struct rb_mutex *m;
    (void)inherit; /* every FreeRTOS mutex inherits priority */
    RB_FR_CLAIM(g_mutexes, RB_FR_MAX_MUTEXES, m);
    if (!m)
        return 0;
    m->h = xSemaphoreCreateMutexStatic(&m->buf);
    if (!m->h) {
        m->used = 0;
        return 0;
    }
    return m;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    return xSemaphoreTake(m->h, rb_fr_ticks(timeout_ms)) == pdTRUE ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    xSemaphoreGive(m->h);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    if (!m)
        return;
    vSemaphoreDelete(m->h);
    m->h = 0;
    m->used = 0;
}

/* ---- queues ---- */

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    struct rb_queue *q;
    if (item_size == 0 || item_size > RB_FR_Q_ITEM || depth == 0 || depth > RB_FR_Q_DEPTH)
        return 0;
    RB_FR_CLAIM(g_queues, RB_FR_MAX_QUEUES, q);
    if (!q)
        return 0;
    q->h = xQueueCreateStatic((UBaseType_t)depth, (UBaseType_t)item_size, q->storage, &q->buf);
    if (!q->h) {
        q->used = 0;
        return 0;
    }
    return q;
}

int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    return xQueueSend(q->h, item, rb_fr_ticks(timeout_ms)) == pdTRUE ? 0 : -1;
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    return xQueueReceive(q->h, item, rb_fr_ticks(timeout_ms)) == pdTRUE ? 0 : -1;
}

void rb_queue_delete(rb_queue_t *q)
{
    if (!q)
        return;
    vQueueDelete(q->h);
    q->h = 0;
    q->used = 0;
}

/* ---- test interrupt ---- */

/* NVIC priority configMAX_SYSCALL_INTERRUPT_PRIORITY; no ISR entry/exit call: a FromISR give
 * pends PendSV itself (rb_sem_give_from_isr). */
RB_AC_IRQ(configMAX_SYSCALL_INTERRUPT_PRIORITY, (void)0, (void)0)
RB_AC_IRQ_PLACE(RB_IRQ_MASK_BASEPRI, configMAX_SYSCALL_INTERRUPT_PRIORITY) /* BASEPRI masking */

/* ---- heap ---- */

void *rb_heap_alloc(size_t bytes)
{
    return pvPortMalloc(bytes);
}

void rb_heap_free(void *p)
{
    vPortFree(p);
}

/* ---- no fixed-block pool ---- */

RB_AC_NO_POOL()
