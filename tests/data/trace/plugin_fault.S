@ SPDX-License-Identifier: GPL-3.0-or-later
@ tests/acq/tst_trace_stream: a bare Cortex-M3 program for the netduino2 virtual board whose
@ translated block is left early by an exception. Linked at 0x08000000: the vector table
@ (16 bytes: SP, reset, NMI, HardFault), then reset at 0x08000010. The LDRD from an unaligned
@ address takes a usage fault (UNALIGNED: LDRD always checks its alignment), escalated to
@ HardFault, in the middle of its block: the two adds after it never run. The handler exits
@ through semihosting.
    .syntax unified
    .cpu cortex-m3
    .thumb
    .text
    .word 0x20001000          @ initial SP
    .word reset + 1           @ reset vector (Thumb)
    .word hardfault + 1       @ NMI (unused)
    .word hardfault + 1       @ HardFault
    .thumb_func
    .global reset
reset:
    movs r0, #1               @ 0x08000010
    ldr  r2, =0x20000001      @ 0x08000012: an odd SRAM address
    adds r0, r0, #1           @ 0x08000014
    ldrd r4, r5, [r2]         @ 0x08000016: the usage fault (32-bit)
    adds r0, r0, #1           @ 0x0800001a: never runs
    adds r0, r0, #1           @ 0x0800001c: never runs
    b    .                    @ 0x0800001e
    .thumb_func
hardfault:
    movs r0, #0x18            @ 0x08000020: SYS_EXIT
    ldr  r1, =0x20026         @ 0x08000022: ADP_Stopped_ApplicationExit
    bkpt 0xab                 @ 0x08000024: the semihosting call: QEMU exits
    b    .
    .ltorg
