// SPDX-License-Identifier: GPL-3.0-or-later
// The logic-analyser import's pairing and run (issue 23), on synthetic edges: windows from
// rising-falling and toggle pairing, cut and unpaired windows flagged (never paired across a
// gap), glitches, the ns conversion, the toggle cost from cal_gpio_toggle, the window-by-window
// comparison with the stamped run, and trap 6 at 1 vs 100 MS/s. The real sigrok path is
// tests/cli/test_import_analyser.sh.
#include "core/analysis/series.h"
#include "core/analysis/traps.h"
#include "core/io/analyser_import.h"

#include <QTest>

#include <limits>

using namespace rb;

namespace {

AnalyserChannel channel(bool initial, std::vector<qint64> edges)
{
    AnalyserChannel c;
    c.name = QStringLiteral("D0");
    c.initialLevel = initial;
    c.edges = std::move(edges);
    return c;
}

AnalyserCapture captureOf(qint64 rate, qint64 samples, const AnalyserChannel &c)
{
    AnalyserCapture cap;
    cap.samplerate = rate;
    cap.sampleCount = samples;
    cap.channels.push_back(c);
    return cap;
}

} // namespace

class TstAnalyserImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void risingFalling()
    {
        const AnalyserChannel c = channel(false, {10, 30, 50, 55, 80, 120});
        const AnalyserPairResult r = pairAnalyserEdges(c, 200, {});
        QVERIFY(r.ok());
        QCOMPARE(r.windows.size(), size_t(3));
        QCOMPARE(r.windows[0].width(), 20);
        QCOMPARE(r.windows[1].width(), 5);
        QCOMPARE(r.windows[2].width(), 40);
        QCOMPARE(r.flaggedCount(), 0);
    }

    void cutWindowsAreFlagged()
    {
        // starts high (inside a window), ends high: both cut windows flagged, the rest paired
        const AnalyserChannel c = channel(true, {15, 40, 60, 90});
        const AnalyserPairResult r = pairAnalyserEdges(c, 100, {});
        QVERIFY(r.ok());
        QCOMPARE(r.windows.size(), size_t(3));
        QVERIFY(!r.windows[0].ok());
        QCOMPARE(r.windows[1].start, 40);
        QCOMPARE(r.windows[1].end, 60);
        QVERIFY(r.windows[1].ok());
        QVERIFY(!r.windows[2].ok());
        QCOMPARE(r.windows[2].end, 100);
    }

    void togglePairing()
    {
        AnalyserPairOptions o;
        o.pairing = AnalyserPairing::Toggle;
        const AnalyserChannel c = channel(true, {10, 30, 50, 55, 80});
        const AnalyserPairResult r = pairAnalyserEdges(c, 200, o);
        QVERIFY(r.ok());
        QCOMPARE(r.windows.size(), size_t(3));
        QCOMPARE(r.windows[0].width(), 20); // a falling-rising pair is a window too
        QCOMPARE(r.windows[1].width(), 5);
        QVERIFY(!r.windows[2].ok()); // the odd edge: flagged, not paired with anything
        QCOMPARE(r.okCount(), 2);
    }

    void glitchesAreFlaggedNotMerged()
    {
        AnalyserPairOptions o;
        o.glitchSamples = 3;
        // window 0-20, a 1-sample dip at 20-21 (gap glitch), window 21-40, a 2-sample spike
        const AnalyserChannel c = channel(false, {0 + 5, 20, 21, 40, 70, 72, 90, 130});
        const AnalyserPairResult r = pairAnalyserEdges(c, 200, o);
        QVERIFY(r.ok());
        QCOMPARE(r.windows.size(), size_t(4));
        QVERIFY(!r.windows[0].ok());
        QVERIFY(!r.windows[1].ok());
        QVERIFY(!r.windows[2].ok()); // 2 samples wide
        QVERIFY(r.windows[3].ok());
        QCOMPARE(r.windows[3].width(), 40);
        // without the filter the same edges are four clean windows
        QCOMPARE(pairAnalyserEdges(c, 200, {}).okCount(), 4);
    }

    void errors()
    {
        const AnalyserPairResult none = pairAnalyserEdges(channel(false, {}), 500, {});
        QVERIFY(!none.ok());
        QVERIFY(none.error.contains(QLatin1String("never changes level")));
        const AnalyserPairResult onlyCut = pairAnalyserEdges(channel(false, {400}), 500, {});
        QVERIFY(!onlyCut.ok());
        QVERIFY(onlyCut.error.contains(QLatin1String("no clean window")));
    }

    void nanoseconds()
    {
        QCOMPARE(analyserWindowNs(2, 1000000), 2000);
        QCOMPARE(analyserWindowNs(200, 100000000), 2000);
        QCOMPARE(analyserWindowNs(48, 24000000), 2000);
        QCOMPARE(analyserWindowNs(1, 24000000), 42);                        // 41.67
        QCOMPARE(analyserWindowNs(5, 24000000), 208);                       // 208.33
        QCOMPARE(analyserWindowNs(1LL << 40, 1000000), (1LL << 40) * 1000); // no overflow
    }

    void runAndTrap6()
    {
        // a 2 us event: 2 samples at 1 MS/s, 200 at 100 MS/s
        for (const qint64 rate : {qint64(1000000), qint64(100000000)}) {
            const qint64 w = 2000 * rate / 1000000000;
            const AnalyserChannel c = channel(false, {10, 10 + w, 3 * w + 10, 4 * w + 10});
            const AnalyserCapture cap = captureOf(rate, 10 * w + 20, c);
            const AnalyserPairResult p = pairAnalyserEdges(c, cap.sampleCount, {});
            AnalyserImportRequest req;
            req.toggleNs = 28;
            const Run run = analyserRun(cap, cap.channels[0], p, req);
            QCOMPARE(run.config.timingMethod, QStringLiteral("gpio-analyser"));
            QCOMPARE(run.config.timerHz.value_or(0), rate);
            QCOMPARE(run.cases.size(), size_t(1));
            QCOMPARE(run.cases[0].unit, QStringLiteral("ns"));
            QCOMPARE(run.cases[0].samples, (std::vector<qint64>{2000, 2000}));
            QCOMPARE(run.cases[0].overhead.value_or(0), 28);
            const auto warnings = detectCoarseTimer(seriesFromRun(run));
            if (rate == 1000000) {
                QCOMPARE(warnings.size(), size_t(1));
                QVERIFY(warnings[0].explanation.contains(QLatin1String("1000 ns")));
                QVERIFY(warnings[0].explanation.contains(QLatin1String("1 MS/s")));
                QCOMPARE(warnings[0].details.value("samplerate").toDouble(), 1e6);
            } else {
                QVERIFY(warnings.empty());
            }
        }
    }

    void toggleCostBeyond64Bits()
    {
        // Issue 31: a toggle cost whose subtraction leaves 64 bits makes the run incomplete.
        const AnalyserChannel c = channel(false, {10, 12, 30, 32});
        const AnalyserCapture cap = captureOf(1000000, 100, c);
        const AnalyserPairResult p = pairAnalyserEdges(c, cap.sampleCount, {});
        AnalyserImportRequest req;
        req.toggleNs = std::numeric_limits<qint64>::min();
        const Run run = analyserRun(cap, cap.channels[0], p, req);
        QCOMPARE(run.status, rb::RunStatus::Incomplete);
        QVERIFY2(run.statusReason.contains(QLatin1String("does not fit in a 64-bit integer")),
                 qPrintable(run.statusReason));
        req.toggleNs = 28;
        QCOMPARE(analyserRun(cap, cap.channels[0], p, req).status, rb::RunStatus::Complete);
    }

    void toggleCostFromCalGpioToggle()
    {
        Run fw;
        fw.id = 7;
        fw.config.clockHz = 72000000;
        CaseResult cal;
        cal.metric = QStringLiteral("cal_gpio_toggle");
        cal.unit = QStringLiteral("cycles");
        cal.overhead = 4;
        cal.samples = {6, 6, 7, 6, 6};
        fw.cases.push_back(cal);
        QString why;
        const auto ns = gpioToggleCostNs(fw, &why);
        QVERIFY(ns.has_value());
        QCOMPARE(*ns, 28); // 2 cycles at 72 MHz = 27.8 ns
        QVERIFY(why.contains(QLatin1String("run 7")));
        fw.cases.clear();
        QVERIFY(!gpioToggleCostNs(fw, &why).has_value());
    }

    void chainOfAGpioWindowsBuild()
    {
        Run fw;
        fw.id = 9;
        fw.config.clockHz = 72000000;
        CaseResult c;
        c.metric = QStringLiteral("call_switch_floor");
        c.unit = QStringLiteral("cycles");
        c.overhead = 9;
        c.samples = {30, 31};
        fw.cases.push_back(c);
        QString why;
        QVERIFY(!gpioWindowChainNs(fw, c.metric, &why).has_value()); // not such a build
        fw.config.extra.insert(QStringLiteral("gpio_windows"), QStringLiteral("all"));
        const auto ns = gpioWindowChainNs(fw, c.metric, &why);
        QVERIFY(ns.has_value());
        QCOMPARE(*ns, 125); // 9 cycles at 72 MHz = 125 ns
        QVERIFY(!gpioWindowChainNs(fw, QStringLiteral("preempt"), &why).has_value());
    }

    void compareWindowByWindow()
    {
        Run fw;
        fw.id = 3;
        fw.config.clockHz = 100000000; // 10 ns per cycle
        fw.config.timingMethod = QStringLiteral("dwt");
        CaseResult c;
        c.metric = QStringLiteral("context_switch");
        c.unit = QStringLiteral("cycles");
        c.overhead = 2;
        c.warmup = 2;
        c.coldSample = 500;
        c.samples = {202, 302, 402}; // corrected 200, 300, 400 cycles = 2, 3, 4 us
        std::vector<qint64> edges = {0 + 5, 505, 1000, 1300}; // cold 500, warm-up 300 samples
        edges.insert(edges.end(), {2000, 2250});              // warm-up 250
        edges.insert(edges.end(), {3000, 3200, 4000, 4301, 5000, 5400}); // 200, 301, 400
        const AnalyserChannel ch = channel(false, edges);
        const AnalyserPairResult p = pairAnalyserEdges(ch, 6000, {});
        QCOMPARE(p.windows.size(), size_t(6));
        MethodComparison m = compareTimingMethods(fw, c, p, 100000000, 0);
        QVERIFY2(m.ok(), qPrintable(m.error));
        QCOMPARE(m.skippedLeading, 3);
        QCOMPARE(m.compared, 3);
        QCOMPARE(m.medianDiffNs, 0.0);
        QCOMPARE(m.maxAbsDiffNs, 10.0);
        QCOMPARE(m.beyondOnePeriod, 0);
        // with the toggle cost subtracted from the analyser side the windows are 10 ns shorter
        m = compareTimingMethods(fw, c, p, 100000000, 10);
        QCOMPARE(m.medianDiffNs, -10.0);
        // one window fewer (a missing edge pair): nothing is paired
        std::vector<qint64> fewer(edges.begin(), edges.end() - 2);
        const AnalyserPairResult p2 = pairAnalyserEdges(channel(false, fewer), 6000, {});
        m = compareTimingMethods(fw, c, p2, 100000000, 0);
        QVERIFY(!m.ok());
        QCOMPARE(m.compared, 0);
        QVERIFY(m.error.contains(QLatin1String("missing or extra edge")));
        // emulated time cannot be compared
        fw.config.clockHz.reset();
        QVERIFY(!compareTimingMethods(fw, c, p, 100000000, 0).ok());
    }

    void channelLookup()
    {
        AnalyserCapture cap;
        AnalyserChannel a = channel(false, {});
        a.name = QStringLiteral("marker");
        a.index = 3;
        cap.channels.push_back(a);
        QVERIFY(cap.channel(QStringLiteral("marker")));
        QVERIFY(cap.channel(QStringLiteral("MARKER")));
        QVERIFY(cap.channel(QStringLiteral("3")));
        QVERIFY(!cap.channel(QStringLiteral("0")));
        QVERIFY(!cap.channel(QStringLiteral("D3")));
    }
};

QTEST_GUILESS_MAIN(TstAnalyserImport)
#include "tst_analyser_import.moc"
