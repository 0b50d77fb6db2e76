// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace rb {

// What a program run by ToolProcess gave back.
struct ToolResult {
    int exitCode = -1; // -1: did not start, crashed, timed out or was cancelled (error says which)
    QByteArray out;    // standard output (with standard error when the channels are merged)
    QString err;       // standard error (trimmed; empty when merged)
    QString error;     // why it did not run to an exit code
    bool ok() const { return exitCode == 0; }
    // One line for messages: the first "fatal:" or "error:" line of standard error, else its
    // last non-empty line, else the error.
    QString lastErrorLine() const;
};

struct ToolOptions {
    QString workingDir; // "" = the current one
    int timeoutMs = 600000;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    bool mergeChannels = false; // standard error joins standard output, in order
    // Killed as soon as this becomes true (polled every 100 ms), as with a CancelScope.
    const std::atomic_bool *cancel = nullptr;
    // When set, standard output goes to it chunk by chunk as it arrives and is not kept in
    // ToolResult::out (nor given to onLine); returning false kills the program at once (the
    // result's error says it was stopped). KernelArchive counts what an archive unpacks to.
    std::function<bool(const QByteArray &)> onOutput = nullptr;
    // Each line of output as it arrives (a build's log), the last one even without a newline.
    std::function<void(const QString &)> onLine;
};

// The one way rtosbench runs another program (tar, unzip, git, cmake, an external build,
// OpenOCD, a tool's --version): an argument list, never a shell; a timeout; cancellable.
class ToolProcess {
public:
    // While a CancelScope lives, every program run by ToolProcess on the same thread is killed
    // as soon as *flag becomes true (polled every 100 ms; the result's error says "cancelled").
    // The GUI runs kernel add and fetch on a worker thread inside one (gui/kernel_job.h).
    class CancelScope {
    public:
        explicit CancelScope(const std::atomic_bool *flag);
        ~CancelScope();
        CancelScope(const CancelScope &) = delete;
        CancelScope &operator=(const CancelScope &) = delete;

    private:
        const std::atomic_bool *m_previous;
    };
    // Whether the CancelScope of this thread asks to stop.
    static bool cancelRequested();

    static ToolResult run(const QString &program, const QStringList &args,
                          const ToolOptions &options);
    static ToolResult
    run(const QString &program, const QStringList &args, const QString &workingDir = {},
        int timeoutMs = 600000,
        const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
};

} // namespace rb
