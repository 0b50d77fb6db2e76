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
    ToolResult r;
    if (cancelRequested()) {
        r.error = Tr::tr("%1 was cancelled").arg(program);
        return r;
    }
    QProcess p;
    p.setProcessEnvironment(env);
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start(program, args);
    if (!p.waitForStarted(15000)) {
        r.error = Tr::tr("cannot start %1: %2").arg(program, p.errorString());
        return r;
    }
    if (t_cancel) {
        // Cancellable: wait in short steps and kill the program when asked to stop.
        QElapsedTimer clock;
        clock.start();
        while (!p.waitForFinished(100) && p.state() != QProcess::NotRunning) {
            if (cancelRequested()) {
                p.kill();
                p.waitForFinished(5000);
                r.error = Tr::tr("%1 was cancelled").arg(program);
                return r;
            }
            if (clock.elapsed() >= timeoutMs) {
                p.kill();
                p.waitForFinished(5000);
                r.error =
                    Tr::tr("%1 did not finish within %2 s").arg(program).arg(timeoutMs / 1000);
                return r;
            }
        }
    } else if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        r.error = Tr::tr("%1 did not finish within %2 s").arg(program).arg(timeoutMs / 1000);
        return r;
    }
    r.out = p.readAllStandardOutput();
    r.err = QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
    if (p.exitStatus() != QProcess::NormalExit) {
        r.error = Tr::tr("%1 crashed").arg(program);
        return r;
    }
    r.exitCode = p.exitCode();
    return r;
}

} // namespace rb
