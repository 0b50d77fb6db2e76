// SPDX-License-Identifier: GPL-3.0-or-later
#include "kernels/tool_process.h"

#include <QCoreApplication>
#include <QProcess>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::ToolProcess)
};
} // namespace

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
    QProcess p;
    p.setProcessEnvironment(env);
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start(program, args);
    if (!p.waitForStarted(15000)) {
        r.error = Tr::tr("cannot start %1: %2").arg(program, p.errorString());
        return r;
    }
    if (!p.waitForFinished(timeoutMs)) {
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
