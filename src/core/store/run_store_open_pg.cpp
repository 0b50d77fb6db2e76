// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a PostgreSQL database (issue 21): connection through Qt's QPSQL driver, schema check,
// migration under an advisory lock, reference data once per database.
#include "core/store/run_store.h"

#include "core/store/schema_check.h"
#include "core/store/schema_migrator.h"
#include "core/store/sql_dialect.h"
#include "core/store/store_sql.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

QString nextPgConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("rtosbench-pg-%1").arg(++counter);
}

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

// A fixed key of pg_advisory_xact_lock: the migration of one database by one process at a time.
constexpr qint64 migrationLockKey = 0x7274736265636821LL; // "rtsbech!"

} // namespace

bool RunStore::openPostgres(const QString &url, bool forWriting, bool importReferences,
                            QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QString err;
    const auto loc = sqldialect::parsePgUrl(url, &err);
    if (!loc)
        return fail(err);
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return fail(Tr::tr("Qt's PostgreSQL driver (QPSQL) is not installed (Debian: "
                           "libqt6sql6-psql)"));
    const QString name = nextPgConnectionName();
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(loc->host);
        db.setPort(loc->port);
        db.setDatabaseName(loc->dbname);
        if (!loc->user.isEmpty())
            db.setUserName(loc->user);
        // No password here: libpq reads PGPASSWORD or ~/.pgpass itself.
        QString options = QStringLiteral("connect_timeout=10");
        if (!loc->options.isEmpty())
            options += QLatin1Char(';') + QString(loc->options).replace('&', ';');
        db.setConnectOptions(options);
        ok = db.open();
        if (!ok)
            err = Tr::tr("cannot connect to the PostgreSQL server: %1")
                      .arg(connectMessage(db.lastError()));
        QSqlQuery q(db);
        if (ok)
            q.exec(QStringLiteral("SET client_min_messages = error"));
        const int version = ok ? SchemaMigrator::currentVersion(db) : -1;
        if (ok && version < 0) {
            err = Tr::tr("cannot read the schema version: %1")
                      .arg(storesql::userMessage(q.lastError()));
            ok = false;
        }
        if (ok && version > SchemaMigrator::latestVersion()) {
            err = SchemaMigrator::newerMessage(version);
            ok = false;
        }
        if (ok && version > 0) {
            if (const auto problems = schemaProblems(db, version)) {
                err = Tr::tr("%1 does not have rtosbench's schema %2 (%3): it is not used")
                          .arg(loc->url())
                          .arg(version)
                          .arg(*problems);
                ok = false;
            }
        }
        const int tables = ok && !forWriting ? tableCount(db) : 0;
        if (ok && !forWriting) {
            if (version == 0) {
                err = tables == 0
                          ? Tr::tr("%1 is empty: not an rtosbench database yet").arg(loc->url())
                          : Tr::tr("%1 holds tables but is not an rtosbench database")
                                .arg(loc->url());
                ok = false;
            } else if (version < SchemaMigrator::latestVersion()) {
                err = Tr::tr("the database %1 has schema version %2 and this rtosbench reads "
                             "schema %3: open it once with a command that writes (run, import) "
                             "or with the GUI to upgrade it")
                          .arg(loc->url())
                          .arg(version)
                          .arg(SchemaMigrator::latestVersion());
                ok = false;
            } else {
                ok = q.exec(QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"));
            }
        }
        // A writer decides on a database without a version inside the migration's lock only:
        // read here, the version and the tables could straddle another process's migration.
        if (ok && forWriting && version < SchemaMigrator::latestVersion()) {
            q.finish();
            m_connection = name;
            ok = migratePostgres(db, loc->url(), importReferences, &err);
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
    m_path = loc->url();
    m_readOnly = !forWriting;
    m_shared = true;
    return true;
}

// In one transaction holding the advisory lock: re-read the version (another process may have
// migrated while this one waited), apply the pending schema files and, on a new database,
// import the published reference data once. DDL is transactional in PostgreSQL.
bool RunStore::migratePostgres(QSqlDatabase &db, const QString &url, bool importReferences,
                               QString *error)
{
    if (!storesql::beginWrite(db, error))
        return false;
    auto rollback = [&db] {
        db.rollback();
        return false;
    };
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(?)"));
    q.addBindValue(migrationLockKey);
    if (!storesql::exec(q, Tr::tr("schema upgrade lock"), error))
        return rollback();
    q.finish();
    const int version = SchemaMigrator::currentVersion(db);
    if (version < 0) {
        if (error)
            *error = Tr::tr("cannot read the schema version of %1").arg(url);
        return rollback();
    }
    if (version == 0 && tableCount(db) != 0) {
        if (error)
            *error = Tr::tr("%1 holds tables but is not an rtosbench database").arg(url);
        return rollback();
    }
    if (!SchemaMigrator::applyPending(db, version, error))
        return rollback();
    if (version == 0) {
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
                         .arg(storesql::userMessage(db.lastError()));
        return rollback();
    }
    return true;
}

} // namespace rb
