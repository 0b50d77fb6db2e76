// SPDX-License-Identifier: GPL-3.0-or-later
// explain exact on every kernel (issue 32, docs/explain.md): every instruction goes to the
// nearest preceding symbol of its code section (assembly labels without a size, a --defsym
// alias with the weak default's size), the windows are delimited by the harness's stamp sites
// only (a kernel's own timer read inside a window is not a boundary), one trace serves several
// cases, and the fairness audit's stated cost and flags. The layers of the firmware's files:
// the adapters' shared layer (harness/rb_adapter_common.{h,c}, issue 33) is adapter code.
#include "core/trace/explain_result.h"
#include "core/trace/fairness_audit.h"
#include "core/trace/stamp_sites.h"
#include "core/trace/trace_symbol_map.h"
#include "core/trace/window_attributor.h"
#include "core/trace/window_attributor_set.h"

#include <QTest>

using namespace rb;

class TstTraceExact : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nearestPrecedingSymbol();
    void aliasKeepsTheUnsizedSpan();
    void stampSitesOnly();
    void stampSitesNeedTheHarnessLines();
    void oneTraceSeveralCases();
    void peeledEndStamp();
    void auditFlags();
    void layerOfFiles();
};

namespace {

TraceFunction fn(quint32 start, quint32 size, const char *name, const char *layer)
{
    TraceFunction f;
    f.start = start;
    f.size = size;
    f.name = QString::fromLatin1(name);
    f.layer = QString::fromLatin1(layer);
    f.file = QStringLiteral("/x/%1.c").arg(f.name);
    return f;
}

QByteArray traceLine(quint32 pc)
{
    return QStringLiteral("Trace 0: 0x7f00 [00000000/%1/00000110/ff020201] f")
        .arg(pc, 8, 16, QLatin1Char('0'))
        .toLatin1();
}

template <typename Sink> void feed(Sink &sink, const std::vector<quint32> &pcs)
{
    for (const quint32 pc : pcs) {
        const QByteArray l = traceLine(pc);
        sink.feedLine(l.constData(), l.size());
    }
    sink.finish(nullptr);
}

// yield_a (harness) 0x100..0x120: the start stamp's load at 0x104, the end stamp's at 0x110;
// rb_freertos_run_time_counter (adapter) 0x200..0x210 reads the timer at 0x204 (FreeRTOS's
// run-time stats); vTaskSwitchContext (kernel) 0x300..0x340 calls it.
TraceSymbolMap freertosLike()
{
    TraceSymbolMap m;
    m.addSection(0x100, 0x300);
    m.add(fn(0x100, 0x20, "yield_a", "harness"));
    m.add(fn(0x200, 0x10, "rb_freertos_run_time_counter", "adapter"));
    m.add(fn(0x300, 0x40, "vTaskSwitchContext", "kernel"));
    m.finish();
    return m;
}

const std::vector<quint32> kFreertosTrace{0x100, 0x102, 0x104, 0x106, 0x300, 0x302, 0x200, 0x202,
                                          0x204, 0x206, 0x304, 0x108, 0x10a, 0x10c, 0x110, 0x112};

} // namespace

void TstTraceExact::nearestPrecedingSymbol()
{
    // RT-Thread's context_gcc.S: PendSV_Handler's stated size (0x14) ends before its code does
    // (the instructions up to the next label switch_to_thread were "?", layer unknown).
    TraceSymbolMap m;
    m.addSection(0x08005e00, 0x200);
    m.addSection(0x20000000, 0x100); // code in RAM: another section
    m.add(fn(0x08005eb0, 0x14, "__rt_ffs", "kernel"));
    m.add(fn(0x08005ef2, 0x14, "PendSV_Handler", "kernel"));
    m.add(fn(0x08005f16, 0, "switch_to_thread", "kernel"));
    m.add(fn(0x20000010, 0x8, "ram_fn", "kernel"));
    m.finish();
    const auto nameAt = [&m](quint32 pc) {
        const int i = m.indexAt(pc);
        return i < 0 ? QStringLiteral("?") : m.function(i).name;
    };
    QCOMPARE(nameAt(0x08005ef2), QStringLiteral("PendSV_Handler"));
    QCOMPARE(nameAt(0x08005f08), QStringLiteral("PendSV_Handler")); // after its stated size
    QCOMPARE(nameAt(0x08005f14), QStringLiteral("PendSV_Handler"));
    QCOMPARE(nameAt(0x08005f16), QStringLiteral("switch_to_thread"));
    QCOMPARE(nameAt(0x08005fff), QStringLiteral("switch_to_thread")); // to its section's end
    QCOMPARE(nameAt(0x08006000), QStringLiteral("?"));                // outside every section
    QCOMPARE(nameAt(0x08005e10), QStringLiteral("?"));                // before any symbol
    QCOMPARE(nameAt(0x20000040), QStringLiteral("ram_fn"));
    QCOMPARE(m.spanEnd(m.indexOf("switch_to_thread")), quint32(0x08006000));
    QCOMPARE(m.function(m.indexOf("switch_to_thread")).size, quint32(0xea));
}

void TstTraceExact::aliasKeepsTheUnsizedSpan()
{
    // µC/OS-III: PendSV_Handler is --defsym'd to OS_CPU_PendSVHandler (no size) and keeps the
    // size of the weak default it replaces (0x14): 62 of 415 yield instructions were unknown.
    TraceSymbolMap m;
    m.addSection(0x08005600, 0x200);
    m.add(fn(0x080056a0, 0, "OS_CPU_PendSVHandler", "kernel"));
    m.add(fn(0x080056a0, 0x14, "PendSV_Handler", "kernel"));
    m.add(fn(0x08005720, 0, "CPU_IntDis", "kernel"));
    m.finish();
    QCOMPARE(m.size(), 2);
    const int at = m.indexAt(0x08005700);
    QVERIFY(at >= 0);
    QCOMPARE(m.function(at).start, quint32(0x080056a0));
    QCOMPARE(m.function(at).layer, QStringLiteral("kernel"));
    QCOMPARE(m.function(m.indexAt(0x08005720)).name, QStringLiteral("CPU_IntDis"));
}

void TstTraceExact::stampSitesOnly()
{
    const TraceSymbolMap m = freertosLike();
    const QSet<quint32> loads{0x104, 0x110, 0x204};
    const StampSites s = StampSites::find(m, loads, true);

    WindowPlan plan;
    plan.runEntry = 0x100;
    plan.windows = 1;
    plan.timerSites = s.sites;
    WindowAttributor a(m, plan);
    feed(a, kFreertosTrace);
    QString why;
    QVERIFY2(a.complete(&why), qPrintable(why));
    QCOMPARE(int(a.windows().size()), 1);
    // From the start load (included) to the end load (excluded): 0x104 .. 0x10c, the kernel's
    // own timer read inside (the window was cut there, 6 instructions, before).
    QCOMPARE(a.windows()[0].total, qint64(12));
    QCOMPARE(a.windows()[0].startSite, quint32(0x104));
    QCOMPARE(a.windows()[0].endSite, quint32(0x110));
    const auto w = ExplainResult::makeWindows(m, a.windows(), {12});
    QCOMPARE(w[0].layers.value("adapter"), qint64(4));
    QCOMPARE(w[0].layers.value("kernel"), qint64(3));
    QCOMPARE(w[0].layers.value("harness"), qint64(5));
    QCOMPARE(s.sites, (QSet<quint32>{0x104, 0x110}));
    QCOMPARE(s.others, QSet<quint32>{0x204});
    // Without debug information there are no layers: every load is a site.
    QCOMPARE(StampSites::find(m, loads, false).sites, loads);
}

void TstTraceExact::stampSitesNeedTheHarnessLines()
{
    // NuttX built without CONFIG_DEBUG_SYMBOLS (issue 34): line information for a few assembly
    // files only, none for the harness, so every timer read sits in a function of no harness or
    // port file. No window would open; explain and audit say why instead of "the trace ended
    // after 0 of the 1 requested windows".
    const TraceSymbolMap m = freertosLike();
    const StampSites none = StampSites::find(m, {0x204}, true);
    QVERIFY(none.sites.isEmpty());
    QString why;
    QVERIFY(!none.usable(&why));
    QVERIFY2(why.contains(QLatin1String("debug information")), qPrintable(why));
    QVERIFY(!none.usable(nullptr));
    QVERIFY(StampSites::find(m, {0x104, 0x204}, true).usable(&why));
    QVERIFY(StampSites::find(m, {0x204}, false).usable(&why)); // no layers: every load a site
}

void TstTraceExact::oneTraceSeveralCases()
{
    const TraceSymbolMap m = freertosLike();
    WindowPlan p1;
    p1.runEntry = 0x100;
    p1.windows = 1;
    p1.timerSites = {0x104, 0x110};
    WindowPlan p2 = p1;
    p2.runEntry = 0x300; // a "case" whose run function is entered once, at 0x300
    p2.timerSites = {0x302, 0x304};
    WindowAttributorSet set;
    set.add(m, p1);
    set.add(m, p2);
    feed(set, kFreertosTrace);
    QVERIFY(set.done());
    QCOMPARE(set.at(0).windows()[0].total, qint64(12));
    QCOMPARE(set.at(1).windows()[0].total, qint64(5)); // 0x302 .. 0x206
    QCOMPARE(set.instructionsSeen(), qint64(kFreertosTrace.size()));
}

void TstTraceExact::peeledEndStamp()
{
    // Clang 14 -Os (issue 37): wake_h's `for (;;) { take; RB_WINDOW_END; ... }` is rotated, so
    // the end stamp has two loads: one before the loop (0x304: the cold window ends there) and
    // one in the loop (0x310: every measured window ends there). sem_give_wake, preempt_resume,
    // queue_post_* and irq_to_task "ended inside measured window 1".
    TraceSymbolMap m;
    m.addSection(0x100, 0x300);
    m.add(fn(0x100, 0x10, "run_wake", "harness"));
    m.add(fn(0x200, 0x10, "wake_l", "harness")); // its start stamp's load: 0x204
    m.add(fn(0x300, 0x20, "wake_h", "harness")); // the end stamp's loads: 0x304, 0x310
    m.finish();
    WindowPlan plan;
    plan.runEntry = 0x100;
    plan.skipRunEntries = 1;
    plan.windows = 2;
    plan.timerSites = {0x204, 0x304, 0x310};
    plan.coldSample = 4; // 0x204, 0x206, 0x300, 0x302
    WindowAttributor a(m, plan);
    feed(a, {0x100, 0x200, 0x202, 0x204, 0x206, 0x300, 0x302, 0x304, 0x306,   // cold
             0x100, 0x200, 0x202, 0x204, 0x206, 0x30c, 0x30e, 0x310, 0x312,   // window 1
             0x100, 0x200, 0x202, 0x204, 0x206, 0x30c, 0x30e, 0x310, 0x312}); // window 2
    QString why;
    QVERIFY2(a.complete(&why), qPrintable(why));
    QCOMPARE(int(a.windows().size()), 2);
    for (const WindowCost &w : a.windows()) {
        QCOMPARE(w.total, qint64(4)); // 0x204, 0x206, 0x30c, 0x30e
        QCOMPARE(w.startSite, quint32(0x204));
        QCOMPARE(w.endSite, quint32(0x310));
    }
    // The start stamp itself never ends a window, even in the end stamp's function (yield_a
    // in the local mode has both): a window open at 0x108 runs to 0x10c.
    WindowPlan local;
    local.runEntry = 0x100;
    local.skipRunEntries = 1;
    local.windows = 1;
    local.timerSites = {0x104, 0x10c};
    local.coldSample = 4;
    WindowAttributor b(m, local);
    feed(b, {0x100, 0x104, 0x106, 0x108, 0x10a, 0x10c, 0x100, 0x104, 0x106, 0x108, 0x10a, 0x10c});
    QVERIFY2(b.complete(&why), qPrintable(why));
    QCOMPARE(b.windows()[0].total, qint64(4));
}

void TstTraceExact::auditFlags()
{
    ExplainResult r;
    r.metric = QStringLiteral("sem_ping_pong");
    ExplainedWindow w;
    w.total = w.sample = 300;
    w.layers = {{"kernel", 250}, {"adapter", 40}, {"harness", 10}};
    w.functions = {{"rb_sem_give", "/a.c", "adapter", 30, 2},
                   {"rb_sem_take", "/a.c", "adapter", 10, 2}};
    r.windows = {w};
    QMap<QString, QString> cond;
    AuditCase a = FairnessAudit::assess(r.metric, &r, {}, cond);
    QCOMPARE(a.flags, QStringList{"unstated_adapter"});
    QCOMPARE(a.unstated(), qint64(40));
    // The operations' stated costs account for the adapter's share (30 of 40: 10 left).
    cond.insert("mech.sem_give.cost", "28");
    cond.insert("mech.sem_take.cost", "2");
    a = FairnessAudit::assess(r.metric, &r, {}, cond);
    QCOMPARE(a.stated, qint64(30));
    QCOMPARE(a.statedKeys, (QStringList{"mech.sem_give.cost", "mech.sem_take.cost"}));
    QVERIFY(a.flags.isEmpty());
    // A case-level key takes precedence over the operations'.
    cond.insert("mech.sem_ping_pong.cost", "12");
    QCOMPARE(FairnessAudit::statedCost(r.metric, cond), qint64(12));
    QVERIFY(FairnessAudit::assess(r.metric, &r, {}, cond).flags.contains("unstated_adapter"));
    QCOMPARE(*FairnessAudit::kernelOnlyMedian(300.0, r.metric, cond), 288.0);
    QCOMPARE(*FairnessAudit::kernelOnlyMedian(300.0, "cal_loop", cond), 300.0);
    QVERIFY(!FairnessAudit::kernelOnlyMedian(std::nullopt, r.metric, cond));
    // A cycle-model run states the icount image's costs (instructions) beside samples in
    // estimated cycles: no kernel-only figure (it was 300 - 12 cycles minus instructions).
    QMap<QString, QString> cycleCond = cond;
    cycleCond.insert("cycle_model", "cm3-trm-1");
    QVERIFY(!FairnessAudit::kernelOnlyMedian(300.0, r.metric, cycleCond));
    // Issue 32, stated costs: a case-level cost states one window exactly. Equal to the traced
    // adapter share: nothing flagged; any other value, or operation costs above the share: the
    // statement is wrong (misstated_cost), whichever way it errs.
    cond.insert("mech.sem_ping_pong.cost", "40");
    a = FairnessAudit::assess(r.metric, &r, {}, cond);
    QCOMPARE(a.unstated(), qint64(0));
    QVERIFY(a.flags.isEmpty());
    cond.insert("mech.sem_ping_pong.cost", "36");
    QCOMPARE(FairnessAudit::assess(r.metric, &r, {}, cond).flags, QStringList{"misstated_cost"});
    cond.insert("mech.sem_ping_pong.cost", "41");
    QCOMPARE(FairnessAudit::assess(r.metric, &r, {}, cond).flags, QStringList{"misstated_cost"});
    cond.remove("mech.sem_ping_pong.cost");
    cond.insert("mech.sem_give.cost", "39");
    QCOMPARE(FairnessAudit::assess(r.metric, &r, {}, cond).flags, QStringList{"misstated_cost"});
    cond.insert("mech.sem_give.cost", "28");
    cond.insert("mech.sem_ping_pong.cost", "12");
    // An unknown layer and a case that could not be explained are flagged.
    r.windows[0].layers.insert("unknown", 3);
    QVERIFY(FairnessAudit::assess(r.metric, &r, {}, cond).flags.contains("unknown_layer"));
    a = FairnessAudit::assess("thread_join", nullptr, "no windows", cond);
    QCOMPARE(a.flags, QStringList{"error"});
    QCOMPARE(a.error, QStringLiteral("no windows"));
    // Issue 37: a clang build states no cost (the costs were counted on GCC): the audit says
    // why; a run that states a cost needs no note.
    Configuration clang;
    clang.toolchain = QStringLiteral("clang");
    clang.toolchainVersion = QStringLiteral("Debian Clang 14.0.6");
    const QString note = FairnessAudit::statedCostsNote(clang);
    QVERIFY2(note.contains(QLatin1String("clang (Debian Clang 14.0.6)")) &&
                 note.contains(QLatin1String("not misstated")),
             qPrintable(note));
    clang.extra = cond;
    QVERIFY(FairnessAudit::statedCostsNote(clang).isEmpty());
}

// What rb_adapter_common.h expands or inlines into a window (the ISR wrapper, the slot claim,
// the priority clamp, the ms-to-ticks conversion) is the adapter's share of that window, never
// the harness's: counted as harness, it would vanish from the audited adapter share.
void TstTraceExact::layerOfFiles()
{
    const auto layer = [](const char *file) {
        return TraceSymbolMap::layerOfFile(QString::fromLatin1(file));
    };
    QCOMPARE(layer("/w/rtosbench/firmware/harness/rb_adapter_common.h"), QStringLiteral("adapter"));
    QCOMPARE(layer("/w/rtosbench/firmware/harness/rb_adapter_common.c"), QStringLiteral("adapter"));
    QCOMPARE(layer("C:\\w\\firmware\\harness\\rb_adapter_common.h"), QStringLiteral("adapter"));
    QCOMPARE(layer("/w/firmware/adapters/freertos/adapter_freertos.c"), QStringLiteral("adapter"));
    // The rest of the harness stays harness, a look-alike name included.
    QCOMPARE(layer("/w/firmware/harness/rb_harness.c"), QStringLiteral("harness"));
    QCOMPARE(layer("/w/firmware/harness/cases_sync.c"), QStringLiteral("harness"));
    QCOMPARE(layer("/w/firmware/harness/xrb_adapter_common.h"), QStringLiteral("harness"));
    QCOMPARE(layer("/w/firmware/harness/rb_adapter.h"), QStringLiteral("harness"));
    QCOMPARE(layer("/w/firmware/ports/qemu/port_qemu.c"), QStringLiteral("port"));
    QCOMPARE(layer("/k/FreeRTOS-Kernel/tasks.c"), QStringLiteral("kernel"));
    // embassy: our Rust harness and port (the crate's copy in the build tree), embassy's crates
    // the kernel, Rust's core the language's library. Before, every file of the Rust harness
    // was "kernel", so its cycle-model run found no stamp site and was refused.
    QCOMPARE(layer("/c/fw/0a1b/embassy-crate/src/harness.rs"), QStringLiteral("harness"));
    QCOMPARE(layer("/c/fw/0a1b/embassy-crate/src/cases.rs"), QStringLiteral("harness"));
    QCOMPARE(layer("/c/fw/0a1b/embassy-crate/src/port.rs"), QStringLiteral("port"));
    QCOMPARE(layer("/c/fw/0a1b/embassy-crate/src/time_driver.rs"), QStringLiteral("port"));
    QCOMPARE(layer("/w/firmware/embassy/src/board_gd32.rs"), QStringLiteral("port"));
    QCOMPARE(layer("/c/fw/0a1b/vendor/embassy-executor-0.10.0/src/raw/mod.rs"),
             QStringLiteral("kernel"));
    QCOMPARE(layer("/usr/lib/rustlib/src/rust/library/core/src/ptr/mod.rs"),
             QStringLiteral("libc"));
    // embassy-executor's poll of one of our tasks holds the task's body (its stamps): harness;
    // the executor's own functions stay kernel.
    const QString exec = "/c/fw/0a1b/vendor/embassy-executor-0.10.0/src/raw/mod.rs";
    QCOMPARE(TraceSymbolMap::layerOf(
                 exec, "_RNvMs1_NtCs5Ekcw61MMr1_16embassy_executor3rawINtB5_11TaskStorageNCNvNvNt"
                       "CsksztGDUbQ9F_17rtosbench_embassy5cases18___switch_peer_task33___switch_"
                       "peer_task_inner_function0E4pollB18_"),
             QStringLiteral("harness"));
    QCOMPARE(TraceSymbolMap::layerOf(exec, "_ZN16embassy_executor3raw8Executor4poll17h0123E"),
             QStringLiteral("kernel"));
    QCOMPARE(TraceSymbolMap::layerOf("/k/FreeRTOS-Kernel/tasks.c", "rtosbench_embassy_x"),
             QStringLiteral("kernel"));
    QCOMPARE(layer("??"), QStringLiteral("unknown"));
}

QTEST_GUILESS_MAIN(TstTraceExact)
#include "tst_trace_exact.moc"
