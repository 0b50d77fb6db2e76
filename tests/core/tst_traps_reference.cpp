// SPDX-License-Identifier: GPL-3.0-or-later
// Trap detectors and rankings on the published reference data
// (resources/reference/published_results.csv, parsed with io/reference_csv).
#include "core/analysis/ranking.h"
#include "core/analysis/traps.h"
#include "core/store/reference_csv.h"

#include <QFile>
#include <QTest>

namespace {
std::vector<rb::Series> load()
{
    QFile f(QStringLiteral(RTOSBENCH_SOURCE_DIR "/resources/reference/published_results.csv"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString error;
    const auto refs = rb::ReferenceCsv::parseReferences(f.readAll(), &error);
    std::vector<rb::Series> out;
    if (!refs)
        return out;
    qint64 id = 0;
    for (rb::ReferenceResult r : *refs) {
        r.id = ++id;
        out.push_back(rb::seriesFromReference(r));
    }
    return out;
}
std::vector<rb::Series> select(const std::vector<rb::Series> &all, const QString &sourcePrefix)
{
    std::vector<rb::Series> out;
    for (const rb::Series &s : all)
        if (s.source.startsWith(sourcePrefix))
            out.push_back(s);
    return out;
}
bool has(const std::vector<rb::TrapWarning> &w, int number)
{
    for (const auto &x : w)
        if (x.number == number)
            return true;
    return false;
}
} // namespace

class TstTrapsReference : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rRhealstoneIsMeanOnlyAndCoarse()
    {
        const auto rr = select(load(), "R-Rhealstone");
        QCOMPARE(rr.size(), size_t(24));
        const auto w = rb::detectAllTraps(rr, {"kernel"});
        QVERIFY(has(w, 10)); // "mean (R-Rhealstone)"
        QVERIFY(has(w, 6));  // 1 us timer for a ~1 us task switch
        QVERIFY(!has(w, 9)); // one board, one clock, one compiler
    }

    void gd32TableHasAFloorNotSaidSubtracted()
    {
        const auto gd = select(load(), "Eight RTOSes");
        QVERIFY(gd.size() > 50);
        const auto w = rb::detectAllTraps(gd, {"kernel"});
        QVERIFY(has(w, 2));   // bare-metal floor 0.42 us, round trips not said to be corrected
        QVERIFY(!has(w, 1));  // single switches are derived and halved: correctly labelled
        QVERIFY(!has(w, 10)); // medians
        QVERIFY(!has(w, 9));  // one configuration apart from the kernel
    }

    void crossSourceRankingWarnsAboutEverything()
    {
        // Context switch at 72 MHz (GD32F103, median, GPIO) vs task switch at 84 MHz
        // (STM32F401, mean, 1 us timer): the ranking of the three common kernels and the
        // confounds behind any comparison of the two.
        const auto all = load();
        std::vector<rb::Series> g72, g84;
        for (const rb::Series &s : all) {
            if (s.metric == "context_switch_single" && s.unit == "us")
                g72.push_back(s);
            if (s.metric == "task_switch" && s.unit == "us")
                g84.push_back(s);
        }
        rb::RankOptions opt;
        const rb::RankingAnalysis r =
            rb::analyseRanking({{"72000000", g72}, {"84000000", g84}}, opt);
        QCOMPARE(r.groups.size(), size_t(2));
        QCOMPARE(r.groups[0].entries.front().kernel, QString("ThreadX"));  // 1.19 us
        QCOMPARE(r.groups[1].entries.front().kernel, QString("FreeRTOS")); // 1.049 us
        // FreeRTOS, RT-Thread and TencentOS tiny (TobudOS) are common: same order, tau = 1.
        QCOMPARE(r.kendallCommon[0], 3);
        QCOMPARE(r.kendallTau[0], 1.0);
        QVERIFY(r.flips.empty());
        std::vector<rb::Series> both = g72;
        both.insert(both.end(), g84.begin(), g84.end());
        const auto w = rb::detectAllTraps(both, {"kernel", "clock_hz"});
        QVERIFY(has(w, 9)); // mcu, compiler, timing method ... vary too
        QVERIFY(has(w, 5)); // the clock (studied: information)
        QVERIFY(has(w, 10));
    }
};

QTEST_GUILESS_MAIN(TstTrapsReference)
#include "tst_traps_reference.moc"
