// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 38 item 3: the rank tests over samples sorted once (SortedSample: distinct values with
// counts) give what the definitions give, computed here by brute force over every value and
// every pair: U = #(x > y) + 0.5 #(x == y), the Hodges-Lehmann shift as the median of all
// m n differences and the Moses bounds as the k-th and (m n + 1 - k)-th of them. Integers over
// a small range (the counting path), integers over a wide one and fractions (the sorting path).
#include "core/analysis/hodges_lehmann.h"
#include "core/analysis/mann_whitney.h"
#include "core/analysis/pairwise.h"
#include "core/analysis/sorted_sample.h"

#include <QTest>

#include <algorithm>
#include <random>

namespace {
enum class Kind { SmallIntegers, WideIntegers, Fractions };

std::vector<double> draw(std::mt19937_64 &rng, size_t n, Kind kind, int offset)
{
    std::vector<double> v(n);
    for (double &x : v) {
        switch (kind) {
        case Kind::SmallIntegers:
            x = double(offset + int(rng() % 60));
            break;
        case Kind::WideIntegers:
            x = double(offset + qint64(rng() % 40) * 1000003);
            break;
        case Kind::Fractions:
            x = offset + double(rng() % 50) / 8.0;
            break;
        }
    }
    return v;
}

double bruteU(const std::vector<double> &x, const std::vector<double> &y)
{
    double u = 0;
    for (double a : x)
        for (double b : y)
            u += a > b ? 1.0 : (a == b ? 0.5 : 0.0);
    return u;
}

std::vector<double> allDifferences(const std::vector<double> &x, const std::vector<double> &y)
{
    std::vector<double> d;
    d.reserve(x.size() * y.size());
    for (double a : x)
        for (double b : y)
            d.push_back(a - b);
    std::sort(d.begin(), d.end());
    return d;
}
} // namespace

class TstSortedSample : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void distinctValuesAndCounts()
    {
        const std::vector<double> v{5, 3, 5, 9, 3, 3, -2};
        const rb::SortedSample s(v);
        QCOMPARE(s.size(), qint64(7));
        QCOMPARE(s.values(), (std::vector<double>{-2, 3, 5, 9}));
        QCOMPARE(s.counts(), (std::vector<qint64>{1, 3, 2, 1}));
        QCOMPARE(s.suffix(), (std::vector<qint64>{7, 6, 3, 1, 0}));
        QVERIFY(s.hasTies());
        QVERIFY(!rb::SortedSample(std::vector<double>{1.5, 0.5, 2.5}).hasTies());
        QVERIFY(rb::SortedSample(std::vector<double>{}).empty());
    }

    void ranksAgreeWithBruteForce_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("shift");
        QTest::newRow("small integers") << int(Kind::SmallIntegers) << 7;
        QTest::newRow("small integers, no overlap") << int(Kind::SmallIntegers) << 500;
        QTest::newRow("wide integers") << int(Kind::WideIntegers) << 3;
        QTest::newRow("fractions") << int(Kind::Fractions) << 1;
    }
    void ranksAgreeWithBruteForce()
    {
        QFETCH(int, kind);
        QFETCH(int, shift);
        std::mt19937_64 rng(38 + kind);
        const std::vector<double> x = draw(rng, 301, Kind(kind), shift);
        const std::vector<double> y = draw(rng, 250, Kind(kind), 0);
        const rb::SortedSample sx(x), sy(y);

        const rb::MannWhitneyResult mw = rb::mannWhitneyU(sx, sy);
        QCOMPARE(mw.u, bruteU(x, y));
        QCOMPARE(mw.pGreater, bruteU(x, y) / (301.0 * 250.0));
        const rb::MannWhitneyResult unsorted = rb::mannWhitneyU(x, y);
        QCOMPARE(unsorted.u, mw.u);
        QCOMPARE(unsorted.p, mw.p);
        QCOMPARE(unsorted.z, mw.z);

        const std::vector<double> d = allDifferences(x, y);
        const rb::HodgesLehmannResult hl = rb::hodgesLehmann(sx, sy);
        const size_t total = d.size(); // even: 301 * 250
        QCOMPARE(hl.shift, d[total / 2 - 1] + (d[total / 2] - d[total / 2 - 1]) / 2);
        QVERIFY(hl.k >= 1);
        QCOMPARE(hl.ciLow, d[size_t(hl.k - 1)]);
        QCOMPARE(hl.ciHigh, d[total - size_t(hl.k)]);
        const rb::HodgesLehmannResult spans = rb::hodgesLehmann(x, y);
        QCOMPARE(spans.shift, hl.shift);
        QCOMPARE(spans.ciLow, hl.ciLow);
        QCOMPARE(spans.ciHigh, hl.ciHigh);
        QCOMPARE(spans.ciLevel, hl.ciLevel);

        // compareAllPairs (each series sorted once, reused by its pairs) = comparePair.
        std::vector<rb::Series> series(3);
        for (int i = 0; i < 3; ++i) {
            series[size_t(i)].metric = QStringLiteral("m");
            series[size_t(i)].unit = QStringLiteral("cycles");
            series[size_t(i)].runId = i + 1;
            series[size_t(i)].id = QStringLiteral("run:%1/m").arg(i + 1);
        }
        series[0].samples = x;
        series[1].samples = y;
        series[2].samples = draw(rng, 120, Kind(kind), shift / 2);
        const std::vector<rb::PairwiseResult> all = rb::compareAllPairs(series);
        QCOMPARE(int(all.size()), 3);
        size_t n = 0;
        for (size_t i = 0; i < 3; ++i)
            for (size_t j = i + 1; j < 3; ++j, ++n) {
                const rb::PairwiseResult one = rb::comparePair(series[i], series[j]);
                QCOMPARE(all[n].u, one.u);
                QCOMPARE(all[n].p, one.p);
                QCOMPARE(all[n].hlShift, one.hlShift);
                QCOMPARE(all[n].hlCiLow, one.hlCiLow);
                QCOMPARE(all[n].hlCiHigh, one.hlCiHigh);
                QCOMPARE(all[n].u, bruteU(series[i].samples, series[j].samples));
            }
    }
};

QTEST_GUILESS_MAIN(TstSortedSample)
#include "tst_sorted_sample.moc"
