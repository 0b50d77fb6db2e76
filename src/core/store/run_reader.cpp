// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/run_reader.h"

#include "core/store/sample_codec.h"
#include "core/store/store_sql.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

namespace rb {

using namespace storesql;

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

} // namespace

bool RunReader::isOpen(QString *error) const
{
    if (m_db.isOpen())
        return true;
    setError(error, Tr::tr("the database is not open"));
    return false;
}

std::vector<RunRow> RunReader::listRuns(QString *error) const
{
    std::vector<RunRow> out;
    if (!isOpen(error))
        return out;
    QSqlDatabase &db = m_db;
    const QHash<qint64, Configuration> configs =
        loadConfigurations(db, QStringLiteral("SELECT configuration_id FROM run"));
    QHash<qint64, QStringList> tags;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT run_id, tag FROM run_tag ORDER BY run_id, ") +
               tagOrder(db))) {
        while (q.next())
            tags[q.value(0).toLongLong()] << q.value(1).toString();
    }
    // The counts come from the covering index case_result(run_id, sample_count): no BLOB is read.
    if (!q.exec(QStringLiteral(
            "SELECT r.id, r.configuration_id, r.source, r.started_at, r.status, r.status_reason, "
            "r.notes, r.experiment, COALESCE(c.n, 0), COALESCE(c.s, 0), r.kernel_tree_digest, "
            "r.kernel_tree_commit FROM run r LEFT JOIN "
            "(SELECT run_id, count(*) AS n, sum(sample_count) AS s FROM case_result "
            "GROUP BY run_id) c ON c.run_id = r.id ORDER BY r.id"))) {
        setError(error, storesql::userMessage(q.lastError()));
        return out;
    }
    while (q.next()) {
        RunRow row;
        row.id = q.value(0).toLongLong();
        row.config = configs.value(q.value(1).toLongLong());
        row.source = q.value(2).toString();
        row.startedAt = fromIso(q.value(3));
        row.status = runStatusFromName(q.value(4).toString()).value_or(RunStatus::Incomplete);
        row.statusReason = q.value(5).toString();
        row.notes = q.value(6).toString();
        row.experiment = q.value(7).toString();
        row.caseCount = q.value(8).toInt();
        row.sampleCount = q.value(9).toLongLong();
        row.kernelTreeDigest = q.value(10).toString();
        row.kernelTreeCommit = q.value(11).toString();
        row.tags = tags.value(row.id);
        out.push_back(std::move(row));
    }
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
    q.prepare(QStringLiteral(
                  "SELECT id, configuration_id, source, started_at, finished_at, status, "
                  "status_reason, firmware_sha256, fw_text, fw_rodata, fw_data, fw_bss, "
                  "tool_versions, notes, experiment, workbench_version, kernel_tree_path, "
                  "kernel_tree_commit, kernel_tree_digest, kernel_tree_files, uid, %1 FROM run "
                  "WHERE id = ?")
                  .arg(withRawLog ? QStringLiteral("raw_log") : QStringLiteral("NULL")));
    q.addBindValue(id);
    if (!q.exec()) {
        setError(error, storesql::userMessage(q.lastError()));
        return std::nullopt;
    }
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
    if (withRawLog && !q.value(21).isNull())
        run.rawLog = q.value(21).toByteArray();
    run.config =
        loadConfigurations(db, QString::number(run.configurationId)).value(run.configurationId);

    q.prepare(QStringLiteral("SELECT tag FROM run_tag WHERE run_id = ? ORDER BY ") + tagOrder(db));
    q.addBindValue(id);
    if (q.exec()) {
        while (q.next())
            run.tags << q.value(0).toString();
    }

    q.prepare(QStringLiteral("SELECT id, metric, unit, status, iterations, warmup, cold_sample, "
                             "overhead, switches, checks_json, sample_count, summary_json, %1 "
                             "FROM case_result WHERE run_id = ? ORDER BY id")
                  .arg(withSamples ? QStringLiteral("samples") : QStringLiteral("NULL")));
    q.addBindValue(id);
    if (!q.exec()) {
        setError(error, storesql::userMessage(q.lastError()));
        return std::nullopt;
    }
    while (q.next()) {
        CaseResult c;
        c.id = q.value(0).toLongLong();
        c.metric = q.value(1).toString();
        c.unit = q.value(2).toString();
        c.status = q.value(3).toString();
        c.iterations = optValue<int>(q.value(4));
        c.warmup = optValue<int>(q.value(5));
        c.coldSample = optValue<qint64>(q.value(6));
        c.overhead = optValue<qint64>(q.value(7));
        c.switches = optValue<int>(q.value(8));
        const QJsonObject checks = QJsonDocument::fromJson(q.value(9).toString().toUtf8()).object();
        for (auto it = checks.begin(); it != checks.end(); ++it)
            c.checks.insert(it.key(), it.value().toInteger());
        c.sampleCount = q.value(10).toLongLong();
        c.summaryJson = q.value(11).toString();
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
    q.prepare(QStringLiteral("SELECT id FROM run WHERE uid = ?"));
    q.addBindValue(uid);
    if (!q.exec()) {
        setError(error, storesql::userMessage(q.lastError()));
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    return q.value(0).toLongLong();
}

std::vector<ReferenceResult> RunReader::references(QString *error) const
{
    std::vector<ReferenceResult> out;
    if (!isOpen(error))
        return out;
    QSqlDatabase &db = m_db;
    const QHash<qint64, Configuration> configs =
        loadConfigurations(db, QStringLiteral("SELECT configuration_id FROM reference_result"));
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, configuration_id, source, statistic, metric, value, "
                               "unit, note FROM reference_result ORDER BY id"))) {
        setError(error, storesql::userMessage(q.lastError()));
        return out;
    }
    while (q.next()) {
        ReferenceResult r;
        r.id = q.value(0).toLongLong();
        r.config = configs.value(q.value(1).toLongLong());
        r.source = q.value(2).toString();
        r.statistic = q.value(3).toString();
        r.metric = q.value(4).toString();
        r.value = q.value(5).toDouble();
        r.unit = q.value(6).toString();
        r.note = q.value(7).toString();
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace rb
