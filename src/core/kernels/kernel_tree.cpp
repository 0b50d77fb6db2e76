// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/kernel_tree.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>

#include <algorithm>

namespace rb {

QStringList KernelTree::missingFiles(const KernelInfo &kernel, const QString &dir)
{
    QStringList missing;
    for (const QString &f : kernel.check)
        if (!QFileInfo::exists(QDir(dir).filePath(f)))
            missing << f;
    return missing;
}

QString KernelTree::detectVersion(const KernelInfo &kernel, const QString &dir)
{
    if (kernel.versionFile.isEmpty() || kernel.versionMacros.isEmpty())
        return {};
    QFile f(QDir(dir).filePath(kernel.versionFile));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromLatin1(f.read(4 * 1024 * 1024));
    QStringList parts;
    for (const QString &macro : kernel.versionMacros) {
        const QRegularExpression re(
            QStringLiteral("^[ \\t]*#[ \\t]*define[ \\t]+%1[ \\t]+([^ \\t\\r\\n/]+)")
                .arg(QRegularExpression::escape(macro)),
            QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = re.match(text);
        if (!m.hasMatch())
            return {};
        QString v = m.captured(1);
        if (kernel.versionMacros.size() == 1) {
            if (v.startsWith('"') && v.endsWith('"') && v.size() > 2)
                return v.mid(1, v.size() - 2);
            return {};
        }
        v.remove(QRegularExpression(QStringLiteral("[uUlL]+$")));
        bool ok = false;
        const long n = v.toLong(&ok, 0);
        if (!ok)
            return {};
        parts << QString::number(n);
    }
    return parts.join('.');
}

QString KernelTree::gitCommit(const QString &dir)
{
    if (!QFileInfo::exists(QDir(dir).filePath(QStringLiteral(".git"))))
        return {};
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral("git"), {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
    if (!p.waitForFinished(20000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    const QString commit = QString::fromLatin1(p.readAllStandardOutput()).trimmed();
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{40,64}$"));
    return hex.match(commit).hasMatch() ? commit : QString();
}

QString KernelTree::filesDigest(const QString &root, QStringList relativeFiles)
{
    std::sort(relativeFiles.begin(), relativeFiles.end());
    relativeFiles.removeDuplicates();
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const QString &rel : relativeFiles) {
        QFile f(QDir(root).filePath(rel));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QByteArray path = rel.toUtf8();
        // path, NUL, size, NUL, bytes: no two different file sets hash the same input.
        h.addData(path);
        h.addData(QByteArrayView("\0", 1));
        h.addData(QByteArray::number(f.size()));
        h.addData(QByteArrayView("\0", 1));
        if (!h.addData(&f))
            return {};
    }
    return QString::fromLatin1(h.result().toHex());
}

QStringList KernelTree::allFiles(const QString &dir)
{
    QStringList out;
    const QDir base(dir);
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString rel = base.relativeFilePath(it.next());
        if (rel == QLatin1String(".git") || rel.startsWith(QLatin1String(".git/")))
            continue;
        out << rel;
    }
    std::sort(out.begin(), out.end());
    return out;
}

QString KernelTree::findRoot(const KernelInfo &kernel, const QString &dir)
{
    QStringList level{dir};
    for (int depth = 0; depth <= 2 && !level.isEmpty(); ++depth) {
        QStringList next;
        for (const QString &d : level) {
            if (missingFiles(kernel, d).isEmpty())
                return QDir::cleanPath(d);
            const QDir qd(d);
            for (const QString &sub :
                 qd.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name))
                if (sub != QLatin1String(".git"))
                    next << qd.filePath(sub);
        }
        level = next;
    }
    return {};
}

} // namespace rb
