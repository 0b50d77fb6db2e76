// SPDX-License-Identifier: GPL-3.0-or-later
// Validator (issue 6 §4): requested vs reported conditions, and a capture's consistency.
#include "core/protocol/validator.h"

#include <QTest>

using rb::Configuration;
using rb::Validator;
using Kind = rb::ValidationIssue::Kind;

namespace {

Configuration reported()
{
    Configuration c;
    c.board = "gd32f103";
    c.mcu = "GD32F103VET6";
    c.core = "cortex-m3";
    c.toolchain = "gcc";
    c.toolchainVersion = "12.2.1 20221205";
    c.cflags = "-Os -mcpu=cortex-m3  -mthumb";
    c.optLevel = "-Os";
    c.clockHz = 72000000;
    c.flashWaitStates = 2;
    c.kernel = "freertos";
    c.kernelVersion = "V11.1.0";
    c.kernelProfile = "minimal";
    c.kernelConfig = {{"configUSE_PREEMPTION", "1"}};
    c.timingMethod = "dwt";
    c.timerHz = 72000000;
    c.timerEmulated = false;
    c.debugger = "detached";
    c.extra = {{"machine", "none"}};
    return c;
}

rb::CaseResult knownSeq(std::vector<qint64> samples, qint64 overhead)
{
    rb::CaseResult c;
    c.metric = "cal_known_seq";
    c.samples = std::move(samples);
    c.overhead = overhead;
    return c;
}

} // namespace

class TestValidator : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nothingRequestedNothingReported()
    {
        QVERIFY(Validator::compareConditions(reported(), Configuration()).isEmpty());
        QVERIFY(Validator::compareConditions(reported(), reported()).isEmpty());
    }

    void mismatchNamesFieldAndBothValues()
    {
        Configuration asked;
        asked.optLevel = "-O0";
        const auto issues = Validator::compareConditions(reported(), asked);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].kind, Kind::Mismatch);
        QCOMPARE(issues[0].field, QString("opt_level"));
        QCOMPARE(issues[0].expected, QString("-O0"));
        QCOMPARE(issues[0].actual, QString("-Os"));
        QCOMPARE(issues[0].message,
                 QString("optimisation level: firmware says -Os, experiment asked -O0"));
    }

    void everyFieldIsCompared()
    {
        Configuration asked;
        asked.board = "qemu";
        asked.mcu = "STM32F103";
        asked.core = "cortex-m4";
        asked.toolchain = "clang";
        asked.toolchainVersion = "13";
        asked.cflags = "-O2";
        asked.clockHz = 108000000;
        asked.flashWaitStates = 3;
        asked.kernel = "zephyr";
        asked.kernelVersion = "V10";
        asked.kernelProfile = "default";
        asked.kernelConfig = {{"configUSE_PREEMPTION", "0"}};
        asked.timingMethod = "systick";
        asked.timerHz = 1000;
        asked.timerEmulated = true;
        asked.debugger = "attached";
        asked.extra = {{"machine", "netduino2"}};
        const auto issues = Validator::compareConditions(reported(), asked);
        QStringList fields;
        for (const auto &i : issues) {
            QCOMPARE(i.kind, Kind::Mismatch);
            fields << i.field;
        }
        QCOMPARE(fields,
                 (QStringList{"board", "mcu", "core", "toolchain", "toolchain_version", "cflags",
                              "clock_hz", "flash_wait_states", "kernel", "kernel_version",
                              "kernel_profile", "kcfg.configUSE_PREEMPTION", "timing_method",
                              "timer_hz", "timer_emulated", "debugger", "machine"}));
        QCOMPARE(issues[6].message,
                 QString("clock (Hz): firmware says 72,000,000, experiment asked 108,000,000"));
        QCOMPARE(issues[14].message,
                 QString("timer: firmware says not emulated, experiment asked emulated"));
    }

    void lenientWhereItIsSafe()
    {
        Configuration asked;
        asked.board = "GD32F103";                       // ids: case-insensitive
        asked.toolchainVersion = "12.2.1";              // version prefix at a word boundary
        asked.kernelVersion = "V11.1.0";                // exact
        asked.cflags = " -Os  -mcpu=cortex-m3 -mthumb"; // whitespace-insensitive
        QVERIFY(Validator::compareConditions(reported(), asked).isEmpty());
        asked.toolchainVersion = "12.2"; // "12.2" is not "12.2.1"
        const auto issues = Validator::compareConditions(reported(), asked);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].field, QString("toolchain_version"));
        asked.toolchainVersion.clear();
        asked.optLevel = "-os"; // flags are case-sensitive
        QCOMPARE(Validator::compareConditions(reported(), asked).size(), 1);
    }

    void unknownIsUnverifiedNotMismatch()
    {
        Configuration rep = reported();
        rep.clockHz.reset();
        rep.kernelVersion.clear();
        Configuration asked;
        asked.clockHz = 72000000;
        asked.kernelVersion = "V11.1.0";
        const auto issues = Validator::compareConditions(rep, asked);
        QCOMPARE(issues.size(), 2);
        for (const auto &i : issues) {
            QCOMPARE(i.kind, Kind::Unverified);
        }
        QCOMPARE(issues[0].message,
                 QString("clock (Hz): firmware does not say, experiment asked 72,000,000"));
    }

    void median()
    {
        QCOMPARE(Validator::median({5, 1, 3}), 3.0);
        QCOMPARE(Validator::median({4, 1, 3, 2}), 2.5);
        QCOMPARE(Validator::median({7}), 7.0);
        QVERIFY(std::isnan(Validator::median({})));
    }

    void knownSequenceExact()
    {
        rb::Run run;
        run.cases.push_back(knownSeq({101, 101, 102, 101, 100}, 1));
        rb::CaptureFacts facts;
        facts.cases.push_back({"cal_known_seq", true, true, 5, 5, 100});
        QVERIFY(Validator::checkConsistency(run, facts).isEmpty());
        QCOMPARE(run.cases[0].checks.value("overhead_exact"), 1);
        QCOMPARE(run.cases[0].status, QString("ok"));
    }

    void knownSequenceNotExact()
    {
        rb::Run run;
        run.cases.push_back(knownSeq({103, 104, 103, 103}, 1)); // median 103
        rb::CaptureFacts facts;
        facts.cases.push_back({"cal_known_seq", true, true, 4, 4, 100});
        const auto issues = Validator::checkConsistency(run, facts);
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues[0].kind, Kind::CheckFailed);
        QCOMPARE(issues[0].message,
                 QString("overhead subtraction is not exact: median 103 - overhead 1 = 102, the "
                         "known sequence takes 100"));
        QCOMPARE(run.cases[0].status, QString("fail"));
        QCOMPARE(run.cases[0].checks.value("overhead_exact"), 0);
        // Half-cycle medians are not exact either.
        rb::Run run2;
        run2.cases.push_back(knownSeq({101, 102}, 1));
        rb::CaptureFacts facts2;
        facts2.cases.push_back({"cal_known_seq", true, true, 2, 2, 100});
        const auto issues2 = Validator::checkConsistency(run2, facts2);
        QCOMPARE(issues2.size(), 1);
        QVERIFY(issues2[0].message.contains("median 101.5 - overhead 1 = 100.5"));
    }

    void countsAndEnds()
    {
        rb::Run run;
        rb::CaseResult a;
        a.metric = "yield_round_trip";
        a.samples = {1, 2, 3};
        rb::CaseResult b;
        b.metric = "preempt";
        b.samples = {1};
        rb::CaseResult u;
        u.metric = "mutex_pi";
        u.status = "unsupported";
        rb::CaseResult f;
        f.metric = "sem_ping_pong";
        f.status = "fail";
        f.samples = {1, 1};
        run.cases = {a, b, u, f};
        rb::CaptureFacts facts;
        facts.cases.push_back({"yield_round_trip", true, true, 4, 3, {}});
        facts.cases.push_back({"preempt", true, false, 10, {}, {}});
        facts.cases.push_back({"mutex_pi", true, true, {}, {}, {}});
        facts.cases.push_back({"sem_ping_pong", true, true, 2, 2, {}});
        facts.doneCases = 5;
        facts.doneFailed = 0;
        const auto issues = Validator::checkConsistency(run, facts);
        QStringList messages;
        for (const auto &i : issues)
            messages << i.message;
        QCOMPARE(messages,
                 (QStringList{"case yield_round_trip: 3 samples received, CASE announced n=4",
                              "case preempt has no END (1 of 10 samples received)",
                              "DONE says cases=5 but 4 cases arrived",
                              "DONE says failed=0 but 1 cases ended with status=fail"}));
        QCOMPARE(issues[1].kind, Kind::Missing);
        QCOMPARE(issues[0].kind, Kind::Inconsistent);
    }
};

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
