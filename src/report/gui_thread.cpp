// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/gui_thread.h"

#include <QCoreApplication>
#include <QThread>

namespace rb::report {

void onGuiThread(const std::function<void()> &fn)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app || QThread::currentThread() == app->thread()) {
        fn();
        return;
    }
    QMetaObject::invokeMethod(app, fn, Qt::BlockingQueuedConnection);
}

} // namespace rb::report
