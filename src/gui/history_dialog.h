// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/history_point.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QCustomPlot;
class QLabel;
class QTableWidget;

namespace rb {
class WorkbenchState;

// Experiment › Kernel history… (issue 25, docs/history.md): a history stored by
// `rtosbench-cli history`, one line per metric over its commits in history order (the selected
// metric), the change points (neighbouring complete commits whose medians differ) marked, and a
// table of them with each commit's subject, step and configuration drift. Clicking a point or a
// row asks to compare the two neighbouring runs. Reads the open database (WorkbenchState's).
class HistoryDialog : public QDialog {
    Q_OBJECT
public:
    explicit HistoryDialog(WorkbenchState *state, QWidget *parent = nullptr);

    // Opens a stored history by its id; false with the message shown when it cannot.
    bool openStored(const QString &id);
    QCustomPlot *plot() const { return m_plot; }
    QTableWidget *table() const { return m_table; }
    const std::vector<HistoryChange> &changes() const { return m_changes; }

Q_SIGNALS:
    void compareRequested(const QList<qint64> &runIds, const QString &metric);

private:
    void refreshStored();
    void showMetric();
    void pointClicked(int dataIndex);

    WorkbenchState *m_state;
    QComboBox *m_stored = nullptr;
    QComboBox *m_metric = nullptr;
    QCustomPlot *m_plot = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_status = nullptr;
    std::vector<HistoryPoint> m_points;
    std::vector<HistoryChange> m_changes;
    std::vector<int> m_plotted; // graph data index -> m_points index
};

} // namespace rb
