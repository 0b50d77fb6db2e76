// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 37 item 3: the footprint as a metric beside the timings. core's footprint metrics
// (footprint_text, footprint_flash = .text + .rodata + .data, footprint_ram = .data + .bss) are
// one exact value in bytes per run: seriesFromRun gives them by name, ranks rank them smallest
// first with a certain rank, and a changed order between two compilers is a certain flip, never
// "inside the noise".
#include "core/analysis/comparison.h"
#include "core/analysis/footprint_metric.h"
#include "core/analysis/ranking.h"
#include "core/analysis/series.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace rb;

namespace {
Run makeRun(qint64 id, const QString &kernel, const QString &toolchain, qint64 text)
{
    Run r;
    r.id = id;
    r.config.board = QStringLiteral("qemu");
    r.config.kernel = kernel;
    r.config.optLevel = QStringLiteral("-Os");
    r.config.toolchain = toolchain;
    r.config.toolchainVersion = toolchain == QLatin1String("gcc") ? QStringLiteral("12.2.1")
                                                                  : QStringLiteral("Clang 14.0.6");
    r.status = RunStatus::Complete;
    r.footprint.text = text;
    r.footprint.rodata = 300;
    r.footprint.data = 20;
    r.footprint.bss = 9000;
    CaseResult c;
    c.metric = QStringLiteral("yield_round_trip");
    c.unit = QStringLiteral("ticks");
    c.samples = {100, 101, 100};
    c.sampleCount = 3;
    r.cases.push_back(c);
    return r;
}
} // namespace

class TstFootprintMetric : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bytesOfEachMetric()
    {
        Footprint f;
        QVERIFY(!footprint::bytes(f, QStringLiteral("footprint_text"))); // no FOOT: unknown
        f.text = 5120;
        f.rodata = 312;
        f.data = 8;
        f.bss = 42000;
        QCOMPARE(*footprint::bytes(f, QStringLiteral("footprint_text")), qint64(5120));
        // The initial values of .data are stored in flash (LMA, cm3_sections.ld).
        QCOMPARE(*footprint::bytes(f, QStringLiteral("footprint_flash")), qint64(5120 + 312 + 8));
        QCOMPARE(*footprint::bytes(f, QStringLiteral("footprint_ram")), qint64(8 + 42000));
        QVERIFY(!footprint::bytes(f, QStringLiteral("yield_round_trip")));
        // The host states no .rodata: it counts 0.
        f.rodata.reset();
        QCOMPARE(*footprint::bytes(f, QStringLiteral("footprint_flash")), qint64(5128));
        QCOMPARE(footprint::metrics(),
                 (QStringList{"footprint_text", "footprint_flash", "footprint_ram"}));
        QVERIFY(footprint::isMetric(QStringLiteral("footprint_ram")));
        QVERIFY(!footprint::isMetric(QStringLiteral("cal_loop")));
    }

    void seriesByName()
    {
        const Run r = makeRun(4, QStringLiteral("freertos"), QStringLiteral("gcc"), 6000);
        const std::vector<Series> s = seriesFromRun(r, QStringLiteral("footprint_flash"));
        QCOMPARE(int(s.size()), 1);
        QVERIFY(s[0].exact);
        QVERIFY(!s[0].hasSamples());
        QVERIFY(isRankable(s[0]));
        QCOMPARE(s[0].center(), 6320.0);
        QCOMPARE(s[0].unit, QStringLiteral("bytes"));
        QCOMPARE(s[0].runId, qint64(4));
        QCOMPARE(s[0].config.toolchain, QStringLiteral("gcc"));
        // All cases (no metric named) are the cases only: the report's and the traps' input.
        const std::vector<Series> all = seriesFromRun(r);
        QCOMPARE(int(all.size()), 1);
        QCOMPARE(all[0].metric, QStringLiteral("yield_round_trip"));
        // A run without a footprint has none.
        Run unknown = r;
        unknown.footprint = Footprint{};
        QVERIFY(seriesFromRun(unknown, QStringLiteral("footprint_text")).empty());
        QVERIFY(footprintSeries(unknown).empty());
        QCOMPARE(int(footprintSeries(r).size()), 3);
    }

    // Two kernels whose .text order swaps between the compilers: ranked smallest first, ranks
    // certain (no bootstrap interval), the flip certain, Kendall tau -1.
    void ranksAndACertainFlip()
    {
        std::vector<Series> series;
        const Run runs[] = {makeRun(1, QStringLiteral("freertos"), QStringLiteral("gcc"), 6000),
                            makeRun(2, QStringLiteral("rtx5"), QStringLiteral("gcc"), 7000),
                            makeRun(3, QStringLiteral("freertos"), QStringLiteral("clang"), 7600),
                            makeRun(4, QStringLiteral("rtx5"), QStringLiteral("clang"), 7100)};
        for (const Run &r : runs)
            for (Series &s : seriesFromRun(r, QStringLiteral("footprint_text")))
                series.push_back(s);
        QCOMPARE(int(series.size()), 4);
        RankOptions options;
        options.bootstrapIterations = 200;
        const RankReport report = rankByCondition(series, QStringLiteral("toolchain"), options);
        QCOMPARE(report.unit, QStringLiteral("bytes"));
        QCOMPARE(int(report.ranking.groups.size()), 2);
        for (const RankedGroup &g : report.ranking.groups) {
            QCOMPARE(int(g.entries.size()), 2);
            for (const RankEntry &e : g.entries) {
                QVERIFY(e.exact);
                QCOMPARE(e.rankCiLow, e.rank);
                QCOMPARE(e.rankCiHigh, e.rank);
            }
        }
        const RankedGroup *gcc = nullptr, *clang = nullptr;
        for (const RankedGroup &g : report.ranking.groups)
            (g.value == QLatin1String("gcc") ? gcc : clang) = &g;
        QVERIFY(gcc && clang);
        QCOMPARE(gcc->find(QStringLiteral("freertos"))->rank, 1);
        QCOMPARE(gcc->find(QStringLiteral("freertos"))->center, 6000.0);
        QCOMPARE(clang->find(QStringLiteral("rtx5"))->rank, 1);
        QCOMPARE(int(report.ranking.flips.size()), 1);
        const RankFlip &f = report.ranking.flips.front();
        QVERIFY2(f.significant, qPrintable(f.reason));
        QVERIFY2(f.reason.contains(QStringLiteral("exact")), qPrintable(f.reason));
        QCOMPARE(report.ranking.kendallTau.front(), -1.0);
        // No timing trap on a size (overhead, a coarse timer, a cold sample, outliers).
        for (const TrapWarning &w : report.traps)
            QVERIFY2(w.number != 2 && w.number != 6 && w.number != 7 && w.number != 11,
                     qPrintable(w.title + ": " + w.explanation));
        // The JSON says the entries are exact.
        const QJsonObject o = report.toJson();
        const QJsonArray configs = o.value("configurations").toArray();
        QVERIFY(!configs.isEmpty());
        const QJsonObject first =
            configs.first().toObject().value("ranks").toArray().first().toObject();
        QVERIFY2(first.value("exact").toBool(), qPrintable(QJsonDocument(o).toJson()));
    }

    // Two runs of one build state one size: pooled into one entry; another size is named.
    void mergeOfExactValues()
    {
        Series a = *footprintSeries(makeRun(1, "threadx", "gcc", 5000), "footprint_text");
        Series b = *footprintSeries(makeRun(2, "threadx", "gcc", 5000), "footprint_text");
        std::vector<Series> merged = mergeByKernel({a, b});
        QCOMPARE(int(merged.size()), 1);
        QVERIFY(merged[0].note.isEmpty());
        const RankedGroup g = rankGroup(QStringLiteral("gcc"), {a, b}, RankOptions{});
        QCOMPARE(g.entries.front().runIds, (std::vector<qint64>{1, 2}));
        Series c = *footprintSeries(makeRun(3, "threadx", "gcc", 5400), "footprint_text");
        merged = mergeByKernel({a, c});
        QCOMPARE(int(merged.size()), 1);
        QCOMPARE(merged[0].value, 5000.0);
        QVERIFY(merged[0].note.contains(QStringLiteral("left out")));
    }
};

QTEST_MAIN(TstFootprintMetric)
#include "tst_footprint_metric.moc"
