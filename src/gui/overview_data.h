// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/display_unit.h"

#include <QString>
#include <QStringList>

#include <limits>
#include <vector>

namespace rb {
class WorkbenchState;

// One cell of the Overview: a kernel's result for one metric in one configuration.
struct OverviewCell {
    qint64 runId = 0;                                         // 0: no run
    double center = std::numeric_limits<double>::quiet_NaN(); // median (peak for a peak metric)
    QString unit;                                             // the unit center is in
    bool peak = false;                                        // center is the max (tick_jitter)
    // center is the run's one exact value, not a median: a footprint metric (bytes of the image,
    // core/analysis/footprint_metric.h); no distribution to open.
    bool exact = false;
    int rank = 0;   // competition rank within the configuration and metric; 0: not ranked
    int ranked = 0; // how many kernels are ranked in the configuration and metric
    QString note;   // why there is no value or no rank (translated)
    // The adapter's emulation cost the run states for the case (COND mech.*.cost, one window)
    // and center minus it, in center's unit (FairnessAudit::kernelOnlyMedian); 0 / NaN: none.
    qint64 stated = 0;
    double kernelOnly = std::numeric_limits<double>::quiet_NaN();
    bool hasValue() const { return runId != 0 && center == center; }
};

// The Overview matrix: kernels (rows) × metrics (columns) for each value of the condition that
// varies among the runs (the selected ones, or all), from the store's cached summaries of the
// corrected samples (no samples are read when the summaries are stored). Ranks follow core's
// rule: only rankable cases (analysis/series.h isRankable), lower is better except for metrics
// whose higher values are better, ties share the better rank, one unit per ranking. Runs that
// state their footprint add its metrics (footprint_text, footprint_flash, footprint_ram: core's
// footprintSeries), one exact value in bytes per run, ranked the same way (smallest first).
struct OverviewData {
    QString condition;       // the varied condition key; "" when none
    QStringList values;      // its values in sortConditionValues order ({""} when none)
    QStringList valueLabels; // as shown
    QStringList kernels;     // display names, by name (rows)
    QStringList kernelKeys;  // canonicalKernel of each
    QStringList metrics;     // columns, in first-seen order
    QStringList problems;    // runs or cells left out and why (translated)
    std::vector<OverviewCell> cells;

    const OverviewCell &cell(int value, int kernel, int metric) const
    {
        return cells[size_t((value * kernels.size() + kernel) * metrics.size() + metric)];
    }
    OverviewCell &cell(int value, int kernel, int metric)
    {
        return cells[size_t((value * kernels.size() + kernel) * metrics.size() + metric)];
    }
};

OverviewData buildOverviewData(const WorkbenchState &state, DisplayUnit unit);

} // namespace rb
