// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/compare_data.h"
#include "gui/compare_grouping.h"
#include "gui/table_export.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QStandardItemModel;
class QTableView;

namespace rb {
class ComparisonAnalyzer;
class ViewUpdater;
class WorkbenchState;
struct Comparison;

// The Compare tab: one box per selected run (or per kernel) for one metric, as selected or
// grouped by kernel (coloured by configuration) or by configuration (coloured by kernel), whiskers
// at min and max, box p25–p75, median line, optional p1/p99 marks, the cold sample marked,
// published numbers overlaid hollow and dashed; a statistics table (copy as Markdown or CSV) and
// the pairwise effects.
class CompareView : public QWidget, public CopyableView {
    Q_OBJECT
public:
    CompareView(WorkbenchState *state, ComparisonAnalyzer *analyzer, QWidget *parent = nullptr);

    QCustomPlot *plot() const { return m_plot; }
    QStandardItemModel *statsModel() const { return m_stats; }
    QStandardItemModel *pairwiseModel() const { return m_pairwise; }
    const CompareData &data() const { return m_data; }
    QLabel *hintLabel() const { return m_hint; }
    QString metric() const;
    void setMetric(const QString &metric);
    void setGroupByKernel(bool on);
    // How the boxes are laid out (the "Group by" box); data().items follow that order.
    void setGrouping(CompareGrouping grouping);
    CompareGrouping grouping() const;
    const CompareLayout &layout() const { return m_layout; }
    void setShowPercentileMarks(bool on);
    // Rebuilds data, plot and tables now (normally deferred to the event loop).
    void refresh();
    QString statsAsMarkdown() const;
    QString statsAsCsv() const;
    void copyTable() override;

Q_SIGNALS:
    // µs can be shown only when every compared item states its clock.
    void microsAvailabilityChanged(bool available, const QString &whyNot);
    // The unit the plot and table are in ("ticks" when virtual-board runs cannot be shown in
    // cycles); "" with nothing to show.
    void shownUnitChanged(const QString &unit);

private:
    void scheduleRefresh();
    void rebuild();
    void updateMetrics();
    void rebuildPlot();
    void rebuildStats();
    void showPointTooltip(QMouseEvent *event);
    void showPairwise(const std::shared_ptr<const Comparison> &result);
    // What the statistics table says for a measured item without samples (by its case status).
    static QString noSamplesText(const QString &status);

    WorkbenchState *m_state;
    ComparisonAnalyzer *m_analyzer;
    QComboBox *m_metric;
    QCheckBox *m_group;
    QComboBox *m_groupBy;
    QCheckBox *m_marks;
    QCustomPlot *m_plot;
    QStandardItemModel *m_stats;
    QTableView *m_statsView;
    QStandardItemModel *m_pairwise;
    QTableView *m_pairwiseView;
    QLabel *m_pairwiseLabel;
    QLabel *m_problems;
    QLabel *m_hint;         // what to do when there is nothing to compare (issue 17 item 10)
    ViewUpdater *m_updater; // the one deferred refresh (view_updater.h)
    CompareData m_data;
    CompareLayout m_layout;
};

} // namespace rb
