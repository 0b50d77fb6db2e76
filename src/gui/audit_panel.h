// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/fairness_audit.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;
class QThread;

namespace rb {

// The fairness audit of a virtual-board run in the run details (docs/explain.md "Fairness
// audit", the same as rtosbench-cli audit): traces one window of every case off the GUI
// thread (progress, Cancel), then shows per case the kernel / adapter / harness / port /
// unknown split, the stated mech.*.cost and the flags.
class AuditPanel : public QWidget {
    Q_OBJECT
public:
    explicit AuditPanel(QWidget *parent = nullptr);
    ~AuditPanel() override;

    // The run to audit and its database ("" disables the panel: not a traceable run).
    void setTarget(const QString &dbPath, qint64 runId);
    void start();
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    QTableWidget *table() const { return m_table; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    void finished(bool ok);

private:
    void done(bool ok, const QString &error, const std::vector<AuditCase> &cases);
    void showCases(const std::vector<AuditCase> &cases);

    QString m_db;
    qint64 m_run = 0;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QLabel *m_status;
    QTableWidget *m_table;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancelFlag;
};

} // namespace rb
