// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and closing the run database: connection, schema check, migration (issue 11).
#include "core/store/run_store.h"

#include "core/store/schema_check.h"
#include "core/store/schema_migrator.h"
#include "core/store/sql_dialect.h"
#include "core/store/store_sql.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <atomic>

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

QString nextConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("rtosbench-store-%1").arg(++counter);
}

// The schema version and the number of schema objects, read through SQLite in ONE statement,
// so both come from the same snapshot: read separately, another process could commit its
// migration in between (version 0, then tables) and this one would call the file foreign
// (issue 11). The file is never read any other way: a QFile opened and closed on it would drop
// every POSIX lock this process's SQLite connections hold on it, and another process would then
// checkpoint or delete a WAL that is still in use.
struct FileState {
    int version = -1;
    int tables = 0;
};

FileState readState(QSqlDatabase &db, const QString &path, QString *error)
{
    FileState st;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT (SELECT user_version FROM pragma_user_version), "
                               "(SELECT count(*) FROM sqlite_master)")) ||
        !q.next()) {
        if (error) {
            // SQLITE_NOTADB (26): the file is something else; anything else is a read error.
            const QSqlError e = q.lastError();
            *error = e.nativeErrorCode() == QLatin1String("26")
                         ? Tr::tr("%1: not a SQLite database file (%2)").arg(path, e.databaseText())
                         : Tr::tr("%1: cannot read the database: %2").arg(path, e.databaseText());
        }
        return st;
    }
    st.version = q.value(0).toInt();
    st.tables = q.value(1).toInt();
    return st;
}

QString foreignMessage(const QString &path)
{
    return Tr::tr("%1 is a SQLite database but not an rtosbench one (no schema version)").arg(path);
}

} // namespace

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
    if (sqldialect::isPostgresUrl(path))
        return openPostgres(path, forWriting, importReferences, error);
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (path.isEmpty())
        return fail(Tr::tr("no database path given"));
    const QFileInfo fi(path);
    if (fi.isDir())
        return fail(Tr::tr("%1 is a directory, not a database file").arg(path));
    if (!forWriting && !fi.exists())
        return fail(
            Tr::tr(
                "there is no database at %1 (rtosbench-cli init, a run or an import creates one)")
                .arg(path));
    if (forWriting && !QDir().mkpath(fi.absolutePath()))
        return fail(Tr::tr("cannot create the directory %1").arg(fi.absolutePath()));

    const QString name = nextConnectionName();
    QString err;
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        // Writers of other processes queue for up to 30 s (a run's store takes milliseconds).
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=30000"));
        ok = db.open();
        if (!ok)
            err = db.lastError().text();
        const FileState state = ok ? readState(db, path, &err) : FileState{};
        const int version = state.version;
        ok = version >= 0;
        QSqlQuery q(db);
        if (ok && version > SchemaMigrator::latestVersion()) {
            err = SchemaMigrator::newerMessage(version);
            ok = false;
        }
        // A database may come from someone else (issue 19): no function of its schema (a
        // trigger, a view, a default) runs with this program's trust, and its tables must be
        // exactly ours at its version before anything reads or writes it.
        if (ok)
            ok = q.exec(QStringLiteral("PRAGMA trusted_schema = OFF")) &&
                 q.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
        if (ok && version > 0) {
            if (const auto problems = schemaProblems(db, version)) {
                err = Tr::tr("%1 does not have rtosbench's schema %2 (%3): it is not used")
                          .arg(path)
                          .arg(version)
                          .arg(*problems);
                ok = false;
            }
        }
        if (ok && !forWriting) {
            if (version == 0) {
                err = state.tables == 0
                          ? Tr::tr("%1 is empty: not an rtosbench database yet").arg(path)
                          : foreignMessage(path);
                ok = false;
            } else if (version < SchemaMigrator::latestVersion()) {
                err = Tr::tr("the database %1 has schema version %2 and this rtosbench reads "
                             "schema %3: open it once with a command that writes (run, import) "
                             "or with the GUI to upgrade it")
                          .arg(path)
                          .arg(version)
                          .arg(SchemaMigrator::latestVersion());
                ok = false;
            } else {
                ok = q.exec(QStringLiteral("PRAGMA query_only = ON"));
            }
        }
        if (ok && forWriting && version == 0 && state.tables != 0) {
            err = foreignMessage(path); // checked before anything is written to it
            ok = false;
        }
        if (ok && forWriting && version < SchemaMigrator::latestVersion()) {
            // WAL first (it cannot change inside a transaction); a file already in WAL mode
            // answers "wal" without a lock.
            q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
            q.finish();
            m_connection = name;
            ok = beginWriteAndMigrate(db, path, importReferences, &err);
        } else if (ok && forWriting) {
            q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
            q.finish();
        }
        if (!ok)
            db.close();
    }
    if (!ok) {
        m_connection.clear();
        QSqlDatabase::removeDatabase(name);
        return fail(err);
    }
    m_connection = name;
    m_path = fi.absoluteFilePath();
    m_readOnly = !forWriting;
    return true;
}

// In one immediate transaction: re-read the version (another process may have migrated the
// file while this one waited for the lock), apply the pending schema files and, on a new file,
// import the published reference data. Whoever comes second sees the migrated schema.
bool RunStore::beginWriteAndMigrate(QSqlDatabase &db, const QString &path, bool importReferences,
                                    QString *error)
{
    if (!storesql::beginWrite(db, error))
        return false;
    auto rollback = [&db] {
        db.rollback();
        return false;
    };
    const FileState state = readState(db, path, error);
    const int version = state.version;
    if (version < 0)
        return rollback();
    const int tables = state.tables;
    if (version == 0 && tables != 0) {
        if (error)
            *error = foreignMessage(path);
        return rollback();
    }
    if (!SchemaMigrator::applyPending(db, version, error))
        return rollback();
    if (version == 0) {
        // First open of a new database: import the published reference data once, and remember
        // that it was decided so deleted references are not re-imported.
        QFile csv(QStringLiteral(":/reference/published_results.csv"));
        QByteArray data;
        if (importReferences && csv.open(QIODevice::ReadOnly))
            data = csv.readAll();
        const QString origin =
            importReferences ? QStringLiteral("builtin") : QStringLiteral("skipped");
        if (insertReferences(data, origin, error, false) < 0)
            return rollback();
    }
    if (!db.commit()) {
        if (error)
            *error = Tr::tr("could not commit the schema upgrade: %1")
                         .arg(db.lastError().databaseText());
        return rollback();
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
    m_readOnly = false;
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
    QSqlQuery q(database());
    if (m_shared) {
        if (!q.exec(QStringLiteral("SELECT (SELECT count(*) FROM run), "
                                   "(SELECT COALESCE(max(id), 0) FROM run), "
                                   "(SELECT count(*) FROM run_tag)")) ||
            !q.next())
            return -1;
        return static_cast<qint64>(qHashMulti(0, q.value(0).toLongLong(), q.value(1).toLongLong(),
                                              q.value(2).toLongLong()) &
                                   0x7fffffffffffffffULL);
    }
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
        return -1;
    return q.value(0).toLongLong();
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

} // namespace rb
