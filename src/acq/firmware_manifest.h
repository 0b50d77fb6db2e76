// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

// DIR/manifest.json, written by the firmware build (docs/firmware.md).
struct FirmwareManifest {
    QString dir;            // the build directory (commands run from here)
    QJsonObject conditions; // the conditions, with the COND keys of docs/protocol.md
    QString elfPath;        // absolute
    QString elfSha256;
    Footprint footprint;
    QStringList runCommand; // empty for boards that are flashed (gd32f103)
    QJsonObject raw;

    static std::optional<FirmwareManifest> load(const QString &dir, QString *error);
};

} // namespace rb
