// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/run_store.h"

#include "core/store/reference_import.h"
#include "core/store/run_reader.h"
#include "core/store/run_writer.h"
#include "core/store/schema_migrator.h"
#include "core/store/sql_dialect.h"
#include "core/store/store_open.h"
#include "core/store/store_sql.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>

namespace rb {

RunStore::RunStore() = default;

RunStore::~RunStore()
{
    close();
}

bool RunStore::open(const QString &path, QString *error, bool importReferences)
{
    return openConnection(path, true, importReferences, error);
}

bool RunStore::openForReading(const QString &path, QString *error)
{
    return openConnection(path, false, false, error);
}

bool RunStore::openConnection(const QString &path, bool forWriting, bool importReferences,
                              QString *error)
{
    close();
    const auto opened = storeopen::open(path, forWriting, importReferences, error);
    if (!opened)
        return false;
    m_connection = opened->connection;
    m_path = opened->path;
    m_shared = opened->shared;
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
    storeopen::released(m_path, m_shared);
    m_connection.clear();
    m_path.clear();
    m_shared = false;
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
    return SchemaMigrator::currentVersion(db);
}

qint64 RunStore::dataVersion() const
{
    if (m_connection.isEmpty())
        return -1;
    QSqlDatabase db = database();
    return sqldialect::dataVersion(db);
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

qint64 RunStore::upsertConfiguration(const Configuration &c, QString *error)
{
    return RunWriter(database()).upsertConfiguration(c, error);
}

bool RunStore::saveRun(Run &run, QString *error)
{
    std::vector<Run> one;
    one.push_back(std::move(run));
    const bool ok = saveRuns(one, error);
    run = std::move(one.front());
    return ok;
}

bool RunStore::saveRunReleasingSamples(Run &run, QString *error, bool keepUid)
{
    return RunWriter(database()).saveRunReleasingSamples(run, keepUid, error);
}

bool RunStore::saveRuns(std::vector<Run> &runs, QString *error, bool keepUids)
{
    return RunWriter(database()).saveRuns(runs, keepUids, nullptr, error);
}

bool RunStore::copyRun(Run &run, bool *alreadyThere, QString *error)
{
    std::vector<Run> one;
    one.push_back(std::move(run));
    const bool ok = RunWriter(database()).saveRuns(one, true, alreadyThere, error);
    run = std::move(one.front());
    return ok;
}

bool RunStore::deleteRun(qint64 id, QString *error)
{
    return RunWriter(database()).deleteRun(id, error);
}

bool RunStore::setNotes(qint64 id, const QString &notes, QString *error)
{
    return RunWriter(database()).setNotes(id, notes, error);
}

bool RunStore::setTags(qint64 id, const QStringList &tags, QString *error)
{
    return RunWriter(database()).setTags(id, tags, error);
}

namespace {
// A read's *error is cleared first, so that an empty result with an empty *error means "none".
QString *cleared(QString *error)
{
    if (error)
        error->clear();
    return error;
}
} // namespace

std::vector<RunRow> RunStore::listRuns(QString *error) const
{
    return RunReader(database()).listRuns(cleared(error));
}

std::optional<Run> RunStore::loadRun(qint64 id, bool withSamples, bool withRawLog,
                                     QString *error) const
{
    return RunReader(database()).loadRun(id, withSamples, withRawLog, cleared(error));
}

std::optional<qint64> RunStore::findRunByUid(const QString &uid, QString *error) const
{
    return RunReader(database()).findRunByUid(uid, cleared(error));
}

std::vector<ReferenceResult> RunStore::references(QString *error) const
{
    return RunReader(database()).references(cleared(error));
}

int RunStore::importReferenceCsv(const QString &csvPath, QString *error)
{
    if (!isOpen()) {
        setError(error, QCoreApplication::translate("RunStore", "the database is not open"));
        return -1;
    }
    QFile f(csvPath);
    if (!f.open(QIODevice::ReadOnly)) {
        setError(error, QCoreApplication::translate("RunStore", "cannot read %1: %2")
                            .arg(csvPath, f.errorString()));
        return -1;
    }
    const QByteArray csv = f.readAll();
    QSqlDatabase db = database();
    int count = -1;
    if (!storesql::writeTransaction(
            db,
            [&](QString *err) {
                count = storesql::insertReferences(db, csv, csvPath, err);
                return count >= 0;
            },
            error))
        return -1;
    return count;
}

} // namespace rb
