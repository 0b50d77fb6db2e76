@ SPDX-License-Identifier: GPL-3.0-or-later
@ tests/acq/tst_cycle_model_qemu: instruction sequences whose Cortex-M3 cycle counts follow from
@ the TRM (docs/cycle-model.md), run on the netduino2 virtual board with our plugin. Each
@ sequence runs from its label seq_NAME to seq_NAME_end (excluded), exceptions taken in between
@ included; the test gives each sum, worked out. A NOP before each sequence: nothing pipelines
@ into it. Linked at 0x08000000 with the vector table first.
    .syntax unified
    .cpu cortex-m3
    .thumb
    .text
    .word 0x20001000          @ initial SP
    .word reset + 1           @ reset
    .rept 9
    .word fault + 1           @ NMI .. reserved
    .endr
    .word svc_handler + 1     @ 11: SVC
    .rept 4
    .word fault + 1           @ 12 .. 15
    .endr
    .word irq0_handler + 1    @ 16: IRQ 0
    .word irq1_handler + 1    @ 17: IRQ 1

    .thumb_func
    .global reset
reset:
    ldr  r1, =ptr             @ r1 -> ptr, which holds the address of val
    ldr  r3, =buf
    movs r0, #0               @ Z set: the BNE below is not taken
    nop
    .global seq_nops
seq_nops:
    nop
    nop
    nop
    nop
    .global seq_nops_end
seq_nops_end:
    nop
    .global seq_dep
seq_dep:
    ldr  r0, [r1]             @ r0 = &val
    ldr  r2, [r0]             @ its address is the load's result
    .global seq_dep_end
seq_dep_end:
    nop
    .global seq_indep
seq_indep:
    ldr  r0, [r1]
    ldr  r2, [r3]
    ldr  r4, [r3, #4]
    .global seq_indep_end
seq_indep_end:
    nop
    .global seq_ldm4
seq_ldm4:
    ldmia.w r3, {r4-r7}
    .global seq_ldm4_end
seq_ldm4_end:
    nop
    .global seq_ldm8
seq_ldm8:
    ldmia.w r3, {r4-r11}
    .global seq_ldm8_end
seq_ldm8_end:
    nop
    .global seq_b
seq_b:
    b    seq_b_end
    nop
    .global seq_b_end
seq_b_end:
    nop
    .global seq_bne
seq_bne:
    bne  fault
    .global seq_bne_end
seq_bne_end:
    nop
    .global seq_call
seq_call:
    bl   leaf
    .global seq_call_end
seq_call_end:
    nop
    .global seq_call2
seq_call2:
    bl   framed
    .global seq_call2_end
seq_call2_end:
    nop
    .global seq_pushpop
seq_pushpop:
    push {r4-r11}
    pop  {r4-r11}
    .global seq_pushpop_end
seq_pushpop_end:
    nop
    .global seq_svc
seq_svc:
    svc  #0
    .global seq_svc_end
seq_svc_end:
    @ Two interrupts of the same priority pended while masked: unmasking takes IRQ 0, whose
    @ return tail-chains into IRQ 1.
    cpsid i
    ldr  r0, =0xe000e100      @ NVIC_ISER0
    movs r2, #3
    str  r2, [r0]
    ldr  r0, =0xe000e200      @ NVIC_ISPR0
    str  r2, [r0]
    nop
    .global seq_chain
seq_chain:
    cpsie i
    .global seq_chain_end
seq_chain_end:
    nop
    @ A 32-bit instruction 6 bytes before a 1 KiB boundary (QEMU's page): QEMU 7.2 gives the
    @ plugin 6 bytes for it, its own look at the next halfword included, which the plugin must
    @ cut to the instruction's 4 (seen in FreeRTOS's prvAddCurrentTaskToDelayedList at 0x...bfa).
    b.w  seq_page_pre
    .balign 1024
    .space 1014, 0
seq_page_pre:
    nop
    nop
    .global seq_page
seq_page:
    ldr.w r0, [r3]
    .global seq_page_end
seq_page_end:
    nop
    movs r0, #0x18            @ SYS_EXIT
    ldr  r1, =0x20026         @ ADP_Stopped_ApplicationExit
    bkpt 0xab

    .thumb_func
leaf:
    bx   lr
    .thumb_func
framed:
    push {r4, lr}
    pop  {r4, pc}
    .thumb_func
    .global svc_handler
svc_handler:
    bx   lr
    .thumb_func
    .global irq0_handler
irq0_handler:
    bx   lr
    .thumb_func
    .global irq1_handler
irq1_handler:
    bx   lr
    .thumb_func
fault:
    b    fault
    .ltorg
    .align 2
ptr:
    .word val
val:
    .word 0
buf:
    .word 1, 2, 3, 4, 5, 6, 7, 8
