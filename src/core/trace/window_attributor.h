// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/cortex_m3_cycle_model.h"
#include "core/trace/trace_sink.h"
#include "core/trace/trace_symbol_map.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSet>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace rb {

// Where the measured windows of one case sit in an execution trace (docs/explain.md).
struct WindowPlan {
    quint32 runEntry = 0;     // first instruction of the case's run function
    quint32 setupEntry = 0;   // ... of its setup function (0: none); run entries count from it
    int skipRunEntries = 0;   // entries before the measurement (cold sample, warm-up)
    QSet<quint32> timerSites; // addresses of the timer loads (each timestamp's load)
    int windows = 5;          // how many measured windows to attribute
    // The run's cold sample: in the cold window (the first run() call) the first timer load
    // is the windows' start and the load coldSample instructions later their end. Without it,
    // a window ends at the next timer load.
    std::optional<qint64> coldSample;
};

// The instructions of one window: per function (index into the symbol map, -1 = no function),
// executed instructions and entries (calls, exception entries).
struct WindowCost {
    qint64 total = 0;
    qint64 cycles = 0; // estimated cycles (model), when the attributor has a cycle model
    quint32 startSite = 0;
    quint32 endSite = 0;
    struct Cost {
        qint64 instructions = 0;
        qint64 calls = 0;
        qint64 cycles = 0; // estimated cycles (model)
    };
    std::map<int, Cost> functions;
};

// Reads the trace line by line, one "Trace" line per executed instruction (our QEMU plugin,
// src/acq/qemu_plugin: "Trace [/PC]", the PC field of QEMU's own exec log line "Trace 0: HOST
// [CS_BASE/PC/FLAGS/CFLAGS] SYMBOL", which reads the same), and attributes every executed
// instruction of the case's first measured windows. A
// window runs from a timestamp's load (included) to the next timestamp's load (excluded): under
// -icount shift=0 that is exactly the difference of the two timer values. Lines QEMU's exec log
// writes when it did not execute the instruction it logged (cpu_io_recompile rewinds, "Stopped
// execution of TB chain") cancel that instruction; the plugin's trace has none (an instruction
// is written when it executes, once).
class WindowAttributor : public TraceSink {
    Q_DECLARE_TR_FUNCTIONS(rb::WindowAttributor)
public:
    WindowAttributor(const TraceSymbolMap &map, WindowPlan plan);

    // Estimates every executed instruction's cycles with the Cortex-M3 model on target
    // (core/trace/cortex_m3_cycle_model.h), fed by the plugin's "Code" lines; the windows'
    // instruction counts are unchanged. handlers: exception handler entries (vector table).
    void enableCycleModel(const CycleTarget &target, const QSet<quint32> &handlers = {});
    const CortexM3CycleModel *cycleModel() const { return m_model ? &*m_model : nullptr; }
    // Light mode (the cycle-model timing method, acq/cycle_model_run.h): only each window's
    // total and cycles, no per-function map (every window of a whole run, fast and small).
    void setTotalsOnly(bool on) { m_totalsOnly = on; }
    bool totalsOnly() const { return m_totalsOnly; }

    void feedLine(const char *line, qsizetype length) override;
    // The plugin's decoded trace (TraceSink): the code for the cycle model, the executed PCs.
    void feedCode(quint32 pc, quint16 hw1, quint16 hw2, bool wide) override;
    void feedPcs(const quint32 *pcs, qsizetype count) override;
    // One logged instruction (the PC of a "Trace" line) and a logged instruction QEMU did not
    // execute (cancels the last PC): what feedLine does with a parsed line.
    void feedPc(quint32 pc);
    void feedCancel();
    // One executed instruction whose estimated cycles a model shared by several cases has
    // already stepped (WindowAttributorSet::enableCycleModel): no model of this attributor's
    // own, no next PC to wait for.
    void feedStep(quint32 pc, int cycles);
    // The end of the trace (QEMU exited or was stopped): false when a window is unfinished or
    // missing (complete()).
    bool finish(QString *error) override;
    // After finish(): whether every requested window was attributed; why not in *error (may be
    // nullptr).
    bool complete(QString *error) const;

    bool done() const override { return int(m_windows.size()) >= m_plan.windows; }
    qint64 instructionsSeen() const override { return m_instructions; }
    int windowsSeen() const override { return int(m_windows.size()); }
    // The kind of a line of QEMU's exec log: a PC, a cancel of the last PC, or nothing.
    static bool isCancelLine(const char *line, qsizetype length);
    const std::vector<WindowCost> &windows() const { return m_windows; }
    qint64 instructions() const { return m_instructions; }
    qint64 traceLines() const { return m_lines; }

    // The PC of a "Trace" line (the plugin's or QEMU's exec log's), nullopt for any other line.
    static std::optional<quint32> tracePc(const char *line, qsizetype length);
    // The plugin's "Code [/PC/HW1]" or "Code [/PC/HW1HW2]" line: false for any other line.
    static bool codeLine(const char *line, qsizetype length, quint32 *pc, quint16 *hw1,
                         quint16 *hw2);

private:
    void commit(quint32 pc, std::optional<quint32> next);
    void commitStep(quint32 pc, int cycles);
    // Light mode's part of commit(): one instruction of the open window, its totals only.
    void commitTotals(int cycles);
    // Whether the timer load at pc ends an open measured window: the cold window's end load, or
    // another load of its function that is not the start load (the end stamp duplicated by the
    // compiler).
    bool isEndSite(quint32 pc) const;

    // Whether pc may be a timer site: a bit per halfword address modulo kSiteBits, set for each
    // site, so that most instructions skip the set's lookup.
    bool maybeSite(quint32 pc) const
    {
        const quint32 b = (pc >> 1) & (kSiteBits - 1);
        return (m_siteBits[b >> 6] >> (b & 63)) & 1;
    }
    static constexpr quint32 kSiteBits = 1u << 14;

    const TraceSymbolMap &m_map;
    WindowPlan m_plan;
    std::vector<quint64> m_siteBits;
    std::vector<WindowCost> m_windows;
    std::optional<quint32> m_pending;
    std::optional<WindowCost> m_open;
    quint32 m_startSite = 0;
    quint32 m_endSite = 0;
    mutable int m_endFunction = -2; // the end load's function (-2: not looked up yet)
    std::optional<qint64> m_coldStart;
    bool m_setupSeen = false;
    int m_runEntries = 0;
    qint64 m_instructions = 0;
    qint64 m_lines = 0;
    bool m_finished = false;
    std::optional<CortexM3CycleModel> m_model;
    bool m_totalsOnly = false;
};

} // namespace rb
