// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/window_attributor.h"

#include "core/util/set_error.h"

#include <cstring>

namespace rb {

WindowAttributor::WindowAttributor(const TraceSymbolMap &map, WindowPlan plan)
    : m_map(map), m_plan(std::move(plan)), m_siteBits(kSiteBits / 64, 0)
{
    for (const quint32 site : m_plan.timerSites) {
        const quint32 b = (site >> 1) & (kSiteBits - 1);
        m_siteBits[b >> 6] |= quint64(1) << (b & 63);
    }
}

namespace {

// The value of a hex digit, -1 for any other character.
struct HexDigits {
    signed char v[256];
    constexpr HexDigits() : v()
    {
        for (int c = 0; c < 256; ++c)
            v[c] = c >= '0' && c <= '9'   ? static_cast<signed char>(c - '0')
                   : c >= 'a' && c <= 'f' ? static_cast<signed char>(c - 'a' + 10)
                   : c >= 'A' && c <= 'F' ? static_cast<signed char>(c - 'A' + 10)
                                          : static_cast<signed char>(-1);
    }
};
constexpr HexDigits kHex;

} // namespace

std::optional<quint32> WindowAttributor::tracePc(const char *line, qsizetype length)
{
    // The plugin's line, one per executed instruction: the fast path.
    if (length == 17 && std::memcmp(line, "Trace [/", 8) == 0 && line[16] == ']') {
        quint32 pc = 0;
        int bad = 0;
        for (int i = 8; i < 16; ++i) {
            const int v = kHex.v[static_cast<unsigned char>(line[i])];
            bad |= v;
            pc = (pc << 4) | quint32(v & 0xf);
        }
        if (bad >= 0)
            return pc;
    }
    // The plugin's "Trace [/08002d84]" or QEMU's exec log's
    // "Trace 0: 0x7f6dcc000100 [00800400/08002d84/00000110/ff020201] Reset_Handler"
    if (length < 8 || std::strncmp(line, "Trace ", 6) != 0)
        return std::nullopt;
    const char *open = static_cast<const char *>(std::memchr(line, '[', std::size_t(length)));
    if (!open)
        return std::nullopt;
    const char *end = line + length;
    const char *slash = static_cast<const char *>(std::memchr(open, '/', std::size_t(end - open)));
    if (!slash)
        return std::nullopt;
    quint32 pc = 0;
    int digits = 0;
    for (const char *p = slash + 1; p < end && *p != '/' && *p != ']'; ++p, ++digits) {
        const char c = *p;
        quint32 v;
        if (c >= '0' && c <= '9')
            v = quint32(c - '0');
        else if (c >= 'a' && c <= 'f')
            v = quint32(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            v = quint32(c - 'A' + 10);
        else
            return std::nullopt;
        pc = (pc << 4) | v;
    }
    if (digits == 0)
        return std::nullopt;
    return pc;
}

bool WindowAttributor::codeLine(const char *line, qsizetype length, quint32 *pc, quint16 *hw1,
                                quint16 *hw2)
{
    // "Code [/0800000c/f000]" (21) or "Code [/0800000c/f000e801]" (25)
    if ((length != 21 && length != 25) || std::memcmp(line, "Code [/", 7) != 0 || line[15] != '/' ||
        line[length - 1] != ']')
        return false;
    quint32 v[3] = {0, 0, 0};
    const int digits[3] = {8, 4, length == 25 ? 4 : 0};
    const char *p = line + 7;
    int bad = 0;
    for (int f = 0; f < 3; ++f) {
        for (int i = 0; i < digits[f]; ++i, ++p) {
            const int d = kHex.v[static_cast<unsigned char>(*p)];
            bad |= d;
            v[f] = (v[f] << 4) | quint32(d & 0xf);
        }
        if (f == 0)
            ++p; // the '/'
    }
    if (bad < 0)
        return false;
    *pc = v[0];
    *hw1 = quint16(v[1]);
    *hw2 = quint16(v[2]);
    return true;
}

void WindowAttributor::enableCycleModel(const CycleTarget &target, const QSet<quint32> &handlers)
{
    m_model.emplace(target);
    for (const quint32 h : handlers)
        m_model->addHandler(h);
}

bool WindowAttributor::isCancelLine(const char *line, qsizetype length)
{
    // The logged instruction was not executed (it will be logged again when it is).
    static const char rewound[] = "cpu_io_recompile: rewound";
    static const char stopped[] = "Stopped execution of TB chain";
    return (length >= qsizetype(sizeof rewound - 1) &&
            std::strncmp(line, rewound, sizeof rewound - 1) == 0) ||
           (length >= qsizetype(sizeof stopped - 1) &&
            std::strncmp(line, stopped, sizeof stopped - 1) == 0);
}

void WindowAttributor::feedLine(const char *line, qsizetype length)
{
    if (m_finished || done())
        return;
    quint32 codePc = 0;
    quint16 hw1 = 0, hw2 = 0;
    if (const auto pc = tracePc(line, length))
        feedPc(*pc);
    else if (line[0] == 'C' && codeLine(line, length, &codePc, &hw1, &hw2)) {
        if (m_model)
            m_model->setCode(codePc, hw1, hw2);
    } else if (isCancelLine(line, length))
        feedCancel();
    else
        ++m_lines;
}

void WindowAttributor::feedCode(quint32 pc, quint16 hw1, quint16 hw2, bool wide)
{
    if (m_model && !m_finished && !done())
        m_model->setCode(pc, hw1, wide ? hw2 : quint16(0));
}

void WindowAttributor::feedPcs(const quint32 *pcs, qsizetype count)
{
    for (qsizetype i = 0; i < count && !m_finished && !done(); ++i) {
        ++m_lines;
        if (m_pending)
            commit(*m_pending, pcs[i]);
        m_pending = pcs[i];
    }
}

void WindowAttributor::feedPc(quint32 pc)
{
    if (m_finished || done())
        return;
    ++m_lines;
    if (m_pending)
        commit(*m_pending, pc);
    m_pending = pc;
}

void WindowAttributor::feedCancel()
{
    if (m_finished || done())
        return;
    ++m_lines;
    m_pending.reset();
}

void WindowAttributor::commit(quint32 pc, std::optional<quint32> next)
{
    if (done())
        return;
    // The model sees every executed instruction, inside the windows or not (its state: the
    // previous load, the calls and exceptions in progress).
    commitStep(pc, m_model ? m_model->step(pc, next) : 0);
}

void WindowAttributor::feedStep(quint32 pc, int cycles)
{
    if (m_finished || done())
        return;
    ++m_lines;
    commitStep(pc, cycles);
}

void WindowAttributor::commitStep(quint32 pc, int cycles)
{
    const qint64 index = m_instructions++; // the timer value this instruction would read
    if (m_plan.setupEntry != 0 && !m_setupSeen) {
        // The case starts with its setup: a run function shared with an earlier case (another
        // mode of the same scenario) counts from here.
        if (pc != m_plan.setupEntry)
            return;
        m_setupSeen = true;
    }
    if (pc == m_plan.runEntry)
        ++m_runEntries;
    const bool site = maybeSite(pc) && m_plan.timerSites.contains(pc);
    if (m_runEntries == 1 && site && m_plan.coldSample) {
        // The cold window: its first load starts it, the load coldSample later ends it.
        if (!m_coldStart) {
            m_coldStart = index;
            m_startSite = pc;
        } else if (m_endSite == 0 && index - *m_coldStart == *m_plan.coldSample) {
            m_endSite = pc;
        }
    }
    if (m_runEntries <= m_plan.skipRunEntries)
        return;
    if (m_open && site && (m_endSite == 0 || isEndSite(pc))) {
        m_open->endSite = pc;
        m_windows.push_back(*m_open);
        m_open.reset();
        if (done())
            return;
    }
    if (!m_open && site) {
        // The first timestamp of the measurement opens the windows; each later window opens at
        // the same load (other timestamps of the case, such as a return stamp, are not starts).
        if (m_startSite == 0)
            m_startSite = pc;
        if (pc == m_startSite) {
            m_open = WindowCost{};
            m_open->startSite = pc;
        }
    }
    if (!m_open)
        return;
    if (m_totalsOnly) {
        commitTotals(cycles);
        return;
    }
    const int f = m_map.indexAt(pc);
    WindowCost::Cost &c = m_open->functions[f];
    ++c.instructions;
    c.cycles += cycles;
    if (f >= 0 && m_map.function(f).start == pc)
        ++c.calls;
    ++m_open->total;
    m_open->cycles += cycles;
}

void WindowAttributor::commitTotals(int cycles)
{
    ++m_open->total;
    m_open->cycles += cycles;
}

bool WindowAttributor::isEndSite(quint32 pc) const
{
    if (pc == m_endSite)
        return true;
    // The same stamp in another copy of the code: a compiler that peels or rotates the loop
    // around the end stamp (Clang 14 -Os: wake_h's `for (;;) { take; RB_WINDOW_END; ... }`
    // reads the timer once before the loop, where the cold window ends, and once in it, where
    // every measured window ends) gives one stamp two loads. Any other timer load of the end
    // stamp's function, except the start stamp itself, ends the window; the exact-sum check
    // still compares every window with its raw sample.
    if (pc == m_startSite)
        return false;
    if (m_endFunction == -2)
        m_endFunction = m_map.indexAt(m_endSite);
    return m_endFunction >= 0 && m_map.indexAt(pc) == m_endFunction;
}

bool WindowAttributor::finish(QString *error)
{
    if (!m_finished) {
        if (m_pending && !done())
            commit(*m_pending, std::nullopt);
        m_pending.reset();
        m_finished = true;
    }
    return complete(error);
}

bool WindowAttributor::complete(QString *error) const
{
    if (done())
        return true;
    QString why;
    if (m_open)
        why = tr("the trace ended inside measured window %1 (after %2 of its instructions): "
                 "the window is cut, nothing is attributed")
                  .arg(m_windows.size() + 1)
                  .arg(m_open->total);
    else if (m_runEntries <= m_plan.skipRunEntries || (m_plan.setupEntry != 0 && !m_setupSeen))
        why = tr("the trace ended before the case's measurement began (%1 instructions traced)")
                  .arg(m_instructions);
    else
        why = tr("the trace ended after %1 of the %2 requested windows")
                  .arg(m_windows.size())
                  .arg(m_plan.windows);
    return setError(error, why);
}

} // namespace rb
