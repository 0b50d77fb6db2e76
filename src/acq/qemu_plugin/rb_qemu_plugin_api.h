/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Our own declarations of the part of QEMU's TCG plugin API that rb_trace_plugin.c uses, as
 * documented for QEMU 7.2 (Debian 12's qemu-system-arm): https://www.qemu.org/docs/master/devel/
 * tcg-plugins.html ("TCG Plugins", API reference) and the API version 1 of that release.
 * Debian ships no plugin header; only what we call is declared here, in our own words. QEMU
 * resolves these functions in its own executable when it loads the plugin (dlopen).
 */
#ifndef RB_QEMU_PLUGIN_API_H
#define RB_QEMU_PLUGIN_API_H

#include <stddef.h>
#include <stdint.h>

#define RB_PLUGIN_EXPORT __attribute__((visibility("default")))

/* The API level the plugin is written against: QEMU 7.2 accepts 0 to 1 and refuses a plugin
 * that declares none (the exported int "qemu_plugin_version"). */
#define RB_QEMU_PLUGIN_API_VERSION 1

typedef uint64_t rb_qemu_plugin_id;

/* What QEMU tells the plugin at installation (only valid during qemu_plugin_install). */
struct rb_qemu_info {
    const char *target_name;
    struct {
        int min;
        int cur;
    } version;
    _Bool system_emulation;
    union {
        struct {
            int smp_vcpus;
            int max_vcpus;
        } system;
    };
};

struct qemu_plugin_tb;   /* a translated block (opaque; valid during the translation callback) */
struct qemu_plugin_insn; /* one instruction of it (opaque) */

/* Whether an execution callback touches the CPU's registers: ours does not. */
enum rb_qemu_plugin_cb_flags { RB_QEMU_PLUGIN_CB_NO_REGS = 0 };

typedef void (*rb_qemu_tb_trans_cb)(rb_qemu_plugin_id id, struct qemu_plugin_tb *tb);
typedef void (*rb_qemu_vcpu_udata_cb)(unsigned int vcpu_index, void *userdata);
typedef void (*rb_qemu_udata_cb)(rb_qemu_plugin_id id, void *userdata);

/* Called by QEMU when it loads the plugin; argv holds the "name=value" arguments given after the
 * plugin's path in -plugin. Non-zero refuses the installation (QEMU then stops). */
RB_PLUGIN_EXPORT int qemu_plugin_install(rb_qemu_plugin_id id, const struct rb_qemu_info *info,
                                         int argc, char **argv);

/* Every translation of a block calls cb, which may register callbacks on its instructions. */
void qemu_plugin_register_vcpu_tb_trans_cb(rb_qemu_plugin_id id, rb_qemu_tb_trans_cb cb);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb, size_t index);
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *insn);
/* The instruction's bytes as the guest fetched them (valid during the translation callback; the
 * 7.2 form, which returns a pointer) and their number. */
const void *qemu_plugin_insn_data(const struct qemu_plugin_insn *insn);
size_t qemu_plugin_insn_size(const struct qemu_plugin_insn *insn);
/* cb runs each time the instruction is executed, before it executes. */
void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn *insn, rb_qemu_vcpu_udata_cb cb,
                                            enum rb_qemu_plugin_cb_flags flags, void *userdata);
/* cb runs each time the translated block is executed, before its first instruction. */
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb, rb_qemu_vcpu_udata_cb cb,
                                          enum rb_qemu_plugin_cb_flags flags, void *userdata);
/* An operation QEMU inlines in the translated code (no call): adding imm to the 64-bit value
 * at ptr, the only one of API version 1. */
enum rb_qemu_plugin_op { RB_QEMU_PLUGIN_INLINE_ADD_U64 = 0 };
/* The inline operation runs each time the instruction is executed, before it executes, at the
 * same point as an execution callback registered on it. */
void qemu_plugin_register_vcpu_insn_exec_inline(struct qemu_plugin_insn *insn,
                                                enum rb_qemu_plugin_op op, void *ptr, uint64_t imm);
/* cb runs once when QEMU exits. */
void qemu_plugin_register_atexit_cb(rb_qemu_plugin_id id, rb_qemu_udata_cb cb, void *userdata);
/* Writes a NUL-terminated text to QEMU's log (-D file), when -d plugin is given. */
void qemu_plugin_outs(const char *text);

#endif
