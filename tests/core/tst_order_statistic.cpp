// SPDX-License-Identifier: GPL-3.0-or-later
// The bootstrap's order-statistic draw (stats/order_statistic.h) has the distribution of
// resampling all n values and taking the median (or maximum), checked against brute-force
// resampling; and it is repeatable from the seed.
#include "core/stats/order_statistic.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace rb;

namespace {

// Brute force: draw n indices with replacement, take the type-7 median (or the maximum).
double bruteForce(const std::vector<double> &sorted, std::mt19937_64 &rng, bool max)
{
    const size_t n = sorted.size();
    std::vector<double> r(n);
    for (size_t j = 0; j < n; ++j)
        r[j] = sorted[static_cast<size_t>(rng() % n)];
    std::sort(r.begin(), r.end());
    if (max)
        return r.back();
    return r[(n - 1) / 2] + (r[n / 2] - r[(n - 1) / 2]) / 2;
}

// Largest difference between the two empirical distributions (Kolmogorov-Smirnov D).
double ksDistance(const std::map<double, int> &a, const std::map<double, int> &b, int draws)
{
    std::map<double, int> keys = a;
    for (const auto &[k, v] : b)
        keys[k] += 0;
    double ca = 0, cb = 0, d = 0;
    for (const auto &[k, unused] : keys) {
        (void)unused;
        ca += a.count(k) ? a.at(k) : 0;
        cb += b.count(k) ? b.at(k) : 0;
        d = std::max(d, std::abs(ca - cb) / draws);
    }
    return d;
}

} // namespace

class TstOrderStatistic : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sameDistributionAsResampling_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("max");
        QTest::newRow("odd median") << 9 << false;
        QTest::newRow("even median") << 10 << false;
        QTest::newRow("large even median") << 400 << false;
        QTest::newRow("maximum") << 50 << true;
        QTest::newRow("one value") << 1 << false;
    }
    void sameDistributionAsResampling()
    {
        QFETCH(int, n);
        QFETCH(bool, max);
        // Values with a tie and uneven gaps, so a wrong index shows as a wrong value.
        std::vector<double> sorted;
        for (int i = 0; i < n; ++i)
            sorted.push_back(i * i / 3);
        constexpr int kDraws = 40000;
        std::mt19937_64 rngA(7), rngB(11);
        OrderStatistic draw(rngA);
        std::map<double, int> fast, brute;
        for (int i = 0; i < kDraws; ++i) {
            ++fast[max ? draw.resampleMax(sorted) : draw.resampleMedian(sorted)];
            ++brute[bruteForce(sorted, rngB, max)];
        }
        // Two samples of 40,000 from one distribution: D above 0.0136 has p < 0.001 (the
        // two-sample Kolmogorov-Smirnov bound 1.95 * sqrt(2 / 40000)).
        const double d = ksDistance(fast, brute, kDraws);
        QVERIFY2(d < 0.0136, qPrintable(QStringLiteral("KS distance %1").arg(d)));
    }
    void betaMoments()
    {
        std::mt19937_64 rng(3);
        OrderStatistic draw(rng);
        const double a = 5000, b = 5001;
        double sum = 0, sum2 = 0;
        constexpr int kDraws = 20000;
        for (int i = 0; i < kDraws; ++i) {
            const double x = draw.beta(a, b);
            QVERIFY(x > 0 && x < 1);
            sum += x;
            sum2 += x * x;
        }
        const double mean = sum / kDraws, var = sum2 / kDraws - mean * mean;
        const double wantMean = a / (a + b);
        const double wantVar = a * b / ((a + b) * (a + b) * (a + b + 1));
        QVERIFY2(std::abs(mean - wantMean) < 5 * std::sqrt(wantVar / kDraws),
                 qPrintable(QString::number(mean)));
        QVERIFY2(std::abs(var / wantVar - 1) < 0.05, qPrintable(QString::number(var / wantVar)));
    }
    void repeatableFromTheSeed()
    {
        std::vector<double> sorted(1000);
        for (size_t i = 0; i < sorted.size(); ++i)
            sorted[i] = double(i);
        std::mt19937_64 r1(42), r2(42), r3(43);
        OrderStatistic a(r1), b(r2), c(r3);
        std::vector<double> x, y, z;
        for (int i = 0; i < 100; ++i) {
            x.push_back(a.resampleMedian(sorted));
            y.push_back(b.resampleMedian(sorted));
            z.push_back(c.resampleMedian(sorted));
        }
        QCOMPARE(x, y);
        QVERIFY(x != z);
    }
};

QTEST_GUILESS_MAIN(TstOrderStatistic)
#include "tst_order_statistic.moc"
