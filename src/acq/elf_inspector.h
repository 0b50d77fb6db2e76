// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace_symbol_map.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>

#include <optional>

namespace rb {

// What `rtosbench-cli explain` needs to know of a firmware ELF, read with the toolchain's
// binutils (arm-none-eabi-nm, -objdump, -addr2line; never a hand-written ELF/DWARF parser):
// its functions with their source files and layers, the addresses of the timer loads and the
// run function of a case.
class ElfInspector {
    Q_DECLARE_TR_FUNCTIONS(rb::ElfInspector)
public:
    explicit ElfInspector(QString toolPrefix = QStringLiteral("arm-none-eabi-"));

    // Reads the ELF; false on failure, and why in *error (may be nullptr).
    bool inspect(const QString &elf, QString *error);

    const TraceSymbolMap &symbols() const { return m_map; }
    bool hasDebugInfo() const { return m_debugInfo; }
    // Addresses of the loads of the virtual board's timer (TIM2_CNT at 0x40000024): every
    // timestamp (rb_ts) and every published stamp (RB_TS_PUBLISH).
    const QSet<quint32> &timerSites() const { return m_timerSites; }
    // The timer loads in the text of `objdump -d --no-show-raw-insn` (what timerSites() holds):
    // loads through a register holding 0x40000024, moved in by halves (movw/movs/mov of 36,
    // then movt of 0x4000) or loaded from a literal-pool word.
    static QSet<quint32> timerLoads(const QString &disassembly);
    // The run function of case `metric` (rb_case_<metric>.run), nullopt when the case is not in
    // this ELF, and why in *error (may be nullptr).
    std::optional<quint32> caseRunFunction(const QString &metric, QString *error);
    // The setup function of that case (rb_case_<metric>.setup), 0 when it has none; call
    // caseRunFunction first.
    quint32 caseSetupFunction() const { return m_setup; }

private:
    // Runs a binutils program through ToolProcess: its standard output in *out.
    bool tool(const QString &name, const QStringList &args, QString *out, QString *error);
    bool runTool(const QString &program, const QStringList &args, QString *out, QString *error);
    // The program that reads the line table: "" (the prefix's addr2line) or llvm-addr2line for
    // a firmware Clang built.
    QString lineTool(const QString &elf);
    bool readSections(const QString &elf, QString *error);
    bool readSymbols(const QString &elf, QString *error);
    bool readFiles(const QString &elf, QString *error);
    // Runs addr2line -a -i: each address's source file ("" without a line-table line).
    bool addr2line(const QStringList &args, QHash<quint32, QString> *fileAt, QString *error);
    bool readTimerSites(const QString &elf, QString *error);

    QString m_prefix;
    QString m_elf;
    QString m_lineTool;
    TraceSymbolMap m_map;
    QSet<quint32> m_timerSites;
    bool m_debugInfo = false;
    quint32 m_setup = 0;
};

} // namespace rb
