// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QString>

#include <optional>
#include <vector>

namespace rb {
class RunStore;

// An expanded plan as the store keeps it (schema 6, table run_plan; docs/scale.md).
struct StoredPlan {
    QString id;         // PlanShard::planId
    QString experiment; // the experiment's name
    int size = 0;       // configurations in the plan
    QJsonArray entries; // PlanShard::describe: per position {"label", "request"}
    QString createdAt;  // when the first shard registered it (ISO 8601 UTC)
};

// A stored run of a plan: its position, the shard that ran it, its status.
struct PlanRun {
    qint64 runId = 0;
    int position = 0;
    QString shard; // "K/N", "" when the plan was not split
    RunStatus status = RunStatus::Incomplete;
    QString statusReason;
};

// Where one position of a plan stands: stored (a complete run), failed (only failed or
// incomplete runs) or missing (no run at all).
struct PlanPosition {
    enum class State { Stored, Failed, Missing };
    int position = 0;
    State state = State::Missing;
    std::vector<qint64> runIds; // every stored run of the position, in id order
    QString shard;              // of the complete run, else of the last run
    QString reason;             // of the last failed run
};

// Reads and writes run_plan and the plan columns of run through a RunStore's connection
// (portable SQL only: SQLite and PostgreSQL).
class PlanStore {
    Q_DECLARE_TR_FUNCTIONS(rb::PlanStore)
public:
    explicit PlanStore(const RunStore &store) : m_store(store) {}

    // Stores the plan unless a plan with its id is there already (several shards register the
    // same plan at once: the first one wins, the others change nothing). A stored plan of the
    // same id with another size is refused.
    bool registerPlan(const StoredPlan &plan, QString *error) const;
    // The plan with this id; nullopt with an empty *error when there is none.
    std::optional<StoredPlan> find(const QString &id, QString *error) const;
    // Every stored run of the plan, ordered by position then run id.
    std::vector<PlanRun> runs(const QString &planId, QString *error) const;

    // Each position in [0, size) and where it stands, from the plan's stored runs (runs at a
    // position outside the plan are ignored).
    static std::vector<PlanPosition> positions(int size, const std::vector<PlanRun> &runs);
    static QString stateName(PlanPosition::State s); // "stored" | "failed" | "missing"

private:
    const RunStore &m_store;
};

} // namespace rb
