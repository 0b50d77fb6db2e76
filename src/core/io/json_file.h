// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace rb {

// Reads a file that must hold one JSON object (experiment, lab, ...). On failure: nullopt and a
// translated message naming the file in *error (cannot read it / not a JSON object, with the
// parser's reason and byte offset). bytes, when given, receives the file's text (for
// JsonNumberText: numbers as written).
std::optional<QJsonObject> readJsonObjectFile(const QString &path, QString *error,
                                              QByteArray *bytes = nullptr);

} // namespace rb
