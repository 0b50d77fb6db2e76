// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/attribution.h"
#include "core/analysis/attribution_plan.h"

#include <QDialog>

#include <map>
#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace rb {

class RunService;
class WorkbenchState;

// Experiment › Attribute kernel options… (issue 24): which option makes a profile slow. Runs
// an attribution on the virtual board (the two profiles, every single option change and the
// cumulative path, through the run service with the Settings' tools, with progress and Cancel),
// or opens one stored in the open database (WorkbenchState's store); shows a waterfall per metric
// (the start median, each option's step with its Hodges-Lehmann 95 % CI, the end median) and a
// table that Copy puts on the clipboard as tab-separated text. Clicking a bar asks to open its two
// runs in Compare.
class AttributionDialog : public QDialog {
    Q_OBJECT
public:
    AttributionDialog(WorkbenchState *state, RunService *service, QWidget *parent = nullptr);
    ~AttributionDialog() override;

    // Shows an attribution (stored or computed): the metric selector, waterfall and table.
    void showAttribution(const Attribution &a);
    // Opens a stored attribution by its id; false with the message shown when it cannot.
    bool openStored(const QString &id);
    QString tableText() const; // what Copy puts on the clipboard
    QCustomPlot *plot() const { return m_plot; }

public Q_SLOTS:
    void start();
    void cancel();

Q_SIGNALS:
    void attributionShown();
    // A bar of the waterfall was clicked: its runs (before and after a step, or an end point).
    void compareRequested(const QList<qint64> &runIds, const QString &metric);

private:
    void refreshStored();
    void showMetric(int index);
    void onFinished(int stored, int failed, bool cancelled);
    void setRunning(bool running);

    WorkbenchState *m_state;
    RunService *m_service;
    bool m_running = false; // this dialog's run is the service's
    QComboBox *m_kernel = nullptr;
    QComboBox *m_from = nullptr;
    QComboBox *m_to = nullptr;
    QSpinBox *m_iterations = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QComboBox *m_stored = nullptr;
    QPushButton *m_open = nullptr;
    QComboBox *m_metric = nullptr;
    QCustomPlot *m_plot = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_copy = nullptr;
    QLabel *m_status = nullptr;
    std::optional<AttributionPlan> m_plan;
    std::map<int, qint64> m_runOf;
    std::optional<Attribution> m_attribution;
};

} // namespace rb
