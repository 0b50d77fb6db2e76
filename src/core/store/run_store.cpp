// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/run_store.h"

#include "stats/summary.h"
#include "store/sample_codec.h"
#include "store/schema_migrator.h"
#include "store/store_sql.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <atomic>

namespace rb {

using namespace storesql;

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

QString nextConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("rtosbench-store-%1").arg(++counter);
}

// A non-empty file that does not start with the SQLite header is refused before Qt touches it.
bool looksLikeSqlite(const QString &path, QString *error)
{
    QFileInfo fi(path);
    if (!fi.exists() || fi.size() == 0)
        return true;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("cannot read %1: %2").arg(path, f.errorString());
        return false;
    }
    const QByteArray head = f.read(16);
    if (head != QByteArray("SQLite format 3\0", 16)) {
        if (error)
            *error = Tr::tr("%1 is not a SQLite database file").arg(path);
        return false;
    }
    return true;
}

} // namespace

RunStore::RunStore() = default;

RunStore::~RunStore()
{
    close();
}

bool RunStore::open(const QString &path, QString *error, bool importReferences)
{
    close();
    if (path.isEmpty()) {
        if (error)
            *error = Tr::tr("no database path given");
        return false;
    }
    const QFileInfo fi(path);
    if (!QDir().mkpath(fi.absolutePath())) {
        if (error)
            *error = Tr::tr("cannot create the directory %1").arg(fi.absolutePath());
        return false;
    }
    if (!looksLikeSqlite(path, error))
        return false;

    const QString name = nextConnectionName();
    bool ok = false;
    QString err;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        ok = db.open();
        if (!ok)
            err = db.lastError().text();
        int version = ok ? SchemaMigrator::currentVersion(db, &err) : -1;
        ok = version >= 0;
        bool isNew = false;
        QSqlQuery q(db);
        if (ok && version == 0) {
            // Version 0 with tables: some other program's database; do not touch it.
            ok = q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && q.next();
            isNew = ok && q.value(0).toInt() == 0;
            q.finish();
            if (ok && !isNew) {
                err = Tr::tr("%1 is a SQLite database but not an rtosbench one (no schema version)")
                          .arg(path);
                ok = false;
            }
        }
        if (ok && version > SchemaMigrator::latestVersion()) {
            ok = SchemaMigrator::migrate(db, &err); // refuses with both versions named
        }
        if (ok) {
            q.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
            q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
            q.finish(); // a pending result would block the migration's COMMIT
            ok = SchemaMigrator::migrate(db, &err);
        }
        if (ok) {
            m_connection = name;
            m_path = fi.absoluteFilePath();
        }
        if (ok && isNew) {
            // First open of a new database: import the published reference data once, and
            // remember that it was decided so deleted references are not re-imported.
            QFile csv(QStringLiteral(":/reference/published_results.csv"));
            QByteArray data;
            if (importReferences && csv.open(QIODevice::ReadOnly))
                data = csv.readAll();
            const QString origin =
                importReferences ? QStringLiteral("builtin") : QStringLiteral("skipped");
            ok = insertReferences(data, origin, &err) >= 0;
        }
        if (!ok)
            db.close();
    }
    if (!ok) {
        m_connection.clear();
        m_path.clear();
        QSqlDatabase::removeDatabase(name);
        if (error)
            *error = err;
        return false;
    }
    return true;
}

void RunStore::close()
{
    if (m_connection.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_connection.clear();
    m_path.clear();
}

bool RunStore::isOpen() const
{
    return !m_connection.isEmpty() && database().isOpen();
}

QString RunStore::path() const
{
    return m_path;
}

int RunStore::schemaVersion() const
{
    if (m_connection.isEmpty())
        return -1;
    QSqlDatabase db = database();
    return SchemaMigrator::currentVersion(db, nullptr);
}

int RunStore::latestSchemaVersion()
{
    return SchemaMigrator::latestVersion();
}

QString RunStore::defaultPath()
{
    // $XDG_DATA_HOME/rtosbench/rtosbench.db, whatever the application and organisation names
    // of the calling program are (GUI, CLI and tests share one location).
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/rtosbench/rtosbench.db");
}

QSqlDatabase RunStore::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool RunStore::migrate(QString *error)
{
    QSqlDatabase db = database();
    return SchemaMigrator::migrate(db, error);
}

qint64 RunStore::upsertConfiguration(const Configuration &c, QString *error)
{
    QSqlDatabase db = database();
    if (!db.transaction()) {
        if (error)
            *error = db.lastError().text();
        return 0;
    }
    const qint64 id = storesql::upsertConfiguration(db, c, error);
    if (id == 0 || !db.commit()) {
        db.rollback();
        return 0;
    }
    return id;
}

bool RunStore::insertRun(Run &run, QString *error)
{
    QSqlDatabase db = database();
    const qint64 configId = storesql::upsertConfiguration(db, run.config, error);
    if (configId == 0)
        return false;
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO run (configuration_id, source, started_at, finished_at, status, "
        "status_reason, firmware_sha256, fw_text, fw_rodata, fw_data, fw_bss, tool_versions, "
        "raw_log, notes, experiment, workbench_version, kernel_tree_path, kernel_tree_commit, "
        "kernel_tree_digest, kernel_tree_files) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(configId);
    q.addBindValue(run.source.isEmpty() ? QStringLiteral("measured") : run.source);
    q.addBindValue(isoUtc(run.startedAt));
    q.addBindValue(isoUtc(run.finishedAt));
    q.addBindValue(runStatusName(run.status));
    q.addBindValue(notNull(run.statusReason));
    q.addBindValue(text(run.firmwareSha256));
    q.addBindValue(opt(run.footprint.text));
    q.addBindValue(opt(run.footprint.rodata));
    q.addBindValue(opt(run.footprint.data));
    q.addBindValue(opt(run.footprint.bss));
    q.addBindValue(jsonText(run.toolVersions));
    q.addBindValue(run.rawLog.isNull() ? QVariant(QMetaType::fromType<QByteArray>())
                                       : QVariant(run.rawLog));
    q.addBindValue(notNull(run.notes));
    q.addBindValue(notNull(run.experiment));
    q.addBindValue(run.workbenchVersion.isEmpty() ? QStringLiteral(RTOSBENCH_VERSION)
                                                  : run.workbenchVersion);
    q.addBindValue(text(run.kernelTree.path));
    q.addBindValue(text(run.kernelTree.commit));
    q.addBindValue(text(run.kernelTree.digest));
    q.addBindValue(run.kernelTree.digest.isEmpty() ? QVariant(QMetaType::fromType<int>())
                                                   : QVariant(run.kernelTree.files));
    if (!exec(q, Tr::tr("run insert"), error))
        return false;
    const qint64 runId = q.lastInsertId().toLongLong();

    QSet<QString> seen;
    q.prepare(QStringLiteral("INSERT INTO run_tag (run_id, tag) VALUES (?, ?)"));
    for (const QString &tag : run.tags) {
        const QString t = tag.trimmed();
        if (t.isEmpty() || seen.contains(t))
            continue;
        seen.insert(t);
        q.addBindValue(runId);
        q.addBindValue(t);
        if (!exec(q, Tr::tr("tag insert"), error))
            return false;
    }

    q.prepare(QStringLiteral(
        "INSERT INTO case_result (run_id, metric, unit, status, iterations, warmup, cold_sample, "
        "overhead, switches, checks_json, samples, sample_count, summary_json) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    std::vector<std::pair<qint64, QString>> caseIds;
    for (const CaseResult &c : run.cases) {
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
        if (!exec(q, Tr::tr("case %1 insert").arg(c.metric), error))
            return false;
        caseIds.emplace_back(q.lastInsertId().toLongLong(), summary);
    }

    run.id = runId;
    run.configurationId = configId;
    if (run.workbenchVersion.isEmpty())
        run.workbenchVersion = QStringLiteral(RTOSBENCH_VERSION);
    for (size_t i = 0; i < run.cases.size(); ++i) {
        run.cases[i].id = caseIds[i].first;
        run.cases[i].summaryJson = caseIds[i].second;
        run.cases[i].sampleCount = static_cast<qint64>(run.cases[i].samples.size());
    }
    return true;
}

bool RunStore::saveRuns(std::vector<Run> &runs, QString *error)
{
    if (!isOpen()) {
        if (error)
            *error = Tr::tr("the database is not open");
        return false;
    }
    QSqlDatabase db = database();
    if (!db.transaction()) {
        if (error)
            *error = Tr::tr("cannot begin a transaction: %1").arg(db.lastError().text());
        return false;
    }
    // insertRun sets ids (and cached summaries) as it goes; they are restored when the
    // transaction does not commit, so a failed save leaves the runs as they were. No copy of
    // the samples is made (ingest speed).
    struct Saved {
        qint64 id, configurationId;
        QString workbenchVersion;
        std::vector<std::pair<qint64, QString>> cases;
    };
    std::vector<Saved> saved;
    saved.reserve(runs.size());
    for (const Run &r : runs) {
        Saved s{r.id, r.configurationId, r.workbenchVersion, {}};
        for (const CaseResult &c : r.cases)
            s.cases.emplace_back(c.id, c.summaryJson);
        saved.push_back(std::move(s));
    }
    auto restore = [&]() {
        for (size_t i = 0; i < runs.size(); ++i) {
            runs[i].id = saved[i].id;
            runs[i].configurationId = saved[i].configurationId;
            runs[i].workbenchVersion = saved[i].workbenchVersion;
            for (size_t k = 0; k < runs[i].cases.size(); ++k) {
                runs[i].cases[k].id = saved[i].cases[k].first;
                runs[i].cases[k].summaryJson = saved[i].cases[k].second;
            }
        }
    };
    for (Run &r : runs) {
        if (!insertRun(r, error)) {
            db.rollback();
            restore();
            return false;
        }
    }
    if (!db.commit()) {
        if (error)
            *error = Tr::tr("commit failed: %1").arg(db.lastError().text());
        db.rollback();
        restore();
        return false;
    }
    return true;
}

bool RunStore::saveRun(Run &run, QString *error)
{
    std::vector<Run> one;
    one.push_back(std::move(run));
    const bool ok = saveRuns(one, error);
    run = std::move(one.front());
    return ok;
}

bool RunStore::deleteRun(qint64 id, QString *error)
{
    QSqlDatabase db = database();
    if (!db.transaction()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    auto fail = [&] {
        db.rollback();
        return false;
    };
    q.prepare(QStringLiteral("SELECT configuration_id FROM run WHERE id = ?"));
    q.addBindValue(id);
    if (!exec(q, Tr::tr("run lookup"), error))
        return fail();
    if (!q.next()) {
        if (error)
            *error = Tr::tr("no run with id %1").arg(id);
        return fail();
    }
    const qint64 configId = q.value(0).toLongLong();
    q.prepare(QStringLiteral("DELETE FROM run WHERE id = ?")); // cases and tags cascade
    q.addBindValue(id);
    if (!exec(q, Tr::tr("run delete"), error))
        return fail();
    // Drop the configuration when nothing refers to it any more.
    q.prepare(QStringLiteral(
        "DELETE FROM configuration WHERE id = ? "
        "AND NOT EXISTS (SELECT 1 FROM run WHERE configuration_id = ?) "
        "AND NOT EXISTS (SELECT 1 FROM reference_result WHERE configuration_id = ?)"));
    q.addBindValue(configId);
    q.addBindValue(configId);
    q.addBindValue(configId);
    if (!exec(q, Tr::tr("configuration clean-up"), error))
        return fail();
    if (!db.commit()) {
        if (error)
            *error = db.lastError().text();
        return fail();
    }
    return true;
}

bool RunStore::setNotes(qint64 id, const QString &notes, QString *error)
{
    QSqlDatabase db = database();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE run SET notes = ? WHERE id = ?"));
    q.addBindValue(notNull(notes));
    q.addBindValue(id);
    if (!exec(q, Tr::tr("notes update"), error))
        return false;
    if (q.numRowsAffected() != 1) {
        if (error)
            *error = Tr::tr("no run with id %1").arg(id);
        return false;
    }
    return true;
}

bool RunStore::setTags(qint64 id, const QStringList &tags, QString *error)
{
    QSqlDatabase db = database();
    if (!db.transaction()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    auto fail = [&] {
        db.rollback();
        return false;
    };
    q.prepare(QStringLiteral("SELECT 1 FROM run WHERE id = ?"));
    q.addBindValue(id);
    if (!exec(q, Tr::tr("run lookup"), error))
        return fail();
    if (!q.next()) {
        if (error)
            *error = Tr::tr("no run with id %1").arg(id);
        return fail();
    }
    q.prepare(QStringLiteral("DELETE FROM run_tag WHERE run_id = ?"));
    q.addBindValue(id);
    if (!exec(q, Tr::tr("tag delete"), error))
        return fail();
    QSet<QString> seen;
    q.prepare(QStringLiteral("INSERT INTO run_tag (run_id, tag) VALUES (?, ?)"));
    for (const QString &tag : tags) {
        const QString t = tag.trimmed();
        if (t.isEmpty() || seen.contains(t))
            continue;
        seen.insert(t);
        q.addBindValue(id);
        q.addBindValue(t);
        if (!exec(q, Tr::tr("tag insert"), error))
            return fail();
    }
    if (!db.commit()) {
        if (error)
            *error = db.lastError().text();
        return fail();
    }
    return true;
}

} // namespace rb
