// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/run_reader.h"

#include "core/model/legacy_metric.h"
#include "core/store/sample_codec.h"
#include "core/store/sql_dialect.h"
#include "core/store/store_sql.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <functional>

namespace rb {

using namespace storesql;

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

QMap<QString, qint64> checksFromJson(const QString &json)
{
    QMap<QString, qint64> out;
    const QJsonObject checks = QJsonDocument::fromJson(json.toUtf8()).object();
    for (auto it = checks.begin(); it != checks.end(); ++it)
        out.insert(it.key(), it.value().toInteger());
    return out;
}

// Prepares sql, binds key and executes it; false with the read error in *error.
bool select(QSqlQuery &q, const QString &sql, const QVariant &key, QString *error)
{
    q.prepare(sql);
    q.addBindValue(key);
    if (q.exec())
        return true;
    setError(error, storesql::userMessage(q.lastError()));
    return false;
}

} // namespace

bool RunReader::isOpen(QString *error) const
{
    if (m_db.isOpen())
        return true;
    setError(error, Tr::tr("the database is not open"));
    return false;
}

bool RunReader::forEachRow(const QString &table, const QString &select,
                           const std::function<void(const QSqlQuery &, const Configuration &)> &row,
                           QString *error) const
{
    if (!isOpen(error))
        return false;
    const QHash<qint64, Configuration> configs =
        loadConfigurations(m_db, QStringLiteral("SELECT configuration_id FROM ") + table);
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(select)) {
        setError(error, storesql::userMessage(q.lastError()));
        return false;
    }
    while (q.next())
        row(q, configs.value(q.value(1).toLongLong()));
    return true;
}

std::vector<RunRow> RunReader::listRuns(QString *error) const
{
    std::vector<RunRow> out;
    if (!isOpen(error))
        return out;
    QHash<qint64, QStringList> tags;
    QSqlQuery t(m_db);
    t.setForwardOnly(true);
    if (t.exec(QStringLiteral("SELECT run_id, tag FROM run_tag ORDER BY run_id, ") +
               sqldialect::tagOrder(sqldialect::of(m_db)))) {
        while (t.next())
            tags[t.value(0).toLongLong()] << t.value(1).toString();
    }
    // The counts come from the covering index case_result(run_id, sample_count): no BLOB is read.
    forEachRow(
        QStringLiteral("run"),
        QStringLiteral(
            "SELECT r.id, r.configuration_id, r.source, r.started_at, r.status, r.status_reason, "
            "r.notes, r.experiment, COALESCE(c.n, 0), COALESCE(c.s, 0), r.kernel_tree_digest, "
            "r.kernel_tree_commit FROM run r LEFT JOIN "
            "(SELECT run_id, count(*) AS n, sum(sample_count) AS s FROM case_result "
            "GROUP BY run_id) c ON c.run_id = r.id ORDER BY r.id"),
        [&](const QSqlQuery &q, const Configuration &config) {
            const qint64 id = q.value(0).toLongLong();
            out.push_back(
                {.id = id,
                 .config = config,
                 .source = q.value(2).toString(),
                 .startedAt = fromIso(q.value(3)),
                 .status = runStatusFromName(q.value(4).toString()).value_or(RunStatus::Incomplete),
                 .statusReason = q.value(5).toString(),
                 .tags = tags.value(id),
                 .notes = q.value(6).toString(),
                 .experiment = q.value(7).toString(),
                 .caseCount = q.value(8).toInt(),
                 .sampleCount = q.value(9).toLongLong(),
                 .kernelTreeDigest = q.value(10).toString(),
                 .kernelTreeCommit = q.value(11).toString()});
        },
        error);
    return out;
}

std::optional<Run> RunReader::loadRun(qint64 id, bool withSamples, bool withRawLog,
                                      QString *error) const
{
    if (!isOpen(error))
        return std::nullopt;
    QSqlDatabase &db = m_db;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QString runSql =
        QStringLiteral("SELECT id, configuration_id, source, started_at, finished_at, status, "
                       "status_reason, firmware_sha256, fw_text, fw_rodata, fw_data, fw_bss, "
                       "tool_versions, notes, experiment, workbench_version, kernel_tree_path, "
                       "kernel_tree_commit, kernel_tree_digest, kernel_tree_files, uid, plan_id, "
                       "plan_index, shard, %1 FROM "
                       "run WHERE id = ?")
            .arg(withRawLog ? QStringLiteral("raw_log") : QStringLiteral("NULL"));
    if (!select(q, runSql, id, error))
        return std::nullopt;
    if (!q.next()) {
        setError(error, Tr::tr("no run with id %1").arg(id));
        return std::nullopt;
    }
    Run run;
    run.id = q.value(0).toLongLong();
    run.configurationId = q.value(1).toLongLong();
    run.source = q.value(2).toString();
    run.startedAt = fromIso(q.value(3));
    run.finishedAt = fromIso(q.value(4));
    run.status = runStatusFromName(q.value(5).toString()).value_or(RunStatus::Incomplete);
    run.statusReason = q.value(6).toString();
    run.firmwareSha256 = q.value(7).toString();
    run.footprint.text = optValue<qint64>(q.value(8));
    run.footprint.rodata = optValue<qint64>(q.value(9));
    run.footprint.data = optValue<qint64>(q.value(10));
    run.footprint.bss = optValue<qint64>(q.value(11));
    run.toolVersions = mapFromJsonText(q.value(12).toString());
    run.notes = q.value(13).toString();
    run.experiment = q.value(14).toString();
    run.workbenchVersion = q.value(15).toString();
    run.kernelTree.path = q.value(16).toString();
    run.kernelTree.commit = q.value(17).toString();
    run.kernelTree.digest = q.value(18).toString();
    run.kernelTree.files = q.value(19).toInt();
    run.uid = q.value(20).toString();
    run.planId = q.value(21).toString();
    run.planIndex = optValue<int>(q.value(22));
    run.shard = q.value(23).toString();
    if (withRawLog && !q.value(24).isNull())
        run.rawLog = q.value(24).toByteArray();
    run.config =
        loadConfigurations(db, QString::number(run.configurationId)).value(run.configurationId);

    if (select(q,
               QStringLiteral("SELECT tag FROM run_tag WHERE run_id = ? ORDER BY ") +
                   sqldialect::tagOrder(sqldialect::of(db)),
               id, nullptr)) {
        while (q.next())
            run.tags << q.value(0).toString();
    }

    const QString caseSql =
        QStringLiteral("SELECT id, metric, unit, status, iterations, warmup, cold_sample, "
                       "overhead, switches, checks_json, sample_count, summary_json, %1 "
                       "FROM case_result WHERE run_id = ? ORDER BY id")
            .arg(withSamples ? QStringLiteral("samples") : QStringLiteral("NULL"));
    if (!select(q, caseSql, id, error))
        return std::nullopt;
    while (q.next()) {
        CaseResult c{.id = q.value(0).toLongLong(),
                     .metric = metricAsRead(run.config, q.value(1).toString()),
                     .unit = q.value(2).toString(),
                     .status = q.value(3).toString(),
                     .iterations = optValue<int>(q.value(4)),
                     .warmup = optValue<int>(q.value(5)),
                     .coldSample = optValue<qint64>(q.value(6)),
                     .overhead = optValue<qint64>(q.value(7)),
                     .switches = optValue<int>(q.value(8)),
                     .checks = checksFromJson(q.value(9).toString()),
                     .samples = {},
                     .sampleCount = q.value(10).toLongLong(),
                     .summaryJson = q.value(11).toString()};
        if (withSamples) {
            QString err;
            if (!SampleCodec::decode(q.value(12).toByteArray(), &c.samples, &err)) {
                setError(error, Tr::tr("run %1, case %2: %3").arg(id).arg(c.metric, err));
                return std::nullopt;
            }
            if (static_cast<qint64>(c.samples.size()) != c.sampleCount) {
                setError(error, Tr::tr("run %1, case %2: %3 samples stored, %4 recorded")
                                    .arg(id)
                                    .arg(c.metric)
                                    .arg(c.samples.size())
                                    .arg(c.sampleCount));
                return std::nullopt;
            }
        }
        run.cases.push_back(std::move(c));
    }
    return run;
}

std::optional<qint64> RunReader::findRunByUid(const QString &uid, QString *error) const
{
    if (uid.isEmpty())
        return std::nullopt;
    QSqlQuery q(m_db);
    if (!select(q, QStringLiteral("SELECT id FROM run WHERE uid = ?"), uid, error) || !q.next())
        return std::nullopt;
    return q.value(0).toLongLong();
}

std::vector<ReferenceResult> RunReader::references(QString *error) const
{
    std::vector<ReferenceResult> out;
    forEachRow(
        QStringLiteral("reference_result"),
        QStringLiteral("SELECT id, configuration_id, source, statistic, metric, value, unit, note "
                       "FROM reference_result ORDER BY id"),
        [&out](const QSqlQuery &q, const Configuration &config) {
            out.push_back({.id = q.value(0).toLongLong(),
                           .config = config,
                           .source = q.value(2).toString(),
                           .statistic = q.value(3).toString(),
                           .metric = q.value(4).toString(),
                           .value = q.value(5).toDouble(),
                           .unit = q.value(6).toString(),
                           .note = q.value(7).toString()});
        },
        error);
    return out;
}

} // namespace rb
