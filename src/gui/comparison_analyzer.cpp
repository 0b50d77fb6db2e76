// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/comparison_analyzer.h"

#include "core/analysis/comparison_plan.h"
#include "core/analysis/series.h"
#include "gui/view_updater.h"
#include "gui/workbench_state.h"

namespace rb {

ComparisonAnalyzer::ComparisonAnalyzer(WorkbenchState *state, QObject *parent)
    : QObject(parent), m_state(state),
      m_updater(new ViewUpdater(this, nullptr, [this] { start(); }))
{
    connect(m_state, &WorkbenchState::selectionChanged, this, &ComparisonAnalyzer::schedule);
    connect(m_state, &WorkbenchState::referenceSelectionChanged, this,
            &ComparisonAnalyzer::schedule);
    connect(m_state, &WorkbenchState::runsChanged, this, &ComparisonAnalyzer::schedule);
}

ComparisonAnalyzer::~ComparisonAnalyzer() = default;

void ComparisonAnalyzer::setMetric(const QString &metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    schedule();
}

void ComparisonAnalyzer::schedule()
{
    m_updater->markDirty();
}

bool ComparisonAnalyzer::isBusy() const
{
    return m_updater->isBusy();
}

void ComparisonAnalyzer::start()
{
    // Read on the GUI thread: the runs (shared, immutable) and the published rows.
    std::vector<std::shared_ptr<const Run>> runs;
    for (qint64 id : m_state->selectedRuns())
        if (auto run = m_state->run(id, true))
            runs.push_back(std::move(run));
    std::vector<ReferenceResult> refs;
    const QStringList sources = m_state->selectedReferenceSources();
    for (const ReferenceResult &r : m_state->references())
        if (sources.contains(r.source) && r.metric == m_metric)
            refs.push_back(r);
    const QString metric = m_metric;
    Q_EMIT started();
    m_updater->runInBackground<std::shared_ptr<const Comparison>>(
        [runs, refs, metric] {
            std::vector<Series> series;
            std::vector<Configuration> configs;
            for (const auto &run : runs) {
                for (Series &s : seriesFromRun(*run, metric))
                    series.push_back(std::move(s));
                configs.push_back(run->config);
            }
            for (const ReferenceResult &r : refs) {
                series.push_back(seriesFromReference(r));
                configs.push_back(r.config);
            }
            // The core comparison, studying what the report and `rtosbench-cli compare` study:
            // the kernel and the one condition varied besides it (issue 17 item 7, issue 22
            // item 1).
            return std::make_shared<const Comparison>(
                compareSeries(series, studiedConditions(configs)));
        },
        [this](std::shared_ptr<const Comparison> result) {
            m_result = std::move(result);
            Q_EMIT finished(m_result);
        });
}

bool ComparisonAnalyzer::waitForResult(int timeoutMs)
{
    return m_updater->waitUntilIdle(timeoutMs);
}

} // namespace rb
