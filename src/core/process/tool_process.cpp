// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/process/tool_process.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::ToolProcess)
};
thread_local const std::atomic_bool *t_cancel = nullptr;

QProcessEnvironment processEnvironment(const ToolEnvironment &env)
{
    QProcessEnvironment e; // empty: only what the caller said
    const QMap<QString, QString> &vars = env.variables();
    for (auto it = vars.cbegin(); it != vars.cend(); ++it)
        e.insert(it.key(), it.value());
    return e;
}
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

struct ToolProcess::Private {
    QString program;
    QStringList args;
    ToolOptions o;
    QProcess p;
    ToolResult r;
    QByteArray errBytes; // standard error so far (separate channels)
    QByteArray pending;  // the start of a line not yet given to onLine
    bool started = false;
    bool over = false;   // ended or killed: r.end says how
    QElapsedTimer clock; // since the start
    QElapsedTimer idle;  // since the last output or activity()

    bool stopAsked() const { return cancelRequested() || (o.cancel && o.cancel->load()); }
    qint64 kept() const { return r.out.size() + errBytes.size(); }

    // Takes what the program wrote; false when it must be killed (onOutput said stop, the cap).
    bool drain(bool handOut)
    {
        const QByteArray chunk = p.readAllStandardOutput();
        const QByteArray errChunk = o.mergeChannels ? QByteArray() : p.readAllStandardError();
        if (!chunk.isEmpty() || !errChunk.isEmpty())
            idle.restart();
        errBytes += errChunk;
        if (o.onOutput) {
            if (!chunk.isEmpty() && handOut && !o.onOutput(chunk))
                return kill(ToolEnd::Stopped, Tr::tr("%1 was stopped").arg(program));
        } else {
            r.out += chunk;
            if (o.onLine && handOut) {
                pending += chunk;
                qsizetype nl;
                while ((nl = pending.indexOf('\n')) >= 0) {
                    o.onLine(QString::fromLocal8Bit(pending.left(nl)));
                    pending.remove(0, nl + 1);
                }
            }
        }
        if (o.maxOutputBytes > 0 && kept() > o.maxOutputBytes) {
            r.out.truncate(qMax<qint64>(0, o.maxOutputBytes - errBytes.size()));
            errBytes.truncate(o.maxOutputBytes - r.out.size());
            return kill(ToolEnd::TooMuchOutput,
                        Tr::tr("%1 wrote more than %2 bytes of output: killed")
                            .arg(program)
                            .arg(o.maxOutputBytes));
        }
        return true;
    }

    bool kill(ToolEnd end, const QString &why)
    {
        if (over)
            return false;
        over = true;
        p.kill();
        p.waitForFinished(5000);
        r.end = end;
        r.error = why;
        r.exitCode = -1;
        return false;
    }

    // The program has ended by itself: the rest of its output, its exit code.
    void ended()
    {
        if (over)
            return;
        if (!drain(true))
            return;
        over = true;
        if (o.onLine && !o.onOutput && !pending.isEmpty())
            o.onLine(QString::fromLocal8Bit(pending));
        pending.clear();
        if (p.exitStatus() != QProcess::NormalExit) {
            r.end = ToolEnd::Crashed;
            r.systemError = p.errorString();
            r.error = Tr::tr("%1 crashed").arg(program);
            return;
        }
        r.end = ToolEnd::Exited;
        r.exitCode = p.exitCode();
    }
};

ToolProcess::ToolProcess(QString program, QStringList args, ToolOptions options)
    : d(std::make_unique<Private>())
{
    d->program = std::move(program);
    d->args = std::move(args);
    d->o = std::move(options);
}

ToolProcess::~ToolProcess()
{
    if (d->started && d->p.state() != QProcess::NotRunning) {
        d->p.kill();
        d->p.waitForFinished(5000);
    }
}

bool ToolProcess::start()
{
    ToolResult &r = d->r;
    if (d->stopAsked()) {
        d->over = true;
        r.end = ToolEnd::Cancelled; // not started at all
        r.error = Tr::tr("%1 was cancelled").arg(d->program);
        return false;
    }
    QProcess &p = d->p;
    p.setProcessEnvironment(processEnvironment(d->o.env));
    if (d->o.mergeChannels)
        p.setProcessChannelMode(QProcess::MergedChannels);
    if (d->o.nullStdin)
        p.setStandardInputFile(QProcess::nullDevice());
    if (!d->o.workingDir.isEmpty())
        p.setWorkingDirectory(d->o.workingDir);
    p.start(d->program, d->args);
    if (!p.waitForStarted(15000)) {
        d->over = true;
        r.end = ToolEnd::NotStarted;
        r.systemError = p.errorString();
        r.error = Tr::tr("cannot start %1: %2").arg(d->program, r.systemError);
        return false;
    }
    d->started = true;
    d->clock.start();
    d->idle.start();
    return true;
}

bool ToolProcess::step(int waitMs)
{
    if (!d->started || d->over)
        return false;
    QProcess &p = d->p;
    // QProcess notices output and the program's end only inside one of its wait functions.
    if (p.state() != QProcess::NotRunning)
        p.waitForReadyRead(waitMs);
    if (!d->drain(true))
        return false;
    if (p.state() == QProcess::NotRunning) {
        d->ended();
        return false;
    }
    const ToolOptions &o = d->o;
    if (d->stopAsked())
        return d->kill(ToolEnd::Cancelled, Tr::tr("%1 was cancelled").arg(d->program));
    if (d->clock.elapsed() >= o.timeoutMs)
        return d->kill(
            ToolEnd::TimedOut,
            Tr::tr("%1 did not finish within %2 s").arg(d->program).arg(o.timeoutMs / 1000));
    if (o.idleTimeoutMs > 0 && d->idle.elapsed() >= o.idleTimeoutMs)
        return d->kill(ToolEnd::Idle, Tr::tr("%1 gave no output for %2 s: killed")
                                          .arg(d->program)
                                          .arg(o.idleTimeoutMs / 1000.0));
    return true;
}

void ToolProcess::activity()
{
    d->idle.restart();
}

void ToolProcess::stop()
{
    if (d->started)
        d->kill(ToolEnd::Stopped, Tr::tr("%1 was stopped").arg(d->program));
}

bool ToolProcess::running() const
{
    return d->started && !d->over && d->p.state() != QProcess::NotRunning;
}

qint64 ToolProcess::processId() const
{
    return d->p.processId();
}

ToolResult ToolProcess::finish(int waitMs)
{
    if (d->started && !d->over) {
        if (d->p.state() != QProcess::NotRunning && !d->p.waitForFinished(waitMs)) {
            d->drain(true);
            d->kill(ToolEnd::Stopped, Tr::tr("%1 did not end: killed").arg(d->program));
        } else {
            d->ended();
        }
    }
    // What arrived just before a kill is kept in out (a board's last diagnostics, the last
    // bytes of a cancelled capture), never handed to onOutput; past the cap nothing more is.
    if (d->started && d->r.end != ToolEnd::TooMuchOutput) {
        d->r.out += d->p.readAllStandardOutput();
        if (!d->o.mergeChannels)
            d->errBytes += d->p.readAllStandardError();
    }
    d->r.err = QString::fromLocal8Bit(d->errBytes).trimmed();
    return d->r;
}

const ToolResult &ToolProcess::result() const
{
    d->r.err = QString::fromLocal8Bit(d->errBytes).trimmed();
    return d->r;
}

ToolResult ToolProcess::run(const QString &program, const QStringList &args,
                            const QString &workingDir, int timeoutMs, const ToolEnvironment &env)
{
    ToolOptions o;
    o.workingDir = workingDir;
    o.timeoutMs = timeoutMs;
    o.env = env;
    return run(program, args, o);
}

ToolResult ToolProcess::run(const QString &program, const QStringList &args, const ToolOptions &o)
{
    ToolProcess p(program, args, o);
    if (p.start()) {
        // Wait in short steps: output is read as it comes, a cancel is seen within 100 ms.
        while (p.step(100)) {
        }
    }
    return p.finish();
}

} // namespace rb
