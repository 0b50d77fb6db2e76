// SPDX-License-Identifier: GPL-3.0-or-later
// Fault tests (issue 6 §6): a real firmware capture damaged by program (binary garbage, a
// truncated line, a CRC error, a wrong protocol version, an overlong line, a missing END, a
// missing DONE, duplicate records, the link vanishing at arbitrary bytes). Each must give a
// clear reason, be stored with its raw log and the right status, never crash, and leave the
// database passing PRAGMA integrity_check.
#include "core/protocol/capture_assembler.h"
#include "core/store/run_store.h"
#include "tst_capture_fixture.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace fixture;
using rb::RunStatus;

class TestCaptureFaults : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    rb::RunStore m_store;
    QByteArray m_good;
    QList<QByteArray> m_lines;
    int m_saved = 0;

    // Assembles, stores, reloads; checks the raw log and the status; returns the stored run.
    rb::Run roundTrip(const QByteArray &capture, RunStatus expected, const QStringList &reasonParts)
    {
        rb::Run run = rb::CaptureAssembler::assemble(capture);
        QString error;
        if (!m_store.saveRun(run, &error))
            qFatal("saveRun failed: %s", qPrintable(error));
        ++m_saved;
        const auto loaded = m_store.loadRun(run.id, true, true, &error);
        if (!loaded)
            qFatal("loadRun failed: %s", qPrintable(error));
        [&] {
            QCOMPARE(loaded->rawLog, capture);
            QVERIFY2(loaded->status == expected,
                     qPrintable(rb::runStatusName(loaded->status) + ": " + loaded->statusReason));
            QCOMPARE(loaded->statusReason, run.statusReason);
            for (const QString &part : reasonParts)
                QVERIFY2(loaded->statusReason.contains(part),
                         qPrintable("'" + part + "' not in: " + loaded->statusReason));
            QCOMPARE(loaded->cases.size(), run.cases.size());
        }();
        return *loaded;
    }

    std::size_t samplesOf(const rb::Run &run, const char *metric)
    {
        const rb::CaseResult *c = run.findCase(metric);
        return c ? c->samples.size() : 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_store.open(m_dir.filePath("faults.db"), &error, false), qPrintable(error));
        m_good = loadCapture("qemu-netduino2-baremetal.cap");
        m_lines = lines(m_good);
    }

    void goodCaptureIsComplete()
    {
        const rb::Run run = roundTrip(m_good, RunStatus::Complete, {});
        QCOMPARE(samplesOf(run, "cal_known_seq"), std::size_t(1000));
    }

    void binaryGarbage()
    {
        // Boot noise before HELLO and garbage between intact lines lose nothing.
        QList<QByteArray> ls = m_lines;
        ls.insert(40, QByteArray("\x00\xff\xfe\x1b[2J binary \x01\x02\x03\n", 21));
        const rb::Run between = roundTrip(QByteArray("\xff\x00 boot\r\n", 9) + join(ls),
                                          RunStatus::Complete, {"21 byte(s) of non-protocol text"});
        QCOMPARE(samplesOf(between, "cal_loop"), std::size_t(1000));
        // Garbage inside a line destroys that line: incomplete, the line named.
        ls = m_lines;
        ls[41].insert(20, QByteArray("\x00\xff\n\x13\x37", 5));
        roundTrip(join(ls), RunStatus::Incomplete,
                  {"damaged line(s) dropped: bad or missing CRC (line 42)", "1 line(s) lost"});
    }

    void truncatedLine()
    {
        // A line cut short (its end and '\n' lost), the next line glued to it.
        QList<QByteArray> ls = m_lines;
        const int s = indexOf(ls, isRecord("S", "case=cal_loop i=32"));
        ls[s].truncate(25);
        const rb::Run run = roundTrip(join(ls), RunStatus::Incomplete,
                                      {"bad or missing CRC", "case cal_loop: 32 samples missing"});
        QCOMPARE(samplesOf(run, "cal_loop"), std::size_t(968)); // the glued next line survives
        // A capture that ends inside a line.
        roundTrip(m_good + "S 205 case=x i=0 v=1,2", RunStatus::Complete, {});
        const QByteArray cut = join(m_lines.mid(0, 50)) + m_lines[50].left(30);
        roundTrip(cut, RunStatus::Incomplete,
                  {"the capture ends inside a line (line 51, 30 bytes)", "missing DONE"});
    }

    void crcError()
    {
        QList<QByteArray> ls = m_lines;
        ls[10][ls[10].size() - 2] = ls[10][ls[10].size() - 2] == '0' ? '1' : '0';
        const rb::Run run =
            roundTrip(join(ls), RunStatus::Incomplete,
                      {"1 damaged line(s) dropped: bad or missing CRC (line 11)",
                       "case cal_timer_read: 32 samples missing (the first at index 192)"});
        QCOMPARE(samplesOf(run, "cal_timer_read"), std::size_t(968));
    }

    void wrongProtocolVersion()
    {
        QList<QByteArray> ls = m_lines;
        ls[0] = setField(ls[0], "proto", "7");
        const rb::Run run =
            roundTrip(join(ls), RunStatus::Failed, {"wrong protocol version at line 1", "proto=7"});
        QVERIFY(run.cases.empty());
    }

    void overlongLine()
    {
        QList<QByteArray> ls = m_lines;
        const int s = indexOf(ls, isRecord("S", "case=irq_response i=0"));
        ls[s].insert(30, QByteArray(5000, '7'));
        const rb::Run run = roundTrip(
            join(ls), RunStatus::Incomplete,
            {QString("1 overlong line(s) skipped, longer than 512 bytes (line %1)").arg(s + 1),
             "case irq_response: 32 samples missing (the first at index 0)"});
        QCOMPARE(samplesOf(run, "irq_response"), std::size_t(968));
    }

    void missingEnd()
    {
        QList<QByteArray> ls = m_lines;
        ls.removeAt(indexOf(ls, isRecord("END", "case=call_switch_floor")));
        roundTrip(join(resequence(ls)), RunStatus::Incomplete,
                  {"case call_switch_floor has no END (1,000 of 1,000 samples received)"});
        // Lost on the link (no renumbering): a gap too.
        roundTrip(join(ls), RunStatus::Incomplete, {"has no END", "1 line(s) lost"});
    }

    void missingDone()
    {
        const rb::Run run =
            roundTrip(join(m_lines.mid(0, m_lines.size() - 1)), RunStatus::Incomplete,
                      {"missing DONE: the capture ended after case heap_free"});
        QCOMPARE(run.cases.size(), std::size_t(20));
        QVERIFY(run.footprint.text.has_value());
    }

    void duplicateRecords()
    {
        // A repeated line (same sequence number) is dropped: nothing counted twice.
        QList<QByteArray> ls = m_lines;
        const int s = indexOf(ls, isRecord("S", "case=cal_known_seq i=64"));
        ls.insert(s + 1, ls[s]);
        ls.insert(5, ls[4]);
        const rb::Run run =
            roundTrip(join(ls), RunStatus::Complete, {"2 repeated line(s) dropped"});
        QCOMPARE(samplesOf(run, "cal_known_seq"), std::size_t(1000));
        QCOMPARE(samplesOf(run, "cal_timer_read"), std::size_t(1000));
    }

    void linkVanishes()
    {
        // Cut at arbitrary bytes (a prime stride plus the edges of the last lines).
        QList<int> cuts = {0, 1, 5, int(m_good.size()) - 1};
        for (int c = 7; c < m_good.size(); c += 113)
            cuts << c;
        const int doneStart = int(m_good.size() - m_lines.last().size());
        cuts << doneStart << doneStart - 1 << doneStart + 1;
        for (int cut : cuts) {
            const QByteArray part = m_good.left(cut);
            const RunStatus expected =
                cut >= int(m_good.size()) - 1 ? RunStatus::Complete : RunStatus::Incomplete;
            const QStringList why = expected == RunStatus::Complete
                                        ? QStringList()
                                        : QStringList{cut < 50 ? "" : "missing DONE"};
            roundTrip(part, expected, why);
            if (QTest::currentTestFailed()) {
                qWarning("cut at byte %d", cut);
                return;
            }
        }
    }

    void cleanupTestCase()
    {
        QSqlQuery q(m_store.database());
        QVERIFY(q.exec("PRAGMA integrity_check"));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QString("ok"));
        QSqlQuery n(m_store.database());
        QVERIFY(n.exec("SELECT COUNT(*) FROM run"));
        QVERIFY(n.next());
        QCOMPARE(n.value(0).toInt(), m_saved);
    }
};

QTEST_GUILESS_MAIN(TestCaptureFaults)
#include "tst_capture_faults.moc"
