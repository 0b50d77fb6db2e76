// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace rb {

// What reads the execution trace (one "Trace" line per instruction) line by line
// (acq/trace_runner.h streams the log into it): one case's windows (WindowAttributor) or every case
// of a run at once (WindowAttributorSet).
class TraceSink {
public:
    virtual ~TraceSink() = default;
    virtual void feedLine(const char *line, qsizetype length) = 0;
    // The end of the trace (QEMU exited or was stopped): false when the trace did not give what
    // was asked, and why in *error (may be nullptr).
    virtual bool finish(QString *error) = 0;
    // True when nothing more is needed: the runner stops QEMU.
    virtual bool done() const = 0;
    // For progress: executed instructions seen, windows attributed so far.
    virtual qint64 instructionsSeen() const = 0;
    virtual int windowsSeen() const = 0;
};

} // namespace rb
