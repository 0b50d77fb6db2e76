// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/window_attributor_set.h"

namespace rb {

int WindowAttributorSet::add(const TraceSymbolMap &map, WindowPlan plan)
{
    m_attributors.push_back(std::make_unique<WindowAttributor>(map, std::move(plan)));
    return int(m_attributors.size()) - 1;
}

void WindowAttributorSet::feedLine(const char *line, qsizetype length)
{
    if (const auto pc = WindowAttributor::tracePc(line, length)) {
        ++m_instructions;
        for (const auto &a : m_attributors)
            if (!a->done())
                a->feedPc(*pc);
    } else if (WindowAttributor::isCancelLine(line, length)) {
        --m_instructions;
        for (const auto &a : m_attributors)
            if (!a->done())
                a->feedCancel();
    }
}

bool WindowAttributorSet::finish(QString * /*error*/)
{
    for (const auto &a : m_attributors)
        a->finish(nullptr);
    return true;
}

bool WindowAttributorSet::done() const
{
    for (const auto &a : m_attributors)
        if (!a->done())
            return false;
    return true;
}

int WindowAttributorSet::windowsSeen() const
{
    int n = 0;
    for (const auto &a : m_attributors)
        n += int(a->windows().size());
    return n;
}

} // namespace rb
