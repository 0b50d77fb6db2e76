// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/comparison_analyzer.h"

#include "core/analysis/comparison_plan.h"
#include "core/analysis/series.h"
#include "gui/workbench_state.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>

namespace rb {

ComparisonAnalyzer::ComparisonAnalyzer(WorkbenchState *state, QObject *parent)
    : QObject(parent), m_state(state)
{
    connect(m_state, &WorkbenchState::selectionChanged, this, &ComparisonAnalyzer::schedule);
    connect(m_state, &WorkbenchState::referenceSelectionChanged, this,
            &ComparisonAnalyzer::schedule);
    connect(m_state, &WorkbenchState::runsChanged, this, &ComparisonAnalyzer::schedule);
}

ComparisonAnalyzer::~ComparisonAnalyzer()
{
    // Workers hold no pointer to this object (results come back through a QPointer), but wait
    // for them so no thread outlives the application's objects.
    ++m_generation;
    QThreadPool::globalInstance()->waitForDone(60000);
}

void ComparisonAnalyzer::setMetric(const QString &metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    schedule();
}

void ComparisonAnalyzer::schedule()
{
    if (m_pending)
        return;
    m_pending = true;
    ++m_generation;
    QTimer::singleShot(0, this, &ComparisonAnalyzer::start);
}

void ComparisonAnalyzer::start()
{
    m_pending = false;
    const int generation = ++m_generation;
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
    ++m_running;
    Q_EMIT started();
    QPointer<ComparisonAnalyzer> self(this);
    QThreadPool::globalInstance()->start([self, generation, runs, refs, metric] {
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
        // The core comparison, studying what the report and `rtosbench-cli compare` study: the
        // kernel and the one condition varied besides it (issue 17 item 7, issue 22 item 1).
        std::shared_ptr<const Comparison> done =
            std::make_shared<const Comparison>(compareSeries(series, studiedConditions(configs)));
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, generation, done] {
                if (self)
                    self->deliver(generation, done);
            },
            Qt::QueuedConnection);
    });
}

void ComparisonAnalyzer::deliver(int generation, std::shared_ptr<const Comparison> result)
{
    --m_running;
    if (generation != m_generation)
        return; // outdated: a newer request is on its way
    m_result = std::move(result);
    Q_EMIT finished(m_result);
}

bool ComparisonAnalyzer::waitForResult(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while ((m_pending || m_running > 0) && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    return !m_pending && m_running == 0;
}

} // namespace rb
