// SPDX-License-Identifier: GPL-3.0-or-later
// The cycle-model timing method's conversion (core/trace/cycle_samples.h, docs/cycle-model.md):
// the exact cross-check of every window's traced instructions against the icount sample, the
// samples replaced by the windows' estimated cycles, the overhead and COND. The real run (QEMU,
// the trace, the cases) is cli_test_cycle_model_run.
#include "core/trace/cortex_m3_cycle_model.h"
#include "core/trace/cycle_samples.h"

#include <QTest>

using namespace rb;

namespace {
WindowCost window(qint64 total, qint64 cycles)
{
    WindowCost w;
    w.total = total;
    w.cycles = cycles;
    return w;
}
CaseResult icountCase()
{
    CaseResult c;
    c.metric = QStringLiteral("yield_round_trip");
    c.unit = QStringLiteral("ticks");
    c.samples = {127, 127, 130};
    c.coldSample = 140;
    c.overhead = 3;
    c.summaryJson = QStringLiteral("{}");
    return c;
}
} // namespace

class TstCycleSamples : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void replacesWhenEveryWindowAgrees()
    {
        CaseResult c = icountCase();
        QString error;
        QVERIFY2(CycleSamples::replace(c, {window(127, 318), window(127, 318), window(130, 325)},
                                       qint64(3), qint64(5), &error),
                 qPrintable(error));
        QCOMPARE(c.samples, (std::vector<qint64>{318, 318, 325}));
        QCOMPARE(c.unit, QStringLiteral("cycles"));
        QVERIFY(!c.coldSample);           // its window is not traced
        QCOMPARE(c.overhead, qint64(5));  // the timer-read overhead in cycles
        QVERIFY(c.summaryJson.isEmpty()); // recomputed from the cycles
    }
    void refusesAWindowThatDiffersByOne()
    {
        CaseResult c = icountCase();
        const CaseResult before = c;
        QString error;
        QVERIFY(!CycleSamples::replace(c, {window(127, 318), window(128, 320), window(130, 325)},
                                       qint64(3), qint64(5), &error));
        QVERIFY2(error.contains(QLatin1String("window 1: 128 traced instructions, but the icount "
                                              "sample is 127")),
                 qPrintable(error));
        QCOMPARE(c.samples, before.samples); // unchanged
        QCOMPARE(c.unit, before.unit);
    }
    void refusesAnotherNumberOfWindows()
    {
        CaseResult c = icountCase();
        QString error;
        QVERIFY(!CycleSamples::replace(c, {window(127, 318), window(127, 318)}, {}, {}, &error));
        QVERIFY2(error.contains(QLatin1String("2 traced window(s) for 3 sample(s)")),
                 qPrintable(error));
    }
    void overheadOtherThanTheTimerReadsIsUnknown()
    {
        CaseResult c = icountCase();
        c.overhead = 9; // a chain calibration (XTASK/IRQ): not a case, not traced
        QVERIFY(CycleSamples::replace(c, {window(127, 1), window(127, 1), window(130, 1)},
                                      qint64(3), qint64(5), nullptr));
        QVERIFY(!c.overhead);
        CaseResult z = icountCase();
        z.overhead = 0;
        QVERIFY(CycleSamples::replace(z, {window(127, 1), window(127, 1), window(130, 1)},
                                      qint64(3), qint64(5), nullptr));
        QCOMPARE(z.overhead, qint64(0));
    }
    void lowerMedianIsTheFirmwares()
    {
        QCOMPARE(CycleSamples::lowerMedian({4, 1, 3, 2}), qint64(2)); // element (n-1)/2
        QCOMPARE(CycleSamples::lowerMedian({5, 1, 3}), qint64(3));
        QVERIFY(!CycleSamples::lowerMedian({}));
    }
    void relabelsTheConfiguration()
    {
        Configuration c;
        c.timingMethod = QStringLiteral("icount");
        CycleSamples::relabel(c, QStringLiteral("gd32f103"), 72000000);
        QCOMPARE(c.timingMethod, QStringLiteral("cycle-model"));
        QCOMPARE(c.extra.value(QStringLiteral("cycle_model")), CortexM3CycleModel::version());
        QCOMPARE(c.extra.value(QStringLiteral("cycle_model")), QStringLiteral("cm3-trm-1"));
        QCOMPARE(c.extra.value(QStringLiteral("cycle_target")), QStringLiteral("gd32f103"));
        QCOMPARE(c.clockHz, qint64(72000000));
        QCOMPARE(c.timerHz, qint64(72000000));
        QCOMPARE(c.timerEmulated, true);
    }
};

QTEST_GUILESS_MAIN(TstCycleSamples)
#include "tst_cycle_samples.moc"
