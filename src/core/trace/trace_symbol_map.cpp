// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/trace_symbol_map.h"

#include <algorithm>

namespace rb {

void TraceSymbolMap::add(TraceFunction f)
{
    f.start &= ~quint32(1);
    m_functions.push_back(std::move(f));
}

void TraceSymbolMap::addSection(quint32 start, quint32 size)
{
    if (size == 0)
        return;
    m_sections.push_back({start, size});
    std::sort(m_sections.begin(), m_sections.end(),
              [](const Section &a, const Section &b) { return a.start < b.start; });
}

int TraceSymbolMap::sectionAt(quint32 pc) const
{
    for (std::size_t i = 0; i < m_sections.size(); ++i)
        if (pc >= m_sections[i].start && pc - m_sections[i].start < m_sections[i].size)
            return int(i);
    return -1;
}

void TraceSymbolMap::finish()
{
    std::stable_sort(
        m_functions.begin(), m_functions.end(),
        [](const TraceFunction &a, const TraceFunction &b) { return a.start < b.start; });
    // Aliases (several symbols at one address, e.g. PendSV_Handler defined with --defsym as
    // the kernel's own handler) are one function: the last name, the largest size.
    std::vector<TraceFunction> merged;
    for (TraceFunction &f : m_functions) {
        if (!merged.empty() && merged.back().start == f.start) {
            TraceFunction &m = merged.back();
            f.size = std::max(f.size, m.size);
            if (f.file.isEmpty()) {
                f.file = m.file;
                f.layer = m.layer;
            }
            m = std::move(f);
            continue;
        }
        merged.push_back(std::move(f));
    }
    m_functions = std::move(merged);
    for (std::size_t i = 0; i < m_functions.size(); ++i)
        if (m_functions[i].size == 0)
            m_functions[i].size = spanEnd(int(i)) - m_functions[i].start;
}

quint32 TraceSymbolMap::spanEnd(int index) const
{
    const TraceFunction &f = m_functions[std::size_t(index)];
    const int sec = sectionAt(f.start);
    quint32 end = sec >= 0 ? m_sections[std::size_t(sec)].start + m_sections[std::size_t(sec)].size
                           : f.start + std::max<quint32>(f.size, 1);
    if (std::size_t(index) + 1 < m_functions.size()) {
        const quint32 next = m_functions[std::size_t(index) + 1].start;
        if (sec < 0 || next < end)
            end = next;
    }
    return end;
}

int TraceSymbolMap::indexAt(quint32 pc) const
{
    auto it = std::upper_bound(m_functions.begin(), m_functions.end(), pc,
                               [](quint32 v, const TraceFunction &f) { return v < f.start; });
    if (it == m_functions.begin())
        return -1;
    --it;
    const int index = int(it - m_functions.begin());
    if (!m_sections.empty()) {
        // The nearest preceding symbol, in the same code section.
        const int sec = sectionAt(pc);
        return sec >= 0 && sectionAt(it->start) == sec ? index : -1;
    }
    // Without sections: up to the next symbol; the last one to its size.
    if (std::size_t(index) + 1 < m_functions.size() ||
        pc - it->start < std::max<quint32>(it->size, 1))
        return index;
    return -1;
}

int TraceSymbolMap::indexOf(const QString &name) const
{
    for (std::size_t i = 0; i < m_functions.size(); ++i)
        if (m_functions[i].name == name)
            return int(i);
    return -1;
}

QSet<quint32> TraceSymbolMap::handlerEntries() const
{
    QSet<quint32> out;
    for (const TraceFunction &f : m_functions)
        if (f.name.endsWith(QLatin1String("Handler")) ||
            f.name.endsWith(QLatin1String("_handler")) || f.name.endsWith(QLatin1String("_isr")))
            out.insert(f.start);
    return out;
}

QString TraceSymbolMap::layerOf(const QString &file, const QString &name)
{
    const QString layer = layerOfFile(file);
    if (layer == QLatin1String("kernel") && name.contains(QLatin1String("rtosbench_embassy")) &&
        QString(file)
            .replace(QLatin1Char('\\'), QLatin1Char('/'))
            .contains(QLatin1String("/embassy-executor-")))
        return QStringLiteral("harness");
    return layer;
}

QString TraceSymbolMap::layerOfFile(const QString &file)
{
    if (file.isEmpty() || file.startsWith(QLatin1String("??")))
        return QStringLiteral("unknown");
    const QString f = QString(file).replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (f.contains(QLatin1String("/newlib/")) || f.contains(QLatin1String("/libgcc/")) ||
        f.contains(QLatin1String("/libc/")))
        return QStringLiteral("libc");
    if (f.contains(QLatin1String("/firmware/adapters/")))
        return QStringLiteral("adapter");
    if (f.contains(QLatin1String("/firmware/harness/"))) {
        // The adapters' shared layer (issue 33) lives beside the harness but is the adapters'
        // code: what rb_adapter_common.h expands or inlines into a window (the ISR wrapper, the
        // slot claim, the priority clamp, the ms-to-ticks conversion) is the adapter's share.
        const QString name = f.section(QLatin1Char('/'), -1);
        if (name == QLatin1String("rb_adapter_common.h") ||
            name == QLatin1String("rb_adapter_common.c"))
            return QStringLiteral("adapter");
        return QStringLiteral("harness");
    }
    if (f.contains(QLatin1String("/firmware/ports/")))
        return QStringLiteral("port");
    // embassy's harness and port in Rust (firmware/embassy/src, built from its copy in the
    // build tree, DIR/embassy-crate/src): it has no adapter layer (its cases call embassy
    // directly). Its port is the board's code: port.rs, board_gd32.rs and the SysTick driver.
    if (f.contains(QLatin1String("/embassy-crate/src/")) ||
        f.contains(QLatin1String("/firmware/embassy/src/"))) {
        const QString name = f.section(QLatin1Char('/'), -1);
        if (name == QLatin1String("port.rs") || name == QLatin1String("board_gd32.rs") ||
            name == QLatin1String("time_driver.rs"))
            return QStringLiteral("port");
        return QStringLiteral("harness");
    }
    // Rust's own library (core, built with -Zbuild-std, and compiler_builtins): the language's
    // runtime, as newlib and libgcc are C's.
    if (f.contains(QLatin1String("/rustlib/src/rust/library/")) ||
        f.contains(QLatin1String("/compiler_builtins-")))
        return QStringLiteral("libc");
    return QStringLiteral("kernel");
}

} // namespace rb
