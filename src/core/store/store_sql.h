// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal helpers of RunStore (not a public API): value conversions and configuration rows.

#include "core/model/configuration.h"
#include "core/store/sql_dialect.h"

#include <QDateTime>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <functional>
#include <optional>

namespace rb::storesql {

QVariant text(const QString &s);      // empty -> NULL
QVariant notNull(const QString &s);   // null QString -> '' (for NOT NULL columns)
QVariant isoUtc(const QDateTime &dt); // invalid -> NULL, else ISO 8601 UTC with ms
QDateTime fromIso(const QVariant &v);
template <typename T> QVariant opt(const std::optional<T> &v)
{
    return v ? QVariant::fromValue(static_cast<qint64>(*v)) : QVariant();
}
template <typename T> std::optional<T> optValue(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return static_cast<T>(v.toLongLong());
}
QString jsonText(const QMap<QString, QString> &m);
QMap<QString, QString> mapFromJsonText(const QString &s);

// What went wrong in the user's terms, and whether a new attempt resolves it: sql_dialect.h.
using sqldialect::isRetryable;
using sqldialect::userMessage;
// Executes q (prepared or plain); on failure sets *error to "what: userMessage()".
bool exec(QSqlQuery &q, const QString &what, QString *error);
bool exec(QSqlQuery &q, const QString &sql, const QString &what, QString *error);

// THE way to write (every write of the store goes through it): runs body inside a write
// transaction and commits, or rolls back everything body did when it or the commit fails, so
// the database is never left half-written. body runs inside the caller's connection and must
// not begin, commit or roll back itself.
// SQLite: BEGIN IMMEDIATE, the write lock is taken at once, waiting up to the connection's busy
// timeout for another writer (a deferred BEGIN that later upgrades its read lock fails at once
// with "database is locked" when another process wrote meanwhile).
// PostgreSQL: a plain BEGIN (read committed); conflicts between writers are resolved by the
// server (waits, ON CONFLICT) or end in a serialization failure or deadlock, retried here: when
// a statement of body (run through exec() above) or the commit failed with a retryable
// conflict, the transaction is rolled back and run again (up to 8 attempts, growing random
// pause), so no "could not serialize" reaches the user. Otherwise rolls back and returns false
// with body's message.
bool writeTransaction(QSqlDatabase &db, const std::function<bool(QString *)> &body, QString *error);

// Finds the configuration by hash or inserts it with its kernel_config rows. Must run inside
// the caller's transaction. Returns the id or 0 (with *error).
qint64 upsertConfiguration(QSqlDatabase &db, const Configuration &c, QString *error);
// Loads configurations (with kernel_config). idFilter is an SQL expression for "id IN (...)"
// such as "SELECT configuration_id FROM run", or empty for all.
QHash<qint64, Configuration> loadConfigurations(QSqlDatabase &db, const QString &idFilter);

} // namespace rb::storesql
