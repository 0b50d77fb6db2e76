// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/series.h"
#include "gui/display_unit.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rb {
class WorkbenchState;

// The series the Rank shift view ranks (split from rank_shift_view.cpp).
// All series of the data source (references: the checked published sources, or all; else the
// selected runs, or all), converted to the display unit; a measured value that cannot be
// converted keeps its own unit (ranks need no conversion). Without samples (withSamples false)
// only metric, kernel and conditions are filled: enough for the choices. With samples and
// sampleMetrics given, only the series of those metrics get their samples (the one ranked);
// the others are collected as without samples, by the same rankable rule.
std::vector<Series> collectRankSeries(const WorkbenchState &state, bool references,
                                      DisplayUnit unit, bool withSamples,
                                      const QStringList &sampleMetrics = {});
// The first condition that takes two or more values, each with two or more kernels ("" if none).
QString conditionThatVaries(const std::vector<Series> &all);

} // namespace rb
