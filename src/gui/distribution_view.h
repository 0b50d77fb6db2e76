// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/table_export.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QCustomPlot;
class QLabel;

namespace rb {
class ExplainPanel;
class ViewUpdater;
class WorkbenchState;

// The Distribution tab: the histogram and the samples against their index for one run and
// metric, so periodic outliers show. Clicking a point shows its sample index and value.
class DistributionView : public QWidget, public CopyableView {
    Q_OBJECT
public:
    explicit DistributionView(WorkbenchState *state, QWidget *parent = nullptr);

    QCustomPlot *histogramPlot() const { return m_histogram; }
    QCustomPlot *samplePlot() const { return m_samples; }
    QLabel *pointLabel() const { return m_point; }
    void setRun(qint64 id);
    void setMetric(const QString &metric);
    qint64 run() const;
    QString metric() const;
    // Shows sample i (index into the sample order) as if clicked.
    void showSample(int index);
    void refresh();
    void copyTable() override;

Q_SIGNALS:
    void sampleShown(const QString &text);

private:
    void refreshIfVisible();
    void rebuild();
    void rebuildRuns();
    void rebuildMetrics();

    WorkbenchState *m_state;
    QComboBox *m_run;
    QComboBox *m_metricBox;
    QLabel *m_info;
    QLabel *m_point;
    QCustomPlot *m_histogram;
    QCustomPlot *m_samples;
    ExplainPanel *m_explain;      // "Where do the instructions go?" (virtual-board runs)
    std::vector<double> m_values; // display unit, sample order
    QString m_unitLabel;
    ViewUpdater *m_updater; // the one deferred refresh (view_updater.h)
};

} // namespace rb
