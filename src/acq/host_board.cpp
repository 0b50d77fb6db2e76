// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/host_board.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>

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
    QProcess p;
    p.setWorkingDirectory(firmware.dir);
    if (opt.onStatus)
        opt.onStatus(-1, Tr::tr("starting %1").arg(program));
    p.start(program, cmd);
    if (!p.waitForStarted(10000)) {
        r.error =
            Tr::tr("the host firmware %1 could not be started: %2").arg(program, p.errorString());
        return r;
    }
    r.started = true;
    QElapsedTimer total, idle;
    total.start();
    idle.start();
    while (p.state() != QProcess::NotRunning) {
        p.waitForReadyRead(50);
        const QByteArray chunk = p.readAllStandardOutput();
        r.diagnostics += QString::fromLocal8Bit(p.readAllStandardError());
        if (!chunk.isEmpty()) {
            idle.restart();
            r.capture += chunk;
            if (opt.onBytes && !opt.onBytes(chunk))
                break;
        }
        if (opt.cancel && opt.cancel->load()) {
            r.cancelled = true;
            r.error = Tr::tr("cancelled by the user");
            break;
        }
        if (total.elapsed() > opt.timeoutMs || idle.elapsed() > opt.idleTimeoutMs) {
            r.timedOut = true;
            r.error = Tr::tr("the host firmware did not finish in time: killed");
            break;
        }
    }
    if (p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished(3000);
    }
    r.capture += p.readAllStandardOutput();
    r.diagnostics += QString::fromLocal8Bit(p.readAllStandardError());
    if (!r.cancelled && !r.timedOut) {
        if (p.exitStatus() != QProcess::NormalExit) {
            r.error = Tr::tr("the host firmware crashed");
        } else {
            r.finished = true;
            r.exitCode = p.exitCode();
            if (r.exitCode != 0)
                r.error = Tr::tr("the firmware exited with code %1").arg(r.exitCode);
        }
    }
    return r;
}

} // namespace rb
