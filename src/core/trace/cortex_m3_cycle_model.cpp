// SPDX-License-Identifier: GPL-3.0-or-later
// Every rule here is cited in docs/cycle-model.md (the Cortex-M3 TRM, ARM DDI 0337, table 3-1
// "Cortex-M3 instruction set summary" and section 3.3.2 "Load/store timings"; exception timing
// from chapter 5 "Exceptions").
#include "core/trace/cortex_m3_cycle_model.h"

#include <algorithm>

namespace rb {

using Kind = ThumbInsn::Kind;

CortexM3CycleModel::CortexM3CycleModel(CycleTarget target) : m_target(std::move(target)) {}

void CortexM3CycleModel::setCode(quint32 pc, quint16 hw1, quint16 hw2)
{
    const Code c{ThumbDecoder::decode(pc, hw1, hw2), hw1};
    if (const auto it = m_code.constFind(pc); it != m_code.constEnd()) {
        m_insns[std::size_t(*it)] = c; // code changed at that address (RAM) or translated again
        return;
    }
    m_code.insert(pc, int(m_insns.size()));
    m_insns.push_back(c);
}

int CortexM3CycleModel::baseCycles(const ThumbInsn &d)
{
    switch (d.kind) {
    case Kind::MulAcc:
        return 2;
    case Kind::LongMul:
        return 4; // 3 to 5: the midpoint
    case Kind::LongMulAcc:
        return 6; // 4 to 7: the midpoint 5.5, rounded up
    case Kind::Divide:
        return 7; // 2 to 12: the midpoint
    case Kind::Load:
    case Kind::Store:
    case Kind::TableBranch:
    case Kind::SpecialReg: // MSR, MRS, CPS: 1 or 2, the midpoint rounded up
        return 2;
    case Kind::LoadDouble:
    case Kind::StoreDouble:
    case Kind::LoadMultiple:
    case Kind::StoreMultiple:
        return 1 + d.registers;
    case Kind::Isb:
        return 1 + kRefill; // 1+B, B at least a refill
    default:
        return 1; // data processing, MUL, branches not taken, IT, hints, barriers (B >= 0), SVC
    }
}

void CortexM3CycleModel::pushCall(quint32 returnAddress)
{
    // Calls never returned to (other tasks' after a switch) would grow the stack without end:
    // in thread mode the oldest half goes when it is deep.
    if (m_calls.size() >= 4096 && m_frames.empty())
        m_calls.erase(m_calls.begin(), m_calls.begin() + 2048);
    m_calls.push_back(returnAddress);
}

void CortexM3CycleModel::enterException(quint32 handler, int cost)
{
    m_frames.push_back(m_calls.size());
    m_handlers.insert(handler);
    m_carry = cost;
    m_refilled = true;
}

int CortexM3CycleModel::exceptionReturnOrJump(const ThumbInsn &d, quint32 next, int issue)
{
    const std::size_t base = m_frames.empty() ? 0 : m_frames.back();
    // A function return: to a return address of a call made since the current exception's
    // entry (the innermost one, or one further out when calls were skipped).
    // (At most 32 deep: after a context switch the stack holds the other task's calls, which
    // are never returned to here; a return that matches none costs the same as a jump.)
    const std::size_t floor = std::max(base, m_calls.size() > 32 ? m_calls.size() - 32 : 0);
    for (std::size_t k = m_calls.size(); k > floor; --k) {
        if (m_calls[k - 1] == next) {
            m_calls.resize(k - 1);
            return issue + kRefill;
        }
    }
    if (!m_frames.empty() && d.exceptionReturnForm) {
        // An exception return (EXC_RETURN in the PC): to another handler is a tail-chain.
        m_calls.resize(base);
        m_refilled = true;
        if (m_handlers.contains(next)) {
            m_carry = kTailChain;
            return issue;
        }
        m_frames.pop_back();
        return issue + kExceptionReturn;
    }
    if (m_frames.empty() && m_handlers.contains(next)) {
        // Taken after an indirect branch: the branch's refill, then the exception.
        enterException(next, kExceptionEntry);
        return issue + kRefill;
    }
    return issue + kRefill; // a jump through a register (a tail call, a switch)
}

int CortexM3CycleModel::step(quint32 pc, std::optional<quint32> nextPc)
{
    int cycles = m_carry;
    m_carry = 0;
    Slot &slot = m_cache[(pc >> 1) & (kCacheSlots - 1)];
    if (slot.pc != pc) {
        const auto found = m_code.constFind(pc);
        slot.pc = pc;
        slot.index = found == m_code.constEnd() ? -1 : *found;
    }
    if (slot.index < 0) {
        slot.pc = 1; // looked up again once its code is given
        ++m_unknown;
        m_prevLoad = false;
        m_prevDpDest = 0;
        m_refilled = nextPc && *nextPc != pc + 2 && *nextPc != pc + 4;
        return cycles + 1;
    }
    const Code &code = m_insns[std::size_t(slot.index)];
    const ThumbInsn &d = code.insn;
    cycles += m_target.fetchWait(pc, !m_refilled);
    m_refilled = false;
    const quint32 fallThrough = pc + quint32(d.size);
    // Inside an IT block an instruction may not execute; outside one a branch always does,
    // also to the next address (a handler placed right after the one returning).
    const bool inIt = m_itLeft > 0;
    if (m_itLeft > 0)
        --m_itLeft;
    if (d.kind == Kind::It)
        m_itLeft = 4 - __builtin_ctz(quint32(code.hw1) & 0xf);
    const bool taken = nextPc && (*nextPc != fallThrough || (!inIt && !d.conditional));
    const quint32 next = nextPc.value_or(fallThrough);
    int issue = baseCycles(d);
    const bool single = d.kind == Kind::Load || d.kind == Kind::Store;
    if (single) {
        // TRM 3.3.2: a load or store after a load whose result its address does not use
        // pipelines (one cycle less); one whose address a data-processing result just written
        // feeds stalls a cycle (no forwarding path).
        if (m_prevLoad && !(d.addressRegs & m_prevLoadDest))
            issue -= 1;
        if (d.addressRegs & m_prevDpDest)
            issue += 1;
    }
    if (d.pcRelative || ((d.kind == Kind::LoadDouble) && (d.addressRegs & 0x8000)))
        issue += m_target.fetchWait(pc, false); // the literal is read from the flash
    m_prevLoad = d.kind == Kind::Load && !d.writesPc;
    m_prevLoadDest = d.writtenRegs;
    m_prevDpDest = (d.kind == Kind::DataProcessing || d.kind == Kind::Mul) ? d.writtenRegs : 0;

    switch (d.kind) {
    case Kind::Branch:
        if (taken && next == d.target) {
            issue += kRefill;
            m_refilled = true;
        } else if (taken) { // the branch, then an exception before its target or fall-through
            if (!d.conditional)
                issue += kRefill;
            enterException(next, kExceptionEntry);
        }
        break;
    case Kind::Call:
        issue += kRefill;
        m_refilled = true;
        pushCall(fallThrough);
        if (next != d.target)
            enterException(next, kExceptionEntry);
        break;
    case Kind::CallReg:
        if (taken) {
            issue += kRefill;
            m_refilled = true;
            pushCall(fallThrough);
        }
        break;
    case Kind::TableBranch:
        issue += kRefill; // TBB/TBH: 2+P, also to the next instruction
        m_refilled = true;
        break;
    default:
        if (d.kind == Kind::BranchReg || d.writesPc) {
            if (taken) {
                m_refilled = true;
                issue = exceptionReturnOrJump(d, next, issue);
            }
        } else if (nextPc && *nextPc != fallThrough) {
            // Not a branch, and the next instruction is not the following one: an exception
            // (SVC, an interrupt, a fault) was taken after it.
            enterException(next, kExceptionEntry);
        }
        break;
    }
    return cycles + issue;
}

} // namespace rb
