// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store (not a public API): opening the run database for RunStore. One path for
// both back ends: the connection (SQLite file or PostgreSQL URL, store_open_pg.h), the schema
// gate (a newer or foreign schema is refused, a reader needs the latest schema) and, for a
// writer, the migration in one write transaction (storesql::writeTransaction).

#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace rb::storeopen {

// An open connection, registered with QSqlDatabase under `connection`.
struct Opened {
    QString connection;
    QString path;        // the absolute file path, or the PostgreSQL URL without password
    bool shared = false; // PostgreSQL
};

// Opens path (a SQLite file, created when forWriting, or a postgresql:// URL), checks its
// schema and, when forWriting, migrates it (importing the published reference data into a new
// database when importReferences). On failure nothing stays registered: nullopt and *error.
std::optional<Opened> open(const QString &path, bool forWriting, bool importReferences,
                           QString *error);
// Called after the connection of an Opened was closed and removed (Opened::path, ::shared).
void released(const QString &path, bool shared);

// The schema gate of both back ends, after the version was read: a newer schema, a schema that
// is not exactly rtosbench's at its version, and (for a reader) an empty, foreign or older
// database are refused. `where` names the database in messages; `tables` counts its tables
// (read only for a reader of version 0); `foreign` is the message for a database of someone
// else. Returns the refusal, or nullopt to go on.
std::optional<QString> schemaRefusal(QSqlDatabase &db, const QString &where, int version,
                                     bool forWriting, int tables, const QString &foreign);

// Inside the caller's write transaction, on the version read inside it: applies the pending
// schema files and, on a new database (version 0), imports the published reference data once
// (or records that it was skipped, so deleted references are not re-imported).
bool migrate(QSqlDatabase &db, int version, bool importReferences, QString *error);

} // namespace rb::storeopen
