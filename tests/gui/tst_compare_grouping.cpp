// SPDX-License-Identifier: GPL-3.0-or-later
// Compare view's layout: configurations in the order the rest of the workbench uses
// (orderedConditionValues): the experiment's own order when every run is of one experiment (the
// Rank shift view, `ranks` and the report show -Os before -O0 when the experiment ran -Os first;
// the Compare view sorted them as GCC numbers them), else the natural order.
#include "gui/compare_grouping.h"

#include <QtTest>

namespace {
rb::CompareItem item(qint64 runId, const QString &kernel, const QString &opt,
                     const QString &experiment)
{
    rb::CompareItem i;
    i.label = QStringLiteral("#%1 %2").arg(runId).arg(kernel);
    i.kernel = kernel;
    i.status = QStringLiteral("ok");
    rb::Configuration c;
    c.board = QStringLiteral("qemu");
    c.kernel = kernel;
    c.optLevel = opt;
    i.runIds << runId;
    i.experiments << experiment;
    i.configs << c;
    return i;
}

// Runs 1, 2 at -Os, then 3, 4 at -O0 (as an experiment that lists -Os first stores them).
std::vector<rb::CompareItem> items(const QString &experiment)
{
    return {item(3, "freertos", "-O0", experiment), item(1, "freertos", "-Os", experiment),
            item(4, "threadx", "-O0", experiment), item(2, "threadx", "-Os", experiment)};
}
} // namespace

class TestCompareGrouping : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oneExperimentKeepsItsOrder()
    {
        const rb::CompareLayout byConfig = rb::layoutCompareItems(
            items(QStringLiteral("opt-study")), rb::CompareGrouping::ByConfiguration);
        QCOMPARE(byConfig.condition, QStringLiteral("opt_level"));
        QCOMPARE(byConfig.groups, QStringList({"-Os", "-O0"}));
        // Grouped by kernel, each kernel's boxes follow the same order.
        const rb::CompareLayout byKernel = rb::layoutCompareItems(
            items(QStringLiteral("opt-study")), rb::CompareGrouping::ByKernel);
        QCOMPARE(byKernel.groups, QStringList({"freertos", "threadx"}));
        QCOMPARE(byKernel.tickLabels, QStringList({"-Os", "-O0", "-Os", "-O0"}));
    }

    void runsOfNoExperimentInNaturalOrder()
    {
        const rb::CompareLayout byConfig =
            rb::layoutCompareItems(items(QString()), rb::CompareGrouping::ByConfiguration);
        QCOMPARE(byConfig.groups, QStringList({"-O0", "-Os"}));
    }
};

QTEST_GUILESS_MAIN(TestCompareGrouping)
#include "tst_compare_grouping.moc"
