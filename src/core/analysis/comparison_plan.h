// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/pairwise.h"
#include "core/model/configuration.h"

#include <QStringList>

#include <vector>

namespace rb {

// What a comparison studies and which pairs it tests: one rule for the GUI (Compare view and
// Conditions panel), `rtosbench-cli compare` and the report, so that for the same runs they
// produce the same Comparison (issue 22 item 1).

// The studied conditions when none is named: the kernel, and the one condition varied besides
// it (findVariedCondition: the rule that also names the report's rank-shift condition); the
// kernel alone when no condition or more than one varies besides it.
QStringList studiedConditions(const std::vector<Configuration> &configs);

// The pairs compareSeries tests for `studied`: with one studied condition (or none), every pair;
// with more, the pairs that differ in exactly one of them (two kernels in one configuration, or
// one kernel in two), the kernel compared by canonicalKernel. 24 runs of 8 kernels at 3
// optimisation levels: 108 pairs a metric instead of 276, and a pair that differs in two studied
// conditions at once, whose shift belongs to neither, is not tested.
PairFilter studiedPairs(const QStringList &studied);

} // namespace rb
