// SPDX-License-Identifier: GPL-3.0-or-later
// The report at real size (issue 38 item 5): 8 kernels x 2 optimisation levels x 20 metrics (16
// results and 4 cases of the measurement chain), as qemu-kernels.json stores them, written in en
// and zh_CN; and 12 kernels x 2 levels for the widest glance table. Read back page by page with
// pdftotext (poppler-utils; its pages are separated by form feeds).
#include "core/store/run_store.h"
#include "report/report.h"
#include "report/report_data.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

namespace {

const QStringList kChain{QStringLiteral("cal_timer_read"), QStringLiteral("cal_loop"),
                         QStringLiteral("cal_known_seq"), QStringLiteral("call_switch_floor")};
const QStringList kResults{QStringLiteral("yield_round_trip"), QStringLiteral("context_switch"),
                           QStringLiteral("preempt_resume"),   QStringLiteral("sem_give_wake"),
                           QStringLiteral("sem_ping_pong"),    QStringLiteral("queue_post_1"),
                           QStringLiteral("queue_post_16"),    QStringLiteral("mutex_lock_unlock"),
                           QStringLiteral("mutex_pi"),         QStringLiteral("irq_response"),
                           QStringLiteral("irq_to_task"),      QStringLiteral("tick_jitter"),
                           QStringLiteral("thread_create"),    QStringLiteral("thread_join"),
                           QStringLiteral("heap_alloc"),       QStringLiteral("heap_free")};
const QStringList kKernels{
    QStringLiteral("freertos"),       QStringLiteral("threadx"), QStringLiteral("rtthread"),
    QStringLiteral("rtthread-nano"),  QStringLiteral("ucos3"),   QStringLiteral("rtx5"),
    QStringLiteral("tencentos-tiny"), QStringLiteral("zephyr"),  QStringLiteral("nuttx"),
    QStringLiteral("liteos-m"),       QStringLiteral("chibios"), QStringLiteral("embassy")};
const QStringList kLevels{QStringLiteral("-O0"), QStringLiteral("-Os")};

CaseResult makeCase(const QString &metric, qint64 base, quint32 seed, int n)
{
    CaseResult c;
    c.metric = metric;
    c.unit = QStringLiteral("ticks");
    c.iterations = n;
    c.warmup = 16;
    c.overhead = metric == QLatin1String("cal_timer_read") ? 0 : 3;
    c.coldSample = base + 2;
    c.status = QStringLiteral("ok");
    quint32 x = seed;
    for (int i = 0; i < n; ++i) {
        x = x * 1664525u + 1013904223u;
        c.samples.push_back(base + qint64((x >> 16) % 3));
    }
    c.sampleCount = qint64(c.samples.size());
    return c;
}

// kernels x the two levels: the chain the same for every kernel, the results in an order that
// differs between the levels (13 is prime: distinct medians for up to 12 kernels).
std::vector<Run> makeRuns(int kernels, int levels, int samples)
{
    std::vector<Run> runs;
    quint32 seed = 1;
    for (int k = 0; k < kernels; ++k)
        for (int l = 0; l < levels; ++l) {
            Run r;
            Configuration &c = r.config;
            c.board = QStringLiteral("qemu");
            c.mcu = QStringLiteral("STM32F205 (emulated)");
            c.core = QStringLiteral("cortex-m3");
            c.toolchain = QStringLiteral("gcc");
            c.toolchainVersion = QStringLiteral("12.2.1 20221205");
            c.optLevel = kLevels[l];
            c.cflags = kLevels[l] + QStringLiteral(" -mcpu=cortex-m3 -mthumb");
            c.kernel = kKernels[k];
            c.kernelVersion = QStringLiteral("1");
            c.kernelProfile = QStringLiteral("default");
            c.timingMethod = QStringLiteral("icount");
            c.timerEmulated = true;
            r.status = RunStatus::Complete;
            r.startedAt = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
            r.finishedAt = r.startedAt.addSecs(30);
            for (int m = 0; m < kChain.size(); ++m)
                r.cases.push_back(makeCase(kChain[m], (l == 0 ? 600 : 200) / (m + 1), ++seed, 50));
            CaseResult gpio; // as on QEMU: no GPIO to toggle
            gpio.metric = QStringLiteral("cal_gpio_toggle");
            gpio.unit = QStringLiteral("ticks");
            gpio.status = QStringLiteral("unsupported");
            r.cases.push_back(gpio);
            for (int m = 0; m < kResults.size(); ++m)
                r.cases.push_back(makeCase(kResults[m],
                                           200 + 7 * (((l == 0 ? 2 : 5) * k + m) % 13) * (2 - l),
                                           ++seed, samples));
            runs.push_back(r);
        }
    return runs;
}

QString tool(const char *name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

// The PDF's text, a string per page, without white space (or with it, as pdftotext set it).
QStringList pagesOf(const QString &pdf, bool squeeze = true)
{
    QProcess p;
    p.start(tool("pdftotext"), {pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    QStringList pages = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\f'));
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast();
    for (QString &page : pages)
        if (squeeze)
            page.remove(QRegularExpression(QStringLiteral("\\s+")));
    return pages;
}

// Pages before the one that opens with the appendix's heading.
int pagesBefore(const QStringList &pages, const QString &appendix)
{
    for (int i = 0; i < pages.size(); ++i)
        if (pages[i].startsWith(appendix))
            return i;
    return -1;
}

} // namespace

class TestReportLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (tool("pdftotext").isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QVERIFY(m_dir.isValid());
        m_dir.setAutoRemove(qEnvironmentVariableIsEmpty("RB_KEEP_REPORT"));
        qInfo("scratch: %s", qPrintable(m_dir.path()));
        // k12: the widest glance table (24 runs, few samples: quicker).
        for (const auto &[name, kernels, levels, samples] :
             {std::tuple(QStringLiteral("k8"), 8, 2, 300),
              std::tuple(QStringLiteral("k12"), 12, 2, 30)}) {
            const QString db = m_dir.filePath(name + QStringLiteral(".db"));
            RunStore store;
            QString error;
            QVERIFY2(store.open(db, &error, false), qPrintable(error));
            std::vector<Run> runs = makeRuns(kernels, levels, samples);
            QVERIFY2(store.saveRuns(runs, &error), qPrintable(error));
            for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
                if (name == QLatin1String("k12") && lang != QLatin1String("en"))
                    continue;
                ReportOptions options;
                options.language = lang;
                const QString out = m_dir.filePath(QStringLiteral("%1_%2.pdf").arg(name, lang));
                ReportOutcome outcome;
                QElapsedTimer t;
                t.start();
                QVERIFY2(writeReportPdf(store, options, out, {}, &error, &outcome),
                         qPrintable(error));
                m_pages.insert(name + lang, pagesOf(out));
                m_spaced.insert(name + lang, pagesOf(out, false));
                m_outcomes.insert(name + lang, outcome);
                qInfo("%s %s: %d pages, %d before the appendix, %lld ms", qPrintable(name),
                      qPrintable(lang), outcome.pages, outcome.pagesBeforeAppendix, t.elapsed());
            }
        }
    }

    void atMostSixPagesBeforeTheAppendix_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("appendix");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Appendix");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("附录");
    }

    // 16 runs x 20 metrics gave 26 pages before the appendix (the calibration tables first, a
    // table, a rank-shift chart and a box plot per metric, the conditions of every run).
    void atMostSixPagesBeforeTheAppendix()
    {
        QFETCH(QString, language);
        QFETCH(QString, appendix);
        const QStringList pages = m_pages.value(QStringLiteral("k8") + language);
        const int before = pagesBefore(pages, appendix);
        QVERIFY2(before > 0, qPrintable(pages.join(QLatin1Char('\n')).left(3000)));
        QVERIFY2(before <= 6, qPrintable(QStringLiteral("%1 pages before the appendix of %2")
                                             .arg(before)
                                             .arg(pages.size())));
        QCOMPARE(m_outcomes.value(QStringLiteral("k8") + language).pagesBeforeAppendix, before);
        QCOMPARE(m_outcomes.value(QStringLiteral("k8") + language).pages, int(pages.size()));
    }

    // The measurement chain's cases are in the appendix's measurement-chain section, nowhere
    // before it (page 1 opened with their three tables, identical for every kernel).
    void measurementChainOnlyInTheAppendix()
    {
        const QStringList pages = m_pages.value(QStringLiteral("k8en"));
        const int before = pagesBefore(pages, QStringLiteral("Appendix"));
        QVERIFY(before > 0);
        const QString front = pages.mid(0, before).join(QString());
        const QString back = pages.mid(before).join(QString());
        for (const QString &m : kChain + QStringList{QStringLiteral("cal_gpio_toggle")}) {
            QVERIFY2(!front.contains(m), qPrintable(m));
            QVERIFY2(back.indexOf(m) > back.indexOf(QStringLiteral("Measurementchain")),
                     qPrintable(m));
        }
        QVERIFY(back.indexOf(QStringLiteral("Measurementchain")) >= 0);
        for (const QString &m : kResults)
            QVERIFY2(front.contains(m), qPrintable(m));
    }

    void titleOnce_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("RTOSbenchmarkreport");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("RTOS基准测试报告");
    }

    // The title once, in the report's language, besides every page's footer (zh_CN printed a
    // subtitle with an English one in parentheses under it).
    void titleOnce()
    {
        QFETCH(QString, language);
        QFETCH(QString, title);
        const QStringList pages = m_pages.value(QStringLiteral("k8") + language);
        QVERIFY(!pages.isEmpty());
        QVERIFY2(pages.front().startsWith(title), qPrintable(pages.front().left(200)));
        const QString all = pages.join(QString());
        QCOMPARE(all.count(title), int(pages.size()) + 1);
        QVERIFY(!all.contains(QStringLiteral("performancetestreport")));
        QVERIFY(!all.contains(QStringLiteral("性能测试报告")));
    }

    void glanceTableOnOnePage_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<int>("kernels");
        QTest::addColumn<int>("levels");
        QTest::newRow("8 kernels, en") << QStringLiteral("k8en") << 8 << 2;
        QTest::newRow("8 kernels, zh_CN") << QStringLiteral("k8zh_CN") << 8 << 2;
        QTest::newRow("12 kernels, en") << QStringLiteral("k12en") << 12 << 2;
    }

    // One glance table per configuration, each on its own page: every kernel a column, every
    // result a row, a rank in every cell; then the rank shifts of the metrics that change.
    void glanceTableOnOnePage()
    {
        QFETCH(QString, set);
        QFETCH(int, kernels);
        QFETCH(int, levels);
        const QStringList pages = m_pages.value(set);
        QVERIFY(pages.size() > 3);
        static const QRegularExpression rank(QStringLiteral("·\\s*#(\\d+)"));
        for (int l = 0; l < levels; ++l) {
            const QString &page = pages[l];
            QVERIFY2(levels == 1 || page.contains(QStringLiteral("opt_level=") + kLevels[l]),
                     qPrintable(page.left(600)));
            for (int k = 0; k < kernels; ++k)
                QVERIFY2(page.contains(kKernels[k]), qPrintable(kKernels[k]));
            qsizetype from = 0;
            for (const QString &m : kResults) { // the rows in report order
                const qsizetype at = page.indexOf(m + QStringLiteral("(ticks)"), from);
                QVERIFY2(at >= from, qPrintable(m));
                from = at;
            }
            int cells = 0, worst = 0;
            for (auto it = rank.globalMatch(m_spaced.value(set).value(l)); it.hasNext();) {
                worst = std::max(worst, it.next().captured(1).toInt());
                ++cells;
            }
            QCOMPARE(cells, kernels * int(kResults.size()));
            QCOMPARE(worst, kernels);
        }
        if (levels == 1)
            return;
        QVERIFY2(pages[2].startsWith(QStringLiteral("Rankshiftbyopt_level")) ||
                     pages[2].startsWith(QStringLiteral("按opt_level的排名变化")),
                 qPrintable(pages[2].left(200)));
    }

    // A run whose build failed states no conditions but its kernel, level and board (nuttx at
    // -O2 in a 36-run sweep of three levels, where the other kernels have -O2). Its unknown
    // toolchain, flags and profile are no condition that varies: before, they made the whole
    // report one configuration, each cell three medians.
    void failedRunLeavesTheVariedCondition()
    {
        RunStore store;
        QString error;
        QVERIFY2(store.open(m_dir.filePath(QStringLiteral("failed.db")), &error, false),
                 qPrintable(error));
        std::vector<Run> runs = makeRuns(4, 2, 30);
        Run failed;
        failed.config.board = QStringLiteral("qemu");
        failed.config.kernel = kKernels[3];
        failed.config.optLevel = kLevels[1];
        failed.config.timingMethod = QStringLiteral("icount");
        failed.status = RunStatus::Failed;
        failed.statusReason = QStringLiteral("build failed");
        failed.startedAt = QDateTime(QDate(2026, 12, 1), QTime(11, 0), Qt::UTC);
        runs.push_back(failed);
        QVERIFY2(store.saveRuns(runs, &error), qPrintable(error));
        const std::optional<report::ReportData> d =
            report::collectReportData(store, {}, {}, false, &error);
        QVERIFY2(d, qPrintable(error));
        QCOMPARE(int(d->runs.size()), 9);
        QCOMPARE(d->shiftCondition, QStringLiteral("opt_level"));
        QVERIFY2(d->rankShiftOmitted.isEmpty(), qPrintable(d->rankShiftOmitted));
    }

private:
    QTemporaryDir m_dir;
    QHash<QString, QStringList> m_pages;
    QHash<QString, QStringList> m_spaced;
    QHash<QString, ReportOutcome> m_outcomes;
};

QTEST_MAIN(TestReportLayout)
#include "tst_report_layout.moc"
