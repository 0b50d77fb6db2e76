// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace rb {

// One ARMv7-M Thumb instruction, classified for the Cortex-M3 cycle model
// (core/trace/cortex_m3_cycle_model.h, docs/cycle-model.md): its timing class, how it changes the
// PC, the registers its address uses and the register it writes. Only what the model needs.
struct ThumbInsn {
    enum class Kind {
        DataProcessing, // MOV, ADD, shifts, logic, compares, extends, bitfields, ADR, REV, CLZ ...
        Mul,            // MUL: 1
        MulAcc,         // MLA, MLS: 2
        LongMul,        // SMULL, UMULL: 3 to 5
        LongMulAcc,     // SMLAL, UMLAL: 4 to 7
        Divide,         // SDIV, UDIV: 2 to 12
        Load,           // LDR, LDRB, LDRH, LDRSB, LDRSH, LDRT..., LDREX, PLD: 2
        Store,          // STR, STRB, STRH, STRT..., STREX: 2
        LoadDouble,     // LDRD: 1+N (N = 2)
        StoreDouble,    // STRD: 1+N (N = 2)
        LoadMultiple,   // LDM, POP: 1+N
        StoreMultiple,  // STM, PUSH: 1+N
        Branch,         // B, B<c>, CBZ, CBNZ (direct target)
        Call,           // BL (direct target)
        BranchReg,      // BX Rm, MOV PC / ADD PC
        CallReg,        // BLX Rm
        TableBranch,    // TBB, TBH: 2+P
        SpecialReg,     // MSR, MRS, CPSIE, CPSID: 1 or 2
        Barrier,        // DMB, DSB: 1+B (B >= 0)
        Isb,            // ISB: 1+B (B >= P)
        It,             // IT: 1 (0 when folded)
        Hint,           // NOP, YIELD, SEV, WFI, WFE (W not modelled), CLREX
        Svc,            // SVC: an exception entry follows
        Breakpoint,     // BKPT (semihosting on the virtual board)
        Other,          // coprocessor, undefined: 1
    };
    Kind kind = Kind::Other;
    int size = 2;             // bytes: 2 or 4
    int registers = 0;        // N of LDM/STM/PUSH/POP/LDRD/STRD (PC and LR included)
    bool writesPc = false;    // a load or data-processing instruction that writes the PC
    bool hasTarget = false;   // Branch, Call: the direct target below
    quint32 target = 0;       // that target (Thumb bit clear)
    bool conditional = false; // B<c>, CBZ, CBNZ: not taken costs 1
    bool pcRelative = false;  // a literal load (LDR Rt, [PC, #imm])
    quint16 addressRegs = 0;  // the registers a load or store's address is computed from (mask)
    quint16 writtenRegs = 0;  // the general registers it writes (mask; the PC excluded)
    bool exceptionReturnForm =
        false; // BX LR, POP/LDM with PC, LDR PC: can return from an exception
};

class ThumbDecoder {
public:
    // hw1: the instruction's first halfword; hw2: the second (ignored when hw1 is 16-bit).
    static ThumbInsn decode(quint32 pc, quint16 hw1, quint16 hw2);
    // Whether a halfword starts a 32-bit instruction.
    static bool is32Bit(quint16 hw1) { return (hw1 >> 11) >= 0x1d; }
};

} // namespace rb
