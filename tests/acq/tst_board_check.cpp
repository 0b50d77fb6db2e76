// SPDX-License-Identifier: GPL-3.0-or-later
// BoardCheck::judgeRun (board check, issue 18): what a GD32F103 run at one clock says about the
// set-up, on captures written here line by line with their CRCs (no board in CI).
#include "acq/board_check.h"
#include "core/protocol/crc32.h"

#include <QTest>

using rb::BoardCheck;
using rb::BoardCheckItem;
using State = rb::BoardCheckItem::State;

namespace {

// A protocol v1 capture: each "TYPE fields" gets its sequence number and CRC.
class Capture {
public:
    Capture &line(const QString &type, const QString &fields)
    {
        const QByteArray body =
            QStringLiteral("%1 %2 %3").arg(type).arg(m_seq++).arg(fields).toUtf8();
        m_bytes +=
            body + " *" +
            QByteArray::number(rb::proto::crc32(body.constData(), std::size_t(body.size())), 16)
                .toUpper()
                .rightJustified(8, '0') +
            '\n';
        return *this;
    }
    Capture &hello() { return line("HELLO", "proto=1 fw=rtosbench fwver=0.1.0"); }
    Capture &cond(qint64 clock, qint64 measured)
    {
        return line("COND",
                    QStringLiteral("board=gd32f103 mcu=GD32F103VET6 core=cortex-m3 "
                                   "cpuid=0x412FC231 idcode=0x20036414 clock_hz=%1 "
                                   "clock_hz_measured=%2 flash_ws=0 timer=dwt "
                                   "timer_hz=%1 timer_bits=32 timer_emulated=0 "
                                   "unit=cycles baud=115200 c_debugen=1 compiler=gcc "
                                   "compiler_version=12.2.1 cflags=-Os "
                                   "opt=-Os kernel=baremetal kernel_version=none profile=none "
                                   "iterations=64 warmup=6 build_id=0123456789abcdef")
                        .arg(clock)
                        .arg(measured));
    }
    // cal_known_seq with 64 samples of v cycles and overhead 1 (exact when v == 101).
    Capture &knownSeq(int v)
    {
        line("CASE", "id=cal_known_seq unit=cycles n=64 warmup=6 expect=100");
        QStringList vs;
        for (int i = 0; i < 32; ++i)
            vs << QString::number(v);
        line("S", "case=cal_known_seq i=0 v=" + vs.join(','));
        line("S", "case=cal_known_seq i=32 v=" + vs.join(','));
        return line("END",
                    QStringLiteral("case=cal_known_seq status=ok n=64 cold=%1 overhead=1").arg(v));
    }
    Capture &done(const char *status)
    {
        return line("DONE", QStringLiteral("status=%1 cases=1 failed=0").arg(status));
    }
    rb::BoardResult result() const
    {
        rb::BoardResult r;
        r.started = true;
        r.finished = true;
        r.capture = m_bytes;
        return r;
    }

private:
    QByteArray m_bytes;
    int m_seq = 0;
};

const BoardCheckItem *item(const std::vector<BoardCheckItem> &items, const QString &id)
{
    for (const BoardCheckItem &i : items)
        if (i.id == id)
            return &i;
    return nullptr;
}

} // namespace

class TstBoardCheck : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goodRunPasses()
    {
        const auto items = BoardCheck::judgeRun(
            72000000, Capture().hello().cond(72000000, 71990400).knownSeq(101).done("ok").result(),
            115200);
        QCOMPARE(items.size(), size_t(3));
        QVERIFY(BoardCheck::allPassed(items));
        QVERIFY(item(items, "hello_72mhz")->detail.contains("power-cycle")); // c_debugen=1
        QVERIFY(item(items, "clock_72mhz")->detail.contains("clock_hz_measured=71990400"));
        QVERIFY2(item(items, "known_seq_72mhz")->detail.contains("= 100 cycles"),
                 qPrintable(item(items, "known_seq_72mhz")->detail));
    }

    void twelveMegahertzCrystalIsRefused()
    {
        // The firmware's own refusal: COND, then ERR code=timer and DONE status=error.
        const auto items = BoardCheck::judgeRun(
            108000000,
            Capture()
                .hello()
                .cond(108000000, 162000000)
                .line("ERR", "code=timer msg=core%20clock%20measured%20at%20162000000%20Hz")
                .done("error")
                .result(),
            115200);
        QVERIFY(!BoardCheck::allPassed(items));
        QCOMPARE(item(items, "hello_108mhz")->state, State::Pass);
        const BoardCheckItem *clock = item(items, "clock_108mhz");
        QCOMPARE(clock->state, State::Fail);
        QVERIFY(clock->detail.contains("clock_hz_measured=162000000"));
        QVERIFY(clock->detail.contains("162000000 Hz")); // the firmware's ERR message
        QVERIFY(clock->fix.contains("HXTAL must be 8 MHz"));
        QCOMPARE(item(items, "known_seq_108mhz")->state, State::Fail);
    }

    void clockEdgesAndPll()
    {
        auto clockState = [](qint64 running, qint64 measured) {
            const auto items = BoardCheck::judgeRun(
                72000000,
                Capture().hello().cond(running, measured).knownSeq(101).done("ok").result(),
                115200);
            return *item(items, "clock_72mhz");
        };
        QCOMPARE(clockState(72000000, 73440000).state, State::Pass);             // +2 %
        QCOMPARE(clockState(72000000, 73440001).state, State::Fail);             // just over
        QCOMPARE(clockState(72000000, 70560000).state, State::Pass);             // -2 %
        QVERIFY(clockState(72000000, 0).fix.contains("PA8"));                    // not measured
        QVERIFY(clockState(8000000, 8000000).fix.contains("PLL did not start")); // read back
    }

    void knownSeqOffFails()
    {
        const auto items = BoardCheck::judgeRun(
            24000000, Capture().hello().cond(24000000, 24000000).knownSeq(103).done("ok").result(),
            115200);
        const BoardCheckItem *seq = item(items, "known_seq_24mhz");
        QCOMPARE(seq->state, State::Fail);
        QVERIFY(seq->detail.contains("= 102 cycles"));
    }

    void nothingOrNoiseNamesWiringAndBaud()
    {
        rb::BoardResult silent;
        silent.started = true;
        silent.error = QStringLiteral("nothing arrived");
        auto items = BoardCheck::judgeRun(72000000, silent, 115200);
        QCOMPARE(items.size(), size_t(1));
        QCOMPARE(items.front().state, State::Fail);
        QVERIFY(items.front().fix.contains("BOOT0 must be low"));
        QVERIFY(items.front().fix.contains("PA9"));

        rb::BoardResult noise;
        noise.started = true;
        noise.capture = QByteArray("\xf0\x0f\xff\x80 garbage at the wrong baud\n", 30);
        items = BoardCheck::judgeRun(72000000, noise, 115200);
        QCOMPARE(items.size(), size_t(1));
        QVERIFY(items.front().detail.contains("no valid HELLO/COND"));
        QVERIFY(items.front().fix.contains("115200 baud"));
    }
};

QTEST_GUILESS_MAIN(TstBoardCheck)
#include "tst_board_check.moc"
