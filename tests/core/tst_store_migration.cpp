// SPDX-License-Identifier: GPL-3.0-or-later
// Schema versions: migrating a v1 database (tests/data/schema_v1.sql), refusing a newer one,
// a failed migration leaving the database at its previous version, statement splitting.
#include "core/store/run_store.h"
#include "core/store/schema_migrator.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace rb;

namespace {

// Splits an sqlite3 .dump on ';' outside quotes and comments.
QStringList splitDump(const QString &sql)
{
    QStringList out;
    QString cur;
    bool inQuote = false;
    for (qsizetype i = 0; i < sql.size(); ++i) {
        const QChar c = sql.at(i);
        if (!inQuote && c == '-' && i + 1 < sql.size() && sql.at(i + 1) == '-') {
            while (i < sql.size() && sql.at(i) != '\n')
                ++i;
            cur += '\n';
            continue;
        }
        if (c == '\'')
            inQuote = !inQuote;
        if (c == ';' && !inQuote) {
            if (!cur.trimmed().isEmpty())
                out << cur.trimmed();
            cur.clear();
            continue;
        }
        cur += c;
    }
    if (!cur.trimmed().isEmpty())
        out << cur.trimmed();
    return out;
}

// Builds a database from an SQL dump with a plain connection (no RunStore involved).
bool buildFromDump(const QString &dumpPath, const QString &dbPath, const QStringList &extra = {})
{
    QFile f(dumpPath);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QStringList statements = splitDump(QString::fromUtf8(f.readAll())) + extra;
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "dump");
        db.setDatabaseName(dbPath);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString &s : statements) {
            if (ok && !q.exec(s)) {
                qWarning() << "dump statement failed:" << s.left(80) << q.lastError().text();
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase("dump");
    return ok;
}

int pragmaVersion(const QString &dbPath)
{
    int v = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "peek");
        db.setDatabaseName(dbPath);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec("PRAGMA user_version") && q.next())
                v = q.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase("peek");
    return v;
}

} // namespace

class TstStoreMigration : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void schemaFilesAreNumbered();
    void splitStatements();
    void migratesV1();
    void refusesNewer();
    void failedMigrationRollsBack();
};

void TstStoreMigration::schemaFilesAreNumbered()
{
    const auto steps = SchemaMigrator::steps();
    QVERIFY(steps.size() >= 2);
    for (size_t i = 0; i < steps.size(); ++i)
        QCOMPARE(steps[i].version, int(i + 1)); // 001, 002, ... without gaps
    QCOMPARE(RunStore::latestSchemaVersion(), steps.back().version);
}

void TstStoreMigration::splitStatements()
{
    const QStringList s = SchemaMigrator::splitStatements(
        "-- header\nCREATE TABLE a (x)\n-- ;\n-- only a comment\n-- ;\n\nCREATE INDEX i ON a(x)\n"
        "  -- ;  \nSELECT 1");
    QCOMPARE(s.size(), 3);
    QVERIFY(s[0].endsWith("CREATE TABLE a (x)"));
    QCOMPARE(s[1], QString("CREATE INDEX i ON a(x)"));
    QCOMPARE(s[2], QString("SELECT 1"));
}

void TstStoreMigration::migratesV1()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("v1.db");
    QVERIFY(buildFromDump(RB_TEST_DATA "/schema_v1.sql", path));
    QCOMPARE(pragmaVersion(path), 1);

    RunStore s;
    QString err;
    QVERIFY2(s.open(path, &err), qPrintable(err));
    QCOMPARE(s.schemaVersion(), RunStore::latestSchemaVersion());
    QSqlQuery q(s.database());
    QVERIFY(q.exec("SELECT version, description FROM schema_migration ORDER BY version"));
    int expected = 1;
    while (q.next())
        QCOMPARE(q.value(0).toInt(), expected++);
    QCOMPARE(expected, RunStore::latestSchemaVersion() + 1);
    // Not a new database: the published references are not imported into it.
    QVERIFY(q.exec("SELECT count(*) FROM reference_result") && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    q.finish();

    const auto rows = s.listRuns();
    QCOMPARE(rows.size(), size_t(1));
    QCOMPARE(rows[0].caseCount, 2);
    QCOMPARE(rows[0].sampleCount, qint64(13));
    QCOMPARE(rows[0].tags, QStringList({"lab1", "v1"}));

    QString why;
    const auto run = s.loadRun(1, true, true, &why);
    QVERIFY2(run.has_value(), qPrintable(why));
    QCOMPARE(run->status, RunStatus::Complete);
    QCOMPARE(run->config.kernel, QString("freertos"));
    QCOMPARE(run->config.clockHz, std::optional<qint64>(120'000'000));
    QVERIFY(!run->config.flashWaitStates.has_value());
    QCOMPARE(run->config.timerEmulated, std::optional<bool>(true));
    QCOMPARE(run->config.kernelConfig.value("configUSE_TIME_SLICING"), QString("0"));
    QCOMPARE(run->config.extra.value("machine"), QString("netduino2"));
    QCOMPARE(run->notes, QString::fromUtf8("v1 run, 中文备注"));
    QCOMPARE(run->startedAt, QDateTime(QDate(2024, 5, 1), QTime(9, 30), Qt::UTC));
    QCOMPARE(run->footprint.text, std::optional<qint64>(5120));
    QVERIFY(run->rawLog.startsWith("HELLO proto=1\n"));
    QVERIFY(run->workbenchVersion.isEmpty()); // column added by schema 2, NULL for old runs
    QCOMPARE(run->cases.size(), size_t(2));
    QCOMPARE(run->cases[0].metric, QString("yield_round_trip"));
    QVERIFY(run->cases[0].samples == (std::vector<qint64>{612, 610, 615, 611, 700, 609, 612, 612}));
    QCOMPARE(run->cases[0].overhead, std::optional<qint64>(6));
    QCOMPARE(run->cases[0].checks.value("alternated"), qint64(1));
    QVERIFY(run->cases[1].samples == (std::vector<qint64>{-5, 0, std::numeric_limits<qint64>::max(),
                                                          std::numeric_limits<qint64>::min(), 42}));
    // The stored hash is the canonical one: saving the same conditions reuses the row.
    QCOMPARE(s.upsertConfiguration(run->config, &err), qint64(1));
    // New runs go into the migrated database.
    Run r = *run;
    QVERIFY2(s.saveRun(r, &err), qPrintable(err));
    QCOMPARE(r.configurationId, qint64(1));
    QCOMPARE(s.listRuns().size(), size_t(2));
    s.close();
    // Re-opening a current database changes nothing.
    QVERIFY2(s.open(path, &err), qPrintable(err));
    QCOMPARE(s.schemaVersion(), RunStore::latestSchemaVersion());
}

void TstStoreMigration::refusesNewer()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("future.db");
    const int future = RunStore::latestSchemaVersion() + 5;
    QVERIFY(buildFromDump(RB_TEST_DATA "/schema_v1.sql", path,
                          {QStringLiteral("PRAGMA user_version = %1").arg(future)}));
    RunStore s;
    QString err;
    QVERIFY(!s.open(path, &err));
    QVERIFY(!s.isOpen());
    QVERIFY2(err.contains(QString::number(future)), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("(schema %1)").arg(RunStore::latestSchemaVersion())),
             qPrintable(err));
    QVERIFY2(err.contains("newer"), qPrintable(err));
    QCOMPARE(pragmaVersion(path), future); // untouched
}

void TstStoreMigration::failedMigrationRollsBack()
{
    // A v1 database where schema 2 cannot apply (an index of that name already exists):
    // the migration fails, names the step, and leaves version 1 with nothing of file 002.
    QTemporaryDir dir;
    const QString path = dir.filePath("blocked.db");
    QVERIFY(buildFromDump(RB_TEST_DATA "/schema_v1.sql", path,
                          {QStringLiteral("CREATE INDEX case_result_run_count ON run(notes)")}));
    RunStore s;
    QString err;
    QVERIFY(!s.open(path, &err));
    QVERIFY2(err.contains("schema 2"), qPrintable(err));
    QCOMPARE(pragmaVersion(path), 1);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "check");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec("SELECT count(*) FROM sqlite_master WHERE name IN ('run_started_at', "
                       "'run_status')") &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QVERIFY(!q.exec("SELECT workbench_version FROM run"));
        QVERIFY(q.exec("SELECT count(*) FROM schema_migration") && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        db.close();
    }
    QSqlDatabase::removeDatabase("check");
}

QTEST_GUILESS_MAIN(TstStoreMigration)
#include "tst_store_migration.moc"
