// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace rb {
struct Series;

namespace report {
struct ReportData;

// The summary-first part of the report (issue 16), as Qt rich text: title, scope and, per
// metric, a table with the kernels as rows and the configurations as columns, each cell the
// median [95 % CI] and the rank within its configuration.
QString glanceHtml(const ReportData &d);
// What the reader must know before trusting the table: the trap warnings grouped by trap, each
// with the runs it concerns, the confounds, and the conditions in two parts (what every run
// shares, as one list; what differs, one row per run).
QString findingsHtml(const ReportData &d);
// Every trap warning, one line each (the appendix; findingsHtml shows three a trap).
QString allTrapsHtml(const ReportData &d);

// The configurations of the report: the values of the varied condition in their natural order
// (orderedConditionValues: the experiment's order, else sortConditionValues), or one empty value
// when only the kernel varies.
QStringList configurationValues(const ReportData &d);
// The series of one metric in configuration `value` (all of them for the empty value).
std::vector<const Series *> seriesIn(const ReportData &d, const QString &metric,
                                     const QString &value);

} // namespace report
} // namespace rb
