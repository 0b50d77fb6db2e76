// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace rb {

// One kernel tree in the registry (KernelRegistry, docs/kernels.md).
struct InstalledKernel {
    QString id;      // catalogue id: "freertos"
    QString version; // what it is registered as: "V11.1.0"
    QString path;    // the tree's root (absolute)
    QString origin;  // dir (registered in place) | archive (unpacked into the cache) | fetch
    QString source;  // the directory, archive or URL it came from
    QString digest;  // SHA-256 over every file of the tree when it was added (.git excluded)
    QString commit;  // git commit of the tree when it is a checkout ("" otherwise)
    int files = 0;   // how many files the digest covers
    QDateTime addedAt;

    QJsonObject toJson() const;
    static InstalledKernel fromJson(const QJsonObject &o);
};

} // namespace rb
