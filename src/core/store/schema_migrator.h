// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

// Applies the schema files embedded as :/db/NNN_name.sql (NNN = version, from 001) in order.
// Statements inside a file are separated by lines holding only "-- ;". Each pending file is
// applied in ONE transaction together with PRAGMA user_version = NNN and a schema_migration row,
// so a failed migration leaves the database at the previous version.
class SchemaMigrator {
public:
    struct Step {
        int version = 0;
        QString name;     // "002_run_indexes"
        QString resource; // ":/db/002_run_indexes.sql"
    };

    static std::vector<Step> steps(); // sorted by version
    static int latestVersion();
    static QStringList splitStatements(const QString &sql);

    // Reads PRAGMA user_version; -1 (and *error) when the file is not a SQLite database.
    static int currentVersion(QSqlDatabase &db, QString *error);
    // Migrates db from its version to latestVersion(). Refuses a newer database with a message
    // naming both versions. Returns false and sets *error on failure.
    static bool migrate(QSqlDatabase &db, QString *error);
};

} // namespace rb
