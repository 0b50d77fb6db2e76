// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/kernel_build_identity.h"
#include "core/kernels/kernel_tree.h"
#include "core/process/tool_process.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QStandardPaths>

namespace rb {

namespace {

QString absoluteIn(const QString &base, const QString &path)
{
    return QDir::cleanPath(QDir(base).absoluteFilePath(path));
}

// Dependencies of a Makefile-style depfile ("out.o: a.c b.h \\\n c.h").
void readDepfile(const QString &path, const QString &base, QSet<QString> &out)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return;
    QString text = QString::fromLocal8Bit(f.readAll());
    text.replace(QLatin1String("\\\n"), QLatin1String(" "));
    for (const QString &line : text.split('\n')) {
        const qsizetype colon = line.indexOf(QLatin1String(": "));
        if (colon < 0)
            continue;
        for (const QString &dep : line.mid(colon + 2).split(' ', Qt::SkipEmptyParts))
            out.insert(absoluteIn(base, dep));
    }
}

} // namespace

QStringList KernelBuildIdentity::compiledFiles(const QString &buildDir)
{
    QSet<QString> files;
    const QString ninja = QStandardPaths::findExecutable(QStringLiteral("ninja"));
    if (!ninja.isEmpty() && QFileInfo::exists(buildDir + QStringLiteral("/.ninja_deps"))) {
        const ToolResult r = ToolProcess::run(
            ninja, {QStringLiteral("-C"), buildDir, QStringLiteral("-t"), QStringLiteral("deps")},
            {}, 60000);
        if (r.ok())
            for (const QString &line : QString::fromLocal8Bit(r.out).split('\n'))
                if (line.startsWith(QLatin1String("    ")))
                    files.insert(absoluteIn(buildDir, line.trimmed()));
    }
    if (files.isEmpty()) {
        QDirIterator it(buildDir, {QStringLiteral("*.d")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            readDepfile(it.next(), buildDir, files);
    }
    QFile cc(buildDir + QStringLiteral("/compile_commands.json"));
    if (cc.open(QIODevice::ReadOnly))
        for (const QJsonValue &v : QJsonDocument::fromJson(cc.readAll()).array()) {
            const QJsonObject o = v.toObject();
            files.insert(
                absoluteIn(o.value("directory").toString(buildDir), o.value("file").toString()));
        }
    QStringList out(files.cbegin(), files.cend());
    out.sort();
    return out;
}

KernelTreeIdentity KernelBuildIdentity::of(const QString &buildDir, const QString &kernelDir)
{
    KernelTreeIdentity id;
    if (kernelDir.isEmpty())
        return id;
    const QString root = QFileInfo(kernelDir).canonicalFilePath();
    if (root.isEmpty())
        return id;
    id.path = root;
    id.commit = KernelTree::gitCommit(root);
    const QDir rootDir(root);
    QStringList rel;
    for (const QString &f : compiledFiles(buildDir)) {
        // Compare canonical paths: a tree reached through a symbolic link is still the tree.
        const QString c = QFileInfo(f).canonicalFilePath();
        if (!c.isEmpty() && c.startsWith(root + '/'))
            rel << rootDir.relativeFilePath(c);
    }
    rel.removeDuplicates();
    if (rel.isEmpty())
        return id;
    id.digest = KernelTree::filesDigest(root, rel);
    id.files = id.digest.isEmpty() ? 0 : int(rel.size());
    return id;
}

} // namespace rb
