// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/workbench_state.h"

#include "core/store/run_store.h"

#include <QTimer>

namespace rb {

WorkbenchState::WorkbenchState(QObject *parent) : QObject(parent)
{
    // Runs stored by the CLI or another window appear without a manual reload.
    auto *watch = new QTimer(this);
    watch->setInterval(2000);
    connect(watch, &QTimer::timeout, this, &WorkbenchState::reloadIfChangedElsewhere);
    watch->start();
}

bool WorkbenchState::reloadIfChangedElsewhere()
{
    if (!m_store || !m_store->isOpen())
        return false;
    const qint64 version = m_store->dataVersion();
    if (version < 0 || version == m_dataVersion)
        return false;
    m_dataVersion = version;
    reloadRuns();
    return true;
}

WorkbenchState::~WorkbenchState() = default;

void WorkbenchState::setStore(std::unique_ptr<RunStore> store)
{
    m_store = std::move(store);
    m_dataVersion = m_store ? m_store->dataVersion() : -1;
    m_cache.clear();
    m_selectedRuns.clear();
    m_selectedSources.clear();
    m_references = m_store ? m_store->references() : std::vector<ReferenceResult>{};
    m_runs = m_store ? m_store->listRuns() : std::vector<RunRow>{};
    Q_EMIT storeChanged();
    Q_EMIT runsChanged();
    Q_EMIT selectionChanged();
    Q_EMIT referenceSelectionChanged();
}

const RunRow *WorkbenchState::runRow(qint64 id) const
{
    for (const RunRow &r : m_runs)
        if (r.id == id)
            return &r;
    return nullptr;
}

QStringList WorkbenchState::referenceSources() const
{
    QStringList out;
    for (const ReferenceResult &r : m_references)
        if (!out.contains(r.source))
            out << r.source;
    return out;
}

void WorkbenchState::reloadRuns()
{
    m_runs = m_store ? m_store->listRuns() : std::vector<RunRow>{};
    m_cache.clear();
    QList<qint64> kept;
    for (qint64 id : std::as_const(m_selectedRuns))
        if (runRow(id))
            kept << id;
    const bool selectionLost = kept != m_selectedRuns;
    m_selectedRuns = kept;
    Q_EMIT runsChanged();
    if (selectionLost)
        Q_EMIT selectionChanged();
}

void WorkbenchState::setMetric(const QString &metric)
{
    if (metric == m_metric || metric.isEmpty())
        return;
    m_metric = metric;
    Q_EMIT metricChanged(metric);
}

void WorkbenchState::requestDistribution(qint64 runId, const QString &metric)
{
    setMetric(metric);
    Q_EMIT distributionRequested(runId, metric);
}

void WorkbenchState::requestCompare(const QList<qint64> &runIds, const QString &metric)
{
    setSelectedRuns(runIds);
    setMetric(metric);
    Q_EMIT compareRequested(runIds, metric);
}

void WorkbenchState::setRunSelected(qint64 id, bool selected)
{
    if (selected == m_selectedRuns.contains(id))
        return;
    if (selected)
        m_selectedRuns << id;
    else
        m_selectedRuns.removeAll(id);
    Q_EMIT selectionChanged();
}

void WorkbenchState::setSelectedRuns(const QList<qint64> &ids)
{
    if (ids == m_selectedRuns)
        return;
    m_selectedRuns = ids;
    Q_EMIT selectionChanged();
}

void WorkbenchState::setReferenceSourceSelected(const QString &source, bool selected)
{
    if (selected == m_selectedSources.contains(source))
        return;
    if (selected)
        m_selectedSources << source;
    else
        m_selectedSources.removeAll(source);
    Q_EMIT referenceSelectionChanged();
}

void WorkbenchState::setSelectedReferenceSources(const QStringList &sources)
{
    if (sources == m_selectedSources)
        return;
    m_selectedSources = sources;
    Q_EMIT referenceSelectionChanged();
}

void WorkbenchState::setUnit(DisplayUnit unit)
{
    if (unit == m_unit)
        return;
    m_unit = unit;
    Q_EMIT unitChanged(unit);
}

std::shared_ptr<const Run> WorkbenchState::run(qint64 id, bool withSamples) const
{
    if (!m_store)
        return {};
    auto it = m_cache.constFind(id);
    if (it != m_cache.cend() && (it->withSamples || !withSamples))
        return it->run;
    std::optional<Run> loaded = m_store->loadRun(id, withSamples, false);
    if (!loaded)
        return {};
    auto shared = std::make_shared<const Run>(std::move(*loaded));
    m_cache.insert(id, CacheEntry{shared, withSamples});
    return shared;
}

} // namespace rb
