// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/confounds.h"
#include "core/analysis/pairwise.h"
#include "core/analysis/trap_warning.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace rb {
class WorkbenchState;

// What the analysis engine says about the current comparison (selected runs + selected
// published sources, one metric).
struct ComparisonResult {
    QString metric;
    int seriesCount = 0;
    std::vector<PairwiseResult> pairwise;
    std::vector<TrapWarning> traps;
    std::vector<ConditionDifference> differing; // every condition that differs
    std::vector<ConditionDifference> confounds; // those other than the studied ones
    QStringList studied; // the kernel, and the one condition varied besides it (as the report)
};

// Runs the analysis engine (pairwise Mann–Whitney/Hodges–Lehmann with Holm, confounds, the
// twelve trap detectors) for the current comparison on a worker thread. Runs are read on the
// GUI thread (the store's connection belongs to it); the statistics run in QThreadPool.
// Results of an outdated request are dropped.
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
    std::shared_ptr<const ComparisonResult> result() const { return m_result; }
    // Blocks until the current analysis is delivered (for tests and screenshots).
    bool waitForResult(int timeoutMs = 30000);

Q_SIGNALS:
    void started();
    void finished(std::shared_ptr<const rb::ComparisonResult> result);

private:
    void start();
    void deliver(int generation, std::shared_ptr<const ComparisonResult> result);

    WorkbenchState *m_state;
    QString m_metric;
    int m_generation = 0;
    int m_running = 0;
    bool m_pending = false;
    std::shared_ptr<const ComparisonResult> m_result;
};

} // namespace rb
