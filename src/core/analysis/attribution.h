// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/attribution_plan.h"
#include "core/analysis/hodges_lehmann.h"
#include "core/model/run.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// One option's step: from the configuration before it to the one after it.
struct AttributionEffect {
    QString key;
    qint64 value = 0;
    qint64 runId = 0;          // the run after the step
    double medianAfter = 0;    // median of the corrected samples after the step
    double deltaMedian = 0;    // medianAfter - median before (telescopes exactly along a path)
    HodgesLehmannResult shift; // Hodges-Lehmann shift after vs before, with its 95 % CI
};

// The attribution of one metric.
struct AttributionMetric {
    QString metric;
    QString unit;
    double fromMedian = 0, toMedian = 0;
    double total = 0;                          // toMedian - fromMedian
    HodgesLehmannResult totalShift;            // to vs from
    std::vector<AttributionEffect> singles;    // one at a time, each against the start
    double sumOfSingles = 0;                   // sum of singles' deltaMedian
    double interaction = 0;                    // total - sumOfSingles
    std::vector<AttributionEffect> cumulative; // the path, each against the position before
    double pathEndMedian = 0;                  // the last position's median (= toMedian when
                                               // the declared options make up the difference)
};

// Which option costs what: the result of an attribution's runs (issue 24), per metric. Medians
// are of the corrected samples (raw - overhead), as everywhere else; a step's change is the
// difference of medians (so the cumulative steps add up to the path's end exactly) with the
// Hodges-Lehmann shift and its 95 % CI beside it. The interaction term is the total minus the
// sum of the single effects: what the options do together beyond their separate costs.
class Attribution {
public:
    struct StepRun {
        AttributionStep step;
        Run run; // with samples
    };
    // metrics: the ones to attribute ("" = every metric the start run measured). nullopt with
    // *error when a step is missing or failed.
    static std::optional<Attribution> compute(const std::vector<StepRun> &runs,
                                              const QStringList &metrics, QString *error);

    QString kernel, from, to;
    QString attributionId;             // the attribution:... tag of its runs ("" = unknown)
    qint64 fromRunId = 0, toRunId = 0; // the end points' runs
    QStringList keys;                  // the cumulative path's order
    std::vector<AttributionMetric> metrics;
    // Consistency notes: the path's end does not report the "to" profile's configuration, ...
    QStringList notes;

    const AttributionMetric *find(const QString &metric) const;
    QJsonObject toJson() const;
    // A tab-separated table (metric, step, key, value, median, change, HL shift, CI low, CI
    // high), one row per step, for copying into a spreadsheet.
    QString toTsv() const;
};

} // namespace rb
