// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"
#include "core/stats/summary.h"
#include "gui/display_unit.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {
class WorkbenchState;

// One box (measured) or one mark (published) of the Compare view, already in the display unit.
struct CompareItem {
    QString label; // axis label: "#12 FreeRTOS" or "FreeRTOS (published)"
    QString kernel;
    bool published = false;
    Summary summary;            // measured: summary of the corrected samples
    std::optional<double> cold; // measured: the cold first sample (corrected)
    double publishedValue = 0;  // published: the number
    QString statistic;          // published: what the number is ("median of 1000 ...")
    QString source;             // published: who published it
    // measured: the case status (ok | fail | unsupported); for a kernel's pooled box "ok" when
    // any of its runs is ok, else the first run's. An unsupported case has no samples (n = 0).
    QString status;
    QList<qint64> runIds;         // measured: the runs behind the box (several when grouped)
    QStringList experiments;      // measured: the experiment of each of those runs
    QList<Configuration> configs; // the conditions behind the item
    QString tooltip;              // every condition, for the "show conditions" tooltips
    // measured, one run in its own unit: the median kernel-layer instructions of its traced
    // windows (rtosbench-cli explain, issue 20), when the run has been explained
    std::optional<double> kernelOnly;
    // The unit of the item's numbers as shown: CompareData::unitLabel, or for runs whose samples
    // are the cycle model's estimate (timing_method cycle-model) "estimated cycles (model)" /
    // "µs from estimated cycles (model)" (display_unit.h); published items: unitLabel.
    QString unit;
    bool estimated = false; // measured: every run behind it is a cycle-model estimate
};

struct CompareData {
    std::vector<CompareItem> items;
    QStringList problems; // items left out and why (unknown clock ...), translated
    QString unitLabel;    // "cycles" / "µs"
    // "" or which items are the cycle model's estimates: "estimated cycles (model): #3, #4"
    // (the plot's axis says it under the unit).
    QString estimateNote;
    bool microsAvailable = true;
    QString microsWhyNot; // why µs cannot be shown, when it cannot
};

// Scales every location and spread of a summary (n and the CI level stay).
Summary scaledSummary(const Summary &s, double factor);

// The metrics the selected runs and reference sources have, in first-seen order.
QStringList availableMetrics(const WorkbenchState &state);

// Builds the compare items of one metric from the selected runs (one per run, or one per kernel
// with the samples pooled when groupByKernel) and the selected published sources.
// Cached summaries are used when present; raw samples are read only when needed.
CompareData buildCompareData(const WorkbenchState &state, const QString &metric, bool groupByKernel,
                             DisplayUnit unit);

} // namespace rb
