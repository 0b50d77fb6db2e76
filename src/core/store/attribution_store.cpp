// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/attribution_store.h"

#include "core/store/run_store.h"
#include "core/store/store_sql.h"
#include "core/util/set_error.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace rb {

bool AttributionStore::save(const ExplainResult &result, QString *error) const
{
    QSqlDatabase db = m_store.database();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM case_result WHERE run_id = ? AND metric = ?"));
    q.addBindValue(result.runId);
    q.addBindValue(result.metric);
    if (!q.exec() || !q.next()) {
        return setError(error,
                        tr("run %1 has no stored metric %2").arg(result.runId).arg(result.metric));
    }
    const qint64 caseId = q.value(0).toLongLong();
    q.finish();
    // The medians are in the run's unit: estimated cycles (model) for a cycle-model run.
    const auto spread = result.layerSpread(result.cycleSamples);
    // Without debug information there are no layers: the kernel-only figure is unknown.
    const QVariant kernel = !result.debugInfo ? QVariant()
                            : spread.contains(QStringLiteral("kernel"))
                                ? QVariant(spread.value(QStringLiteral("kernel")).median)
                                : QVariant(0.0);
    // One write transaction, as every other write of the store: BEGIN IMMEDIATE on SQLite
    // (writers queue instead of failing), retried on a PostgreSQL conflict.
    const QString json =
        QString::fromUtf8(QJsonDocument(result.toJson()).toJson(QJsonDocument::Compact));
    const bool ok = storesql::writeTransaction(
        db,
        [&](QString *why) {
            QSqlQuery del(db);
            del.prepare(QStringLiteral("DELETE FROM case_attribution WHERE case_result_id = ?"));
            del.addBindValue(caseId);
            if (!storesql::exec(del, tr("cannot store the attribution"), why))
                return false;
            QSqlQuery ins(db);
            ins.prepare(QStringLiteral(
                "INSERT INTO case_attribution (case_result_id, windows, total_median, "
                "kernel_median, elf_sha256, created_at, result_json) VALUES (?, ?, ?, ?, ?, ?, "
                "?)"));
            ins.addBindValue(caseId);
            ins.addBindValue(qint64(result.windows.size()));
            ins.addBindValue(result.totalSpread(result.cycleSamples).median);
            ins.addBindValue(kernel);
            ins.addBindValue(result.elfSha256);
            ins.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
            ins.addBindValue(json);
            return storesql::exec(ins, tr("cannot store the attribution"), why);
        },
        error);
    return ok;
}

QMap<QString, StoredAttribution> AttributionStore::forRun(qint64 runId) const
{
    QMap<QString, StoredAttribution> out;
    QSqlQuery q(m_store.database());
    q.prepare(
        QStringLiteral("SELECT c.metric, a.windows, a.total_median, a.kernel_median, a.elf_sha256, "
                       "a.created_at, a.result_json FROM case_attribution a JOIN case_result c ON "
                       "c.id = a.case_result_id WHERE c.run_id = ? ORDER BY c.id"));
    q.addBindValue(runId);
    if (!q.exec())
        return out; // a database before schema 4 has no attributions
    while (q.next()) {
        StoredAttribution a;
        a.windows = q.value(1).toInt();
        a.totalMedian = q.value(2).toDouble();
        if (!q.value(3).isNull())
            a.kernelMedian = q.value(3).toDouble();
        a.elfSha256 = q.value(4).toString();
        a.createdAt = q.value(5).toString();
        a.result = ExplainResult::fromJson(
            QJsonDocument::fromJson(q.value(6).toString().toUtf8()).object());
        out.insert(q.value(0).toString(), a);
    }
    return out;
}

} // namespace rb
