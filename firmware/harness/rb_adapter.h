/* rtosbench firmware, bench_rtos_adapter layer: the small kernel API the cases use.
 *
 * One implementation per kernel in firmware/adapters/<kernel>/. Adapters call only their
 * kernel and the port (rb_port.h); they never touch board registers.
 *
 * Conventions (chosen so that FreeRTOS, ThreadX, RT-Thread, ... map directly):
 * - Objects are opaque handles from static pools inside the adapter (no heap needed).
 * - Task stacks are static arrays owned by the caller (RB_STACK_DEFINE); a kernel that
 *   allocates its own stacks (pthreads) may ignore them.
 * - Priorities: 1 (lowest used by the harness) .. RB_PRIO_MAX (highest); larger = more urgent.
 *   The adapter maps them onto the kernel's scheme (e.g. inverted for RT-Thread, uC/OS).
 * - A task function may return; the adapter then ends the task and releases rb_task_join,
 *   which returns only once the task's stack and control block may be reused (the harness
 *   creates the next task on the same static stack at once).
 * - Timeouts are in milliseconds; RB_WAIT_FOREVER is never used by the harness.
 * - rb_k_start() creates the harness task and starts the scheduler; it does not return.
 * - Each missing feature is absent from rb_k_features(); the case then reports unsupported.
 */
#ifndef RB_ADAPTER_H
#define RB_ADAPTER_H

#include <stddef.h>
#include <stdint.h>

#include "rb_kv.h"

/* Feature flags (rb_k_features). */
#define RB_F_TASKS (1u << 0)    /* create tasks with priority and static stack */
#define RB_F_YIELD (1u << 1)    /* yield to an equal-priority task */
#define RB_F_SUSPEND (1u << 2)  /* suspend/resume another task */
#define RB_F_SEM (1u << 3)      /* counting semaphores */
#define RB_F_MUTEX (1u << 4)    /* mutexes without priority inheritance */
#define RB_F_MUTEX_PI (1u << 5) /* mutexes with priority inheritance */
#define RB_F_QUEUE (1u << 6)    /* message queues of fixed-size items (1 and 16 bytes) */
#define RB_F_IRQ (1u << 7)      /* test IRQ hook whose ISR may give a semaphore */
#define RB_F_HEAP (1u << 8)     /* kernel heap alloc/free */
#define RB_F_JOIN (1u << 9)     /* wait for a task to end */
#define RB_F_PRIO (1u << 10)    /* strict fixed-priority preemption is in force */
#define RB_F_TICK (1u << 11)    /* periodic kernel tick and rb_delay_until_ticks */
#define RB_F_POOL (1u << 12)    /* fixed-block memory pool (rb_pool_*), the kernel's own */

#define RB_PRIO_MAX 8

typedef struct rb_task rb_task_t;
typedef struct rb_sem rb_sem_t;
typedef struct rb_mutex rb_mutex_t;
typedef struct rb_queue rb_queue_t;
typedef struct rb_pool rb_pool_t;
typedef void (*rb_task_fn)(void *arg);
typedef void (*rb_isr_fn)(void *arg);

/* A static, 8-byte aligned stack for rb_task_create. */
#define RB_STACK_DEFINE(name, bytes) static uint64_t name[((bytes) + 7) / 8]

/* Kernel identity and configuration for COND (kernel, kernel_version, profile, kcfg.*). */
uint32_t rb_k_features(void);
int rb_k_cond(rb_kv_t *kv, int max);
/* Why a feature is missing (short text for reason=), or 0 when generic. */
const char *rb_k_reason(uint32_t feature);
/* Create the harness task (priority 1) running entry(arg) and start the scheduler. */
void rb_k_start(rb_task_fn entry, void *arg);

/* Tasks. */
rb_task_t *rb_task_create(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                          size_t stack_bytes);
int rb_task_join(rb_task_t *t, uint32_t timeout_ms); /* 0 ok, -1 timeout; frees the slot */
/* The same two calls in two steps each (issue 32: a window holds the kernel's operation, the
 * adapter's bookkeeping runs before the start stamp or after the end stamp):
 * - rb_task_prepare claims a task slot (the stack is checked, the arguments recorded, the
 *   priority mapped): nothing is created yet (0: no slot, a bad stack). rb_task_start (never
 *   with 0) creates the prepared task with the kernel's create call and returns the task (0 on
 *   failure: the slot is released).
 *   rb_task_create(...) is rb_task_start(rb_task_prepare(...)).
 * - rb_task_wait waits until t (a started task, not yet joined) has ended (the kernel's wait
 *   only, no checks: 0 ok, -1 timeout; t stays claimed); rb_task_release then ends t in the kernel
 * and frees its slot (after a successful wait only). rb_task_join is rb_task_wait, then
 * rb_task_release. An adapter that has only rb_task_create and rb_task_join still links:
 * rb_adapter_common.c has weak versions of these four built on them (the whole create and join then
 * stay inside the windows, as before). */
rb_task_t *rb_task_prepare(const char *name, rb_task_fn fn, void *arg, int prio, void *stack,
                           size_t stack_bytes);
rb_task_t *rb_task_start(rb_task_t *prepared);
int rb_task_wait(rb_task_t *t, uint32_t timeout_ms);
void rb_task_release(rb_task_t *t);
void rb_task_delete(rb_task_t *t); /* delete another task (not self) */
void rb_yield(void);
void rb_task_suspend(rb_task_t *t); /* t == 0: the calling task */
void rb_task_resume(rb_task_t *t);
void rb_sleep_ms(uint32_t ms);
/* Effective priority of t (0: the calling task) in harness units, including a priority
 * inherited through a mutex; -1 when the kernel cannot tell (the mutex_pi case then relies on
 * its scheduling check alone). */
int rb_task_priority(rb_task_t *t);

/* Tick: period in timer-independent units and an absolute periodic delay. */
uint32_t rb_tick_period_us(void);
void rb_delay_until_ticks(uint64_t *last_wake, uint32_t ticks);

/* Semaphores. take: 0 ok, -1 timeout. */
rb_sem_t *rb_sem_create(unsigned initial, unsigned max);
int rb_sem_take(rb_sem_t *s, uint32_t timeout_ms);
void rb_sem_give(rb_sem_t *s);
void rb_sem_give_from_isr(rb_sem_t *s);
void rb_sem_delete(rb_sem_t *s);

/* Mutexes (inherit = 1: priority inheritance required; inherit = 0: the kernel's plain mutex,
 * which may inherit too when the kernel has no other kind, e.g. FreeRTOS). lock: 0 ok,
 * -1 timeout. */
rb_mutex_t *rb_mutex_create(int inherit);
int rb_mutex_lock(rb_mutex_t *m, uint32_t timeout_ms);
void rb_mutex_unlock(rb_mutex_t *m);
void rb_mutex_delete(rb_mutex_t *m);

/* Queues of fixed-size items. send/recv: 0 ok, -1 timeout. */
rb_queue_t *rb_queue_create(size_t item_size, unsigned depth);
int rb_queue_send(rb_queue_t *q, const void *item, uint32_t timeout_ms);
int rb_queue_recv(rb_queue_t *q, void *item, uint32_t timeout_ms);
void rb_queue_delete(rb_queue_t *q);

/* Test interrupt: isr(arg) runs in interrupt context; the adapter adds the kernel's ISR
 * entry/exit and the "yield from ISR" needed when isr gave a semaphore. */
int rb_irq_attach(rb_isr_fn isr, void *arg);
void rb_irq_trigger(void);
void rb_irq_detach(void);

/* The test IRQ's place relative to the kernel's interrupt mask (COND irq.*, docs/cases.md
 * "Test IRQ"). rb_irq_attach sets the NVIC priority at the kernel-aware boundary: the most
 * urgent priority from which the kernel allows its ISR calls (BASEPRI kernels: the BASEPRI
 * value of their critical sections; kernels that mask with PRIMASK or never mask: 0), never at
 * SysTick's level. mask: how the kernel's critical sections mask interrupts; basepri: that
 * BASEPRI value (RB_IRQ_MASK_BASEPRI only). */
enum { RB_IRQ_MASK_NONE = 0, RB_IRQ_MASK_BASEPRI = 1, RB_IRQ_MASK_PRIMASK = 2 };
typedef struct {
    int mask;
    unsigned basepri;
} rb_irq_place_t;
void rb_irq_place(rb_irq_place_t *place);

/* Heap: the kernel's general-purpose allocator (any size). A kernel whose only allocator is a
 * fixed-block pool has no RB_F_HEAP: its pool is measured by the pool cases. */
void *rb_heap_alloc(size_t bytes);
void rb_heap_free(void *p);

/* Fixed-block pool: the kernel's native pool of `blocks` blocks of `block_bytes` each (static
 * storage in the adapter; one pool at a time). alloc never blocks and returns 0 when the pool
 * is empty. */
rb_pool_t *rb_pool_create(size_t block_bytes, unsigned blocks);
void *rb_pool_alloc(rb_pool_t *p);
void rb_pool_free(rb_pool_t *p, void *block);
void rb_pool_delete(rb_pool_t *p);

#endif
