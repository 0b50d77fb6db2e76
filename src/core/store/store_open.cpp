// SPDX-License-Identifier: GPL-3.0-or-later
// Opening the run database: connection, schema gate, migration (issue 11); the SQLite side here,
// the PostgreSQL side in store_open_pg.cpp.
#include "core/store/store_open.h"

#include "core/store/reference_import.h"
#include "core/store/schema_check.h"
#include "core/store/schema_migrator.h"
#include "core/store/sql_dialect.h"
#include "core/store/store_open_pg.h"
#include "core/store/store_sql.h"
#include "core/store/wal_check.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

#include <atomic>

namespace rb::storeopen {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

QString nextConnectionName(bool postgres)
{
    static std::atomic<quint64> counter{0};
    return (postgres ? QStringLiteral("rtosbench-pg-%1") : QStringLiteral("rtosbench-store-%1"))
        .arg(++counter);
}

// The schema version and the number of schema objects, read through SQLite in ONE statement,
// so both come from the same snapshot: read separately, another process could commit its
// migration in between (version 0, then tables) and this one would call the file foreign
// (issue 11). The file is never read any other way: a QFile opened and closed on it would drop
// every POSIX lock this process's SQLite connections hold on it, and another process would then
// checkpoint or delete a WAL that is still in use.
struct FileState {
    bool read = false; // false: *error says why
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
    if (st.version < 0) {
        // user_version is any 32-bit number; rtosbench writes 1 and up (0: no schema yet).
        setError(error, Tr::tr("%1 has schema version %2, which no rtosbench writes: it is not an "
                               "rtosbench database and is not used")
                            .arg(path)
                            .arg(st.version));
        return st;
    }
    st.read = true;
    return st;
}

QString foreignMessage(const QString &path)
{
    return Tr::tr("%1 is a SQLite database but not an rtosbench one (no schema version)").arg(path);
}

// What SQLite makes of the file alone, without its WAL and without locking or creating anything
// (URI parameter immutable=1): said after a WAL was found not to belong to the file.
QString fileAloneVerdict(const QString &absPath)
{
    const QString name = nextConnectionName(false) + QStringLiteral("-alone");
    QString verdict;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QUrl::fromLocalFile(absPath).toString(QUrl::FullyEncoded) +
                           QStringLiteral("?immutable=1"));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        QSqlQuery q(db);
        if (db.open() && q.exec(QStringLiteral("PRAGMA quick_check")) && q.next() &&
            q.value(0).toString() == QLatin1String("ok"))
            verdict = Tr::tr("the database as last checkpointed is intact");
        else
            verdict = Tr::tr("the database as last checkpointed is damaged too");
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return verdict;
}

// Gives the file its own random application_id (issue 31) once, in a write transaction: every
// page 1 of its WAL then carries it, and a WAL of another database is told apart by it
// (wal_check.cpp). Best effort: a file this process may not write stays without one.
void giveIdentity(QSqlDatabase &db)
{
    auto id = [&db] {
        QSqlQuery q(db);
        return q.exec(QStringLiteral("PRAGMA application_id")) && q.next() ? q.value(0).toLongLong()
                                                                           : -1;
    };
    if (id() != 0)
        return;
    QString ignored;
    storesql::writeTransaction(
        db,
        [&](QString *) {
            if (id() != 0)
                return true; // another process was first
            const quint32 value = 1 + QRandomGenerator::system()->bounded(0x7ffffffeU);
            QSqlQuery q(db);
            return q.exec(QStringLiteral("PRAGMA application_id = %1").arg(value));
        },
        &ignored);
}

// Opens the SQLite file at path on a new connection named `connection`. Returns the absolute
// path, or nullopt with *error. A reader opens the file read-only (SQLITE_OPEN_READONLY): it
// never writes, checkpoints or deletes the file or its WAL (issue 31).
std::optional<QString> openSqlite(const QString &connection, const QString &path, bool forWriting,
                                  bool importReferences, QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<QString> {
        setError(error, message);
        return std::nullopt;
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
    const QString abs = fi.absoluteFilePath();
    // Before SQLite replays a WAL into what it reads (and a writer's close checkpoints it into
    // the file): a WAL of another database is refused, and the file and the WAL stay as they
    // are.
    if (const auto why = walcheck::foreignWal(abs)) {
        if (!fi.exists() || fi.size() == 0)
            return fail(*why + QLatin1Char('.'));
        return fail(*why + QStringLiteral("; ") + fileAloneVerdict(abs) + QLatin1Char('.'));
    }

    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    // Writers of other processes queue for up to 30 s (a run's store takes milliseconds).
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=30000");
    if (!forWriting) {
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        // A WAL-mode file is read with its -shm index, which SQLite creates when it is missing
        // (and an empty -wal). In a directory this process cannot write, a file without a WAL
        // is read as it is (immutable: no index, no locks); one with a WAL cannot be read.
        const bool dirWritable = QFileInfo(fi.absolutePath()).isWritable();
        const bool hasWal = QFileInfo::exists(abs + QStringLiteral("-wal"));
        const bool hasShm = QFileInfo::exists(abs + QStringLiteral("-shm"));
        if (!dirWritable && !hasShm) {
            if (hasWal)
                return fail(Tr::tr("%1 has a write-ahead log (%1-wal) but no %1-shm, and its "
                                   "directory cannot be written: SQLite cannot read it without "
                                   "creating %1-shm. Open it once with a command that writes, "
                                   "or copy the file with its -wal to a writable directory")
                                .arg(abs));
            db.setDatabaseName(QUrl::fromLocalFile(abs).toString(QUrl::FullyEncoded) +
                               QStringLiteral("?immutable=1"));
            options += QStringLiteral(";QSQLITE_OPEN_URI");
        }
    }
    db.setConnectOptions(options);
    if (!db.open())
        return fail(db.lastError().text());
    QString err;
    const FileState state = readState(db, path, &err);
    if (!state.read)
        return fail(err);
    // A database may come from someone else (issue 19): no function of its schema (a trigger, a
    // view, a default) runs with this program's trust, and its tables must be exactly ours at
    // its version before anything reads or writes it.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA trusted_schema = OFF")) ||
        !q.exec(QStringLiteral("PRAGMA foreign_keys = ON")))
        return fail(storesql::userMessage(q.lastError()));
    if (const auto refusal =
            schemaRefusal(db, path, state.version, forWriting, state.tables, foreignMessage(path)))
        return fail(*refusal);
    if (!forWriting) {
        if (!q.exec(QStringLiteral("PRAGMA query_only = ON")))
            return fail(storesql::userMessage(q.lastError()));
        return fi.absoluteFilePath();
    }
    if (state.version == 0 && state.tables != 0)
        return fail(foreignMessage(path)); // checked before anything is written to it
    // WAL first (it cannot change inside a transaction); a file already in WAL mode answers
    // "wal" without a lock.
    q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
    q.finish();
    if (state.version < SchemaMigrator::latestVersion()) {
        // In one immediate transaction: re-read the version (another process may have migrated
        // the file while this one waited for the lock) and migrate. Whoever comes second sees
        // the migrated schema.
        const bool ok = storesql::writeTransaction(
            db,
            [&](QString *e) {
                const FileState now = readState(db, path, e);
                if (!now.read)
                    return false;
                if (now.version == 0 && now.tables != 0) {
                    return setError(e, foreignMessage(path));
                }
                return migrate(db, now.version, importReferences, e);
            },
            &err);
        if (!ok)
            return fail(err);
    }
    giveIdentity(db);
    return fi.absoluteFilePath();
}

} // namespace

std::optional<Opened> open(const QString &path, bool forWriting, bool importReferences,
                           QString *error)
{
    const bool postgres = sqldialect::isPostgresUrl(path);
    const QString name = nextConnectionName(postgres);
    QString err;
    const std::optional<QString> where =
        postgres ? openPostgres(name, path, forWriting, importReferences, &err)
                 : openSqlite(name, path, forWriting, importReferences, &err);
    if (!where) {
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(name);
        setError(error, err);
        return std::nullopt;
    }
    if (!postgres)
        walcheck::connectionOpened(*where);
    return Opened{name, *where, postgres};
}

void released(const QString &path, bool shared)
{
    if (!shared)
        walcheck::connectionClosed(path);
}

std::optional<QString> schemaRefusal(QSqlDatabase &db, const QString &where, int version,
                                     bool forWriting, int tables, const QString &foreign)
{
    if (version > SchemaMigrator::latestVersion())
        return SchemaMigrator::newerMessage(version);
    if (version > 0) {
        if (const auto problems = schemaProblems(db, version))
            return Tr::tr("%1 does not have rtosbench's schema %2 (%3): it is not used")
                .arg(where)
                .arg(version)
                .arg(*problems);
    }
    if (forWriting)
        return std::nullopt;
    if (version == 0)
        return tables == 0 ? Tr::tr("%1 is empty: not an rtosbench database yet").arg(where)
                           : foreign;
    if (version < SchemaMigrator::latestVersion())
        return Tr::tr("the database %1 has schema version %2 and this rtosbench reads "
                      "schema %3: open it once with a command that writes (run, import) "
                      "or with the GUI to upgrade it")
            .arg(where)
            .arg(version)
            .arg(SchemaMigrator::latestVersion());
    return std::nullopt;
}

bool migrate(QSqlDatabase &db, int version, bool importReferences, QString *error)
{
    if (!SchemaMigrator::applyPending(db, version, error))
        return false;
    if (version != 0)
        return true;
    // First open of a new database: import the published reference data once, and remember
    // that it was decided so deleted references are not re-imported.
    QFile csv(QStringLiteral(":/reference/published_results.csv"));
    QByteArray data;
    if (importReferences && csv.open(QIODevice::ReadOnly))
        data = csv.readAll();
    const QString origin = importReferences ? QStringLiteral("builtin") : QStringLiteral("skipped");
    return storesql::insertReferences(db, data, origin, error) >= 0;
}

} // namespace rb::storeopen
