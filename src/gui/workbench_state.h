// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"
#include "gui/display_unit.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace rb {
class RunStore;

// What every view shares: the open store, the run list, the runs and reference sources the user
// picked for comparison, the display unit. Views read from here and listen to its signals;
// they never talk to each other.
class WorkbenchState : public QObject {
    Q_OBJECT
public:
    explicit WorkbenchState(QObject *parent = nullptr);
    ~WorkbenchState() override;

    // Takes ownership of an open store (or nullptr) and reloads everything.
    void setStore(std::unique_ptr<RunStore> store);
    RunStore *store() const { return m_store.get(); }

    const std::vector<RunRow> &runs() const { return m_runs; }
    const RunRow *runRow(qint64 id) const;
    const std::vector<ReferenceResult> &references() const { return m_references; }
    // Reference sources, in the order of the table.
    QStringList referenceSources() const;
    // Re-reads the run list from the store (after a save, delete or edit).
    void reloadRuns();
    // Re-reads the run list when another connection (another process, or a run controller's
    // thread) committed since the last look (SQLite's PRAGMA data_version). Returns true when
    // it reloaded. A timer calls it every few seconds (see the constructor).
    bool reloadIfChangedElsewhere();

    // Runs picked for comparison (in the order they were picked).
    QList<qint64> selectedRuns() const { return m_selectedRuns; }
    bool isRunSelected(qint64 id) const { return m_selectedRuns.contains(id); }
    void setRunSelected(qint64 id, bool selected);
    void setSelectedRuns(const QList<qint64> &ids);

    // Reference sources overlaid in the plots.
    QStringList selectedReferenceSources() const { return m_selectedSources; }
    void setReferenceSourceSelected(const QString &source, bool selected);
    void setSelectedReferenceSources(const QStringList &sources);

    // The metric the views show, shared by Compare and Distribution (issue 17: one metric
    // across tabs). "" until a view or the user picks one.
    QString metric() const { return m_metric; }
    void setMetric(const QString &metric);

    // Views ask for another view through the state, never directly (docs/architecture.md).
    // A run's distribution of a metric (the Overview's cells): the shared metric is set, the
    // Distribution view shows the run, the window brings its tab forward.
    void requestDistribution(qint64 runId, const QString &metric);
    // Runs to compare (a lab's, an attribution's, a history's): they become the selection, the
    // metric (when given) the shared metric, and the window shows the Compare tab.
    void requestCompare(const QList<qint64> &runIds, const QString &metric);

    DisplayUnit unit() const { return m_unit; }
    void setUnit(DisplayUnit unit);

    // Loads (and caches) a run; withSamples loads the raw samples too.
    std::shared_ptr<const Run> run(qint64 id, bool withSamples) const;

Q_SIGNALS:
    void storeChanged();
    void runsChanged();
    void selectionChanged();
    void referenceSelectionChanged();
    void unitChanged(rb::DisplayUnit unit);
    void metricChanged(const QString &metric);
    void distributionRequested(qint64 runId, const QString &metric);
    void compareRequested(const QList<qint64> &runIds, const QString &metric);
    // A one-line message for the status bar.
    void message(const QString &text);
    // A failure of background work or of an action without a form of its own: one sentence,
    // shown in the status bar until the next message (docs/architecture.md, errors).
    void failure(const QString &text);

private:
    std::unique_ptr<RunStore> m_store;
    std::vector<RunRow> m_runs;
    std::vector<ReferenceResult> m_references;
    QList<qint64> m_selectedRuns;
    QStringList m_selectedSources;
    DisplayUnit m_unit = DisplayUnit::Cycles;
    QString m_metric;
    struct CacheEntry {
        std::shared_ptr<const Run> run;
        bool withSamples = false;
    };
    mutable QHash<qint64, CacheEntry> m_cache;
    qint64 m_dataVersion = -1;
};

} // namespace rb
