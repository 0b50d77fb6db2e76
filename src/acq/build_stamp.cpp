// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/build_stamp.h"

#include "core/util/set_error.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <algorithm>

namespace rb {

QString BuildStamp::treeHash(const QString &dir)
{
    const QDir root(dir);
    if (!root.exists())
        return {};
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << root.relativeFilePath(it.next());
    std::sort(files.begin(), files.end());
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const QString &rel : files) {
        QFile f(root.filePath(rel));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QByteArray bytes = f.readAll();
        // Path, size and bytes: a renamed, added or removed file changes the hash too.
        h.addData(rel.toUtf8());
        h.addData(QByteArrayView("\0", 1));
        h.addData(QByteArray::number(bytes.size()));
        h.addData(QByteArrayView("\0", 1));
        h.addData(bytes);
    }
    return QString::fromLatin1(h.result().toHex());
}

QString BuildStamp::fileSha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    if (!h.addData(&f))
        return {};
    return QString::fromLatin1(h.result().toHex());
}

QJsonObject BuildStamp::compilerOf(const QString &buildDir)
{
    // The C compiler CMake chose for this build directory (CMakeCache.txt); ninja does not see
    // a compiler upgrade, the stamp does.
    QJsonObject o;
    QFile f(QDir(buildDir).filePath(QStringLiteral("CMakeCache.txt")));
    if (!f.open(QIODevice::ReadOnly))
        return o;
    const QByteArray key("CMAKE_C_COMPILER:");
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (!line.startsWith(key))
            continue;
        const qsizetype eq = line.indexOf('=');
        if (eq < 0)
            break;
        const QString path = QString::fromLocal8Bit(line.mid(eq + 1));
        const QFileInfo fi(path);
        o.insert(QStringLiteral("path"), path);
        o.insert(QStringLiteral("size"), fi.exists() ? fi.size() : -1);
        o.insert(QStringLiteral("mtime"),
                 fi.exists() ? fi.lastModified().toMSecsSinceEpoch() : qint64(-1));
        break;
    }
    return o;
}

QJsonObject BuildStamp::make(const BuildRequest &request, const QString &firmwareDir,
                             const QString &buildDir, const FirmwareManifest &manifest)
{
    QJsonObject s;
    s.insert(QStringLiteral("schema"), 1);
    s.insert(QStringLiteral("firmware_dir"), QFileInfo(firmwareDir).absoluteFilePath());
    s.insert(QStringLiteral("firmware_tree_sha256"), treeHash(firmwareDir));
    s.insert(QStringLiteral("request"), request.toJson());
    s.insert(QStringLiteral("compiler"), compilerOf(buildDir));
    s.insert(QStringLiteral("elf_sha256"), manifest.elfSha256);
    return s;
}

bool BuildStamp::write(const QString &buildDir, const QJsonObject &stamp)
{
    if (stamp.value(QStringLiteral("firmware_tree_sha256")).toString().isEmpty() ||
        stamp.value(QStringLiteral("elf_sha256")).toString().isEmpty())
        return false;
    QFile f(QDir(buildDir).filePath(fileName()));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return f.write(QJsonDocument(stamp).toJson()) > 0 && f.flush();
}

void BuildStamp::remove(const QString &buildDir)
{
    QFile::remove(QDir(buildDir).filePath(fileName()));
}

std::optional<FirmwareManifest> BuildStamp::check(const BuildRequest &request,
                                                  const QString &firmwareDir,
                                                  const QString &buildDir, QString *why)
{
    auto no = [why](const char *reason) -> std::optional<FirmwareManifest> {
        setError(why, QString::fromLatin1(reason));
        return std::nullopt;
    };
    if (!applies(request))
        return no("the request builds a kernel tree of its own");
    const QDir d(buildDir);
    if (!QFileInfo::exists(d.filePath(QStringLiteral("CMakeCache.txt"))))
        return no("not configured");
    QFile f(d.filePath(fileName()));
    if (!f.open(QIODevice::ReadOnly))
        return no("no stamp");
    const QJsonObject s = QJsonDocument::fromJson(f.readAll()).object();
    if (s.value(QStringLiteral("schema")).toInt() != 1)
        return no("unreadable stamp");
    if (s.value(QStringLiteral("request")).toObject() != request.toJson())
        return no("another request");
    if (s.value(QStringLiteral("firmware_dir")).toString() !=
        QFileInfo(firmwareDir).absoluteFilePath())
        return no("another firmware directory");
    if (s.value(QStringLiteral("compiler")).toObject() != compilerOf(buildDir))
        return no("the compiler changed");
    const QString tree = treeHash(firmwareDir);
    if (tree.isEmpty() || s.value(QStringLiteral("firmware_tree_sha256")).toString() != tree)
        return no("the firmware sources changed");
    QString error;
    std::optional<FirmwareManifest> m = FirmwareManifest::load(buildDir, &error);
    if (!m)
        return no("no manifest");
    const QString elf = s.value(QStringLiteral("elf_sha256")).toString();
    if (elf.isEmpty() || m->elfSha256 != elf)
        return no("the manifest names another ELF");
    if (fileSha256(m->elfPath) != elf)
        return no("the ELF on disk changed");
    return m;
}

} // namespace rb
