// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <utility>

namespace rb::test {

// One message of a Qt Linguist .ts file.
struct TsMessage {
    bool numerus = false;
    bool unfinished = false; // type="unfinished" (or "vanished"/"obsolete": not current)
    bool obsolete = false;
    QString translation;      // singular translation
    QStringList numerusForms; // numerus translations
};

// (context, source) -> message
using TsMessages = std::map<std::pair<QString, QString>, TsMessage>;

struct TsFile {
    QString language;
    TsMessages messages;
};

// Reads a .ts file; nullopt with *error naming the problem.
std::optional<TsFile> readTsFile(const QString &path, QString *error);

} // namespace rb::test
