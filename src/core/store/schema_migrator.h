// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

// Applies the schema files embedded as :/db/NNN_name.sql (NNN = version, from 001) in order.
// Statements inside a file are separated by lines holding only "-- ;" and are written in the
// portable SQL that sqldialect::adapt() turns into PostgreSQL's. Each file is applied together
// with a schema_migration row (and PRAGMA user_version = NNN on SQLite). RunStore runs all pending
// files in ONE immediate transaction in which it re-read the version (so two processes opening
// a new file never both migrate it), so a failed migration leaves the database as it was.
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

    // PRAGMA user_version of an open database; -1 when it cannot be read.
    static int currentVersion(QSqlDatabase &db);
    // Applies every step above `current` inside the caller's transaction (no BEGIN/COMMIT here).
    // Refuses a newer database with a message naming both versions. Returns false and sets
    // *error on failure; the caller then rolls back.
    static bool applyPending(QSqlDatabase &db, int current, QString *error);
    static QString newerMessage(int current);
    // Applies every step from 1 up to `version` (an empty database, e.g. in memory).
    static bool applyUpTo(QSqlDatabase &db, int version, QString *error);
    // A new run identity (run.uid, schema 5): a random UUID.
    static QString newRunUid();

private:
    static bool applySteps(QSqlDatabase &db, int current, int upTo, QString *error);
    static bool afterStep(QSqlDatabase &db, int version, QString *error);
    static bool studentRowSecurity(QSqlDatabase &db, QString *error);
};

} // namespace rb
