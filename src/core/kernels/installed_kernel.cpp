// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/installed_kernel.h"

namespace rb {

QJsonObject InstalledKernel::toJson() const
{
    QJsonObject o;
    o.insert("id", id);
    o.insert("version", version);
    o.insert("path", path);
    o.insert("origin", origin);
    o.insert("source", source);
    o.insert("digest", digest);
    o.insert("commit", commit.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(commit));
    o.insert("files", files);
    o.insert("added_at", addedAt.toUTC().toString(Qt::ISODate));
    return o;
}

InstalledKernel InstalledKernel::fromJson(const QJsonObject &o)
{
    InstalledKernel k;
    k.id = o.value("id").toString();
    k.version = o.value("version").toString();
    k.path = o.value("path").toString();
    k.origin = o.value("origin").toString();
    k.source = o.value("source").toString();
    k.digest = o.value("digest").toString();
    k.commit = o.value("commit").toString();
    k.files = o.value("files").toInt();
    k.addedAt = QDateTime::fromString(o.value("added_at").toString(), Qt::ISODate);
    return k;
}

} // namespace rb
