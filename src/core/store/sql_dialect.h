// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The two SQL dialects of the run database (issue 21): SQLite (the embedded default, a file) and
// PostgreSQL (a shared server, through Qt's QPSQL driver). The schema files in db/ are written in
// the portable subset; the few differences are made here and nowhere else:
//   - types: INTEGER -> BIGINT, REAL -> DOUBLE PRECISION, BLOB -> BYTEA (PostgreSQL);
//   - autoincrement: "INTEGER PRIMARY KEY [AUTOINCREMENT]" -> an identity column;
//   - the schema version: PRAGMA user_version (SQLite) or max(schema_migration.version);
//   - write transactions: BEGIN IMMEDIATE (SQLite) or BEGIN + retry of serialization failures;
//   - the insertion order of rows without an explicit order: rowid (SQLite only).
// Upserts use "INSERT ... ON CONFLICT (...) DO ..." which both understand.

#include <QList>
#include <QPair>
#include <QSqlDatabase>
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

} // namespace sqldialect
} // namespace rb
