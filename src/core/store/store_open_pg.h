// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store (not a public API): the PostgreSQL side of storeopen::open (issue 21):
// connection through Qt's QPSQL driver, schema gate, migration under an advisory lock.

#include <QString>

#include <optional>

namespace rb::storeopen {

// Opens the PostgreSQL database at url on a new connection named `connection` (the caller
// removes it on failure). Returns the URL without password, or nullopt with *error.
std::optional<QString> openPostgres(const QString &connection, const QString &url, bool forWriting,
                                    bool importReferences, QString *error);

} // namespace rb::storeopen
