// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis engine (issue 4 §2): what differs between configurations, and the confounds.
#include "core/analysis/comparison.h"
#include "core/analysis/confounds.h"

#include <QJsonArray>
#include <QTest>

namespace {
rb::Configuration cfg(const QString &kernel, qint64 clock)
{
    rb::Configuration c;
    c.board = "gd32f103";
    c.kernel = kernel;
    c.clockHz = clock;
    c.optLevel = "-Os";
    c.timingMethod = "dwt";
    return c;
}
const rb::ConditionDifference *find(const std::vector<rb::ConditionDifference> &d,
                                    const QString &key)
{
    for (const auto &x : d)
        if (x.condition == key)
            return &x;
    return nullptr;
}

// A virtual-board bare-metal build as the firmware states it (the runs of
// examples/experiments/qemu-opt-levels.json): cflags carry the -O flag, build_id is a hash
// over the configuration.
rb::Configuration qemuBuild(const QString &opt, const QString &buildId,
                            const QString &moreFlags = QString())
{
    rb::Configuration c;
    c.board = "qemu";
    c.mcu = "STM32F205(emulated)";
    c.core = "cortex-m3";
    c.toolchain = "gcc";
    c.toolchainVersion = "12.2.1 20221205";
    c.cflags = opt +
               " -mcpu=cortex-m3 -mthumb -ffunction-sections -fdata-sections -std=c99 "
               "-Wall -Wextra -g" +
               moreFlags;
    c.optLevel = opt;
    c.kernel = "baremetal";
    c.kernelVersion = "none";
    c.timingMethod = "icount";
    c.timerEmulated = true;
    c.debugger = "unknown";
    c.extra.insert("build_id", buildId);
    c.extra.insert("machine", "netduino2");
    c.extra.insert("iterations", "10000");
    return c;
}

rb::Series seriesOf(qint64 runId, const rb::Configuration &c)
{
    rb::Series s;
    s.id = QStringLiteral("run:%1/cal_loop").arg(runId);
    s.runId = runId;
    s.kernel = c.kernel;
    s.config = c;
    s.metric = "cal_loop";
    s.unit = "ticks";
    s.samples = {10, 11, 12, 10, 11, 12, 10, 11};
    s.summary = rb::summarize(s.samples);
    return s;
}
} // namespace

class TstAnalysisConfounds : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listsEveryDifference()
    {
        rb::Configuration a = cfg("FreeRTOS", 72000000);
        rb::Configuration b = cfg("RT-Thread", 108000000);
        b.extra.insert("baud", "115200");
        const auto d = rb::differingConditions({a, b});
        QVERIFY(find(d, "kernel"));
        QVERIFY(find(d, "clock_hz"));
        QCOMPARE(find(d, "clock_hz")->values, (QStringList{"72000000", "108000000"}));
        QVERIFY(find(d, "extra.baud"));
        QVERIFY(find(d, "extra.baud")->includesUnknown);
        QVERIFY(!find(d, "opt_level"));
        QVERIFY(!find(d, "board"));
    }

    void quietWhenOnlyTheStudiedConditionVaries()
    {
        const auto c =
            rb::confounds({cfg("FreeRTOS", 72000000), cfg("RT-Thread", 72000000)}, {"kernel"});
        QVERIFY(c.empty());
    }

    void warnsAboutASecondFactor()
    {
        const auto c =
            rb::confounds({cfg("FreeRTOS", 72000000), cfg("RT-Thread", 108000000)}, {"kernel"});
        QCOMPARE(c.size(), size_t(1));
        QCOMPARE(c[0].condition, QString("clock_hz"));
        QVERIFY(c[0].describe().contains("72000000"));
        QVERIFY(c[0].describe().contains("108000000"));
    }

    // Issue 37: the compiler is a condition. Studied, its version and program follow from it
    // (as the build id does); studied LTO, the -flto it adds to the flags. Not studied, real
    // runs built by different compilers name it as a confound (trap 9).
    void theCompilerAndItsConsequences()
    {
        auto build = [](const QString &kernel, const QString &tc, const QString &lto,
                        const QString &id) {
            rb::Configuration c = qemuBuild("-Os", id, lto == "on" ? " -flto" : "");
            c.kernel = kernel;
            c.toolchain = tc;
            c.toolchainVersion = tc == "clang" ? "Debian Clang 14.0.6" : "12.2.1 20221205";
            c.extra.insert("cc", tc == "clang" ? "clang-14" : "arm-none-eabi-gcc");
            c.extra.insert("lto", lto);
            return c;
        };
        const auto g = build("freertos", "gcc", "off", "a1"),
                   c = build("freertos", "clang", "off", "b2");
        QVERIFY(rb::confounds({g, c}, {"toolchain"}).empty());
        const auto diffs = rb::classifiedDifferences({g, c}, {"toolchain"});
        for (const char *k : {"toolchain_version", "extra.cc"}) {
            const auto *d = find(diffs, k);
            QVERIFY2(d, k);
            QCOMPARE(d->followsFrom, QStringList{"toolchain"});
        }
        // Two kernels, each by another compiler: compared as kernels, the compiler is named.
        const auto t = build("threadx", "clang", "off", "c3");
        const auto named = rb::confounds({g, t}, {"kernel"});
        QVERIFY(find(named, "toolchain"));
        QVERIFY(find(named, "toolchain_version"));
        // LTO studied (as the experiment's "lto" names it): -flto in the flags follows.
        const auto l = build("freertos", "gcc", "on", "d4");
        QVERIFY(rb::confounds({g, l}, {"lto"}).empty());
        const auto *flags = find(rb::classifiedDifferences({g, l}, {"lto"}), "cflags");
        QVERIFY(flags);
        QCOMPARE(flags->followsFrom, QStringList{"extra.lto"});
        QVERIFY(find(rb::confounds({g, l}, {"kernel"}), "extra.lto"));
    }

    // Issue 35: embassy's COND cflags is cargo's profile ("opt-level=s lto=off ..."), and it
    // states rust.lto (off | fat) beside lto (off | on). Studied LTO implies both, as -flto
    // for the C kernels; not studied, LTO and its flags are named.
    void embassyCargoProfileFollowsLto()
    {
        auto build = [](const QString &lto, const QString &id) {
            rb::Configuration c = qemuBuild("-Os", id);
            c.kernel = "embassy";
            c.toolchain = "rustc";
            c.toolchainVersion = "rustc 1.96.0";
            const QString cargo = lto == "on" ? "fat" : "off";
            c.cflags = "opt-level=s lto=" + cargo +
                       " codegen-units=1 panic=abort debug-assertions=1 overflow-checks=1 "
                       "target=thumbv7m-none-eabi build-std=core";
            c.extra.insert("lto", lto);
            c.extra.insert("rust.lto", cargo);
            c.extra.insert("embassy.raw_mutex", "CriticalSectionRawMutex");
            return c;
        };
        const auto off = build("off", "e1"), on = build("on", "e2");
        const auto c = rb::confounds({off, on}, {"lto"});
        QVERIFY2(c.empty(), c.empty() ? "" : qPrintable(c[0].describe()));
        const auto diffs = rb::classifiedDifferences({off, on}, {"lto"});
        for (const char *k : {"cflags", "extra.rust.lto"}) {
            const auto *d = find(diffs, k);
            QVERIFY2(d, k);
            QCOMPARE(d->followsFrom, QStringList{"extra.lto"});
        }
        const auto named = rb::confounds({off, on}, {"kernel"});
        QVERIFY(find(named, "extra.lto"));
        QVERIFY(find(named, "cflags"));
        // Flags that differ in more than the cargo LTO setting are still a confound.
        auto other = build("on", "e3");
        other.cflags.replace("codegen-units=1", "codegen-units=16");
        QVERIFY(find(rb::confounds({off, other}, {"lto"}), "cflags"));
        // The raw mutex studied (qemu-embassy.json varies it): COND embassy.raw_mutex, its
        // name in words, follows kcfg.raw_mutex; not studied, it is named.
        auto noop = build("off", "e4"), cs = build("off", "e5");
        noop.kernelConfig.insert("raw_mutex", "0");
        noop.extra.insert("embassy.raw_mutex", "NoopRawMutex");
        cs.kernelConfig.insert("raw_mutex", "1");
        const auto rm = rb::confounds({noop, cs}, {"kernel_config.raw_mutex"});
        QVERIFY2(rm.empty(), rm.empty() ? "" : qPrintable(rm[0].describe()));
        QVERIFY(find(rb::confounds({noop, cs}, {"kernel"}), "extra.embassy.raw_mutex"));
    }

    void waitStatesFollowAStudiedClock()
    {
        rb::Configuration a = cfg("FreeRTOS", 72000000), b = cfg("FreeRTOS", 108000000);
        a.flashWaitStates = 2;
        b.flashWaitStates = 3;
        a.timerHz = 72000000;
        b.timerHz = 108000000;
        QVERIFY(rb::confounds({a, b}, {"kernel", "clock_hz"}).empty());
        // Studying the kernel only: the clock and its wait states are confounds.
        QCOMPARE(rb::confounds({a, b}, {"kernel"}).size(), size_t(3));
        // A timer that does not count core cycles is not implied by the clock.
        b.timerHz = 1000000;
        QCOMPARE(rb::confounds({a, b}, {"kernel", "clock_hz"}).size(), size_t(1));
    }

    void unknownVersusValue()
    {
        rb::Configuration a = cfg("FreeRTOS", 72000000);
        rb::Configuration b = cfg("RT-Thread", 72000000);
        a.flashWaitStates = 2;
        const auto c = rb::confounds({a, b}, {"kernel"});
        const rb::ConditionDifference *ws = find(c, "flash_wait_states");
        QVERIFY(ws);
        QVERIFY(ws->includesUnknown);
        QVERIFY(ws->describe().contains("unknown"));
        const QJsonObject j = ws->toJson();
        QCOMPARE(j.value("values").toArray().at(0).toString(), QString("2"));
        QVERIFY(j.value("values").toArray().at(1).isNull());
    }

    void kernelConfigScopedToTheKernel()
    {
        rb::Configuration f1 = cfg("FreeRTOS", 72000000);
        f1.kernelConfig.insert("configUSE_PREEMPTION", "1");
        rb::Configuration r1 = cfg("RT-Thread", 72000000);
        r1.kernelConfig.insert("RT_DEBUG", "0");
        // Kernel studied: FreeRTOS keys vs RT-Thread keys are not confounds.
        QVERIFY(rb::confounds({f1, r1}, {"kernel"}).empty());
        // Unscoped listing shows them (unknown in the other kernel).
        QVERIFY(find(rb::differingConditions({f1, r1}), "kernel_config.RT_DEBUG"));
        // Two FreeRTOS builds differing in a key: a confound within FreeRTOS.
        rb::Configuration f2 = f1;
        f2.kernelConfig["configUSE_PREEMPTION"] = "0";
        const auto c = rb::confounds({f1, f2, r1}, {"kernel"});
        QCOMPARE(c.size(), size_t(1));
        QCOMPARE(c[0].condition, QString("kernel_config.configUSE_PREEMPTION"));
        QCOMPARE(c[0].kernel, QString("FreeRTOS"));
        // Studying the kernel configuration as a whole covers its keys.
        QVERIFY(rb::confounds({f1, f2}, {"kernel_config"}).empty());
    }

    // mech.* (how an adapter maps a case onto its kernel, COND mech.join=adapter_sem, ...) is
    // part of the kernel, like its configuration: a ThreadX join semaphore against an RTX5
    // native join is the kernel, not a confound (issue 14: seven such false confounds in an
    // 8-kernel comparison); the same kernel with two mechanisms is one.
    void adapterMechanismsScopedToTheKernel()
    {
        rb::Configuration t = cfg("threadx", 72000000);
        t.extra.insert("mech.join", "adapter_sem");
        t.extra.insert("mech.queue", "words");
        rb::Configuration x = cfg("rtx5", 72000000);
        x.extra.insert("mech.join", "native");
        rb::Configuration b = cfg("baremetal", 72000000);
        QVERIFY(rb::confounds({t, x, b}, {"kernel"}).empty());
        rb::Configuration t2 = t;
        t2.extra["mech.queue"] = "bytes";
        const auto c = rb::confounds({t, t2, x}, {"kernel"});
        QCOMPARE(c.size(), size_t(1));
        QCOMPARE(c[0].condition, QString("extra.mech.queue"));
        QCOMPARE(c[0].kernel, QString("threadx"));
        // A stated adapter cost (mech.<case>.cost, issue 32) follows from the build: two
        // profiles or optimisation levels of one kernel state different costs, or none (-O0),
        // and that is no confound.
        rb::Configuration t3 = t;
        t3.extra.insert("mech.thread_create.cost", "22");
        rb::Configuration t4 = t;
        t4.extra.insert("mech.thread_create.cost", "20");
        QVERIFY(rb::confounds({t, t3, t4}, {"kernel"}).empty());
        // Any other extra key stays a confound across kernels.
        x.extra.insert("board_rev", "B");
        t.extra.insert("board_rev", "A");
        QVERIFY(find(rb::confounds({t, x}, {"kernel"}), "extra.board_rev"));
    }

    // irq.* (COND: the test IRQ at each kernel's kernel-aware boundary, issue 32) differs by
    // kernel by design: not a confound across kernels; within one kernel it is one.
    void testIrqPlaceScopedToTheKernel()
    {
        rb::Configuration f = cfg("freertos", 72000000);
        f.extra.insert("irq.prio", "80");
        f.extra.insert("irq.mask", "basepri");
        rb::Configuration t = cfg("threadx", 72000000);
        t.extra.insert("irq.prio", "0");
        t.extra.insert("irq.mask", "primask");
        QVERIFY(rb::confounds({f, t}, {"kernel"}).empty());
        rb::Configuration f2 = f;
        f2.extra["irq.prio"] = "0";
        const auto c = rb::confounds({f, f2, t}, {"kernel"});
        QCOMPARE(c.size(), size_t(1));
        QCOMPARE(c[0].condition, QString("extra.irq.prio"));
        QCOMPARE(c[0].kernel, QString("freertos"));
    }

    // Runs differing only in opt_level: their cflags differ only by the -O flag and their build
    // ids (a hash over the build's conditions) differ because of it. Neither is a confound.
    void optLevelStudiedImpliesItsFlagsAndBuildId()
    {
        const std::vector<rb::Configuration> runs = {qemuBuild("-O0", "4d430ec76eeae9e7"),
                                                     qemuBuild("-Os", "94a953c236e4fd38"),
                                                     qemuBuild("-O2", "e747dbbb1847ca19")};
        QVERIFY(rb::confounds(runs, {"opt_level"}).empty());

        // The differing list still shows them, with what they follow from.
        const rb::Comparison c = rb::compareSeries(
            {seriesOf(1, runs[0]), seriesOf(2, runs[1]), seriesOf(3, runs[2])}, {"opt_level"});
        QVERIFY(c.confounds.empty());
        const rb::ConditionDifference *cflags = find(c.differing, "cflags");
        QVERIFY(cflags);
        QVERIFY2(cflags->describe().contains("follows from opt_level"),
                 qPrintable(cflags->describe()));
        const rb::ConditionDifference *build = find(c.differing, "extra.build_id");
        QVERIFY(build);
        QVERIFY2(build->describe().contains("follows from opt_level"),
                 qPrintable(build->describe()));
        const QJsonObject j = build->toJson();
        QCOMPARE(j.value("follows_from").toArray().at(0).toString(), QString("opt_level"));
        QVERIFY(find(c.differing, "opt_level"));
        QVERIFY(!find(c.differing, "opt_level")->toJson().contains("follows_from"));
        // No trap 9 (more than one factor) for a one-factor experiment.
        for (const rb::TrapWarning &w : c.traps)
            QVERIFY2(w.number != 9, qPrintable(w.explanation));

        // Studying the kernel instead: opt_level is the confound, named once (its flags and
        // build id follow from it and are not listed again).
        const auto k = rb::confounds(runs, {"kernel"});
        QCOMPARE(k.size(), size_t(1));
        QCOMPARE(k[0].condition, QString("opt_level"));
    }

    // A flag beyond the -O option is a second factor and stays a confound.
    void extraFlagIsStillAConfound()
    {
        const std::vector<rb::Configuration> runs = {
            qemuBuild("-O0", "4d430ec76eeae9e7"),
            qemuBuild("-O2", "0123456789abcdef", " -funroll-loops")};
        const auto c = rb::confounds(runs, {"opt_level"});
        QCOMPARE(c.size(), size_t(1));
        QCOMPARE(c[0].condition, QString("cflags"));
        QVERIFY(c[0].describe().contains("-funroll-loops"));
        QVERIFY(!c[0].describe().contains("follows from"));
        // The build id follows from the studied level (and the flags): not a confound itself.
        QVERIFY(!find(c, "extra.build_id"));

        // Flags equal but for an -O that is not the stated opt_level: not explained by it.
        rb::Configuration a = qemuBuild("-O2", "aaaa"), b = qemuBuild("-Os", "bbbb");
        b.cflags = a.cflags;                                   // -O2 in the flags, -Os stated
        QVERIFY(rb::confounds({a, b}, {"opt_level"}).empty()); // cflags do not differ at all
        b.cflags = "-O3 -mcpu=cortex-m3";
        a.cflags = "-O2 -mcpu=cortex-m3";
        QVERIFY(find(rb::confounds({a, b}, {"opt_level"}), "cflags"));
    }

    // A build id that differs while nothing else does: something unstated differs.
    void unexplainedBuildIdIsAConfound()
    {
        const rb::Configuration a = qemuBuild("-Os", "4d430ec76eeae9e7");
        const rb::Configuration b = qemuBuild("-Os", "94a953c236e4fd38");
        const auto c = rb::confounds({a, b}, {"kernel"});
        QCOMPARE(c.size(), size_t(1));
        QCOMPARE(c[0].condition, QString("extra.build_id"));
        // A studied flags string implies its opt_level.
        const std::vector<rb::Configuration> runs = {qemuBuild("-O0", "1"),
                                                     qemuBuild("-O2", "2", " -funroll-loops")};
        QVERIFY(rb::confounds(runs, {"cflags"}).empty());
    }
};

QTEST_GUILESS_MAIN(TstAnalysisConfounds)
#include "tst_analysis_confounds.moc"
