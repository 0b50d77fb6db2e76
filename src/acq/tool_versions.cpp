// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/tool_versions.h"
#include "acq/board_registry.h"
#include "core/process/tool_process.h"

#include <QFileInfo>
#include <QHash>
#include <QStandardPaths>

namespace rb {
namespace {
// The first line of `program args` (a tool's --version). Cached for the whole process, keyed by
// the resolved executable, its size and mtime: an upgraded tool is asked again, an unchanged one
// is not started for every configuration (issue 6: three probes per run were a fixed cost).
QString firstLineOf(const QString &program, const QStringList &args)
{
    const QString exe = program.contains('/') ? program : QStandardPaths::findExecutable(program);
    const QFileInfo fi(exe);
    if (exe.isEmpty() || !fi.exists())
        return {};
    const QString key = fi.canonicalFilePath() + '\n' + QString::number(fi.size()) + '\n' +
                        QString::number(fi.lastModified().toMSecsSinceEpoch()) + '\n' +
                        args.join('\n');
    static QMutex mutex;
    static QHash<QString, QString> cache;
    {
        const QMutexLocker lock(&mutex);
        const auto it = cache.constFind(key);
        if (it != cache.constEnd())
            return *it;
    }
    ToolOptions o;
    o.mergeChannels = true;
    o.timeoutMs = 20000;
    const ToolResult r = ToolProcess::run(exe, args, o);
    const QString out = QString::fromLocal8Bit(r.out);
    QString line;
    if (r.ok() || !out.isEmpty())
        line = out.section('\n', 0, 0).trimmed();
    const QMutexLocker lock(&mutex);
    cache.insert(key, line);
    return line;
}
} // namespace

QString ToolVersions::cached(const QString &key, const QString &program, const QStringList &args)
{
    if (!m_cache.contains(key))
        m_cache.insert(key, firstLineOf(program, args));
    return m_cache.value(key);
}

QMap<QString, QString> ToolVersions::forBoard(const BoardInfo &board)
{
    const QMutexLocker lock(&m_mutex); // workers ask at once in a parallel run
    const QStringList version{QStringLiteral("--version")};
    QMap<QString, QString> v;
    v.insert(QStringLiteral("rtosbench"), QStringLiteral(RTOSBENCH_VERSION));
    v.insert(QStringLiteral("cmake"),
             cached(QStringLiteral("cmake"), QStringLiteral("cmake"), version));
    if (board.runsOnHost) {
        v.insert(QStringLiteral("cc"), cached(QStringLiteral("cc"), QStringLiteral("cc"), version));
    } else {
        const QString gcc = QStringLiteral("arm-none-eabi-gcc");
        v.insert(gcc, cached(gcc, gcc, version));
    }
    if (board.isVirtual)
        v.insert(QStringLiteral("qemu"),
                 cached(QStringLiteral("qemu"), m_settings.qemuProgram, version));
    if (board.needsProbe)
        v.insert(QStringLiteral("openocd"),
                 cached(QStringLiteral("openocd"), m_settings.openOcdProgram, version));
    for (auto it = v.begin(); it != v.end();)
        it = it.value().isEmpty() ? v.erase(it) : std::next(it);
    return v;
}

} // namespace rb
