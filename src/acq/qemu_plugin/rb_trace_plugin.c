/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rtosbench's QEMU TCG plugin (docs/explain.md, "The trace"): writes the address of every
 * executed guest instruction, in execution order, to QEMU's log (-d plugin -D FILE), one line
 * each, "Trace [/PC]" with PC in 8 hex digits: the PC field of QEMU's own exec log line
 * ("Trace 0: HOST [CS_BASE/PC/FLAGS/CFLAGS] SYMBOL"), so one parser reads both
 * (core/trace/window_attributor.h). It replaces -singlestep -d exec,nochain: blocks are
 * translated and chained as in a normal run, and each instruction calls back once when it
 * executes. An instruction re-executed after a mid-block I/O access under -icount is
 * instrumented once only (QEMU re-runs it in a block instrumented for memory accesses only), so
 * there is no "rewound" line to cancel. Each translated instruction is also described once per
 * translation, before it executes, by a line "Code [/PC/HW1]" or "Code [/PC/HW1HW2]" (its
 * halfwords in 4 hex digits each: the code the Cortex-M3 cycle model decodes,
 * core/trace/cortex_m3_cycle_model.h); readers of the PCs skip it. The lines are buffered and
 * written in large blocks; the rest at QEMU's exit. The plugin takes no arguments and refuses any:
 * the log file is QEMU's own -D, opened by QEMU.
 */
#include "rb_qemu_plugin_api.h"

#include <string.h>

RB_PLUGIN_EXPORT int qemu_plugin_version = RB_QEMU_PLUGIN_API_VERSION;

enum {
    kLineBytes = 18,    /* "Trace [/0123abcd]\n" */
    kMaxLineBytes = 32, /* "Code [/0123abcd/01234567]\n" fits */
    kBufferBytes = (1 << 16) * kLineBytes
};

static char g_buffer[kBufferBytes + 1];
static size_t g_used;
static const char g_hex[] = "0123456789abcdef";

static void flush(void)
{
    if (g_used == 0)
        return;
    g_buffer[g_used] = '\0';
    qemu_plugin_outs(g_buffer);
    g_used = 0;
}

static char *put_hex(char *l, uint32_t v, int digits)
{
    for (int i = 0; i < digits; ++i)
        l[i] = g_hex[(v >> (4 * (digits - 1 - i))) & 0xf];
    return l + digits;
}

static void on_exec(unsigned int vcpu_index, void *userdata)
{
    const uint32_t pc = (uint32_t)(uintptr_t)userdata;
    char *l = g_buffer + g_used;
    (void)vcpu_index;
    memcpy(l, "Trace [/", 8);
    put_hex(l + 8, pc, 8);
    l[16] = ']';
    l[17] = '\n';
    g_used += kLineBytes;
    if (g_used + kMaxLineBytes > kBufferBytes)
        flush();
}

/* "Code [/PC/HW1]" or "Code [/PC/HW1HW2]": the instruction's halfwords (little-endian bytes). */
static void put_code(uint32_t pc, const unsigned char *bytes, size_t size)
{
    char *l = g_buffer + g_used;
    memcpy(l, "Code [/", 7);
    l = put_hex(l + 7, pc, 8);
    *l++ = '/';
    for (size_t h = 0; h + 1 < size; h += 2)
        l = put_hex(l, (uint32_t)bytes[h] | ((uint32_t)bytes[h + 1] << 8), 4);
    *l++ = ']';
    *l++ = '\n';
    g_used = (size_t)(l - g_buffer);
    if (g_used + kMaxLineBytes > kBufferBytes)
        flush();
}

/* The instruction's length from its first halfword (Thumb-2: 0b11101, 0b11110 and 0b11111 in
 * bits 15..11 begin a 32-bit instruction), 0 when the data is shorter. QEMU 7.2 hands the plugin
 * more bytes than the instruction for a 32-bit instruction near the end of a page: the next
 * halfword it reads to see whether that one crosses the page (6 bytes at 0x...3fa). */
static size_t thumb_length(const unsigned char *bytes, size_t size)
{
    if (size < 2)
        return 0;
    const unsigned hw1 = (unsigned)bytes[0] | ((unsigned)bytes[1] << 8);
    const size_t length = (hw1 >> 11) >= 0x1du ? 4 : 2;
    return length <= size ? length : 0;
}

static void on_translate(rb_qemu_plugin_id id, struct qemu_plugin_tb *tb)
{
    const size_t n = qemu_plugin_tb_n_insns(tb);
    (void)id;
    for (size_t i = 0; i < n; ++i) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        const uintptr_t pc = (uintptr_t)(uint32_t)qemu_plugin_insn_vaddr(insn);
        const unsigned char *data = qemu_plugin_insn_data(insn);
        const size_t size = thumb_length(data, qemu_plugin_insn_size(insn));
        if (size != 0)
            put_code((uint32_t)pc, data, size);
        qemu_plugin_register_vcpu_insn_exec_cb(insn, on_exec, RB_QEMU_PLUGIN_CB_NO_REGS,
                                               (void *)pc);
    }
}

static void on_qemu_exit(rb_qemu_plugin_id id, void *userdata)
{
    (void)id;
    (void)userdata;
    flush();
}

int qemu_plugin_install(rb_qemu_plugin_id id, const struct rb_qemu_info *info, int argc,
                        char **argv)
{
    (void)argv;
    if (argc != 0 || !info || !info->system_emulation)
        return 1; /* no arguments; the virtual board only (system emulation) */
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_qemu_exit, NULL);
    return 0;
}
