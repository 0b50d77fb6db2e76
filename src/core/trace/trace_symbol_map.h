// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
class TraceSymbolMap {
public:
    void add(TraceFunction f);
    // Sorts the functions and gives every function without a size the distance to the next.
    void finish();
    // Index of the function holding pc, -1 when none does.
    int indexAt(quint32 pc) const;
    const TraceFunction &function(int index) const { return m_functions[std::size_t(index)]; }
    int size() const { return int(m_functions.size()); }
    // The first function of that name, -1 when there is none.
    int indexOf(const QString &name) const;

    // The layer of a source file of the firmware: adapter, harness or port (by the firmware
    // tree's directories), libc (newlib, libgcc), kernel (any other source file: the kernel
    // tree the firmware was built from), unknown (no file: no debug information).
    static QString layerOfFile(const QString &file);

private:
    std::vector<TraceFunction> m_functions;
};

} // namespace rb
