@ SPDX-License-Identifier: GPL-3.0-or-later
@ tests/acq/tst_trace_plugin: a bare Cortex-M3 program for the netduino2 virtual board whose
@ executed address sequence is known. Linked at 0x08000000: the vector table (8 bytes), then
@ reset at 0x08000008. Each loop iteration loads TIM2_CNT (an I/O access in the middle of a
@ translated block, which QEMU re-executes under -icount), then it exits through semihosting.
    .syntax unified
    .cpu cortex-m3
    .thumb
    .text
    .word 0x20001000          @ initial SP
    .word reset + 1           @ reset vector (Thumb)
    .thumb_func
    .global reset
reset:
    movs r1, #3               @ 0x08000008: three iterations
    ldr  r2, =0x40000024      @ 0x0800000a: TIM2_CNT
loop:
    adds r0, r0, #1           @ 0x0800000c
    ldr  r3, [r2]             @ 0x0800000e: the timer load
    adds r0, r0, #1           @ 0x08000010
    subs r1, r1, #1           @ 0x08000012
    bne  loop                 @ 0x08000014
    movs r0, #0x18            @ 0x08000016: SYS_EXIT
    ldr  r1, =0x20026         @ 0x08000018: ADP_Stopped_ApplicationExit
    bkpt 0xab                 @ 0x0800001a: the semihosting call: QEMU exits
    b    .
    .ltorg
