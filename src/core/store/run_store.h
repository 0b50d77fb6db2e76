// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <vector>

namespace rb {

// The run database: a SQLite file (the default) or a PostgreSQL database given as
// postgresql://user@host:port/dbname (Qt's QPSQL driver; store/sql_dialect.h has the few
// differences; password from PGPASSWORD or ~/.pgpass). Issue 21.
// SQLite through Qt SQL: Schema files live in db/ (embedded as :/db/NNN_*.sql)
// and are applied in order, each in one transaction; the version is PRAGMA user_version.
// Foreign keys on, WAL journal. Every write that touches more than one row is one transaction,
// begun with BEGIN IMMEDIATE so that writers of several processes queue (busy timeout) instead
// of failing: the database is never left half-written.
// Several processes may use one file at once (docs/database.md): the file is only ever opened
// through SQLite (no other descriptor on it, whose close would drop SQLite's POSIX locks), and
// migrations run in one immediate transaction that re-reads the version inside it.
// RunStore owns the connection and is the one public door; the work is done by units of their
// own: store_open.h (connection, schema gate, migration; store_open_pg.h for PostgreSQL),
// run_reader.h (reads), run_writer.h (writes), reference_import.h, all of whose writes go
// through storesql::writeTransaction (store_sql.h).
class RunStore {
public:
    RunStore();
    ~RunStore();
    RunStore(const RunStore &) = delete;
    RunStore &operator=(const RunStore &) = delete;

    // Opens (creating if needed) and migrates. An older schema is migrated; a newer one is
    // refused with a message naming both versions. On a new database the published reference
    // data is imported (unless importReferences is false). Returns false and sets *error.
    bool open(const QString &path, QString *error, bool importReferences = true);
    // Opens an existing database for reading only: never creates, migrates or writes it. A
    // missing file, an empty one, and an older or newer schema are refused with a message that
    // says what to do (an older schema is upgraded by any command that writes, or the GUI).
    bool openForReading(const QString &path, QString *error);
    void close();
    bool isOpen() const;
    // The file, or the PostgreSQL URL (never with a password).
    QString path() const;
    int schemaVersion() const;
    // SQLite's PRAGMA data_version of this connection: changes whenever another connection
    // (another process or thread) committed; on PostgreSQL a digest of the run and tag counts
    // and the highest run id (new, deleted and retagged runs). -1 when closed.
    qint64 dataVersion() const;
    static int latestSchemaVersion();
    // Default location: $XDG_DATA_HOME/rtosbench/rtosbench.db (QStandardPaths::AppDataLocation).
    static QString defaultPath();

    // Configurations are de-duplicated by hash. Returns the id, or 0 on error.
    qint64 upsertConfiguration(const Configuration &c, QString *error);

    // Stores a run with its configuration, cases and samples in ONE transaction.
    // Sets run.id and run.configurationId; returns false (and stores nothing) on error.
    bool saveRun(Run &run, QString *error);
    // The same for a streaming ingest of a large capture: each case's samples are freed once
    // written and the raw log is bound after them (peak memory: the samples plus one copy of the
    // raw log). The run keeps its ids, summaries and sample counts, not its samples
    // (RunWriter::saveRunReleasingSamples). keepUid: as for saveRuns.
    bool saveRunReleasingSamples(Run &run, QString *error, bool keepUid = false);
    // Stores several runs in ONE transaction (all or none), e.g. a JSON import.
    // Every run saved this way is a new run: it gets a new identity (Run::uid), unless keepUids:
    // then a run that carries a uid keeps it (an identity the caller derived from where the run
    // came from, e.g. a LAVA job, `lava collect`); a uid already stored fails the save.
    bool saveRuns(std::vector<Run> &runs, QString *error, bool keepUids = false);
    // Stores a run from another database keeping its identity (db copy). When a run with that
    // uid is already here, stores nothing, sets *alreadyThere and returns true.
    bool copyRun(Run &run, bool *alreadyThere, QString *error);
    // Reads: *error (may be nullptr) is cleared first and holds the reason when the read failed
    // (docs/architecture.md, "Errors"): an empty list or nullopt with an empty *error is "none".
    std::vector<RunRow> listRuns(QString *error = nullptr) const;
    // Loads a whole run; samples and the raw log only when asked. nullopt when the id is unknown
    // or the stored samples are corrupt (with *error).
    std::optional<Run> loadRun(qint64 id, bool withSamples = true, bool withRawLog = true,
                               QString *error = nullptr) const;
    // The id of the run with this identity (Run::uid), or nullopt (*error set on a read error).
    std::optional<qint64> findRunByUid(const QString &uid, QString *error = nullptr) const;
    bool deleteRun(qint64 id, QString *error);
    bool setNotes(qint64 id, const QString &notes, QString *error);
    bool setTags(qint64 id, const QStringList &tags, QString *error);

    std::vector<ReferenceResult> references(QString *error = nullptr) const;
    // Imports published results (CSV with the header of resources/reference/published_results.csv)
    // in one transaction; returns the number imported or -1 (with *error).
    int importReferenceCsv(const QString &csvPath, QString *error);

    // The connection of this store (one unique connection name per RunStore; use it only from
    // the thread that opened the store, and drop copies before close()).
    QSqlDatabase database() const;

private:
    bool openConnection(const QString &path, bool forWriting, bool importReferences,
                        QString *error);
    QString m_connection;
    QString m_path;
    bool m_shared = false;
};

} // namespace rb
