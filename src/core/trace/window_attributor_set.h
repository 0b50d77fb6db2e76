// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace_sink.h"
#include "core/trace/window_attributor.h"

#include <memory>
#include <vector>

namespace rb {

// Several cases' windows from one trace (rtosbench-cli audit): every line is parsed once and
// given to each case's attributor that still needs windows; the trace is done when all are.
// A case whose windows the trace never reached says so itself (WindowAttributor::complete).
class WindowAttributorSet : public TraceSink {
public:
    // The attributor of a case (the map must outlive the set); returns its index.
    int add(const TraceSymbolMap &map, WindowPlan plan);
    const WindowAttributor &at(int index) const { return *m_attributors[std::size_t(index)]; }
    // To set a case's attributor up before the trace (enableCycleModel, setTotalsOnly).
    WindowAttributor &at(int index) { return *m_attributors[std::size_t(index)]; }
    int size() const { return int(m_attributors.size()); }
    // One Cortex-M3 cycle model for every case (the cycle-model timing method,
    // docs/cycle-model.md): it steps each executed instruction once and hands each case its
    // estimated cycles (WindowAttributor::feedStep), where a model per case stepped the whole trace
    // once per case. Before the first feed; the cases then enable no model of their own.
    void enableCycleModel(const CycleTarget &target, const QSet<quint32> &handlers = {});
    const CortexM3CycleModel *cycleModel() const { return m_model ? &*m_model : nullptr; }

    void feedLine(const char *line, qsizetype length) override;
    // The plugin's decoded trace: given to each case that still needs windows.
    void feedCode(quint32 pc, quint16 hw1, quint16 hw2, bool wide) override;
    void feedPcs(const quint32 *pcs, qsizetype count) override;
    // Finishes every case's attributor; true: each case's outcome is its own (complete()).
    bool finish(QString *error) override;
    bool done() const override;
    qint64 instructionsSeen() const override { return m_instructions; }
    int windowsSeen() const override;

private:
    std::vector<std::unique_ptr<WindowAttributor>> m_attributors;
    std::vector<WindowAttributor *> m_active; // those not done, in the order added
    qint64 m_instructions = 0;
    std::optional<CortexM3CycleModel> m_model; // shared (enableCycleModel)
    std::optional<quint32> m_pending;          // with it: the PC whose next PC is not seen yet
    void step(quint32 pc, std::optional<quint32> next);
    void dropDone();
};

} // namespace rb
