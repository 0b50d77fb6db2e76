// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace_sink.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <vector>

namespace rb {

struct TraceRunOptions {
    QStringList command; // the firmware's QEMU command (manifest "run"), "" = the default one
    QString elf;         // the ELF to run (replaces the command's -kernel argument)
    QString qemuProgram; // overrides "qemu-system-arm" when not empty
    const std::atomic_bool *cancel = nullptr;
    std::function<void(qint64 instructions, int windows)> progress;
    int timeoutMs = 30 * 60 * 1000;
};

// Reads our TCG plugin's stream (src/acq/qemu_plugin/rb_trace_plugin.c: "T" translation, "I"
// instruction and "E" (or short "e") execution records, fixed-width) into a TraceSink:
// feedCode for each instruction of a translation, feedPcs with a block's executed addresses.
// No line splitting: the record's first byte gives its length. A record may straddle two
// feed() calls. A malformed record (bad field, unknown translation, an execution longer than
// its block) stops the decoder: feed() returns false from then on, with error().
class TraceStreamDecoder {
    Q_DECLARE_TR_FUNCTIONS(rb::TraceStreamDecoder)
public:
    explicit TraceStreamDecoder(TraceSink &sink) : m_sink(sink) {}
    bool feed(const char *data, qsizetype size);
    // Whether the stream so far ended on a record's end (a cut record: QEMU was stopped).
    bool atRecordEnd() const { return m_partial.isEmpty() && m_insnsLeft == 0; }
    const QString &error() const { return m_error; }
    qint64 translations() const { return qint64(m_blockStart.size()); }

private:
    qsizetype record(const char *p, qsizetype size); // bytes used, 0: incomplete, -1: bad
    bool fail(const QString &why);
    bool execution(quint32 block, quint32 count); // false: no such block, or longer than it

    TraceSink &m_sink;
    QByteArray m_partial;              // the start of a record cut by the end of a feed() call
    std::vector<quint32> m_pcs;        // every translation's addresses, one after the other
    std::vector<quint32> m_blockStart; // per translation: its first address's index in m_pcs
    std::vector<quint16> m_blockSize;
    int m_insnsLeft = 0; // "I" records still due to the last translation
    QString m_error;
};

// Runs a firmware on the virtual board with our TCG plugin (src/acq/qemu_plugin: the executed
// blocks and their addresses in QEMU's log, -d plugin, TraceStreamDecoder), streamed through a FIFO
// in a temporary directory (never a file on disk, never the database) into a TraceSink (one case's
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
