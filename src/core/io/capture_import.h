// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QByteArrayView>
#include <QString>

#include <memory>
#include <vector>

namespace rb {
class CaptureAssembler;
class RunStore;

// A raw firmware capture (protocol v1) turned into stored runs, the one path of every import
// of capture bytes (import-log, lava collect): validated against the requested configuration,
// the raw log kept, a damaged or cut capture kept as incomplete. A capture may hold several
// runs (a board reset mid-stream, runs one after the other): each gets its own run and its
// own part of the bytes.
class CaptureImport {
public:
    explicit CaptureImport(Configuration requested = {});
    ~CaptureImport();
    CaptureImport(const CaptureImport &) = delete;
    CaptureImport &operator=(const CaptureImport &) = delete;
    void feed(QByteArrayView chunk);
    qint64 bytesFed() const { return m_bytes; }
    // Ends the capture: one run per firmware start (at least one). Call it once.
    std::vector<Run> finish();

    // Stores the runs: one run into SQLite frees each case's samples once written and binds
    // the raw log last (peak memory: the samples plus one copy of the log, issue 38); several
    // runs, or PostgreSQL (whose conflicts run a transaction again), all or none. keepUids:
    // each run keeps the identity (Run::uid) the caller gave it (RunStore::saveRuns).
    static bool store(RunStore &store, std::vector<Run> &runs, QString *error,
                      bool keepUids = false);

private:
    void startRun();
    Configuration m_requested;
    std::unique_ptr<CaptureAssembler> m_assembler;
    std::vector<Run> m_runs;
    qint64 m_bytes = 0;
};

} // namespace rb
