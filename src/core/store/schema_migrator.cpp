// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/schema_migrator.h"

#include "core/store/sql_dialect.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>

// The schema and reference resources live in the static core library: make sure they are
// registered (a static library's resource initialiser is otherwise dropped by the linker).
static void rbInitCoreResources()
{
    static const bool done = [] {
        Q_INIT_RESOURCE(db);
        Q_INIT_RESOURCE(reference);
        return true;
    }();
    (void)done;
}

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::SchemaMigrator)
};

} // namespace

std::vector<SchemaMigrator::Step> SchemaMigrator::steps()
{
    rbInitCoreResources();
    static const QRegularExpression re(QStringLiteral("^(\\d{3})_([A-Za-z0-9_]+)\\.sql$"));
    std::vector<Step> out;
    const QStringList files = QDir(QStringLiteral(":/db")).entryList(QDir::Files, QDir::Name);
    for (const QString &f : files) {
        const auto m = re.match(f);
        if (!m.hasMatch())
            continue;
        out.push_back({m.captured(1).toInt(), f.chopped(4), QStringLiteral(":/db/") + f});
    }
    std::sort(out.begin(), out.end(),
              [](const Step &a, const Step &b) { return a.version < b.version; });
    return out;
}

int SchemaMigrator::latestVersion()
{
    const auto s = steps();
    return s.empty() ? 0 : s.back().version;
}

QStringList SchemaMigrator::splitStatements(const QString &sql)
{
    QStringList out;
    QString current;
    const QStringList lines = sql.split(QLatin1Char('\n'));
    auto flush = [&] {
        // Keep the chunk only if it holds something besides comments and blanks.
        bool hasCode = false;
        for (const QString &l : current.split(QLatin1Char('\n'))) {
            const QString t = l.trimmed();
            if (!t.isEmpty() && !t.startsWith(QLatin1String("--"))) {
                hasCode = true;
                break;
            }
        }
        if (hasCode)
            out << current.trimmed();
        current.clear();
    };
    for (const QString &line : lines) {
        if (line.trimmed() == QLatin1String("-- ;")) {
            flush();
            continue;
        }
        current += line + QLatin1Char('\n');
    }
    flush();
    return out;
}

int SchemaMigrator::currentVersion(QSqlDatabase &db)
{
    // Opening a file is storeopen's job (store_open.cpp says why a non-database is refused
    // there); this only reads the version of an open one.
    return sqldialect::schemaVersion(db);
}

QString SchemaMigrator::newRunUid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// Data steps that SQL alone cannot do portably, run right after their schema file.
bool SchemaMigrator::afterStep(QSqlDatabase &db, int version, QString *error)
{
    if (version == 7)
        return studentRowSecurity(db, error);
    if (version != 5)
        return true;
    // 005_run_identity: every run stored before gets its identity (a random UUID), so that
    // `db copy` recognises it in another database.
    QSqlQuery q(db);
    QList<qint64> ids;
    if (!q.exec(QStringLiteral("SELECT id FROM run WHERE uid IS NULL ORDER BY id"))) {
        return setError(error, q.lastError().text());
    }
    while (q.next())
        ids << q.value(0).toLongLong();
    q.prepare(QStringLiteral("UPDATE run SET uid = ? WHERE id = ?"));
    for (const qint64 id : ids) {
        q.addBindValue(newRunUid());
        q.addBindValue(id);
        if (!q.exec()) {
            return setError(error, q.lastError().text());
        }
    }
    return true;
}

// 007_run_owner on PostgreSQL: created_by defaults to the inserting role, and row-level security
// keyed on the group role rtosbench_student (docs/classroom.md). The role need not exist: the
// test looks it up by name in each statement (once per statement, an uncorrelated sub-query), so
// a database without students behaves as before. The owner of the tables is not subject to it.
bool SchemaMigrator::studentRowSecurity(QSqlDatabase &db, QString *error)
{
    if (sqldialect::of(db) != SqlDialect::PostgreSQL)
        return true;
    const QString isStudent = QStringLiteral(
        "EXISTS (SELECT 1 FROM pg_catalog.pg_roles r WHERE r.rolname = 'rtosbench_student' "
        "AND pg_catalog.pg_has_role(current_user, r.oid, 'MEMBER'))");
    const QString ownRun = QStringLiteral("(NOT %1 OR created_by = current_user)").arg(isStudent);
    const QString ownChild = QStringLiteral("(NOT %1 OR run_id IN (SELECT id FROM run))")
                                 .arg(isStudent); // run's own policy filters the sub-query
    const QStringList statements{
        QStringLiteral("ALTER TABLE run ALTER COLUMN created_by SET DEFAULT current_user"),
        QStringLiteral("ALTER TABLE run ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY run_student_own ON run USING %1 WITH CHECK %1").arg(ownRun),
        QStringLiteral("ALTER TABLE run_tag ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY run_tag_student_own ON run_tag USING %1 WITH CHECK %1")
            .arg(ownChild),
        QStringLiteral("ALTER TABLE case_result ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY case_result_student_own ON case_result USING %1 "
                       "WITH CHECK %1")
            .arg(ownChild),
    };
    QSqlQuery q(db);
    for (const QString &s : statements)
        if (!q.exec(s))
            return setError(error, q.lastError().text());
    return true;
}

QString SchemaMigrator::newerMessage(int current)
{
    return Tr::tr("database schema version %1 is newer than this rtosbench (schema %2): "
                  "upgrade rtosbench")
        .arg(current)
        .arg(latestVersion());
}

bool SchemaMigrator::applyUpTo(QSqlDatabase &db, int version, QString *error)
{
    return applySteps(db, 0, version, error);
}

bool SchemaMigrator::applyPending(QSqlDatabase &db, int current, QString *error)
{
    return applySteps(db, current, latestVersion(), error);
}

bool SchemaMigrator::applySteps(QSqlDatabase &db, int current, int upTo, QString *error)
{
    if (latestVersion() == 0) {
        return setError(error, Tr::tr("no schema files are embedded in this build"));
    }
    if (current > latestVersion()) {
        return setError(error, newerMessage(current));
    }
    QSqlQuery q(db);
    const SqlDialect dialect = sqldialect::of(db);
    for (const Step &step : steps()) {
        if (step.version <= current || step.version > upTo)
            continue;
        auto fail = [&](const QString &what, const QSqlError &e) {
            return setError(error, Tr::tr("migration to schema %1 (%2) failed: %3: %4")
                                       .arg(step.version)
                                       .arg(step.name, what, e.text()));
        };
        QFile f(step.resource);
        if (!f.open(QIODevice::ReadOnly)) {
            return setError(error, Tr::tr("cannot read schema file %1").arg(step.resource));
        }
        for (const QString &s : splitStatements(QString::fromUtf8(f.readAll()))) {
            if (!q.exec(sqldialect::adapt(s, dialect)))
                return fail(s.left(80), q.lastError());
        }
        QString stepError;
        if (!afterStep(db, step.version, &stepError)) {
            return setError(error, Tr::tr("migration to schema %1 (%2) failed: %3")
                                       .arg(step.version)
                                       .arg(step.name, stepError));
        }
        const QString record = sqldialect::recordSchemaVersion(dialect, step.version);
        if (!record.isEmpty() && !q.exec(record))
            return fail(QStringLiteral("user_version"), q.lastError());
        q.prepare(QStringLiteral(
            "INSERT INTO schema_migration (version, applied_at, description) VALUES (?, ?, ?)"));
        q.addBindValue(step.version);
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        q.addBindValue(step.name);
        if (!q.exec())
            return fail(QStringLiteral("schema_migration"), q.lastError());
    }
    return true;
}

} // namespace rb
