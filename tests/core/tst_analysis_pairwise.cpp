// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis engine (issue 4 §1): Mann-Whitney U, Hodges-Lehmann with the Moses CI, Holm.
#include "core/analysis/hodges_lehmann.h"
#include "core/analysis/holm.h"
#include "core/analysis/mann_whitney.h"
#include "core/analysis/pairwise.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

namespace {
bool near(double a, double b, double eps = 1e-9)
{
    return std::fabs(a - b) <= eps * std::max(1.0, std::fabs(b));
}
std::vector<double> range(int from, int to)
{
    std::vector<double> v;
    for (int i = from; i <= to; ++i)
        v.push_back(i);
    return v;
}
} // namespace

class TstAnalysisPairwise : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exactSeparated()
    {
        // x = 1 2 3 below y = 4 5 6: U = 0; P(U <= 0) = 1 / C(6,3) = 1/20 -> p = 0.1
        const auto r = rb::mannWhitneyU(range(1, 3), range(4, 6));
        QVERIFY(r.valid);
        QVERIFY(r.exact);
        QCOMPARE(r.u, 0.0);
        QVERIFY(near(r.p, 0.1));
        QCOMPARE(r.pGreater, 0.0);
    }

    void exactInterleaved()
    {
        // x = 1 3 5, y = 2 4 6: U = #(x > y) = 0 + 1 + 2 = 3. Frequencies of U for m = n = 3
        // (partitions in a 3x3 box): 1 1 2 3 3 3 3 2 1 1 (sum 20). P(U <= 3) = 7/20 -> p = 0.7
        const auto r = rb::mannWhitneyU(std::vector<double>{1, 3, 5}, std::vector<double>{2, 4, 6});
        QVERIFY(r.exact);
        QCOMPARE(r.u, 3.0);
        QVERIFY(near(r.p, 0.7));
        QVERIFY(near(rb::mannWhitneyExactCdf(3, 3, 3), 7.0 / 20.0));
        QVERIFY(near(r.pGreater, 3.0 / 9.0));
    }

    void normalWithTies()
    {
        // x = 1..25, y = 11..40 (ties 11..25 across): computed independently in Python by
        // counting pairs and ties directly: U = 112.5, var = 3498.10606 (tie-corrected),
        // z = (|112.5 - 375| - 0.5)/sqrt(var) = 4.4298, p = erfc(z / sqrt 2) = 9.4317e-06.
        const auto r = rb::mannWhitneyU(range(1, 25), range(11, 40));
        QVERIFY(!r.exact);
        QVERIFY(r.ties);
        QCOMPARE(r.u, 112.5);
        QVERIFY(near(r.z, -4.429806997815966, 1e-9));
        QVERIFY(near(r.p, 9.4317459601402e-06, 1e-9));
        QVERIFY(near(r.pGreater, 0.15));
    }

    // The merge path for sorted inputs (compareAllPairs sorts each series once) gives exactly
    // the result of pooling and sorting, ties included.
    void sortedInputsSameResult()
    {
        std::mt19937_64 rng(5);
        std::vector<double> x(3001), y(2500);
        for (double &v : x)
            v = double(rng() % 200);
        for (double &v : y)
            v = double(rng() % 180 + 7);
        const auto unsorted = rb::mannWhitneyU(x, y);
        std::sort(x.begin(), x.end());
        std::sort(y.begin(), y.end());
        const auto sorted = rb::mannWhitneyU(x, y);
        QVERIFY(unsorted.ties && sorted.ties);
        QCOMPARE(sorted.u, unsorted.u);
        QCOMPARE(sorted.p, unsorted.p);
        QCOMPARE(sorted.z, unsorted.z);
        // Through compareAllPairs too: the series' own order does not matter.
        rb::Series a, b;
        a.metric = b.metric = QStringLiteral("m");
        a.unit = b.unit = QStringLiteral("cycles");
        a.runId = 1;
        b.runId = 2;
        a.samples = x;
        b.samples = y;
        std::reverse(a.samples.begin(), a.samples.end());
        const auto pairs = rb::compareAllPairs({a, b});
        QCOMPARE(int(pairs.size()), 1);
        QCOMPARE(pairs.front().u, unsorted.u);
        QCOMPARE(pairs.front().p, unsorted.p);
        QVERIFY(std::is_sorted(x.begin(), x.end()));
    }
    void allEqualIsNotSignificant()
    {
        const auto r = rb::mannWhitneyU(std::vector<double>(30, 5.0), std::vector<double>(40, 5.0));
        QCOMPARE(r.p, 1.0);
        QCOMPARE(r.pGreater, 0.5);
        const auto e = rb::mannWhitneyU(std::vector<double>{}, std::vector<double>{1});
        QVERIFY(!e.valid);
    }

    void hodgesLehmannSmall()
    {
        // differences x - y of {1,2,3} - {4,5,6}: -5 -4 -4 -3 -3 -3 -2 -2 -1 -> median -3.
        // m = n = 3: P(U <= 0) = 0.05 > 0.025, so no k reaches 95 %: [min, max] = [-5, -1]
        // attaining 1 - 2 * 0.05 = 0.9.
        const auto hl = rb::hodgesLehmann(range(1, 3), range(4, 6));
        QVERIFY(hl.valid);
        QCOMPARE(hl.shift, -3.0);
        QCOMPARE(hl.ciLow, -5.0);
        QCOMPARE(hl.ciHigh, -1.0);
        QVERIFY(near(hl.ciLevel, 0.9));
    }

    void hodgesLehmannNormalCi()
    {
        // Python brute force over all 750 differences: median -12.5; k = floor(375 - 1.96 *
        // sqrt(750 * 56 / 12)) = 259; d_(259) = -17, d_(492) = -8.
        const auto hl = rb::hodgesLehmann(range(1, 25), range(11, 40));
        QCOMPARE(hl.shift, -12.5);
        QCOMPARE(hl.k, qint64(259));
        QCOMPARE(hl.ciLow, -17.0);
        QCOMPARE(hl.ciHigh, -8.0);
    }

    void kthMatchesBruteForce()
    {
        std::mt19937_64 rng(7);
        for (int round = 0; round < 5; ++round) {
            std::vector<double> x(137 + round * 11), y(211 - round * 13);
            for (double &v : x)
                v = static_cast<double>(rng() % 50) + (round % 2 ? 0.25 * (rng() % 4) : 0.0);
            for (double &v : y)
                v = static_cast<double>(rng() % 60) - 5;
            std::sort(x.begin(), x.end());
            std::sort(y.begin(), y.end());
            std::vector<double> d;
            for (double a : x)
                for (double b : y)
                    d.push_back(a - b);
            std::sort(d.begin(), d.end());
            for (qint64 k : {qint64(1), qint64(2), qint64(d.size() / 3), qint64(d.size() / 2),
                             qint64(d.size() - 1), qint64(d.size())})
                QCOMPARE(rb::kthPairwiseDifference(x, y, k), d[static_cast<size_t>(k - 1)]);
        }
    }

    void hodgesLehmannLarge()
    {
        // 10,000 x 10,000 (1e8 differences, never formed): x is y shifted by +12 with noise.
        std::mt19937_64 rng(99);
        std::normal_distribution<double> noise(0, 20);
        std::vector<double> x(10000), y(10000);
        for (double &v : y)
            v = std::round(1000 + noise(rng));
        for (double &v : x)
            v = std::round(1012 + noise(rng));
        QElapsedTimer t;
        t.start();
        const auto hl = rb::hodgesLehmann(x, y);
        const auto mw = rb::mannWhitneyU(x, y);
        qInfo("Hodges-Lehmann + Mann-Whitney on 10,000 x 10,000: %lld ms", t.elapsed());
        QVERIFY(std::fabs(hl.shift - 12) < 1.5);
        QVERIFY(hl.ciLow <= hl.shift && hl.shift <= hl.ciHigh);
        QVERIFY(hl.ciHigh - hl.ciLow < 3);
        QVERIFY(mw.p < 1e-10);
        QVERIFY(mw.pGreater > 0.6);
    }

    void holm()
    {
        // sorted 0.005*4 = 0.02, 0.01*3 = 0.03, 0.03*2 = 0.06, 0.04*1 = 0.04 -> max(0.06, 0.04)
        const auto adj = rb::holmAdjust({0.01, 0.04, 0.03, 0.005});
        QVERIFY(near(adj[0], 0.03));
        QVERIFY(near(adj[1], 0.06));
        QVERIFY(near(adj[2], 0.06));
        QVERIFY(near(adj[3], 0.02));
        const auto capped = rb::holmAdjust({0.6, 0.7, std::nan("")});
        QCOMPARE(capped[0], 1.0); // 0.6 * 2 capped at 1
        QCOMPARE(capped[1], 1.0);
        QVERIFY(std::isnan(capped[2])); // not part of the family
    }

    void pairwiseSeriesAndReference()
    {
        rb::Series a, b, ref;
        a.id = "run:1/m";
        a.runId = 1;
        a.metric = b.metric = ref.metric = "m";
        a.unit = b.unit = ref.unit = "cycles";
        a.samples = range(1, 25);
        b.id = "run:2/m";
        b.runId = 2;
        b.samples = range(11, 40);
        ref.id = "ref:3";
        ref.isReference = true;
        ref.value = 20;
        const auto pairs = rb::compareAllPairs({a, b, ref});
        QCOMPARE(pairs.size(), size_t(3));
        QVERIFY(pairs[0].testable);
        QCOMPARE(pairs[0].u, 112.5);
        QCOMPARE(pairs[0].hlShift, -12.5);
        // One testable pair in the family: Holm leaves its p unchanged.
        QCOMPARE(pairs[0].pHolm, pairs[0].p);
        QVERIFY(!pairs[1].testable);
        QVERIFY(pairs[1].note.contains("no samples"));
        const QJsonObject j = pairs[0].toJson();
        for (const char *k : {"metric", "run_a", "run_b", "u", "p", "p_holm", "hl_shift",
                              "hl_ci_low", "hl_ci_high", "p_greater"})
            QVERIFY2(j.contains(k), k);
        QCOMPARE(j.value("run_a").toInteger(), 1);
    }

    // A measured run without samples of the metric is not a "published summary": the note says
    // what the run reports (unsupported, or no samples); "published" is kept for reference rows.
    void noteForAMeasuredRunWithoutSamples()
    {
        rb::Series a, unsupported, empty, ref, ref2;
        a.id = "run:1/heap_alloc";
        a.runId = 1;
        a.kernel = "baremetal";
        a.samples = range(1, 25);
        unsupported.id = "run:2/heap_alloc";
        unsupported.runId = 2;
        unsupported.kernel = "baremetal";
        unsupported.status = "unsupported";
        empty.id = "run:3/heap_alloc";
        empty.runId = 3;
        empty.kernel = "FreeRTOS";
        ref.id = "ref:4";
        ref.referenceId = 4;
        ref.isReference = true;
        ref.kernel = "FreeRTOS";
        ref.value = 20;
        ref2 = ref;
        ref2.id = "ref:5";
        ref2.referenceId = 5;
        for (rb::Series *s : {&a, &unsupported, &empty, &ref, &ref2}) {
            s->metric = "heap_alloc";
            s->unit = "cycles";
        }

        const rb::PairwiseResult u = rb::comparePair(a, unsupported);
        QVERIFY(!u.testable);
        QVERIFY2(!u.note.contains("published"), qPrintable(u.note));
        QVERIFY2(u.note.contains("run 2") && u.note.contains("unsupported") &&
                     u.note.contains("heap_alloc"),
                 qPrintable(u.note));
        QVERIFY(!u.note.contains("run 1"));
        QCOMPARE(u.toJson().value("note").toString(), u.note);

        const rb::PairwiseResult e = rb::comparePair(empty, a);
        QVERIFY(!e.testable);
        QVERIFY2(!e.note.contains("published"), qPrintable(e.note));
        QVERIFY2(e.note.contains("run 3 has no samples of heap_alloc"), qPrintable(e.note));

        // Both sides without samples: both named.
        const rb::PairwiseResult both = rb::comparePair(unsupported, empty);
        QVERIFY2(both.note.contains("run 2") && both.note.contains("run 3"), qPrintable(both.note));
        QVERIFY(!both.note.contains("published"));

        // Reference data keeps "published".
        const rb::PairwiseResult r = rb::comparePair(a, ref);
        QVERIFY2(r.note.contains("published") && r.note.contains("FreeRTOS") &&
                     r.note.contains("no samples"),
                 qPrintable(r.note));
        QVERIFY(rb::comparePair(ref, ref2).note.contains("published summary"));
        // A measured run without samples next to a published row: each for its own reason.
        const rb::PairwiseResult m = rb::comparePair(unsupported, ref);
        QVERIFY2(m.note.contains("unsupported") && m.note.contains("published"),
                 qPrintable(m.note));
        // An imported summary-only run is neither unsupported nor published.
        rb::Series imported = empty;
        imported.summaryOnly = true;
        const rb::PairwiseResult i = rb::comparePair(a, imported);
        QVERIFY2(i.note.contains("run 3 is an imported summary") && !i.note.contains("published"),
                 qPrintable(i.note));
    }
};

QTEST_GUILESS_MAIN(TstAnalysisPairwise)
#include "tst_analysis_pairwise.moc"
