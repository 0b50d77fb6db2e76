// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/run_writer.h"

#include "core/stats/summary.h"
#include "core/store/sample_codec.h"
#include "core/store/schema_migrator.h"
#include "core/store/store_sql.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace rb {

using namespace storesql;

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

// Prepares sql, binds values in order and executes it (exec(): *error says what failed).
bool execWith(QSqlQuery &q, const QString &sql, const QVariantList &values, const QString &what,
              QString *error)
{
    q.prepare(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    return exec(q, what, error);
}

// The configuration of run id, or nullopt with "no run with id" (or the read error) in *error.
std::optional<qint64> runConfiguration(QSqlDatabase &db, qint64 id, QString *error)
{
    QSqlQuery q(db);
    if (!execWith(q, QStringLiteral("SELECT configuration_id FROM run WHERE id = ?"), {id},
                  Tr::tr("run lookup"), error))
        return std::nullopt;
    if (!q.next()) {
        setError(error, Tr::tr("no run with id %1").arg(id));
        return std::nullopt;
    }
    return q.value(0).toLongLong();
}

// Inserts the tags of run id in the order given (trimmed, empty and repeated ones skipped).
bool insertTags(QSqlDatabase &db, qint64 id, const QStringList &tags, QString *error)
{
    QSet<QString> seen;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO run_tag (run_id, tag, position) VALUES (?, ?, ?)"));
    for (const QString &tag : tags) {
        const QString t = tag.trimmed();
        if (t.isEmpty() || seen.contains(t))
            continue;
        seen.insert(t);
        q.addBindValue(id);
        q.addBindValue(t);
        q.addBindValue(static_cast<int>(seen.size()));
        if (!exec(q, Tr::tr("tag insert"), error))
            return false;
    }
    return true;
}

} // namespace

qint64 RunWriter::upsertConfiguration(const Configuration &c, QString *error)
{
    QSqlDatabase &db = m_db;
    qint64 id = 0;
    if (!writeTransaction(
            db,
            [&](QString *err) {
                id = storesql::upsertConfiguration(db, c, err);
                return id != 0;
            },
            error))
        return 0;
    return id;
}

bool RunWriter::insertRun(Run &run, bool keepUid, bool *released, QString *error)
{
    const bool releaseSamples = released != nullptr;
    // One case per metric and run (UNIQUE (run_id, metric)): said here in the user's terms.
    QSet<QString> metrics;
    for (const CaseResult &c : run.cases) {
        if (metrics.contains(c.metric)) {
            return setError(
                error, Tr::tr("the run holds the metric %1 twice; a run holds one case per metric")
                           .arg(c.metric));
        }
        metrics.insert(c.metric);
    }
    QSqlDatabase &db = m_db;
    const qint64 configId = storesql::upsertConfiguration(db, run.config, error);
    if (configId == 0)
        return false;
    const QString uid = keepUid && !run.uid.isEmpty() ? run.uid : SchemaMigrator::newRunUid();
    QSqlQuery q(db);
    const QVariantList values{
        configId, run.source.isEmpty() ? QStringLiteral("measured") : run.source,
        isoUtc(run.startedAt), isoUtc(run.finishedAt), runStatusName(run.status),
        notNull(run.statusReason), text(run.firmwareSha256), opt(run.footprint.text),
        opt(run.footprint.rodata), opt(run.footprint.data), opt(run.footprint.bss),
        jsonText(run.toolVersions),
        // Released samples: the raw log follows them (an UPDATE below), when they are gone.
        run.rawLog.isNull() || releaseSamples ? QVariant(QMetaType::fromType<QByteArray>())
                                              : QVariant(run.rawLog),
        notNull(run.notes), notNull(run.experiment),
        run.workbenchVersion.isEmpty() ? QStringLiteral(RTOSBENCH_VERSION) : run.workbenchVersion,
        text(run.kernelTree.path), text(run.kernelTree.commit), text(run.kernelTree.digest),
        run.kernelTree.digest.isEmpty() ? QVariant(QMetaType::fromType<int>())
                                        : QVariant(run.kernelTree.files),
        uid, text(run.planId),
        run.planIndex ? QVariant(*run.planIndex) : QVariant(QMetaType::fromType<int>()),
        text(run.shard)};
    if (!execWith(q,
                  QStringLiteral(
                      "INSERT INTO run (configuration_id, source, started_at, finished_at, "
                      "status, status_reason, firmware_sha256, fw_text, fw_rodata, fw_data, "
                      "fw_bss, tool_versions, raw_log, notes, experiment, workbench_version, "
                      "kernel_tree_path, kernel_tree_commit, kernel_tree_digest, "
                      "kernel_tree_files, uid, plan_id, plan_index, shard) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                      "?, ?)"),
                  values, Tr::tr("run insert"), error))
        return false;
    // The id by the run's identity: one statement that both dialects answer the same way.
    q.prepare(QStringLiteral("SELECT id FROM run WHERE uid = ?"));
    q.addBindValue(uid);
    if (!exec(q, Tr::tr("run insert"), error) || !q.next())
        return false;
    const qint64 runId = q.value(0).toLongLong();

    if (!insertTags(db, runId, run.tags, error))
        return false;

    q.prepare(QStringLiteral(
        "INSERT INTO case_result (run_id, metric, unit, status, iterations, warmup, cold_sample, "
        "overhead, switches, checks_json, samples, sample_count, summary_json) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    std::vector<std::pair<qint64, QString>> caseIds;
    for (CaseResult &c : run.cases) {
        QString summary = c.summaryJson;
        if (!c.samples.empty())
            summary = QString::fromUtf8(
                QJsonDocument(summarizeOffset(c.samples, c.overhead.value_or(0)).toJson())
                    .toJson(QJsonDocument::Compact));
        QJsonObject checks;
        for (auto it = c.checks.cbegin(); it != c.checks.cend(); ++it)
            checks.insert(it.key(), it.value());
        q.addBindValue(runId);
        q.addBindValue(notNull(c.metric));
        q.addBindValue(notNull(c.unit));
        q.addBindValue(c.status.isEmpty() ? QStringLiteral("ok") : c.status);
        q.addBindValue(opt(c.iterations));
        q.addBindValue(opt(c.warmup));
        q.addBindValue(opt(c.coldSample));
        q.addBindValue(opt(c.overhead));
        q.addBindValue(opt(c.switches));
        q.addBindValue(QString::fromUtf8(QJsonDocument(checks).toJson(QJsonDocument::Compact)));
        q.addBindValue(SampleCodec::encode(c.samples));
        q.addBindValue(static_cast<qint64>(c.samples.size()));
        q.addBindValue(text(summary));
        if (!exec(q, Tr::tr("case %1").arg(c.metric), error))
            return false;
        caseIds.emplace_back(0, summary);
        if (releaseSamples) {
            // The encoded blob is dropped with the bound values; the samples go now.
            for (int i = 0; i < 13; ++i)
                q.bindValue(i, QVariant());
            c.sampleCount = static_cast<qint64>(c.samples.size());
            std::vector<qint64>().swap(c.samples);
            *released = true;
        }
    }
    if (releaseSamples && !run.rawLog.isNull()) {
        q.finish();
        QSqlQuery u(db);
        u.prepare(QStringLiteral("UPDATE run SET raw_log = ? WHERE id = ?"));
        u.addBindValue(run.rawLog);
        u.addBindValue(runId);
        if (!exec(u, Tr::tr("run insert"), error))
            return false;
    }
    // Case ids by (run, metric), unique: no driver-specific "last insert id".
    q.prepare(QStringLiteral("SELECT id, metric FROM case_result WHERE run_id = ?"));
    q.addBindValue(runId);
    if (!exec(q, Tr::tr("run insert"), error))
        return false;
    QHash<QString, qint64> idOfMetric;
    while (q.next())
        idOfMetric.insert(q.value(1).toString(), q.value(0).toLongLong());
    for (size_t i = 0; i < run.cases.size(); ++i)
        caseIds[i].first = idOfMetric.value(run.cases[i].metric);

    run.id = runId;
    run.uid = uid;
    run.configurationId = configId;
    if (run.workbenchVersion.isEmpty())
        run.workbenchVersion = QStringLiteral(RTOSBENCH_VERSION);
    for (size_t i = 0; i < run.cases.size(); ++i) {
        run.cases[i].id = caseIds[i].first;
        run.cases[i].summaryJson = caseIds[i].second;
        if (!releaseSamples)
            run.cases[i].sampleCount = static_cast<qint64>(run.cases[i].samples.size());
    }
    return true;
}

bool RunWriter::saveRunReleasingSamples(Run &run, bool keepUid, QString *error)
{
    if (!m_db.isOpen())
        return setError(error, Tr::tr("the database is not open"));
    // The ids to restore when the transaction does not commit.
    const qint64 id = run.id, configurationId = run.configurationId;
    const QString uid = run.uid, workbenchVersion = run.workbenchVersion;
    bool released = false;
    const bool ok = writeTransaction(
        m_db,
        [&](QString *err) {
            if (released)
                return setError(err, Tr::tr("the run's samples were already written once and "
                                            "released; store it again from its capture"));
            return insertRun(run, keepUid, &released, err);
        },
        error);
    if (!ok) {
        run.id = id;
        run.configurationId = configurationId;
        run.uid = uid;
        run.workbenchVersion = workbenchVersion;
    }
    return ok;
}

bool RunWriter::saveRuns(std::vector<Run> &runs, bool keepUid, bool *alreadyThere, QString *error)
{
    if (alreadyThere)
        *alreadyThere = false;
    if (!m_db.isOpen()) {
        return setError(error, Tr::tr("the database is not open"));
    }
    QSqlDatabase &db = m_db;
    // insertRun sets ids (and cached summaries) as it goes; they are restored when the
    // transaction does not commit, so a failed save leaves the runs as they were. No copy of
    // the samples is made (ingest speed).
    struct Saved {
        qint64 id, configurationId;
        QString uid, workbenchVersion;
        std::vector<std::pair<qint64, QString>> cases;
    };
    std::vector<Saved> saved;
    saved.reserve(runs.size());
    for (const Run &r : runs) {
        Saved s{r.id, r.configurationId, r.uid, r.workbenchVersion, {}};
        for (const CaseResult &c : r.cases)
            s.cases.emplace_back(c.id, c.summaryJson);
        saved.push_back(std::move(s));
    }
    auto restore = [&]() {
        for (size_t i = 0; i < runs.size(); ++i) {
            runs[i].id = saved[i].id;
            runs[i].configurationId = saved[i].configurationId;
            runs[i].uid = saved[i].uid;
            runs[i].workbenchVersion = saved[i].workbenchVersion;
            for (size_t k = 0; k < runs[i].cases.size(); ++k) {
                runs[i].cases[k].id = saved[i].cases[k].first;
                runs[i].cases[k].summaryJson = saved[i].cases[k].second;
            }
        }
    };
    // A conflict with another writer (PostgreSQL) runs the whole transaction again.
    const bool ok = writeTransaction(
        db,
        [&](QString *err) {
            restore();
            if (alreadyThere) {
                // Inside the transaction: a concurrent copy of the same run that committed
                // first (its insert made this one fail and retry) is found here.
                QSqlQuery q(db);
                q.prepare(QStringLiteral("SELECT 1 FROM run WHERE uid = ?"));
                q.addBindValue(runs.front().uid);
                if (!exec(q, Tr::tr("run lookup"), err))
                    return false;
                if (q.next()) {
                    *alreadyThere = true;
                    return true;
                }
            }
            for (Run &r : runs)
                if (!insertRun(r, keepUid, nullptr, err))
                    return false;
            return true;
        },
        error);
    if (!ok)
        restore();
    return ok;
}

bool RunWriter::changeRun(qint64 id,
                          const std::function<bool(QSqlQuery &, qint64, QString *)> &change,
                          QString *error)
{
    QSqlDatabase &db = m_db;
    return writeTransaction(
        db,
        [&](QString *err) {
            const std::optional<qint64> configId = runConfiguration(db, id, err);
            if (!configId)
                return false;
            QSqlQuery q(db);
            return change(q, *configId, err);
        },
        error);
}

bool RunWriter::deleteRun(qint64 id, QString *error)
{
    return changeRun(
        id,
        [&](QSqlQuery &q, qint64 configId, QString *err) {
            // Cases and tags cascade; the configuration goes when nothing refers to it any more.
            return execWith(q, QStringLiteral("DELETE FROM run WHERE id = ?"), {id},
                            Tr::tr("run delete"), err) &&
                   execWith(q,
                            QStringLiteral("DELETE FROM configuration WHERE id = ? "
                                           "AND NOT EXISTS (SELECT 1 FROM run WHERE "
                                           "configuration_id = ?) AND NOT EXISTS (SELECT 1 FROM "
                                           "reference_result WHERE configuration_id = ?)"),
                            {configId, configId, configId}, Tr::tr("configuration clean-up"), err);
        },
        error);
}

bool RunWriter::setNotes(qint64 id, const QString &notes, QString *error)
{
    return changeRun(
        id,
        [&](QSqlQuery &q, qint64, QString *err) {
            return execWith(q, QStringLiteral("UPDATE run SET notes = ? WHERE id = ?"),
                            {notNull(notes), id}, Tr::tr("notes update"), err);
        },
        error);
}

bool RunWriter::setTags(qint64 id, const QStringList &tags, QString *error)
{
    return changeRun(
        id,
        [&](QSqlQuery &q, qint64, QString *err) {
            return execWith(q, QStringLiteral("DELETE FROM run_tag WHERE run_id = ?"), {id},
                            Tr::tr("tag delete"), err) &&
                   insertTags(m_db, id, tags, err);
        },
        error);
}

} // namespace rb
