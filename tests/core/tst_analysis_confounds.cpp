// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis engine (issue 4 §2): what differs between configurations, and the confounds.
#include "analysis/confounds.h"

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
};

QTEST_GUILESS_MAIN(TstAnalysisConfounds)
#include "tst_analysis_confounds.moc"
