// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/window_contents.h"

#include <QCoreApplication>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::WindowContents)
};
} // namespace

QString windowContents(const QString &m)
{
    // The same statements as docs/firmware.md's table (FreeRTOS V11.1.0 -Os counts there).
    if (m == QLatin1String("yield_round_trip"))
        return Tr::tr(
            "Besides the kernel: two calls of the adapter's rb_yield (about 6 "
            "instructions each) and the partner task's loop between its yields (about 6).");
    if (m == QLatin1String("context_switch"))
        return Tr::tr(
            "Besides the kernel: the yielding task's call of rb_yield and its pend-switch "
            "store; the other task's return from its own rb_yield.");
    if (m == QLatin1String("sem_ping_pong"))
        return Tr::tr("Besides the kernel: the adapter's give and take wrappers on both sides and "
                      "the partner task's whole loop (status conversion, quit check, counter).");
    if (m == QLatin1String("preempt_resume"))
        return Tr::tr("Besides the kernel: the adapter's resume wrapper (3 instructions); the "
                      "resumed task's suspend is a tail call.");
    if (m == QLatin1String("sem_give_wake"))
        return Tr::tr("Besides the kernel: the adapter's give wrapper (about 5 instructions) and "
                      "the waiter's take status conversion (4).");
    // Stored by firmware before the split (docs/cases.md): kept under its name.
    if (m == QLatin1String("preempt"))
        return Tr::tr("Recorded by older firmware under a name it no longer uses: the case's "
                      "mech= says what it timed (resume: what preempt_resume measures now; "
                      "sem_give: what sem_give_wake measures). Never ranked with either.");
    if (m == QLatin1String("queue_post_1") || m == QLatin1String("queue_post_16"))
        return Tr::tr("Besides the kernel: the adapter's send wrapper (4) and the receive status "
                      "conversion (4); the item is filled before the stamp.");
    if (m == QLatin1String("mutex_lock_unlock"))
        return Tr::tr("Besides the kernel: the adapter's lock wrapper (about 7) and unlock "
                      "wrapper (5).");
    if (m == QLatin1String("mutex_pi"))
        return Tr::tr("Besides the kernel: the adapter's unlock wrapper (5) and the lock status "
                      "conversion (4).");
    if (m == QLatin1String("irq_response"))
        return Tr::tr("Besides the interrupt entry: the write that pends the test interrupt (3).");
    if (m == QLatin1String("irq_to_task"))
        return Tr::tr("Besides the kernel: the pending write (3), the port's vector stub, the "
                      "adapter's ISR wrapper and the woken task's take status conversion (4).");
    if (m == QLatin1String("thread_create"))
        return Tr::tr("Besides the kernel: the adapter's rb_task_create (critical section, free "
                      "static slot search, priority mapping): tens of instructions.");
    if (m == QLatin1String("thread_join"))
        return Tr::tr("Besides the kernel: the adapter's rb_task_join (join semaphore take, task "
                      "delete) and the child's wrapper (its function's call, the join give).");
    if (m == QLatin1String("heap_alloc") || m == QLatin1String("heap_free"))
        return Tr::tr("Nothing besides the kernel's general-purpose allocator: the adapter "
                      "tail-calls it. Fixed-block pools are measured by pool_alloc/pool_free.");
    if (m == QLatin1String("pool_alloc") || m == QLatin1String("pool_free"))
        return Tr::tr("Besides the kernel's fixed-block pool: the adapter's wrapper (status "
                      "conversion). Pools are never ranked with heap_alloc/heap_free.");
    if (m == QLatin1String("call_switch_floor"))
        return Tr::tr("An indirect call and return: that is what it measures.");
    return QString();
}

} // namespace rb
