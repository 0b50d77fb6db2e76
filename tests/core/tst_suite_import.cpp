// SPDX-License-Identifier: GPL-3.0-or-later
// Importers of other suites' output (issue 6, item 7): the four parsers on the sample logs of
// tests/data/suites (exact values), malformed input with line-numbered errors, the run they
// become and its round trip through the store.
#include "core/io/suite_import.h"
#include "core/stats/summary.h"
#include "core/store/run_store.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

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

class TstSuiteImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void formatNames();
    void lineSplittingAndSlugs();
    void rrhealstone();
    void zephyrConsole();
    void zephyrCsvEqualsConsole();
    void zephyrOldFormat();
    void threadMetric();
    void rtosBenchmark();
    void malformed_data();
    void malformed();
    void runFromResults();
    void storeRoundTrip();
};

void TstSuiteImport::formatNames()
{
    QCOMPARE(suiteFormatNames(),
             QStringList({"rrhealstone", "zephyr-latency", "thread-metric", "rtos-benchmark"}));
    QCOMPARE(suiteFormatFromName("Thread-Metric"), SuiteFormat::ThreadMetric);
    QVERIFY(!suiteFormatFromName("rhealstone"));
    QCOMPARE(suiteSourceName(SuiteFormat::RRhealstone), QStringLiteral("r-rhealstone"));
    QCOMPARE(suiteSourceName(SuiteFormat::ZephyrLatency), QStringLiteral("zephyr-latency"));
    QCOMPARE(suiteSourceName(SuiteFormat::RtosBenchmark), QStringLiteral("rtos-benchmark"));
}

void TstSuiteImport::lineSplittingAndSlugs()
{
    const auto lines = suite_detail::splitLines("a\r\nb\n\rc\rd\n\ne");
    QCOMPARE(lines.size(), size_t(6));
    QCOMPARE(lines[0], QStringLiteral("a"));
    QCOMPARE(lines[1], QStringLiteral("b"));
    QCOMPARE(lines[2], QStringLiteral("c"));
    QCOMPARE(lines[3], QStringLiteral("d"));
    QCOMPARE(lines[4], QString());
    QCOMPARE(lines[5], QStringLiteral("e"));
    QCOMPARE(suite_detail::slug("fifo.put.wake+ctx.k_to_k"),
             QStringLiteral("fifo.put.wake_ctx.k_to_k"));
    QCOMPARE(suite_detail::slug("  Start  (no context switch) "),
             QStringLiteral("start_no_context_switch"));
}

void TstSuiteImport::rrhealstone()
{
    const SuiteParseResult r = parseRRhealstoneOutput(sample("rrhealstone.log"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.results.size(), size_t(6));
    const SuiteResult *sw = find(r, "context_switch");
    QVERIFY(sw);
    QCOMPARE(sw->test, QStringLiteral("task switch time"));
    QCOMPARE(sw->unit, QStringLiteral("us"));
    QCOMPARE(*sw->mean, 1.049049);
    QVERIFY(!sw->n && !sw->min && !sw->median);
    QCOMPARE(sw->line, 2);
    // R-Rhealstone's task preempt resumes the higher task (issue 32): preempt_resume.
    QCOMPARE(*find(r, "preempt_resume")->mean, 2.715431);
    QVERIFY(!find(r, "preempt"));
    const SuiteResult *irq = find(r, "irq_response");
    QVERIFY(irq);
    QCOMPARE(*irq->n, qint64(1)); // the one R-Rhealstone number that is not an average
    QCOMPARE(*irq->min, 1.0);
    QCOMPARE(*irq->max, 1.0);
    QCOMPARE(*find(r, "sem_ping_pong")->mean, 19.496); // "senaphore shuffle time" (sic)
    QCOMPARE(*find(r, "rrhealstone.deadlock_break")->mean, 21.522);
    QCOMPARE(*find(r, "rrhealstone.message_latency")->mean, 7.298597);
    // An unknown message keeps a suite-prefixed name.
    const SuiteParseResult u = parseRRhealstoneOutput("R-Rhealstone: task delete time - 3.5 us\n");
    QVERIFY2(u.ok(), qPrintable(u.error));
    QCOMPARE(u.results[0].metric, QStringLiteral("rrhealstone.task_delete"));
}

void TstSuiteImport::zephyrConsole()
{
    const SuiteParseResult r = parseZephyrLatencyOutput(sample("zephyr_latency.log"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.results.size(), size_t(12));
    QCOMPARE(*r.statedTimerHz, qint64(120000000));
    const SuiteResult &first = r.results[0];
    QCOMPARE(first.metric, QStringLiteral("zephyr.thread.yield.preemptive.ctx.k_to_k"));
    QCOMPARE(first.test.left(36), QStringLiteral("thread.yield.preemptive.ctx.k_to_k -"));
    QCOMPARE(first.unit, QStringLiteral("cycles"));
    QCOMPARE(*first.mean, 315.0);
    QCOMPARE(first.printed.value("ns").toInteger(), qint64(2625));
    QCOMPARE(first.printed.value("description").toString(),
             QStringLiteral("Context switch via k_yield"));
    QCOMPARE(first.printed.value("form").toString(), QStringLiteral("console"));
    QCOMPARE(first.status, QStringLiteral("ok"));
    QCOMPARE(first.line, 4);
    const SuiteResult *fifo = find(r, "zephyr.fifo.put.wake_ctx.k_to_k");
    QVERIFY(fifo);
    QCOMPARE(*fifo->mean, 590.0);
    const SuiteResult *failed = find(r, "zephyr.condvar.wait.blocking.k_to_k");
    QVERIFY(failed);
    QCOMPARE(failed->status, QStringLiteral("fail"));
    QVERIFY(!failed->mean);
    const SuiteResult *tick = find(r, "zephyr.mutex.unlock.immediate.recursive.kernel");
    QVERIFY(tick);
    QCOMPARE(tick->status, QStringLiteral("fail"));
    QCOMPARE(*tick->mean, 44.0);
    QCOMPARE(tick->printed.value("notes").toString(), QStringLiteral("Error: Tick Occurred"));
    QCOMPARE(*find(r, "zephyr.heap.free.immediate")->mean, 425.0);
}

void TstSuiteImport::zephyrCsvEqualsConsole()
{
    const SuiteParseResult a = parseZephyrLatencyOutput(sample("zephyr_latency.log"));
    const SuiteParseResult b = parseZephyrLatencyOutput(sample("zephyr_latency.csv"));
    QVERIFY2(b.ok(), qPrintable(b.error));
    QCOMPARE(b.results.size(), a.results.size());
    for (size_t i = 0; i < a.results.size(); ++i) {
        QCOMPARE(b.results[i].metric, a.results[i].metric);
        QCOMPARE(b.results[i].status, a.results[i].status);
        QCOMPARE(b.results[i].mean, a.results[i].mean);
        QCOMPARE(b.results[i].printed.value("ns"), a.results[i].printed.value("ns"));
        QCOMPARE(b.results[i].printed.value("notes"), a.results[i].printed.value("notes"));
        QCOMPARE(b.results[i].printed.value("form").toString(), QStringLiteral("csv"));
    }
}

void TstSuiteImport::zephyrOldFormat()
{
    // Zephyr 3.5 README.rst sample: description only, no notes field in older releases.
    const SuiteParseResult r = parseZephyrLatencyOutput(
        "        Preemptive threads ctx switch via k_yield (K -> K)  :     519 cycles ,     4325 "
        "ns :\n"
        "Average time for heap free                                  :     431 cycles ,     3591 "
        "ns\n");
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.results.size(), size_t(2));
    QCOMPARE(r.results[0].metric,
             QStringLiteral("zephyr.preemptive_threads_ctx_switch_via_k_yield_k_k"));
    QCOMPARE(*r.results[0].mean, 519.0);
    QCOMPARE(r.results[1].metric, QStringLiteral("zephyr.average_time_for_heap_free"));
    QCOMPARE(r.results[1].printed.value("ns").toInteger(), qint64(3591));
}

void TstSuiteImport::threadMetric()
{
    const SuiteParseResult r = parseThreadMetricOutput(sample("thread_metric.log"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.results.size(), size_t(2));
    const SuiteResult &basic = r.results[0];
    QCOMPARE(basic.metric, QStringLiteral("thread_metric.basic_single_thread_processing"));
    QCOMPARE(basic.unit, QStringLiteral("count/period"));
    QVERIFY(basic.higherIsBetter);
    QCOMPARE(*basic.n, qint64(3));
    QCOMPARE(*basic.min, 6235467.0);
    QCOMPARE(*basic.median, 6235469.0);
    QCOMPARE(*basic.max, 6235470.0);
    QCOMPARE(basic.status, QStringLiteral("ok"));
    QCOMPARE(basic.printed.value("period_s").toInteger(), qint64(30));
    const SuiteResult &pre = r.results[1];
    QCOMPARE(pre.metric, QStringLiteral("thread_metric.preemptive_scheduling"));
    // The report cut off after its header has no total, and the period that printed an ERROR
    // (total 5991492) is an invalid window (issue 13 item 10): neither is counted.
    QCOMPARE(*pre.n, qint64(3));
    QCOMPARE(*pre.min, 5991470.0);
    QCOMPARE(*pre.max, 5991480.0);
    QCOMPARE(*pre.median, 5991475.0);
    QCOMPARE(*pre.mean, 5991475.0);
    QVERIFY(std::abs(*pre.sd - 5.0) < 1e-9); // sample SD of 5991470, 5991480, 5991475
    QCOMPARE(pre.printed.value("period_totals").toArray().size(), 3);
    QCOMPARE(pre.printed.value("relative_times_s").toArray().size(), 3);
    QCOMPARE(pre.status, QStringLiteral("fail")); // one period printed an ERROR
    QCOMPARE(pre.printed.value("error_lines").toArray().first().toInt(), 14);
    const QJsonArray invalid = pre.printed.value("invalid_windows").toArray();
    QCOMPARE(invalid.size(), 1);
    QCOMPARE(invalid.first().toObject().value("total").toInteger(), qint64(5991492));
}

void TstSuiteImport::rtosBenchmark()
{
    const SuiteParseResult r = parseRtosBenchmarkOutput(sample("rtos_benchmark.log"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.results.size(), size_t(12));
    const SuiteResult *spawn = find(r, "rtos_benchmark.thread.spawn_no_context_switch");
    QVERIFY(spawn);
    QCOMPARE(spawn->status, QStringLiteral("unsupported"));
    QVERIFY(!spawn->mean);
    const SuiteResult *start = find(r, "rtos_benchmark.thread.start_no_context_switch");
    QVERIFY(start);
    QCOMPARE(start->test, QStringLiteral("Thread stats / Start (no context switch)"));
    const SuiteResult *sw = find(r, "context_switch");
    QVERIFY(sw);
    QCOMPARE(sw->unit, QStringLiteral("ns"));
    QCOMPARE(*sw->mean, 1960.0);
    QCOMPARE(*sw->min, 1900.0);
    QCOMPARE(*sw->max, 3480.0);
    QVERIFY(!sw->n);
    // one give -> wake switch (issue 13 item 9): sem_give_wake since issue 32
    QCOMPARE(*find(r, "sem_give_wake")->mean, 3110.0);
    QVERIFY(!find(r, "preempt"));
    QCOMPARE(*find(r, "rtos_benchmark.semaphore.take_context_switch")->min, 2900.0);
    QCOMPARE(*find(r, "heap_alloc")->max, 2940.0);
    QCOMPARE(*find(r, "heap_free")->mean, 1080.0);
    QCOMPARE(*find(r, "irq_response")->min, 400.0);
    QCOMPARE(*find(r, "rtos_benchmark.mutex.lock_no_owner")->mean, 520.0);
    QVERIFY(find(r, "rtos_benchmark.yield.yield_no_context_switch"));
}

void TstSuiteImport::malformed_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("says");
    const int rr = int(SuiteFormat::RRhealstone), z = int(SuiteFormat::ZephyrLatency),
              tm = int(SuiteFormat::ThreadMetric), rb = int(SuiteFormat::RtosBenchmark);
    QTest::newRow("rr-no-value") << rr
                                 << QByteArray("boot\nR-Rhealstone: task switch time - 1.0 us\n"
                                               "R-Rhealstone: task preempt time - us\n")
                                 << 3 << "R-Rhealstone";
    QTest::newRow("rr-empty") << rr << QByteArray("msh >\nhello\n") << 0 << "no R-Rhealstone";
    QTest::newRow("rr-duplicate") << rr
                                  << QByteArray("R-Rhealstone: task switch time - 1 us\n"
                                                "R-Rhealstone: task switch time - 2 us\n")
                                  << 2 << "line 1";
    QTest::newRow("z-garbled") << z
                               << QByteArray("START - Time Measurement\n"
                                             "thread.yield.preemptive.ctx.k_to_k - Context "
                                             "switch :   abc cycles ,  12 ns :\n")
                               << 2 << "latency_measure";
    QTest::newRow("z-none") << z << QByteArray("*** Booting Zephyr OS ***\n") << 0
                            << "no latency_measure";
    QTest::newRow("tm-header") << tm
                               << QByteArray("**** Thread-Metric Basic Test **** Relative Time: "
                                             "30\nTime Period Total:  5\n\n**** Thread-Metric "
                                             "Basic Test **** Relative Time:\n")
                               << 4 << "header";
    QTest::newRow("tm-orphan-total")
        << tm << QByteArray("\nTime Period Total:  12\n") << 2 << "header";
    QTest::newRow("tm-bad-total") << tm
                                  << QByteArray("**** Thread-Metric Basic Test **** Relative "
                                                "Time: 30\nTime Period Total:  -5\n")
                                  << 2 << "period total";
    QTest::newRow("tm-no-total") << tm
                                 << QByteArray("x\n**** Thread-Metric Basic Test **** Relative "
                                               "Time: 30\n")
                                 << 2 << "no \"Time Period Total\"";
    QTest::newRow("rb-bad-number") << rb
                                   << QByteArray("** Yield stats [avg, min, max] in nanoseconds "
                                                 "**\n\r Yield (context switch) : 12, x1, 30\n\r")
                                   << 2 << "x1";
    QTest::newRow("rb-order") << rb
                              << QByteArray("** Yield stats [avg, min, max] in nanoseconds **\n"
                                            " Yield (context switch) : 50, 10, 30\n")
                              << 2 << "min <= avg <= max";
    QTest::newRow("rb-title") << rb << QByteArray("\n\n** Yield stats [avg, min, max] **\n") << 3
                              << "title";
    QTest::newRow("rb-none") << rb << QByteArray(" Yield (context switch) : 50, 10, 30\n") << 0
                             << "no rtos-benchmark";
}

void TstSuiteImport::malformed()
{
    QFETCH(int, format);
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, says);
    const SuiteParseResult r = parseSuiteOutput(SuiteFormat(format), text);
    QVERIFY(!r.ok());
    QVERIFY(r.results.empty());
    QCOMPARE(r.errorLine, line);
    if (line > 0)
        QVERIFY2(r.error.startsWith(QStringLiteral("line %1: ").arg(line)), qPrintable(r.error));
    QVERIFY2(r.error.contains(says), qPrintable(r.error));
}

void TstSuiteImport::runFromResults()
{
    const QByteArray log = sample("zephyr_latency.log");
    const SuiteParseResult r = parseZephyrLatencyOutput(log);
    Configuration given;
    given.kernel = "zephyr";
    given.kernelVersion = "3.7.0";
    given.clockHz = 120000000;
    const Run run = suiteRun(SuiteFormat::ZephyrLatency, r, given, log);
    QCOMPARE(run.source, QStringLiteral("zephyr-latency"));
    QCOMPARE(run.status, RunStatus::Complete);
    QCOMPARE(run.rawLog, log);
    QCOMPARE(run.config.kernel, QStringLiteral("zephyr"));
    QCOMPARE(run.config.kernelVersion, QStringLiteral("3.7.0"));
    QCOMPARE(*run.config.timerHz, qint64(120000000)); // stated by the output, not given
    QCOMPARE(run.cases.size(), size_t(12));
    QVERIFY(run.notes.contains("summary only"));
    const CaseResult &c = run.cases[0];
    QVERIFY(c.samples.empty());
    QCOMPARE(c.unit, QStringLiteral("cycles"));
    const QJsonObject o = summaryOf(c);
    QVERIFY(o.value("summary_only").toBool());
    QCOMPARE(o.value("suite").toString(), QStringLiteral("zephyr-latency"));
    QCOMPARE(o.value("mean").toDouble(), 315.0);
    QVERIFY(o.value("median").isNull());
    QVERIFY(o.value("n").isNull());
    // Readers that only know Summary get the printed value and NaN for the rest.
    const Summary s = Summary::fromJson(o);
    QCOMPARE(s.mean, 315.0);
    QVERIFY(std::isnan(s.median));
    QCOMPARE(s.n, qint64(0));

    // A timer rate given on the command line wins over the stated one.
    given.timerHz = 1000;
    QCOMPARE(*suiteRun(SuiteFormat::ZephyrLatency, r, given, log).config.timerHz, qint64(1000));

    const SuiteParseResult t = parseThreadMetricOutput(sample("thread_metric.log"));
    const Run tr = suiteRun(SuiteFormat::ThreadMetric, t, {}, {});
    const QJsonObject to = summaryOf(tr.cases[1]);
    QVERIFY(to.value("higher_is_better").toBool());
    QCOMPARE(to.value("n").toInteger(), qint64(3)); // the ERROR window is excluded
    QCOMPARE(tr.cases[1].sampleCount, qint64(3));
    QVERIFY(tr.notes.contains("higher is better"));
}

void TstSuiteImport::storeRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunStore store;
    QString error;
    QVERIFY2(store.open(dir.filePath("t.db"), &error, false), qPrintable(error));
    const QByteArray log = sample("rtos_benchmark.log");
    Configuration given;
    given.kernel = "freertos";
    given.board = "frdm_k64f";
    Run run = suiteRun(SuiteFormat::RtosBenchmark, parseRtosBenchmarkOutput(log), given, log);
    QVERIFY2(store.saveRun(run, &error), qPrintable(error));
    const auto back = store.loadRun(run.id);
    QVERIFY(back);
    QCOMPARE(back->source, QStringLiteral("rtos-benchmark"));
    QCOMPARE(back->status, RunStatus::Complete);
    QCOMPARE(back->rawLog, log);
    QCOMPARE(back->config.board, QStringLiteral("frdm_k64f"));
    QCOMPARE(back->cases.size(), size_t(12));
    const CaseResult *cs = back->findCase("context_switch");
    QVERIFY(cs);
    QVERIFY(cs->samples.empty());
    const QJsonObject o = summaryOf(*cs);
    QCOMPARE(o.value("min").toDouble(), 1900.0);
    QCOMPARE(o.value("max").toDouble(), 3480.0);
    QCOMPARE(o.value("mean").toDouble(), 1960.0);
    QCOMPARE(o.value("suite_test").toString(),
             QStringLiteral("Yield stats / Yield (context switch)"));
    QCOMPARE(back->findCase("rtos_benchmark.thread.spawn_no_context_switch")->status,
             QStringLiteral("unsupported"));
}

QTEST_GUILESS_MAIN(TstSuiteImport)
#include "tst_suite_import.moc"
