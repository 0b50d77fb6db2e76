// SPDX-License-Identifier: GPL-3.0-or-later
// Our QEMU TCG plugin (src/acq/qemu_plugin, issue 36, docs/explain.md "The trace"): the traced
// command loads it instead of -singlestep -d exec, and on a bare program with a known path
// (tests/data/trace/plugin_sequence.S) the trace is every executed address once, in order: the
// timer load QEMU re-executes under -icount once per iteration, the last lines (written at
// QEMU's exit) included. The plugin refuses arguments.
#include "acq/qemu_board.h"
#include "acq/trace_runner.h"
#include "core/process/tool_process.h"
#include "core/trace/trace_sink.h"
#include "core/trace/window_attributor.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

using namespace rb;

class TstTracePlugin : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void commandLoadsThePlugin();
    void executedSequence();
    void refusesArguments();

private:
    QTemporaryDir m_dir;
    QString m_elf;
    QString m_qemu;
};

namespace {

// Every traced address, in order, until QEMU exits.
class CollectingSink : public TraceSink {
public:
    void feedLine(const char *line, qsizetype length) override
    {
        if (const auto pc = WindowAttributor::tracePc(line, length))
            pcs.push_back(*pc);
        else if (WindowAttributor::isCancelLine(line, length))
            ++cancels;
    }
    bool finish(QString *) override { return true; }
    bool done() const override { return false; }
    qint64 instructionsSeen() const override { return qint64(pcs.size()); }
    int windowsSeen() const override { return 0; }
    std::vector<quint32> pcs;
    int cancels = 0;
};

} // namespace

void TstTracePlugin::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_qemu = QStandardPaths::findExecutable(QStringLiteral("qemu-system-arm"));
    const QString gcc = QStandardPaths::findExecutable(QStringLiteral("arm-none-eabi-gcc"));
    if (m_qemu.isEmpty() || gcc.isEmpty())
        QSKIP("qemu-system-arm or arm-none-eabi-gcc is not installed");
    m_elf = m_dir.filePath(QStringLiteral("sequence.elf"));
    const ToolResult r =
        ToolProcess::run(gcc, {QStringLiteral("-mcpu=cortex-m3"), QStringLiteral("-mthumb"),
                               QStringLiteral("-nostdlib"), QStringLiteral("-Wl,-Ttext=0x08000000"),
                               QStringLiteral("-Wl,-e,reset"), QStringLiteral("-o"), m_elf,
                               QStringLiteral(RB_TEST_DATA "/trace/plugin_sequence.S")});
    QVERIFY2(r.exitCode == 0, r.out.constData());
}

void TstTracePlugin::commandLoadsThePlugin()
{
    QString error;
    const QString plugin = TraceRunner::pluginPath(&error);
    QVERIFY2(!plugin.isEmpty(), qPrintable(error));
    QVERIFY(QFileInfo(plugin).isAbsolute() && QFileInfo(plugin).isFile());
    QStringList base = QemuBoard::defaultCommand(QStringLiteral("fw.elf"));
    base << QStringLiteral("-plugin") << QStringLiteral("/x/other.so") << QStringLiteral("-d")
         << QStringLiteral("in_asm") << QStringLiteral("-D") << QStringLiteral("/x/log");
    const QStringList cmd =
        TraceRunner::traceCommand(base, QStringLiteral("fw.elf"), plugin, QStringLiteral("L"));
    QVERIFY2(!cmd.contains(QStringLiteral("-singlestep")), qPrintable(cmd.join(' ')));
    QVERIFY(!cmd.contains(QStringLiteral("exec,nochain")));
    QVERIFY(!cmd.contains(QStringLiteral("/x/other.so")) &&
            !cmd.contains(QStringLiteral("/x/log")));
    QCOMPARE(cmd.count(QStringLiteral("-plugin")), 1);
    QCOMPARE(cmd[cmd.indexOf(QStringLiteral("-plugin")) + 1], QStringLiteral("file=") + plugin);
    QCOMPARE(cmd[cmd.indexOf(QStringLiteral("-d")) + 1], QStringLiteral("plugin"));
    // The log (a FIFO when traced) is the last argument, after -D.
    QCOMPARE(cmd.mid(cmd.size() - 2), QStringList({QStringLiteral("-D"), QStringLiteral("L")}));
    QCOMPARE(cmd[cmd.indexOf(QStringLiteral("-kernel")) + 1],
             QFileInfo(QStringLiteral("fw.elf")).absoluteFilePath());
}

void TstTracePlugin::executedSequence()
{
    TraceRunOptions o;
    o.elf = m_elf;
    o.timeoutMs = 60000;
    CollectingSink sink;
    QString error;
    QVERIFY2(TraceRunner::run(o, sink, &error), qPrintable(error));
    // reset: 2 instructions; 3 iterations of loop (5 each, the timer load at 0x0800000e once);
    // the exit sequence to the semihosting bkpt. 20 instructions (QEMU's -singlestep exec log
    // has 23 "Trace" lines here, 3 of them rewound).
    std::vector<quint32> want{0x08000008, 0x0800000a};
    for (int i = 0; i < 3; ++i)
        for (const quint32 pc : {0x0800000cu, 0x0800000eu, 0x08000010u, 0x08000012u, 0x08000014u})
            want.push_back(pc);
    for (const quint32 pc : {0x08000016u, 0x08000018u, 0x0800001au})
        want.push_back(pc);
    QCOMPARE(sink.cancels, 0);
    QCOMPARE(sink.pcs, want);
}

void TstTracePlugin::refusesArguments()
{
    const QString plugin = TraceRunner::pluginPath(nullptr);
    QVERIFY(!plugin.isEmpty());
    QStringList args = QemuBoard::defaultCommand(m_elf).mid(1);
    args.removeAll(QStringLiteral("-nographic"));
    args << QStringLiteral("-plugin") << QStringLiteral("file=%1,out=/tmp/x").arg(plugin);
    ToolOptions opt;
    opt.mergeChannels = true;
    opt.nullStdin = true;
    opt.timeoutMs = 60000;
    const ToolResult r = ToolProcess::run(m_qemu, args, opt);
    QCOMPARE(r.end, ToolEnd::Exited);
    QVERIFY2(r.exitCode != 0, r.out.constData());
    QVERIFY2(r.out.contains("plugin"), r.out.constData());
}

QTEST_GUILESS_MAIN(TstTracePlugin)
#include "tst_trace_plugin.moc"
