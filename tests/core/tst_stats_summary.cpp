// SPDX-License-Identifier: GPL-3.0-or-later
// Exact statistics (issue 2 §5): hand-computed values for summarize() and the median CI.
#include "core/stats/summary.h"

#include <QJsonDocument>
#include <QTest>

#include <cmath>

using rb::Summary;

namespace {
bool near(double a, double b, double eps = 1e-9)
{
    return std::fabs(a - b) <= eps * std::max(1.0, std::fabs(b));
}
} // namespace

class TstStatsSummary : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void empty()
    {
        const Summary s = rb::summarize(std::vector<double>{});
        QCOMPARE(s.n, 0);
        QVERIFY(std::isnan(s.min));
        QVERIFY(std::isnan(s.median));
        QVERIFY(std::isnan(s.mean));
        QVERIFY(std::isnan(s.medianCiLow));
        QCOMPARE(s.medianCiLevel, 0.0);
    }

    void single()
    {
        const Summary s = rb::summarize(std::vector<double>{7});
        QCOMPARE(s.n, 1);
        QCOMPARE(s.min, 7.0);
        QCOMPARE(s.p1, 7.0);
        QCOMPARE(s.median, 7.0);
        QCOMPARE(s.max, 7.0);
        QCOMPARE(s.sd, 0.0); // n-1 = 0: defined as 0
        QCOMPARE(s.mad, 0.0);
        QCOMPARE(s.medianCiLow, 7.0);
        QCOMPARE(s.medianCiHigh, 7.0);
        QCOMPARE(s.medianCiLevel, 0.0); // 1 - 2 * 0.5^1
    }

    void two()
    {
        // {3, 1}: sorted {1, 3}; type 7: p25 -> h = 0.25 -> 1 + 0.25*2 = 1.5
        const Summary s = rb::summarize(std::vector<double>{3, 1});
        QCOMPARE(s.n, 2);
        QCOMPARE(s.min, 1.0);
        QCOMPARE(s.max, 3.0);
        QCOMPARE(s.median, 2.0);
        QCOMPARE(s.p25, 1.5);
        QCOMPARE(s.mean, 2.0);
        QVERIFY(near(s.sd, std::sqrt(2.0))); // ((1-2)^2 + (3-2)^2) / 1 = 2
        QCOMPARE(s.mad, 1.0);                // |1-2|, |3-2| -> median 1
        QCOMPARE(s.medianCiLevel, 0.5);      // 1 - 2 * 0.25
    }

    void odd()
    {
        // sorted 1 2 3 4 5; type 7 with h = 4p:
        // p1: h=0.04 -> 1.04; p5: h=0.2 -> 1.2; p25: h=1 -> 2; p75: h=3 -> 4; p95: h=3.8 -> 4.8
        const Summary s = rb::summarize(std::vector<double>{5, 1, 3, 2, 4});
        QCOMPARE(s.n, 5);
        QVERIFY(near(s.p1, 1.04));
        QVERIFY(near(s.p5, 1.2));
        QCOMPARE(s.p25, 2.0);
        QCOMPARE(s.median, 3.0);
        QCOMPARE(s.p75, 4.0);
        QVERIFY(near(s.p95, 4.8));
        QVERIFY(near(s.p99, 4.96));
        QCOMPARE(s.mean, 3.0);
        QVERIFY(near(s.sd, std::sqrt(2.5))); // (4+1+0+1+4)/4
        QCOMPARE(s.mad, 1.0);                // |dev| = 0 1 1 2 2
        QCOMPARE(s.trimmedEachSide, 0);      // floor(0.25)
        QCOMPARE(s.trimmedMean5, 3.0);
        // n = 5 < 6: no symmetric pair reaches 0.95; [min, max] attains 1 - 2/32 = 0.9375
        QCOMPARE(s.medianCiLow, 1.0);
        QCOMPARE(s.medianCiHigh, 5.0);
        QVERIFY(near(s.medianCiLevel, 0.9375));
    }

    void even()
    {
        // sorted 10 20 30 40; h = 3p: p25 h=0.75 -> 17.5; median h=1.5 -> 25; p75 h=2.25 -> 32.5
        const Summary s = rb::summarize(std::vector<double>{40, 10, 30, 20});
        QCOMPARE(s.median, 25.0);
        QCOMPARE(s.p25, 17.5);
        QCOMPARE(s.p75, 32.5);
        QCOMPARE(s.mean, 25.0);
        QVERIFY(near(s.sd, std::sqrt(500.0 / 3.0))); // (225+25+25+225)/3
        QCOMPARE(s.mad, 10.0);                       // |dev| 5 5 15 15 -> 10
        QVERIFY(near(s.medianCiLevel, 0.875));       // 1 - 2/16
    }

    void ties()
    {
        // sorted 1 2 2 2 3 9: median h=2.5 -> 2; |dev| 0 0 0 1 1 7 -> MAD 0.5
        const Summary s = rb::summarize(std::vector<double>{2, 9, 2, 1, 3, 2});
        QCOMPARE(s.median, 2.0);
        QCOMPARE(s.mad, 0.5);
        QVERIFY(near(s.mean, 19.0 / 6.0));
        // n = 6: j = 1 gives 1 - 2/64 = 0.96875 >= 0.95; j = 2 gives 1 - 2*7/64 = 0.78
        QCOMPARE(s.medianCiLowRank, 1);
        QCOMPARE(s.medianCiHighRank, 6);
        QCOMPARE(s.medianCiLow, 1.0);
        QCOMPARE(s.medianCiHigh, 9.0);
        QVERIFY(near(s.medianCiLevel, 0.96875));
    }

    void allEqual()
    {
        const Summary s = rb::summarize(std::vector<double>(50, 4.0));
        QCOMPARE(s.n, 50);
        QCOMPARE(s.min, 4.0);
        QCOMPARE(s.p1, 4.0);
        QCOMPARE(s.median, 4.0);
        QCOMPARE(s.p99, 4.0);
        QCOMPARE(s.sd, 0.0);
        QCOMPARE(s.mad, 0.0);
        QCOMPARE(s.trimmedEachSide, 2); // floor(2.5)
        QCOMPARE(s.trimmedMean5, 4.0);
        QCOMPARE(s.medianCiLow, 4.0);
        QCOMPARE(s.medianCiHigh, 4.0);
    }

    void trimmedAndMadByHand()
    {
        // 1..19 and 1000 (n = 20): floor(0.05*20) = 1 cut each side -> mean of 2..19 = 10.5.
        // mean = (190 + 1000) / 20 = 59.5; median = (10 + 11) / 2 = 10.5;
        // |x - 10.5| sorted: 0.5 0.5 1.5 1.5 2.5 2.5 3.5 3.5 4.5 4.5 5.5 5.5 ... 9.5 989.5
        // -> MAD = (4.5 + 5.5) / 2 = 5.
        std::vector<double> v;
        for (int i = 19; i >= 1; --i)
            v.push_back(i);
        v.push_back(1000);
        const Summary s = rb::summarize(v);
        QCOMPARE(s.trimmedEachSide, 1);
        QCOMPARE(s.trimmedMean5, 10.5);
        QCOMPARE(s.mean, 59.5);
        QCOMPARE(s.median, 10.5);
        QCOMPARE(s.mad, 5.0);
        // n = 20: P(B <= 5) = (1+20+190+1140+4845+15504)/2^20 = 21700/1048576 = 0.020695 <= 0.025,
        // P(B <= 6) = 60460/1048576 = 0.0577 > 0.025 -> j = 6, pair (6, 15), level 0.958611.
        QCOMPARE(s.medianCiLowRank, 6);
        QCOMPARE(s.medianCiHighRank, 15);
        QCOMPARE(s.medianCiLow, 6.0);
        QCOMPARE(s.medianCiHigh, 15.0);
        QVERIFY(near(s.medianCiLevel, 1.0 - 2.0 * 21700.0 / 1048576.0));
    }

    void binomialCiRanks_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("j");
        QTest::addColumn<double>("level");
        // Verified independently with exact integer arithmetic (Python fractions + math.comb):
        // n=10: P(B<=1) = 11/1024 -> 1 - 22/1024 = 0.978515625; P(B<=2) = 56/1024 > 0.025.
        QTest::newRow("n=5") << qint64(5) << qint64(0) << 0.9375;
        QTest::newRow("n=6") << qint64(6) << qint64(1) << 0.96875;
        QTest::newRow("n=10") << qint64(10) << qint64(2) << 0.978515625;
        QTest::newRow("n=20") << qint64(20) << qint64(6) << 0.9586105346679688;
        QTest::newRow("n=100") << qint64(100) << qint64(40) << 0.9647997997822952;
        QTest::newRow("n=1000") << qint64(1000) << qint64(469) << 0.9537088026395019;
        // n = 10^6: 50-digit Decimal recurrence gives j = 499020, level 0.950121031347632.
        QTest::newRow("n=1e6") << qint64(1000000) << qint64(499020) << 0.950121031347632;
    }
    void binomialCiRanks()
    {
        QFETCH(qint64, n);
        QFETCH(qint64, j);
        QFETCH(double, level);
        double attained = -1;
        QCOMPARE(rb::medianCiRank(n, 0.95, &attained), j);
        QVERIFY2(near(attained, level, 1e-9), qPrintable(QString::number(attained, 'g', 17)));
    }

    void ciOnSample()
    {
        // n = 10, values 10..100: CI = (x_(2), x_(9)) = (20, 90)
        std::vector<double> v;
        for (int i = 10; i >= 1; --i)
            v.push_back(10.0 * i);
        const Summary s = rb::summarize(v);
        QCOMPARE(s.medianCiLow, 20.0);
        QCOMPARE(s.medianCiHigh, 90.0);
        QVERIFY(near(s.medianCiLevel, 0.978515625));
    }

    void quantileType7()
    {
        const std::vector<double> v{1, 2, 4, 8};
        // h = 3 * 0.1 = 0.3 -> 1 + 0.3 * (2 - 1) = 1.3; h = 3 * 0.9 = 2.7 -> 4 + 0.7*4 = 6.8
        QVERIFY(near(rb::quantileSorted(v, 0.1), 1.3));
        QVERIFY(near(rb::quantileSorted(v, 0.9), 6.8));
        QCOMPARE(rb::quantileSorted(v, 0.0), 1.0);
        QCOMPARE(rb::quantileSorted(v, 1.0), 8.0);
        QVERIFY(std::isnan(rb::quantileSorted(std::vector<double>{}, 0.5)));
    }

    void nonFiniteExcluded()
    {
        const Summary s =
            rb::summarize(std::vector<double>{1, std::numeric_limits<double>::quiet_NaN(), 3});
        QCOMPARE(s.n, 2);
        QCOMPARE(s.median, 2.0);
    }

    void jsonRoundTrip()
    {
        std::vector<double> v;
        for (int i = 0; i < 137; ++i)
            v.push_back((i * 7919) % 101 + 0.25 * i);
        const Summary s = rb::summarize(v);
        const QByteArray text = QJsonDocument(s.toJson()).toJson(QJsonDocument::Compact);
        const Summary r = rb::Summary::fromJson(QJsonDocument::fromJson(text).object());
        QCOMPARE(r.n, s.n);
        QCOMPARE(r.min, s.min);
        QCOMPARE(r.p1, s.p1);
        QCOMPARE(r.p5, s.p5);
        QCOMPARE(r.p25, s.p25);
        QCOMPARE(r.median, s.median);
        QCOMPARE(r.p75, s.p75);
        QCOMPARE(r.p95, s.p95);
        QCOMPARE(r.p99, s.p99);
        QCOMPARE(r.max, s.max);
        QCOMPARE(r.mean, s.mean);
        QCOMPARE(r.sd, s.sd);
        QCOMPARE(r.mad, s.mad);
        QCOMPARE(r.trimmedMean5, s.trimmedMean5);
        QCOMPARE(r.trimmedEachSide, s.trimmedEachSide);
        QCOMPARE(r.medianCiLow, s.medianCiLow);
        QCOMPARE(r.medianCiHigh, s.medianCiHigh);
        QCOMPARE(r.medianCiLevel, s.medianCiLevel);
        QCOMPARE(r.medianCiLowRank, s.medianCiLowRank);
        QCOMPARE(r.medianCiHighRank, s.medianCiHighRank);

        // The empty summary survives too (NaN written as null, read back as NaN).
        const Summary e = rb::Summary::fromJson(rb::summarize(std::vector<double>{}).toJson());
        QCOMPARE(e.n, 0);
        QVERIFY(std::isnan(e.median));
    }
};

QTEST_GUILESS_MAIN(TstStatsSummary)
#include "tst_stats_summary.moc"
