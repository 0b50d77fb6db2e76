// SPDX-License-Identifier: GPL-3.0-or-later
// The series a ranking takes and the unit it is in (issue 33 item 5): one rule, in core, for
// the GUI's Rank shift view and `rtosbench-cli ranks`.
#include "core/analysis/rank_selection.h"

#include <QtTest>

namespace {

rb::Series series(const QString &kernel, const QString &metric, const QString &unit)
{
    rb::Series s;
    s.kernel = kernel;
    s.config.kernel = kernel;
    s.metric = metric;
    s.unit = unit;
    s.id = kernel + '/' + metric + '/' + unit;
    return s;
}

QStringList ids(const std::vector<rb::Series> &all)
{
    QStringList out;
    for (const rb::Series &s : all)
        out << s.id;
    return out;
}

} // namespace

class TestRankSelection : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void unitIsThePreferredOneWhenPresentElseTheMostCommon()
    {
        const std::vector<rb::Series> all{series("a", "m", "ns"), series("b", "m", "ns"),
                                          series("c", "m", "cycles")};
        QCOMPARE(rb::rankingUnit(all, QString()), QStringLiteral("ns"));
        QCOMPARE(rb::rankingUnit(all, QStringLiteral("cycles")), QStringLiteral("cycles"));
        QCOMPARE(rb::rankingUnit(all, QStringLiteral("us")), QStringLiteral("ns"));
        // A tie goes to the first unit in alphabetical order, whatever the input order.
        const std::vector<rb::Series> tie{series("a", "m", "ticks"), series("b", "m", "cycles")};
        QCOMPARE(rb::rankingUnit(tie, QString()), QStringLiteral("cycles"));
        QCOMPARE(rb::rankingUnit({}, QStringLiteral("cycles")), QString());
    }

    void unitIsChosenAmongTheRankedMetricOnly()
    {
        // The Rank shift view chose the unit over every metric of the data (cycles, from the
        // other metric) and then ranked nothing of this metric, all in ticks; the CLI ranked the
        // ticks. The unit is the one of the series ranked.
        const std::vector<rb::Series> all{series("a", "yield", "ticks"),
                                          series("b", "yield", "ticks"),
                                          series("a", "other", "cycles")};
        rb::RankFilter filter;
        filter.metrics = QStringList{QStringLiteral("yield")};
        filter.unit = QStringLiteral("cycles"); // the display unit: a preference
        const rb::RankSelection s = rb::selectRankSeries(all, filter);
        QCOMPARE(s.unit, QStringLiteral("ticks"));
        QCOMPARE(ids(s.series), (QStringList{"a/yield/ticks", "b/yield/ticks"}));
        QVERIFY(s.leftOut.empty());
    }

    void requiredUnitLeavesTheOthersOut()
    {
        const std::vector<rb::Series> all{series("a", "m", "ns"), series("b", "m", "ns"),
                                          series("c", "m", "cycles")};
        rb::RankFilter filter;
        filter.unit = QStringLiteral("cycles");
        filter.unitRequired = true;
        rb::RankSelection s = rb::selectRankSeries(all, filter);
        QCOMPARE(s.unit, QStringLiteral("cycles"));
        QCOMPARE(ids(s.series), QStringList{"c/m/cycles"});
        QCOMPARE(ids(s.leftOut), (QStringList{"a/m/ns", "b/m/ns"}));
        // A required unit nothing is in: nothing to rank (`ranks --unit us` says so).
        filter.unit = QStringLiteral("us");
        s = rb::selectRankSeries(all, filter);
        QVERIFY(s.series.empty());
        QCOMPARE(int(s.leftOut.size()), 3);
    }

    void kernelsAndMetricsFilter()
    {
        const std::vector<rb::Series> all{series("FreeRTOS", "m", "cycles"),
                                          series("ThreadX", "m", "cycles"),
                                          series("ThreadX", "n", "cycles")};
        rb::RankFilter filter;
        filter.kernels = QSet<QString>{QStringLiteral("threadx")};
        QCOMPARE(ids(rb::selectRankSeries(all, filter).series),
                 (QStringList{"ThreadX/m/cycles", "ThreadX/n/cycles"}));
        filter.metrics = QStringList{QStringLiteral("m")};
        QCOMPARE(ids(rb::selectRankSeries(all, filter).series), QStringList{"ThreadX/m/cycles"});
        // Every kernel unchecked ranks nothing (not everything).
        filter.kernels = QSet<QString>{};
        QVERIFY(rb::selectRankSeries(all, filter).series.empty());
        filter.kernels.reset();
        QCOMPARE(int(rb::selectRankSeries(all, filter).series.size()), 2);
    }
};

QTEST_MAIN(TestRankSelection)
#include "tst_rank_selection.moc"
