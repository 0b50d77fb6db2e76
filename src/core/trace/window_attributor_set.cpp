// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/window_attributor_set.h"

namespace rb {

int WindowAttributorSet::add(const TraceSymbolMap &map, WindowPlan plan)
{
    m_attributors.push_back(std::make_unique<WindowAttributor>(map, std::move(plan)));
    if (!m_attributors.back()->done())
        m_active.push_back(m_attributors.back().get());
    return int(m_attributors.size()) - 1;
}

void WindowAttributorSet::enableCycleModel(const CycleTarget &target, const QSet<quint32> &handlers)
{
    m_model.emplace(target);
    for (const quint32 h : handlers)
        m_model->addHandler(h);
}

void WindowAttributorSet::step(quint32 pc, std::optional<quint32> next)
{
    const int cycles = m_model->step(pc, next);
    for (WindowAttributor *a : m_active)
        a->feedStep(pc, cycles);
}

void WindowAttributorSet::dropDone()
{
    std::erase_if(m_active, [](const WindowAttributor *a) { return a->done(); });
}

void WindowAttributorSet::feedLine(const char *line, qsizetype length)
{
    if (m_model) {
        quint32 codePc = 0;
        quint16 hw1 = 0, hw2 = 0;
        if (const auto pc = WindowAttributor::tracePc(line, length))
            feedPcs(&*pc, 1);
        else if (WindowAttributor::isCancelLine(line, length)) {
            m_pending.reset(); // QEMU's exec log: the logged instruction did not execute
            --m_instructions;
        } else if (length > 0 && line[0] == 'C' &&
                   WindowAttributor::codeLine(line, length, &codePc, &hw1, &hw2))
            m_model->setCode(codePc, hw1, hw2);
        return;
    }
    // Only the cases that still need windows are fed (a trace line per instruction: a case
    // done early costs nothing for the rest of the trace).
    bool someDone = false;
    if (const auto pc = WindowAttributor::tracePc(line, length)) {
        ++m_instructions;
        for (WindowAttributor *a : m_active) {
            a->feedPc(*pc);
            someDone = someDone || a->done();
        }
    } else if (WindowAttributor::isCancelLine(line, length)) {
        --m_instructions;
        for (WindowAttributor *a : m_active)
            a->feedCancel();
    } else if (length > 0 && line[0] == 'C') {
        // An instruction's code (the plugin's "Code" line): for the cases' cycle models.
        for (WindowAttributor *a : m_active)
            if (a->cycleModel())
                a->feedLine(line, length);
    }
    if (someDone)
        std::erase_if(m_active, [](const WindowAttributor *a) { return a->done(); });
}

void WindowAttributorSet::feedCode(quint32 pc, quint16 hw1, quint16 hw2, bool wide)
{
    if (m_model) {
        m_model->setCode(pc, hw1, wide ? hw2 : quint16(0));
        return;
    }
    for (WindowAttributor *a : m_active)
        a->feedCode(pc, hw1, hw2, wide);
}

void WindowAttributorSet::feedPcs(const quint32 *pcs, qsizetype count)
{
    // As feedLine: the set counts every executed instruction it is given.
    m_instructions += count;
    if (m_model) {
        for (qsizetype i = 0; i < count && !m_active.empty(); ++i) {
            if (m_pending)
                step(*m_pending, pcs[i]);
            m_pending = pcs[i];
            if (i % 4096 == 0)
                dropDone();
        }
        dropDone();
        return;
    }
    bool someDone = false;
    for (WindowAttributor *a : m_active) {
        a->feedPcs(pcs, count);
        someDone = someDone || a->done();
    }
    if (someDone)
        std::erase_if(m_active, [](const WindowAttributor *a) { return a->done(); });
}

bool WindowAttributorSet::finish(QString * /*error*/)
{
    if (m_model && m_pending && !m_active.empty())
        step(*m_pending, std::nullopt);
    m_pending.reset();
    for (const auto &a : m_attributors)
        a->finish(nullptr);
    return true;
}

bool WindowAttributorSet::done() const
{
    return m_active.empty();
}

int WindowAttributorSet::windowsSeen() const
{
    int n = 0;
    for (const auto &a : m_attributors)
        n += int(a->windows().size());
    return n;
}

} // namespace rb
