// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rb::report {
struct ReportData;

// The text parts of the report as Qt rich text (QTextDocument HTML subset).
// The published reference values of the metrics (empty without --reference).
QString referenceHtml(const ReportData &d);
// The appendix: disclosures, per-run summary tables, pairwise effects (within a configuration,
// and one kernel across configurations), rank tables, raw data, reproducibility.
QString backMatterHtml(const ReportData &d);

QString escaped(const QString &s);

} // namespace rb::report
