// SPDX-License-Identifier: GPL-3.0-or-later
// The trace plugin's block stream (src/acq/qemu_plugin/rb_trace_plugin.c, TraceStreamDecoder,
// docs/explain.md "The trace"): the decoder expands executions into addresses wherever the
// stream is cut, hands line-only sinks the text lines, refuses a malformed stream; and on the
// virtual board the block route gives exactly the executed sequence of QEMU's own
// -singlestep -d exec,nochain log (rewound lines cancelled) when a block is left early: by an
// I/O access under -icount (tests/data/trace/plugin_sequence.S) and by an exception
// (plugin_fault.S, a usage fault in the middle of a block).
#include "acq/qemu_board.h"
#include "acq/trace_runner.h"
#include "core/process/tool_process.h"
#include "core/trace/trace_sink.h"
#include "core/trace/window_attributor.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

using namespace rb;

class TstTraceStream : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void decodesWhereverCut();
    void lineSinksGetTheLines();
    void refusesMalformed_data();
    void refusesMalformed();
    void blockLeftEarly_data();
    void blockLeftEarly();
};

namespace {

// The decoded stream: codes and addresses.
class RecordingSink : public TraceSink {
public:
    void feedLine(const char *, qsizetype) override { ++lines; }
    void feedCode(quint32 pc, quint16 hw1, quint16 hw2, bool wide) override
    {
        codes.push_back(QStringLiteral("%1/%2/%3/%4")
                            .arg(pc, 0, 16)
                            .arg(hw1, 0, 16)
                            .arg(hw2, 0, 16)
                            .arg(wide ? 4 : 2));
    }
    void feedPcs(const quint32 *p, qsizetype n) override { pcs.insert(pcs.end(), p, p + n); }
    bool finish(QString *) override { return true; }
    bool done() const override { return false; }
    qint64 instructionsSeen() const override { return qint64(pcs.size()); }
    int windowsSeen() const override { return 0; }
    std::vector<quint32> pcs;
    QStringList codes;
    int lines = 0;
};

// A sink that reads text lines only (as tst_trace_plugin's and the bench's).
class LineSink : public TraceSink {
public:
    void feedLine(const char *line, qsizetype length) override
    {
        lines << QString::fromLatin1(line, length);
        if (const auto pc = WindowAttributor::tracePc(line, length))
            pcs.push_back(*pc);
        else if (WindowAttributor::isCancelLine(line, length) && !pcs.empty())
            pcs.pop_back();
    }
    bool finish(QString *) override { return true; }
    bool done() const override { return false; }
    qint64 instructionsSeen() const override { return qint64(pcs.size()); }
    int windowsSeen() const override { return 0; }
    QStringList lines;
    std::vector<quint32> pcs;
};

// Two translations (3 and 1 instructions, one without code), six executions (two short
// records), three of them left early.
QByteArray stream()
{
    return QByteArray("T00000000003\n"
                      "I08000010200100002\n"
                      "I08000012f04f42204\n"
                      "I08000016000000000\n"
                      "E00000000003\n"
                      "E00000000002\n"
                      "T00000001001\n"
                      "I08000020e7fe00002\n"
                      "E00000001001\n"
                      "E00000000001\n"
                      "e002"   // block 0, 2 instructions: 0 * 64 + 2
                      "e011"); // block 1, 1 instruction: 1 * 64 + 1
}

} // namespace

void TstTraceStream::decodesWhereverCut()
{
    const QByteArray s = stream();
    const std::vector<quint32> want{0x08000010, 0x08000012, 0x08000016, 0x08000010, 0x08000012,
                                    0x08000020, 0x08000010, 0x08000010, 0x08000012, 0x08000020};
    const QStringList codes{QStringLiteral("8000010/2001/0/2"),
                            QStringLiteral("8000012/f04f/4220/4"),
                            QStringLiteral("8000020/e7fe/0/2")};
    for (qsizetype cut = 0; cut <= s.size(); ++cut) {
        RecordingSink sink;
        TraceStreamDecoder d(sink);
        QVERIFY(d.feed(s.constData(), cut));
        QVERIFY(d.feed(s.constData() + cut, s.size() - cut));
        QVERIFY(d.atRecordEnd());
        QCOMPARE(sink.pcs, want);
        QCOMPARE(sink.codes, codes);
        QCOMPARE(sink.lines, 0);
        QCOMPARE(d.translations(), 2);
    }
    // Byte by byte.
    RecordingSink sink;
    TraceStreamDecoder d(sink);
    for (const char c : s)
        QVERIFY(d.feed(&c, 1));
    QCOMPARE(sink.pcs, want);
    // A cut record (QEMU stopped): not at a record's end.
    RecordingSink cut;
    TraceStreamDecoder dc(cut);
    QVERIFY(dc.feed(s.constData(), 20));
    QVERIFY(!dc.atRecordEnd());
}

void TstTraceStream::lineSinksGetTheLines()
{
    LineSink sink;
    TraceStreamDecoder d(sink);
    QVERIFY(d.feed(stream().constData(), stream().size()));
    QCOMPARE(
        sink.lines.mid(0, 6),
        QStringList({QStringLiteral("Code [/08000010/2001]"),
                     QStringLiteral("Code [/08000012/f04f4220]"),
                     QStringLiteral("Trace [/08000010]"), QStringLiteral("Trace [/08000012]"),
                     QStringLiteral("Trace [/08000016]"), QStringLiteral("Trace [/08000010]")}));
    QCOMPARE(sink.pcs.size(), std::size_t(10));
    // The lines read as the plugin's text lines did.
    quint32 pc = 0;
    quint16 a = 0, b = 0;
    QVERIFY(WindowAttributor::codeLine("Code [/08000012/f04f4220]", 25, &pc, &a, &b));
    QCOMPARE(sink.lines[1], QStringLiteral("Code [/08000012/f04f4220]"));
}

void TstTraceStream::refusesMalformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("why");
    QTest::newRow("unknown record")
        << QByteArray("Stopped execution of TB chain\n") << "unknown record";
    QTest::newRow("no translation") << QByteArray("E00000000001\n") << "no translation";
    QTest::newRow("longer than its block")
        << QByteArray("T00000000001\nI08000010200100002\nE00000000002\n") << "longer than";
    QTest::newRow("instruction outside")
        << QByteArray("I08000010200100002\n") << "outside a translation";
    QTest::newRow("out of order") << QByteArray("T00000001000\n") << "out of order";
    QTest::newRow("cut translation")
        << QByteArray("T00000000002\nI08000010200100002\nE00000000001\n") << "cut short";
    QTest::newRow("bad hex") << QByteArray("T0000000g001\n") << "bad block record";
    QTest::newRow("bad length") << QByteArray("T00000000001\nI08000010200100003\n")
                                << "bad instruction record";
    QTest::newRow("short, longer than its block")
        << QByteArray("T00000000001\nI08000010200100002\ne002") << "longer than";
    QTest::newRow("short, bad digit") << QByteArray("T00000000001\nI08000010200100002\ne0\x7f"
                                                    "1")
                                      << "bad block record";
    QTest::newRow("no end") << QByteArray("T00000000001 ") << "without its end";
}

void TstTraceStream::refusesMalformed()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, why);
    RecordingSink sink;
    TraceStreamDecoder d(sink);
    QVERIFY(!d.feed(bytes.constData(), bytes.size()));
    QVERIFY2(d.error().contains(why), qPrintable(d.error()));
    QVERIFY(!d.feed("E00000000001\n", 13)); // stays stopped
    QVERIFY(sink.pcs.empty());
}

void TstTraceStream::blockLeftEarly_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<std::vector<quint32>>("want");
    std::vector<quint32> io{0x08000008, 0x0800000a};
    for (int i = 0; i < 3; ++i)
        for (const quint32 pc : {0x0800000cu, 0x0800000eu, 0x08000010u, 0x08000012u, 0x08000014u})
            io.push_back(pc);
    for (const quint32 pc : {0x08000016u, 0x08000018u, 0x0800001au})
        io.push_back(pc);
    QTest::newRow("I/O access mid-block (-icount)") << QStringLiteral("plugin_sequence.S") << io;
    // The faulting LDRD once (as the exec log and the per-instruction callbacks count it), the
    // two adds after it never, then the handler.
    QTest::newRow("exception mid-block")
        << QStringLiteral("plugin_fault.S")
        << std::vector<quint32>{0x08000010, 0x08000012, 0x08000014, 0x08000016,
                                0x08000020, 0x08000022, 0x08000024};
}

void TstTraceStream::blockLeftEarly()
{
    QFETCH(QString, source);
    QFETCH(std::vector<quint32>, want);
    const QString qemu = QStandardPaths::findExecutable(QStringLiteral("qemu-system-arm"));
    const QString gcc = QStandardPaths::findExecutable(QStringLiteral("arm-none-eabi-gcc"));
    if (qemu.isEmpty() || gcc.isEmpty())
        QSKIP("qemu-system-arm or arm-none-eabi-gcc is not installed");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString elf = dir.filePath(QStringLiteral("p.elf"));
    const ToolResult built =
        ToolProcess::run(gcc, {QStringLiteral("-mcpu=cortex-m3"), QStringLiteral("-mthumb"),
                               QStringLiteral("-nostdlib"), QStringLiteral("-Wl,-Ttext=0x08000000"),
                               QStringLiteral("-Wl,-e,reset"), QStringLiteral("-o"), elf,
                               QStringLiteral(RB_TEST_DATA "/trace/") + source});
    QVERIFY2(built.exitCode == 0, built.out.constData());

    // The block route.
    RecordingSink sink;
    TraceRunOptions o;
    o.elf = elf;
    o.timeoutMs = 60000;
    QString error;
    QVERIFY2(TraceRunner::run(o, sink, &error), qPrintable(error));
    QCOMPARE(sink.pcs, want);

    // QEMU's own log, one instruction per block, rewound lines cancelled: the same sequence.
    QStringList args = QemuBoard::defaultCommand(elf).mid(1);
    args.removeAll(QStringLiteral("-nographic"));
    const QString log = dir.filePath(QStringLiteral("exec.log"));
    args << QStringLiteral("-singlestep") << QStringLiteral("-d") << QStringLiteral("exec,nochain")
         << QStringLiteral("-D") << log;
    ToolOptions opt;
    opt.mergeChannels = true;
    opt.nullStdin = true;
    opt.timeoutMs = 60000;
    const ToolResult r = ToolProcess::run(qemu, args, opt);
    QCOMPARE(r.end, ToolEnd::Exited);
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    LineSink exec;
    for (const QByteArray &l : f.readAll().split('\n'))
        exec.feedLine(l.constData(), l.size());
    QCOMPARE(exec.pcs, want);
}

QTEST_GUILESS_MAIN(TstTraceStream)
#include "tst_trace_stream.moc"
