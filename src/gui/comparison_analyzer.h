// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/comparison.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace rb {
class ViewUpdater;
class WorkbenchState;

// Runs the core comparison (compareSeries: pairwise Mann–Whitney/Hodges–Lehmann with Holm,
// confounds, the trap detectors) of the current selection (selected runs + selected published
// sources, one metric) on a worker thread, studying what the CLI and the report study
// (studiedConditions). Runs are read on the GUI thread (the store's connection belongs to it);
// the statistics run in QThreadPool through its ViewUpdater, which drops the results of an
// outdated request.
class ComparisonAnalyzer : public QObject {
    Q_OBJECT
public:
    explicit ComparisonAnalyzer(WorkbenchState *state, QObject *parent = nullptr);
    ~ComparisonAnalyzer() override;

    void setMetric(const QString &metric);
    QString metric() const { return m_metric; }
    // Starts a new analysis soon (coalesces bursts of changes).
    void schedule();
    bool isBusy() const;
    std::shared_ptr<const Comparison> result() const { return m_result; }
    // Blocks until the current analysis is delivered (for tests and screenshots).
    bool waitForResult(int timeoutMs = 30000);

Q_SIGNALS:
    void started();
    void finished(std::shared_ptr<const rb::Comparison> result);

private:
    void start();

    WorkbenchState *m_state;
    ViewUpdater *m_updater;
    QString m_metric;
    std::shared_ptr<const Comparison> m_result;
};

} // namespace rb
