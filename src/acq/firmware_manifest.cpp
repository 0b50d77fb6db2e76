// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/firmware_manifest.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace rb {

std::optional<FirmwareManifest> FirmwareManifest::load(const QString &dir, QString *error)
{
    auto fail = [error](const QString &m) -> std::optional<FirmwareManifest> {
        setError(error, m);
        return std::nullopt;
    };
    const QString path = QDir(dir).filePath(QStringLiteral("manifest.json"));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(
            QCoreApplication::translate("FirmwareManifest", "the firmware build wrote no %1: %2")
                .arg(path, f.errorString()));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (!doc.isObject())
        return fail(QCoreApplication::translate("FirmwareManifest", "%1 is not valid JSON: %2")
                        .arg(path, pe.errorString()));
    FirmwareManifest m;
    m.raw = doc.object();
    m.dir = QFileInfo(dir).absoluteFilePath();
    m.conditions = m.raw.value("conditions").toObject();
    QString elf = m.raw.value("elf").toString();
    if (elf.isEmpty())
        elf = m.raw.value("elf_path").toString();
    if (elf.isEmpty())
        return fail(QCoreApplication::translate("FirmwareManifest", "%1 names no ELF").arg(path));
    m.elfPath = QDir(m.dir).absoluteFilePath(elf);
    m.elfSha256 = m.raw.value("elf_sha256").toString();
    if (m.elfSha256.isEmpty())
        m.elfSha256 = m.raw.value("sha256").toString();
    const QJsonObject fp = m.raw.value("footprint").toObject();
    auto num = [&fp](const char *k) -> std::optional<qint64> {
        const QJsonValue v = fp.value(QLatin1String(k));
        if (v.isDouble())
            return v.toInteger();
        return std::nullopt;
    };
    m.footprint.text = num("text");
    m.footprint.rodata = num("rodata");
    m.footprint.data = num("data");
    m.footprint.bss = num("bss");
    for (const QJsonValue &v : m.raw.value("run").toArray())
        m.runCommand << v.toString();
    return m;
}

} // namespace rb
