/* rtosbench: the ARM run-time ABI's memory helpers for Zephyr built by Clang (RB_TOOLCHAIN=clang,
 * Zephyr's llvm toolchain variant; docs/kernels/zephyr.md, "With Clang").
 *
 * Clang lowers block copies and clears (struct assignment, memcpy and memset it inlines or
 * calls) to the RTABI names __aeabi_memcpy{,4,8}, __aeabi_memmove{,4,8}, __aeabi_memset{,4,8}
 * and __aeabi_memclr{,4,8}; GCC calls memcpy/memset. On a bare-metal target they come from the
 * C library (newlib has them) or from compiler-rt's builtins (aeabi_memcpy.S, aeabi_memset.S,
 * ...); Zephyr's minimal libc has none and Debian ships no bare-metal compiler-rt, and
 * arm-none-eabi-gcc's libgcc has none either. These are compiler-rt's entries, written the same
 * way: a tail call of the minimal libc's memcpy, memmove and memset (one branch; __aeabi_memset
 * takes (dest, n, c), memset (dest, c, n)). Built into the Clang image only
 * (adapters/zephyr/app/CMakeLists.txt). */
    .syntax unified
    .thumb
    .text

    .macro rb_aeabi_entry name
    .section .text.\name, "ax", %progbits
    .global \name
    .type \name, %function
    .thumb_func
\name:
    .endm

    rb_aeabi_entry __aeabi_memcpy
    b memcpy
    .size __aeabi_memcpy, . - __aeabi_memcpy
    .global __aeabi_memcpy4
    .global __aeabi_memcpy8
    .set __aeabi_memcpy4, __aeabi_memcpy
    .set __aeabi_memcpy8, __aeabi_memcpy

    rb_aeabi_entry __aeabi_memmove
    b memmove
    .size __aeabi_memmove, . - __aeabi_memmove
    .global __aeabi_memmove4
    .global __aeabi_memmove8
    .set __aeabi_memmove4, __aeabi_memmove
    .set __aeabi_memmove8, __aeabi_memmove

    rb_aeabi_entry __aeabi_memset
    mov r3, r1 /* (dest, n, c) -> (dest, c, n) */
    mov r1, r2
    mov r2, r3
    b memset
    .size __aeabi_memset, . - __aeabi_memset
    .global __aeabi_memset4
    .global __aeabi_memset8
    .set __aeabi_memset4, __aeabi_memset
    .set __aeabi_memset8, __aeabi_memset

    rb_aeabi_entry __aeabi_memclr
    mov r2, r1 /* (dest, n) -> (dest, 0, n) */
    movs r1, #0
    b memset
    .size __aeabi_memclr, . - __aeabi_memclr
    .global __aeabi_memclr4
    .global __aeabi_memclr8
    .set __aeabi_memclr4, __aeabi_memclr
    .set __aeabi_memclr8, __aeabi_memclr
