// SPDX-License-Identifier: GPL-3.0-or-later
// findVariedCondition, the one rule the Overview, Rank shift, Compare and the report use to find
// what varies besides the kernel. qemu-kernels.json (12 kernels at -O0 and -Os) made the Overview
// show everything as "one configuration": the flags each kernel states change with opt_level
// but differ between kernels (embassy's rustc flags, the C kernels' gcc flags), and Zephyr's
// Kconfig optimisation choice follows opt_level in Zephyr only. What follows opt_level within
// every kernel belongs to that kernel's configuration at that level.
#include "core/analysis/varied_condition.h"

#include <QTest>

#include <algorithm>

using namespace rb;

namespace {
Configuration cfg(const QString &kernel, const QString &opt, const QString &cflags)
{
    Configuration c;
    c.board = QStringLiteral("qemu");
    c.kernel = kernel;
    c.optLevel = opt;
    c.cflags = cflags;
    c.timingMethod = QStringLiteral("icount");
    return c;
}
} // namespace

class TestVariedCondition : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void optLevelWithFlagsAndKconfigThatFollowItPerKernel()
    {
        std::vector<Configuration> configs;
        for (const QString &opt : {QStringLiteral("-O0"), QStringLiteral("-Os")}) {
            configs.push_back(cfg(QStringLiteral("freertos"), opt,
                                  QStringLiteral("-mcpu=cortex-m3 -mthumb ") + opt));
            configs.push_back(cfg(QStringLiteral("threadx"), opt,
                                  QStringLiteral("-mcpu=cortex-m3 -mthumb ") + opt));
            Configuration z = cfg(QStringLiteral("zephyr"), opt,
                                  QStringLiteral("-mcpu=cortex-m3 -mthumb ") + opt);
            z.kernelConfig.insert(QStringLiteral("optimizations"), opt == QLatin1String("-O0")
                                                                       ? QStringLiteral("none")
                                                                       : QStringLiteral("size"));
            configs.push_back(z);
            configs.push_back(
                cfg(QStringLiteral("embassy"), opt,
                    QStringLiteral("opt-level=") +
                        (opt == QLatin1String("-O0") ? QStringLiteral("0") : QStringLiteral("s"))));
        }
        const VariedCondition v = findVariedCondition(configs);
        QCOMPARE(v.key, QStringLiteral("opt_level"));
        QVERIFY(v.candidates.contains(QStringLiteral("cflags")));
    }

    // A run whose build failed states its kernel, level, board and timer only (nuttx at -O2 in
    // a sweep of three levels over 12 kernels): its unknown flags and toolchain are no value of
    // their own. Before, the report of that sweep found no varied condition (then "cflags"
    // once the others were known) and showed one configuration with three medians a cell.
    void aFailedRunsUnknownConditionsVaryNothing()
    {
        std::vector<Configuration> configs;
        for (const QString &opt :
             {QStringLiteral("-O0"), QStringLiteral("-O2"), QStringLiteral("-Os")})
            for (const QString &k :
                 {QStringLiteral("freertos"), QStringLiteral("threadx"), QStringLiteral("nuttx")}) {
                Configuration c = cfg(k, opt, opt + QStringLiteral(" -mcpu=cortex-m3 -mthumb"));
                c.toolchain = QStringLiteral("gcc");
                c.kernelProfile = QStringLiteral("default");
                configs.push_back(c);
            }
        QCOMPARE(findVariedCondition(configs).key, QStringLiteral("opt_level"));
        Configuration failed = cfg(QStringLiteral("nuttx"), QStringLiteral("-O2"), QString());
        configs.push_back(failed); // a rerun that failed to build: no flags, no toolchain
        failed.optLevel = QStringLiteral("-O0");
        configs.push_back(failed);
        const VariedCondition v = findVariedCondition(configs);
        QCOMPARE(v.key, QStringLiteral("opt_level"));
        QVERIFY(!v.candidates.contains(QStringLiteral("toolchain")));
    }

    void twoIndependentConditionsAreNotOne()
    {
        std::vector<Configuration> configs;
        for (const QString &opt : {QStringLiteral("-O0"), QStringLiteral("-Os")})
            for (qint64 hz : {72000000, 108000000}) {
                Configuration c = cfg(QStringLiteral("freertos"), opt, opt);
                c.clockHz = hz;
                configs.push_back(c);
                Configuration t = cfg(QStringLiteral("threadx"), opt, opt);
                t.clockHz = hz;
                configs.push_back(t);
            }
        const VariedCondition v = findVariedCondition(configs);
        QCOMPARE(v.key, QString());
        QVERIFY(v.candidates.contains(QStringLiteral("opt_level")));
        QVERIFY(v.candidates.contains(QStringLiteral("clock_hz")));
    }

    void aConditionEveryKernelHasMustFollowTheSameWayInAll()
    {
        // One run per kernel and clock, the optimisation tied to the clock differently per
        // kernel: at 24 MHz freertos ran -O0 and threadx -Os, a confounded comparison.
        std::vector<Configuration> configs;
        for (qint64 hz : {24000000, 72000000}) {
            Configuration f =
                cfg(QStringLiteral("freertos"),
                    hz == 24000000 ? QStringLiteral("-O0") : QStringLiteral("-Os"), QString());
            f.clockHz = hz;
            configs.push_back(f);
            Configuration t =
                cfg(QStringLiteral("threadx"),
                    hz == 24000000 ? QStringLiteral("-Os") : QStringLiteral("-O0"), QString());
            t.clockHz = hz;
            configs.push_back(t);
        }
        QCOMPARE(findVariedCondition(configs).key, QString());
    }

    void aDifferenceWithinOneKernelOnlyIsStillADifference()
    {
        // freertos's flags change at one opt_level between two runs: opt_level does not
        // determine them, the flags determine opt_level, so the flags are what varies.
        std::vector<Configuration> configs{
            cfg(QStringLiteral("freertos"), QStringLiteral("-Os"), QStringLiteral("-Os")),
            cfg(QStringLiteral("freertos"), QStringLiteral("-Os"), QStringLiteral("-Os -g")),
            cfg(QStringLiteral("freertos"), QStringLiteral("-O0"), QStringLiteral("-O0")),
            cfg(QStringLiteral("threadx"), QStringLiteral("-Os"), QStringLiteral("-Os")),
            cfg(QStringLiteral("threadx"), QStringLiteral("-O0"), QStringLiteral("-O0"))};
        QCOMPARE(findVariedCondition(configs).key, QStringLiteral("cflags"));
    }

    // Callers pass one configuration per series (the Rank shift view: a run's six metrics are
    // six copies; issue 38 item 3, repeats are dropped first): repeats change nothing, in
    // whatever order they come.
    void repeatedConfigurationsGiveTheSameAnswer()
    {
        std::vector<Configuration> configs{
            cfg(QStringLiteral("freertos"), QStringLiteral("-Os"), QStringLiteral("-Os")),
            cfg(QStringLiteral("freertos"), QStringLiteral("-Os"), QStringLiteral("-Os -g")),
            cfg(QStringLiteral("freertos"), QStringLiteral("-O0"), QStringLiteral("-O0")),
            cfg(QStringLiteral("threadx"), QStringLiteral("-Os"), QStringLiteral("-Os")),
            cfg(QStringLiteral("threadx"), QStringLiteral("-O0"), QStringLiteral("-O0"))};
        for (const QString &opt : {QStringLiteral("-O0"), QStringLiteral("-Os")})
            for (qint64 hz : {72000000, 108000000}) {
                Configuration c = cfg(QStringLiteral("zephyr"), opt, opt);
                c.clockHz = hz;
                configs.push_back(c);
            }
        const VariedCondition once = findVariedCondition(configs);
        std::vector<Configuration> repeated;
        for (int copy = 0; copy < 6; ++copy)
            for (size_t i = 0; i < configs.size(); ++i)
                repeated.push_back(configs[(i * 7 + size_t(copy)) % configs.size()]);
        std::vector<Configuration> firstSeen; // the order repeated first shows them in
        for (const Configuration &c : repeated)
            if (std::find(firstSeen.begin(), firstSeen.end(), c) == firstSeen.end())
                firstSeen.push_back(c);
        const VariedCondition expected = findVariedCondition(firstSeen);
        const VariedCondition got = findVariedCondition(repeated);
        QCOMPARE(got.key, expected.key);
        QCOMPARE(got.candidates, expected.candidates);
        QCOMPARE(once.key, expected.key);
    }
};

QTEST_GUILESS_MAIN(TestVariedCondition)
#include "tst_varied_condition.moc"
