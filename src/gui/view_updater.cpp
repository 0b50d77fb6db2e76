// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/view_updater.h"

#include <QCoreApplication>
#include <QEvent>
#include <QEventLoop>
#include <QTimer>
#include <QWidget>

namespace rb {

ViewUpdater::ViewUpdater(QObject *parent, QWidget *view, std::function<void()> update)
    : QObject(parent), m_view(view), m_update(std::move(update))
{
    if (m_view)
        m_view->installEventFilter(this);
}

ViewUpdater::~ViewUpdater()
{
    // Workers hold no pointer to this object (results come back through a QPointer), but wait
    // for them so that no thread outlives the application's objects.
    ++m_generation;
    if (m_running > 0)
        QThreadPool::globalInstance()->waitForDone(60000);
}

void ViewUpdater::markDirty()
{
    ++m_generation;
    m_dirty = true;
    if (m_queued)
        return; // one update serves the whole burst
    m_queued = true;
    QTimer::singleShot(0, this, &ViewUpdater::runQueued);
}

void ViewUpdater::updateNow()
{
    ++m_generation;
    runUpdate();
}

void ViewUpdater::runQueued()
{
    m_queued = false;
    if (m_dirty && (!m_view || m_view->isVisible()))
        runUpdate();
    checkIdle();
}

void ViewUpdater::runUpdate()
{
    m_dirty = false;
    m_update();
}

bool ViewUpdater::eventFilter(QObject *watched, QEvent *event)
{
    // A view hidden behind another tab catches up when it is shown.
    if (watched == m_view && event->type() == QEvent::Show && m_dirty && !m_queued) {
        m_queued = true;
        QTimer::singleShot(0, this, &ViewUpdater::runQueued);
    }
    return QObject::eventFilter(watched, event);
}

void ViewUpdater::queueDelivery(QPointer<ViewUpdater> self, quint64 generation,
                                std::function<void()> deliver)
{
    QMetaObject::invokeMethod(
        QCoreApplication::instance(),
        [self, generation, deliver] {
            if (self)
                self->deliver(generation, deliver);
        },
        Qt::QueuedConnection);
}

void ViewUpdater::deliver(quint64 generation, const std::function<void()> &deliver)
{
    --m_running;
    if (generation != m_generation)
        ++m_dropped; // outdated: a newer request is on its way, or the view changed since
    else
        deliver();
    checkIdle();
}

void ViewUpdater::checkIdle()
{
    if (!isBusy())
        Q_EMIT idle();
}

bool ViewUpdater::waitUntilIdle(int timeoutMs)
{
    if (!isBusy())
        return true;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(this, &ViewUpdater::idle, &loop, [this, &loop] {
        if (!isBusy())
            loop.quit();
    });
    timeout.start(timeoutMs);
    while (isBusy() && timeout.isActive())
        loop.exec();
    return !isBusy();
}

} // namespace rb
