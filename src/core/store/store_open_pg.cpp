// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a PostgreSQL database (issue 21): connection through Qt's QPSQL driver, schema gate,
// migration under an advisory lock, reference data once per database.
#include "core/store/store_open_pg.h"

#include "core/store/schema_migrator.h"
#include "core/store/sql_dialect.h"
#include "core/store/store_open.h"
#include "core/store/store_sql.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace rb::storeopen {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

// libpq's own words, first line (e.g. "connection to server at "127.0.0.1", port 5 failed:
// Connection refused"), plus where the password comes from when it was the problem.
QString connectMessage(const QSqlError &e)
{
    QString text = e.databaseText().trimmed();
    if (text.isEmpty())
        text = e.driverText();
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text = text.simplified();
    if (text.contains(QLatin1String("password")))
        text += Tr::tr(" (the password comes from PGPASSWORD or ~/.pgpass, never from the URL)");
    return text;
}

int tableCount(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM information_schema.tables "
                               "WHERE table_schema = current_schema()")) ||
        !q.next())
        return -1;
    return q.value(0).toInt();
}

QString foreignMessage(const QString &url)
{
    return Tr::tr("%1 holds tables but is not an rtosbench database").arg(url);
}

// A fixed key of pg_advisory_xact_lock: the migration of one database by one process at a time.
constexpr qint64 migrationLockKey = 0x7274736265636821LL; // "rtsbech!"

// In one transaction holding the advisory lock: re-read the version (another process may have
// migrated while this one waited) and migrate. DDL is transactional in PostgreSQL.
bool migrateLocked(QSqlDatabase &db, const QString &url, bool importReferences, QString *error)
{
    return storesql::writeTransaction(
        db,
        [&](QString *err) {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(?)"));
            q.addBindValue(migrationLockKey);
            if (!storesql::exec(q, Tr::tr("schema upgrade lock"), err))
                return false;
            q.finish();
            const int version = SchemaMigrator::currentVersion(db);
            if (version < 0) {
                return setError(err, Tr::tr("cannot read the schema version of %1").arg(url));
            }
            if (version == 0 && tableCount(db) != 0) {
                return setError(err, foreignMessage(url));
            }
            return migrate(db, version, importReferences, err);
        },
        error);
}

} // namespace

std::optional<QString> openPostgres(const QString &connection, const QString &url, bool forWriting,
                                    bool importReferences, QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<QString> {
        setError(error, message);
        return std::nullopt;
    };
    QString err;
    const auto loc = sqldialect::parsePgUrl(url, &err);
    if (!loc)
        return fail(err);
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return fail(Tr::tr("Qt's PostgreSQL driver (QPSQL) is not installed (Debian: "
                           "libqt6sql6-psql)"));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
    db.setHostName(loc->host);
    db.setPort(loc->port);
    db.setDatabaseName(loc->dbname);
    if (!loc->user.isEmpty())
        db.setUserName(loc->user);
    // No password here: libpq reads PGPASSWORD or ~/.pgpass itself.
    db.setConnectOptions(sqldialect::libpqOptions(*loc));
    if (!db.open())
        return fail(Tr::tr("cannot connect to the PostgreSQL server: %1")
                        .arg(connectMessage(db.lastError())));
    QSqlQuery q(db);
    q.exec(QStringLiteral("SET client_min_messages = error"));
    const int version = SchemaMigrator::currentVersion(db);
    if (version < 0)
        return fail(
            Tr::tr("cannot read the schema version: %1").arg(storesql::userMessage(q.lastError())));
    const int tables = forWriting ? 0 : tableCount(db);
    if (const auto refusal =
            schemaRefusal(db, loc->url(), version, forWriting, tables, foreignMessage(loc->url())))
        return fail(*refusal);
    if (!forWriting) {
        if (!q.exec(QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")))
            return fail(storesql::userMessage(q.lastError()));
        return loc->url();
    }
    // A writer decides on a database without a version inside the migration's lock only: read
    // here, the version and the tables could straddle another process's migration.
    if (version < SchemaMigrator::latestVersion()) {
        q.finish();
        if (!migrateLocked(db, loc->url(), importReferences, &err))
            return fail(err);
    }
    return loc->url();
}

} // namespace rb::storeopen
