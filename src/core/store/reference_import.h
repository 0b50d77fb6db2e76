// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store (not a public API): inserting published reference results
// (resources/reference/published_results.csv) into the run database, for
// RunStore::importReferenceCsv and for the first migration of a new database.

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>

namespace rb::storesql {

// Parses csv (the header of resources/reference/published_results.csv) and inserts the
// references, then records the import in app_meta ("references_imported" = origin, count and
// time). An empty csv only records the decision. Runs inside the caller's write transaction
// (writeTransaction), which rolls everything back when this fails. Returns the number inserted,
// or -1 with *error.
int insertReferences(QSqlDatabase &db, const QByteArray &csv, const QString &origin,
                     QString *error);

} // namespace rb::storesql
