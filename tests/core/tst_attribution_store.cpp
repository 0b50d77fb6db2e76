// SPDX-License-Identifier: GPL-3.0-or-later
// The attribution of explain (issue 20): the window attributor on QEMU exec-log lines (rewound
// and stopped blocks, a cut window), the exact-sum check, and schema 4 (migration from 3, the
// stored kernel-only median read back).
#include "core/store/attribution_store.h"
#include "core/store/run_store.h"
#include "core/store/schema_migrator.h"
#include "core/trace/explain_result.h"
#include "core/trace/window_attributor.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

class TstAttributionStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void attributesWindows();
    void cutWindowIsAnError();
    void mismatchIsReported();
    void migratesAndStores();
};

namespace {

// Two functions: "harness" 0x100..0x120 (timer loads at 0x104 and 0x110), "kernel" 0x200..0x240.
TraceSymbolMap symbols()
{
    TraceSymbolMap m;
    m.add({0x100, 0x20, "case_fn", "/src/firmware/harness/cases.c", "harness"});
    m.add({0x200, 0x40, "vTaskSwitchContext", "/k/tasks.c", "kernel"});
    m.add({0x300, 0x10, "run_case", "/src/firmware/harness/cases.c", "harness"});
    m.finish();
    return m;
}

QByteArray line(quint32 pc)
{
    return QStringLiteral("Trace 0: 0x7f00 [00800400/%1/00000110/ff020201] x")
        .arg(pc, 8, 16, QLatin1Char('0'))
        .toLatin1();
}

void feed(WindowAttributor &a, const QList<QByteArray> &lines)
{
    for (const QByteArray &l : lines)
        a.feedLine(l.constData(), l.size());
}

// One window: the start load, a call into the kernel (3 instructions), back, the end load.
QList<QByteArray> window()
{
    return {line(0x104), line(0x106), line(0x200), line(0x202), line(0x204), line(0x108),
            line(0x110),
            // the end load rewound once by cpu_io_recompile, then executed
            "cpu_io_recompile: rewound execution of TB to 00000110", line(0x110), line(0x112)};
}

WindowPlan plan(int windows)
{
    WindowPlan p;
    p.runEntry = 0x300;
    p.skipRunEntries = 1; // the cold call
    p.timerSites = {0x104, 0x110};
    p.windows = windows;
    p.coldSample = 6;
    return p;
}

} // namespace

void TstAttributionStore::attributesWindows()
{
    const TraceSymbolMap m = symbols();
    WindowAttributor a(m, plan(2));
    QList<QByteArray> lines{line(0x300)};
    lines += window(); // cold: learns start 0x104 and end 0x110 (6 instructions apart)
    lines << line(0x300);
    lines += window();
    lines += window();
    lines << line(0x300);
    feed(a, lines);
    QVERIFY(a.done());
    QString why;
    QVERIFY2(a.finish(&why), qPrintable(why));
    QCOMPARE(a.windows().size(), size_t(2));
    const auto ws = ExplainResult::makeWindows(m, a.windows(), {6, 6});
    QCOMPARE(ws[0].total, qint64(6));
    QCOMPARE(ws[0].layers.value("kernel"), qint64(3));
    QCOMPARE(ws[0].layers.value("harness"), qint64(3));
    QCOMPARE(ws[0].functions.size(), size_t(2));
    for (const ExplainedFunction &f : ws[0].functions) {
        QCOMPARE(f.instructions, qint64(3));
        QCOMPARE(f.calls, qint64(f.name == "vTaskSwitchContext" ? 1 : 0)); // entered once
    }
}

void TstAttributionStore::cutWindowIsAnError()
{
    const TraceSymbolMap m = symbols();
    WindowAttributor a(m, plan(1));
    QList<QByteArray> lines{line(0x300)};
    lines += window();
    lines << line(0x300) << line(0x104) << line(0x106) << line(0x200); // cut in the kernel
    feed(a, lines);
    QVERIFY(!a.done());
    QString why;
    QVERIFY(!a.finish(&why));
    QVERIFY2(why.contains("inside measured window 1"), qPrintable(why));
    QVERIFY(!a.complete(nullptr)); // nullptr: no one to tell
}

void TstAttributionStore::mismatchIsReported()
{
    const TraceSymbolMap m = symbols();
    WindowAttributor a(m, plan(2));
    QList<QByteArray> lines{line(0x300)};
    lines += window();
    lines << line(0x300);
    lines += window();
    lines += window();
    feed(a, lines);
    ExplainResult r;
    r.windows = ExplainResult::makeWindows(m, a.windows(), {6, 7});
    QVERIFY(r.sumMismatch().contains("window 2: 6 instructions attributed, raw sample 7"));
    QVERIFY(!r.sumMismatch().contains("window 1"));
}

void TstAttributionStore::migratesAndStores()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("v3.db");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "v3");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QString error;
        // A schema-3 file, as rtosbench wrote it before case_attribution (and before the run
        // identity of schema 5): it migrates to the latest on open.
        QVERIFY2(SchemaMigrator::applyUpTo(db, 3, &error), qPrintable(error));
        QSqlQuery q(db);
        QVERIFY(q.exec("PRAGMA user_version") && q.next());
        QCOMPARE(q.value(0).toInt(), 3);
        QVERIFY(!db.tables().contains("case_attribution"));
        db.close();
    }
    QSqlDatabase::removeDatabase("v3");
    RunStore store;
    QString error;
    QVERIFY2(store.open(path, &error, false), qPrintable(error));
    Run run;
    run.config.board = "qemu";
    run.config.timingMethod = "icount";
    run.config.kernel = "freertos";
    run.status = RunStatus::Complete;
    run.startedAt = run.finishedAt = QDateTime::currentDateTimeUtc();
    CaseResult c;
    c.metric = "yield_round_trip";
    c.unit = "ticks";
    c.samples = {6, 6, 6};
    c.sampleCount = 3;
    run.cases.push_back(c);
    QVERIFY2(store.saveRun(run, &error), qPrintable(error));
    QVERIFY(AttributionStore(store).forRun(run.id).isEmpty());

    const TraceSymbolMap m = symbols();
    WindowAttributor a(m, plan(3));
    QList<QByteArray> lines{line(0x300)};
    lines += window();
    lines << line(0x300);
    for (int i = 0; i < 4; ++i)
        lines += window();
    feed(a, lines);
    ExplainResult r;
    r.runId = run.id;
    r.metric = "yield_round_trip";
    r.elfSha256 = QString(64, 'b');
    r.windows = ExplainResult::makeWindows(m, a.windows(), c.samples);
    QVERIFY(r.sumMismatch().isEmpty());
    QVERIFY2(AttributionStore(store).save(r, &error), qPrintable(error));
    QVERIFY2(AttributionStore(store).save(r, &error), qPrintable(error)); // replaced, not doubled
    const auto stored = AttributionStore(store).forRun(run.id);
    QCOMPARE(stored.size(), 1);
    const StoredAttribution s = stored.value("yield_round_trip");
    QCOMPARE(s.windows, 3);
    QCOMPARE(s.kernelMedian, std::optional<double>(3.0));
    QCOMPARE(s.totalMedian, 6.0);
    QCOMPARE(s.result.windows.size(), size_t(3));
    QCOMPARE(s.result.windows[2].layers.value("kernel"), qint64(3));
    QCOMPARE(s.result.windows[2].functions.size(), size_t(2));
    QVERIFY(!AttributionStore(store).save(
        [&] {
            ExplainResult other = r;
            other.metric = "no_such_metric";
            return other;
        }(),
        &error));
}

QTEST_GUILESS_MAIN(TstAttributionStore)
#include "tst_attribution_store.moc"
