// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/store_sql.h"

#include "core/store/sql_dialect.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlError>
#include <QThread>

namespace rb::storesql {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};
// The last failure seen by exec() on this thread: writeTransaction decides on it to retry.
thread_local bool t_retryable = false;

// The connection of the write transaction running on this thread when its server aborts the
// transaction at its first error (PostgreSQL; empty: none).
thread_local QString t_abortingWriteConnection;

void noteFailure(const QSqlError &e)
{
    t_retryable = t_retryable || isRetryable(e);
    // PostgreSQL aborts the transaction at its first error and refuses every later statement
    // (sqldialect::abortsTransactionOnError),
    // including the DEALLOCATE of the prepared statements the failing code still holds (Qt then
    // warns "Unable to free statement" on stderr). Roll back now; writeTransaction's own
    // rollback then finds no transaction, which is fine. Callers stop at the first failure.
    if (!t_abortingWriteConnection.isEmpty()) {
        QSqlQuery rollback(QSqlDatabase::database(t_abortingWriteConnection, false));
        rollback.exec(QStringLiteral("ROLLBACK"));
    }
}

// BEGIN IMMEDIATE (SQLite) or BEGIN (PostgreSQL): see writeTransaction.
bool beginWrite(QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sqldialect::beginWrite(sqldialect::of(db))))
        return true;
    return setError(error, QCoreApplication::translate("rb::RunStore",
                                                       "cannot start writing to the database: %1")
                               .arg(userMessage(q.lastError())));
}

} // namespace

bool writeTransaction(QSqlDatabase &db, const std::function<bool(QString *)> &body, QString *error)
{
    constexpr int attempts = 8;
    struct Guard {
        ~Guard() { t_abortingWriteConnection.clear(); }
    } guard;
    for (int attempt = 1;; ++attempt) {
        t_retryable = false;
        t_abortingWriteConnection.clear();
        if (!beginWrite(db, error))
            return false;
        if (sqldialect::abortsTransactionOnError(sqldialect::of(db)))
            t_abortingWriteConnection = db.connectionName();
        QString err;
        bool ok = body(&err);
        t_abortingWriteConnection.clear();
        if (ok) {
            if (db.commit())
                return true;
            noteFailure(db.lastError());
            err = Tr::tr("could not commit: %1").arg(userMessage(db.lastError()));
        }
        db.rollback();
        if (!t_retryable || attempt == attempts) {
            return setError(error, err);
        }
        // Another writer won: wait a little (random, growing) and run the transaction again.
        QThread::msleep(QRandomGenerator::global()->bounded(5, 20 << attempt));
    }
}

QVariant text(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

QVariant notNull(const QString &s)
{
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}

QVariant isoUtc(const QDateTime &dt)
{
    return dt.isValid() ? QVariant(dt.toUTC().toString(Qt::ISODateWithMs)) : QVariant();
}

QDateTime fromIso(const QVariant &v)
{
    if (v.isNull())
        return {};
    QDateTime dt = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    if (!dt.isValid())
        dt = QDateTime::fromString(v.toString(), Qt::ISODate);
    return dt.isValid() ? dt.toUTC() : QDateTime();
}

QString jsonText(const QMap<QString, QString> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QMap<QString, QString> mapFromJsonText(const QString &s)
{
    QMap<QString, QString> m;
    const QJsonObject o = QJsonDocument::fromJson(s.toUtf8()).object();
    for (auto it = o.begin(); it != o.end(); ++it)
        m.insert(it.key(),
                 it.value().isString() ? it.value().toString() : it.value().toVariant().toString());
    return m;
}

bool exec(QSqlQuery &q, const QString &what, QString *error)
{
    if (q.exec())
        return true;
    noteFailure(q.lastError());
    return setError(error, what + QStringLiteral(": ") + userMessage(q.lastError()));
}

bool exec(QSqlQuery &q, const QString &sql, const QString &what, QString *error)
{
    if (q.exec(sql))
        return true;
    noteFailure(q.lastError());
    return setError(error, what + QStringLiteral(": ") + userMessage(q.lastError()));
}

qint64 upsertConfiguration(QSqlDatabase &db, const Configuration &c, QString *error)
{
    const QString hash = c.hash();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM configuration WHERE hash = ?"));
    q.addBindValue(hash);
    if (!exec(q, QStringLiteral("configuration lookup"), error))
        return 0;
    if (q.next())
        return q.value(0).toLongLong();
    // ON CONFLICT: a concurrent writer (PostgreSQL) that inserted the same configuration first
    // makes this insert wait for it and then do nothing; the lookup below finds its row.
    q.prepare(QStringLiteral(
        "INSERT INTO configuration (hash, board, mcu, core, toolchain, toolchain_version, cflags, "
        "opt_level, clock_hz, flash_wait_states, kernel, kernel_version, kernel_profile, "
        "timing_method, timer_hz, timer_emulated, debugger, extra_json) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (hash) DO NOTHING"));
    q.addBindValue(hash);
    q.addBindValue(text(c.board));
    q.addBindValue(text(c.mcu));
    q.addBindValue(text(c.core));
    q.addBindValue(text(c.toolchain));
    q.addBindValue(text(c.toolchainVersion));
    q.addBindValue(text(c.cflags));
    q.addBindValue(text(c.optLevel));
    q.addBindValue(opt(c.clockHz));
    q.addBindValue(opt(c.flashWaitStates));
    q.addBindValue(text(c.kernel));
    q.addBindValue(text(c.kernelVersion));
    q.addBindValue(text(c.kernelProfile));
    q.addBindValue(text(c.timingMethod));
    q.addBindValue(opt(c.timerHz));
    q.addBindValue(c.timerEmulated ? QVariant(*c.timerEmulated ? 1 : 0) : QVariant());
    q.addBindValue(text(c.debugger));
    q.addBindValue(jsonText(c.extra));
    if (!exec(q, QStringLiteral("configuration insert"), error))
        return 0;
    const bool inserted = q.numRowsAffected() == 1;
    q.prepare(QStringLiteral("SELECT id FROM configuration WHERE hash = ?"));
    q.addBindValue(hash);
    if (!exec(q, QStringLiteral("configuration lookup"), error))
        return 0;
    if (!q.next()) {
        setError(error, Tr::tr("configuration insert: the configuration is not there after it was "
                               "stored"));
        return 0;
    }
    const qint64 id = q.value(0).toLongLong();
    if (!inserted)
        return id;
    q.prepare(QStringLiteral(
        "INSERT INTO kernel_config (configuration_id, key, value) VALUES (?, ?, ?)"));
    for (auto it = c.kernelConfig.cbegin(); it != c.kernelConfig.cend(); ++it) {
        q.addBindValue(id);
        q.addBindValue(it.key());
        q.addBindValue(it.value());
        if (!exec(q, QStringLiteral("kernel_config insert"), error))
            return 0;
    }
    return id;
}

QHash<qint64, Configuration> loadConfigurations(QSqlDatabase &db, const QString &idFilter)
{
    QHash<qint64, Configuration> out;
    const QString where =
        idFilter.isEmpty() ? QString() : QStringLiteral(" WHERE id IN (%1)").arg(idFilter);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
                    "SELECT id, board, mcu, core, toolchain, toolchain_version, cflags, opt_level, "
                    "clock_hz, flash_wait_states, kernel, kernel_version, kernel_profile, "
                    "timing_method, timer_hz, timer_emulated, debugger, extra_json "
                    "FROM configuration") +
                where))
        return out;
    while (q.next()) {
        Configuration c;
        c.board = q.value(1).toString();
        c.mcu = q.value(2).toString();
        c.core = q.value(3).toString();
        c.toolchain = q.value(4).toString();
        c.toolchainVersion = q.value(5).toString();
        c.cflags = q.value(6).toString();
        c.optLevel = q.value(7).toString();
        c.clockHz = optValue<qint64>(q.value(8));
        c.flashWaitStates = optValue<int>(q.value(9));
        c.kernel = q.value(10).toString();
        c.kernelVersion = q.value(11).toString();
        c.kernelProfile = q.value(12).toString();
        c.timingMethod = q.value(13).toString();
        c.timerHz = optValue<qint64>(q.value(14));
        if (!q.value(15).isNull())
            c.timerEmulated = q.value(15).toLongLong() != 0;
        c.debugger = q.value(16).toString();
        c.extra = mapFromJsonText(q.value(17).toString());
        out.insert(q.value(0).toLongLong(), c);
    }
    const QString kcWhere = idFilter.isEmpty()
                                ? QString()
                                : QStringLiteral(" WHERE configuration_id IN (%1)").arg(idFilter);
    if (q.exec(QStringLiteral("SELECT configuration_id, key, value FROM kernel_config") +
               kcWhere)) {
        while (q.next()) {
            auto it = out.find(q.value(0).toLongLong());
            if (it != out.end())
                it->kernelConfig.insert(q.value(1).toString(), q.value(2).toString());
        }
    }
    return out;
}

} // namespace rb::storesql
