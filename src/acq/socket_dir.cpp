// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/socket_dir.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <signal.h>
#include <unistd.h>

namespace rb {
namespace {

bool writeLine(const QString &path, const QString &line)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const QByteArray bytes = (line + QLatin1Char('\n')).toUtf8();
    return f.write(bytes) == bytes.size() && f.flush();
}

// The first line of a small file (empty when it cannot be read).
QString readLine(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.read(256)).section(QLatin1Char('\n'), 0, 0).trimmed();
}

// The template of a new directory, once the stale ones are gone.
QString sweptTemplate()
{
    const QString temp = QDir::tempPath();
    SocketDir::removeStale(temp);
    return temp + QLatin1Char('/') + QString::fromLatin1(SocketDir::kPrefix) +
           QStringLiteral("XXXXXX");
}

} // namespace

QString SocketDir::identity(qint64 pid)
{
    QString start;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (stat.open(QIODevice::ReadOnly)) {
        // "pid (comm) state ppid ...": comm may hold spaces and ')', so fields count from the
        // last ')'; the start time is field 22, the 20th after it.
        const QByteArray s = stat.readAll();
        const qsizetype close = s.lastIndexOf(')');
        if (close >= 0) {
            const QList<QByteArray> fields = s.mid(close + 1).simplified().split(' ');
            if (fields.size() > 19)
                start = QString::fromLatin1(fields.at(19));
        }
    }
    return start.isEmpty() ? QString::number(pid) : QStringLiteral("%1 %2").arg(pid).arg(start);
}

bool SocketDir::alive(const QString &identityLine)
{
    const QStringList parts = identityLine.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    bool ok = false;
    const qint64 pid = parts.value(0).toLongLong(&ok);
    if (!ok || pid <= 0 || pid != static_cast<pid_t>(pid))
        return true; // unreadable: treated as alive, never removed
    if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno != EPERM)
        return false; // no such process
    if (parts.size() < 2)
        return true;
    const QStringList now = identity(pid).split(QLatin1Char(' '));
    return now.size() < 2 || now.at(1) == parts.at(1); // another start time: a reused id
}

QStringList SocketDir::removeStale(const QString &tempDir)
{
    QStringList removed;
    const QDir base(tempDir);
    const QStringList names =
        base.entryList({QString::fromLatin1(kPrefix) + QLatin1Char('*')},
                       QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::NoSymLinks);
    for (const QString &name : names) {
        const QString dir = base.filePath(name);
        const QFileInfo info(dir);
        if (info.isSymLink() || !info.isDir() || info.ownerId() != ::getuid())
            continue;
        const QString owner = readLine(QDir(dir).filePath(QStringLiteral("owner")));
        if (owner.isEmpty() || alive(owner))
            continue;
        const QString child = readLine(QDir(dir).filePath(QStringLiteral("child")));
        if (!child.isEmpty() && alive(child))
            continue;
        if (QDir(dir).removeRecursively())
            removed << dir;
    }
    return removed;
}

SocketDir::SocketDir() : m_dir(sweptTemplate())
{
    m_valid =
        m_dir.isValid() && writeLine(m_dir.filePath(QStringLiteral("owner")), identity(::getpid()));
}

SocketDir::~SocketDir() = default; // QTemporaryDir removes the directory

void SocketDir::setChild(qint64 pid)
{
    if (m_valid && pid > 0)
        writeLine(m_dir.filePath(QStringLiteral("child")), identity(pid));
}

} // namespace rb
