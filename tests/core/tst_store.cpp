// SPDX-License-Identifier: GPL-3.0-or-later
// RunStore against a real SQLite file: round trips, atomicity, delete cascades, notes and tags.
#include "core/stats/summary.h"
#include "core/store/run_store.h"
#include "core/store/schema_migrator.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

using namespace rb;

namespace {

Run makeRun(const QString &kernel, int cases = 2, int samples = 100)
{
    Run r;
    r.config.board = "qemu";
    r.config.mcu = "STM32F205";
    r.config.core = "cortex-m3";
    r.config.toolchain = "gcc";
    r.config.toolchainVersion = "12.2.1";
    r.config.cflags = "-Os -mcpu=cortex-m3";
    r.config.optLevel = "-Os";
    r.config.clockHz = 72'000'000;
    r.config.flashWaitStates = 2;
    r.config.kernel = kernel;
    r.config.kernelVersion = "V11.1.0";
    r.config.kernelProfile = "minimal";
    r.config.kernelConfig = {{"configUSE_PREEMPTION", "1"}, {"configUSE_TRACE", "0"}};
    r.config.timingMethod = "icount";
    r.config.timerHz = 1'000'000'000;
    r.config.timerEmulated = true;
    r.config.debugger = "detached";
    r.config.extra = {{"machine", "netduino2"}};
    r.startedAt = QDateTime(QDate(2024, 5, 1), QTime(10, 0, 0, 123), Qt::UTC);
    r.finishedAt = r.startedAt.addSecs(42);
    r.status = RunStatus::Complete;
    r.firmwareSha256 = QString(64, 'a');
    r.footprint.text = 1000;
    r.footprint.rodata = 200;
    r.footprint.data = 30;
    r.footprint.bss = 4000;
    r.toolVersions = {{"qemu", "7.2"}, {"gcc", "12.2"}};
    r.rawLog = QByteArray("HELLO 1\r\nS 1 2 3\n\x00\xff", 20);
    r.notes = QString::fromUtf8("备注 notes");
    r.tags = {"lab", "baseline"};
    r.experiment = "exp1";
    for (int c = 0; c < cases; ++c) {
        CaseResult cr;
        cr.metric = QStringLiteral("metric_%1").arg(c);
        cr.unit = "cycles";
        cr.iterations = samples;
        cr.warmup = 10;
        cr.coldSample = 999;
        cr.overhead = 7;
        cr.switches = 2;
        cr.checks = {{"alternated", 1}, {"preempted", 0}};
        for (int i = 0; i < samples; ++i)
            cr.samples.push_back(100 + (i * 37 + c) % 13 - (i == 5 ? 500 : 0));
        r.cases.push_back(cr);
    }
    return r;
}

int count(RunStore &s, const QString &table)
{
    QSqlQuery q(s.database());
    q.exec("SELECT count(*) FROM " + table);
    q.next();
    return q.value(0).toInt();
}

} // namespace

class TstStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void newDatabaseIsLatestWithPragmas();
    void roundTrip();
    void extremeSamplesRoundTrip();
    void listRunsWithoutBlobs();
    void configurationsAreShared();
    void failedSaveLeavesNoTrace();
    void deleteCascades();
    void notesAndTags();
    void loadUnknownRun();
    void corruptBlobIsAnError();
    void twoStoresOnOneFile();
    void notADatabase();
    void foreignSqliteRefused();
    void defaultPath();
    void cachedSummaryIsTheSummaryOfCorrected();
};

void TstStore::newDatabaseIsLatestWithPragmas()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    const QString path = dir.filePath("sub/dir/a.db"); // directories are created
    QVERIFY2(s.open(path, &err, false), qPrintable(err));
    QVERIFY(s.isOpen());
    QCOMPARE(s.schemaVersion(), RunStore::latestSchemaVersion());
    QVERIFY(RunStore::latestSchemaVersion() >= 2);
    QSqlQuery q(s.database());
    QVERIFY(q.exec("PRAGMA foreign_keys") && q.next());
    QCOMPARE(q.value(0).toInt(), 1);
    QVERIFY(q.exec("PRAGMA journal_mode") && q.next());
    QCOMPARE(q.value(0).toString(), QString("wal"));
    QVERIFY(q.exec("SELECT count(*) FROM schema_migration") && q.next());
    QCOMPARE(q.value(0).toInt(), RunStore::latestSchemaVersion());
    q.finish();
    QCOMPARE(count(s, "reference_result"), 0); // importReferences = false
    s.close();
    QVERIFY(!s.isOpen());
    // The decision was recorded: reopening with import on does not import any more.
    QVERIFY2(s.open(path, &err), qPrintable(err));
    QCOMPARE(count(s, "reference_result"), 0);
}

void TstStore::roundTrip()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run r = makeRun("freertos");
    QVERIFY2(s.saveRun(r, &err), qPrintable(err));
    QVERIFY(r.id > 0);
    QVERIFY(r.configurationId > 0);
    QCOMPARE(r.workbenchVersion, QString(RTOSBENCH_VERSION));
    QVERIFY(!r.cases[0].summaryJson.isEmpty());

    QString why;
    const auto loaded = s.loadRun(r.id, true, true, &why);
    QVERIFY2(loaded.has_value(), qPrintable(why));
    const Run &l = *loaded;
    QCOMPARE(l.id, r.id);
    QCOMPARE(l.configurationId, r.configurationId);
    QVERIFY(l.config == r.config);
    QCOMPARE(l.config.hash(), r.config.hash());
    QCOMPARE(l.source, QString("measured"));
    QCOMPARE(l.startedAt, r.startedAt);
    QCOMPARE(l.finishedAt, r.finishedAt);
    QCOMPARE(l.status, RunStatus::Complete);
    QCOMPARE(l.firmwareSha256, r.firmwareSha256);
    QCOMPARE(l.footprint.text, r.footprint.text);
    QCOMPARE(l.footprint.bss, r.footprint.bss);
    QCOMPARE(l.toolVersions, r.toolVersions);
    QCOMPARE(l.rawLog, r.rawLog);
    QCOMPARE(l.notes, r.notes);
    QCOMPARE(l.tags, r.tags);
    QCOMPARE(l.experiment, r.experiment);
    QCOMPARE(l.workbenchVersion, r.workbenchVersion);
    QCOMPARE(l.cases.size(), r.cases.size());
    for (size_t i = 0; i < l.cases.size(); ++i) {
        const CaseResult &a = l.cases[i];
        const CaseResult &b = r.cases[i];
        QCOMPARE(a.metric, b.metric);
        QCOMPARE(a.unit, b.unit);
        QCOMPARE(a.status, b.status);
        QCOMPARE(a.iterations, b.iterations);
        QCOMPARE(a.warmup, b.warmup);
        QCOMPARE(a.coldSample, b.coldSample);
        QCOMPARE(a.overhead, b.overhead);
        QCOMPARE(a.switches, b.switches);
        QCOMPARE(a.checks, b.checks);
        QVERIFY(a.samples == b.samples);
        QCOMPARE(a.sampleCount, qint64(b.samples.size()));
        QCOMPARE(a.summaryJson, b.summaryJson);
    }
    // Without samples and log: counts and summaries still there.
    const auto light = s.loadRun(r.id, false, false);
    QVERIFY(light.has_value());
    QVERIFY(light->rawLog.isEmpty());
    QVERIFY(light->cases[0].samples.empty());
    QCOMPARE(light->cases[0].sampleCount, qint64(100));
    QCOMPARE(light->cases[0].summaryJson, r.cases[0].summaryJson);

    // Unknown conditions stay unknown through the database.
    Run u;
    u.config.kernel = "zephyr";
    u.status = RunStatus::Incomplete;
    u.statusReason = "no END";
    QVERIFY2(s.saveRun(u, &err), qPrintable(err));
    const auto lu = s.loadRun(u.id);
    QVERIFY(lu.has_value());
    QVERIFY(!lu->config.clockHz.has_value());
    QVERIFY(!lu->config.timerEmulated.has_value());
    QVERIFY(lu->config.board.isEmpty());
    QVERIFY(!lu->startedAt.isValid());
    QCOMPARE(lu->status, RunStatus::Incomplete);
    QCOMPARE(lu->statusReason, QString("no END"));
    QVERIFY(!lu->footprint.isKnown());
    QVERIFY(lu->config == u.config);
}

void TstStore::extremeSamplesRoundTrip()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run r = makeRun("baremetal", 1, 0);
    const qint64 lo = std::numeric_limits<qint64>::min();
    const qint64 hi = std::numeric_limits<qint64>::max();
    r.cases[0].samples = {0, lo, hi, lo, -1, 1, hi, hi - 1, lo + 1, 0};
    r.cases[0].overhead.reset();
    QVERIFY2(s.saveRun(r, &err), qPrintable(err));
    const auto l = s.loadRun(r.id);
    QVERIFY(l.has_value());
    QVERIFY(l->cases[0].samples == r.cases[0].samples);
    QVERIFY(!l->cases[0].overhead.has_value());
}

void TstStore::listRunsWithoutBlobs()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run a = makeRun("freertos", 3, 50);
    Run b = makeRun("rt-thread", 1, 10);
    b.status = RunStatus::Failed;
    b.tags = {};
    QVERIFY2(s.saveRun(a, &err), qPrintable(err));
    QVERIFY2(s.saveRun(b, &err), qPrintable(err));
    const auto rows = s.listRuns();
    QCOMPARE(rows.size(), size_t(2));
    QCOMPARE(rows[0].id, a.id);
    QCOMPARE(rows[0].caseCount, 3);
    QCOMPARE(rows[0].sampleCount, qint64(150));
    QCOMPARE(rows[0].tags, a.tags);
    QCOMPARE(rows[0].config.kernel, QString("freertos"));
    QVERIFY(rows[0].config == a.config);
    QCOMPARE(rows[0].startedAt, a.startedAt);
    QCOMPARE(rows[1].status, RunStatus::Failed);
    QCOMPARE(rows[1].caseCount, 1);
    QVERIFY(rows[1].tags.isEmpty());
    // The list query is planned on the covering index, not on the case rows.
    QSqlQuery q(s.database());
    QVERIFY(q.exec("EXPLAIN QUERY PLAN SELECT run_id, count(*), sum(sample_count) FROM "
                   "case_result GROUP BY run_id"));
    QString plan;
    while (q.next())
        plan += q.value(3).toString() + '\n';
    QVERIFY2(plan.contains("COVERING INDEX"), qPrintable(plan));
}

void TstStore::configurationsAreShared()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run a = makeRun("freertos");
    Run b = makeRun("freertos");
    Run c = makeRun("freertos");
    c.config.clockHz = 108'000'000;
    QVERIFY(s.saveRun(a, &err) && s.saveRun(b, &err) && s.saveRun(c, &err));
    QCOMPARE(a.configurationId, b.configurationId);
    QVERIFY(c.configurationId != a.configurationId);
    QCOMPARE(count(s, "configuration"), 2);
    QCOMPARE(count(s, "kernel_config"), 4);
    QCOMPARE(s.upsertConfiguration(a.config, &err), a.configurationId);
}

void TstStore::failedSaveLeavesNoTrace()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run bad = makeRun("threadx", 3, 20);
    bad.cases[2].metric = bad.cases[0].metric; // UNIQUE(run_id, metric) fails on the 3rd case
    QVERIFY(!s.saveRun(bad, &err));
    QVERIFY(!err.isEmpty());
    QCOMPARE(bad.id, qint64(0));
    for (const char *t : {"run", "case_result", "run_tag", "configuration", "kernel_config"})
        QCOMPARE(count(s, t), 0);
    // A batch with one bad run stores none of them.
    std::vector<Run> batch{makeRun("a"), bad, makeRun("b")};
    QVERIFY(!s.saveRuns(batch, &err));
    QCOMPARE(count(s, "run"), 0);
    QCOMPARE(batch[0].id, qint64(0));
    // The store is still usable afterwards.
    Run good = makeRun("threadx");
    QVERIFY2(s.saveRun(good, &err), qPrintable(err));
    QCOMPARE(count(s, "run"), 1);
}

void TstStore::deleteCascades()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run a = makeRun("freertos", 3);
    Run b = makeRun("freertos", 2);
    Run c = makeRun("zephyr", 1);
    QVERIFY(s.saveRun(a, &err) && s.saveRun(b, &err) && s.saveRun(c, &err));
    QCOMPARE(count(s, "case_result"), 6);
    QVERIFY2(s.deleteRun(a.id, &err), qPrintable(err));
    QCOMPARE(count(s, "run"), 2);
    QCOMPARE(count(s, "case_result"), 3);
    QCOMPARE(count(s, "run_tag"), 4);
    QCOMPARE(count(s, "configuration"), 2); // still used by b
    QVERIFY(!s.loadRun(a.id).has_value());
    QVERIFY2(s.deleteRun(c.id, &err), qPrintable(err));
    QCOMPARE(count(s, "configuration"), 1); // c's configuration was used by nothing else
    QCOMPARE(count(s, "kernel_config"), 2);
    QVERIFY(!s.deleteRun(c.id, &err));
    QVERIFY(err.contains(QString::number(c.id)));
}

void TstStore::notesAndTags()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run a = makeRun("freertos");
    QVERIFY(s.saveRun(a, &err));
    QVERIFY2(s.setNotes(a.id, "new notes", &err), qPrintable(err));
    QVERIFY2(s.setTags(a.id, {"z", "a", " a ", "", "m"}, &err), qPrintable(err));
    const auto l = s.loadRun(a.id, false, false);
    QCOMPARE(l->notes, QString("new notes"));
    QCOMPARE(l->tags, QStringList({"z", "a", "m"}));
    QVERIFY(!s.setNotes(9999, "x", &err));
    QVERIFY(!s.setTags(9999, {"x"}, &err));
}

void TstStore::loadUnknownRun()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    QString why = QStringLiteral("left over");
    QVERIFY(!s.loadRun(12345, true, true, &why).has_value());
    QVERIFY2(why.contains("12345"), qPrintable(why));
    // A successful read clears what a failed one said.
    Run a = makeRun("freertos", 1, 10);
    QVERIFY(s.saveRun(a, &err));
    QVERIFY(s.loadRun(a.id, true, true, &why).has_value());
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TstStore::corruptBlobIsAnError()
{
    QTemporaryDir dir;
    RunStore s;
    QString err;
    QVERIFY2(s.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    Run a = makeRun("freertos", 1, 10);
    QVERIFY(s.saveRun(a, &err));
    QSqlQuery q(s.database());
    QVERIFY(q.exec("UPDATE case_result SET samples = X'01FFFFFF'"));
    QString why;
    QVERIFY(!s.loadRun(a.id, true, true, &why).has_value());
    QVERIFY2(why.contains("corrupt"), qPrintable(why));
    QVERIFY(s.loadRun(a.id, false).has_value()); // the rest is still readable
}

void TstStore::twoStoresOnOneFile()
{
    QTemporaryDir dir;
    RunStore s1, s2;
    QString err;
    QVERIFY2(s1.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    QVERIFY2(s2.open(dir.filePath("a.db"), &err, false), qPrintable(err));
    QVERIFY(s1.database().connectionName() != s2.database().connectionName());
    Run a = makeRun("freertos");
    QVERIFY(s1.saveRun(a, &err));
    QCOMPARE(s2.listRuns().size(), size_t(1));
    s1.close();
    QCOMPARE(s2.listRuns().size(), size_t(1));
}

void TstStore::notADatabase()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("text.db");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("this is a text file, not a database\n");
    f.close();
    RunStore s;
    QString err;
    QVERIFY(!s.open(path, &err));
    QVERIFY2(err.contains("not a SQLite database"), qPrintable(err));
    QVERIFY(!s.isOpen());
    f.open(QIODevice::ReadOnly);
    QCOMPARE(f.readAll(), QByteArray("this is a text file, not a database\n")); // untouched
}

void TstStore::foreignSqliteRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("other.db");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "foreign");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec("CREATE TABLE run (x INTEGER)"));
        db.close();
    }
    QSqlDatabase::removeDatabase("foreign");
    RunStore s;
    QString err;
    QVERIFY(!s.open(path, &err));
    QVERIFY2(err.contains("not an rtosbench"), qPrintable(err));
}

void TstStore::defaultPath()
{
    const QString p = RunStore::defaultPath();
    QVERIFY2(p.endsWith("/rtosbench/rtosbench.db"), qPrintable(p));
}

// Issue 6 (ingest speed): saveRun summarises the raw integers minus the overhead directly
// (summarizeOffset, MAD by merging the two sorted halves): the cached summary must be exactly,
// bit for bit, summarize(corrected()) with the MAD of the textbook definition.
void TstStore::cachedSummaryIsTheSummaryOfCorrected()
{
    std::mt19937_64 rng(6);
    // Sizes around the counting-sort threshold (4096), odd and even; narrow and wide ranges.
    for (const std::size_t n : {1u, 2u, 3u, 10u, 4095u, 4096u, 4097u, 20000u, 20001u}) {
        for (const qint64 spread : {qint64(3), qint64(1000), qint64(1) << 40}) {
            CaseResult c;
            std::uniform_int_distribution<qint64> d(-spread, spread);
            for (std::size_t i = 0; i < n; ++i)
                c.samples.push_back(700 + d(rng));
            c.overhead = 12;
            const Summary fast = summarizeOffset(c.samples, *c.overhead);
            const std::vector<double> corrected = c.corrected();
            const Summary ref = summarize(corrected);
            QCOMPARE(QJsonDocument(fast.toJson()).toJson(), QJsonDocument(ref.toJson()).toJson());
            // MAD by definition: the median of |x - median|.
            std::vector<double> dev;
            for (double v : corrected)
                dev.push_back(std::fabs(v - ref.median));
            std::sort(dev.begin(), dev.end());
            QCOMPARE(ref.mad, quantileSorted(dev, 0.5));
        }
    }
}

QTEST_GUILESS_MAIN(TstStore)
#include "tst_store.moc"
