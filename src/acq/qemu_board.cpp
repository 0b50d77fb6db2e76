// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/qemu_board.h"

#include "acq/socket_dir.h"
#include "core/process/tool_process.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocalSocket>
#include <QStandardPaths>
#include <QThread>

namespace rb {
namespace {
// The UART reader's batching when boards share the host: below this many bytes buffered it
// waits this long first. Not longer: each byte QEMU sends is an skb of about 1 KB against the
// socket's 208 KiB send buffer, so a few hundred bytes fill it and QEMU's UART then waits.
constexpr qint64 kBatchBytes = 4096;
constexpr unsigned long kBatchWaitUs = 200;
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
    // QEMU's own output (merged) is its diagnostics; the firmware's bytes come on the socket.
    // Its idle clock is the socket's: each chunk from the UART is activity().
    ToolOptions o;
    o.workingDir = firmware.dir;
    o.mergeChannels = true;
    o.timeoutMs = opt.timeoutMs;
    o.idleTimeoutMs = opt.idleTimeoutMs;
    o.maxOutputBytes = qint64(16) << 20;
    o.cancel = opt.cancel;
    if (opt.onStatus)
        opt.onStatus(-1, Tr::tr("starting QEMU: %1 %2").arg(exe, args.join(' ')));
    ToolProcess qemu(exe, args, o);
    if (!qemu.start()) {
        r.cancelled = qemu.result().end == ToolEnd::Cancelled; // before QEMU started
        r.error = r.cancelled
                      ? Tr::tr("cancelled")
                      : Tr::tr("QEMU could not be started: %1").arg(qemu.result().systemError);
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
        if (!qemu.step(0) || total.elapsed() > 20000) {
            qemu.stop();
            const ToolResult t = qemu.finish(3000);
            r.diagnostics = QString::fromLocal8Bit(t.out);
            r.cancelled = t.end == ToolEnd::Cancelled;
            r.error = r.cancelled ? Tr::tr("cancelled")
                                  : Tr::tr("QEMU did not open its UART socket: %1")
                                        .arg(r.diagnostics.trimmed().left(300));
            return r;
        }
        qemu.activity();    // the idle clock starts once connected; this wait has its own 20 s
        QThread::msleep(2); // every ms of this wait is a ms of every run
    }
    qemu.activity();
    bool stopRequested = false;
    while (true) {
        if (socket.bytesAvailable() > 0 || socket.waitForReadyRead(50)) {
            // QEMU sends the UART byte by byte: reading as each arrives costs a poll, an ioctl
            // and a read per byte, which a second core absorbs when this run is alone. With
            // other QEMUs on the cores, letting the socket gather them for a moment reads them
            // in pieces (docs/performance.md, "The reader of the UART").
            if (opt.sharesTheHost && socket.bytesAvailable() < kBatchBytes) {
                QThread::usleep(kBatchWaitUs);
                socket.waitForReadyRead(0); // what came meanwhile, in one read
            }
            const QByteArray chunk = socket.readAll();
            if (!chunk.isEmpty()) {
                qemu.activity();
                r.capture += chunk;
                if (opt.onBytes && !opt.onBytes(chunk)) {
                    stopRequested = true;
                    break;
                }
            }
        }
        if (socket.state() != QLocalSocket::ConnectedState && socket.bytesAvailable() == 0) {
            // QEMU closed the UART: it is exiting (semihosting SYS_EXIT) or died.
            break;
        }
        // QEMU's output, its end, the cancel flag, the timeouts (the idle one on the socket).
        if (!qemu.step(0) &&
            (qemu.result().end != ToolEnd::Exited && qemu.result().end != ToolEnd::Crashed))
            break;
        if (!qemu.running() && socket.bytesAvailable() == 0 && !socket.waitForReadyRead(50))
            break;
    }
    r.capture += socket.readAll();
    if (stopRequested)
        qemu.stop();
    const ToolResult t = qemu.finish(5000); // killed after 5 s: "crashed"
    r.diagnostics = withoutOwnNotices(QString::fromLocal8Bit(t.out));
    switch (t.end) {
    case ToolEnd::Cancelled:
        r.cancelled = true;
        r.error = Tr::tr("cancelled by the user");
        break;
    case ToolEnd::TimedOut:
        r.timedOut = true;
        r.error = Tr::tr("the virtual board did not finish within %1 s: killed")
                      .arg(opt.timeoutMs / 1000);
        break;
    case ToolEnd::Idle:
        r.timedOut = true;
        r.error = Tr::tr("the virtual board sent nothing for %1 s (hung?): killed")
                      .arg(opt.idleTimeoutMs / 1000);
        break;
    case ToolEnd::Exited:
        r.exitCode = t.exitCode;
        r.finished = true;
        if (r.exitCode != 0)
            r.error = Tr::tr("the firmware exited with code %1").arg(r.exitCode);
        break;
    case ToolEnd::TooMuchOutput:
        r.error = t.error;
        break;
    case ToolEnd::Crashed:
    case ToolEnd::Stopped:
    case ToolEnd::NotStarted:
        r.error = Tr::tr("QEMU crashed: %1").arg(r.diagnostics.trimmed().left(300));
        break;
    }
    return r;
}

} // namespace rb
