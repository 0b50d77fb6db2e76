// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace rb {
class RunStore;

// The rtosbench JSON export (see docs/database.md):
//   {"format":"rtosbench-export","version":1,"exported_at":"<ISO 8601 UTC>","runs":[...]}
// Each run holds every stored field: the configuration as Configuration::toJson(), status,
// times, firmware, tool versions, the raw log in base64, notes, tags and its cases with their
// raw samples as JSON integers (exact for any int64). Importing reproduces the runs exactly
// (new ids); cached summaries are recomputed from the samples.
namespace JsonExport {

inline constexpr const char *kFormat = "rtosbench-export";
inline constexpr int kVersion = 1;

QJsonObject runToJson(const Run &run);
std::optional<Run> runFromJson(const QJsonObject &o, QString *error);

QByteArray exportDocument(const std::vector<Run> &runs,
                          const QDateTime &exportedAt = QDateTime::currentDateTimeUtc());
// Parses a whole export; refuses another format or a newer version with a clear message.
std::optional<std::vector<Run>> parseDocument(const QByteArray &json, QString *error);
// Parses and stores every run of the document in ONE transaction (all or nothing).
// Returns the new ids, or nullopt with *error.
std::optional<std::vector<qint64>> importDocument(RunStore &store, const QByteArray &json,
                                                  QString *error);

} // namespace JsonExport
} // namespace rb
