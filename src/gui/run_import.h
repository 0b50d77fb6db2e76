// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QStatusBar;

namespace rb {
class WorkbenchState;

// File › Import… (issue 33 item 6): the runs of an rtosbench JSON export, stored by the same
// core code as `rtosbench-cli import` (JsonExport::importDocument: all runs in one transaction,
// new ids). The file is read, parsed and stored on a worker thread with a connection of its own
// (docs/architecture.md, threads); the run list is read again when it is done. The outcome goes
// to WorkbenchState::message (success) or WorkbenchState::failure.
class RunImport : public QObject {
    Q_OBJECT
public:
    explicit RunImport(WorkbenchState *state, QObject *parent = nullptr);
    ~RunImport() override;

    // Adds "Import runs…" to menu before `before` (a file dialog, then start()) and a busy
    // indicator to the status bar, shown while an import runs.
    void addTo(QMenu *menu, QAction *before, QStatusBar *bar);

    // Starts importing path; false (nothing started, the reason sent to failure()) without an
    // open database or while another import runs.
    bool start(const QString &path);
    bool isRunning() const { return m_running; }
    // Blocks (running the event loop) until the import finished (for tests).
    bool waitForFinished(int timeoutMs = 60000);

Q_SIGNALS:
    void started(const QString &path);
    // ok: the runs are stored; text: the sentence shown (translated).
    void finished(bool ok, const QString &text);

private:
    void deliver(const QString &path, const QString &error, const QList<qint64> &ids);

    WorkbenchState *m_state;
    bool m_running = false;
};

} // namespace rb
