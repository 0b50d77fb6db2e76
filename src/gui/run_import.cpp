// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/run_import.h"

#include "core/io/json_export.h"
#include "core/store/run_store.h"
#include "gui/workbench_state.h"

#include <QAction>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QPointer>
#include <QProgressBar>
#include <QStatusBar>
#include <QThreadPool>
#include <QTimer>

namespace rb {

RunImport::RunImport(WorkbenchState *state, QObject *parent) : QObject(parent), m_state(state) {}

RunImport::~RunImport()
{
    if (m_running) // the worker holds no pointer to this object; let it end before exit
        QThreadPool::globalInstance()->waitForDone(60000);
}

void RunImport::addTo(QMenu *menu, QAction *before, QStatusBar *bar)
{
    auto *action = new QAction(tr("&Import runs…"), menu);
    action->setObjectName(QStringLiteral("actionImportRuns"));
    action->setToolTip(tr("Store the runs of an rtosbench JSON export (rtosbench-cli export) "
                          "in the open database"));
    menu->insertAction(before, action);
    auto *progress = new QProgressBar(bar);
    progress->setObjectName(QStringLiteral("importProgress"));
    progress->setRange(0, 0); // busy: one transaction, no steps to count
    progress->setMaximumWidth(120);
    progress->setToolTip(tr("Importing runs…"));
    progress->hide();
    bar->addPermanentWidget(progress);
    connect(this, &RunImport::started, progress, [progress, action] {
        progress->show();
        action->setEnabled(false);
    });
    connect(this, &RunImport::finished, progress, [progress, action] {
        progress->hide();
        action->setEnabled(true);
    });
    connect(action, &QAction::triggered, this, [this, bar] {
        const QString path =
            QFileDialog::getOpenFileName(bar->window(), tr("Import runs"), QString(),
                                         tr("rtosbench JSON exports (*.json);;All files (*)"));
        if (!path.isEmpty())
            start(path);
    });
}

bool RunImport::start(const QString &path)
{
    if (m_running) {
        Q_EMIT m_state->failure(tr("An import is already running."));
        return false;
    }
    if (!m_state->store()) {
        Q_EMIT m_state->failure(tr("Open a database before importing runs."));
        return false;
    }
    const QString database = m_state->store()->path();
    m_running = true;
    Q_EMIT started(path);
    Q_EMIT m_state->message(tr("Importing %1…").arg(path));
    QPointer<RunImport> self(this);
    QThreadPool::globalInstance()->start([self, path, database] {
        QString error;
        QList<qint64> ids;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            error = tr("cannot read the file: %1").arg(f.errorString());
        } else {
            const QByteArray data = f.readAll();
            // This thread's own connection (the GUI's belongs to the GUI thread).
            RunStore store;
            if (store.open(database, &error, false)) {
                if (const auto stored = JsonExport::importDocument(store, data, &error))
                    ids = QList<qint64>(stored->begin(), stored->end());
            }
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, path, error, ids] {
                if (self)
                    self->deliver(path, error, ids);
            },
            Qt::QueuedConnection);
    });
    return true;
}

void RunImport::deliver(const QString &path, const QString &error, const QList<qint64> &ids)
{
    m_running = false;
    if (!error.isEmpty()) {
        const QString text = tr("Cannot import %1: %2").arg(path, error);
        Q_EMIT m_state->failure(text);
        Q_EMIT finished(false, text);
        return;
    }
    m_state->reloadRuns();
    QStringList idText;
    for (qint64 id : ids)
        idText << QString::number(id);
    const QString text = ids.isEmpty()
                             ? tr("%1 holds no runs.").arg(path)
                             : tr("Imported %n run(s) from %1: %2", nullptr, int(ids.size()))
                                   .arg(path, idText.join(QStringLiteral(", ")));
    Q_EMIT m_state->message(text);
    Q_EMIT finished(true, text);
}

bool RunImport::waitForFinished(int timeoutMs)
{
    if (!m_running)
        return true;
    QEventLoop loop;
    connect(this, &RunImport::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return !m_running;
}

} // namespace rb
