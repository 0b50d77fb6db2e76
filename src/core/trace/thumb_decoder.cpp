// SPDX-License-Identifier: GPL-3.0-or-later
// The encodings are those of the ARMv7-M Architecture Reference Manual (ARM DDI 0403), chapter
// A5 "The Thumb Instruction Set Encoding"; the classes are those of the Cortex-M3 TRM's table
// of cycle counts (docs/cycle-model.md).
#include "core/trace/thumb_decoder.h"

namespace rb {
namespace {

using Kind = ThumbInsn::Kind;

quint16 bit(int r)
{
    return quint16(1u << (r & 15));
}

quint32 signExtend(quint32 v, int bits)
{
    const quint32 m = 1u << (bits - 1);
    return (v ^ m) - m;
}

// A register written by a data-processing instruction: the PC makes it a branch.
void writes(ThumbInsn &i, int rd)
{
    if (rd == 15)
        i.writesPc = true;
    else
        i.writtenRegs |= bit(rd);
}

ThumbInsn load(int size, int rt, quint16 address, Kind kind = Kind::Load)
{
    ThumbInsn i;
    i.kind = kind;
    i.size = size;
    i.addressRegs = address;
    if (kind == Kind::Load)
        writes(i, rt);
    if (i.writesPc)
        i.exceptionReturnForm = true;
    return i;
}

ThumbInsn decode16(quint32 pc, quint16 h)
{
    ThumbInsn i;
    i.kind = Kind::DataProcessing;
    const int top5 = h >> 11;
    if (top5 <= 0x03) { // LSL, LSR, ASR (imm), ADD/SUB (reg, imm3)
        writes(i, h & 7);
    } else if (top5 <= 0x07) { // MOV, CMP, ADD, SUB (imm8)
        if (top5 != 0x05)
            writes(i, (h >> 8) & 7);
    } else if ((h >> 10) == 0x10) { // data processing (register)
        const int op = (h >> 6) & 0xf;
        if (op == 0xd)
            i.kind = Kind::Mul;
        if (op != 0x8 && op != 0xa && op != 0xb) // TST, CMP, CMN write nothing
            writes(i, h & 7);
    } else if ((h >> 10) == 0x11) { // special data processing, BX, BLX
        const int op = (h >> 8) & 3;
        const int rd = ((h >> 4) & 8) | (h & 7);
        const int rm = (h >> 3) & 0xf;
        if (op == 3) {
            i.kind = (h & 0x80) ? Kind::CallReg : Kind::BranchReg;
            i.exceptionReturnForm = !(h & 0x80) && rm == 14;
        } else if (op != 1) { // ADD, MOV (CMP writes nothing)
            writes(i, rd);
            if (i.writesPc)
                i.kind = Kind::BranchReg;
        }
    } else if (top5 == 0x09) { // LDR (literal)
        i = load(2, (h >> 8) & 7, bit(15));
        i.pcRelative = true;
    } else if ((h >> 12) == 0x5) { // load/store (register offset)
        const int opb = (h >> 9) & 7;
        const quint16 addr = bit((h >> 3) & 7) | bit((h >> 6) & 7);
        i = load(2, h & 7, addr, opb <= 2 ? Kind::Store : Kind::Load);
    } else if ((h >> 13) == 0x3 || (h >> 12) == 0x8) { // LDR/STR(B) imm5, LDRH/STRH imm5
        i = load(2, h & 7, bit((h >> 3) & 7), (h & 0x800) ? Kind::Load : Kind::Store);
    } else if ((h >> 12) == 0x9) { // LDR/STR SP-relative
        i = load(2, (h >> 8) & 7, bit(13), (h & 0x800) ? Kind::Load : Kind::Store);
    } else if ((h >> 12) == 0xa) { // ADR, ADD (SP plus immediate)
        writes(i, (h >> 8) & 7);
    } else if ((h >> 12) == 0xb) {    // miscellaneous
        if ((h & 0x0500) == 0x0100) { // CBZ, CBNZ
            i.kind = Kind::Branch;
            i.conditional = true;
            i.hasTarget = true;
            i.target = pc + 4 + ((((h >> 9) & 1) << 6) | (((h >> 3) & 0x1f) << 1));
        } else if ((h & 0x0e00) == 0x0400) { // PUSH
            i.kind = Kind::StoreMultiple;
            i.registers = __builtin_popcount(h & 0xff) + ((h >> 8) & 1);
            i.addressRegs = bit(13);
            i.writtenRegs = bit(13);
        } else if ((h & 0x0e00) == 0x0c00) { // POP
            i.kind = Kind::LoadMultiple;
            i.registers = __builtin_popcount(h & 0xff) + ((h >> 8) & 1);
            i.writtenRegs = quint16((h & 0xff) | bit(13));
            i.addressRegs = bit(13);
            i.writesPc = (h >> 8) & 1;
            i.exceptionReturnForm = i.writesPc;
        } else if ((h & 0xffe8) == 0xb660) { // CPSIE, CPSID
            i.kind = Kind::SpecialReg;
        } else if ((h & 0x0f00) == 0x0e00) {
            i.kind = Kind::Breakpoint;
        } else if ((h & 0x0f00) == 0x0f00) {
            i.kind = (h & 0xf) ? Kind::It : Kind::Hint;
        } else if ((h & 0x0f00) == 0x0000) { // ADD/SUB SP, SP, #imm
            i.writtenRegs = bit(13);
        } else { // SXTH, SXTB, UXTH, UXTB, REV, REV16, REVSH
            writes(i, h & 7);
        }
    } else if ((h >> 12) == 0xc) { // STM, LDM
        const int rn = (h >> 8) & 7;
        i.kind = (h & 0x800) ? Kind::LoadMultiple : Kind::StoreMultiple;
        i.registers = __builtin_popcount(h & 0xff);
        i.addressRegs = bit(rn);
        i.writtenRegs = quint16(i.kind == Kind::LoadMultiple ? (h & 0xff) | bit(rn) : bit(rn));
    } else if ((h >> 12) == 0xd) { // B<c>, SVC, UDF
        const int cond = (h >> 8) & 0xf;
        if (cond == 0xf) {
            i.kind = Kind::Svc;
        } else if (cond == 0xe) {
            i.kind = Kind::Other;
        } else {
            i.kind = Kind::Branch;
            i.conditional = true;
            i.hasTarget = true;
            i.target = pc + 4 + signExtend(quint32(h & 0xff) << 1, 9);
        }
    } else if (top5 == 0x1c) { // B
        i.kind = Kind::Branch;
        i.hasTarget = true;
        i.target = pc + 4 + signExtend(quint32(h & 0x7ff) << 1, 12);
    } else {
        i.kind = Kind::Other;
    }
    return i;
}

ThumbInsn decodeBranchMisc(quint32 pc, quint16 h1, quint16 h2)
{
    ThumbInsn i;
    i.size = 4;
    const int op = (h1 >> 4) & 0x7f;
    const bool j1 = h2 & 0x2000, j2 = h2 & 0x0800;
    const quint32 s = (h1 >> 10) & 1;
    if ((h2 & 0x5000) == 0x0000 && (op & 0x38) != 0x38) { // B<c>.W (T3)
        i.kind = Kind::Branch;
        i.conditional = true;
        i.hasTarget = true;
        const quint32 imm = (s << 20) | (quint32(j2) << 19) | (quint32(j1) << 18) |
                            (quint32(h1 & 0x3f) << 12) | (quint32(h2 & 0x7ff) << 1);
        i.target = pc + 4 + signExtend(imm, 21);
        return i;
    }
    if ((h2 & 0x5000) == 0x0000) { // MSR, hints, CPS, barriers, MRS
        if (op == 0x38 || op == 0x39 || op == 0x3e || op == 0x3f) {
            i.kind = Kind::SpecialReg;
            if (op >= 0x3e)
                i.writtenRegs = bit((h2 >> 8) & 0xf); // MRS
        } else if (op == 0x3a) {
            i.kind = (h2 & 0x0700) ? Kind::SpecialReg : Kind::Hint; // CPS.W or NOP.W/WFI.W
        } else if (op == 0x3b) {
            const int o = (h2 >> 4) & 0xf;
            i.kind = o == 4 || o == 5 ? Kind::Barrier : o == 6 ? Kind::Isb : Kind::Hint;
        } else {
            i.kind = Kind::Other;
        }
        return i;
    }
    // B.W (T4) and BL: the same offset.
    const quint32 i1 = !(j1 ^ bool(s)), i2 = !(j2 ^ bool(s));
    const quint32 imm = (s << 24) | (i1 << 23) | (i2 << 22) | (quint32(h1 & 0x3ff) << 12) |
                        (quint32(h2 & 0x7ff) << 1);
    i.kind = (h2 & 0x4000) ? Kind::Call : Kind::Branch;
    i.hasTarget = true;
    i.target = pc + 4 + signExtend(imm, 25);
    if (i.kind == Kind::Call)
        i.writtenRegs = bit(14);
    return i;
}

ThumbInsn decodeLoadStoreSingle(quint16 h1, quint16 h2)
{
    const int rn = h1 & 0xf, rt = (h2 >> 12) & 0xf;
    quint16 addr = bit(rn);
    const bool regOffset = !(h1 & 0x80) && (h2 & 0x0fc0) == 0 && rn != 15;
    if (regOffset)
        addr |= bit(h2 & 0xf);
    const bool isLoad = h1 & 0x10;
    ThumbInsn i = load(4, rt, addr, isLoad ? Kind::Load : Kind::Store);
    i.pcRelative = rn == 15;
    if (isLoad && rt == 15 && ((h1 >> 5) & 3) != 2) { // PLD and PLI: no register written
        i.writesPc = false;
        i.exceptionReturnForm = false;
    }
    // Write-back (T4 with W, pre/post-indexed): the base is written too.
    if (!(h1 & 0x80) && rn != 15 && (h2 & 0x0800) && (h2 & 0x0100))
        i.writtenRegs |= bit(rn);
    return i;
}

ThumbInsn decode32(quint32 pc, quint16 h1, quint16 h2)
{
    ThumbInsn i;
    i.size = 4;
    const int op1 = (h1 >> 11) & 3;
    const int op2 = (h1 >> 4) & 0x7f;
    if (op1 == 1) {
        if ((op2 & 0x64) == 0x00) { // load/store multiple
            const int rn = h1 & 0xf;
            i.kind = (h1 & 0x10) ? Kind::LoadMultiple : Kind::StoreMultiple;
            i.registers = __builtin_popcount(h2);
            i.addressRegs = bit(rn);
            if (i.kind == Kind::LoadMultiple) {
                i.writesPc = h2 & 0x8000;
                i.exceptionReturnForm = i.writesPc;
                i.writtenRegs = quint16(h2 & 0x7fff);
            }
            if (h1 & 0x20)
                i.writtenRegs |= bit(rn);
        } else if ((op2 & 0x64) == 0x04) { // dual, exclusive, table branch
            const int rn = h1 & 0xf;
            const int o = (h2 >> 4) & 0xf;
            if ((h1 & 0xfff0) == 0xe8d0 && (o == 0 || o == 1)) {
                i.kind = Kind::TableBranch;
                i.addressRegs = bit(rn) | bit(h2 & 0xf);
            } else if ((h1 & 0xffe0) == 0xe840 || (h1 & 0xffe0) == 0xe8c0) { // exclusives
                const bool isLoad = h1 & 0x10;
                i = load(4, (h2 >> 12) & 0xf, bit(rn), isLoad ? Kind::Load : Kind::Store);
                if (!isLoad) // STREX writes its status register
                    i.writtenRegs |= bit((h1 & 0xffe0) == 0xe840 ? (h2 >> 8) & 0xf : h2 & 0xf);
            } else { // LDRD, STRD
                i.kind = (h1 & 0x10) ? Kind::LoadDouble : Kind::StoreDouble;
                i.registers = 2;
                i.addressRegs = bit(rn);
                if (i.kind == Kind::LoadDouble)
                    i.writtenRegs = bit((h2 >> 12) & 0xf) | bit((h2 >> 8) & 0xf);
                i.pcRelative = rn == 15;
            }
        } else if ((op2 & 0x60) == 0x20) { // data processing (shifted register)
            i.kind = Kind::DataProcessing;
            writes(i, (h2 >> 8) & 0xf);
            if (i.writesPc) { // TST, TEQ, CMP, CMN with Rd = 15: nothing written
                i.writesPc = false;
            }
        } else {
            i.kind = Kind::Other; // coprocessor
        }
        return i;
    }
    if (op1 == 2) {
        if (h2 & 0x8000)
            return decodeBranchMisc(pc, h1, h2);
        i.kind = Kind::DataProcessing; // modified or plain binary immediate
        const int rd = (h2 >> 8) & 0xf;
        if (rd != 15)
            i.writtenRegs = bit(rd);
        return i;
    }
    // op1 == 3
    if ((op2 & 0x71) == 0x00 || (op2 & 0x67) == 0x01 || (op2 & 0x67) == 0x03 ||
        (op2 & 0x67) == 0x05) // store single, load byte, load halfword, load word
        return decodeLoadStoreSingle(h1, h2);
    if ((op2 & 0x70) == 0x20) { // data processing (register): shifts, extends, REV, CLZ
        i.kind = Kind::DataProcessing;
        writes(i, (h2 >> 8) & 0xf);
        return i;
    }
    if ((op2 & 0x78) == 0x30) { // multiply, multiply-accumulate
        const int ra = (h2 >> 12) & 0xf;
        const int o = (h1 >> 4) & 7;
        i.kind = o == 0 && ((h2 >> 4) & 3) == 0 && ra == 15 ? Kind::Mul : Kind::MulAcc;
        writes(i, (h2 >> 8) & 0xf);
        return i;
    }
    if ((op2 & 0x78) == 0x38) { // long multiply, divide
        const int o = (h1 >> 4) & 7;
        i.kind = o == 1 || o == 3 ? Kind::Divide : o >= 4 ? Kind::LongMulAcc : Kind::LongMul;
        writes(i, (h2 >> 8) & 0xf);
        if (i.kind != Kind::Divide)
            writes(i, (h2 >> 12) & 0xf);
        return i;
    }
    i.kind = Kind::Other; // coprocessor
    return i;
}

} // namespace

ThumbInsn ThumbDecoder::decode(quint32 pc, quint16 hw1, quint16 hw2)
{
    return is32Bit(hw1) ? decode32(pc, hw1, hw2) : decode16(pc, hw1);
}

} // namespace rb
