// SPDX-License-Identifier: GPL-3.0-or-later
// Trap detectors (issue 4 §4): one firing and one quiet case for each of the 12 traps.
#include "core/analysis/traps.h"

#include <QTest>

#include <cmath>

namespace {

rb::Configuration goodConfig(const QString &kernel = "FreeRTOS")
{
    rb::Configuration c;
    c.board = "gd32f103";
    c.mcu = "GD32F103VET6";
    c.core = "cortex-m3";
    c.toolchain = "gcc";
    c.cflags = "-mcpu=cortex-m3 -mthumb -Os";
    c.optLevel = "-Os";
    c.clockHz = 72000000;
    c.flashWaitStates = 2;
    c.kernel = kernel;
    c.kernelProfile = "minimal";
    c.timingMethod = "dwt";
    c.timerHz = 72000000;
    c.timerEmulated = false;
    c.debugger = "detached";
    return c;
}

rb::Series run(qint64 id, const QString &metric, std::vector<double> samples,
               const rb::Configuration &c = goodConfig())
{
    rb::Series s;
    s.id = QStringLiteral("run:%1/%2").arg(id).arg(metric);
    s.runId = id;
    s.kernel = c.kernel;
    s.config = c;
    s.metric = metric;
    s.unit = "cycles";
    s.samples = std::move(samples);
    s.summary = rb::summarize(s.samples);
    s.value = s.summary.median;
    s.overhead = 12;
    s.switches = metric == "yield_round_trip" ? 2 : 1;
    return s;
}

std::vector<double> flat(double v, int n = 100)
{
    std::vector<double> out;
    for (int i = 0; i < n; ++i)
        out.push_back(v + (i % 5)); // small, aperiodic-looking spread
    return out;
}

rb::Series ref(qint64 id, const QString &kernel, const QString &metric, double value,
               const QString &unit, const QString &note, const QString &statistic = "median")
{
    rb::Series s;
    s.id = QStringLiteral("ref:%1").arg(id);
    s.referenceId = id;
    s.isReference = true;
    s.kernel = kernel;
    s.config.kernel = kernel;
    s.config.clockHz = 72000000;
    s.config.timingMethod = "gpio-logic-analyzer (100 MS/s)";
    s.source = "article";
    s.metric = metric;
    s.value = value;
    s.unit = unit;
    s.note = note;
    s.statistic = statistic;
    return s;
}

int count(const std::vector<rb::TrapWarning> &w, int number)
{
    int n = 0;
    for (const auto &x : w) {
        if (x.number == number) {
            ++n;
            if (x.title.isEmpty() || x.explanation.isEmpty())
                return -1000; // every warning is titled and explained
        }
    }
    return n;
}

} // namespace

class TstTraps : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Issue 16: the same trap paragraph once, with the runs it concerns, not once per run.
    void mergedOncePerTrapAndExplanation()
    {
        std::vector<rb::TrapWarning> w;
        for (qint64 run : {7, 1, 4, 2, 3}) {
            rb::TrapWarning t;
            t.number = 3;
            t.id = QStringLiteral("debug_build");
            t.severity = rb::TrapSeverity::Critical;
            t.explanation = QStringLiteral("built with -O0");
            t.metric = run == 7 ? QStringLiteral("a") : QStringLiteral("b");
            t.runIds = {run};
            w.push_back(t);
        }
        rb::TrapWarning other = w.front();
        other.explanation = QStringLiteral("built with -O0 and -g3");
        other.runIds = {9};
        w.push_back(other);
        const std::vector<rb::TrapWarning> m = rb::mergeTrapWarnings(w);
        QCOMPARE(int(m.size()), 2);
        QCOMPARE(m[0].runIds, (QList<qint64>{1, 2, 3, 4, 7}));
        QVERIFY(m[0].metric.isEmpty()); // differed between the merged ones
        QCOMPARE(m[1].runIds, (QList<qint64>{9}));
        QCOMPARE(rb::compactIds(m[0].runIds), QStringLiteral("1-4, 7"));
        QCOMPARE(rb::compactIds({5, 3, 5, 10, 11}), QStringLiteral("3, 5, 10-11"));
        QCOMPARE(rb::compactIds({}), QString());
    }
    // 1 -------------------------------------------------------------------------------
    void roundTripAsSingleFires()
    {
        rb::Series cs = run(1, "context_switch", flat(200));
        cs.switches = 2;
        const auto w = rb::detectRoundTripAsSingle({cs});
        QCOMPARE(count(w, 1), 1);
        QCOMPARE(w[0].runIds, QList<qint64>{1});
        // Published note says two switches under a single-switch label.
        QCOMPARE(count(rb::detectRoundTripAsSingle(
                           {ref(5, "X", "context_switch", 2.8, "us", "includes two switches")}),
                       1),
                 1);
        // A context_switch about equal to the round trip of the same run.
        QCOMPARE(count(rb::detectRoundTripAsSingle({run(2, "yield_round_trip", flat(400)),
                                                    run(2, "context_switch", flat(380))}),
                       1),
                 1);
    }
    void roundTripAsSingleQuiet()
    {
        QCOMPARE(rb::detectRoundTripAsSingle(
                     {run(2, "yield_round_trip", flat(400)), run(2, "context_switch", flat(190))})
                     .size(),
                 size_t(0));
        QVERIFY(rb::detectRoundTripAsSingle(
                    {ref(5, "X", "context_switch_single", 1.19, "us",
                         "derived: round trip with user code stripped, halved")})
                    .empty());
    }

    // 2 -------------------------------------------------------------------------------
    void overheadNotSubtractedFires()
    {
        rb::Series s = run(3, "sem_ping_pong", flat(300));
        s.overhead.reset();
        QCOMPARE(count(rb::detectOverheadNotSubtracted({s}), 2), 1);
        const auto w = rb::detectOverheadNotSubtracted(
            {ref(1, "bare-metal", "yield_round_trip", 0.42, "us", "measurement chain floor"),
             ref(2, "ThreadX", "yield_round_trip", 2.81, "us", "includes two switches"),
             ref(3, "FreeRTOS", "yield_round_trip", 3.64, "us", "includes two switches")});
        QCOMPARE(count(w, 2), 1);
        QCOMPARE(w[0].referenceIds, (QList<qint64>{2, 3}));
    }
    void overheadNotSubtractedQuiet()
    {
        QVERIFY(rb::detectOverheadNotSubtracted({run(3, "sem_ping_pong", flat(300))}).empty());
        QVERIFY(rb::detectOverheadNotSubtracted(
                    {ref(1, "bare-metal", "yield_round_trip", 0.42, "us", "floor"),
                     ref(2, "ThreadX", "context_switch_single", 1.19, "us",
                         "round trip with user code stripped, halved")})
                    .empty());
        // No floor published: nothing to subtract, nothing to say.
        QVERIFY(rb::detectOverheadNotSubtracted(
                    {ref(2, "ThreadX", "yield_round_trip", 2.81, "us", "x")})
                    .empty());
        // A case the firmware reports as unsupported: no overhead, and no numbers either.
        rb::Series u = run(4, "mutex_pi", {});
        u.overhead.reset();
        u.status = "unsupported";
        QVERIFY(rb::detectOverheadNotSubtracted({u}).empty());
    }

    // 3 -------------------------------------------------------------------------------
    void debugBuildFires()
    {
        rb::Configuration c = goodConfig();
        c.cflags = "-mthumb -Os -O0"; // the last -O wins
        c.optLevel = "-O0";
        QCOMPARE(count(rb::detectDebugBuild({run(4, "m", flat(100), c)}), 3), 1);
        c.cflags = "-mthumb -g3 -DDEBUG -O2";
        c.optLevel = "-O2";
        QCOMPARE(count(rb::detectDebugBuild({run(4, "m", flat(100), c)}), 3), 1);
        c.cflags = "-mthumb";
        c.optLevel.clear();
        QCOMPARE(count(rb::detectDebugBuild({run(4, "m", flat(100), c)}), 3), 1);
    }
    void debugBuildQuiet()
    {
        QVERIFY(rb::detectDebugBuild({run(4, "m", flat(100))}).empty());
        rb::Configuration c = goodConfig();
        c.cflags = "-O2 -g3"; // debug info alone does not change the code
        QVERIFY(rb::detectDebugBuild({run(4, "m", flat(100), c)}).empty());
    }

    // 4 -------------------------------------------------------------------------------
    void debugKernelProfileFires()
    {
        rb::Configuration c = goodConfig();
        c.kernelProfile = "default";
        QCOMPARE(count(rb::detectDebugKernelProfile({run(5, "m", flat(100), c)}), 4), 1);
        c.kernelProfile = "minimal";
        c.kernelConfig.insert("configCHECK_FOR_STACK_OVERFLOW", "2");
        c.kernelConfig.insert("configUSE_PORT_OPTIMISED_TASK_SELECTION", "0");
        const auto w = rb::detectDebugKernelProfile({run(5, "m", flat(100), c)});
        QCOMPARE(count(w, 4), 1);
        QVERIFY(w[0].explanation.contains("configCHECK_FOR_STACK_OVERFLOW=2"));
        QVERIFY(w[0].explanation.contains("configUSE_PORT_OPTIMISED_TASK_SELECTION=0"));
        rb::Configuration r = goodConfig("RT-Thread");
        r.kernelConfig.insert("RT_USING_FINSH", "1");
        QCOMPARE(count(rb::detectDebugKernelProfile({run(6, "m", flat(100), r)}), 4), 1);
    }
    // The kernels rtosbench builds state their configuration (kcfg.*): their debug keys are
    // named, and a "default" profile whose stated keys show no debug option (RT-Thread Nano's
    // template) is not warned about (it was, from the profile name alone).
    void debugKernelProfileFromStatedKeys()
    {
        rb::Configuration t = goodConfig("threadx");
        t.kernelProfile = "default";
        t.kernelConfig.insert("TX_DISABLE_ERROR_CHECKING", "0");
        auto w = rb::detectDebugKernelProfile({run(5, "m", flat(100), t)});
        QCOMPARE(count(w, 4), 1);
        QVERIFY2(w[0].explanation.contains("TX_DISABLE_ERROR_CHECKING=0"),
                 qPrintable(w[0].explanation));
        t.kernelConfig["TX_DISABLE_ERROR_CHECKING"] = "1";
        QVERIFY(rb::detectDebugKernelProfile({run(5, "m", flat(100), t)}).empty());
        rb::Configuration x = goodConfig("rtx5");
        x.kernelConfig.insert("OS_EVR_THREAD", "1");
        x.kernelConfig.insert("OS_EVR_MUTEX", "1");
        w = rb::detectDebugKernelProfile({run(6, "m", flat(100), x)});
        QCOMPARE(count(w, 4), 1);
        QVERIFY2(w[0].explanation.contains("OS_EVR_*=1 (2)"), qPrintable(w[0].explanation));
        rb::Configuration n = goodConfig("rtthread-nano");
        n.kernelProfile = "default";
        n.kernelConfig.insert("RT_USING_MAILBOX", "1");
        n.kernelConfig.insert("RT_DEBUG", "0");
        QVERIFY(rb::detectDebugKernelProfile({run(7, "m", flat(100), n)}).empty());
    }
    void debugKernelProfileQuiet()
    {
        rb::Configuration c = goodConfig();
        c.kernelConfig.insert("configUSE_TRACE_FACILITY", "0");
        c.kernelConfig.insert("configUSE_PORT_OPTIMISED_TASK_SELECTION", "1");
        c.kernelConfig.insert("configCHECK_FOR_STACK_OVERFLOW", "0");
        QVERIFY(rb::detectDebugKernelProfile({run(5, "m", flat(100), c)}).empty());
    }

    // Bare metal has no kernel: its "default" profile (as the firmware states it) is no trap,
    // whatever the spelling; a kernel next to it in the same comparison still fires.
    void debugKernelProfileQuietForBareMetal()
    {
        for (const char *kernel : {"baremetal", "bare-metal", "Bare metal", "none"}) {
            rb::Configuration b = goodConfig(kernel);
            b.kernelVersion = "none";
            b.kernelProfile = "default";
            QVERIFY2(rb::detectDebugKernelProfile({run(7, "m", flat(100), b)}).empty(), kernel);
        }
        rb::Configuration b = goodConfig("baremetal");
        b.kernelVersion = "none";
        b.kernelProfile = "default";
        rb::Configuration f = goodConfig("FreeRTOS");
        f.kernelProfile = "default";
        const auto w =
            rb::detectDebugKernelProfile({run(7, "m", flat(100), b), run(8, "m", flat(100), f)});
        QCOMPARE(count(w, 4), 1);
        QCOMPARE(w[0].runIds, QList<qint64>{8});
        // Through detectAllTraps as well (what compare and the GUI use).
        int fired = 0;
        for (const rb::TrapWarning &x : rb::detectAllTraps({run(7, "m", flat(100), b)}, {"kernel"}))
            fired += x.number == 4 ? 1 : 0;
        QCOMPARE(fired, 0);
    }

    // POSIX threads have no kernel profiles (issue 13 item 6): the firmware states "none";
    // a stored run of older firmware says "default" and must not fire either. A real kernel's
    // default profile still fires, and a POSIX run does fire on a kernel debug option.
    void debugKernelProfileQuietForPosix()
    {
        for (const char *profile : {"none", "default", "Default"}) {
            rb::Configuration p = goodConfig("posix");
            p.board = "host";
            p.kernelProfile = profile;
            p.kernelConfig.insert("pinned_cpu", "0");
            p.kernelConfig.insert("fifo_prio_base", "50");
            QVERIFY2(rb::detectDebugKernelProfile({run(9, "m", flat(100), p)}).empty(), profile);
            int fired = 0;
            for (const rb::TrapWarning &x :
                 rb::detectAllTraps({run(9, "m", flat(100), p)}, {"kernel"}))
                fired += x.number == 4 ? 1 : 0;
            QCOMPARE(fired, 0);
        }
        rb::Configuration f = goodConfig("FreeRTOS");
        f.kernelProfile = "default";
        rb::Configuration p = goodConfig("POSIX");
        p.kernelProfile = "default";
        const auto w =
            rb::detectDebugKernelProfile({run(9, "m", flat(100), p), run(10, "m", flat(100), f)});
        QCOMPARE(count(w, 4), 1);
        QCOMPARE(w[0].runIds, QList<qint64>{10});
        p.kernelConfig.insert("CONFIG_ASSERT", "y");
        QCOMPARE(count(rb::detectDebugKernelProfile({run(9, "m", flat(100), p)}), 4), 1);
    }

    // 5 -------------------------------------------------------------------------------
    void clockDiffersFires()
    {
        rb::Configuration a = goodConfig("FreeRTOS"), b = goodConfig("RT-Thread");
        b.clockHz = 108000000;
        b.flashWaitStates = 3;
        const auto w = rb::detectClockDiffers(
            {run(7, "m", flat(100), a), run(8, "m", flat(100), b)}, {"kernel"});
        QCOMPARE(count(w, 5), 2); // clock and wait states
        QCOMPARE(w[0].severity, rb::TrapSeverity::Warning);
        QVERIFY(w[0].explanation.contains("108000000"));
        // Studied clock: still said, as information.
        const auto i = rb::detectClockDiffers(
            {run(7, "m", flat(100), a), run(8, "m", flat(100), b)}, {"kernel", "clock_hz"});
        QCOMPARE(i[0].severity, rb::TrapSeverity::Info);
    }
    void clockDiffersQuiet()
    {
        QVERIFY(rb::detectClockDiffers({run(7, "m", flat(100), goodConfig("FreeRTOS")),
                                        run(8, "m", flat(100), goodConfig("RT-Thread"))},
                                       {"kernel"})
                    .empty());
    }

    // 6 -------------------------------------------------------------------------------
    void coarseTimerFires()
    {
        rb::Configuration c = goodConfig();
        c.timingMethod = "systick";
        c.timerHz = 1000000; // 1 us timer = 72 cycles at 72 MHz; median 300 cycles
        QCOMPARE(count(rb::detectCoarseTimer({run(9, "m", flat(300), c)}), 6), 1);
        rb::Series r = ref(1, "FreeRTOS", "task_switch", 1.049, "us", "");
        r.config.timingMethod = "hardware timer, 1 us resolution";
        QCOMPARE(count(rb::detectCoarseTimer({r}), 6), 1);
        // Ticks of a real timer: one tick of resolution for a median of 5, said in the singular.
        rb::Configuration t = goodConfig();
        t.timingMethod = "systick";
        rb::Series ticks = run(10, "m", flat(5), t);
        ticks.unit = "ticks";
        const auto w = rb::detectCoarseTimer({ticks});
        QCOMPARE(count(w, 6), 1);
        QVERIFY2(w.front().explanation.contains("(1 tick)"), qPrintable(w.front().explanation));
    }
    void coarseTimerQuiet()
    {
        QVERIFY(rb::detectCoarseTimer({run(9, "m", flat(300))}).empty()); // DWT, 1 cycle
        QVERIFY(rb::detectCoarseTimer({ref(1, "ThreadX", "yield_round_trip", 2.81, "us", "")})
                    .empty()); // 100 MS/s = 10 ns
        // The virtual board counts emulated instructions exactly: 5 ticks are 5 instructions,
        // not a quantised reading (it fired on every short virtual-board case).
        rb::Configuration q = goodConfig();
        q.board = "qemu";
        q.timingMethod = "icount";
        q.timerEmulated = true;
        rb::Series e = run(11, "m", flat(5), q);
        e.unit = "ticks";
        QVERIFY(rb::detectCoarseTimer({e}).empty());
    }

    // 7 -------------------------------------------------------------------------------
    void coldSlowerFires()
    {
        rb::Series s = run(10, "m", flat(200));
        s.coldSample = 12 + 900; // corrected 900 > 2 x 202
        const auto w = rb::detectColdSlower({s});
        QCOMPARE(count(w, 7), 1);
        QCOMPARE(w[0].details.value("cold").toDouble(), 900.0);
        rb::Series lead = run(11, "m", flat(200));
        lead.samples[0] = 1000;
        lead.samples[1] = 800;
        lead.summary = rb::summarize(lead.samples);
        const auto w2 = rb::detectColdSlower({lead});
        QCOMPARE(count(w2, 7), 1);
        QCOMPARE(w2[0].sampleIndices, (std::vector<qint64>{0, 1}));
    }
    void coldSlowerQuiet()
    {
        rb::Series s = run(10, "m", flat(200));
        s.coldSample = 12 + 350; // 350 < 2 x 202
        QVERIFY(rb::detectColdSlower({s}).empty());
    }

    // 8 -------------------------------------------------------------------------------
    void debuggerAttachedFires()
    {
        rb::Configuration c = goodConfig();
        c.debugger = "attached";
        const auto w = rb::detectDebuggerAttached({run(12, "m", flat(100), c)});
        QCOMPARE(count(w, 8), 1);
        // Issue 18: what C_DEBUGEN says is that a debugger was connected since power-on.
        QVERIFY2(w.front().explanation.contains("a debugger was connected since power-on"),
                 qPrintable(w.front().explanation));
        QVERIFY(w.front().explanation.contains("debugger=attached")); // an older run's key
        QVERIFY(w.front().explanation.contains("power-cycle"));
        rb::Configuration g = goodConfig(); // a GD32 run: COND c_debugen=1
        g.debugger = "attached";
        g.extra.insert("c_debugen", "1");
        const auto wg = rb::detectDebuggerAttached({run(12, "m", flat(100), g)});
        QCOMPARE(count(wg, 8), 1);
        QVERIFY2(wg.front().explanation.contains("c_debugen=1"),
                 qPrintable(wg.front().explanation));
        rb::Configuration t = goodConfig();
        t.extra.insert("SEGGER_RTT", "1");
        QCOMPARE(count(rb::detectDebuggerAttached({run(12, "m", flat(100), t)}), 8), 1);
    }
    void debuggerAttachedQuiet()
    {
        rb::Configuration c = goodConfig();
        c.extra.insert("ITM", "0");
        c.kernelConfig.insert("configUSE_TRACE_FACILITY", "1"); // trap 4, not 8
        QVERIFY(rb::detectDebuggerAttached({run(12, "m", flat(100), c)}).empty());
    }

    // 9 -------------------------------------------------------------------------------
    void multipleFactorsFires()
    {
        rb::Configuration a = goodConfig("FreeRTOS"), b = goodConfig("RT-Thread");
        b.optLevel = "-O2";
        b.cflags = "-mcpu=cortex-m3 -mthumb -O2";
        const auto w = rb::detectMultipleFactors(
            {run(13, "m", flat(100), a), run(14, "m", flat(100), b)}, {"kernel"});
        QCOMPARE(count(w, 9), 1);
        QVERIFY(w[0].explanation.contains("opt_level"));
        QVERIFY(w[0].explanation.contains("-O2"));
        QCOMPARE(w[0].runIds, (QList<qint64>{13, 14}));
    }
    void multipleFactorsQuiet()
    {
        QVERIFY(rb::detectMultipleFactors({run(13, "m", flat(100), goodConfig("FreeRTOS")),
                                           run(14, "m", flat(100), goodConfig("RT-Thread"))},
                                          {"kernel"})
                    .empty());
    }

    // 10 ------------------------------------------------------------------------------
    void meanOnlyFires()
    {
        const auto w = rb::detectMeanOnly(
            {ref(1, "FreeRTOS", "task_switch", 1.05, "us", "", "mean (R-Rhealstone)"),
             ref(2, "LiteOS", "task_switch", 6.74, "us", "", "mean (R-Rhealstone)")});
        QCOMPARE(count(w, 10), 1);
        QCOMPARE(w[0].referenceIds, (QList<qint64>{1, 2}));
    }
    void meanOnlyQuiet()
    {
        QVERIFY(rb::detectMeanOnly({ref(1, "FreeRTOS", "yield_round_trip", 3.64, "us", "",
                                        "median of 1000 (5% trimmed each side)"),
                                    ref(2, "Zephyr", "x", 1, "us", "", "mean, min and max")})
                    .empty());
        QVERIFY(rb::detectMeanOnly({run(1, "m", flat(100))}).empty());
    }

    // 11 ------------------------------------------------------------------------------
    void periodicOutliersFires()
    {
        // 2,000 samples around 500 cycles; a 30 us (2,160 cycle) spike every ~250 samples
        // with a little phase drift (gaps 249..251).
        std::vector<double> v = flat(500, 2000);
        std::vector<qint64> expected;
        for (qint64 i = 100, k = 0; i < 2000; i += 249 + (k++ % 3)) {
            v[static_cast<size_t>(i)] = 2660;
            expected.push_back(i);
        }
        const auto w = rb::detectPeriodicOutliers({run(15, "m", v)});
        QCOMPARE(count(w, 11), 1);
        QCOMPARE(w[0].sampleIndices, expected);
        QCOMPARE(w[0].details.value("period").toInteger(), 250);
    }
    void periodicOutliersQuiet()
    {
        // Three spikes at irregular positions: outliers, but no period.
        std::vector<double> v = flat(500, 2000);
        v[17] = v[900] = v[1203] = 2660;
        QVERIFY(rb::detectPeriodicOutliers({run(15, "m", v)}).empty());
        // Clean data: nothing.
        QVERIFY(rb::detectPeriodicOutliers({run(15, "m", flat(500, 2000))}).empty());
    }

    // 12 ------------------------------------------------------------------------------
    void emulatedAsCyclesFires()
    {
        rb::Configuration q = goodConfig();
        q.board = "qemu";
        q.timingMethod = "icount";
        q.timerEmulated = true;
        QCOMPARE(count(rb::detectEmulatedAsCycles({run(16, "m", flat(100), q)}), 12), 1);
        // Emulated ns next to real cycle counts.
        rb::Series e = run(16, "m", flat(100), q);
        e.unit = "ns";
        QCOMPARE(count(rb::detectEmulatedAsCycles({e, run(17, "m", flat(100))}), 12), 1);
    }
    void emulatedAsCyclesQuiet()
    {
        rb::Configuration q = goodConfig();
        q.timingMethod = "icount";
        q.timerEmulated = true;
        rb::Series e = run(16, "m", flat(100), q);
        e.unit = "ns";
        QVERIFY(rb::detectEmulatedAsCycles({e}).empty());
        QVERIFY(rb::detectEmulatedAsCycles({run(17, "m", flat(100))}).empty());
    }

    // The same firmware with icount and with the cycle model (the lab icount_vs_cycles): a
    // warning on the icount series of a kernel the two units order the other way round against
    // another, a note where they agree.
    void emulatedBesideModelWarnsOnARankFlip()
    {
        auto make = [](qint64 id, const QString &kernel, bool model, double v) {
            rb::Configuration c = goodConfig(kernel);
            c.board = "qemu";
            c.timerEmulated = true;
            c.timingMethod = model ? "cycle-model" : "icount";
            c.clockHz.reset(); // the virtual board's icount ticks: no clock, no timer rate
            c.timerHz.reset();
            if (model) {
                c.clockHz = 72000000;
                c.timerHz = 72000000;
                c.extra.insert("cycle_model", "cm3-trm-1");
                c.extra.insert("cycle_target", "gd32f103");
            }
            rb::Series s = run(id, "mutex_lock_unlock", flat(v), c);
            s.unit = model ? "cycles" : "ticks";
            return s;
        };
        auto severities = [](const std::vector<rb::TrapWarning> &w) {
            QMap<qint64, int> out; // run -> severity of its trap 12
            for (const auto &x : w)
                if (x.number == 12)
                    for (qint64 id : x.runIds)
                        out.insert(id, int(x.severity));
            return out;
        };
        // FreeRTOS 182 > RTX5 175 instructions, 382 < 420 estimated cycles: a flip.
        const auto flipped = rb::detectEmulatedAsCycles(
            {make(1, "freertos", false, 182), make(2, "rtx5", false, 175),
             make(3, "freertos", true, 382), make(4, "rtx5", true, 420)});
        const auto f = severities(flipped);
        QCOMPARE(f.value(1, -1), int(rb::TrapSeverity::Warning));
        QCOMPARE(f.value(2, -1), int(rb::TrapSeverity::Warning));
        QVERIFY(!f.contains(3) && !f.contains(4)); // nothing measured to put the model beside
        bool named = false;
        for (const auto &x : flipped)
            named = named || x.explanation.contains("order freertos against rtx5");
        QVERIFY(named);
        // The same order in both units: a note only.
        const auto same = severities(rb::detectEmulatedAsCycles(
            {make(1, "freertos", false, 156), make(2, "rtx5", false, 212),
             make(3, "freertos", true, 371), make(4, "rtx5", true, 497)}));
        QCOMPARE(same.value(1, -1), int(rb::TrapSeverity::Info));
        QCOMPARE(same.value(2, -1), int(rb::TrapSeverity::Info));
    }

    // all ---------------------------------------------------------------------------------
    void cleanComparisonIsQuiet()
    {
        const auto w =
            rb::detectAllTraps({run(20, "yield_round_trip", flat(400)),
                                run(21, "yield_round_trip", flat(420), goodConfig("RT-Thread"))},
                               {"kernel"});
        QVERIFY2(w.empty(), w.empty() ? "" : qPrintable(w.front().explanation));
    }
};

QTEST_GUILESS_MAIN(TstTraps)
#include "tst_traps.moc"
