// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rb::report {
struct ReportData;

// The per-metric detail before the appendix (issue 38), as Qt rich text: for each result whose
// ranking changes or on which a trap of its own fires (ReportData::detailMetrics), one line
// naming per step between configurations the kernels that change order (at most three pairs,
// and how many are significant; every flip is in the appendix's rank tables) and its traps; then
// the results without either, in one line.
QString detailHtml(const ReportData &d);

} // namespace rb::report
