// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/kernel_tree.h"
#include "core/kernels/safe_git.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

#include <unistd.h>

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::KernelTree)
};

// The text of the symbolic link at path (readlink), nullopt when path is not a link.
std::optional<QByteArray> linkText(const QString &path)
{
    const QByteArray p = QFile::encodeName(path);
    QByteArray buf(4096, Qt::Uninitialized);
    const ssize_t n = ::readlink(p.constData(), buf.data(), size_t(buf.size()));
    if (n < 0)
        return std::nullopt;
    buf.truncate(qsizetype(n));
    return buf;
}

} // namespace

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
        // A C macro (#define NAME value) or a make-style assignment (NAME = value: Zephyr's
        // VERSION file).
        const QRegularExpression re(
            QStringLiteral("^[ \\t]*(?:#[ \\t]*define[ \\t]+%1[ \\t]+|%1[ \\t]*=[ \\t]*)"
                           "([^ \\t\\r\\n/]+)")
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
    SafeGit::Options o;
    o.timeoutMs = 20000;
    const ToolResult r = SafeGit::run(dir,
                                      {QStringLiteral("rev-parse"), QStringLiteral("--verify"),
                                       QStringLiteral("--quiet"), QStringLiteral("HEAD^{commit}")},
                                      o);
    if (!r.ok())
        return {};
    const QString commit = QString::fromLatin1(r.out).trimmed();
    return SafeGit::isObjectName(commit) ? commit : QString();
}

QString KernelTree::filesDigest(const QString &root, QStringList relativeFiles)
{
    std::sort(relativeFiles.begin(), relativeFiles.end());
    relativeFiles.removeDuplicates();
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const QString &rel : relativeFiles) {
        const QString path = QDir(root).filePath(rel);
        if (const std::optional<QByteArray> target = linkText(path)) {
            // path, NUL, "->", NUL, the link's text, NUL: a file's record has its size (digits)
            // where a link's has "->", so no link hashes like a file.
            h.addData(rel.toUtf8());
            h.addData(QByteArrayView("\0->\0", 4));
            h.addData(*target);
            h.addData(QByteArrayView("\0", 1));
            continue;
        }
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        // path, NUL, size, NUL, bytes: no two different file sets hash the same input.
        h.addData(rel.toUtf8());
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
    // System: links whose target is missing are listed too. Links to directories are listed
    // (as links) but not followed.
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo fi = it.fileInfo();
        if (!fi.isSymLink() && !fi.isFile())
            continue;
        const QString rel = base.relativeFilePath(path);
        if (rel == QLatin1String(".git") || rel.startsWith(QLatin1String(".git/")))
            continue;
        out << rel;
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::optional<QString> KernelTree::resolveInside(const QString &root, const QString &rel)
{
    const QString base = QFileInfo(root).canonicalFilePath();
    if (base.isEmpty())
        return std::nullopt;
    QStringList todo = rel.split('/', Qt::SkipEmptyParts);
    QStringList done; // what is resolved so far, relative to base, no link in it
    int hops = 0;
    while (!todo.isEmpty()) {
        const QString part = todo.takeFirst();
        if (part == QLatin1String("."))
            continue;
        if (part == QLatin1String("..")) {
            if (done.isEmpty())
                return std::nullopt; // above the root
            done.removeLast();
            continue;
        }
        done << part;
        const std::optional<QByteArray> target = linkText(base + '/' + done.join('/'));
        if (!target)
            continue; // a directory, a file, or nothing at all: taken as it is
        if (++hops > 40)
            return std::nullopt; // a loop (the kernel's own limit is 40 too)
        done.removeLast();
        QString t = QString::fromUtf8(*target);
        if (t.startsWith('/')) {
            if (t != base && !t.startsWith(base + '/'))
                return std::nullopt;
            done.clear();
            t = t.mid(base.size());
        }
        todo = t.split('/', Qt::SkipEmptyParts) + todo;
    }
    return done.join('/');
}

QStringList KernelTree::escapingLinks(const QString &root, const QStringList &allowed,
                                      QStringList *accepted)
{
    QStringList bad;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    const QDir base(root);
    while (it.hasNext()) {
        const QString path = it.next();
        const std::optional<QByteArray> target = linkText(path);
        if (!target)
            continue;
        const QString rel = base.relativeFilePath(path);
        if (rel == QLatin1String(".git") || rel.startsWith(QLatin1String(".git/")))
            continue;
        if (resolveInside(root, rel))
            continue;
        const QString declared = rel + QStringLiteral(" -> ") + QString::fromUtf8(*target);
        if (allowed.contains(declared)) {
            if (accepted)
                *accepted << declared;
            continue;
        }
        const QString resolved = QFileInfo(path).canonicalFilePath();
        bad << (resolved.isEmpty()
                    ? Tr::tr("%1 -> %2: a symbolic link that leads outside the tree or loops")
                          .arg(rel, QString::fromUtf8(*target))
                    : Tr::tr("%1 -> %2: a symbolic link that leads outside the tree (to %3)")
                          .arg(rel, QString::fromUtf8(*target), resolved));
    }
    bad.sort();
    if (accepted)
        accepted->sort();
    return bad;
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
