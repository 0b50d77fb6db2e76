// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>
#include <QtGlobal>

#include <vector>

namespace rb {

// One function of a firmware ELF: its address range (Thumb bit cleared), its name from the
// symbol table, the source file of its first instruction (from the DWARF line table, "" when the
// ELF has no debug information for it) and the layer that file belongs to.
struct TraceFunction {
    quint32 start = 0;
    quint32 size = 0;
    QString name;
    QString file;
    QString layer; // kernel | adapter | harness | port | libc | unknown
};

// The functions of a firmware ELF, looked up by address (sorted, binary search).
//
// Every executed instruction goes to a function: the nearest preceding symbol of the same code
// section. Assembly labels often have no size (or a wrong one: a --defsym alias keeps the size
// of the weak default it replaces), so a symbol's size does not bound it; the next symbol or
// the end of its section does (docs/explain.md).
class TraceSymbolMap {
public:
    void add(TraceFunction f);
    void clearFunctions() { m_functions.clear(); }
    // A code section (alloc, executable) of the ELF. Without any, a symbol runs to the next
    // one, and the last to its size.
    void addSection(quint32 start, quint32 size);
    // Sorts the functions, keeps one of several symbols at the same address (aliases: the
    // largest size, the last name in order) and gives every function without a size the
    // distance to the next symbol or the end of its section.
    void finish();
    // Index of the function holding pc: the nearest symbol at or before pc in the same code
    // section; -1 when there is none (before the first symbol, outside every code section).
    int indexAt(quint32 pc) const;
    // The end of function index's span (where the next symbol or its section begins).
    quint32 spanEnd(int index) const;
    const TraceFunction &function(int index) const { return m_functions[std::size_t(index)]; }
    int size() const { return int(m_functions.size()); }
    // The first function of that name, -1 when there is none.
    int indexOf(const QString &name) const;
    // The entries of the functions named as exception handlers (...Handler, ..._handler,
    // ..._isr): what the cycle model knows as handlers before it sees them taken.
    QSet<quint32> handlerEntries() const;

    // The layer of a source file of the firmware: adapter, harness or port (by the firmware
    // tree's directories), libc (newlib, libgcc), kernel (any other source file: the kernel
    // tree the firmware was built from), unknown (no file: no debug information).
    static QString layerOfFile(const QString &file);
    // The layer of a function: its file's, except embassy's generic code instantiated for one
    // of our Rust harness's tasks (embassy-executor's TaskStorage<our task>::poll, named with
    // rtosbench_embassy in its mangled name), into which the compiler inlines the task's body,
    // stamps included: harness.
    static QString layerOf(const QString &file, const QString &name);

private:
    // Index of the code section holding pc, -1 when none does.
    int sectionAt(quint32 pc) const;

    std::vector<TraceFunction> m_functions;
    struct Section {
        quint32 start = 0;
        quint32 size = 0;
    };
    std::vector<Section> m_sections;
};

} // namespace rb
