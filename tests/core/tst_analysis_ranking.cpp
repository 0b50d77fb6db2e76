// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis engine (issue 4 §2): ranking by median, bootstrap ranks, Kendall tau-b, flips.
#include "core/analysis/ranking.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>
#include <random>

namespace {
rb::Series measured(qint64 runId, const QString &kernel, double center, double spread, int n,
                    quint64 seed)
{
    rb::Series s;
    s.runId = runId;
    s.id = QStringLiteral("run:%1/yield_round_trip").arg(runId);
    s.kernel = kernel;
    s.config.kernel = kernel;
    s.metric = "yield_round_trip";
    s.unit = "cycles";
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> d(center, spread);
    for (int i = 0; i < n; ++i)
        s.samples.push_back(std::round(d(rng)));
    s.summary = rb::summarize(s.samples);
    s.value = s.summary.median;
    return s;
}
rb::Series reference(qint64 id, const QString &kernel, double value)
{
    rb::Series s;
    s.id = QStringLiteral("ref:%1").arg(id);
    s.referenceId = id;
    s.isReference = true;
    s.kernel = kernel;
    s.metric = "yield_round_trip";
    s.unit = "us";
    s.value = value;
    s.statistic = "median of 1000";
    return s;
}
} // namespace

class TstAnalysisRanking : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void competitionRanks()
    {
        QCOMPARE(rb::competitionRanks({3, 1, 3, 2}), (std::vector<int>{3, 1, 3, 2}));
        QCOMPARE(rb::competitionRanks({5, 5, 1}), (std::vector<int>{2, 2, 1}));
    }

    void kendall()
    {
        QCOMPARE(rb::kendallTauB({1, 2, 3, 4}, {10, 20, 30, 40}), 1.0);
        QCOMPARE(rb::kendallTauB({1, 2, 3, 4}, {4, 3, 2, 1}), -1.0);
        // x = 1 2 2 3, y = 1 2 3 3: C = 4, D = 0, one tie in x, one in y, 6 pairs:
        // tau-b = 4 / sqrt((6-1)(6-1)) = 0.8
        QVERIFY(std::fabs(rb::kendallTauB({1, 2, 2, 3}, {1, 2, 3, 3}) - 0.8) < 1e-12);
        QVERIFY(std::isnan(rb::kendallTauB({1}, {1})));
        QVERIFY(std::isnan(rb::kendallTauB({1, 1}, {1, 2}))); // x constant
    }

    void rankByMedianAndBootstrap()
    {
        rb::RankOptions opt;
        opt.bootstrapIterations = 400;
        opt.seed = 11;
        // A and B far apart from C; A and B overlap heavily.
        const std::vector<rb::Series> s{measured(1, "C", 300, 5, 300, 1),
                                        measured(2, "A", 100, 30, 300, 2),
                                        measured(3, "B", 101, 30, 300, 3)};
        const rb::RankedGroup g = rb::rankGroup("72000000", s, opt);
        QCOMPARE(g.entries.size(), size_t(3));
        QCOMPARE(g.entries.back().kernel, QString("C"));
        QCOMPARE(g.entries.back().rank, 3);
        QCOMPARE(g.entries.back().rankCiLow, 3);
        QCOMPARE(g.entries.back().rankCiHigh, 3);
        QCOMPARE(g.entries.back().rankProbability[2], 1.0);
        const rb::RankEntry *a = g.find("a");
        QVERIFY(a);
        // A and B overlap: the rank interval of A spans 1..2, both ranks have probability.
        QCOMPARE(a->rankCiLow, 1);
        QCOMPARE(a->rankCiHigh, 2);
        QVERIFY(a->rankProbability[0] > 0.05 && a->rankProbability[1] > 0.05);
        QVERIFY(std::fabs(a->rankProbability[0] + a->rankProbability[1] - 1.0) < 1e-12);
        // 3 pairs in the family, Holm applied.
        QCOMPARE(g.pairwise.size(), size_t(3));

        // Same seed, same result; a different seed moves the probabilities.
        const rb::RankedGroup again = rb::rankGroup("72000000", s, opt);
        QCOMPARE(again.find("a")->rankProbability, a->rankProbability);
        opt.seed = 12;
        const rb::RankedGroup other = rb::rankGroup("72000000", s, opt);
        QVERIFY(other.find("a")->rankProbability != a->rankProbability);
    }

    // Issue 13 item 1: tick_jitter (deviations from the nominal tick) is reported and ranked by
    // its peak. A has the smaller typical deviation but the larger worst case: B ranks first;
    // the same samples under a median metric rank A first.
    void tickJitterRanksByPeak()
    {
        auto build = [](qint64 runId, const QString &kernel, const QString &metric,
                        std::vector<qint64> raw) {
            rb::Run run;
            run.id = runId;
            run.config.kernel = kernel;
            rb::CaseResult c;
            c.metric = metric;
            c.unit = "ns";
            c.overhead = 0;
            c.samples = std::move(raw);
            run.cases.push_back(c);
            return rb::seriesFromRun(run).front();
        };
        std::vector<qint64> a, b;
        for (int i = 0; i < 200; ++i) {
            a.push_back(10 + i % 3); // median 11, peak 900
            b.push_back(50 + i % 3); // median 51, peak 60
        }
        a[17] = 900;
        b[40] = 60;
        const rb::Series sa = build(1, "A", "tick_jitter", a);
        QCOMPARE(sa.value, 900.0);
        QCOMPARE(sa.center(), 900.0);
        QCOMPARE(sa.statistic, QString("peak (max) of 200"));
        rb::RankOptions opt;
        opt.bootstrapIterations = 200;
        opt.seed = 3;
        const rb::RankedGroup g = rb::rankGroup("x", {sa, build(2, "B", "tick_jitter", b)}, opt);
        QCOMPARE(g.entries.front().kernel, QString("B"));
        QCOMPARE(g.entries.front().rank, 1);
        QCOMPARE(g.entries.front().center, 60.0);
        QCOMPARE(g.entries.back().center, 900.0);
        const rb::Series ma = build(3, "A", "yield_round_trip", a);
        QCOMPARE(ma.value, 11.0);
        QCOMPARE(ma.statistic, QString("median of 200"));
        const rb::RankedGroup m =
            rb::rankGroup("x", {ma, build(4, "B", "yield_round_trip", b)}, opt);
        QCOMPARE(m.entries.front().kernel, QString("A"));
    }

    void poolsRunsOfOneKernel()
    {
        const auto merged =
            rb::mergeByKernel({measured(1, "FreeRTOS", 100, 1, 10, 1),
                               measured(2, "freertos", 100, 1, 15, 2), reference(5, "X", 1)});
        QCOMPARE(merged.size(), size_t(2));
        QCOMPARE(merged[0].samples.size(), size_t(25));
        rb::RankOptions opt;
        opt.bootstrapIterations = 10;
        const rb::RankedGroup g = rb::rankGroup("v", merged, opt);
        const rb::RankEntry *e = g.find("freertos");
        QCOMPARE(e->runIds, (std::vector<qint64>{1, 2}));
    }

    void referenceOnlyGroup()
    {
        rb::RankOptions opt;
        const rb::RankedGroup g = rb::rankGroup(
            "72000000", {reference(1, "FreeRTOS", 3.64), reference(2, "ThreadX", 2.81)}, opt);
        QCOMPARE(g.entries.front().kernel, QString("ThreadX"));
        QCOMPARE(g.entries.front().rankCiLow, 1);
        QCOMPARE(g.entries.front().rankCiHigh, 1);
        QVERIFY(!g.pairwise.front().testable);
    }

    void significantFlip()
    {
        rb::RankOptions opt;
        opt.bootstrapIterations = 50;
        // 72 MHz: A < B clearly; 108 MHz: A > B clearly (wait states hit A harder).
        const rb::RankingAnalysis r = rb::analyseRanking(
            {{"72000000", {measured(1, "A", 100, 3, 200, 1), measured(2, "B", 110, 3, 200, 2)}},
             {"108000000", {measured(3, "A", 125, 3, 200, 3), measured(4, "B", 112, 3, 200, 4)}}},
            opt);
        QCOMPARE(r.flips.size(), size_t(1));
        QVERIFY(r.flips[0].significant);
        QCOMPARE(r.flips[0].from, QString("72000000"));
        QCOMPARE(r.flips[0].to, QString("108000000"));
        QCOMPARE(r.kendallTau.size(), size_t(1));
        QCOMPARE(r.kendallTau[0], -1.0);
        const QJsonObject j = r.flips[0].toJson();
        QCOMPARE(j.value("significant").toBool(), true);
        QCOMPARE(j.value("kernel_a").toString(), QString("A"));
    }

    void flipInsideTheNoise()
    {
        rb::RankOptions opt;
        opt.bootstrapIterations = 50;
        // The same noisy sample, shifted by 2 cycles against a spread of 40: the order of
        // the medians flips between the configurations, but inside the noise.
        const rb::Series base = measured(1, "A", 100, 40, 60, 5);
        auto shifted = [&](qint64 id, const QString &kernel, double by) {
            rb::Series s = base;
            s.runId = id;
            s.id = QStringLiteral("run:%1/yield_round_trip").arg(id);
            s.kernel = s.config.kernel = kernel;
            for (double &v : s.samples)
                v += by;
            s.summary = rb::summarize(s.samples);
            return s;
        };
        const rb::RankingAnalysis r =
            rb::analyseRanking({{"-O2", {shifted(1, "A", 0), shifted(2, "B", 2)}},
                                {"-Os", {shifted(3, "A", 2), shifted(4, "B", 0)}}},
                               opt);
        bool sawFlip = false;
        for (const rb::RankFlip &f : r.flips) {
            sawFlip = true;
            QVERIFY(!f.significant);
            QVERIFY(f.reason.contains("noise"));
        }
        QVERIFY(sawFlip);
    }

    void referenceFlipIsNotTestable()
    {
        rb::RankOptions opt;
        const rb::RankingAnalysis r =
            rb::analyseRanking({{"72", {reference(1, "A", 1.0), reference(2, "B", 2.0)}},
                                {"84", {reference(3, "A", 3.0), reference(4, "TobudOS (B)", 2.0)}}},
                               opt);
        // "TobudOS (B)" is not "B": no common pair besides A alone -> tau undefined, no flip.
        QVERIFY(r.flips.empty());
        QVERIFY(std::isnan(r.kendallTau[0]));
        const rb::RankingAnalysis r2 =
            rb::analyseRanking({{"72", {reference(1, "A", 1.0), reference(2, "B", 2.0)}},
                                {"84", {reference(3, "A", 3.0), reference(4, "B", 2.0)}}},
                               opt);
        QCOMPARE(r2.flips.size(), size_t(1));
        QVERIFY(!r2.flips[0].significant);
        QVERIFY(r2.flips[0].reason.contains("no samples"));
    }

    void canonicalKernelNames()
    {
        // Issue 33: our runs of RT-Thread (catalogue id "rtthread") and a published table's
        // "RT-Thread" are one kernel (they were "rtthread" and "rt-thread", two kernels in a
        // ranking, while plot_style gave them one colour).
        QCOMPARE(rb::canonicalKernel("RT-Thread"), rb::canonicalKernel("rtthread"));
        // Published names fold to the catalogue's ids (resources/kernels/catalogue.json).
        QCOMPARE(rb::canonicalKernel("TobudOS (TencentOS tiny)"), QString("tencentos-tiny"));
        QCOMPARE(rb::canonicalKernel("TencentOS tiny"), QString("tencentos-tiny"));
        QCOMPARE(rb::canonicalKernel(QString::fromUtf8("µC/OS-III")), QString("ucos3"));
        QCOMPARE(rb::canonicalKernel("uC/OS-III"), QString("ucos3"));
        QCOMPARE(rb::canonicalKernel("bare-metal"), QString("baremetal"));
        QVERIFY(rb::canonicalKernel("RT-Thread Nano") != rb::canonicalKernel("RT-Thread"));
        QCOMPARE(rb::canonicalKernel("RT-Thread Nano"), rb::canonicalKernel("rtthread-nano"));
        // Unknown names: trimmed and lower case; LiteOS and LiteOS-M stay two kernels.
        QCOMPARE(rb::canonicalKernel("  Kernel-A "), QString("kernel-a"));
        QCOMPARE(rb::canonicalKernel("LiteOS-M"), QString("liteos-m"));
        QVERIFY(rb::canonicalKernel("LiteOS") != rb::canonicalKernel("LiteOS-M"));
    }
};

QTEST_GUILESS_MAIN(TstAnalysisRanking)
#include "tst_analysis_ranking.moc"
