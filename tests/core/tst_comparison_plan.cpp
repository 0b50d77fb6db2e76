// SPDX-License-Identifier: GPL-3.0-or-later
// The one rule for what a comparison studies and which pairs it tests (comparison_plan.h), and
// rankByCondition's options the Rank shift view uses (groups with one kernel, "metric").
#include "core/analysis/comparison.h"
#include "core/analysis/comparison_plan.h"
#include "core/stats/summary.h"

#include <QtTest>

#include <algorithm>

namespace {

rb::Series series(qint64 runId, const QString &kernel, const QString &opt, double base,
                  const QString &metric = QStringLiteral("yield_round_trip"))
{
    rb::Series s;
    s.id = QStringLiteral("run:%1/%2").arg(runId).arg(metric);
    s.runId = runId;
    s.kernel = kernel;
    s.config.kernel = kernel;
    s.config.optLevel = opt;
    s.config.board = QStringLiteral("qemu");
    s.metric = metric;
    s.unit = QStringLiteral("cycles");
    s.status = QStringLiteral("ok");
    for (int i = 0; i < 30; ++i)
        s.samples.push_back(base + (i * 7 + runId) % 11);
    s.summary = rb::summarize(s.samples);
    s.value = s.center();
    return s;
}

// Three kernels at -O0 and -Os.
std::vector<rb::Series> grid()
{
    std::vector<rb::Series> out;
    qint64 id = 1;
    for (const QString &opt : {QStringLiteral("-O0"), QStringLiteral("-Os")})
        for (const QString &k :
             {QStringLiteral("freertos"), QStringLiteral("threadx"), QStringLiteral("zephyr")}) {
            out.push_back(series(id, k, opt, 100.0 * double(id)));
            ++id;
        }
    return out;
}

std::vector<rb::Configuration> configsOf(const std::vector<rb::Series> &s)
{
    std::vector<rb::Configuration> out;
    for (const rb::Series &x : s)
        out.push_back(x.config);
    return out;
}

} // namespace

class TstComparisonPlan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void studiedIsKernelAndTheVariedCondition()
    {
        const std::vector<rb::Series> s = grid();
        QCOMPARE(rb::studiedConditions(configsOf(s)), (QStringList{"kernel", "opt_level"}));
        // Only the kernel varies: the kernel alone.
        const std::vector<rb::Series> one(s.begin(), s.begin() + 3);
        QCOMPARE(rb::studiedConditions(configsOf(one)), QStringList{"kernel"});
    }

    void pairsDifferInOneStudiedCondition()
    {
        const std::vector<rb::Series> s = grid();
        // kernel + opt_level: 3 kernel pairs at each level and 3 kernels across = 9 of 15.
        const rb::Comparison c = rb::compareSeries(s, {"kernel", "opt"});
        QCOMPARE(c.studied, (QStringList{"kernel", "opt_level"}));
        QCOMPARE(int(c.pairwise.size()), 9);
        for (const rb::PairwiseResult &p : c.pairwise) {
            const rb::Series &a = *std::find_if(
                s.begin(), s.end(), [&](const rb::Series &x) { return x.runId == p.runA; });
            const rb::Series &b = *std::find_if(
                s.begin(), s.end(), [&](const rb::Series &x) { return x.runId == p.runB; });
            QVERIFY((a.kernel == b.kernel) != (a.config.optLevel == b.config.optLevel));
        }
        // One studied condition: every pair, opt_level a confound.
        const rb::Comparison k = rb::compareSeries(s, {"kernel"});
        QCOMPARE(int(k.pairwise.size()), 15);
        QCOMPARE(int(k.confounds.size()), 1);
        QCOMPARE(k.confounds.front().condition, QStringLiteral("opt_level"));
        QVERIFY(!rb::studiedPairs({"kernel"}));
    }

    void rankGroupsWithOneKernelAreLeftOutOnRequest()
    {
        std::vector<rb::Series> s = grid();
        s.push_back(series(7, QStringLiteral("freertos"), QStringLiteral("-O2"), 50));
        rb::RankOptions options;
        options.bootstrapIterations = 20;
        QCOMPARE(int(rb::rankByCondition(s, "opt_level", options).ranking.groups.size()), 3);
        options.minKernelsPerGroup = 2;
        const rb::RankReport r = rb::rankByCondition(s, "opt_level", options);
        QCOMPARE(int(r.ranking.groups.size()), 2);
        QCOMPARE(r.ranking.groups[0].value, QStringLiteral("-O0"));
        QCOMPARE(r.ranking.groups[1].value, QStringLiteral("-Os"));
    }

    void rankByMetric()
    {
        std::vector<rb::Series> s;
        s.push_back(series(1, "freertos", "-Os", 300, "b_metric"));
        s.push_back(series(2, "threadx", "-Os", 200, "b_metric"));
        s.push_back(series(1, "freertos", "-Os", 100, "a_metric"));
        s.push_back(series(2, "threadx", "-Os", 400, "a_metric"));
        rb::RankOptions options;
        options.bootstrapIterations = 20;
        const rb::RankReport r = rb::rankByCondition(s, "metric", options);
        QCOMPARE(r.condition, QStringLiteral("metric"));
        QCOMPARE(int(r.ranking.groups.size()), 2);
        QCOMPARE(r.ranking.groups[0].value, QStringLiteral("b_metric")); // first seen
        QCOMPARE(r.ranking.groups[0].entries.front().kernel, QStringLiteral("threadx"));
        QCOMPARE(r.ranking.groups[1].entries.front().kernel, QStringLiteral("freertos"));
        QCOMPARE(int(r.ranking.flips.size()), 1);
    }
};

QTEST_MAIN(TstComparisonPlan)
#include "tst_comparison_plan.moc"
