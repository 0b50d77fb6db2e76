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
 * there is no "rewound" line to cancel. The lines are buffered and written in large blocks;
 * the rest at QEMU's exit. The plugin takes no arguments and refuses any: the log file is
 * QEMU's own -D, opened by QEMU.
 */
#include "rb_qemu_plugin_api.h"

#include <string.h>

RB_PLUGIN_EXPORT int qemu_plugin_version = RB_QEMU_PLUGIN_API_VERSION;

enum { kLineBytes = 18 /* "Trace [/0123abcd]\n" */, kBufferLines = 1 << 16 };

static char g_buffer[kBufferLines * kLineBytes + 1];
static size_t g_used;

static void flush(void)
{
    if (g_used == 0)
        return;
    g_buffer[g_used] = '\0';
    qemu_plugin_outs(g_buffer);
    g_used = 0;
}

static void on_exec(unsigned int vcpu_index, void *userdata)
{
    static const char hex[] = "0123456789abcdef";
    const uint32_t pc = (uint32_t)(uintptr_t)userdata;
    char *l = g_buffer + g_used;
    (void)vcpu_index;
    memcpy(l, "Trace [/", 8);
    for (int i = 0; i < 8; ++i)
        l[8 + i] = hex[(pc >> (28 - 4 * i)) & 0xf];
    l[16] = ']';
    l[17] = '\n';
    g_used += kLineBytes;
    if (g_used == kBufferLines * kLineBytes)
        flush();
}

static void on_translate(rb_qemu_plugin_id id, struct qemu_plugin_tb *tb)
{
    const size_t n = qemu_plugin_tb_n_insns(tb);
    (void)id;
    for (size_t i = 0; i < n; ++i) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        const uintptr_t pc = (uintptr_t)(uint32_t)qemu_plugin_insn_vaddr(insn);
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
