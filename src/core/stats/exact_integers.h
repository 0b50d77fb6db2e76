// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The statistics of integer data that are integers themselves, exactly (issue 31: a double holds
// 53 bits, so INT64_MAX through one prints as ...808). Printers (stats, the CSV export) use
// these where they are known and the Summary's doubles for the rest (docs/statistics.md,
// "Corrected values, exactly").

#include "core/stats/summary.h"

#include <QtGlobal>

#include <optional>
#include <span>
#include <vector>

namespace rb {

// Each is nullopt when the data are empty or the value is not an integer (a quantile
// interpolated between two values, a mean with a remainder). Quantiles with the definition of
// quantileSorted() (type 7), in exact rational arithmetic (p = percent / 100).
struct ExactIntegers {
    std::optional<qint64> min, p1, median, p99, max, mean, medianCiLow, medianCiHigh;
};

// From sorted (ascending) integers; the CI bounds at the ranks of s, the Summary of the same
// data (left out when s counts other data).
ExactIntegers exactIntegersSorted(std::span<const qint64> sorted, const Summary &s);
// A case's corrected values (raw - offset, those that fit in 64 bits), sorted ascending: the
// data of summarizeOffset(raw, offset) as integers.
std::vector<qint64> sortedCorrected(std::span<const qint64> raw, qint64 offset);
// quantileSorted() of integers, exactly: nullopt when empty or the value is not an integer.
std::optional<qint64> exactQuantileSorted(std::span<const qint64> sorted, int percent);

} // namespace rb
