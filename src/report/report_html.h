// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rb::report {
struct ReportData;

// The text parts of the report as Qt rich text (QTextDocument HTML subset).
// Front: title, scope, disclosures, conditions, warnings, summary tables, references.
QString frontMatterHtml(const ReportData &d);
// Back: pairwise effects, rank tables, raw-data appendix, reproducibility.
QString backMatterHtml(const ReportData &d);

QString escaped(const QString &s);

} // namespace rb::report
