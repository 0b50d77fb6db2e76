// SPDX-License-Identifier: GPL-3.0-or-later
// Streaming statistics (issue 2 §5): RunningStats agrees with the exact summary.
#include "core/stats/running_stats.h"
#include "core/stats/summary.h"

#include <QTest>

#include <cmath>
#include <random>

class TstStatsRunning : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void empty()
    {
        rb::RunningStats r;
        QCOMPARE(r.count(), 0);
        QVERIFY(std::isnan(r.mean()));
        QVERIFY(std::isnan(r.min()));
        QVERIFY(std::isnan(r.variance()));
    }

    void byHand()
    {
        rb::RunningStats r;
        for (double v : {5.0, 1.0, 3.0, 2.0, 4.0})
            r.add(v);
        QCOMPARE(r.count(), 5);
        QCOMPARE(r.min(), 1.0);
        QCOMPARE(r.max(), 5.0);
        QCOMPARE(r.mean(), 3.0);
        QVERIFY(std::fabs(r.variance() - 2.5) < 1e-12); // sample variance, n-1
        rb::RunningStats one;
        one.add(9);
        QCOMPARE(one.variance(), 0.0);
    }

    void matchesExactSummary()
    {
        std::mt19937_64 rng(42);
        std::lognormal_distribution<double> dist(5.0, 0.3);
        std::vector<double> v(20000);
        for (double &x : v)
            x = dist(rng);
        rb::RunningStats r;
        r.add(v);
        const rb::Summary s = rb::summarize(v);
        QCOMPARE(r.count(), s.n);
        QCOMPARE(r.min(), s.min);
        QCOMPARE(r.max(), s.max);
        QVERIFY(std::fabs(r.mean() - s.mean) < 1e-9 * s.mean);
        QVERIFY(std::fabs(r.sd() - s.sd) < 1e-6 * s.sd);
        // P-square is an approximation: within 2 % of the exact median for this smooth sample.
        QVERIFY(std::fabs(r.approxMedian() - s.median) < 0.02 * s.median);
    }

    void copyAndReset()
    {
        rb::RunningStats a;
        a.add(1);
        a.add(3);
        rb::RunningStats b = a;
        b.add(5);
        QCOMPARE(a.count(), 2);
        QCOMPARE(b.count(), 3);
        QCOMPARE(b.mean(), 3.0);
        b.reset();
        QCOMPARE(b.count(), 0);
        rb::RunningStats c = std::move(a);
        QCOMPARE(c.mean(), 2.0);
    }
};

QTEST_GUILESS_MAIN(TstStatsRunning)
#include "tst_stats_running.moc"
