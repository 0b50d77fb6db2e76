// SPDX-License-Identifier: GPL-3.0-or-later
// Trace speed of explain/audit (issue 36 part 1): executed instructions per second read from
// the virtual board's trace, before (QEMU's own exec log, -singlestep -d exec,nochain, the route
// explain took until issue 36) and after (our TCG plugin through TraceRunner, the route explain
// takes now). Both count every executed instruction with the same line parser
// (WindowAttributor::tracePc) from QEMU's start, so the figure includes QEMU's start-up.
//   bench_trace [ELF] [BEFORE_INSTRUCTIONS] [AFTER_INSTRUCTIONS]
// Without an ELF it builds the bare-metal firmware (-Os, icount) into a temporary cache. The
// before route stops after BEFORE_INSTRUCTIONS (default 2,000,000), the after route after
// AFTER_INSTRUCTIONS (default 100,000,000), or at the firmware's end.
#include "acq/firmware_builder.h"
#include "acq/qemu_board.h"
#include "acq/trace_runner.h"
#include "core/trace/trace_sink.h"
#include "core/trace/window_attributor.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace {

// CPU seconds of this process and its waited-for children (QEMU): on a shared machine the wall
// time also counts the waits for a core.
double cpuSeconds()
{
    double s = 0;
    for (const int who : {RUSAGE_SELF, RUSAGE_CHILDREN}) {
        rusage u{};
        ::getrusage(who, &u);
        s += double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
             double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
    }
    return s;
}

// Counts executed instructions: a "Trace" line, less the exec log's cancelled ones (the before
// route), or the plugin's decoded blocks (the after route).
class CountingSink : public rb::TraceSink {
public:
    explicit CountingSink(qint64 budget) : m_budget(budget) {}
    void feedLine(const char *line, qsizetype length) override
    {
        if (rb::WindowAttributor::tracePc(line, length))
            ++m_count;
        else if (rb::WindowAttributor::isCancelLine(line, length))
            --m_count;
    }
    void feedPcs(const quint32 *, qsizetype count) override { m_count += count; }
    bool finish(QString *) override { return true; }
    bool done() const override { return m_count >= m_budget; }
    qint64 instructionsSeen() const override { return m_count; }
    int windowsSeen() const override { return 0; }

private:
    qint64 m_budget;
    qint64 m_count = 0;
};

// The route before issue 36: QEMU's exec log, one instruction per block, into a FIFO.
bool before(const QStringList &command, const QString &elf, CountingSink &sink, double *seconds)
{
    QTemporaryDir tmp;
    const QString fifo = tmp.filePath(QStringLiteral("exec.fifo"));
    if (!tmp.isValid() || ::mkfifo(QFile::encodeName(fifo).constData(), 0600) != 0)
        return false;
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    if (fd < 0)
        return false;
    QStringList args;
    for (int i = 1; i < command.size(); ++i) {
        if (command[i] == QLatin1String("-nographic"))
            continue;
        if (command[i] == QLatin1String("-serial") && i + 1 < command.size()) {
            args << command[i] << QStringLiteral("null");
            ++i;
            continue;
        }
        if (command[i] == QLatin1String("-kernel") && i + 1 < command.size()) {
            args << command[i] << elf;
            ++i;
            continue;
        }
        args << command[i];
    }
    args << QStringLiteral("-singlestep") << QStringLiteral("-d") << QStringLiteral("exec,nochain")
         << QStringLiteral("-D") << fifo;
    QElapsedTimer clock;
    clock.start();
    QProcess qemu;
    qemu.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    qemu.setStandardOutputFile(QProcess::nullDevice());
    qemu.start(command.first(), args);
    if (!qemu.waitForStarted()) {
        ::close(fd);
        return false;
    }
    QByteArray buffer;
    std::vector<char> chunk(1 << 20);
    while (!sink.done()) {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, 100) > 0) {
            const ssize_t got = ::read(fd, chunk.data(), chunk.size());
            if (got > 0) {
                buffer.append(chunk.data(), got);
                qsizetype from = 0;
                for (qsizetype nl; (nl = buffer.indexOf('\n', from)) >= 0; from = nl + 1)
                    sink.feedLine(buffer.constData() + from, nl - from);
                buffer.remove(0, from);
                continue;
            }
        }
        if (qemu.state() == QProcess::NotRunning || qemu.waitForFinished(0))
            break;
    }
    *seconds = double(clock.nsecsElapsed()) / 1e9;
    qemu.kill();
    qemu.waitForFinished();
    ::close(fd);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QString elf = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    const qint64 beforeBudget = argc > 2 ? atoll(argv[2]) : 2'000'000;
    const qint64 afterBudget = argc > 3 ? atoll(argv[3]) : 100'000'000;
    QTemporaryDir dir;
    if (elf.isEmpty()) {
        rb::BuildRequest req;
        req.board = QStringLiteral("qemu");
        req.kernel = QStringLiteral("baremetal");
        req.opt = QStringLiteral("-Os");
        req.timer = QStringLiteral("icount");
        const rb::FirmwareBuilder builder(rb::FirmwareBuilder::defaultFirmwareDir(),
                                          dir.filePath(QStringLiteral("cache")));
        const rb::BuildOutcome built = builder.build(req);
        if (!built.ok) {
            std::fprintf(stderr, "build failed: %s\n", qPrintable(built.error));
            return 1;
        }
        elf = built.manifest->elfPath;
    }
    const QStringList command = rb::QemuBoard::defaultCommand(elf);

    CountingSink old(beforeBudget);
    double oldSeconds = 0;
    const double cpu0 = cpuSeconds();
    if (!before(command, elf, old, &oldSeconds) || old.instructionsSeen() == 0) {
        std::fprintf(stderr, "the -singlestep route did not run\n");
        return 1;
    }
    const double cpu1 = cpuSeconds();
    CountingSink now(afterBudget);
    rb::TraceRunOptions options;
    options.elf = elf;
    QElapsedTimer clock;
    clock.start();
    QString error;
    if (!rb::TraceRunner::run(options, now, &error)) {
        std::fprintf(stderr, "the plugin route failed: %s\n", qPrintable(error));
        return 1;
    }
    const double nowSeconds = double(clock.nsecsElapsed()) / 1e9;
    const double cpu2 = cpuSeconds();
    const double oldRate = double(old.instructionsSeen()) / oldSeconds;
    const double nowRate = double(now.instructionsSeen()) / nowSeconds;
    const double oldCpuRate = double(old.instructionsSeen()) / (cpu1 - cpu0);
    const double nowCpuRate = double(now.instructionsSeen()) / (cpu2 - cpu1);
    std::printf("before (-singlestep -d exec,nochain): %lld instructions in %.2f s (%.2f CPU s): "
                "%.0f instructions/s, %.0f per CPU second\n",
                static_cast<long long>(old.instructionsSeen()), oldSeconds, cpu1 - cpu0, oldRate,
                oldCpuRate);
    std::printf("after (rtosbench-qemu-trace.so):      %lld instructions in %.2f s (%.2f CPU s): "
                "%.0f instructions/s, %.0f per CPU second\n",
                static_cast<long long>(now.instructionsSeen()), nowSeconds, cpu2 - cpu1, nowRate,
                nowCpuRate);
    std::printf("speed-up: %.1fx in wall time, %.1fx in CPU time (target >= 50x)\n",
                nowRate / oldRate, nowCpuRate / oldCpuRate);
    return 0;
}
