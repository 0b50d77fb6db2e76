// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/host_board.h"

#include "core/process/tool_process.h"

#include <QCoreApplication>
#include <QDir>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::HostBoard)
};
} // namespace

BoardResult HostBoard::run(const FirmwareManifest &firmware, const BoardRunOptions &opt)
{
    BoardResult r;
    QStringList cmd =
        firmware.runCommand.isEmpty() ? QStringList{firmware.elfPath} : firmware.runCommand;
    QString program = cmd.takeFirst();
    if (!QDir::isAbsolutePath(program) && program.contains('/'))
        program = QDir(firmware.dir).absoluteFilePath(program);
    // The firmware's protocol lines arrive on standard output as it writes them; its standard
    // error is its diagnostics. No byte for idleTimeoutMs: it hangs.
    ToolOptions o;
    o.workingDir = firmware.dir;
    o.timeoutMs = opt.timeoutMs;
    o.idleTimeoutMs = opt.idleTimeoutMs;
    o.cancel = opt.cancel;
    o.onOutput = [&r, &opt](const QByteArray &chunk) {
        r.capture += chunk;
        return !opt.onBytes || opt.onBytes(chunk);
    };
    if (opt.onStatus)
        opt.onStatus(-1, Tr::tr("starting %1").arg(program));
    ToolProcess p(program, cmd, o);
    if (!p.start()) {
        r.cancelled = p.result().end == ToolEnd::Cancelled; // before it started
        r.error = r.cancelled ? Tr::tr("cancelled by the user")
                              : Tr::tr("the host firmware %1 could not be started: %2")
                                    .arg(program, p.result().systemError);
        return r;
    }
    r.started = true;
    while (p.step(50)) {
    }
    const ToolResult t = p.finish(3000);
    r.capture += t.out; // the bytes that came just before a kill
    r.diagnostics = t.err;
    switch (t.end) {
    case ToolEnd::Cancelled:
        r.cancelled = true;
        r.error = Tr::tr("cancelled by the user");
        break;
    case ToolEnd::TimedOut:
    case ToolEnd::Idle:
        r.timedOut = true;
        r.error = Tr::tr("the host firmware did not finish in time: killed");
        break;
    case ToolEnd::Exited:
        r.finished = true;
        r.exitCode = t.exitCode;
        if (r.exitCode != 0)
            r.error = Tr::tr("the firmware exited with code %1").arg(r.exitCode);
        break;
    case ToolEnd::Crashed:
    case ToolEnd::Stopped:
    case ToolEnd::NotStarted:
        r.error = Tr::tr("the host firmware crashed");
        break;
    case ToolEnd::TooMuchOutput:
        r.error = t.error;
        break;
    }
    return r;
}

} // namespace rb
