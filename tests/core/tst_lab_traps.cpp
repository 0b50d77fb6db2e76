// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13 item 7: the trap rules a lab's own run must be able to trip, and LabTrapReport, the
// lab result's verdict per run. Each rule test failed before its fix (docs/labs.md).
#include "core/analysis/traps.h"
#include "core/lab/lab.h"
#include "core/lab/lab_trap_report.h"

#include <QTest>

namespace {

rb::Configuration qemuConfig()
{
    rb::Configuration c;
    c.board = "qemu";
    c.mcu = "STM32F205(emulated)";
    c.core = "cortex-m3";
    c.cflags = "-Os -mcpu=cortex-m3 -mthumb";
    c.optLevel = "-Os";
    c.kernel = "baremetal";
    c.timingMethod = "icount";
    c.timerHz = 0; // one tick per emulated instruction
    c.timerEmulated = true;
    return c;
}

rb::Configuration gd32Config()
{
    rb::Configuration c = qemuConfig();
    c.board = "gd32f103";
    c.mcu = "GD32F103VET6";
    c.clockHz = 72000000;
    c.timingMethod = "systick";
    c.timerHz = 72000000; // the SysTick counts the core clock
    c.timerEmulated = false;
    return c;
}

rb::Series series(qint64 run, const QString &metric, double value, std::optional<qint64> overhead,
                  const rb::Configuration &c = qemuConfig(), const QString &unit = "ticks")
{
    rb::Series s;
    s.id = QStringLiteral("run:%1/%2").arg(run).arg(metric);
    s.runId = run;
    s.kernel = c.kernel;
    s.config = c;
    s.metric = metric;
    s.unit = unit;
    for (int i = 0; i < 50; ++i)
        s.samples.push_back(value);
    s.summary = rb::summarize(s.samples);
    s.overhead = overhead;
    return s;
}

int count(const std::vector<rb::TrapWarning> &w, int number)
{
    int n = 0;
    for (const auto &x : w)
        n += x.number == number;
    return n;
}

rb::CaseResult result(const QString &metric, qint64 raw, qint64 overhead, int n = 40)
{
    rb::CaseResult c;
    c.metric = metric;
    c.unit = "ticks";
    c.overhead = overhead;
    c.coldSample = raw;
    c.samples.assign(size_t(n), raw);
    c.sampleCount = n;
    return c;
}

} // namespace

class TestLabTraps : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Trap 2: an overhead stated as 0 by a run that measured its chain is not subtracted.
    // Before: every END states overhead=, so the rule (overhead not stated) never fired.
    void overheadZeroWithMeasuredChainFires()
    {
        const auto w = rb::detectOverheadNotSubtracted({series(1, "cal_timer_read", 3, 0),
                                                        series(1, "cal_known_seq", 103, 0),
                                                        series(1, "cal_loop", 204, 0)});
        QCOMPARE(count(w, 2), 1);
        QCOMPARE(w[0].runIds, (QList<qint64>{1}));
        QVERIFY(w[0].explanation.contains("cal_known_seq"));
        QVERIFY(w[0].explanation.contains("cal_loop"));
        QCOMPARE(w[0].details.value("chain").toDouble(), 3.0);
    }
    void overheadZeroWhereTheChainCancelsIsQuiet()
    {
        // Subtracted; the calibration itself and tick_jitter (a period) rightly state 0.
        QVERIFY(rb::detectOverheadNotSubtracted({series(1, "cal_timer_read", 3, 0),
                                                 series(1, "cal_known_seq", 103, 3),
                                                 series(1, "tick_jitter", 10, 0)})
                    .empty());
        // No chain measured in that run (or another unit): nothing to compare with.
        QVERIFY(rb::detectOverheadNotSubtracted({series(2, "cal_known_seq", 103, 0)}).empty());
        QVERIFY(rb::detectOverheadNotSubtracted(
                    {series(1, "cal_timer_read", 3, 0), series(2, "cal_known_seq", 103, 0)})
                    .empty());
        QVERIFY(rb::detectOverheadNotSubtracted(
                    {series(1, "cal_timer_read", 3, 0),
                     series(1, "cal_known_seq", 103, 0, qemuConfig(), "ns")})
                    .empty());
    }

    // Trap 12: the unit's meaning, not the word "cycles".
    void emulatedCountsInCyclesByMeaning()
    {
        // Emulated counts in a unit that means cycles, however spelt: critical.
        for (const QString unit : {"cycles", "CPU cycles", "clk", "周期"}) {
            const auto w =
                rb::detectEmulatedAsCycles({series(1, "irq_response", 3, 4, qemuConfig(), unit)});
            QCOMPARE(count(w, 12), 1);
            QCOMPARE(w[0].severity, rb::TrapSeverity::Critical);
        }
        // Emulated ticks of a timer that runs at the core clock are cycles too. Before: quiet.
        rb::Configuration q = qemuConfig();
        q.clockHz = q.timerHz = 120000000;
        QCOMPARE(count(rb::detectEmulatedAsCycles({series(1, "irq_response", 3, 4, q)}), 12), 1);
        // The virtual board's instruction ticks next to a real board's SysTick ticks at the core
        // clock (cycles in all but name): a warning. Before: quiet (the unit was not "cycles").
        const auto w = rb::detectEmulatedAsCycles(
            {series(1, "irq_response", 3, 4), series(2, "irq_response", 14, 4, gd32Config())});
        QCOMPARE(count(w, 12), 1);
        QCOMPARE(w[0].severity, rb::TrapSeverity::Warning);
        QCOMPARE(w[0].runIds, (QList<qint64>{1}));
    }
    void instructionTicksAloneAreQuiet()
    {
        QVERIFY(rb::detectEmulatedAsCycles({series(1, "irq_response", 3, 4)}).empty());
        // Real hardware: ticks at the core clock are cycles, and not emulated.
        QVERIFY(
            rb::detectEmulatedAsCycles({series(2, "irq_response", 14, 4, gd32Config())}).empty());
    }

    // Trap 7: cold executions inside the samples are the trap; a cold sample kept apart is a
    // note. Before: both were info.
    void coldInsideTheSamplesIsAWarning()
    {
        rb::Series lead = series(1, "mutex_lock_unlock", 30, 20, qemuConfig(), "ns");
        lead.samples[0] = 2000;
        lead.summary = rb::summarize(lead.samples);
        auto w = rb::detectColdSlower({lead});
        QCOMPARE(count(w, 7), 1);
        QCOMPARE(w[0].severity, rb::TrapSeverity::Warning);
        rb::Series apart = series(2, "mutex_lock_unlock", 30, 20, qemuConfig(), "ns");
        apart.coldSample = 2020;
        w = rb::detectColdSlower({apart});
        QCOMPARE(count(w, 7), 1);
        QCOMPARE(w[0].severity, rb::TrapSeverity::Info);
    }

    // The lab result: the lab's trap per run, on the lab's metrics.
    void reportJudgesEachRun()
    {
        const auto lab = rb::Lab::findBuiltIn("measurement_floor");
        QVERIFY(lab);
        QCOMPARE(lab->trap, 2);
        rb::Run trap, fixed;
        trap.id = 7;
        fixed.id = 8;
        trap.config = fixed.config = qemuConfig();
        trap.cases = {result("cal_timer_read", 3, 0), result("cal_known_seq", 103, 0),
                      result("cal_loop", 204, 0)};
        fixed.cases = {result("cal_timer_read", 3, 0), result("cal_known_seq", 103, 3),
                       result("cal_loop", 204, 3)};
        const rb::LabTrapReport r = rb::LabTrapReport::evaluate(*lab, {trap, fixed});
        QCOMPARE(r.runIds, (QList<qint64>{7, 8}));
        QVERIFY(!r.labTrapOn(7).empty());
        QVERIFY(r.labTrapOn(8).empty());
        for (const rb::TrapWarning &w : r.others())
            QVERIFY(w.number != 2);
    }
    void studiedConditionsAreTheVariedOnes()
    {
        const auto warm = rb::Lab::findBuiltIn("cold_vs_warm");
        QVERIFY(warm);
        QCOMPARE(rb::LabTrapReport::studiedConditions(*warm),
                 (QStringList{"kernel", "extra.warmup"}));
        const auto profile = rb::Lab::findBuiltIn("kernel_profile");
        QVERIFY(profile);
        QCOMPARE(rb::LabTrapReport::studiedConditions(*profile),
                 (QStringList{"kernel", "kernel_profile"}));
    }
    // Every lab has a trap variant and a corrected one: at least two configurations.
    void everyLabComparesTrapAndCorrected()
    {
        for (const rb::Lab &lab : rb::Lab::builtIn()) {
            if (lab.trap == 0)
                continue;
            QVERIFY2(lab.experiment.expand().size() >= 2, qPrintable(lab.id));
        }
    }
};

QTEST_GUILESS_MAIN(TestLabTraps)
#include "tst_lab_traps.moc"
