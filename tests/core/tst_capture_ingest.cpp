// SPDX-License-Identifier: GPL-3.0-or-later
// Ingestion defects of issue 13 (items 11, 12, 13, 15, 16): malformed END fields, unknown record
// types with their own sequence number, COND after the cases, a capture holding two runs and
// an empty capture. Small captures are written from docs/protocol.md and sealed here.
#include "core/protocol/capture_assembler.h"
#include "tst_capture_fixture.h"

#include <QTest>

#include <memory>

using namespace fixture;
using rb::CaptureAssembler;
using rb::RunStatus;

namespace {

// Numbers and seals record bodies written without their sequence number ("CASE id=x ...").
QByteArray capture(const QList<QByteArray> &bodies)
{
    QByteArray out;
    int seq = 0;
    for (const QByteArray &b : bodies) {
        const qsizetype sp = b.indexOf(' ');
        out += seal(b.left(sp) + ' ' + QByteArray::number(seq++) + b.mid(sp));
    }
    return out;
}

// One case, cal_loop: raw samples 12, 12, 13 with overhead 5 (corrected median 7).
QList<QByteArray> miniRun(const QByteArray &end = "END case=cal_loop status=ok n=3 cold=20 "
                                                  "overhead=5")
{
    return {"HELLO proto=1 fw=rtosbench fwver=0.1.0",
            "COND board=qemu kernel=baremetal clock_hz=72000000 unit=cycles timer=dwt",
            "CASE id=cal_loop unit=cycles n=3 warmup=0",
            "S case=cal_loop i=0 v=12,12,13",
            end,
            "FOOT text=100",
            "DONE status=ok cases=1 failed=0"};
}

QString why(const rb::Run &run)
{
    return rb::runStatusName(run.status) + ": " + run.statusReason;
}

} // namespace

class TestCaptureIngest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goodMiniRun()
    {
        const rb::Run run = CaptureAssembler::assemble(capture(miniRun()));
        QVERIFY2(run.status == RunStatus::Complete, qPrintable(why(run)));
        const rb::CaseResult *c = run.findCase("cal_loop");
        QVERIFY(c);
        QCOMPARE(c->overhead, std::optional<qint64>(5));
        QCOMPARE(c->coldSample, std::optional<qint64>(20));
        const std::vector<double> corrected = c->corrected();
        QCOMPARE(corrected, (std::vector<double>{7, 7, 8}));
    }

    // Item 11: a malformed, overflowing or missing required END field is an error.
    void badEndFields_data()
    {
        QTest::addColumn<QByteArray>("end");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<bool>("overheadKnown");
        QTest::newRow("overhead=abc")
            << QByteArray("END case=cal_loop status=ok n=3 cold=20 overhead=abc")
            << "line 5 (END of case cal_loop): overhead=abc is not a 64-bit integer" << false;
        QTest::newRow("overhead overflows")
            << QByteArray("END case=cal_loop status=ok n=3 cold=20 overhead=99999999999999999999")
            << "overhead=99999999999999999999 is not a 64-bit integer" << false;
        QTest::newRow("overhead missing")
            << QByteArray("END case=cal_loop status=ok n=3 cold=20")
            << "line 5 (END of case cal_loop): overhead= is missing" << false;
        QTest::newRow("cold overflows")
            << QByteArray("END case=cal_loop status=ok n=3 cold=99999999999999999999 overhead=5")
            << "cold=99999999999999999999 is not a 64-bit integer" << true;
        QTest::newRow("n missing") << QByteArray("END case=cal_loop status=ok cold=20 overhead=5")
                                   << "n= is missing" << true;
    }
    void badEndFields()
    {
        QFETCH(QByteArray, end);
        QFETCH(QString, reason);
        QFETCH(bool, overheadKnown);
        const rb::Run run = CaptureAssembler::assemble(capture(miniRun(end)));
        QVERIFY2(run.status == RunStatus::Incomplete, qPrintable(why(run)));
        QVERIFY2(run.statusReason.contains(reason), qPrintable(why(run)));
        const rb::CaseResult *c = run.findCase("cal_loop");
        QVERIFY(c);
        QCOMPARE(c->samples, (std::vector<qint64>{12, 12, 13})); // nothing is lost
        if (overheadKnown)
            QCOMPARE(c->overhead, std::optional<qint64>(5));
        else
            QVERIFY(!c->overhead); // never a wrong value: unknown (trap 2 says so)
    }

    void unsupportedEndNeedsNoNumbers()
    {
        const rb::Run run = CaptureAssembler::assemble(
            capture({"HELLO proto=1 fw=rtosbench fwver=0.1.0", "COND board=qemu unit=cycles",
                     "CASE id=mutex_pi status=unsupported reason=no%20PI",
                     "END case=mutex_pi status=unsupported", "DONE status=ok cases=1 failed=0"}));
        QVERIFY2(run.status == RunStatus::Complete, qPrintable(why(run)));
    }

    void badCaseIntegerField()
    {
        QList<QByteArray> b = miniRun();
        b[2] = "CASE id=cal_loop unit=cycles n=3 warmup=x1 switches=99999999999999999999";
        const rb::Run run = CaptureAssembler::assemble(capture(b));
        QVERIFY2(run.status == RunStatus::Incomplete, qPrintable(why(run)));
        QVERIFY2(run.statusReason.contains("line 3 (CASE cal_loop): warmup=x1 is not a 64-bit "
                                           "integer"),
                 qPrintable(why(run)));
        QVERIFY2(run.statusReason.contains("switches=99999999999999999999"), qPrintable(why(run)));
    }

    // Item 12: an unknown record type with its own sequence number is only noted.
    void unknownTypeWithSequenceNumber()
    {
        QList<QByteArray> b = miniRun();
        b.insert(4, "TEMP celsius=41");
        const rb::Run run = CaptureAssembler::assemble(capture(b));
        QVERIFY2(run.status == RunStatus::Complete, qPrintable(why(run)));
        QVERIFY2(run.statusReason.contains("1 line(s) of an unknown record type ignored (line 5)"),
                 qPrintable(why(run)));
        QVERIFY2(!run.statusReason.contains("lost"), qPrintable(why(run)));
        QCOMPARE(run.findCase("cal_loop")->samples.size(), std::size_t(3));
        // A real gap after the unknown line is still a gap.
        QList<QByteArray> ls = lines(capture(b));
        ls.removeAt(5); // the END line: the unknown line's number is consumed, END's is not
        const rb::Run gap = CaptureAssembler::assemble(join(ls));
        QVERIFY2(gap.status == RunStatus::Incomplete, qPrintable(why(gap)));
        QVERIFY2(gap.statusReason.contains("1 line(s) lost"), qPrintable(why(gap)));
        // An unknown line that repeats a number already seen is a duplicate, not a gap.
        ls = lines(capture(b));
        ls.insert(5, seal("TEMP 2 celsius=40"));
        const rb::Run dup = CaptureAssembler::assemble(join(ls));
        QVERIFY2(dup.status == RunStatus::Complete, qPrintable(why(dup)));
    }

    // Item 13: conditions are fixed before the first CASE.
    void condAfterCases()
    {
        QList<QByteArray> b = miniRun();
        b.insert(5, "COND kernel=freertos clock_hz=8000000 opt=-O0");
        const rb::Run run = CaptureAssembler::assemble(capture(b));
        QCOMPARE(run.config.kernel, QString("baremetal"));
        QCOMPARE(run.config.clockHz, std::optional<qint64>(72000000));
        QVERIFY(run.config.optLevel.isEmpty());
        QVERIFY2(run.status == RunStatus::Incomplete, qPrintable(why(run)));
        QVERIFY2(run.statusReason.contains("line 6 (COND): conditions are stated before the first "
                                           "case; this line is ignored"),
                 qPrintable(why(run)));
        // Several COND lines before the first case are fine.
        b = miniRun();
        b.insert(2, "COND opt=-Os");
        const rb::Run ok = CaptureAssembler::assemble(capture(b));
        QVERIFY2(ok.status == RunStatus::Complete, qPrintable(why(ok)));
        QCOMPARE(ok.config.optLevel, QString("-Os"));
    }

    // Item 15: a capture that holds two runs gives two runs, each with its own bytes.
    void twoRunsInOneCapture()
    {
        const QByteArray first = capture(miniRun());
        QList<QByteArray> second = miniRun();
        second[1] = "COND board=qemu kernel=freertos clock_hz=72000000 unit=cycles timer=dwt";
        const QByteArray both = first + "boot text\r\n" + capture(second);
        std::vector<rb::Run> runs = CaptureAssembler::assembleAll(both);
        QCOMPARE(runs.size(), std::size_t(2));
        QVERIFY2(runs[0].status == RunStatus::Complete, qPrintable(why(runs[0])));
        QVERIFY2(runs[1].status == RunStatus::Complete, qPrintable(why(runs[1])));
        QCOMPARE(runs[0].config.kernel, QString("baremetal"));
        QCOMPARE(runs[1].config.kernel, QString("freertos"));
        QCOMPARE(runs[0].rawLog + runs[1].rawLog, both); // nothing is lost
        QVERIFY(runs[1].rawLog.startsWith("HELLO 0 "));

        // A board reset mid-stream: the first run ends inside a line, the second is whole.
        const QList<QByteArray> ls = lines(first);
        const QByteArray cut = join(ls.mid(0, 3)) + ls[3].left(12); // no '\n'
        const QByteArray reset = cut + capture(second);
        auto a = std::make_unique<CaptureAssembler>();
        a->setSplitRuns(true);
        std::vector<rb::Run> got;
        // Byte by byte: the split does not depend on chunking.
        for (qsizetype i = 0; i < reset.size(); ++i) {
            a->feed(reset.mid(i, 1));
            while (a->hasNextRun()) {
                const QByteArray rest = a->takeNextRun();
                got.push_back(a->finish());
                a = std::make_unique<CaptureAssembler>();
                a->setSplitRuns(true);
                a->feed(rest);
            }
        }
        got.push_back(a->finish());
        QCOMPARE(got.size(), std::size_t(2));
        QVERIFY2(got[0].status == RunStatus::Incomplete, qPrintable(why(got[0])));
        QVERIFY2(got[0].statusReason.contains("the firmware started again at line 4"),
                 qPrintable(why(got[0])));
        QVERIFY2(got[1].status == RunStatus::Complete, qPrintable(why(got[1])));
        QCOMPARE(got[0].rawLog + got[1].rawLog, reset);
        QCOMPARE(got[1].findCase("cal_loop")->samples.size(), std::size_t(3));

        // Without splitting (a live run), the restart makes the one run incomplete.
        const rb::Run one = CaptureAssembler::assemble(reset);
        QVERIFY2(one.status == RunStatus::Incomplete, qPrintable(why(one)));
        QVERIFY2(one.statusReason.contains("the firmware started again"), qPrintable(why(one)));
    }

    // Item 16: an empty capture is not a run (import-log refuses it).
    void emptyCapture()
    {
        QVERIFY(CaptureAssembler::assembleAll(QByteArray()).empty());
        QCOMPARE(CaptureAssembler::assembleAll(QByteArray("\n")).size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestCaptureIngest)
#include "tst_capture_ingest.moc"
