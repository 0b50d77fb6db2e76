// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace rb {

// What reads the execution trace (acq/trace_runner.h streams it into one): one case's windows
// (WindowAttributor) or every case of a run at once (WindowAttributorSet).
// The plugin's trace arrives decoded: feedCode once per translated instruction, before it is
// seen executed, and feedPcs with the executed addresses in order. A sink that reads text lines
// only (QEMU's exec log, tests) implements feedLine: the defaults of feedCode and feedPcs hand
// it the same lines as the text format ("Code [/PC/HW1]" or "Code [/PC/HW1HW2]", one
// "Trace [/PC]" per executed instruction), so every sink reads either route.
class TraceSink {
public:
    virtual ~TraceSink() = default;
    virtual void feedLine(const char *line, qsizetype length) = 0;
    // The code of the instruction at pc (hw2 = 0 for a 16-bit one: its length is hw1's).
    virtual void feedCode(quint32 pc, quint16 hw1, quint16 hw2, bool wide);
    // Executed instructions, in execution order.
    virtual void feedPcs(const quint32 *pcs, qsizetype count);
    // The end of the trace (QEMU exited or was stopped): false when the trace did not give what
    // was asked, and why in *error (may be nullptr).
    virtual bool finish(QString *error) = 0;
    // True when nothing more is needed: the runner stops QEMU.
    virtual bool done() const = 0;
    // For progress: executed instructions seen, windows attributed so far.
    virtual qint64 instructionsSeen() const = 0;
    virtual int windowsSeen() const = 0;

protected:
    // The text lines of the defaults (for a sink that overrides one of them only).
    static qsizetype formatCodeLine(char *line, quint32 pc, quint16 hw1, quint16 hw2, bool wide);
    static qsizetype formatTraceLine(char *line, quint32 pc);
};

inline qsizetype TraceSink::formatTraceLine(char *line, quint32 pc)
{
    static const char hex[] = "0123456789abcdef";
    const char head[] = "Trace [/";
    for (int i = 0; i < 8; ++i)
        line[i] = head[i];
    for (int i = 0; i < 8; ++i)
        line[8 + i] = hex[(pc >> (28 - 4 * i)) & 0xf];
    line[16] = ']';
    return 17;
}

inline qsizetype TraceSink::formatCodeLine(char *line, quint32 pc, quint16 hw1, quint16 hw2,
                                           bool wide)
{
    static const char hex[] = "0123456789abcdef";
    const char head[] = "Code [/";
    qsizetype n = 0;
    for (int i = 0; i < 7; ++i)
        line[n++] = head[i];
    for (int i = 0; i < 8; ++i)
        line[n++] = hex[(pc >> (28 - 4 * i)) & 0xf];
    line[n++] = '/';
    for (int i = 0; i < 4; ++i)
        line[n++] = hex[(hw1 >> (12 - 4 * i)) & 0xf];
    if (wide)
        for (int i = 0; i < 4; ++i)
            line[n++] = hex[(hw2 >> (12 - 4 * i)) & 0xf];
    line[n++] = ']';
    return n;
}

inline void TraceSink::feedCode(quint32 pc, quint16 hw1, quint16 hw2, bool wide)
{
    char line[32];
    feedLine(line, formatCodeLine(line, pc, hw1, hw2, wide));
}

inline void TraceSink::feedPcs(const quint32 *pcs, qsizetype count)
{
    char line[32];
    for (qsizetype i = 0; i < count && !done(); ++i)
        feedLine(line, formatTraceLine(line, pcs[i]));
}

} // namespace rb
