// SPDX-License-Identifier: GPL-3.0-or-later
// What an imported suite number means (issue 13 items 9 and 10): rtos-benchmark's
// "Semaphore give (context switch)" is one switch, not sem_ping_pong's round trip; imported cases
// carry switches= where the suite says it, and trap 1 sees them; a Thread-Metric ERROR window
// is excluded from the statistics and kept visible as an invalid window.
#include "core/analysis/series.h"
#include "core/analysis/traps.h"
#include "core/io/suite_import.h"
#include "core/store/run_store.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

namespace {

QByteArray sample(const char *name)
{
    QFile f(QStringLiteral(RB_TEST_DATA "/suites/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", name);
    return f.readAll();
}

const SuiteResult *find(const SuiteParseResult &r, const QString &metric)
{
    for (const SuiteResult &s : r.results)
        if (s.metric == metric)
            return &s;
    return nullptr;
}

QJsonObject summaryOf(const CaseResult &c)
{
    return QJsonDocument::fromJson(c.summaryJson.toUtf8()).object();
}

} // namespace

class TstSuiteImportSemantics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Item 9.
    void semaphoreGiveIsOneSwitch()
    {
        const SuiteParseResult r = parseRtosBenchmarkOutput(sample("rtos_benchmark.log"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY2(!find(r, "sem_ping_pong"),
                 "a one-switch give imported as a two-switch round trip");
        const SuiteResult *give = find(r, "sem_give_wake"); // issue 32: not preempt
        QVERIFY(give);
        QCOMPARE(give->test, QStringLiteral("Semaphore stats / Give (context switch)"));
        QCOMPARE(*give->mean, 3110.0);
        QCOMPARE(give->switches, std::optional<int>(1));
        QCOMPARE(find(r, "context_switch")->switches, std::optional<int>(1));
        // "(no context switch)" says none; a line that says nothing has none stated.
        QCOMPARE(find(r, "rtos_benchmark.yield.yield_no_context_switch")->switches,
                 std::optional<int>(0));
        QCOMPARE(find(r, "rtos_benchmark.mutex.lock_no_owner")->switches, std::nullopt);
        QCOMPARE(find(r, "heap_alloc")->switches, std::nullopt);
    }

    void switchesAreStored()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        RunStore store;
        QString error;
        QVERIFY2(store.open(dir.filePath("s.db"), &error, false), qPrintable(error));
        const QByteArray log = sample("rtos_benchmark.log");
        Run run = suiteRun(SuiteFormat::RtosBenchmark, parseRtosBenchmarkOutput(log), {}, log);
        QVERIFY2(store.saveRun(run, &error), qPrintable(error));
        const auto back = store.loadRun(run.id);
        QVERIFY(back);
        QCOMPARE(back->findCase("sem_give_wake")->switches, std::optional<int>(1));
        QCOMPARE(back->findCase("context_switch")->switches, std::optional<int>(1));
        QCOMPARE(back->findCase("rtos_benchmark.thread.create_no_context_switch")->switches,
                 std::optional<int>(0));
        // R-Rhealstone's task switch and task preempt are one switch each (docs/importers.md).
        const SuiteParseResult rh = parseRRhealstoneOutput(sample("rrhealstone.log"));
        QCOMPARE(find(rh, "context_switch")->switches, std::optional<int>(1));
        QCOMPARE(find(rh, "preempt_resume")->switches, std::optional<int>(1));
    }

    void trapOneSeesImports()
    {
        // An imported number said to be one switch whose suite counts two is caught.
        SuiteParseResult r = parseRtosBenchmarkOutput(sample("rtos_benchmark.log"));
        for (SuiteResult &s : r.results)
            if (s.metric == QLatin1String("context_switch"))
                s.switches = 2;
        Run run = suiteRun(SuiteFormat::RtosBenchmark, r, {}, {});
        run.id = 7;
        const std::vector<Series> series = seriesFromRun(run);
        const std::vector<TrapWarning> w = detectRoundTripAsSingle(series);
        QCOMPARE(w.size(), std::size_t(1));
        QCOMPARE(w[0].metric, QStringLiteral("context_switch"));
        // The real output states one switch: no warning.
        run = suiteRun(SuiteFormat::RtosBenchmark,
                       parseRtosBenchmarkOutput(sample("rtos_benchmark.log")), {}, {});
        QVERIFY(detectRoundTripAsSingle(seriesFromRun(run)).empty());
    }

    // Item 10.
    void threadMetricErrorWindowExcluded()
    {
        const QByteArray log =
            "**** Thread-Metric Preemptive Scheduling Test **** Relative Time: 30\n"
            "Time Period Total:  5991470\n\n"
            "**** Thread-Metric Preemptive Scheduling Test **** Relative Time: 60\n"
            "ERROR: Invalid counter value(s). Preemptive counters should not be "
            "more that 1 different than the average!\n"
            "Time Period Total:  5991480\n\n"
            "**** Thread-Metric Preemptive Scheduling Test **** Relative Time: 90\n"
            "Time Period Total:  5991492\n\n";
        const SuiteParseResult r = parseThreadMetricOutput(log);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.results.size(), std::size_t(1));
        const SuiteResult &s = r.results[0];
        QCOMPARE(*s.n, qint64(2)); // the ERROR window is not a period total
        QCOMPARE(*s.median, (5991470.0 + 5991492.0) / 2);
        QCOMPARE(*s.min, 5991470.0);
        QCOMPARE(*s.max, 5991492.0);
        QCOMPARE(s.status, QStringLiteral("fail")); // the suite's own check failed once
        const QJsonArray totals = s.printed.value("period_totals").toArray();
        QCOMPARE(totals.size(), 2);
        const QJsonArray invalid = s.printed.value("invalid_windows").toArray();
        QCOMPARE(invalid.size(), 1);
        const QJsonObject w = invalid.first().toObject();
        QCOMPARE(w.value("total").toInteger(), qint64(5991480));
        QCOMPARE(w.value("relative_time_s").toInteger(), qint64(60));
        QCOMPARE(w.value("error_line").toInt(), 5);
        QVERIFY2(s.statistic.contains("1 invalid window"), qPrintable(s.statistic));
        // The stored case: n and the summary over the valid windows only.
        const Run run = suiteRun(SuiteFormat::ThreadMetric, r, {}, log);
        const QJsonObject o = summaryOf(run.cases[0]);
        QCOMPARE(o.value("n").toInteger(), qint64(2));
        QCOMPARE(o.value("median").toDouble(), (5991470.0 + 5991492.0) / 2);
        QCOMPARE(o.value("printed").toObject().value("invalid_windows").toArray().size(), 1);
        QVERIFY2(run.notes.contains("invalid"), qPrintable(run.notes));

        // Every window invalid: no statistics at all, the windows still shown.
        const QByteArray bad =
            "**** Thread-Metric Preemptive Scheduling Test **** Relative Time: 30\n"
            "ERROR: Invalid counter value(s).\n"
            "Time Period Total:  17\n";
        const SuiteParseResult b = parseThreadMetricOutput(bad);
        QVERIFY2(b.ok(), qPrintable(b.error));
        QCOMPARE(b.results[0].status, QStringLiteral("fail"));
        QVERIFY(!b.results[0].median);
        QCOMPARE(*b.results[0].n, qint64(0));
        QCOMPARE(b.results[0].printed.value("invalid_windows").toArray().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TstSuiteImportSemantics)
#include "tst_suite_import_semantics.moc"
