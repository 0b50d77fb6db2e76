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

#include <QSqlDatabase>
#include <QString>

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
    QString options; // libpq options from the query string, e.g. sslmode=require

    QString url() const; // postgresql://user@host:port/dbname (never a password)
};

namespace sqldialect {

bool isPostgresUrl(const QString &location);
// Parses a PostgreSQL URL; nullopt and *error when it is malformed or carries a password.
std::optional<PgLocation> parsePgUrl(const QString &location, QString *error);
SqlDialect of(const QSqlDatabase &db);
// A statement of a schema file made for the dialect (unchanged for SQLite).
QString adapt(const QString &statement, SqlDialect dialect);

} // namespace sqldialect
} // namespace rb
