// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/qemu_board.h"

#include "acq/socket_dir.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocalSocket>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::QemuBoard)
};
} // namespace

QemuBoard::QemuBoard(QString program) : m_program(std::move(program)) {}

QStringList QemuBoard::defaultCommand(const QString &elf)
{
    return {QStringLiteral("qemu-system-arm"),
            QStringLiteral("-M"),
            QStringLiteral("netduino2"),
            QStringLiteral("-nographic"),
            QStringLiteral("-icount"),
            QStringLiteral("shift=0"),
            QStringLiteral("-semihosting-config"),
            QStringLiteral("enable=on,target=native"),
            QStringLiteral("-display"),
            QStringLiteral("none"),
            QStringLiteral("-monitor"),
            QStringLiteral("none"),
            QStringLiteral("-serial"),
            QStringLiteral("null"),
            QStringLiteral("-serial"),
            QStringLiteral("stdio"),
            QStringLiteral("-kernel"),
            elf};
}

QStringList QemuBoard::withSocketSerial(const QStringList &command, const QString &socketPath)
{
    QStringList out;
    bool replaced = false;
    for (int i = 0; i < command.size(); ++i) {
        if (!replaced && command[i] == QLatin1String("-serial") && i + 1 < command.size() &&
            command[i + 1] == QLatin1String("stdio")) {
            out << QStringLiteral("-chardev")
                << QStringLiteral("socket,id=rbuart,path=%1,server=on,wait=on").arg(socketPath)
                << QStringLiteral("-serial") << QStringLiteral("chardev:rbuart");
            ++i;
            replaced = true;
            continue;
        }
        if (command[i] == QLatin1String("-nographic"))
            continue; // -nographic would put the monitor on stdio
        out << command[i];
    }
    return out;
}

QString QemuBoard::withoutOwnNotices(const QString &output)
{
    QStringList kept;
    const QStringList lines = output.split(QLatin1Char('\n'));
    for (const QString &line : lines)
        if (!line.contains(QLatin1String("QEMU waiting for connection on:")))
            kept << line;
    return kept.join(QLatin1Char('\n'));
}

BoardResult QemuBoard::run(const FirmwareManifest &firmware, const BoardRunOptions &opt)
{
    BoardResult r;
    QStringList cmd =
        firmware.runCommand.isEmpty() ? defaultCommand(firmware.elfPath) : firmware.runCommand;
    QString program = cmd.takeFirst();
    if (program == QLatin1String("qemu-system-arm") && !m_program.isEmpty())
        program = m_program;
    const QString exe = program.contains('/') ? program : QStandardPaths::findExecutable(program);
    if (exe.isEmpty()) {
        r.error = Tr::tr("QEMU (%1) was not found: install qemu-system-arm or set its path in "
                         "Settings")
                      .arg(program);
        return r;
    }
    // The socket's directory records this process (and QEMU's) so that the next run removes it
    // if this one is killed (issue 31; acq/socket_dir.h).
    SocketDir tmp;
    if (!tmp.isValid()) {
        r.error = Tr::tr("cannot create a temporary directory for the QEMU socket");
        return r;
    }
    const QString sock = tmp.filePath(QStringLiteral("uart.sock"));
    const QStringList args = withSocketSerial(cmd, sock);
    if (!args.contains(QStringLiteral("chardev:rbuart"))) {
        r.error = Tr::tr("the QEMU command has no \"-serial stdio\" to attach the UART to");
        return r;
    }
    QProcess qemu;
    qemu.setWorkingDirectory(firmware.dir);
    qemu.setProcessChannelMode(QProcess::MergedChannels);
    if (opt.onStatus)
        opt.onStatus(-1, Tr::tr("starting QEMU: %1 %2").arg(exe, args.join(' ')));
    qemu.start(exe, args);
    if (!qemu.waitForStarted(10000)) {
        r.error = Tr::tr("QEMU could not be started: %1").arg(qemu.errorString());
        return r;
    }
    r.started = true;
    tmp.setChild(qemu.processId());
    QElapsedTimer total;
    total.start();
    QLocalSocket socket;
    // QEMU creates the socket and waits for us (server=on,wait=on) before running the CPU.
    while (socket.state() != QLocalSocket::ConnectedState) {
        if (QFileInfo::exists(sock)) {
            socket.connectToServer(sock);
            if (socket.waitForConnected(1000))
                break;
        }
        if (qemu.state() == QProcess::NotRunning || total.elapsed() > 20000 ||
            (opt.cancel && opt.cancel->load())) {
            qemu.kill();
            qemu.waitForFinished(3000);
            r.diagnostics = QString::fromLocal8Bit(qemu.readAll());
            r.cancelled = opt.cancel && opt.cancel->load();
            r.error = r.cancelled ? Tr::tr("cancelled")
                                  : Tr::tr("QEMU did not open its UART socket: %1")
                                        .arg(r.diagnostics.trimmed().left(300));
            return r;
        }
        QThread::msleep(20);
    }
    QElapsedTimer idle;
    idle.start();
    bool stopRequested = false;
    while (true) {
        if (socket.waitForReadyRead(50) || socket.bytesAvailable() > 0) {
            const QByteArray chunk = socket.readAll();
            if (!chunk.isEmpty()) {
                idle.restart();
                r.capture += chunk;
                if (opt.onBytes && !opt.onBytes(chunk)) {
                    stopRequested = true;
                    break;
                }
            }
        }
        r.diagnostics += QString::fromLocal8Bit(qemu.readAll());
        // QProcess only notices the exit inside one of its wait functions (no event loop here).
        qemu.waitForFinished(0);
        if (socket.state() != QLocalSocket::ConnectedState && socket.bytesAvailable() == 0) {
            // QEMU closed the UART: it is exiting (semihosting SYS_EXIT) or died.
            qemu.waitForFinished(5000);
            break;
        }
        if (qemu.state() == QProcess::NotRunning && socket.bytesAvailable() == 0 &&
            !socket.waitForReadyRead(50))
            break;
        if (opt.cancel && opt.cancel->load()) {
            r.cancelled = true;
            r.error = Tr::tr("cancelled by the user");
            break;
        }
        if (total.elapsed() > opt.timeoutMs) {
            r.timedOut = true;
            r.error = Tr::tr("the virtual board did not finish within %1 s: killed")
                          .arg(opt.timeoutMs / 1000);
            break;
        }
        if (idle.elapsed() > opt.idleTimeoutMs) {
            r.timedOut = true;
            r.error = Tr::tr("the virtual board sent nothing for %1 s (hung?): killed")
                          .arg(opt.idleTimeoutMs / 1000);
            break;
        }
    }
    r.capture += socket.readAll();
    if (qemu.state() != QProcess::NotRunning) {
        if (stopRequested || r.cancelled || r.timedOut) {
            qemu.kill();
            qemu.waitForFinished(3000);
        } else if (!qemu.waitForFinished(5000)) {
            qemu.kill();
            qemu.waitForFinished(3000);
        }
    }
    r.diagnostics += QString::fromLocal8Bit(qemu.readAll());
    r.diagnostics = withoutOwnNotices(r.diagnostics);
    if (!r.cancelled && !r.timedOut) {
        if (qemu.exitStatus() != QProcess::NormalExit) {
            r.error = Tr::tr("QEMU crashed: %1").arg(r.diagnostics.trimmed().left(300));
        } else {
            r.exitCode = qemu.exitCode();
            r.finished = true;
            if (r.exitCode != 0)
                r.error = Tr::tr("the firmware exited with code %1").arg(r.exitCode);
        }
    }
    return r;
}

} // namespace rb
