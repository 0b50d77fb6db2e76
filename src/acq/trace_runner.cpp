// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/trace_runner.h"

#include "acq/qemu_board.h"
#include "core/process/tool_process.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rb {

QString TraceRunner::pluginPath(QString *error)
{
    const QString name = QStringLiteral(RB_QEMU_TRACE_PLUGIN_NAME);
    // Installed: PREFIX/lib/rtosbench beside PREFIX/bin (src/acq/qemu_plugin/CMakeLists.txt).
    const QString installed = QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                              QStringLiteral("/../lib/rtosbench/") + name);
    const QString built = QStringLiteral(RB_QEMU_TRACE_PLUGIN_BUILT);
    const QString path = QFileInfo(installed).isFile() ? installed
                         : QFileInfo(built).isFile()   ? QFileInfo(built).absoluteFilePath()
                                                       : QString();
    if (path.isEmpty()) {
        setError(error, tr("the trace plugin %1 is not installed (looked for %2): "
                           "reinstall rtosbench")
                            .arg(name, installed));
        return {};
    }
    // QEMU reads "-plugin file=PATH,ARG=..." as a list: a comma would cut the path.
    if (path.contains(QLatin1Char(','))) {
        setError(error, tr("the trace plugin's path %1 has a comma, which QEMU's -plugin option "
                           "cannot take: install rtosbench in a directory without one")
                            .arg(path));
        return {};
    }
    return path;
}

QStringList TraceRunner::traceCommand(const QStringList &command, const QString &elfPath,
                                      const QString &pluginPath, const QString &logPath)
{
    // Absolute: a file name is never read as an option (issue 31), also where it stands alone.
    const QString elf = elfPath.isEmpty() ? elfPath : QFileInfo(elfPath).absoluteFilePath();
    const QStringList base = command.isEmpty() ? QemuBoard::defaultCommand(elf) : command;
    QStringList out;
    for (int i = 0; i < base.size(); ++i) {
        const QString &a = base[i];
        if (a == QLatin1String("-nographic"))
            continue;
        if ((a == QLatin1String("-d") || a == QLatin1String("-D") ||
             a == QLatin1String("-plugin")) &&
            i + 1 < base.size()) {
            ++i; // our own plugin and log options below
            continue;
        }
        if (a == QLatin1String("-serial") && i + 1 < base.size() &&
            base[i + 1] == QLatin1String("stdio")) {
            out << a << QStringLiteral("null");
            ++i;
            continue;
        }
        if (a == QLatin1String("-kernel") && i + 1 < base.size()) {
            out << a << elf;
            ++i;
            continue;
        }
        out << a;
    }
    // The plugin writes through QEMU's log: -D stays the last option (the FIFO).
    out << QStringLiteral("-plugin") << QStringLiteral("file=") + pluginPath << QStringLiteral("-d")
        << QStringLiteral("plugin") << QStringLiteral("-D") << logPath;
    return out;
}

bool TraceRunner::run(const TraceRunOptions &options, TraceSink &attributor, QString *error)
{
    const QString plugin = pluginPath(error);
    if (plugin.isEmpty())
        return false;
    QStringList cmd = traceCommand(options.command, options.elf, plugin, QString());
    cmd.removeLast(); // the log path: set below
    QString program = cmd.takeFirst();
    if (program == QLatin1String("qemu-system-arm") && !options.qemuProgram.isEmpty())
        program = options.qemuProgram;
    const QString exe =
        program.contains(QLatin1Char('/')) ? program : QStandardPaths::findExecutable(program);
    if (exe.isEmpty()) {
        return setError(error, tr("QEMU (%1) was not found: install qemu-system-arm").arg(program));
    }
    QTemporaryDir tmp;
    if (!tmp.isValid()) {
        return setError(error, tr("cannot create a temporary directory for the trace"));
    }
    const QString fifo = tmp.filePath(QStringLiteral("exec-trace.fifo"));
    if (::mkfifo(QFile::encodeName(fifo).constData(), 0600) != 0) {
        return setError(
            error, tr("cannot create the trace FIFO %1: %2").arg(fifo, qt_error_string(errno)));
    }
    // Opened for reading before QEMU starts, so that QEMU's open for writing does not block.
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    if (fd < 0) {
        return setError(error,
                        tr("cannot open the trace FIFO %1: %2").arg(fifo, qt_error_string(errno)));
    }
    // The plugin writes blocks of about 1 MiB: a pipe of that size (the unprivileged maximum,
    // /proc/sys/fs/pipe-max-size) takes one whole, instead of 16 context switches through the
    // default 64 KiB. A smaller pipe only costs speed.
    ::fcntl(fd, F_SETPIPE_SZ, 1 << 20);
    cmd << fifo;
    // QEMU's own output (merged) is kept for the error; the trace comes through the FIFO.
    ToolOptions o;
    o.mergeChannels = true;
    o.nullStdin = true;
    o.timeoutMs = options.timeoutMs;
    o.maxOutputBytes = qint64(16) << 20;
    o.cancel = options.cancel;
    ToolProcess qemu(exe, cmd, o);
    if (!qemu.start()) {
        ::close(fd);
        return setError(error,
                        qemu.result().end == ToolEnd::Cancelled
                            ? tr("cancelled") // before QEMU started
                            : tr("QEMU could not be started: %1").arg(qemu.result().systemError));
    }
    QElapsedTimer clock;
    clock.start();
    qint64 lastProgress = 0;
    QByteArray buffer;
    std::vector<char> chunk(1 << 20);
    bool alive = true;
    while (!attributor.done()) {
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, 100);
        qsizetype got = 0;
        if (ready > 0) {
            got = ::read(fd, chunk.data(), chunk.size());
            if (got < 0 && errno != EAGAIN && errno != EINTR)
                break;
        }
        if (got > 0) {
            buffer.append(chunk.data(), got);
            qsizetype from = 0;
            while (!attributor.done()) {
                const qsizetype nl = buffer.indexOf('\n', from);
                if (nl < 0)
                    break;
                attributor.feedLine(buffer.constData() + from, nl - from);
                from = nl + 1;
            }
            buffer.remove(0, from);
        } else if (!alive) {
            break; // nothing to read and QEMU has exited
        }
        if (options.progress && clock.elapsed() - lastProgress > 500) {
            lastProgress = clock.elapsed();
            options.progress(attributor.instructionsSeen(), attributor.windowsSeen());
        }
        // QEMU's output, its end, the cancel flag, the timeout.
        if (alive && !qemu.step(0)) {
            const ToolEnd end = qemu.result().end;
            if (end != ToolEnd::Exited && end != ToolEnd::Crashed)
                break;
            alive = false; // read what is left in the FIFO, then stop
        }
    }
    // The last traced window has been seen (or we stop): no need to go on.
    qemu.stop();
    const ToolResult t = qemu.finish(5000);
    const QString diagnostics = QString::fromLocal8Bit(t.out).trimmed();
    ::close(fd);
    if (t.end == ToolEnd::Cancelled) {
        return setError(error, tr("cancelled"));
    }
    if (t.end == ToolEnd::TimedOut) {
        return setError(error, tr("the traced run did not reach its windows within %1 s")
                                   .arg(options.timeoutMs / 1000));
    }
    if (t.end == ToolEnd::TooMuchOutput) {
        return setError(error, t.error);
    }
    if (QString why; !attributor.finish(&why)) {
        if (!diagnostics.isEmpty())
            why += QLatin1Char(' ') + tr("(QEMU said: %1)").arg(diagnostics.left(300));
        return setError(error, why);
    }
    return true;
}

} // namespace rb
