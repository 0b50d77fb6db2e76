// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The write side of the run database (used by RunStore; not a public API): configurations,
// runs with their cases, samples and tags, notes, deletion. Every write is one
// storesql::writeTransaction: it commits whole or rolls back whole (the database is never left
// half-written), and a conflict with another writer (PostgreSQL) runs it again.

#include "core/model/run.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace rb {

class RunWriter {
public:
    explicit RunWriter(QSqlDatabase db) : m_db(std::move(db)) {}

    // The id of the configuration (de-duplicated by hash), or 0 with *error.
    qint64 upsertConfiguration(const Configuration &c, QString *error);
    // Stores the runs in ONE transaction (all or none) and sets their ids; a failed save leaves
    // the runs as they were. keepUid: keep each run's identity (db copy), else a new one. With
    // alreadyThere (one run, keepUid), a run whose uid is already stored is not stored again.
    bool saveRuns(std::vector<Run> &runs, bool keepUid, bool *alreadyThere, QString *error);
    // Streaming ingest (issue 38 item 4): stores one new run like saveRuns, but frees each
    // case's samples as soon as the case is written and binds the raw log last (after the
    // samples are gone), so the peak is the samples plus one copy of the raw log instead of
    // the samples plus two. The run keeps its ids, summaries and sample counts, not its
    // samples. A transaction that must run again (a PostgreSQL conflict) after the samples
    // were freed fails with an error instead of storing a run without them. keepUid: as for
    // saveRuns.
    bool saveRunReleasingSamples(Run &run, bool keepUid, QString *error);
    bool deleteRun(qint64 id, QString *error);
    bool setNotes(qint64 id, const QString &notes, QString *error);
    bool setTags(qint64 id, const QStringList &tags, QString *error);

private:
    // Inside the caller's transaction.
    // released: nullptr = keep the samples; else they are freed case by case (it is set once
    // one was).
    bool insertRun(Run &run, bool keepUid, bool *released, QString *error);
    // One write transaction on the existing run id: change gets a query on the connection and
    // the run's configuration id; an unknown id is "no run with id".
    bool changeRun(qint64 id, const std::function<bool(QSqlQuery &, qint64, QString *)> &change,
                   QString *error);
    QSqlDatabase m_db;
};

} // namespace rb
