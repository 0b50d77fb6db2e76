// SPDX-License-Identifier: GPL-3.0-or-later
// The Cortex-M3 cycle model without QEMU (core/trace/cortex_m3_cycle_model.h,
// docs/cycle-model.md): the decoder on real encodings (arm-none-eabi-as's, shown beside each),
// the TRM's cost of each class, and executed sequences whose sum follows from the TRM, worked
// out beside each. The same sequences run through QEMU and our plugin in
// tests/acq/tst_cycle_model_qemu.cpp.
#include "core/trace/cortex_m3_cycle_model.h"
#include "core/trace/explain_result.h"
#include "core/trace/window_attributor.h"

#include <QJsonArray>
#include <QTest>

#include <vector>

using namespace rb;
using Kind = ThumbInsn::Kind;

Q_DECLARE_METATYPE(rb::ThumbInsn::Kind)

class TstCycleModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void decodes_data();
    void decodes();
    void branchTargets();
    void costTable();
    void sequences_data();
    void sequences();
    void waitStates();
    void targets();
    void codeLines();
    void attributorCountsCycles();
    void explainJson();
};

namespace {

struct Insn {
    quint32 pc;
    quint16 hw1;
    quint16 hw2 = 0;
};

// Runs an executed path (the instructions in execution order; code given first) and returns the
// sum of the model's cycles.
int run(const std::vector<Insn> &path, const QString &target = QStringLiteral("gd32f103"),
        double clock = 72e6, const std::vector<quint32> &handlers = {})
{
    CortexM3CycleModel m(*CycleTarget::byName(target, clock, nullptr));
    for (const Insn &i : path)
        m.setCode(i.pc, i.hw1, i.hw2);
    for (const quint32 h : handlers)
        m.addHandler(h);
    int sum = 0;
    for (std::size_t k = 0; k < path.size(); ++k)
        sum += m.step(path[k].pc,
                      k + 1 < path.size() ? std::optional<quint32>(path[k + 1].pc) : std::nullopt);
    return sum;
}

constexpr quint32 F = 0x08000000; // flash

} // namespace

Q_DECLARE_METATYPE(std::vector<Insn>)

void TstCycleModel::decodes_data()
{
    QTest::addColumn<int>("hw1");
    QTest::addColumn<int>("hw2");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("registers");
    QTest::newRow("nop bf00") << 0xbf00 << 0 << Kind::Hint << 2 << 0;
    QTest::newRow("ldr r0,[r1] 6808") << 0x6808 << 0 << Kind::Load << 2 << 0;
    QTest::newRow("str r0,[r1] 6008") << 0x6008 << 0 << Kind::Store << 2 << 0;
    QTest::newRow("ldmia.w r0,{r1-r4}") << 0xe890 << 0x001e << Kind::LoadMultiple << 4 << 4;
    QTest::newRow("ldmia.w r0,{r1-r8}") << 0xe890 << 0x01fe << Kind::LoadMultiple << 4 << 8;
    QTest::newRow("push {r4-r11}") << 0xe92d << 0x0ff0 << Kind::StoreMultiple << 4 << 8;
    QTest::newRow("pop {r4-r11}") << 0xe8bd << 0x0ff0 << Kind::LoadMultiple << 4 << 8;
    QTest::newRow("push {r4,lr} b510") << 0xb510 << 0 << Kind::StoreMultiple << 2 << 2;
    QTest::newRow("pop {r4,pc} bd10") << 0xbd10 << 0 << Kind::LoadMultiple << 2 << 2;
    QTest::newRow("bx lr 4770") << 0x4770 << 0 << Kind::BranchReg << 2 << 0;
    QTest::newRow("blx r3 4798") << 0x4798 << 0 << Kind::CallReg << 2 << 0;
    QTest::newRow("mov pc,lr 46f7") << 0x46f7 << 0 << Kind::BranchReg << 2 << 0;
    QTest::newRow("adds r1,#4 3104") << 0x3104 << 0 << Kind::DataProcessing << 2 << 0;
    QTest::newRow("mul.w") << 0xfb01 << 0xf000 << Kind::Mul << 4 << 0;
    QTest::newRow("mla") << 0xfb01 << 0x3002 << Kind::MulAcc << 4 << 0;
    QTest::newRow("umull") << 0xfba2 << 0x0103 << Kind::LongMul << 4 << 0;
    QTest::newRow("smlal") << 0xfbc2 << 0x0103 << Kind::LongMulAcc << 4 << 0;
    QTest::newRow("udiv") << 0xfbb1 << 0xf0f2 << Kind::Divide << 4 << 0;
    QTest::newRow("sdiv") << 0xfb91 << 0xf0f2 << Kind::Divide << 4 << 0;
    QTest::newRow("msr basepri") << 0xf380 << 0x8811 << Kind::SpecialReg << 4 << 0;
    QTest::newRow("mrs psp") << 0xf3ef << 0x8009 << Kind::SpecialReg << 4 << 0;
    QTest::newRow("cpsid i b672") << 0xb672 << 0 << Kind::SpecialReg << 2 << 0;
    QTest::newRow("cpsie i b662") << 0xb662 << 0 << Kind::SpecialReg << 2 << 0;
    QTest::newRow("dsb") << 0xf3bf << 0x8f4f << Kind::Barrier << 4 << 0;
    QTest::newRow("dmb") << 0xf3bf << 0x8f5f << Kind::Barrier << 4 << 0;
    QTest::newRow("isb") << 0xf3bf << 0x8f6f << Kind::Isb << 4 << 0;
    QTest::newRow("svc 0 df00") << 0xdf00 << 0 << Kind::Svc << 2 << 0;
    QTest::newRow("wfi bf30") << 0xbf30 << 0 << Kind::Hint << 2 << 0;
    QTest::newRow("tbb [pc,r0]") << 0xe8df << 0xf000 << Kind::TableBranch << 4 << 0;
    QTest::newRow("ldrd r0,r1,[r2]") << 0xe9d2 << 0x0100 << Kind::LoadDouble << 4 << 2;
    QTest::newRow("strd r0,r1,[r2]") << 0xe9c2 << 0x0100 << Kind::StoreDouble << 4 << 2;
    QTest::newRow("ldr.w r0,[r1,#256]") << 0xf8d1 << 0x0100 << Kind::Load << 4 << 0;
    QTest::newRow("str.w r0,[r1,r2,lsl#2]") << 0xf841 << 0x0022 << Kind::Store << 4 << 0;
    QTest::newRow("add.w r0,r1,r2,lsl#3") << 0xeb01 << 0x00c2 << Kind::DataProcessing << 4 << 0;
    QTest::newRow("movw r0,#0x1234") << 0xf241 << 0x2034 << Kind::DataProcessing << 4 << 0;
    QTest::newRow("ldr.w pc,[sp],#4") << 0xf85d << 0xfb04 << Kind::Load << 4 << 0;
    QTest::newRow("ldrex r0,[r1]") << 0xe851 << 0x0f00 << Kind::Load << 4 << 0;
    QTest::newRow("strex r2,r0,[r1]") << 0xe841 << 0x0200 << Kind::Store << 4 << 0;
    QTest::newRow("ldmia sp!,{r4-r11,pc}") << 0xe8bd << 0x8ff0 << Kind::LoadMultiple << 4 << 9;
    QTest::newRow("it eq bf08") << 0xbf08 << 0 << Kind::It << 2 << 0;
    QTest::newRow("bl") << 0xf000 << 0xf80e << Kind::Call << 4 << 0;
}

void TstCycleModel::decodes()
{
    QFETCH(int, hw1);
    QFETCH(int, hw2);
    QFETCH(Kind, kind);
    QFETCH(int, size);
    QFETCH(int, registers);
    const ThumbInsn d = ThumbDecoder::decode(F, quint16(hw1), quint16(hw2));
    QCOMPARE(int(d.kind), int(kind));
    QCOMPARE(d.size, size);
    QCOMPARE(d.registers, registers);
}

void TstCycleModel::branchTargets()
{
    // Offsets as arm-none-eabi-objdump shows them for code at 0: b.n at 0x28 -> 0x30, bne.n at
    // 0x2a -> 0x26, beq.w at 0x2c -> 0x12c, cbz at 0x30 -> 0x3a, bl at 0x24 -> 0x44.
    QCOMPARE(ThumbDecoder::decode(0x28, 0xe002, 0).target, 0x30u);
    QCOMPARE(ThumbDecoder::decode(0x2a, 0xd1fc, 0).target, 0x26u);
    QCOMPARE(ThumbDecoder::decode(0x2c, 0xf000, 0x807e).target, 0x12cu);
    QCOMPARE(ThumbDecoder::decode(0x30, 0xb118, 0).target, 0x3au);
    QCOMPARE(ThumbDecoder::decode(0x24, 0xf000, 0xf80e).target, 0x44u);
    QVERIFY(ThumbDecoder::decode(0x2a, 0xd1fc, 0).conditional);
    QVERIFY(!ThumbDecoder::decode(0x28, 0xe002, 0).conditional);
    QVERIFY(ThumbDecoder::decode(0x20, 0xbd10, 0).writesPc);
    QVERIFY(ThumbDecoder::decode(0x20, 0xbd10, 0).exceptionReturnForm);
    QVERIFY(ThumbDecoder::decode(0x22, 0x4770, 0).exceptionReturnForm);  // BX LR
    QVERIFY(!ThumbDecoder::decode(0x22, 0x4718, 0).exceptionReturnForm); // BX R3
}

void TstCycleModel::costTable()
{
    // TRM table 3-1, the ranges at their midpoint (rounded up): P = 2.
    const auto cost = [](quint16 a, quint16 b) {
        return CortexM3CycleModel::baseCycles(ThumbDecoder::decode(F, a, b));
    };
    QCOMPARE(cost(0xbf00, 0), 1);      // NOP
    QCOMPARE(cost(0x3104, 0), 1);      // ADDS
    QCOMPARE(cost(0xfb01, 0xf000), 1); // MUL
    QCOMPARE(cost(0xfb01, 0x3002), 2); // MLA
    QCOMPARE(cost(0xfba2, 0x0103), 4); // UMULL: 3 to 5
    QCOMPARE(cost(0xfbc2, 0x0103), 6); // SMLAL: 4 to 7, 5.5 rounded up
    QCOMPARE(cost(0xfbb1, 0xf0f2), 7); // UDIV: 2 to 12
    QCOMPARE(cost(0xfb91, 0xf0f2), 7); // SDIV
    QCOMPARE(cost(0x6808, 0), 2);      // LDR
    QCOMPARE(cost(0x6008, 0), 2);      // STR
    QCOMPARE(cost(0xe890, 0x001e), 5); // LDM 1+4
    QCOMPARE(cost(0xe890, 0x01fe), 9); // LDM 1+8
    QCOMPARE(cost(0xe92d, 0x0ff0), 9); // PUSH 1+8
    QCOMPARE(cost(0xe9d2, 0x0100), 3); // LDRD 1+2
    QCOMPARE(cost(0xf380, 0x8811), 2); // MSR: 1 or 2
    QCOMPARE(cost(0xf3ef, 0x8009), 2); // MRS
    QCOMPARE(cost(0xb672, 0), 2);      // CPSID
    QCOMPARE(cost(0xf3bf, 0x8f4f), 1); // DSB: 1+B, B >= 0
    QCOMPARE(cost(0xf3bf, 0x8f6f), 3); // ISB: 1+B, B >= P
    QCOMPARE(cost(0xe8df, 0xf000), 2); // TBB before its refill: 2+P
}

void TstCycleModel::sequences_data()
{
    QTest::addColumn<std::vector<Insn>>("path");
    QTest::addColumn<int>("cycles");
    const quint32 a = F + 0x100, h = F + 0x400, h2 = F + 0x500;
    // 4 NOPs: 4 x 1.
    QTest::newRow("nops")
        << std::vector<Insn>{{a, 0xbf00}, {a + 2, 0xbf00}, {a + 4, 0xbf00}, {a + 6, 0xbf00}} << 4;
    // LDR r0,[r1]; LDR r1,[r0]: the second's address is the first's result, no pipelining:
    // 2 + 2.
    QTest::newRow("dependent loads") << std::vector<Insn>{{a, 0x6808}, {a + 2, 0x6801}} << 4;
    // LDR r0,[r1]; LDR r2,[r3]; LDR r2,[r3,#4]: each pipelines with the load before it (TRM
    // 3.3.2: "LDR R0,[R1,R5]; LDR R1,[R2]; LDR R2,[R3,#4] - normally four cycles"): 2 + 1 + 1.
    QTest::newRow("independent loads")
        << std::vector<Insn>{{a, 0x6808}, {a + 2, 0x681a}, {a + 4, 0x685a}} << 4;
    // STR r0,[r1]; LDR r2,[r3]: nothing pipelines after a store: 2 + 2.
    QTest::newRow("store then load") << std::vector<Insn>{{a, 0x6008}, {a + 2, 0x681a}} << 4;
    // ADDS r1,#4; LDR r0,[r1]: an address from the data-processing result just written: 1 +
    // (2 + 1).
    QTest::newRow("address after data processing")
        << std::vector<Insn>{{a, 0x3104}, {a + 2, 0x6808}} << 4;
    QTest::newRow("ldm of 4") << std::vector<Insn>{{a, 0xe890, 0x001e}} << 5; // 1+4
    QTest::newRow("ldm of 8") << std::vector<Insn>{{a, 0xe890, 0x01fe}} << 9; // 1+8
    // PUSH {r4-r11}; POP {r4-r11}: (1+8) + (1+8).
    QTest::newRow("push pop of 8")
        << std::vector<Insn>{{a, 0xe92d, 0x0ff0}, {a + 4, 0xe8bd, 0x0ff0}} << 18;
    // B.N to a+8 (taken: 1+P = 3), then the NOP there (1).
    QTest::newRow("taken branch") << std::vector<Insn>{{a, 0xe002}, {a + 8, 0xbf00}} << 4;
    // BNE.N not taken (1), then the NOP after it (1).
    QTest::newRow("untaken branch") << std::vector<Insn>{{a, 0xd1fc}, {a + 2, 0xbf00}} << 2;
    // BL to a+0x20 (1+P = 3), BX LR there (1+P = 3), the NOP after the BL (1).
    QTest::newRow("call and return")
        << std::vector<Insn>{{a, 0xf000, 0xf80e}, {a + 0x20, 0x4770}, {a + 4, 0xbf00}} << 7;
    // BL (3), PUSH {r4,lr} (1+2), POP {r4,pc} (1+2+P = 5), the NOP (1).
    QTest::newRow("call, push, pop pc") << std::vector<Insn>{{a, 0xf000, 0xf80e},
                                                             {a + 0x20, 0xb510},
                                                             {a + 0x22, 0xbd10},
                                                             {a + 4, 0xbf00}}
                                        << 12;
    // SVC (1), exception entry (12) charged to the handler's BX LR (1), its exception return
    // (10), the NOP after the SVC (1).
    QTest::newRow("svc and return")
        << std::vector<Insn>{{a, 0xdf00}, {h, 0x4770}, {a + 2, 0xbf00}} << 25;
    // CPSIE i (2); two pended interrupts: entry (12), the first handler's BX LR (1) chains to
    // the second (6), whose BX LR (1) returns (10); the NOP after the CPSIE (1).
    QTest::newRow("tail-chained pair")
        << std::vector<Insn>{{a, 0xb662}, {h, 0x4770}, {h2, 0x4770}, {a + 2, 0xbf00}} << 33;
    // The same with the second handler right after the first: the BX LR is taken although it
    // goes to the next address (no IT block).
    QTest::newRow("tail-chained pair, adjacent handlers")
        << std::vector<Insn>{{a, 0xb662}, {h2 - 2, 0x4770}, {h2, 0x4770}, {a + 2, 0xbf00}} << 33;
    // A context switch: STR to ICSR (2) pends PendSV, entry (12) charged to its BL (1+P) to
    // the switch function, whose BX LR returns as a call (1+P); PendSV's BX LR returns into
    // another task (1 + 10, not a tail-chain: that is no handler), its NOP (1).
    QTest::newRow("PendSV into another task") << std::vector<Insn>{{a, 0x6008},
                                                                   {h, 0xf000, 0xf80e},
                                                                   {h + 0x20, 0x4770},
                                                                   {h + 4, 0x4770},
                                                                   {F + 0x800, 0xbf00}}
                                              << 32;
    // UDIV (7), MLA (2), UMULL (4), SMLAL (6).
    QTest::newRow("multiply and divide") << std::vector<Insn>{{a, 0xfbb1, 0xf0f2},
                                                              {a + 4, 0xfb01, 0x3002},
                                                              {a + 8, 0xfba2, 0x0103},
                                                              {a + 12, 0xfbc2, 0x0103}}
                                         << 19;
}

void TstCycleModel::sequences()
{
    QFETCH(std::vector<Insn>, path);
    QFETCH(int, cycles);
    // The second handler of the tail-chained pair is known from the vector table.
    QCOMPARE(run(path, QStringLiteral("gd32f103"), 72e6, {F + 0x500}), cycles);
}

void TstCycleModel::waitStates()
{
    // GD32F103: zero wait states in the first 256 KiB at 108 MHz; beyond, 2 per fetch.
    QCOMPARE(run({{F + 0x3fffc, 0xbf00}, {F + 0x3fffe, 0xbf00}}, QStringLiteral("gd32f103"), 108e6),
             2);
    QCOMPARE(run({{F + 0x40000, 0xbf00}, {F + 0x40002, 0xbf00}}, QStringLiteral("gd32f103"), 108e6),
             6);
    // SRAM: zero wait.
    QCOMPARE(run({{0x20000000, 0xe002}, {0x20000008, 0xbf00}}, QStringLiteral("stm32f1"), 72e6), 4);
    // STM32F1 at 72 MHz (2 wait states, prefetch on). The first fetch of a trace follows the
    // reset, a refill: (1 + 2), then a sequential NOP 1.
    QCOMPARE(run({{F, 0xbf00}, {F + 2, 0xbf00}}, QStringLiteral("stm32f1"), 72e6), 4);
    // A NOP (1 + 2), a taken branch (3) and the refill fetch of its target (1 + 2).
    QCOMPARE(run({{F, 0xbf00}, {F + 2, 0xe002}, {F + 10, 0xbf00}}, QStringLiteral("stm32f1"), 72e6),
             9);
    // At 24 MHz: no wait states: 1 + 3 + 1.
    QCOMPARE(run({{F, 0xbf00}, {F + 2, 0xe002}, {F + 10, 0xbf00}}, QStringLiteral("stm32f1"), 24e6),
             5);
    // A literal load from the flash pays them too: a NOP (1 + 2), LDR r0,[pc,#4] 2 + 2.
    QCOMPARE(run({{F, 0xbf00}, {F + 2, 0x4801}}, QStringLiteral("stm32f1"), 72e6), 7);
}

void TstCycleModel::targets()
{
    QString error;
    QVERIFY(!CycleTarget::byName(QStringLiteral("gd32f103"), 120e6, &error));
    QVERIFY2(error.contains(QLatin1String("108")), qPrintable(error));
    QVERIFY(!CycleTarget::byName(QStringLiteral("stm32f1"), 80e6, &error));
    QVERIFY(!CycleTarget::byName(QStringLiteral("cortex-m4"), 72e6, &error));
    QVERIFY2(error.contains(QLatin1String("gd32f103")), qPrintable(error));
    QCOMPARE(CycleTarget::byName(QStringLiteral("gd32f103"), 72e6, nullptr)->label(),
             QStringLiteral("gd32f103@72MHz"));
    QVERIFY(!CortexM3CycleModel::version().isEmpty());
}

void TstCycleModel::codeLines()
{
    quint32 pc = 0;
    quint16 a = 0, b = 0;
    const QByteArray wide = "Code [/0800000c/f000e801]";
    QVERIFY(WindowAttributor::codeLine(wide.constData(), wide.size(), &pc, &a, &b));
    QCOMPARE(pc, 0x0800000cu);
    QCOMPARE(a, quint16(0xf000));
    QCOMPARE(b, quint16(0xe801));
    const QByteArray narrow = "Code [/08000010/bf00]";
    QVERIFY(WindowAttributor::codeLine(narrow.constData(), narrow.size(), &pc, &a, &b));
    QCOMPARE(pc, 0x08000010u);
    QCOMPARE(a, quint16(0xbf00));
    QCOMPARE(b, quint16(0));
    const QByteArray bad = "Code [/0800001x/bf00]";
    QVERIFY(!WindowAttributor::codeLine(bad.constData(), bad.size(), &pc, &a, &b));
    // A code line is not an executed instruction.
    QVERIFY(!WindowAttributor::tracePc(wide.constData(), wide.size()));
}

void TstCycleModel::attributorCountsCycles()
{
    // One window from the timer load at 0x100 to the next: LDR (timer, 2), LDR pipelined (1),
    // B back (3); instructions are counted as before.
    TraceSymbolMap map;
    map.addSection(0x100, 0x10);
    TraceFunction f;
    f.start = 0x100;
    f.size = 0x10;
    f.name = QStringLiteral("f");
    f.layer = QStringLiteral("harness");
    map.add(f);
    map.finish();
    WindowPlan plan;
    plan.runEntry = 0x100;
    plan.skipRunEntries = 0;
    plan.timerSites = {0x100};
    plan.windows = 1;
    WindowAttributor a(map, plan);
    a.enableCycleModel(*CycleTarget::byName(QStringLiteral("gd32f103"), 72e6, nullptr));
    for (const QByteArray &l :
         {QByteArray("Code [/00000100/6808]"), QByteArray("Code [/00000102/681a]"),
          QByteArray("Code [/00000104/e7fc]"), QByteArray("Trace [/00000100]"),
          QByteArray("Trace [/00000102]"), QByteArray("Trace [/00000104]"),
          QByteArray("Trace [/00000100]"), QByteArray("Trace [/00000102]")})
        a.feedLine(l.constData(), l.size());
    QVERIFY(a.finish(nullptr));
    QCOMPARE(a.windows().size(), std::size_t(1));
    QCOMPARE(a.windows()[0].total, 3);
    QCOMPARE(a.windows()[0].cycles, 6);
    QCOMPARE(a.windows()[0].functions.at(0).cycles, 6);
    QCOMPARE(a.cycleModel()->unknownCode(), 0);
}

void TstCycleModel::explainJson()
{
    ExplainResult r;
    ExplainedWindow w;
    w.total = 10;
    w.sample = 10;
    w.cycles = 17;
    w.functions.push_back({QStringLiteral("f"), QString(), QStringLiteral("kernel"), 10, 1, 17});
    r.windows.push_back(w);
    // Without the model: no cycle keys at all (explain's JSON as before).
    QJsonObject o = r.toJson();
    QVERIFY(!o.contains(QLatin1String("cycle_model")));
    QVERIFY(
        !o.value("windows").toArray().at(0).toObject().contains(QLatin1String("estimated_cycles")));
    r.cycleModel = CortexM3CycleModel::version();
    r.cycleTarget = QStringLiteral("gd32f103@72MHz");
    o = r.toJson();
    QCOMPARE(o.value("cycle_model").toObject().value("unit").toString(),
             QStringLiteral("estimated cycles (model)"));
    const QJsonObject wo = o.value("windows").toArray().at(0).toObject();
    QCOMPARE(wo.value("estimated_cycles").toInteger(), 17);
    QCOMPARE(wo.value("total").toInteger(), 10);
    QCOMPARE(wo.value("functions").toArray().at(0).toObject().value("estimated_cycles").toInteger(),
             17);
    const ExplainResult back = ExplainResult::fromJson(o);
    QCOMPARE(back.cycleModel, r.cycleModel);
    QCOMPARE(back.windows.at(0).cycles, 17);
    QCOMPARE(back.windows.at(0).functions.at(0).cycles, 17);
    QCOMPARE(ExplainResult::cyclesLabel(), QStringLiteral("estimated cycles (model)"));
}

QTEST_GUILESS_MAIN(TstCycleModel)
#include "tst_cycle_model.moc"
