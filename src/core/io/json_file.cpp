// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/json_file.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::JsonFile)
};
} // namespace

std::optional<QJsonObject> readJsonObjectFile(const QString &path, QString *error,
                                              QByteArray *bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        setError(error, Tr::tr("cannot read %1: %2").arg(path, f.errorString()));
        return std::nullopt;
    }
    QJsonParseError pe;
    const QByteArray text = f.readAll();
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (!doc.isObject()) {
        setError(error, Tr::tr("%1 is not a JSON object: %2 at byte %3")
                            .arg(path, pe.errorString())
                            .arg(pe.offset));
        return std::nullopt;
    }
    if (bytes)
        *bytes = text;
    return doc.object();
}

} // namespace rb
