// SPDX-License-Identifier: GPL-3.0-or-later
// Runs imported from other suites (summary only, no samples) enter the analysis with the value
// the suite printed, rank by it, and do not trip the overhead trap meant for raw samples.
#include "core/analysis/ranking.h"
#include "core/analysis/series.h"
#include "core/analysis/traps.h"
#include "core/io/suite_import.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace rb;

namespace {
Run importRun(SuiteFormat f, const QString &file, const QString &kernel)
{
    QFile in(QStringLiteral(RB_TEST_DATA "/suites/") + file);
    if (!in.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(in.fileName()));
    const QByteArray text = in.readAll();
    const SuiteParseResult parsed = parseSuiteOutput(f, text);
    if (!parsed.ok())
        qFatal("%s", qPrintable(parsed.error));
    Configuration c;
    c.kernel = kernel;
    c.board = QStringLiteral("stm32f103");
    Run run = suiteRun(f, parsed, c, text);
    run.id = 7;
    return run;
}

const Series *find(const std::vector<Series> &list, const QString &metric)
{
    for (const Series &s : list)
        if (s.metric == metric)
            return &s;
    return nullptr;
}
} // namespace

class TstSeriesSummaryOnly : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void printedMeanIsTheValue()
    {
        const Run run = importRun(SuiteFormat::RRhealstone, QStringLiteral("rrhealstone.log"),
                                  QStringLiteral("freertos"));
        const auto list = seriesFromRun(run);
        const Series *sw = find(list, QStringLiteral("context_switch"));
        QVERIFY(sw);
        QVERIFY(sw->summaryOnly);
        QVERIFY(!sw->hasSamples());
        QVERIFY(!sw->isReference);
        QCOMPARE(sw->value, 1.049049);
        QCOMPARE(sw->center(), 1.049049);
        QVERIFY2(sw->statistic.contains(QLatin1String("mean")), qPrintable(sw->statistic));
    }

    void throughputIsHigherIsBetter()
    {
        const Run run = importRun(SuiteFormat::ThreadMetric, QStringLiteral("thread_metric.log"),
                                  QStringLiteral("threadx"));
        const auto list = seriesFromRun(run);
        QVERIFY(!list.empty());
        for (const Series &s : list) {
            QVERIFY(s.summaryOnly);
            QVERIFY(s.higherIsBetter);
            QVERIFY(std::isfinite(s.center()) && s.center() > 0);
        }
    }

    void measuredSeriesAreUnchanged()
    {
        Run run;
        run.id = 3;
        CaseResult c;
        c.metric = QStringLiteral("context_switch");
        c.unit = QStringLiteral("cycles");
        c.samples = {5, 7, 9};
        c.sampleCount = 3;
        run.cases.push_back(c);
        const auto list = seriesFromRun(run);
        QCOMPARE(list.size(), std::size_t(1));
        QVERIFY(!list[0].summaryOnly);
        QCOMPARE(list[0].center(), 7.0);
    }

    void throughputRanksLargestFirst()
    {
        const Run run = importRun(SuiteFormat::ThreadMetric, QStringLiteral("thread_metric.log"),
                                  QStringLiteral("threadx"));
        Series a = seriesFromRun(run).front();
        Series b = a;
        b.kernel = QStringLiteral("freertos");
        b.value = a.value / 2; // half the throughput: the slower kernel
        const RankedGroup g = rankGroup(QStringLiteral("x"), {b, a}, RankOptions());
        QCOMPARE(g.entries.size(), std::size_t(2));
        QCOMPARE(g.entries[0].kernel, QStringLiteral("threadx"));
        QCOMPARE(g.entries[0].rank, 1);
        QCOMPARE(g.entries[1].rank, 2);
        // Latencies still rank the smallest first.
        a.higherIsBetter = b.higherIsBetter = false;
        const RankedGroup l = rankGroup(QStringLiteral("x"), {a, b}, RankOptions());
        QCOMPARE(l.entries[0].kernel, QStringLiteral("freertos"));
        // Two imported numbers of one kernel are not pooled into an empty sample.
        Series c = a;
        c.value = a.value * 3;
        const RankedGroup m = rankGroup(QStringLiteral("x"), {a, c}, RankOptions());
        QCOMPARE(m.entries.size(), std::size_t(1));
        QCOMPARE(m.entries[0].center, a.value);
    }

    void noOverheadTrapForImportedSummaries()
    {
        const Run run = importRun(SuiteFormat::RRhealstone, QStringLiteral("rrhealstone.log"),
                                  QStringLiteral("freertos"));
        const auto list = seriesFromRun(run);
        for (const TrapWarning &w : detectOverheadNotSubtracted(list))
            QFAIL(qPrintable(QStringLiteral("trap 2 fired for %1").arg(w.metric)));
        // ...while a measured series without a stated overhead still trips it.
        Series raw = *find(list, QStringLiteral("context_switch"));
        raw.summaryOnly = false;
        raw.samples = {1.0, 2.0};
        QCOMPARE(detectOverheadNotSubtracted(SeriesList{raw}).size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TstSeriesSummaryOnly)
#include "tst_series_summary_only.moc"
