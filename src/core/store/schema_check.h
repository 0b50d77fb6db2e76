// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

class QSqlDatabase;

namespace rb {

// Compares an rtosbench database at schema `version` with what this build's schema files make
// at that version: the same tables and columns, no triggers, no views. nullopt when it matches,
// else a list of what differs, e.g. "trigger rewrite_samples, unknown column run.x".
std::optional<QString> schemaProblems(QSqlDatabase &db, int version);

} // namespace rb
