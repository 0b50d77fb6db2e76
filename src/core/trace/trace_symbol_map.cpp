// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/trace_symbol_map.h"

#include <algorithm>

namespace rb {

void TraceSymbolMap::add(TraceFunction f)
{
    f.start &= ~quint32(1);
    m_functions.push_back(std::move(f));
}

void TraceSymbolMap::finish()
{
    std::stable_sort(
        m_functions.begin(), m_functions.end(),
        [](const TraceFunction &a, const TraceFunction &b) { return a.start < b.start; });
    for (std::size_t i = 0; i < m_functions.size(); ++i) {
        if (m_functions[i].size != 0)
            continue;
        if (i + 1 < m_functions.size())
            m_functions[i].size = m_functions[i + 1].start - m_functions[i].start;
    }
}

int TraceSymbolMap::indexAt(quint32 pc) const
{
    auto it = std::upper_bound(m_functions.begin(), m_functions.end(), pc,
                               [](quint32 v, const TraceFunction &f) { return v < f.start; });
    if (it == m_functions.begin())
        return -1;
    --it;
    if (pc >= it->start && pc - it->start < std::max<quint32>(it->size, 1))
        return int(it - m_functions.begin());
    return -1;
}

int TraceSymbolMap::indexOf(const QString &name) const
{
    for (std::size_t i = 0; i < m_functions.size(); ++i)
        if (m_functions[i].name == name)
            return int(i);
    return -1;
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
    if (f.contains(QLatin1String("/firmware/harness/")))
        return QStringLiteral("harness");
    if (f.contains(QLatin1String("/firmware/ports/")))
        return QStringLiteral("port");
    return QStringLiteral("kernel");
}

} // namespace rb
