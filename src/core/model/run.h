// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"
#include "core/model/kernel_tree_identity.h"

#include <QByteArray>
#include <QDateTime>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

enum class RunStatus { Complete, Incomplete, Failed };
QString runStatusName(RunStatus s); // "complete" | "incomplete" | "failed"
std::optional<RunStatus> runStatusFromName(const QString &name);

struct Footprint {
    std::optional<qint64> text, rodata, data, bss;
    bool isKnown() const { return text.has_value(); }
};

// One measured case (metric) of a run. Samples are raw (measurement chain included);
// corrected = raw - overhead, computed on read, never stored instead of raw.
struct CaseResult {
    qint64 id = 0;
    QString metric;        // yield_round_trip, cal_known_seq ...
    QString unit;          // cycles | ticks | ns | us
    QString status = "ok"; // ok | fail | unsupported
    std::optional<int> iterations;
    std::optional<int> warmup;
    std::optional<qint64> coldSample;
    std::optional<qint64> overhead;
    std::optional<int> switches;
    QMap<QString, qint64> checks; // chk.* from END
    std::vector<qint64> samples;  // raw
    qint64 sampleCount = 0;       // == samples.size() when loaded with samples
    QString summaryJson;          // cached summary (see stats/summary.h), may be empty

    std::vector<double> corrected() const; // raw - overhead (overhead 0 when unknown)
};

struct Run {
    qint64 id = 0;
    qint64 configurationId = 0;
    QString uid; // identity across databases (schema 5): a UUID given when first stored
    Configuration config;
    QString source = "measured"; // measured | imported | r-rhealstone | zephyr-latency ...
    QDateTime startedAt;
    QDateTime finishedAt;
    RunStatus status = RunStatus::Incomplete;
    QString statusReason;
    QString firmwareSha256;
    Footprint footprint;
    QMap<QString, QString> toolVersions;
    QByteArray rawLog;
    QString notes;
    QStringList tags;
    QString experiment;
    QString workbenchVersion;      // rtosbench version that stored the run (empty: unknown)
    KernelTreeIdentity kernelTree; // the kernel tree the firmware was built from (if known)
    // The plan the run belongs to (schema 6, docs/scale.md): PlanShard::planId of the expanded
    // experiment, the run's 0-based position in it, and the shard that ran it ("K/N", "" when
    // the plan was not split). Empty / nullopt: no plan (an import, a run stored before).
    QString planId;
    std::optional<int> planIndex;
    QString shard;
    std::vector<CaseResult> cases;

    const CaseResult *findCase(const QString &metric) const;
};

// A row of the run list: what a browser shows without loading samples or logs.
struct RunRow {
    qint64 id = 0;
    Configuration config;
    QString source;
    QDateTime startedAt;
    RunStatus status = RunStatus::Incomplete;
    QString statusReason;
    QStringList tags;
    QString notes;
    QString experiment;
    int caseCount = 0;
    qint64 sampleCount = 0;
    QString kernelTreeDigest; // KernelTreeIdentity::digest of the run ("" = unknown)
    QString kernelTreeCommit;
};

// A published number with its stated conditions (summary only, not measured here).
struct ReferenceResult {
    qint64 id = 0;
    Configuration config;
    QString source;
    QString statistic; // e.g. "median of 1000 (5% trimmed each side)"
    QString metric;
    double value = 0;
    QString unit;
    QString note;
};

} // namespace rb
