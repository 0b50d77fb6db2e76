// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/store/attribution_store.h"

#include <QMap>
#include <QTabWidget>

class QPlainTextEdit;
class QTableWidget;
class QTextBrowser;

namespace rb {
class AuditPanel;
struct Run;

// Everything about one run: its conditions and footprint, each case with its checks, and the
// raw log exactly as received (monospace, read-only).
class RunDetailsWidget : public QTabWidget {
    Q_OBJECT
public:
    explicit RunDetailsWidget(QWidget *parent = nullptr);
    // nullptr clears the panes. attributions: the run's stored attributions by metric
    // (rtosbench-cli explain), shown as a kernel-only column.
    // auditDb: the run's database when it can be traced (a virtual-board run with the icount
    // timer), enabling the Fairness audit tab; "" disables it.
    void showRun(const Run *run, const QMap<QString, StoredAttribution> &attributions = {},
                 const QString &auditDb = QString());

private:
    QTextBrowser *m_conditions;
    QTableWidget *m_cases;
    QPlainTextEdit *m_log;
    AuditPanel *m_audit;
};

} // namespace rb
