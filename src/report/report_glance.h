// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace rb {
struct Series;

namespace report {
struct ReportData;

// The summary-first part of the report (issues 16 and 38), as Qt rich text, a page each: the
// first with the title (once, in the report's language) and the scope, then per configuration
// one glance table, the kernels as columns and the results (not the measurement chain's cases)
// as rows, each cell the median and the rank within the configuration, coloured by rank.
QStringList glancePagesHtml(const ReportData &d);
// Per metric a table with the kernels as rows and the configurations as columns, each cell the
// median [95 % CI] and the rank within its configuration (the appendix's).
QString metricTablesHtml(const ReportData &d, const QStringList &metrics);

// The configurations of the report: the values of the varied condition in their natural order
// (orderedConditionValues: the experiment's order, else sortConditionValues), or one empty value
// when only the kernel varies.
QStringList configurationValues(const ReportData &d);
// The series of one metric in configuration `value` (all of them for the empty value).
std::vector<const Series *> seriesIn(const ReportData &d, const QString &metric,
                                     const QString &value);

} // namespace report
} // namespace rb
