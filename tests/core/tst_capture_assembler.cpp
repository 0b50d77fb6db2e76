// SPDX-License-Identifier: GPL-3.0-or-later
// Capture assembly (issue 6 §4/§6): real captures from the firmware (tests/data/captures) into
// rb::Run, and the status/reason rules on captures damaged by program.
#include "core/protocol/capture_assembler.h"
#include "tst_capture_fixture.h"

#include <QTest>

using namespace fixture;
using rb::CaptureAssembler;
using rb::RunStatus;

namespace {

const QByteArray kQemu = "qemu-netduino2-baremetal.cap";
const QByteArray kHost = "host-posix.cap";

QStringList codes(const QList<rb::CaptureProblem> &problems)
{
    QStringList c;
    for (const auto &p : problems)
        c << p.code;
    return c;
}

} // namespace

class TestCaptureAssembler : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void realQemuCapture()
    {
        const QByteArray cap = loadCapture(kQemu);
        QList<rb::CaptureProblem> problems;
        const rb::Run run = CaptureAssembler::assemble(cap, {}, &problems);
        QCOMPARE(run.status, RunStatus::Complete);
        QCOMPARE(run.rawLog, cap);
        const rb::Configuration &c = run.config;
        QCOMPARE(c.board, QString("qemu"));
        QCOMPARE(c.mcu, QString("STM32F205(emulated)"));
        QCOMPARE(c.core, QString("cortex-m3"));
        QCOMPARE(c.toolchain, QString("gcc"));
        QCOMPARE(c.toolchainVersion, QString("12.2.1 20221205"));
        QVERIFY(c.cflags.startsWith("-Os -mcpu=cortex-m3 -mthumb"));
        QCOMPARE(c.optLevel, QString("-Os"));
        QVERIFY(!c.clockHz);         // clock_hz=0: unknown
        QVERIFY(!c.flashWaitStates); // flash_ws=-1: not applicable
        QCOMPARE(c.kernel, QString("baremetal"));
        QCOMPARE(c.kernelProfile, QString("default"));
        QCOMPARE(c.timingMethod, QString("icount"));
        QVERIFY(!c.timerHz);
        QCOMPARE(c.timerEmulated, std::optional<bool>(true));
        QCOMPARE(c.debugger, QString("unknown"));
        QCOMPARE(c.extra.value("machine"), QString("netduino2"));
        QCOMPARE(c.extra.value("cpuid"), QString("0x410FC231"));
        QCOMPARE(c.extra.value("unit"), QString("ticks"));
        QVERIFY(!c.extra.contains("board"));
        QCOMPARE(run.toolVersions.value("firmware"), QString("rtosbench 0.1.0"));
        QCOMPARE(run.cases.size(), std::size_t(20));
        const rb::CaseResult *known = run.findCase("cal_known_seq");
        QVERIFY(known);
        QCOMPARE(known->samples.size(), std::size_t(1000));
        QCOMPARE(known->sampleCount, 1000);
        QCOMPARE(known->iterations, std::optional<int>(1000));
        QCOMPARE(known->warmup, std::optional<int>(100));
        QCOMPARE(known->unit, QString("ticks"));
        QCOMPARE(known->checks.value("overhead_exact"), 1);
        QCOMPARE(known->status, QString("ok"));
        const rb::CaseResult *irq = run.findCase("irq_response");
        QVERIFY(irq);
        QCOMPARE(irq->coldSample, std::optional<qint64>(7));
        QCOMPARE(irq->overhead, std::optional<qint64>(1));
        QCOMPARE(irq->checks.value("isr_ran"), 1);
        const rb::CaseResult *yield = run.findCase("yield_round_trip");
        QVERIFY(yield);
        QCOMPARE(yield->status, QString("unsupported"));
        QVERIFY(yield->samples.empty());
        QCOMPARE(run.footprint.text, std::optional<qint64>(11232));
        QCOMPARE(run.footprint.bss, std::optional<qint64>(45664));
        // Only notes (unsupported cases) for a good capture.
        for (const auto &p : problems)
            QCOMPARE(p.severity, rb::CaptureProblem::Severity::Note);
    }

    void realHostCapture()
    {
        const QByteArray cap = loadCapture(kHost);
        CaptureAssembler a;
        // Feed in odd chunks: the result does not depend on chunking.
        for (qsizetype i = 0; i < cap.size(); i += 777)
            a.feed(QByteArrayView(cap).sliced(i, std::min<qsizetype>(777, cap.size() - i)));
        const rb::Run run = a.finish();
        QCOMPARE(run.status, RunStatus::Complete);
        QCOMPARE(run.rawLog, cap);
        QCOMPARE(run.config.board, QString("host"));
        QCOMPARE(run.config.timerHz, std::optional<qint64>(1000000000));
        QCOMPARE(run.config.timerEmulated, std::optional<bool>(false));
        QCOMPARE(run.config.kernelConfig.value("pinned_cpu"), QString("0"));
        QCOMPARE(run.config.extra.value("sched_policy"), QString("SCHED_FIFO"));
        const rb::CaseResult *y = run.findCase("yield_round_trip");
        QVERIFY(y);
        QCOMPARE(y->switches, std::optional<int>(2));
        QCOMPARE(y->samples.size(), std::size_t(1000));
        QCOMPARE(y->unit, QString("ns"));
        QCOMPARE(y->checks.value("alternated"), 1);
        QVERIFY(!run.footprint.rodata); // the host FOOT has no rodata
    }

    void missingDoneNamesTheCase()
    {
        QList<QByteArray> ls = lines(loadCapture(kQemu));
        const int s = indexOf(ls, isRecord("S", "case=cal_known_seq i=384"));
        QVERIFY(s > 0);
        ls = ls.mid(0, s + 1);
        QList<rb::CaptureProblem> problems;
        const rb::Run run = CaptureAssembler::assemble(join(ls), {}, &problems);
        QCOMPARE(run.status, RunStatus::Incomplete);
        QVERIFY2(run.statusReason.contains(
                     "missing DONE: the capture ended during case cal_known_seq (sample 416 of "
                     "1,000)"),
                 qPrintable(run.statusReason));
        QVERIFY(codes(problems).contains("missing_end"));
        // What validated is kept.
        QCOMPARE(run.findCase("cal_known_seq")->samples.size(), std::size_t(416));
        QCOMPARE(run.findCase("cal_loop")->samples.size(), std::size_t(1000));
    }

    void knownSequenceCheck()
    {
        QList<QByteArray> ls = lines(loadCapture(kQemu));
        const int c = indexOf(ls, isRecord("CASE", "id=cal_known_seq"));
        ls[c] = setField(ls[c], "expect", "99");
        const rb::Run run = CaptureAssembler::assemble(join(ls));
        const rb::CaseResult *k = run.findCase("cal_known_seq");
        QCOMPARE(k->status, QString("fail"));
        QCOMPARE(k->checks.value("overhead_exact"), 0);
        QVERIFY2(run.statusReason.contains("overhead subtraction is not exact: median 101 - "
                                           "overhead 1 = 100, the known sequence takes 99"),
                 qPrintable(run.statusReason));
        QCOMPARE(run.status, RunStatus::Complete); // a failed check marks the case, not the run
    }

    void firmwareError()
    {
        QList<QByteArray> ls = lines(loadCapture(kQemu));
        const int done = indexOf(ls, startsWith("DONE "));
        ls.insert(done,
                  seal("ERR 0 code=timer msg=DWT%20CYCCNT%20not%20present case=irq_response"));
        ls = resequence(ls);
        ls.last() = setField(ls.last(), "status", "error");
        QList<rb::CaptureProblem> problems;
        const rb::Run run = CaptureAssembler::assemble(join(ls), {}, &problems);
        QCOMPARE(run.status, RunStatus::Failed);
        QVERIFY2(run.statusReason.contains("the firmware reported an error (code timer, case "
                                           "irq_response)"),
                 qPrintable(run.statusReason));
        QVERIFY(run.statusReason.contains("DWT CYCCNT not present"));
        QVERIFY(run.statusReason.contains("DONE status=error"));
        QCOMPARE(run.cases.size(), std::size_t(20)); // data kept
    }

    // Issue 13 item 5: a case that failed a scenario check fails the run (DONE status=fail),
    // and so does one under an older firmware that still wrote DONE status=ok; data are kept.
    void failedScenarioCheckFailsTheRun()
    {
        QList<QByteArray> ls = lines(loadCapture(kQemu));
        const int e = indexOf(ls, isRecord("END", "case=cal_loop"));
        ls[e] = setField(setField(ls[e], "status", "fail"), "chk.test_forced", "0");
        ls.last() = setField(setField(ls.last(), "status", "fail"), "failed", "1");
        QList<rb::CaptureProblem> problems;
        const rb::Run run = CaptureAssembler::assemble(join(ls), {}, &problems);
        QCOMPARE(run.status, RunStatus::Failed);
        QVERIFY2(run.statusReason.contains(
                     "scenario checks failed in 1 case(s): cal_loop (DONE status=fail"),
                 qPrintable(run.statusReason));
        QCOMPARE(codes(problems).count("checks_failed"), 1);
        QCOMPARE(run.cases.size(), std::size_t(20));
        QCOMPARE(run.findCase("cal_loop")->status, QString("fail"));
        QCOMPARE(run.findCase("cal_loop")->samples.size(), std::size_t(1000));
        QCOMPARE(run.findCase("cal_timer_read")->status, QString("ok"));
        // The same capture as written before DONE said fail: still a failed run.
        ls.last() = setField(ls.last(), "status", "ok");
        const rb::Run old = CaptureAssembler::assemble(join(ls));
        QCOMPARE(old.status, RunStatus::Failed);
        QVERIFY2(old.statusReason.contains("cal_loop (DONE status=ok"),
                 qPrintable(old.statusReason));
        // DONE status=fail with no failed case: the capture contradicts itself.
        QList<QByteArray> ls2 = lines(loadCapture(kQemu));
        ls2.last() = setField(ls2.last(), "status", "fail");
        const rb::Run contra = CaptureAssembler::assemble(join(ls2));
        QCOMPARE(contra.status, RunStatus::Failed);
        QVERIFY2(contra.statusReason.contains("DONE status=fail"), qPrintable(contra.statusReason));
    }

    void conditionMismatch()
    {
        rb::Configuration asked;
        asked.optLevel = "-O0";
        asked.board = "QEMU"; // case-insensitive match
        asked.clockHz = 72000000;
        QList<rb::CaptureProblem> problems;
        const rb::Run run = CaptureAssembler::assemble(loadCapture(kQemu), asked, &problems);
        QCOMPARE(run.status, RunStatus::Failed);
        QVERIFY2(run.statusReason.contains(
                     "optimisation level: firmware says -Os, experiment asked -O0"),
                 qPrintable(run.statusReason));
        QVERIFY(run.statusReason.contains("clock (Hz): firmware does not say, experiment asked "
                                          "72,000,000"));
        QVERIFY(!run.statusReason.contains("board:"));
        QVERIFY(!run.statusReason.contains("not supported")); // notes that explain no status
        QCOMPARE(codes(problems).count("mismatch"), 1);
        QCOMPARE(codes(problems).count("unverified"), 1);
        asked.optLevel = "-Os";
        asked.clockHz.reset();
        QCOMPARE(CaptureAssembler::assemble(loadCapture(kQemu), asked).status, RunStatus::Complete);
    }

    void countInconsistencyFails()
    {
        // No line lost, but the firmware announces more samples than it sends: rejected.
        QList<QByteArray> ls = lines(loadCapture(kQemu));
        const int c = indexOf(ls, isRecord("CASE", "id=cal_loop"));
        ls[c] = setField(ls[c], "n", "1001");
        const int e = indexOf(ls, isRecord("END", "case=cal_loop"));
        ls[e] = setField(ls[e], "n", "1001");
        const rb::Run run = CaptureAssembler::assemble(join(ls));
        QCOMPARE(run.status, RunStatus::Failed);
        QVERIFY2(run.statusReason.contains(
                     "case cal_loop: 1,000 samples received, CASE announced n=1,001"),
                 qPrintable(run.statusReason));
        // DONE's counts are checked too.
        QList<QByteArray> ls2 = lines(loadCapture(kQemu));
        ls2.last() = setField(ls2.last(), "cases", "21");
        const rb::Run run2 = CaptureAssembler::assemble(join(ls2));
        QCOMPARE(run2.status, RunStatus::Failed);
        QVERIFY(run2.statusReason.contains("DONE says cases=21 but 20 cases arrived"));
    }

    void lostLinesAreIncompleteNotFailed()
    {
        // An S line lost on the link: a sequence gap and a sample gap; counts then disagree,
        // which is a consequence of the loss, so the run is incomplete, not failed.
        QList<QByteArray> ls = lines(loadCapture(kQemu));
        const int s = indexOf(ls, isRecord("S", "case=cal_loop i=64"));
        ls.removeAt(s);
        QList<rb::CaptureProblem> problems;
        const rb::Run run = CaptureAssembler::assemble(join(ls), {}, &problems);
        QCOMPARE(run.status, RunStatus::Incomplete);
        QVERIFY(codes(problems).contains("seq_gap"));
        QVERIFY(codes(problems).contains("sample_gap"));
        QVERIFY2(run.statusReason.contains("case cal_loop: 32 samples missing (the first at "
                                           "index 64)"),
                 qPrintable(run.statusReason));
        QVERIFY(run.statusReason.contains("1 line(s) lost"));
        QCOMPARE(run.findCase("cal_loop")->samples.size(), std::size_t(968));
    }

    void lostCaseLineKeepsSamples()
    {
        QList<QByteArray> ls = lines(loadCapture(kQemu));
        ls.removeAt(indexOf(ls, isRecord("CASE", "id=irq_response")));
        QList<rb::CaptureProblem> problems;
        const rb::Run run = CaptureAssembler::assemble(join(ls), {}, &problems);
        QCOMPARE(run.status, RunStatus::Incomplete);
        QVERIFY(codes(problems).contains("missing_case"));
        const rb::CaseResult *irq = run.findCase("irq_response");
        QVERIFY(irq);
        QCOMPARE(irq->samples.size(), std::size_t(1000));
        QCOMPARE(irq->unit, QString("ticks")); // from COND unit=
    }

    void missingEndWithoutGap()
    {
        QList<QByteArray> ls = lines(loadCapture(kQemu));
        ls.removeAt(indexOf(ls, isRecord("END", "case=cal_loop")));
        ls = resequence(ls);
        QList<rb::CaptureProblem> problems;
        const rb::Run run = CaptureAssembler::assemble(join(ls), {}, &problems);
        QCOMPARE(run.status, RunStatus::Incomplete);
        QCOMPARE(codes(problems), QStringList{"missing_end"} + codes(problems).mid(1));
        QVERIFY2(run.statusReason.contains("case cal_loop has no END (1,000 of 1,000 samples "
                                           "received)"),
                 qPrintable(run.statusReason));
    }

    void wrongVersionFails()
    {
        QList<QByteArray> ls = lines(loadCapture(kQemu));
        ls[0] = setField(ls[0], "proto", "2");
        const rb::Run run = CaptureAssembler::assemble(join(ls));
        QCOMPARE(run.status, RunStatus::Failed);
        QVERIFY(run.cases.empty());
        QVERIFY(run.config.board.isEmpty()); // nothing read past it
        QVERIFY2(run.statusReason.contains("wrong protocol version at line 1"),
                 qPrintable(run.statusReason));
        QVERIFY(run.statusReason.contains("proto=2"));
        QVERIFY(!run.statusReason.contains("missing DONE"));
    }

    void duplicateCaseIgnored()
    {
        // The firmware restarted: a second HELLO, and the cases again.
        const QByteArray cap = loadCapture(kQemu);
        QList<QByteArray> ls = lines(cap);
        const int end = indexOf(ls, isRecord("END", "case=cal_loop"));
        const QByteArray restarted = join(ls.mid(0, end)) + cap;
        QList<rb::CaptureProblem> problems;
        const rb::Run run = CaptureAssembler::assemble(restarted, {}, &problems);
        QCOMPARE(run.status, RunStatus::Incomplete);
        QVERIFY(codes(problems).contains("firmware_restart"));
        QVERIFY(codes(problems).contains("duplicate_case"));
        // Metric ids stay unique (the store requires it).
        QSet<QString> ids;
        for (const auto &c : run.cases) {
            QVERIFY(!ids.contains(c.metric));
            ids.insert(c.metric);
        }
    }

    void progressWhileStreaming()
    {
        const QList<QByteArray> ls = lines(loadCapture(kQemu));
        CaptureAssembler a;
        const int s = indexOf(ls, isRecord("S", "case=cal_loop i=96"));
        a.feed(join(ls.mid(0, s + 1)));
        QVERIFY(a.helloSeen());
        QCOMPARE(a.currentCase(), QString("cal_loop"));
        QCOMPARE(a.currentSampleCount(), 128);
        QCOMPARE(a.currentAnnouncedCount(), std::optional<qint64>(1000));
        a.feed(join(ls.mid(s + 1)));
        QCOMPARE(a.finish().status, RunStatus::Complete);
    }
};

QTEST_GUILESS_MAIN(TestCaptureAssembler)
#include "tst_capture_assembler.moc"
