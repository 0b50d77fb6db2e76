// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF report end to end: a real SQLite database with three runs (two kernels, the clock
// varied), written in en and zh_CN, checked with poppler (pdfinfo, pdftotext, pdffonts) when
// installed.
#include "core/io/csv_export.h"
#include "core/store/run_store.h"
#include "report/report.h"
#include "report/report_tr.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace rb;

namespace {

Configuration config(const QString &kernel, const QString &version, qint64 clockHz, int waits)
{
    Configuration c;
    c.board = QStringLiteral("gd32f103");
    c.mcu = QStringLiteral("GD32F103VET6");
    c.core = QStringLiteral("cortex-m3");
    c.toolchain = QStringLiteral("gcc");
    c.toolchainVersion = QStringLiteral("12.2.1 20221205");
    c.cflags = QStringLiteral("-Os -mcpu=cortex-m3 -mthumb -ffunction-sections");
    c.optLevel = QStringLiteral("-Os");
    c.clockHz = clockHz;
    c.flashWaitStates = waits;
    c.kernel = kernel;
    c.kernelVersion = version;
    c.kernelProfile = QStringLiteral("default");
    c.timingMethod = QStringLiteral("dwt");
    c.timerHz = clockHz;
    c.timerEmulated = false;
    c.debugger = QStringLiteral("detached");
    return c;
}

// Deterministic, realistic samples: a base, small jitter, a rare slow path.
CaseResult makeCase(const QString &metric, qint64 base, quint32 seed, int n)
{
    CaseResult c;
    c.metric = metric;
    c.unit = QStringLiteral("cycles");
    c.iterations = n;
    c.warmup = 16;
    c.overhead = 12;
    c.coldSample = base * 2;
    quint32 x = seed;
    for (int i = 0; i < n; ++i) {
        x = x * 1664525u + 1013904223u;
        qint64 v = base + qint64((x >> 16) % 23);
        if ((x >> 8) % 97 == 0)
            v += base / 3;
        c.samples.push_back(v);
    }
    c.sampleCount = qint64(c.samples.size());
    return c;
}

Run makeRun(const Configuration &c, qint64 base, quint32 seed)
{
    Run r;
    r.config = c;
    r.startedAt = QDateTime(QDate(2026, 11, 20), QTime(10, 0), Qt::UTC);
    r.finishedAt = r.startedAt.addSecs(90);
    r.status = RunStatus::Complete;
    r.firmwareSha256 = QStringLiteral("3f5a").repeated(16);
    r.toolVersions.insert(QStringLiteral("arm-none-eabi-gcc"), QStringLiteral("12.2.1"));
    r.workbenchVersion = QStringLiteral(RTOSBENCH_VERSION);
    r.cases.push_back(makeCase(QStringLiteral("yield_round_trip"), base, seed, 600));
    r.cases.push_back(makeCase(QStringLiteral("sem_signal_wait"), base * 3 / 2, seed + 7, 600));
    return r;
}

QString tool(const char *name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString squeezed(QString s)
{
    return s.remove(QRegularExpression(QStringLiteral("\\s+")));
}

} // namespace

class TestReportPdf : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // RB_KEEP_REPORT=1 keeps the PDFs for looking at them (pdftoppm -png -r 60).
        m_dir.setAutoRemove(qEnvironmentVariableIsEmpty("RB_KEEP_REPORT"));
        qInfo("scratch: %s", qPrintable(m_dir.path()));
        m_db = m_dir.filePath(QStringLiteral("report.db"));
        RunStore store;
        QString error;
        QVERIFY2(store.open(m_db, &error, false), qPrintable(error));
        std::vector<Run> runs{
            makeRun(config(QStringLiteral("FreeRTOS"), QStringLiteral("V11.1.0"), 72000000, 2), 310,
                    1),
            makeRun(config(QStringLiteral("FreeRTOS"), QStringLiteral("V11.1.0"), 24000000, 0), 290,
                    2),
            makeRun(config(QStringLiteral("RT-Thread"), QStringLiteral("v5.1.0"), 72000000, 2), 260,
                    3)};
        QVERIFY2(store.saveRuns(runs, &error), qPrintable(error));
    }

    void writesReport_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void writesReport()
    {
        QFETCH(QString, language);
        const QString out = m_dir.filePath(QStringLiteral("report_%1.pdf").arg(language));
        ReportOptions options;
        options.language = language;
        QList<int> steps;
        QString error;
        QElapsedTimer t;
        t.start();
        QVERIFY2(writeReportPdf(
                     m_db, options, out,
                     [&](int percent, const QString &) {
                         steps.push_back(percent);
                         return true;
                     },
                     &error),
                 qPrintable(error));
        qInfo("%s: %lld bytes in %lld ms", qPrintable(language), QFileInfo(out).size(),
              t.elapsed());
        QVERIFY(!steps.isEmpty());
        QCOMPARE(steps.last(), 100);
        QVERIFY(std::is_sorted(steps.cbegin(), steps.cend()));

        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray pdf = f.readAll();
        QVERIFY(pdf.startsWith("%PDF"));
        QVERIFY(!QFile::exists(out + QStringLiteral(".part")));

        // The samples CSV next to the PDF: a header and one row per sample (3 runs x 2 x 600).
        QFile csv(out + QStringLiteral(".samples.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), 1 + 3 * 2 * 600);

        if (const QString pdfinfo = tool("pdfinfo"); !pdfinfo.isEmpty()) {
            const QString info = run(pdfinfo, {out});
            const QRegularExpressionMatch m =
                QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
            QVERIFY2(m.hasMatch(), qPrintable(info));
            QVERIFY2(m.captured(1).toInt() >= 3, qPrintable(info));
            qInfo("%s: %d pages", qPrintable(language), m.captured(1).toInt());
        } else {
            QVERIFY(pdf.count("/Type /Page\n") + pdf.count("/Type /Page ") +
                        pdf.count("/Type /Page>") >=
                    3);
        }
        if (const QString pdftotext = tool("pdftotext"); !pdftotext.isEmpty()) {
            const QString text = squeezed(run(pdftotext, {out, QStringLiteral("-")}));
            QVERIFY2(!text.isEmpty(), "pdftotext gave no text");
            QVERIFY(text.contains(
                squeezed(QStringLiteral("-Os -mcpu=cortex-m3 -mthumb -ffunction-sections"))));
            QVERIFY(text.contains(QStringLiteral("72MHz")));
            QVERIFY(text.contains(QStringLiteral("24MHz")));
            QVERIFY(text.contains(QStringLiteral("GD32F103VET6")));
            QVERIFY(text.contains(QStringLiteral("yield_round_trip")));
            QVERIFY(text.contains(QStringLiteral("report_%1.pdf.samples.csv").arg(language)));
            // Two kernels and one varied condition (the clock): the rank-shift chart is drawn.
            // Summary first (issue 16): the kernel x configuration table, then the rank shift,
            // the warnings and conditions; disclosures and per-run tables in the appendix.
            const auto before = [&text](const QString &a, const QString &b) {
                const qsizetype ia = text.indexOf(a), ib = text.indexOf(b);
                return ia >= 0 && ib > ia;
            };
            // A glance table per configuration (issue 38; the two kernels keep their order, so
            // no rank-shift chart: tst_report_layout draws them).
            QVERIFY2(text.contains(QStringLiteral("clock_hz=24000000")), qPrintable(text));
            QVERIFY(text.contains(QStringLiteral("clock_hz=72000000")));
            if (language == QLatin1String("zh_CN")) {
                // The title once, in Chinese: no subtitle, no English in parentheses (issue 38).
                QVERIFY(text.contains(QStringLiteral("RTOS基准测试报告")));
                QVERIFY(!text.contains(QStringLiteral("RTOSperformancetestreport")));
                QVERIFY(!text.contains(QStringLiteral("性能测试报告")));
                // The report's own text and the core's (trap titles) in Chinese.
                QVERIFY(before(QStringLiteral("测量陷阱"), QStringLiteral("混杂因素")));
                // The appendix's heading, with the section under it (the body text says 附录 too:
                // "... 在附录中" on page 1, where the English says "the appendix").
                const qsizetype appendix = std::max(text.indexOf(QStringLiteral("附录测量链")),
                                                    text.indexOf(QStringLiteral("附录各指标结果")));
                QVERIFY2(appendix > 0, "no appendix heading");
                QVERIFY(before(QStringLiteral("混杂因素"), text.mid(appendix, 6)));
                QVERIFY(!text.contains(QStringLiteral("Measurementtraps")));
                QVERIFY(!text.contains(QStringLiteral("notsubtracted")));
            } else {
                QVERIFY(!text.contains(QStringLiteral("混杂因素")));
                QVERIFY(before(QStringLiteral("Results:clock_hz="),
                               QStringLiteral("Measurementtraps")));
                QVERIFY(before(QStringLiteral("Sharedbyeveryrun:"), QStringLiteral("Appendix")));
                QVERIFY(before(QStringLiteral("Appendix"), QStringLiteral("Disclosure")));
                // Issue 17 item 5: the appendix names each run by its kernel and what differs.
                QVERIFY2(
                    QRegularExpression(QStringLiteral("#\\d+FreeRTOS24MHz")).match(text).hasMatch(),
                    qPrintable(text));
                QVERIFY(QRegularExpression(QStringLiteral("#\\d+RT-Thread72MHz"))
                            .match(text)
                            .hasMatch());
                // The appendix's per-metric table: one row per kernel, one column per clock:
                // FreeRTOS's medians at 24 and 72 MHz with their ranks, RT-Thread only at 72 MHz.
                QVERIFY2(QRegularExpression(QStringLiteral("FreeRTOS[0-9.]+\\[[0-9.,]+\\]·#[12]"
                                                           "[0-9.]+\\[[0-9.,]+\\]·#[12]"))
                             .match(text)
                             .hasMatch(),
                         qPrintable(text.left(1500)));
            }
        }
        if (const QString pdffonts = tool("pdffonts"); !pdffonts.isEmpty()) {
            const QString fonts = run(pdffonts, {out});
            const bool cjk = fonts.contains(QStringLiteral("CJK"));
            QVERIFY2(language == QLatin1String("en") || cjk, qPrintable(fonts));
        }
    }

    // A plural through the report's translator has its count in both languages (zh_CN printed
    // "%n" literally: QTranslator leaves it to the caller).
    void pluralsHaveTheirCount()
    {
        for (const QString &lang : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            report::LanguageScope scope(lang);
            const QString t =
                report::Text::tr("and %n more of this trap (all in the appendix)", nullptr, 5);
            QVERIFY2(t.contains(QLatin1Char('5')) && !t.contains(QStringLiteral("%n")),
                     qPrintable(lang + ": " + t));
        }
    }

    // Bare metal in a kernel comparison: its profile "none" (every RTOS says "default") never
    // varies within a kernel, so it is an attribute of the kernel, not a second varied
    // condition; the rank shift by the clock is still drawn (it was omitted: "more than one
    // condition").
    void bareMetalKeepsTheRankShift()
    {
        const QString db = m_dir.filePath(QStringLiteral("bare.db"));
        {
            RunStore store;
            QString error;
            QVERIFY2(store.open(db, &error, false), qPrintable(error));
            std::vector<Run> runs;
            quint32 seed = 20;
            for (const qint64 hz : {qint64(24000000), qint64(72000000)}) {
                Configuration b = config(QStringLiteral("baremetal"), QStringLiteral("none"), hz,
                                         hz > 24000000 ? 2 : 0);
                b.kernelProfile = QStringLiteral("none");
                runs.push_back(makeRun(b, 100, ++seed));
                for (const QString &k : {QStringLiteral("FreeRTOS"), QStringLiteral("ThreadX")})
                    runs.push_back(
                        makeRun(config(k, QStringLiteral("1"), hz, hz > 24000000 ? 2 : 0),
                                k == QLatin1String("ThreadX") ? 250 : 300, ++seed));
            }
            QVERIFY2(store.saveRuns(runs, &error), qPrintable(error));
        }
        const QString out = m_dir.filePath(QStringLiteral("bare.pdf"));
        QString error;
        ReportOutcome outcome;
        QVERIFY2(writeReportPdf(db, ReportOptions{}, out, {}, &error, &outcome), qPrintable(error));
        QVERIFY(outcome.pagesBeforeAppendix > 0 && outcome.pages > outcome.pagesBeforeAppendix);
        if (const QString pdftotext = tool("pdftotext"); !pdftotext.isEmpty()) {
            const QString text = squeezed(run(pdftotext, {out, QStringLiteral("-")}));
            // The clock is the one varied condition: a glance table each, nothing omitted (the
            // kernels keep their order, so no chart is drawn: tst_report_layout draws them).
            QVERIFY2(text.contains(QStringLiteral("Results:clock_hz=72000000")), qPrintable(text));
            QVERIFY(!text.contains(QStringLiteral("Rank-shiftchartomitted")));
        }
    }

    // Issue 17 item 10: metrics no run measured (three bare-metal runs and the thread cases
    // they report as unsupported) are named in one line, not given empty tables and plots.
    void unsupportedMetricsInOneLine()
    {
        const QString db = m_dir.filePath(QStringLiteral("unsupported.db"));
        {
            RunStore store;
            QString error;
            QVERIFY2(store.open(db, &error, false), qPrintable(error));
            std::vector<Run> runs;
            quint32 seed = 40;
            for (const qint64 hz : {qint64(24000000), qint64(72000000), qint64(108000000)}) {
                Configuration b = config(QStringLiteral("baremetal"), QStringLiteral("none"), hz,
                                         hz > 24000000 ? 2 : 0);
                Run r = makeRun(b, 100, ++seed);
                for (const char *m : {"thread_create", "mutex_lock_unlock", "queue_send_receive"}) {
                    CaseResult c;
                    c.metric = QString::fromLatin1(m);
                    c.unit = QStringLiteral("cycles");
                    c.status = QStringLiteral("unsupported");
                    r.cases.push_back(c);
                }
                runs.push_back(r);
            }
            QVERIFY2(store.saveRuns(runs, &error), qPrintable(error));
        }
        const QString out = m_dir.filePath(QStringLiteral("unsupported.pdf"));
        QString error;
        ReportOutcome outcome;
        QVERIFY2(writeReportPdf(db, ReportOptions{}, out, {}, &error, &outcome), qPrintable(error));
        // Two measured metrics: one page of results, one of plots (it drew a page per metric).
        QVERIFY2(outcome.pagesBeforeAppendix <= 4,
                 qPrintable(QString::number(outcome.pagesBeforeAppendix)));
        if (const QString pdftotext = tool("pdftotext"); !pdftotext.isEmpty()) {
            const QString text = squeezed(run(pdftotext, {out, QStringLiteral("-")}));
            QVERIFY2(text.contains(QStringLiteral(
                         "Notmeasuredbyanyrun(unsupportedorfailed):thread_create,mutex_lock_"
                         "unlock,queue_send_receive.")),
                     qPrintable(text.left(2000)));
            QCOMPARE(text.count(QStringLiteral("thread_create")), 1);
        }
    }

    // Issue 32: a run that states its adapter's instructions in a window (mech.<case>.cost)
    // gets its kernel-only median beside the median in the results table; one without does not.
    void kernelOnlyMedianBesideTheMedian()
    {
        const QString db = m_dir.filePath(QStringLiteral("stated.db"));
        double median = 0;
        {
            RunStore store;
            QString error;
            QVERIFY2(store.open(db, &error, false), qPrintable(error));
            Configuration a = config(QStringLiteral("FreeRTOS"), QStringLiteral("1"), 72000000, 2);
            a.extra.insert(QStringLiteral("mech.yield_round_trip.cost"), QStringLiteral("12"));
            std::vector<Run> runs{
                makeRun(a, 300, 61),
                makeRun(config(QStringLiteral("ThreadX"), QStringLiteral("1"), 72000000, 2), 250,
                        62)};
            std::vector<double> corrected;
            for (const qint64 v : runs.front().cases.front().samples)
                corrected.push_back(double(v - 12)); // the case's overhead is 12
            std::sort(corrected.begin(), corrected.end());
            const size_t n = corrected.size();
            median = n % 2 ? corrected[n / 2] : (corrected[n / 2 - 1] + corrected[n / 2]) / 2;
            QVERIFY2(store.saveRuns(runs, &error), qPrintable(error));
        }
        const QString out = m_dir.filePath(QStringLiteral("stated.pdf"));
        QString error;
        QVERIFY2(writeReportPdf(db, ReportOptions{}, out, {}, &error), qPrintable(error));
        const QString pdftotext = tool("pdftotext");
        if (pdftotext.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        const QString text = squeezed(run(pdftotext, {out, QStringLiteral("-")}));
        const QRegularExpression re(QStringLiteral("kernel-only(\\d+(?:\\.\\d+)?)"));
        QRegularExpressionMatchIterator it = re.globalMatch(text);
        QStringList found;
        while (it.hasNext())
            found << it.next().captured(1);
        QVERIFY2(found.size() == 1, qPrintable(found.join(QLatin1Char(' ')) + text.left(3000)));
        QVERIFY2(std::abs(found.front().toDouble() - (median - 12)) < 0.51,
                 qPrintable(found.front() + QStringLiteral(" vs ") + QString::number(median - 12)));
    }

    void rankShiftOmittedForOneKernel()
    {
        const QString out = m_dir.filePath(QStringLiteral("one_kernel.pdf"));
        ReportOptions options;
        options.runIds = {1, 2};
        options.metrics = {QStringLiteral("yield_round_trip")};
        QString error;
        QVERIFY2(writeReportPdf(m_db, options, out, {}, &error), qPrintable(error));
        if (const QString pdftotext = tool("pdftotext"); !pdftotext.isEmpty()) {
            const QString text = squeezed(run(pdftotext, {out, QStringLiteral("-")}));
            QVERIFY(text.contains(QStringLiteral("Rank-shiftchartomitted:onlyonekernel")));
            // One kernel at two clocks is two configurations, a column each (it said "one
            // (only the kernel varies)" and put both medians in one cell).
            QVERIFY2(text.contains(QStringLiteral("configurations:clock_hz=")),
                     qPrintable(text.left(800)));
            QVERIFY(!text.contains(QStringLiteral("sem_signal_wait")));
        }
    }

    void cancelLeavesNoPdf()
    {
        const QString out = m_dir.filePath(QStringLiteral("cancelled.pdf"));
        QString error;
        QVERIFY(!writeReportPdf(
            m_db, ReportOptions{}, out, [](int percent, const QString &) { return percent < 30; },
            &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(out));
        QVERIFY(!QFile::exists(out + QStringLiteral(".part")));
    }

    void unknownRunIsAnError()
    {
        ReportOptions options;
        options.runIds = {99};
        QString error;
        QVERIFY(
            !writeReportPdf(m_db, options, m_dir.filePath(QStringLiteral("x.pdf")), {}, &error));
        QVERIFY2(error.contains(QStringLiteral("99")), qPrintable(error));
    }

private:
    QTemporaryDir m_dir;
    QString m_db;
};

QTEST_MAIN(TestReportPdf)
#include "tst_report_pdf.moc"
