/* rtosbench firmware, bench_rtos_adapter layer: NuttX semaphores, mutexes, queues, the test
 * IRQ and the heap.
 *
 * Semaphores: NuttX's native counting semaphores (nxsem_*, what sem_* wrap, without errno and
 * cancellation points); a timed take is nxsem_tickwait, which takes the timeout in ticks
 * (COND mech.sem_take=nxsem_tickwait). NuttX semaphores have no maximum: rb_sem_give drops a
 * give at the max of rb_sem_create, as a binary semaphore's second give is dropped (COND
 * mech.sem_give=adapter_cap). Mutexes: pthread mutexes, PTHREAD_PRIO_INHERIT for
 * rb_mutex_create(1) and PTHREAD_PRIO_NONE for rb_mutex_create(0) (CONFIG_PRIORITY_INHERITANCE).
 * NuttX's timed pthread lock takes an absolute CLOCK_REALTIME deadline; the harness's timeout
 * is only a guard against a hang, so rb_mutex_lock is pthread_mutex_lock without one (COND
 * mech.mutex_timeout=none: a hang ends through the run's time limit). Queues: NuttX message
 * queues opened with file_mq_open (no file descriptor), sent and received with
 * file_mq_ticksend / file_mq_tickreceive, which copy items of any size (COND
 * mech.queue=file_mq_copy). Test IRQ: attached with irq_attach, so NuttX's exception entry and
 * irq_dispatch run before the port's stub takes its stamp, and NuttX's exception return
 * switches to a thread the ISR readied (COND mech.irq=irq_attach). Heap: kmm_malloc /
 * kmm_free, NuttX's kernel heap. No fixed-block pool. */
#include "adapter_nuttx.h"

#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <nuttx/arch.h>
#include <nuttx/fs/fs.h>
#include <nuttx/irq.h>
#include <nuttx/kmalloc.h>
#include <nuttx/mqueue.h>
#include <nuttx/semaphore.h>

#include "rb_adapter.h"
#include "rb_adapter_common.h"
#include "rb_port.h"

#define RB_NX_MAX_SEMS 16
#define RB_NX_MAX_MUTEXES 4
#define RB_NX_MAX_QUEUES 2

/* The test IRQ's NVIC priority: the kernel-aware boundary (rb_adapter.h, rb_irq_place). NuttX
 * masks with BASEPRI = NVIC_SYSH_DISABLE_PRIORITY (0x80, up_irq_save), which is also the
 * priority stm32_irq.c gives every interrupt, SysTick and PendSV (NVIC_SYSH_PRIORITY_DEFAULT,
 * CONFIG_ARCH_IRQPRIO off). NuttX's ARMv7-M interrupt entry (arm_doirq) does not nest: one
 * kernel-aware interrupt preempting another overwrites the interrupted one's saved context
 * (tried: SysTick one step lower let PendSV preempt it, and the first tick that readied a
 * thread ended in a panic). So the test IRQ shares SysTick's level and is not more urgent than
 * it (COND irq.prio = irq.systick_prio = 128; docs/kernels/nuttx.md, "Test IRQ"). */
#define RB_NX_IRQ_PRIO NVIC_SYSH_DISABLE_PRIORITY

struct rb_sem {
    sem_t s;
    unsigned max;
    volatile int used;
};
struct rb_mutex {
    pthread_mutex_t m;
    volatile int used;
};
struct rb_queue {
    struct file f;
    size_t item;
    volatile int used;
};

static struct rb_sem g_sems[RB_NX_MAX_SEMS];
static struct rb_mutex g_mutexes[RB_NX_MAX_MUTEXES];
static struct rb_queue g_queues[RB_NX_MAX_QUEUES];

#define RB_NX_LOCK irqstate_t fl_ = enter_critical_section()
#define RB_NX_UNLOCK leave_critical_section(fl_)

void rb_nx_objects_init(void);

void rb_nx_objects_init(void)
{
    /* Nothing to place: SysTick stays at NuttX's single interrupt level (above). */
}

/* ---- semaphores ---- */

rb_sem_t *rb_sem_create(unsigned initial, unsigned max)
{
    struct rb_sem *s;
    if (max == 0 || initial > max)
        return 0;
    RB_AC_CLAIM(g_sems, RB_NX_MAX_SEMS, s, RB_NX_LOCK, RB_NX_UNLOCK);
    if (!s)
        return 0;
    if (nxsem_init(&s->s, 0, initial) != 0) {
        s->used = 0;
        return 0;
    }
    /* A counting semaphore used for signalling: no priority inheritance on it. */
    (void)nxsem_set_protocol(&s->s, SEM_PRIO_NONE);
    s->max = max;
    return s;
}

int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms)
{
    if (!timeout_ms)
        return nxsem_trywait(&s->s) == 0 ? 0 : -1;
    return nxsem_tickwait(&s->s, rb_ac_ticks(timeout_ms, RB_NX_TICK_HZ)) == 0 ? 0 : -1;
}

void rb_sem_give(rb_sem_t *s)
{
    /* The cap without an interrupt lock: the harness never gives one semaphore from two
     * contexts at once (two tasks, or a task and an ISR), so no other give can come between
     * the compare and the post. */
    if (s->s.val.semcount >= (int32_t)s->max)
        return;
    (void)nxsem_post(&s->s);
}

void rb_sem_give_from_isr(rb_sem_t *s)
{
    rb_sem_give(s); /* nxsem_post may be called from an interrupt handler */
}

void rb_sem_delete(rb_sem_t *s)
{
    if (!s)
        return;
    (void)nxsem_destroy(&s->s);
    s->used = 0;
}

/* ---- mutexes ---- */

rb_mutex_t *rb_mutex_create(int inherit)
{
    struct rb_mutex *m;
    pthread_mutexattr_t a;
    int r;
    RB_AC_CLAIM(g_mutexes, RB_NX_MAX_MUTEXES, m, RB_NX_LOCK, RB_NX_UNLOCK);
    if (!m)
        return 0;
    (void)pthread_mutexattr_init(&a);
    (void)pthread_mutexattr_setprotocol(&a, inherit ? PTHREAD_PRIO_INHERIT : PTHREAD_PRIO_NONE);
    r = pthread_mutex_init(&m->m, &a);
    (void)pthread_mutexattr_destroy(&a);
    if (r != 0) {
        m->used = 0;
        return 0;
    }
    return m;
}

int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms)
{
    if (!timeout_ms)
        return pthread_mutex_trylock(&m->m) == 0 ? 0 : -1;
    return pthread_mutex_lock(&m->m) == 0 ? 0 : -1;
}

void rb_mutex_unlock(rb_mutex_t *m)
{
    (void)pthread_mutex_unlock(&m->m);
}

void rb_mutex_delete(rb_mutex_t *m)
{
    if (!m)
        return;
    (void)pthread_mutex_destroy(&m->m);
    m->used = 0;
}

/* ---- queues ---- */

rb_queue_t *rb_queue_create(size_t item_size, unsigned depth)
{
    struct rb_queue *q;
    struct mq_attr attr;
    char name[16];
    if (item_size == 0 || item_size > CONFIG_MQ_MAXMSGSIZE || depth == 0)
        return 0;
    RB_AC_CLAIM(g_queues, RB_NX_MAX_QUEUES, q, RB_NX_LOCK, RB_NX_UNLOCK);
    if (!q)
        return 0;
    memset(&attr, 0, sizeof attr);
    attr.mq_maxmsg = (long)depth;
    attr.mq_msgsize = (long)item_size;
    (void)snprintf(name, sizeof name, "rbq%d", (int)(q - g_queues));
    if (file_mq_open(&q->f, name, O_RDWR | O_CREAT, 0666, &attr) < 0) {
        q->used = 0;
        return 0;
    }
    (void)file_mq_unlink(name); /* the open queue stays; the name is not needed */
    q->item = item_size;
    return q;
}

int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms)
{
    return file_mq_ticksend(&q->f, (const char *)item, q->item, 0,
                            (sclock_t)rb_ac_ticks(timeout_ms, RB_NX_TICK_HZ)) == 0
               ? 0
               : -1;
}

int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms)
{
    return file_mq_tickreceive(&q->f, (char *)item, q->item, 0,
                               (sclock_t)rb_ac_ticks(timeout_ms, RB_NX_TICK_HZ)) == (ssize_t)q->item
               ? 0
               : -1;
}

void rb_queue_delete(rb_queue_t *q)
{
    if (!q)
        return;
    (void)file_mq_close(&q->f);
    q->used = 0;
}

/* ---- the test IRQ ---- */

void rb_port_test_isr(void); /* ports/cortex_m3/cm3_common.c: stamp, then the handler */

/* NuttX's handler for the test line: the port's stub (its stamp is taken here, after
 * NuttX's exception entry and irq_dispatch). */
static int rb_nx_irq_handler(int irq, void *context, void *arg)
{
    (void)irq, (void)context, (void)arg;
    rb_port_test_isr();
    return 0;
}

/* The case's ISR: NuttX needs no ISR entry or exit calls (its exception return switches). */
static void rb_nx_isr_wrapper(void)
{
    if (rb_ac_isr.fn)
        rb_ac_isr.fn(rb_ac_isr.arg);
}

int rb_irq_attach(rb_isr_fn isr, void *arg)
{
    if (!rb_port_irq_available())
        return -1;
    if (irq_attach(STM32_IRQ_FIRST + RB_PORT_TEST_IRQ, rb_nx_irq_handler, 0) != 0)
        return -1;
    return rb_ac_irq_attach(isr, arg, RB_NX_IRQ_PRIO, rb_nx_isr_wrapper);
}

void rb_irq_trigger(void)
{
    rb_port_irq_trigger();
}

void rb_irq_detach(void)
{
    rb_ac_irq_detach();
    up_disable_irq(STM32_IRQ_FIRST + RB_PORT_TEST_IRQ);
    (void)irq_detach(STM32_IRQ_FIRST + RB_PORT_TEST_IRQ);
}

RB_AC_IRQ_PLACE(RB_IRQ_MASK_BASEPRI, RB_NX_IRQ_PRIO)

/* ---- heap ---- */

void *rb_heap_alloc(size_t bytes)
{
    return kmm_malloc(bytes);
}

void rb_heap_free(void *p)
{
    kmm_free(p);
}

RB_AC_NO_POOL()
