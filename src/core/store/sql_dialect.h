// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The two SQL dialects of the run database (issue 21): SQLite (the embedded default, a file) and
// PostgreSQL (a shared server, through Qt's QPSQL driver). The schema files in db/ are written in
// the portable subset; the few differences of the code both back ends run are made here and
// nowhere else (opening a database is each back end's own: store_open.cpp for a SQLite file,
// store_open_pg.cpp for a server):
//   - types: INTEGER -> BIGINT, REAL -> DOUBLE PRECISION, BLOB -> BYTEA (PostgreSQL);
//   - autoincrement: "INTEGER PRIMARY KEY [AUTOINCREMENT]" -> an identity column;
//   - the schema version: PRAGMA user_version (SQLite) or max(schema_migration.version);
//   - the schema's shape (tables, columns, triggers, views): sqlite_master or information_schema;
//   - write transactions: BEGIN IMMEDIATE (SQLite) or BEGIN + retry of serialization failures,
//     and a transaction PostgreSQL aborts at its first error;
//   - the insertion order of rows without an explicit order: rowid (SQLite only);
//   - what another connection committed: PRAGMA data_version or a digest of counts;
//   - the errors: SQLite result codes or PostgreSQL SQLSTATEs.
// Upserts use "INSERT ... ON CONFLICT (...) DO ..." which both understand.

#include <QList>
#include <QPair>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

enum class SqlDialect { SQLite, PostgreSQL };

// A PostgreSQL location given as --db: postgresql://[user@]host[:port]/dbname (also
// postgres://). A password in the URL is refused: it comes from PGPASSWORD or ~/.pgpass, as
// libpq does, never from the command line.
struct PgLocation {
    QString user;
    QString host;
    int port = 5432;
    QString dbname;
    // libpq options from the query string, e.g. sslmode=require: only keys of
    // sqldialect::allowedPgKeys(), values decoded (issue 31).
    QList<QPair<QString, QString>> options;

    QString url() const; // postgresql://user@host:port/dbname?key=value (never a password)
};

namespace sqldialect {

bool isPostgresUrl(const QString &location);
// Parses a PostgreSQL URL; nullopt and *error when it is malformed, carries a password, or has a
// query key outside allowedPgKeys() or a value with a control character or ';'.
std::optional<PgLocation> parsePgUrl(const QString &location, QString *error);
// The query keys a URL may carry (docs/database.md): TLS, timeouts, keepalives, the application
// name, the session attributes. Never password, dbname, host, user, passfile, service, options.
const QStringList &allowedPgKeys();
// location with every password replaced by *** (the URL's user info, and the values of password
// and sslpassword in the query), for messages; anything else is returned as it is.
QString redactUrl(const QString &location);
// The options of loc for QSqlDatabase::setConnectOptions (QPSQL): connect_timeout=10 first, then
// each key='value' quoted as libpq's conninfo wants it (backslash before ' and \).
QString libpqOptions(const PgLocation &loc);
SqlDialect of(const QSqlDatabase &db);
// A statement of a schema file made for the dialect (unchanged for SQLite).
QString adapt(const QString &statement, SqlDialect dialect);

// The statement that starts a write transaction (storesql::writeTransaction): BEGIN IMMEDIATE
// (SQLite: the write lock at once) or BEGIN (PostgreSQL).
QString beginWrite(SqlDialect dialect);
// Whether the server refuses every statement of a transaction after its first error until it is
// rolled back (PostgreSQL), instead of failing only that statement (SQLite).
bool abortsTransactionOnError(SqlDialect dialect);
// True when e is a conflict with another writer that a new attempt of the whole transaction
// resolves (PostgreSQL: serialization failure 40001, deadlock 40P01, lock not available 55P03,
// a unique or foreign-key race 23505/23503 with a concurrent writer; SQLite's writers queue).
bool isRetryable(const QSqlError &e);
// What went wrong in the user's terms (never the SQL text or the driver's wording): a busy or
// locked database, a read-only file, a full disk, a damaged file, a broken rule of the schema
// (a SQLite result code or a PostgreSQL SQLSTATE).
QString userMessage(const QSqlError &e);
// The ORDER BY of run_tag rows in insertion order (tags "in the order given").
QString tagOrder(SqlDialect dialect);
// The schema version of an open database: PRAGMA user_version (SQLite) or the highest version in
// schema_migration (PostgreSQL; 0 when there is none). -1 when it cannot be read.
int schemaVersion(QSqlDatabase &db);
// The statement that records the schema version after a migration step (SQLite: PRAGMA
// user_version = N); empty when the schema_migration row is the record (PostgreSQL).
QString recordSchemaVersion(SqlDialect dialect, int version);
// A number that changes whenever another connection committed (SQLite: PRAGMA data_version;
// PostgreSQL: a digest of the run and tag counts and the highest run id). -1 when unreadable.
qint64 dataVersion(QSqlDatabase &db);
// A query whose rows are (table, column) of every table of the schema, in column order.
QString columnsQuery(SqlDialect dialect);
// A query whose rows are ('trigger' or 'view', name) of every trigger and view of the schema.
QString triggersAndViewsQuery(SqlDialect dialect);

} // namespace sqldialect
} // namespace rb
