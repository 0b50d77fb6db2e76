// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/attribution.h"
#include "analysis/comparison.h"
#include "model/run.h"

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
    QString csvPath;               // <out>.samples.csv
    std::vector<Run> runs;         // with samples
    QStringList metrics;           // in first-seen order
    Comparison comparison;         // every series of the selected metrics
    QStringList kernels;           // distinct kernels (display names)
    QString shiftCondition;        // the one condition varied besides the kernel ("" if none)
    QString rankShiftOmitted;      // translated reason when no rank-shift chart is drawn
    std::vector<RankReport> ranks; // one per metric when shiftCondition is set
    std::vector<ReferenceResult> references; // includeReference: rows of the metrics
    QDateTime generatedAt;
    std::vector<Attribution> attributions; // of the runs (issue 24): a section each

    std::vector<const Series *> seriesOf(const QString &metric) const;
};

// Loads the runs and analyses them. Returns nullopt with *error (unknown run, no runs, no
// matching metric).
std::optional<ReportData> collectReportData(const RunStore &store, const std::vector<qint64> &ids,
                                            const QStringList &metrics, bool includeReference,
                                            QString *error);

// "unknown" (translated) for an empty value.
QString orUnknown(const QString &value);
// The CoreMark-style one-line disclosure of a run's configuration.
QString disclosureLine(const Run &run);

} // namespace report
} // namespace rb
