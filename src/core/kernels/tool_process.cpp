// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/tool_process.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::ToolProcess)
};
thread_local const std::atomic_bool *t_cancel = nullptr;
} // namespace

ToolProcess::CancelScope::CancelScope(const std::atomic_bool *flag) : m_previous(t_cancel)
{
    t_cancel = flag;
}

ToolProcess::CancelScope::~CancelScope()
{
    t_cancel = m_previous;
}

bool ToolProcess::cancelRequested()
{
    return t_cancel && t_cancel->load();
}

QString ToolResult::lastErrorLine() const
{
    const QStringList lines = err.split('\n', Qt::SkipEmptyParts);
    // git and tar put the reason on their first "fatal:"/"error:" line, advice after it.
    for (const QString &l : lines)
        if (l.startsWith(QLatin1String("fatal:")) || l.startsWith(QLatin1String("error:")))
            return l.trimmed();
    for (auto it = lines.crbegin(); it != lines.crend(); ++it)
        if (!it->trimmed().isEmpty())
            return it->trimmed();
    return error;
}

ToolResult ToolProcess::run(const QString &program, const QStringList &args,
                            const QString &workingDir, int timeoutMs,
                            const QProcessEnvironment &env)
{
    ToolOptions o;
    o.workingDir = workingDir;
    o.timeoutMs = timeoutMs;
    o.env = env;
    return run(program, args, o);
}

ToolResult ToolProcess::run(const QString &program, const QStringList &args, const ToolOptions &o)
{
    ToolResult r;
    auto stopAsked = [&o] { return cancelRequested() || (o.cancel && o.cancel->load()); };
    if (stopAsked()) {
        r.error = Tr::tr("%1 was cancelled").arg(program);
        return r;
    }
    QProcess p;
    p.setProcessEnvironment(o.env);
    if (o.mergeChannels)
        p.setProcessChannelMode(QProcess::MergedChannels);
    if (!o.workingDir.isEmpty())
        p.setWorkingDirectory(o.workingDir);
    p.start(program, args);
    if (!p.waitForStarted(15000)) {
        r.error = Tr::tr("cannot start %1: %2").arg(program, p.errorString());
        return r;
    }
    QByteArray pending;   // the start of a line not yet given to onLine
    bool stopped = false; // onOutput said stop
    auto drain = [&] {
        const QByteArray chunk = p.readAllStandardOutput();
        if (o.onOutput) {
            if (!chunk.isEmpty() && !stopped && !o.onOutput(chunk))
                stopped = true;
            return;
        }
        r.out += chunk;
        if (!o.onLine)
            return;
        pending += chunk;
        qsizetype nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            o.onLine(QString::fromLocal8Bit(pending.left(nl)));
            pending.remove(0, nl + 1);
        }
    };
    // Wait in short steps: output is read as it comes, a cancel is seen within 100 ms.
    QElapsedTimer clock;
    clock.start();
    while (p.state() != QProcess::NotRunning) {
        p.waitForReadyRead(100);
        drain();
        const bool cancelled = stopAsked();
        if (stopped || cancelled || clock.elapsed() >= o.timeoutMs) {
            p.kill();
            p.waitForFinished(5000);
            r.error =
                stopped ? Tr::tr("%1 was stopped").arg(program)
                : cancelled
                    ? Tr::tr("%1 was cancelled").arg(program)
                    : Tr::tr("%1 did not finish within %2 s").arg(program).arg(o.timeoutMs / 1000);
            return r;
        }
    }
    drain();
    if (stopped) {
        r.error = Tr::tr("%1 was stopped").arg(program);
        return r;
    }
    if (o.onLine && !pending.isEmpty())
        o.onLine(QString::fromLocal8Bit(pending));
    if (!o.mergeChannels)
        r.err = QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
    if (p.exitStatus() != QProcess::NormalExit) {
        r.error = Tr::tr("%1 crashed").arg(program);
        return r;
    }
    r.exitCode = p.exitCode();
    return r;
}

} // namespace rb
