/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rtosbench's QEMU TCG plugin (docs/explain.md, "The trace"): tells the host every executed
 * guest instruction, in execution order, through QEMU's log (-d plugin -D FILE). It replaces
 * -singlestep -d exec,nochain: blocks are translated and chained as in a normal run.
 *
 * The stream is text, NUL-free (qemu_plugin_outs takes a C string), in fixed-width records of
 * lower-case hex fields, each but the short "e" ending in '\n' (acq/trace_runner.h,
 * TraceStreamDecoder, reads it): "T" ID(8) N(3)                one translation of a block, numbered
 * from 0, of N instructions, followed by its N instructions in order: "I" PC(8) HW1(4) HW2(4) L(1)
 * an instruction: its address and code, L = 2 (HW1), 4 (HW1 HW2) or 0 (no code: QEMU handed fewer
 * bytes than one instruction) "E" ID(8) N(3)                an execution of translation ID: its
 * first N instructions ran; "e" V(3)                      the same, short (ID < 4096 and N < 64,
 * most executions): V = ID * 64 + N in 3 base-64 digits, each '0' + its value, most significant
 * first, no '\n' (4 bytes instead of 13). Each block's translation comes before its first
 * execution. The host expands an "E" record into the block's first N addresses.
 *
 * Exactness: a block is straight-line code, so what ran of it is always its first N
 * instructions, but not always all of them: an exception taken inside it (a fault) or, under
 * -icount, an I/O access that is not the block's last instruction (cpu_io_recompile, which
 * re-runs that one instruction in a block instrumented for memory accesses only, then goes on
 * in a new block) leave it early. N is therefore not the block's size but counted: every
 * instruction adds one to a counter with an inline operation (no call) at the point where an
 * execution callback on it would run, before it executes, and each block's execution callback
 * writes the previous execution's record with the counter's difference. Every instruction is
 * counted exactly as the per-instruction callbacks of the previous version counted it: an
 * instruction re-executed after a mid-block I/O access once, a faulting one once. The last
 * execution is written at QEMU's exit, and before each translation (all instructions before a
 * translation have run), so that an instruction's code reaches the host before it is seen run.
 * Records are buffered and written in blocks of about 1 MiB; the rest at QEMU's exit. The plugin
 * takes no arguments and refuses any: the log file is QEMU's own -D, opened by QEMU.
 */
#include "rb_qemu_plugin_api.h"

#include <string.h>

RB_PLUGIN_EXPORT int qemu_plugin_version = RB_QEMU_PLUGIN_API_VERSION;

enum {
    kBlockBytes = 13,       /* "T0000002a005\n", "E0000002a003\n" */
    kInsnBytes = 19,        /* "I0800000cf000e8014\n" */
    kBufferBytes = 1 << 20, /* flushed when a record might not fit */
    kMaxInsns = 0xfff       /* N's 3 hex digits (QEMU translates at most 512) */
};

static char g_buffer[kBufferBytes + 1];
static size_t g_used;
static const char g_hex[] = "0123456789abcdef";

/* Executed instructions (the inline counter) and the execution not yet written. */
static uint64_t g_executed;
static uint64_t g_pending_from;
static uint32_t g_pending_id;
static int g_pending;
static uint32_t g_next_id;

static void flush(void)
{
    if (g_used == 0)
        return;
    g_buffer[g_used] = '\0';
    qemu_plugin_outs(g_buffer);
    g_used = 0;
}

static char *reserve(size_t bytes)
{
    if (g_used + bytes > kBufferBytes)
        flush();
    char *l = g_buffer + g_used;
    g_used += bytes;
    return l;
}

static char *put_hex(char *l, uint32_t v, int digits)
{
    for (int i = 0; i < digits; ++i)
        l[i] = g_hex[(v >> (4 * (digits - 1 - i))) & 0xf];
    return l + digits;
}

static void put_block(char kind, uint32_t id, uint32_t n)
{
    char *l = reserve(kBlockBytes);
    l[0] = kind;
    put_hex(l + 1, id, 8);
    put_hex(l + 9, n, 3);
    l[12] = '\n';
}

/* The last execution's record: the instructions counted since its block began. */
static void write_pending(void)
{
    if (!g_pending)
        return;
    g_pending = 0;
    const uint64_t n = g_executed - g_pending_from;
    if (n == 0)
        return;
    if (g_pending_id < 4096 && n < 64) {
        const uint32_t v = (g_pending_id << 6) | (uint32_t)n;
        char *l = reserve(4);
        l[0] = 'e';
        l[1] = (char)('0' + (v >> 12));
        l[2] = (char)('0' + ((v >> 6) & 63));
        l[3] = (char)('0' + (v & 63));
    } else {
        put_block('E', g_pending_id, (uint32_t)n);
    }
}

static void on_tb_exec(unsigned int vcpu_index, void *userdata)
{
    (void)vcpu_index;
    write_pending();
    g_pending_id = (uint32_t)(uintptr_t)userdata;
    g_pending_from = g_executed;
    g_pending = 1;
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

static void put_insn(uint32_t pc, const unsigned char *bytes, size_t size)
{
    const uint32_t hw1 = size >= 2 ? (uint32_t)bytes[0] | ((uint32_t)bytes[1] << 8) : 0;
    const uint32_t hw2 = size >= 4 ? (uint32_t)bytes[2] | ((uint32_t)bytes[3] << 8) : 0;
    char *l = reserve(kInsnBytes);
    l[0] = 'I';
    put_hex(l + 1, pc, 8);
    put_hex(l + 9, hw1, 4);
    put_hex(l + 13, hw2, 4);
    l[17] = g_hex[size];
    l[18] = '\n';
}

static void on_translate(rb_qemu_plugin_id id, struct qemu_plugin_tb *tb)
{
    size_t n = qemu_plugin_tb_n_insns(tb);
    (void)id;
    if (n > kMaxInsns)
        n = kMaxInsns; /* never under QEMU 7.2; the rest would run uncounted, not miscounted */
    /* Everything executed so far has finished: its record goes before this block's code. */
    write_pending();
    const uint32_t block = g_next_id++;
    put_block('T', block, (uint32_t)n);
    for (size_t i = 0; i < n; ++i) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        const unsigned char *data = qemu_plugin_insn_data(insn);
        put_insn((uint32_t)qemu_plugin_insn_vaddr(insn), data,
                 thumb_length(data, qemu_plugin_insn_size(insn)));
        qemu_plugin_register_vcpu_insn_exec_inline(insn, RB_QEMU_PLUGIN_INLINE_ADD_U64, &g_executed,
                                                   1);
    }
    qemu_plugin_register_vcpu_tb_exec_cb(tb, on_tb_exec, RB_QEMU_PLUGIN_CB_NO_REGS,
                                         (void *)(uintptr_t)block);
}

static void on_qemu_exit(rb_qemu_plugin_id id, void *userdata)
{
    (void)id;
    (void)userdata;
    write_pending();
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
