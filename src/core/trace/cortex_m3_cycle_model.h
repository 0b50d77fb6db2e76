// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/cycle_target.h"
#include "core/trace/thumb_decoder.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <optional>
#include <vector>

namespace rb {

// An estimate of the cycles a Cortex-M3 spends on an executed instruction sequence
// (docs/cycle-model.md): per-instruction costs from the Cortex-M3 TRM's instruction timing table,
// branch refills told taken or not by the next executed address, load/store pipelining,
// exception entry, return and tail-chaining told from the address sequence, flash wait states
// of a CycleTarget. Fed one executed instruction at a time with the instruction that follows it
// (the trace of our QEMU plugin gives both, and each instruction's code), so it needs no QEMU and
// no register values: what depends on operands (divide, long multiply) is charged the midpoint
// of the TRM's range. An ESTIMATE, labelled so everywhere: never a measurement.
class CortexM3CycleModel {
public:
    // The model's version: stated beside every figure (explain, COND timing_model).
    static QString version() { return QStringLiteral("cm3-trm-1"); }
    // The TRM's P (pipeline refill, 1 to 3 cycles): its midpoint.
    static constexpr int kRefill = 2;
    static constexpr int kExceptionEntry = 12;
    static constexpr int kExceptionReturn = 10;
    static constexpr int kTailChain = 6;

    explicit CortexM3CycleModel(CycleTarget target);

    // The code of an instruction (the plugin's "Code" line): its first and second halfword.
    void setCode(quint32 pc, quint16 hw1, quint16 hw2);
    bool hasCode(quint32 pc) const { return m_code.contains(pc); }
    // An exception handler's first instruction (the vector table's entries, Thumb bit clear):
    // an exception return that goes to one is a tail-chain. Entries are also learnt as
    // exceptions are taken.
    void addHandler(quint32 pc) { m_handlers.insert(pc & ~1u); }

    // The estimated cycles of the instruction at pc, executed before nextPc (nullopt: the end
    // of the trace, charged as not taken), including the exception entry or tail-chain that
    // precedes it (charged to the handler's first instruction).
    int step(quint32 pc, std::optional<quint32> nextPc);
    // Instructions stepped whose code was never given (charged 1 cycle each).
    qint64 unknownCode() const { return m_unknown; }
    int exceptionDepth() const { return int(m_frames.size()); }

    // The cost of one decoded instruction alone, not pipelined, not taken, no wait states.
    static int baseCycles(const ThumbInsn &insn);

private:
    int exceptionReturnOrJump(const ThumbInsn &d, quint32 next, int issue);
    void enterException(quint32 handler, int cost);
    void pushCall(quint32 returnAddress);

    CycleTarget m_target;
    struct Code {
        ThumbInsn insn; // decoded once, when its code is given
        quint16 hw1 = 0;
    };
    std::vector<Code> m_insns;  // every instruction's code, decoded
    QHash<quint32, int> m_code; // pc -> its index in m_insns
    // A direct-mapped cache of m_code (the lookup of every executed instruction).
    struct Slot {
        quint32 pc = 1; // odd: no instruction
        int index = -1;
    };
    static constexpr int kCacheSlots = 4096;
    std::vector<Slot> m_cache = std::vector<Slot>(kCacheSlots);
    QSet<quint32> m_handlers;
    std::vector<quint32> m_calls;      // return addresses of the calls made (a shadow stack)
    std::vector<std::size_t> m_frames; // per active exception: m_calls' size at its entry
    int m_carry = 0;                   // an exception entry's cycles, charged to the next step
    int m_itLeft = 0;                  // instructions left in the current IT block
    bool m_refilled = true;            // the next fetch follows a refill (not sequential)
    bool m_prevLoad = false;           // the previous instruction was a pipelinable load
    quint16 m_prevLoadDest = 0;
    quint16 m_prevDpDest = 0; // registers the previous data-processing instruction wrote
    qint64 m_unknown = 0;
};

} // namespace rb
