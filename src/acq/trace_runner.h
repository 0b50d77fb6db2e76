// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace_sink.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace rb {

struct TraceRunOptions {
    QStringList command; // the firmware's QEMU command (manifest "run"), "" = the default one
    QString elf;         // the ELF to run (replaces the command's -kernel argument)
    QString qemuProgram; // overrides "qemu-system-arm" when not empty
    const std::atomic_bool *cancel = nullptr;
    std::function<void(qint64 instructions, int windows)> progress;
    int timeoutMs = 30 * 60 * 1000;
};

// Runs a firmware on the virtual board with our TCG plugin (src/acq/qemu_plugin: one "Trace"
// line per executed instruction in QEMU's log, -d plugin), streamed through a FIFO in a
// temporary directory (never a file on disk, never the database) into a TraceSink (one case's
// WindowAttributor, or a WindowAttributorSet). QEMU is stopped as soon as the sink is done.
class TraceRunner {
    Q_DECLARE_TR_FUNCTIONS(rb::TraceRunner)
public:
    static bool run(const TraceRunOptions &options, TraceSink &attributor, QString *error);
    // The traced QEMU command: the UART to null, the plugin loaded (pluginPath, absolute), its
    // log to logPath (the last argument). Any -plugin, -d or -D of the command is dropped.
    static QStringList traceCommand(const QStringList &command, const QString &elf,
                                    const QString &pluginPath, const QString &logPath);
    // The trace plugin: installed in PREFIX/lib/rtosbench (rtosbench-qemu-trace.so), else the one
    // of this build tree; "" with *error when there is none or QEMU could not be given its path.
    static QString pluginPath(QString *error);
};

} // namespace rb
