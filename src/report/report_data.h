// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/attribution.h"
#include "core/analysis/comparison.h"
#include "core/analysis/history_point.h"
#include "core/analysis/model_beside_published.h"
#include "core/model/run.h"
#include "core/store/attribution_store.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {
class RunStore;

namespace report {

// Everything the report shows, computed by the analysis engine (no statistics of its own).
struct ReportData {
    QString title;
    QString language;
    QString dbPath;
    QString csvPath;       // <out>.samples.csv
    std::vector<Run> runs; // with samples
    QStringList metrics;   // in first-seen order, those with a number
    // Issue 38: `metrics` split in two. The measurement chain's own cases (calibration cal_* and
    // the floors *_floor, the same for every kernel) go to the appendix's measurement-chain
    // section; the results are the rest.
    QStringList resultMetrics;
    QStringList chainMetrics;
    // The results whose ranking changes between configurations (a flip) or on which a trap
    // fires that is not a property of the whole run: they get their detail before the appendix.
    QStringList detailMetrics;
    // Per result, the trap warnings that concern the metric itself (those that made it a detail).
    QMap<QString, std::vector<TrapWarning>> metricTraps;
    // Metrics no run measured (every case unsupported or failed, no samples): listed in one
    // line, not given empty tables and plots (issue 17 item 10).
    QStringList unmeasuredMetrics;
    Comparison comparison;         // every series of the selected metrics
    QStringList kernels;           // distinct kernels (display names)
    QString shiftCondition;        // the one condition varied besides the kernel ("" if none)
    QString rankShiftOmitted;      // translated reason when no rank-shift chart is drawn
    std::vector<RankReport> ranks; // one per metric when shiftCondition is set
    std::vector<ReferenceResult> references; // includeReference: rows of the metrics
    // Cycle-model runs beside the published cycles of the same kernel and case (issue 36), every
    // publication in the store, with or without includeReference.
    std::vector<ModelBesidePublished> modelBesidePublished;
    // Stored attributions (rtosbench-cli explain) by run id and metric: kernel-only figures.
    QMap<qint64, QMap<QString, StoredAttribution>> attributions;
    QDateTime generatedAt;
    std::vector<Attribution>
        optionAttributions; // kernel options of the runs (issue 24): a section each
    // Kernel histories among the runs (issue 25): a section each.
    std::vector<std::pair<QString, std::vector<HistoryPoint>>> histories;

    std::vector<const Series *> seriesOf(const QString &metric) const;
};

// Loads the runs and analyses them. Returns nullopt with *error (unknown run, no runs, no
// matching metric).
std::optional<ReportData> collectReportData(const RunStore &store, const std::vector<qint64> &ids,
                                            const QStringList &metrics, bool includeReference,
                                            QString *error);

// A case of the measurement chain rather than a result: a calibration case (cal_timer_read,
// cal_loop, cal_known_seq, cal_gpio_toggle) or a floor (call_switch_floor).
bool isMeasurementChainCase(const QString &metric);

// "unknown" (translated) for an empty value.
QString orUnknown(const QString &value);
// The CoreMark-style one-line disclosure of a run's configuration.
QString disclosureLine(const Run &run);

} // namespace report
} // namespace rb
