// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/process/tool_environment.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace rb {

// How a program run by ToolProcess ended.
enum class ToolEnd {
    Exited,        // ran to an exit code (ToolResult::exitCode)
    NotStarted,    // could not be started (not found, not executable); systemError says why
    Crashed,       // killed by a signal it did not get from us
    TimedOut,      // ran longer than ToolOptions::timeoutMs: killed
    Idle,          // no output for ToolOptions::idleTimeoutMs: killed
    Cancelled,     // the cancel flag or the thread's CancelScope: killed, or never started
    Stopped,       // onOutput returned false, or the caller's stop(): killed
    TooMuchOutput, // more than ToolOptions::maxOutputBytes kept: killed
};

// What a program run by ToolProcess gave back.
struct ToolResult {
    int exitCode = -1; // -1: did not start, crashed, timed out or was cancelled (error says which)
    ToolEnd end = ToolEnd::NotStarted;
    // Standard output (with standard error when the channels are merged); with onOutput, only
    // what arrived just before the program was killed (it was never handed out).
    QByteArray out;
    QString err;   // standard error (trimmed; empty when merged)
    QString error; // why it did not run to an exit code
    // The system's own word when the program did not start or crashed (QIODevice::errorString),
    // for callers that say it in a sentence of their own.
    QString systemError;
    bool ok() const { return exitCode == 0; }
    // One line for messages: the first "fatal:" or "error:" line of standard error, else its
    // last non-empty line, else the error.
    QString lastErrorLine() const;
};

struct ToolOptions {
    QString workingDir; // "" = the current one
    int timeoutMs = 600000;
    // Killed when it writes nothing (standard output or error) for this long, and when the
    // caller of a long-running program has not called activity() for this long (0 = never).
    int idleTimeoutMs = 0;
    // The most output kept in ToolResult::out and ::err together; more and the program is killed
    // (ToolEnd::TooMuchOutput; out is cut at the cap). Output given to onOutput is not kept and
    // not counted. 0 = no cap.
    qint64 maxOutputBytes = qint64(256) << 20;
    // Said by each caller: ToolEnvironment::inherited() or ::only(names) and its changes.
    ToolEnvironment env = ToolEnvironment::inherited();
    bool mergeChannels = false; // standard error joins standard output, in order
    bool nullStdin = false;     // standard input reads /dev/null (else a pipe we never write)
    // Killed as soon as this becomes true (polled every 100 ms), as with a CancelScope.
    const std::atomic_bool *cancel = nullptr;
    // When set, standard output goes to it chunk by chunk as it arrives, in order, and is not
    // kept in ToolResult::out (nor given to onLine); returning false kills the program at once
    // (ToolEnd::Stopped). KernelArchive counts what an archive unpacks to; the host board
    // captures the firmware's protocol lines with it.
    std::function<bool(const QByteArray &)> onOutput = nullptr;
    // Each line of output as it arrives (a build's log), the last one even without a newline.
    std::function<void(const QString &)> onLine;
};

// The one way rtosbench runs another program (tar, unzip, git, cmake, an external build,
// OpenOCD, binutils, QEMU, the host firmware, a tool's --version): an argument list, never a
// shell; the program as given (a name is looked up in PATH, a path is used as it is); the
// environment the caller says; a total and an idle timeout; an output cap; cancellable.
// run() runs a program to its end. A caller that watches something else while the program runs
// (the virtual board's UART socket, the tracer's FIFO) makes a ToolProcess, start()s it and
// calls step() in its own loop; step() applies the same timeouts, cap and cancel.
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
    static ToolResult run(const QString &program, const QStringList &args,
                          const QString &workingDir = {}, int timeoutMs = 600000,
                          const ToolEnvironment &env = ToolEnvironment::inherited());

    // A long-running program driven by its caller.
    ToolProcess(QString program, QStringList args, ToolOptions options);
    ~ToolProcess(); // kills the program if it still runs
    ToolProcess(const ToolProcess &) = delete;
    ToolProcess &operator=(const ToolProcess &) = delete;

    // Starts the program; false when it did not start (result() says why).
    bool start();
    // Waits up to waitMs for output (0: takes only what has arrived), hands it out, notices the
    // program's end, and kills it on a cancel, a timeout or the cap. False once it has ended.
    bool step(int waitMs);
    // The caller saw the program do something elsewhere (its UART socket): the idle clock
    // starts again.
    void activity();
    // Kills the program now (ToolEnd::Stopped, unless it has ended already).
    void stop();
    bool running() const;
    qint64 processId() const;
    // Waits up to waitMs for the program to end by itself (then kills it: ToolEnd::TimedOut),
    // takes the rest of its output and gives the result.
    ToolResult finish(int waitMs = 5000);
    // The result so far (out and err hold what was kept up to now).
    const ToolResult &result() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace rb
