// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The read side of the run database (used by RunStore; not a public API): the run list, whole
// runs with their samples, a run by its identity, the published references. Reads only: every
// function runs plain SELECTs on the connection it is given.

#include "core/model/run.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace rb {

class RunReader {
public:
    explicit RunReader(QSqlDatabase db) : m_db(std::move(db)) {}

    // Each sets *error on failure (the list then holds what was read before it).
    std::vector<RunRow> listRuns(QString *error) const;
    // nullopt when the id is unknown or the stored samples are corrupt.
    std::optional<Run> loadRun(qint64 id, bool withSamples, bool withRawLog, QString *error) const;
    // nullopt when there is none (*error set only on a read error).
    std::optional<qint64> findRunByUid(const QString &uid, QString *error) const;
    std::vector<ReferenceResult> references(QString *error) const;

private:
    // False (with *error) when the connection is closed.
    bool isOpen(QString *error) const;
    // Runs select (forward only; its second column is a configuration id of table's rows) and
    // hands every row to `row` with its configuration. False with *error when it cannot.
    bool forEachRow(const QString &table, const QString &select,
                    const std::function<void(const QSqlQuery &, const Configuration &)> &row,
                    QString *error) const;
    mutable QSqlDatabase m_db;
};

} // namespace rb
