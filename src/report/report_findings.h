// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rb::report {
struct ReportData;

// What the reader must know before trusting the results, as Qt rich text: the trap warnings
// grouped by trap, each with the runs it concerns (not those of the measurement chain's cases:
// they are the appendix's), the confounds, and what every run shares as one list; the keys
// that differ are named, their values per run are the appendix's (conditionsHtml).
QString findingsHtml(const ReportData &d);
// The appendix's conditions: what differs between runs, one row per run (tables of at most six
// columns), then each kernel configuration (kernel_config.*, mech.*) once, with its runs.
QString conditionsHtml(const ReportData &d);
// Every trap warning, one line each (the appendix; findingsHtml shows two a trap).
QString allTrapsHtml(const ReportData &d);

} // namespace rb::report
