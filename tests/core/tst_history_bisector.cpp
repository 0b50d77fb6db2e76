// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: the change points of a kernel history and their bisection (HistoryBisector), on a
// synthetic history whose "measurements" are a table: the first commit of each change is found,
// failed commits are skipped (and make a change inexact when they hide it), only O(log n)
// commits are measured, steps and configuration drift are reported.
#include "core/analysis/history_bisector.h"

#include <QtTest>

using namespace rb;

namespace {

// value[i] < 0: commit i fails to build; kcfgAt: from this commit on, configASSERT is 0.
struct Synthetic {
    std::vector<double> value;
    int kcfgAt = 1 << 30;
    std::vector<int> measured;

    HistoryPoint operator()(int i)
    {
        measured.push_back(i);
        HistoryPoint p;
        p.index = i;
        p.commit.sha = QStringLiteral("c%1").arg(i);
        p.ok = value[size_t(i)] >= 0;
        p.status = p.ok ? QStringLiteral("complete") : QStringLiteral("failed");
        if (p.ok) {
            p.medians.insert(QStringLiteral("yield_round_trip"), value[size_t(i)]);
            p.medians.insert(QStringLiteral("sem_ping_pong"), 1000);
            p.kernelConfig.insert(QStringLiteral("configASSERT"),
                                  i >= kcfgAt ? QStringLiteral("0") : QStringLiteral("1"));
        }
        return p;
    }
};

const QStringList metrics{QStringLiteral("yield_round_trip"), QStringLiteral("sem_ping_pong")};
const QString yield = QStringLiteral("yield_round_trip");

} // namespace

class TestHistoryBisector : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void findsTheFirstCommitInLogN()
    {
        Synthetic s;
        s.value.assign(64, 195);
        for (int i = 37; i < 64; ++i)
            s.value[size_t(i)] = 209;
        HistoryBisector b([&s](int i) { return s(i); });
        b.add(s(0));
        b.add(s(63));
        s.measured.clear();
        const std::vector<HistoryChange> ch = b.bisect(yield, metrics);
        QCOMPARE(ch.size(), size_t(1));
        QCOMPARE(ch[0].after.index, 37);
        QCOMPARE(ch[0].before.index, 36);
        QVERIFY(ch[0].exact);
        QCOMPARE(ch[0].steps.value(yield), 14.0);
        QCOMPARE(ch[0].steps.value(QStringLiteral("sem_ping_pong")), 0.0);
        QVERIFY(ch[0].configDrift.isEmpty());
        QVERIFY(s.measured.size() <= 6); // log2(62) rounded up
    }

    void findsEveryChangeBetweenTwoWalkedCommits()
    {
        Synthetic s;
        s.value = {10, 10, 10, 12, 12, 12, 12, 15, 15, 15};
        HistoryBisector b([&s](int i) { return s(i); });
        b.add(s(0));
        b.add(s(9));
        const std::vector<HistoryChange> ch = b.bisect(yield, metrics);
        QCOMPARE(ch.size(), size_t(2));
        QCOMPARE(ch[0].after.index, 3);
        QCOMPARE(ch[0].steps.value(yield), 2.0);
        QCOMPARE(ch[1].after.index, 7);
        QCOMPARE(ch[1].steps.value(yield), 3.0);
    }

    void skipsFailedCommits()
    {
        Synthetic s;
        s.value = {10, 10, -1, -1, 10, 13, 13, 13};
        HistoryBisector b([&s](int i) { return s(i); });
        b.add(s(0));
        b.add(s(7));
        const std::vector<HistoryChange> ch = b.bisect(yield, metrics);
        QCOMPARE(ch.size(), size_t(1));
        QCOMPARE(ch[0].after.index, 5);
        QCOMPARE(ch[0].before.index, 4);
        QVERIFY(ch[0].exact);
        // A change hidden behind failed commits is not exact and names them.
        Synthetic t;
        t.value = {10, 10, -1, -1, 13, 13};
        HistoryBisector c([&t](int i) { return t(i); });
        c.add(t(0));
        c.add(t(5));
        const std::vector<HistoryChange> hidden = c.bisect(yield, metrics);
        QCOMPARE(hidden.size(), size_t(1));
        QCOMPARE(hidden[0].before.index, 1);
        QCOMPARE(hidden[0].after.index, 4);
        QVERIFY(!hidden[0].exact);
        QCOMPARE(hidden[0].skipped, QStringList({QStringLiteral("c2"), QStringLiteral("c3")}));
    }

    void labelsConfigDrift()
    {
        Synthetic s;
        s.value = {10, 10, 10, 8, 8};
        s.kcfgAt = 3;
        HistoryBisector b([&s](int i) { return s(i); });
        for (int i = 0; i < 5; ++i)
            b.add(s(i));
        s.measured.clear();
        const std::vector<HistoryChange> walk = b.walkChanges(metrics);
        QCOMPARE(walk.size(), size_t(1));
        QCOMPARE(walk[0].after.index, 3);
        QVERIFY(walk[0].exact);
        QCOMPARE(walk[0].configDrift, QStringList{QStringLiteral("configASSERT: 1 -> 0")});
        QCOMPARE(b.bisect(yield, metrics).size(), size_t(1));
        QVERIFY(s.measured.empty()); // everything was measured by the walk
    }
};

QTEST_GUILESS_MAIN(TestHistoryBisector)
#include "tst_history_bisector.moc"
