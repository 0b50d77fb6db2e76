// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/sql_dialect.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QHashFunctions>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

} // namespace

QString PgLocation::url() const
{
    QString u = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        u += user + QLatin1Char('@');
    u += host + QStringLiteral(":%1/").arg(port) + dbname;
    if (!options.isEmpty()) {
        QUrlQuery query;
        for (const auto &o : options)
            query.addQueryItem(QString::fromLatin1(QUrl::toPercentEncoding(o.first)),
                               QString::fromLatin1(QUrl::toPercentEncoding(o.second)));
        u += QLatin1Char('?') + query.toString(QUrl::FullyEncoded);
    }
    return u;
}

namespace sqldialect {

bool isPostgresUrl(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://")) ||
           location.startsWith(QLatin1String("postgres://"));
}

const QStringList &allowedPgKeys()
{
    // Keys that only choose how to reach the server given in the URL and how the session
    // behaves. Left out on purpose: what names another server, database or role (host,
    // hostaddr, port, dbname, user, service, replication), secrets and where they come from
    // (password, sslpassword, passfile), and what changes the session's settings or the text
    // encoding Qt reads (options, client_encoding).
    static const QStringList keys = {
        QStringLiteral("application_name"),
        QStringLiteral("channel_binding"),
        QStringLiteral("connect_timeout"),
        QStringLiteral("gssencmode"),
        QStringLiteral("keepalives"),
        QStringLiteral("keepalives_count"),
        QStringLiteral("keepalives_idle"),
        QStringLiteral("keepalives_interval"),
        QStringLiteral("sslcert"),
        QStringLiteral("sslcrl"),
        QStringLiteral("sslkey"),
        QStringLiteral("sslmode"),
        QStringLiteral("sslrootcert"),
        QStringLiteral("sslsni"),
        QStringLiteral("target_session_attrs"),
        QStringLiteral("tcp_user_timeout"),
    };
    return keys;
}

QString redactUrl(const QString &location)
{
    if (!isPostgresUrl(location))
        return location;
    static const QString stars = QStringLiteral("***");
    const qsizetype authority = location.indexOf(QLatin1String("://")) + 3;
    qsizetype end = location.size();
    for (const QChar c : {QLatin1Char('/'), QLatin1Char('?'), QLatin1Char('#')}) {
        const qsizetype at = location.indexOf(c, authority);
        if (at >= 0 && at < end)
            end = at;
    }
    QString out = location.left(authority);
    const QString auth = location.mid(authority, end - authority);
    const qsizetype atSign = auth.lastIndexOf(QLatin1Char('@'));
    if (atSign >= 0) {
        const QString userInfo = auth.left(atSign);
        const qsizetype colon = userInfo.indexOf(QLatin1Char(':'));
        out += (colon >= 0 ? userInfo.left(colon + 1) + stars : userInfo) + auth.mid(atSign);
    } else {
        out += auth;
    }
    QString rest = location.mid(end);
    const qsizetype q = rest.indexOf(QLatin1Char('?'));
    if (q < 0)
        return out + rest;
    out += rest.left(q + 1);
    rest = rest.mid(q + 1);
    const qsizetype hash = rest.indexOf(QLatin1Char('#'));
    const QString fragment = hash >= 0 ? rest.mid(hash) : QString();
    if (hash >= 0)
        rest.truncate(hash);
    QStringList items = rest.split(QLatin1Char('&'));
    for (QString &item : items) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        // A key or a value that names a password (even smuggled into another key's value):
        // its value is not shown.
        const QString decoded = QUrl::fromPercentEncoding(item.toUtf8()).toLower();
        if (decoded.contains(QLatin1String("password")))
            item = item.left(eq < 0 ? item.size() : eq) + QLatin1Char('=') + stars;
    }
    return out + items.join(QLatin1Char('&')) + fragment;
}

QString libpqOptions(const PgLocation &loc)
{
    QString options = QStringLiteral("connect_timeout=10");
    for (const auto &o : loc.options) {
        QString value = o.second;
        value.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
        value.replace(QLatin1Char('\''), QLatin1String("\\'"));
        options += QLatin1Char(';') + o.first + QStringLiteral("='") + value + QLatin1Char('\'');
    }
    return options;
}

std::optional<PgLocation> parsePgUrl(const QString &location, QString *error)
{
    auto fail = [error](const QString &m) -> std::optional<PgLocation> {
        setError(error, m);
        return std::nullopt;
    };
    const QString shown = redactUrl(location);
    const QString passwordRefused =
        Tr::tr("a password in the database URL is refused: give it in PGPASSWORD or "
               "~/.pgpass (see docs/database.md)");
    const QUrl url(location, QUrl::StrictMode);
    if (!url.isValid() || !isPostgresUrl(location))
        return fail(
            Tr::tr("%1 is not a PostgreSQL URL (postgresql://user@host:port/dbname)").arg(shown));
    if (!url.password().isEmpty() || url.userInfo().contains(QLatin1Char(':')))
        return fail(passwordRefused);
    PgLocation loc;
    loc.user = url.userName();
    loc.host = url.host();
    loc.port = url.port(5432);
    loc.dbname = url.path().mid(1);
    if (loc.host.isEmpty())
        loc.host = QStringLiteral("localhost");
    if (loc.dbname.isEmpty() || loc.dbname.contains(QLatin1Char('/')))
        return fail(Tr::tr("%1 names no database (postgresql://user@host:port/dbname)").arg(shown));
    // libpq options (sslmode=require ...) in the query string: only the allowed keys, each
    // value quoted when the connection string is built (libpqOptions); a password there is
    // refused too.
    for (const auto &item : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        const QString key = item.first;
        // Also a password smuggled into another key's value: libpq would print it back in
        // its message about the bad value.
        if (key.contains(QLatin1String("password"), Qt::CaseInsensitive) ||
            item.second.contains(QLatin1String("password"), Qt::CaseInsensitive))
            return fail(passwordRefused);
        if (!allowedPgKeys().contains(key))
            return fail(Tr::tr("the database URL may not set %1 (allowed: %2)")
                            .arg(key, allowedPgKeys().join(QStringLiteral(", "))));
        for (const QChar c : item.second) {
            // Qt's QPSQL turns every ';' of the options into a space, inside quotes too.
            if (c.unicode() < 0x20 || c.unicode() == 0x7f || c == QLatin1Char(';'))
                return fail(Tr::tr("the value of %1 in the database URL has a control "
                                   "character or ';'")
                                .arg(key));
        }
        loc.options.append({key, item.second});
    }
    return loc;
}

SqlDialect of(const QSqlDatabase &db)
{
    return db.driverName() == QLatin1String("QPSQL") ? SqlDialect::PostgreSQL : SqlDialect::SQLite;
}

QString adapt(const QString &statement, SqlDialect dialect)
{
    if (dialect == SqlDialect::SQLite)
        return statement;
    static const QRegularExpression autoId(
        QStringLiteral("\\bINTEGER\\s+PRIMARY\\s+KEY(\\s+AUTOINCREMENT)?\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression integer(QStringLiteral("\\bINTEGER\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression real(QStringLiteral("\\bREAL\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression blob(QStringLiteral("\\bBLOB\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
    QString s = statement;
    s.replace(autoId, QStringLiteral("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"));
    s.replace(integer, QStringLiteral("BIGINT"));
    s.replace(real, QStringLiteral("DOUBLE PRECISION"));
    s.replace(blob, QStringLiteral("BYTEA"));
    return s;
}

QString beginWrite(SqlDialect dialect)
{
    return dialect == SqlDialect::PostgreSQL ? QStringLiteral("BEGIN")
                                             : QStringLiteral("BEGIN IMMEDIATE");
}

bool abortsTransactionOnError(SqlDialect dialect)
{
    return dialect == SqlDialect::PostgreSQL;
}

bool isRetryable(const QSqlError &e)
{
    // QPSQL's native code is the SQLSTATE; SQLite's is a number (its writers queue instead).
    static const QStringList states = {QStringLiteral("40001"), QStringLiteral("40P01"),
                                       QStringLiteral("55P03"), QStringLiteral("23505"),
                                       QStringLiteral("23503")};
    return states.contains(e.nativeErrorCode());
}

QString userMessage(const QSqlError &e)
{
    if (e.driverText().contains(QLatin1String("PSQL")) || e.nativeErrorCode().size() == 5) {
        // PostgreSQL: the class of the SQLSTATE says what happened.
        const QString state = e.nativeErrorCode();
        if (state == QLatin1String("40001") || state == QLatin1String("40P01"))
            return Tr::tr("the database is busy: other writers conflicted with this one too "
                          "often; try again");
        if (state.startsWith(QLatin1String("23")))
            return Tr::tr("the data breaks a rule of the database (a value twice where it must be "
                          "unique, a missing value, or a reference to nothing)");
        if (state == QLatin1String("42501"))
            return Tr::tr("permission denied: the database role may not do this (a read-only "
                          "role?)");
        if (state == QLatin1String("53100"))
            return Tr::tr("the database server's disk is full");
        if (state.startsWith(QLatin1String("08")) || state.isEmpty())
            return Tr::tr("the connection to the database server was lost: %1")
                .arg(e.databaseText().section(QLatin1Char('\n'), 0, 0).trimmed());
        return Tr::tr("the database server reported an error (SQLSTATE %1): %2")
            .arg(state, e.databaseText().section(QLatin1Char('\n'), 0, 0).trimmed());
    }
    bool ok = false;
    const int code = e.nativeErrorCode().toInt(&ok);
    switch (ok ? code & 0xff : -1) { // SQLite primary result codes (extended ones included)
    case 5:                          // SQLITE_BUSY
    case 6:                          // SQLITE_LOCKED
        return Tr::tr("the database is busy: another program is writing to it; try again");
    case 7: // SQLITE_NOMEM
        return Tr::tr("out of memory");
    case 8: // SQLITE_READONLY
        return Tr::tr("the database file is read-only");
    case 10: // SQLITE_IOERR
        return Tr::tr("the database file could not be read or written (input/output error)");
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return Tr::tr("the database file is damaged or is not an rtosbench database");
    case 13: // SQLITE_FULL
        return Tr::tr("the disk is full");
    case 14: // SQLITE_CANTOPEN
        return Tr::tr("the database file cannot be opened");
    case 19: // SQLITE_CONSTRAINT
        return Tr::tr("the data breaks a rule of the database (a value twice where it must be "
                      "unique, a missing value, or a reference to nothing)");
    default:
        break;
    }
    return ok ? Tr::tr("the database reported an unexpected error (SQLite code %1)").arg(code)
              : Tr::tr("the database reported an unexpected error");
}

QString tagOrder(SqlDialect dialect)
{
    return dialect == SqlDialect::PostgreSQL ? QStringLiteral("position")
                                             : QStringLiteral("position, rowid");
}

int schemaVersion(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (of(db) == SqlDialect::PostgreSQL) {
        // No user_version: the highest schema file recorded in schema_migration (0: none).
        // Through the catalog table, read with this statement's snapshot (to_regclass would
        // answer from a cache that does not yet know a table another process just committed).
        if (!q.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_tables WHERE "
                                   "schemaname = current_schema() AND "
                                   "tablename = 'schema_migration')")) ||
            !q.next())
            return -1;
        if (!q.value(0).toBool())
            return 0;
        if (!q.exec(QStringLiteral("SELECT COALESCE(max(version), 0) FROM schema_migration")) ||
            !q.next())
            return -1;
        return q.value(0).toInt();
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

QString recordSchemaVersion(SqlDialect dialect, int version)
{
    return dialect == SqlDialect::SQLite ? QStringLiteral("PRAGMA user_version = %1").arg(version)
                                         : QString();
}

qint64 dataVersion(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (of(db) == SqlDialect::PostgreSQL) {
        if (!q.exec(QStringLiteral("SELECT (SELECT count(*) FROM run), "
                                   "(SELECT COALESCE(max(id), 0) FROM run), "
                                   "(SELECT count(*) FROM run_tag)")) ||
            !q.next())
            return -1;
        return static_cast<qint64>(qHashMulti(0, q.value(0).toLongLong(), q.value(1).toLongLong(),
                                              q.value(2).toLongLong()) &
                                   0x7fffffffffffffffULL);
    }
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

QString columnsQuery(SqlDialect dialect)
{
    if (dialect == SqlDialect::PostgreSQL)
        return QStringLiteral("SELECT table_name, column_name FROM information_schema.columns "
                              "WHERE table_schema = current_schema() "
                              "ORDER BY table_name, ordinal_position");
    return QStringLiteral("SELECT m.name, p.name FROM sqlite_master AS m, "
                          "pragma_table_info(m.name) AS p WHERE m.type = 'table' "
                          "AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name, p.cid");
}

QString triggersAndViewsQuery(SqlDialect dialect)
{
    if (dialect == SqlDialect::PostgreSQL)
        return QStringLiteral("SELECT 'trigger', trigger_name FROM information_schema.triggers "
                              "WHERE trigger_schema = current_schema() UNION "
                              "SELECT 'view', table_name FROM information_schema.views "
                              "WHERE table_schema = current_schema() ORDER BY 1, 2");
    return QStringLiteral("SELECT type, name FROM sqlite_master WHERE type IN ('trigger', "
                          "'view') ORDER BY type, name");
}

} // namespace sqldialect
} // namespace rb
