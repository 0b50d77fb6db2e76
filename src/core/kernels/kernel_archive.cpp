// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/kernel_archive.h"
#include "core/process/tool_process.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QPair>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

#include <sys/stat.h>

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::KernelArchive)
};

bool isZip(const QString &path)
{
    return path.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive);
}

// An archive's path as tar and unzip get it: absolute, so that it never starts with '-'.
QString absolute(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
}

// tar ACTION --file=ARCHIVE, never a remote archive (a ':' in the name).
QStringList tarArgs(const QString &archive, const char *action)
{
    return {QString::fromLatin1(action), QStringLiteral("--force-local"),
            QStringLiteral("--file=") + archive};
}

QStringList lines(const QByteArray &out)
{
    QStringList l = QString::fromUtf8(out).split('\n');
    while (!l.isEmpty() && l.last().isEmpty())
        l.removeLast();
    return l;
}

} // namespace

bool KernelArchive::isArchive(const QString &path)
{
    static const QRegularExpression re(
        QStringLiteral("\\.(tar\\.gz|tgz|tar\\.xz|txz|tar\\.bz2|tbz2|tar|zip)$"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(path).hasMatch();
}

bool KernelArchive::staysInside(const QString &memberName)
{
    if (memberName.isEmpty() || memberName.startsWith('/') || memberName.contains('\\'))
        return false;
    int depth = 0;
    for (const QString &part : memberName.split('/', Qt::SkipEmptyParts)) {
        if (part == QLatin1String(".."))
            return false; // never a ".." component, even one that would come back inside
        if (part != QLatin1String("."))
            ++depth;
    }
    return depth > 0;
}

bool KernelArchive::linkStaysInside(const QString &linkName, const QString &target)
{
    if (target.isEmpty() || target.startsWith('/'))
        return false;
    QStringList stack = linkName.split('/', Qt::SkipEmptyParts);
    if (!stack.isEmpty())
        stack.removeLast(); // the link's own directory
    for (const QString &part : target.split('/', Qt::SkipEmptyParts)) {
        if (part == QLatin1String("."))
            continue;
        if (part == QLatin1String("..")) {
            if (stack.isEmpty())
                return false;
            stack.removeLast();
        } else {
            stack << part;
        }
    }
    return true;
}

QStringList KernelArchive::unsafeEntries(const QString &given, QString *error)
{
    const QString archive = absolute(given); // never taken as an option
    QStringList bad;
    if (isZip(archive)) {
        // -Z1: one name a line; -Zl: long listing, the first column's first letter is the type.
        const ToolResult names =
            ToolProcess::run(QStringLiteral("unzip"), {QStringLiteral("-Z1"), archive});
        const ToolResult longList =
            ToolProcess::run(QStringLiteral("unzip"), {QStringLiteral("-Z"), archive});
        if (!names.ok() || !longList.ok()) {
            setError(error, Tr::tr("cannot list %1: %2")
                                .arg(archive, names.ok() ? longList.lastErrorLine()
                                                         : names.lastErrorLine()));
            return {};
        }
        for (const QString &n : lines(names.out))
            if (!staysInside(n))
                bad << Tr::tr("%1: path outside the archive").arg(n);
        for (const QString &l : lines(longList.out))
            if (l.startsWith('l'))
                bad << Tr::tr("%1: symbolic link (not accepted in a zip archive)")
                           .arg(l.section(' ', -1));
        return bad;
    }
    const ToolResult names = ToolProcess::run(QStringLiteral("tar"), tarArgs(archive, "--list"));
    const ToolResult verbose = ToolProcess::run(
        QStringLiteral("tar"), tarArgs(archive, "--list") << QStringLiteral("--verbose"));
    if (!names.ok() || !verbose.ok()) {
        setError(error,
                 Tr::tr("cannot list %1: %2")
                     .arg(archive, names.ok() ? verbose.lastErrorLine() : names.lastErrorLine()));
        return {};
    }
    // GNU tar rewrites absolute names and hard link targets with ".." in its listing and says
    // so on standard error: such an archive is refused too.
    for (const QString &line : (verbose.err + '\n' + names.err).split('\n'))
        if (line.contains(QLatin1String("Removing leading")))
            bad << line.trimmed();
    bad.removeDuplicates();
    const QStringList n = lines(names.out);
    const QStringList v = lines(verbose.out);
    if (n.size() != v.size()) {
        setError(error, Tr::tr("cannot list %1: the two listings of tar disagree").arg(archive));
        return {};
    }
    for (int i = 0; i < n.size(); ++i) {
        const QString &name = n[i];
        const QChar type = v[i].isEmpty() ? QChar('?') : v[i].at(0);
        if (!staysInside(name)) {
            bad << Tr::tr("%1: path outside the archive").arg(name);
            continue;
        }
        if (type == '-' || type == 'd')
            continue;
        if (type == 'l' || type == 'h') {
            const QString sep = type == 'l' ? QStringLiteral(" -> ") : QStringLiteral(" link to ");
            const qsizetype at = v[i].lastIndexOf(name + sep);
            const QString target = at < 0 ? QString() : v[i].mid(at + name.size() + sep.size());
            const bool inside = type == 'l' ? linkStaysInside(name, target) : staysInside(target);
            if (!inside)
                bad << Tr::tr("%1: link to %2, outside the archive").arg(name, target);
            continue;
        }
        bad << Tr::tr("%1: special file (type %2)").arg(name, QString(type));
    }
    return bad;
}

qint64 KernelArchive::maxBytes()
{
    bool ok = false;
    const qint64 v = qEnvironmentVariable("RTOSBENCH_ARCHIVE_MAX_BYTES").toLongLong(&ok);
    return ok && v > 0 ? v : qint64(4) << 30;
}

qint64 KernelArchive::maxFiles()
{
    bool ok = false;
    const qint64 v = qEnvironmentVariable("RTOSBENCH_ARCHIVE_MAX_FILES").toLongLong(&ok);
    return ok && v > 0 ? v : 200000;
}

QString KernelArchive::overLimits(const QString &given, QString *error)
{
    const QString archive = absolute(given);
    qint64 files = 0, bytes = 0;
    if (isZip(archive)) {
        // "N files, B bytes uncompressed, C bytes compressed: R%"
        const ToolResult t = ToolProcess::run(
            QStringLiteral("unzip"), {QStringLiteral("-Z"), QStringLiteral("-t"), archive});
        static const QRegularExpression re(QStringLiteral("(\\d+) files?, (\\d+) bytes"));
        const auto m = re.match(QString::fromUtf8(t.out));
        if (!t.ok() || !m.hasMatch()) {
            setError(error, Tr::tr("cannot list %1: %2").arg(archive, t.lastErrorLine()));
            return {};
        }
        files = m.captured(1).toLongLong();
        bytes = m.captured(2).toLongLong();
    } else {
        // GNU tar -tvf: "-rw-r--r-- user/group SIZE DATE TIME NAME"
        const ToolResult t = ToolProcess::run(
            QStringLiteral("tar"), tarArgs(archive, "--list") << QStringLiteral("--verbose"));
        if (!t.ok()) {
            setError(error, Tr::tr("cannot list %1: %2").arg(archive, t.lastErrorLine()));
            return {};
        }
        for (const QString &line : lines(t.out)) {
            ++files;
            bytes += line.simplified().section(' ', 2, 2).toLongLong();
        }
    }
    if (files > maxFiles())
        return Tr::tr("%1 holds %2 entries, more than the limit of %3 "
                      "(RTOSBENCH_ARCHIVE_MAX_FILES)")
            .arg(QFileInfo(archive).fileName())
            .arg(files)
            .arg(maxFiles());
    if (bytes > maxBytes())
        return Tr::tr("%1 unpacks to %2 bytes, more than the limit of %3 bytes "
                      "(RTOSBENCH_ARCHIVE_MAX_BYTES)")
            .arg(QFileInfo(archive).fileName())
            .arg(bytes)
            .arg(maxBytes());
    return {};
}

std::optional<qint64> KernelArchive::contentBytes(const QString &given, qint64 limit,
                                                  QString *error)
{
    const QString archive = absolute(given);
    qint64 count = 0;
    ToolOptions o;
    o.onOutput = [&count, limit](const QByteArray &chunk) {
        count += chunk.size();
        return count <= limit; // past the limit: killed at once
    };
    const ToolResult r =
        isZip(archive)
            ? ToolProcess::run(QStringLiteral("unzip"),
                               {QStringLiteral("-qq"), QStringLiteral("-p"), archive}, o)
            : ToolProcess::run(QStringLiteral("tar"),
                               tarArgs(archive, "--extract") << QStringLiteral("--to-stdout"), o);
    if (count > limit) {
        setError(error,
                 Tr::tr("%1 unpacks to more than the limit of %2 bytes "
                        "(RTOSBENCH_ARCHIVE_MAX_BYTES): unpacking was stopped after %3 bytes, "
                        "before anything was written")
                     .arg(QFileInfo(archive).fileName())
                     .arg(limit)
                     .arg(count));
        return std::nullopt;
    }
    if (!r.ok()) {
        setError(error, Tr::tr("cannot read %1: %2").arg(archive, r.lastErrorLine()));
        return std::nullopt;
    }
    return count;
}

qint64 KernelArchive::bytesOnDisk(const QString &dir, qint64 *entries)
{
    qint64 bytes = 0, n = 0;
    QSet<QPair<quint64, quint64>> seen; // (device, inode): a hard link counts once
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QByteArray path = QFile::encodeName(it.next());
        ++n;
        struct stat st;
        if (::lstat(path.constData(), &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        const QPair<quint64, quint64> key(quint64(st.st_dev), quint64(st.st_ino));
        if (seen.contains(key))
            continue;
        seen.insert(key);
        bytes += qint64(st.st_size);
    }
    if (entries)
        *entries = n;
    return bytes;
}

QStringList KernelArchive::removeGitEntries(const QString &dir)
{
    QStringList found;
    QDirIterator it(dir, {QStringLiteral(".git")},
                    QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        found << it.next();
    // Deepest first: a .git inside another is gone with it.
    std::sort(found.begin(), found.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    QStringList removed;
    const QDir base(dir);
    for (const QString &path : found) {
        const QFileInfo fi(path);
        if (!fi.exists() && !fi.isSymLink())
            continue;
        if (fi.isDir() && !fi.isSymLink())
            QDir(path).removeRecursively();
        else
            QFile::remove(path);
        removed << base.relativeFilePath(path);
    }
    removed.sort();
    return removed;
}

bool KernelArchive::unpack(const QString &given, const QString &destDir, QString *error,
                           QStringList *notes)
{
    const QString archive = absolute(given);
    if (!QFileInfo(archive).isFile()) {
        return setError(error, Tr::tr("no such archive: %1").arg(given));
    }
    QString listError;
    const QStringList bad = unsafeEntries(archive, &listError);
    if (!listError.isEmpty()) {
        return setError(error, listError);
    }
    if (!bad.isEmpty()) {
        return setError(error, Tr::tr("refusing %1: %2")
                                   .arg(QFileInfo(archive).fileName(),
                                        bad.mid(0, 5).join(QStringLiteral("; "))));
    }
    const QString over = overLimits(archive, &listError);
    if (!listError.isEmpty()) {
        return setError(error, listError);
    }
    if (!over.isEmpty()) {
        return setError(error, Tr::tr("refusing %1").arg(over));
    }
    // The listing may lie (a zip's sizes are only headers): count what the members hold.
    QString countError;
    if (!contentBytes(archive, maxBytes(), &countError)) {
        return setError(error, Tr::tr("refusing %1").arg(countError));
    }
    if (QFileInfo::exists(destDir) || !QDir().mkpath(destDir)) {
        return setError(error, Tr::tr("cannot create %1").arg(destDir));
    }
    const ToolResult r =
        isZip(archive) ? ToolProcess::run(QStringLiteral("unzip"), {QStringLiteral("-q"), archive,
                                                                    QStringLiteral("-d"), destDir})
                       : ToolProcess::run(QStringLiteral("tar"),
                                          tarArgs(archive, "--extract")
                                              << QStringLiteral("--directory=") + destDir
                                              << QStringLiteral("--no-same-owner")
                                              << QStringLiteral("--no-same-permissions"));
    if (!r.ok()) {
        setError(error, Tr::tr("unpacking %1 failed: %2").arg(archive, r.lastErrorLine()));
        QDir(destDir).removeRecursively();
        return false;
    }
    // What is on disk must be what was counted (an archive changed in between is caught here).
    qint64 entries = 0;
    const qint64 written = bytesOnDisk(destDir, &entries);
    if (written > maxBytes() || entries > maxFiles()) {
        setError(error,
                 Tr::tr("refusing %1: it unpacked to %2 bytes in %3 entries, more than the limits "
                        "of %4 bytes and %5 entries")
                     .arg(QFileInfo(archive).fileName())
                     .arg(written)
                     .arg(entries)
                     .arg(maxBytes())
                     .arg(maxFiles()));
        QDir(destDir).removeRecursively();
        return false;
    }
    const QStringList git = removeGitEntries(destDir);
    if (!git.isEmpty() && notes)
        *notes << Tr::tr("removed %1 from %2: a tree from an archive is data, not a git "
                         "repository (its hooks and config would run programs)")
                      .arg(git.mid(0, 3).join(QStringLiteral(", ")), QFileInfo(archive).fileName());
    return true;
}

} // namespace rb
