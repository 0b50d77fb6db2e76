// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/plan_store.h"

#include "core/store/run_store.h"
#include "core/store/store_sql.h"
#include "core/util/set_error.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlQuery>

#include <algorithm>

namespace rb {

bool PlanStore::registerPlan(const StoredPlan &plan, QString *error) const
{
    QSqlDatabase db = m_store.database();
    const QString json =
        QString::fromUtf8(QJsonDocument(plan.entries).toJson(QJsonDocument::Compact));
    const QString created = plan.createdAt.isEmpty()
                                ? QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)
                                : plan.createdAt;
    return storesql::writeTransaction(
        db,
        [&](QString *why) {
            QSqlQuery q(db);
            // ON CONFLICT: a shard on another machine registered the same plan first.
            q.prepare(
                QStringLiteral("INSERT INTO run_plan (id, experiment, size, plan_json, created_at) "
                               "VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING"));
            q.addBindValue(plan.id);
            q.addBindValue(plan.experiment);
            q.addBindValue(qint64(plan.size));
            q.addBindValue(json);
            q.addBindValue(created);
            if (!storesql::exec(q, tr("cannot store the plan"), why))
                return false;
            q.prepare(QStringLiteral("SELECT size FROM run_plan WHERE id = ?"));
            q.addBindValue(plan.id);
            if (!storesql::exec(q, tr("cannot store the plan"), why) || !q.next())
                return setError(why, tr("the plan %1 was not stored").arg(plan.id));
            if (q.value(0).toLongLong() != plan.size) {
                return setError(why, tr("the stored plan %1 has %2 configurations, this one %3")
                                         .arg(plan.id)
                                         .arg(q.value(0).toLongLong())
                                         .arg(plan.size));
            }
            return true;
        },
        error);
}

std::optional<StoredPlan> PlanStore::find(const QString &id, QString *error) const
{
    setError(error, QString());
    QSqlQuery q(m_store.database());
    q.prepare(QStringLiteral(
        "SELECT id, experiment, size, plan_json, created_at FROM run_plan WHERE id = ?"));
    q.addBindValue(id);
    if (!storesql::exec(q, tr("cannot read the plan"), error))
        return std::nullopt;
    if (!q.next())
        return std::nullopt;
    StoredPlan p;
    p.id = q.value(0).toString();
    p.experiment = q.value(1).toString();
    p.size = int(q.value(2).toLongLong());
    p.entries = QJsonDocument::fromJson(q.value(3).toString().toUtf8()).array();
    p.createdAt = q.value(4).toString();
    return p;
}

std::vector<PlanRun> PlanStore::runs(const QString &planId, QString *error) const
{
    setError(error, QString());
    std::vector<PlanRun> out;
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, plan_index, shard, status, status_reason FROM run "
                             "WHERE plan_id = ? AND plan_index IS NOT NULL "
                             "ORDER BY plan_index, id"));
    q.addBindValue(planId);
    if (!storesql::exec(q, tr("cannot read the runs of the plan"), error))
        return out;
    while (q.next()) {
        PlanRun r;
        r.runId = q.value(0).toLongLong();
        r.position = int(q.value(1).toLongLong());
        r.shard = q.value(2).toString();
        r.status = runStatusFromName(q.value(3).toString()).value_or(RunStatus::Incomplete);
        r.statusReason = q.value(4).toString();
        out.push_back(r);
    }
    return out;
}

std::vector<PlanPosition> PlanStore::positions(int size, const std::vector<PlanRun> &runs)
{
    std::vector<PlanPosition> out(size_t(qMax(size, 0)));
    for (int i = 0; i < int(out.size()); ++i)
        out[size_t(i)].position = i;
    std::vector<PlanRun> sorted = runs;
    std::sort(sorted.begin(), sorted.end(), [](const PlanRun &a, const PlanRun &b) {
        return a.position != b.position ? a.position < b.position : a.runId < b.runId;
    });
    for (const PlanRun &r : sorted) {
        if (r.position < 0 || r.position >= int(out.size()))
            continue;
        PlanPosition &p = out[size_t(r.position)];
        p.runIds.push_back(r.runId);
        if (r.status == RunStatus::Complete) {
            p.state = PlanPosition::State::Stored;
            p.shard = r.shard;
        } else if (p.state != PlanPosition::State::Stored) {
            p.state = PlanPosition::State::Failed;
            p.shard = r.shard;
            p.reason = r.statusReason;
        }
    }
    return out;
}

QString PlanStore::stateName(PlanPosition::State s)
{
    switch (s) {
    case PlanPosition::State::Stored:
        return QStringLiteral("stored");
    case PlanPosition::State::Failed:
        return QStringLiteral("failed");
    case PlanPosition::State::Missing:
        break;
    }
    return QStringLiteral("missing");
}

} // namespace rb
