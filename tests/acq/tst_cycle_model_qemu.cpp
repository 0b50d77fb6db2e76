// SPDX-License-Identifier: GPL-3.0-or-later
// The Cortex-M3 cycle model on real parts (docs/cycle-model.md, "Validation"): the sequences of
// tests/data/trace/cycle_sequences.S, assembled with arm-none-eabi-gcc, run on the netduino2
// virtual board with our QEMU plugin (its "Trace" and "Code" lines), each sum exact as the
// TRM gives it (worked out below). The model is fed exactly as explain feeds it.
#include "acq/trace_runner.h"
#include "core/process/tool_process.h"
#include "core/trace/cortex_m3_cycle_model.h"
#include "core/trace/trace_sink.h"
#include "core/trace/window_attributor.h"

#include <QHash>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

using namespace rb;

class TstCycleModelQemu : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sequences_data();
    void sequences();

private:
    QTemporaryDir m_dir;
    QHash<QString, quint32> m_symbols;
    std::vector<std::pair<quint32, int>> m_steps; // each executed instruction and its cycles
    qint64 m_unknown = -1;
};

namespace {

// Feeds the model as WindowAttributor does: code lines, then each PC with the next one.
class ModelSink : public TraceSink {
public:
    explicit ModelSink(CortexM3CycleModel &m) : model(m) {}
    void feedLine(const char *line, qsizetype length) override
    {
        quint32 pc = 0;
        quint16 a = 0, b = 0;
        if (const auto t = WindowAttributor::tracePc(line, length)) {
            if (pending)
                steps.push_back({*pending, model.step(*pending, *t)});
            pending = *t;
        } else if (WindowAttributor::codeLine(line, length, &pc, &a, &b)) {
            model.setCode(pc, a, b);
        }
    }
    bool finish(QString *) override
    {
        if (pending)
            steps.push_back({*pending, model.step(*pending, std::nullopt)});
        return true;
    }
    bool done() const override { return false; }
    qint64 instructionsSeen() const override { return qint64(steps.size()); }
    int windowsSeen() const override { return 0; }
    CortexM3CycleModel &model;
    std::optional<quint32> pending;
    std::vector<std::pair<quint32, int>> steps;
};

} // namespace

void TstCycleModelQemu::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString gcc = QStandardPaths::findExecutable(QStringLiteral("arm-none-eabi-gcc"));
    const QString nm = QStandardPaths::findExecutable(QStringLiteral("arm-none-eabi-nm"));
    if (QStandardPaths::findExecutable(QStringLiteral("qemu-system-arm")).isEmpty() ||
        gcc.isEmpty() || nm.isEmpty())
        QSKIP("qemu-system-arm or arm-none-eabi-gcc is not installed");
    const QString elf = m_dir.filePath(QStringLiteral("cycles.elf"));
    const ToolResult r =
        ToolProcess::run(gcc, {QStringLiteral("-mcpu=cortex-m3"), QStringLiteral("-mthumb"),
                               QStringLiteral("-nostdlib"), QStringLiteral("-Wl,-Ttext=0x08000000"),
                               QStringLiteral("-Wl,-e,reset"), QStringLiteral("-o"), elf,
                               QStringLiteral(RB_TEST_DATA "/trace/cycle_sequences.S")});
    QVERIFY2(r.exitCode == 0, r.out.constData());
    const ToolResult s = ToolProcess::run(nm, {QStringLiteral("--"), elf});
    QVERIFY2(s.exitCode == 0, s.out.constData());
    for (const QByteArray &line : s.out.split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() == 3)
            m_symbols.insert(QString::fromLatin1(f[2]), f[0].toUInt(nullptr, 16) & ~1u);
    }
    CortexM3CycleModel model(*CycleTarget::byName(QStringLiteral("gd32f103"), 72e6, nullptr));
    for (const char *h : {"svc_handler", "irq0_handler", "irq1_handler"}) {
        QVERIFY2(m_symbols.contains(QLatin1String(h)), h);
        model.addHandler(m_symbols.value(QLatin1String(h)));
    }
    TraceRunOptions o;
    o.elf = elf;
    o.timeoutMs = 60000;
    ModelSink sink(model);
    QString error;
    QVERIFY2(TraceRunner::run(o, sink, &error), qPrintable(error));
    m_steps = sink.steps;
    m_unknown = model.unknownCode();
}

void TstCycleModelQemu::sequences_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("instructions");
    QTest::addColumn<int>("cycles");
    // Sums from the TRM (P = 2, the midpoint of 1 to 3):
    QTest::newRow("NOPs") << "nops" << 4 << 4;                    // 4 x 1
    QTest::newRow("dependent load chain") << "dep" << 2 << 4;     // 2 + 2 (no pipelining)
    QTest::newRow("independent load chain") << "indep" << 3 << 4; // 2 + 1 + 1 (pipelined)
    QTest::newRow("LDM of 4") << "ldm4" << 1 << 5;                // 1+4
    QTest::newRow("LDM of 8") << "ldm8" << 1 << 9;                // 1+8
    QTest::newRow("taken branch") << "b" << 1 << 3;               // 1+P
    QTest::newRow("untaken branch") << "bne" << 1 << 1;           // 1
    QTest::newRow("call and return") << "call" << 2 << 6;         // BL 1+P, BX LR 1+P
    // BL 1+P, PUSH {r4,lr} 1+2, POP {r4,pc} 1+2+P
    QTest::newRow("call, push, pop pc") << "call2" << 3 << 11;
    QTest::newRow("PUSH/POP of 8") << "pushpop" << 2 << 18; // (1+8) + (1+8)
    // SVC 1, entry 12, the handler's BX LR 1, exception return 10
    QTest::newRow("SVC and return") << "svc" << 2 << 24;
    // CPSIE 2, entry 12, BX LR 1 tail-chaining 6, BX LR 1, return 10
    QTest::newRow("tail-chained interrupt pair") << "chain" << 3 << 32;
    // LDR 2 (TRM table 3-1: 1 + 1 for the data), a 32-bit one 6 bytes before a 1 KiB page
    // boundary, whose code QEMU 7.2 hands the plugin with 2 bytes too many
    QTest::newRow("32-bit instruction before a page boundary") << "page" << 1 << 2;
}

void TstCycleModelQemu::sequences()
{
    QFETCH(QString, name);
    QFETCH(int, instructions);
    QFETCH(int, cycles);
    QCOMPARE(m_unknown, 0); // the plugin gave the code of every executed instruction
    const quint32 begin = m_symbols.value(QStringLiteral("seq_") + name);
    const quint32 end = m_symbols.value(QStringLiteral("seq_") + name + QStringLiteral("_end"));
    QVERIFY(begin != 0 && end != 0);
    std::size_t k = 0;
    while (k < m_steps.size() && m_steps[k].first != begin)
        ++k;
    QVERIFY2(k < m_steps.size(), "the sequence was not executed");
    int n = 0, sum = 0;
    for (; k < m_steps.size() && m_steps[k].first != end; ++k, ++n)
        sum += m_steps[k].second;
    QVERIFY2(k < m_steps.size(), "the sequence did not reach its end");
    QCOMPARE(n, instructions);
    QCOMPARE(sum, cycles);
}

QTEST_GUILESS_MAIN(TstCycleModelQemu)
#include "tst_cycle_model_qemu.moc"
