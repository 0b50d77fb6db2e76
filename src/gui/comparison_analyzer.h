// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/comparison.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace rb {
class WorkbenchState;

// Runs the core comparison (compareSeries: pairwise Mann–Whitney/Hodges–Lehmann with Holm,
// confounds, the trap detectors) of the current selection (selected runs + selected published
// sources, one metric) on a worker thread, studying what the CLI and the report study
// (studiedConditions). Runs are read on the GUI thread (the store's connection belongs to it);
// the statistics run in QThreadPool. Results of an outdated request are dropped.
class ComparisonAnalyzer : public QObject {
    Q_OBJECT
public:
    explicit ComparisonAnalyzer(WorkbenchState *state, QObject *parent = nullptr);
    ~ComparisonAnalyzer() override;

    void setMetric(const QString &metric);
    QString metric() const { return m_metric; }
    // Starts a new analysis soon (coalesces bursts of changes).
    void schedule();
    bool isBusy() const { return m_running > 0; }
    std::shared_ptr<const Comparison> result() const { return m_result; }
    // Blocks until the current analysis is delivered (for tests and screenshots).
    bool waitForResult(int timeoutMs = 30000);

Q_SIGNALS:
    void started();
    void finished(std::shared_ptr<const rb::Comparison> result);

private:
    void start();
    void deliver(int generation, std::shared_ptr<const Comparison> result);

    WorkbenchState *m_state;
    QString m_metric;
    int m_generation = 0;
    int m_running = 0;
    bool m_pending = false;
    std::shared_ptr<const Comparison> m_result;
};

} // namespace rb
