// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <functional>
#include <memory>

class QWidget;

namespace rb {

// The one refresh mechanism of the views (in the spirit of PulseView's ViewBase): a change
// calls markDirty(), which bumps the generation and queues ONE update (a burst of changes in
// one event-loop turn gives one update); a view hidden behind another tab stays dirty and
// updates when it is shown. Work that takes longer than a frame goes to runInBackground(): it
// runs in QThreadPool::globalInstance() and its result is delivered on the GUI thread only when
// no change came since it started (a result of an older generation is dropped).
class ViewUpdater : public QObject {
    Q_OBJECT
public:
    // update runs on the GUI thread. With a view, the update waits while the view is hidden
    // (it runs when the view is shown); without one (nullptr) it always runs.
    ViewUpdater(QObject *parent, QWidget *view, std::function<void()> update);
    ~ViewUpdater() override;

    // Something the view shows changed: bump the generation, queue one update.
    void markDirty();
    // Bump the generation and update now (a caller that needs the result at once).
    void updateNow();
    quint64 generation() const { return m_generation; }
    bool isDirty() const { return m_dirty; }
    // Updates queued or waiting for a shown view, or results being computed.
    bool isBusy() const { return m_queued || m_running > 0; }
    // Results that arrived for an older generation and were dropped (for tests and statistics).
    int droppedResults() const { return m_dropped; }

    // Computes work() on a worker thread; deliver(result) runs on the GUI thread when the
    // generation is still the one current at this call, else the result is dropped.
    template <typename Result>
    void runInBackground(std::function<Result()> work, std::function<void(Result)> deliver)
    {
        const quint64 generation = m_generation;
        ++m_running;
        QPointer<ViewUpdater> self(this);
        QThreadPool::globalInstance()->start(
            [self, generation, work = std::move(work), deliver = std::move(deliver)] {
                auto result = std::make_shared<Result>(work());
                queueDelivery(self, generation, [deliver, result] { deliver(std::move(*result)); });
            });
    }

    // Blocks (running the event loop) until no update is queued and no result is being
    // computed, or timeoutMs passed; the view must be visible if it has one. For tests and the
    // screenshot runner.
    bool waitUntilIdle(int timeoutMs = 30000);

Q_SIGNALS:
    // No update queued and no result being computed any more.
    void idle();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static void queueDelivery(QPointer<ViewUpdater> self, quint64 generation,
                              std::function<void()> deliver);
    void deliver(quint64 generation, const std::function<void()> &deliver);
    void runQueued();
    void runUpdate();
    void checkIdle();

    QWidget *m_view;
    std::function<void()> m_update;
    quint64 m_generation = 0;
    int m_running = 0;
    int m_dropped = 0;
    bool m_dirty = false;
    bool m_queued = false;
};

} // namespace rb
