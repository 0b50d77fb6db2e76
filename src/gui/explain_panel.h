// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/explain_result.h"

#include <QWidget>

#include <atomic>
#include <memory>

class QCustomPlot;
class QLabel;
class QPushButton;
class QTableWidget;
class QThread;

namespace rb {

// "Where do the instructions go?" under the distribution (docs/explain.md): traces the selected
// run's metric on the virtual board off the GUI thread (progress, Cancel), then shows the first
// window's layers as a stacked bar and its functions as a table, and stores the attribution.
class ExplainPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplainPanel(QWidget *parent = nullptr);
    ~ExplainPanel() override;

    // The run and metric to explain, and the database they are in ("" disables the panel).
    void setTarget(const QString &dbPath, qint64 runId, const QString &metric);
    void start();
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    QTableWidget *functionTable() const { return m_functions; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    void finished(bool ok);

private:
    void showResult(const ExplainResult &r);
    void done(bool ok, const QString &error, const ExplainResult &r);

    QString m_db;
    qint64 m_run = 0;
    QString m_metric;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QLabel *m_status;
    QCustomPlot *m_bar;
    QTableWidget *m_functions;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancelFlag;
};

} // namespace rb
