// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/ranking.h"
#include "gui/table_export.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QCustomPlot;
class QLabel;
class QListWidget;
class QStandardItemModel;
class QTableView;

namespace rb {
class ViewUpdater;
class WorkbenchState;

// The Rank shift tab: how the ranking of kernels (by median, lower is better) changes across
// the values of one varied condition (or across metrics). A slope graph of ranks with the
// bootstrap rank intervals; rank changes that are not significant are dashed and faded;
// Kendall τ between neighbouring configurations; a table of the flips.
// Works on runs (the selected ones, or all) and on the published reference data.
class RankShiftView : public QWidget, public CopyableView {
    Q_OBJECT
public:
    enum class DataSource { Runs, References };
    explicit RankShiftView(WorkbenchState *state, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    void setDataSource(DataSource source);
    // "metric" varies the metric; otherwise a Configuration::conditionKeys() key.
    void setVaried(const QString &key);
    void setMetric(const QString &metric);
    // Recomputes now; the bootstrap runs on a worker thread.
    void refresh();
    bool isBusy() const;
    bool waitForResult(int timeoutMs = 60000);
    std::shared_ptr<const RankingAnalysis> result() const { return m_result; }
    // The series the current ranking leaves out and why ("" when none).
    QString leftOut() const { return m_leftOut; }
    QString variedKey() const;
    void copyTable() override;

private:
    void rebuildChoices();
    void rank(); // the update: the choices when stale, then the ranking on a worker
    void showResult(std::shared_ptr<const RankingAnalysis> result);
    void drawPlot();
    void fillFlips();

    WorkbenchState *m_state;
    QComboBox *m_source;
    QComboBox *m_varied;
    QComboBox *m_metric;
    QListWidget *m_kernels;
    QCustomPlot *m_plot;
    QLabel *m_tau;
    QLabel *m_leftOutLabel;
    QLabel *m_status;
    QStandardItemModel *m_flips;
    QTableView *m_flipsView;
    std::shared_ptr<const RankingAnalysis> m_result;
    QString m_leftOut;      // the series left out of the ranking and why (translated)
    ViewUpdater *m_updater; // the one deferred refresh (view_updater.h)
    bool m_rebuilding = false;
    bool m_variedChosen = false; // the user (or setVaried) chose the varied condition
    bool m_choicesStale = true;  // the data changed: rebuild the choices before ranking
};

} // namespace rb
