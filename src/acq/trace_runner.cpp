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

namespace {

// The value of a hex digit, -1 for any other character.
struct HexDigits {
    signed char v[256];
    constexpr HexDigits() : v()
    {
        for (int c = 0; c < 256; ++c)
            v[c] = c >= '0' && c <= '9'   ? static_cast<signed char>(c - '0')
                   : c >= 'a' && c <= 'f' ? static_cast<signed char>(c - 'a' + 10)
                                          : static_cast<signed char>(-1);
    }
};
constexpr HexDigits kHex;

// digits lower-case hex digits at p into *v; false when one is not.
bool hexField(const char *p, int digits, quint32 *v)
{
    quint32 x = 0;
    int bad = 0;
    for (int i = 0; i < digits; ++i) {
        const int d = kHex.v[static_cast<unsigned char>(p[i])];
        bad |= d;
        x = (x << 4) | quint32(d & 0xf);
    }
    *v = x;
    return bad >= 0;
}

// A record's length from its first byte (rb_trace_plugin.c), 0 for no record.
constexpr qsizetype kBlockRecord = 13; // "T" or "E", ID(8), N(3), '\n'
constexpr qsizetype kInsnRecord = 19;  // "I", PC(8), HW1(4), HW2(4), L(1), '\n'
constexpr qsizetype kShortRecord = 4;  // "e", V(3): ID * 64 + N in base-64 digits '0' + d
qsizetype recordBytes(char kind)
{
    return kind == 'e'                  ? kShortRecord
           : kind == 'E' || kind == 'T' ? kBlockRecord
           : kind == 'I'                ? kInsnRecord
                                        : 0;
}

} // namespace

bool TraceStreamDecoder::fail(const QString &why)
{
    if (m_error.isEmpty())
        m_error = why;
    return false;
}

qsizetype TraceStreamDecoder::record(const char *p, qsizetype size)
{
    const qsizetype bytes = recordBytes(p[0]);
    // The record's text for an error (printable bytes only).
    const auto bad = [&](const char *why) {
        QString at;
        for (qsizetype i = 0; i < qMin<qsizetype>(size, bytes > 0 ? bytes - 1 : 20); ++i)
            at += p[i] >= ' ' && p[i] <= '~' ? QLatin1Char(p[i]) : QLatin1Char('?');
        fail(tr(why).arg(at));
        return qsizetype(-1);
    };
    if (bytes == 0)
        return bad(QT_TR_NOOP("an unknown record \"%1\""));
    if (size < bytes)
        return 0;
    quint32 a = 0, b = 0, c = 0, d = 0;
    if (p[0] == 'e') {
        quint32 v = 0;
        for (int i = 1; i < 4; ++i) {
            const quint32 digit = quint32(static_cast<unsigned char>(p[i])) - '0';
            if (digit >= 64)
                return bad(QT_TR_NOOP("a bad block record \"%1\""));
            v = (v << 6) | digit;
        }
        return execution(v >> 6, v & 63) ? bytes
                                         : bad(QT_TR_NOOP("an execution longer than its block, or "
                                                          "of no translation: \"%1\""));
    }
    if (p[bytes - 1] != '\n')
        return bad(QT_TR_NOOP("a record without its end: \"%1\""));
    if (p[0] == 'I') {
        if (!hexField(p + 1, 8, &a) || !hexField(p + 9, 4, &b) || !hexField(p + 13, 4, &c) ||
            !hexField(p + 17, 1, &d) || (d != 0 && d != 2 && d != 4))
            return bad(QT_TR_NOOP("a bad instruction record \"%1\""));
        if (m_insnsLeft == 0)
            return bad(QT_TR_NOOP("an instruction outside a translation: \"%1\""));
        --m_insnsLeft;
        m_pcs.push_back(a);
        if (d != 0)
            m_sink.feedCode(a, quint16(b), quint16(c), d == 4);
        return bytes;
    }
    if (!hexField(p + 1, 8, &a) || !hexField(p + 9, 3, &b))
        return bad(QT_TR_NOOP("a bad block record \"%1\""));
    if (m_insnsLeft != 0)
        return bad(QT_TR_NOOP("a translation cut short by \"%1\""));
    if (p[0] == 'T') {
        if (a != quint32(m_blockStart.size()))
            return bad(QT_TR_NOOP("a translation out of order: \"%1\""));
        m_blockStart.push_back(quint32(m_pcs.size()));
        m_blockSize.push_back(quint16(b));
        m_insnsLeft = int(b);
        return bytes;
    }
    return execution(a, b) ? bytes
                           : bad(QT_TR_NOOP("an execution longer than its block, or of no "
                                            "translation: \"%1\""));
}

bool TraceStreamDecoder::execution(quint32 block, quint32 count)
{
    if (m_insnsLeft != 0 || block >= quint32(m_blockStart.size()) || count > m_blockSize[block])
        return false;
    m_sink.feedPcs(m_pcs.data() + m_blockStart[block], qsizetype(count));
    return true;
}

bool TraceStreamDecoder::feed(const char *data, qsizetype size)
{
    if (!m_error.isEmpty())
        return false;
    if (!m_partial.isEmpty()) {
        // The rest of the record the last call ended in.
        const qsizetype take = qMin(recordBytes(m_partial[0]) - m_partial.size(), size);
        m_partial.append(data, take);
        data += take;
        size -= take;
        if (m_partial.size() < recordBytes(m_partial[0]))
            return true;
        if (record(m_partial.constData(), m_partial.size()) < 0)
            return false;
        m_partial.clear();
    }
    while (size > 0 && !m_sink.done()) {
        const qsizetype used = record(data, size);
        if (used < 0)
            return false;
        if (used == 0) {
            m_partial.append(data, size);
            break;
        }
        data += used;
        size -= used;
    }
    return true;
}

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
    TraceStreamDecoder decoder(attributor);
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
            if (!decoder.feed(chunk.data(), got))
                break; // a malformed trace: said below
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
    if (!decoder.error().isEmpty()) {
        return setError(error, tr("the trace plugin's output cannot be read (%1): is %2 the "
                                  "plugin of this rtosbench?")
                                   .arg(decoder.error(), plugin));
    }
    if (QString why; !attributor.finish(&why)) {
        if (!diagnostics.isEmpty())
            why += QLatin1Char(' ') + tr("(QEMU said: %1)").arg(diagnostics.left(300));
        return setError(error, why);
    }
    return true;
}

} // namespace rb
