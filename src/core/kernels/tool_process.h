// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <atomic>

namespace rb {

// A program run by the kernel registry (tar, unzip, git): never a shell.
struct ToolResult {
    int exitCode = -1; // -1: did not start, crashed or timed out (error says which)
    QByteArray out;    // standard output
    QString err;       // standard error (trimmed)
    QString error;     // why it did not run to an exit code
    bool ok() const { return exitCode == 0; }
    // One line for messages: the first "fatal:" or "error:" line of standard error, else its
    // last non-empty line, else the error.
    QString lastErrorLine() const;
};

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

    static ToolResult
    run(const QString &program, const QStringList &args, const QString &workingDir = {},
        int timeoutMs = 600000,
        const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
};

} // namespace rb
