// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <span>
#include <vector>

namespace rb {

// Equal-width bins over [min, max]; every value lands in exactly one bin (the last bin is
// closed), so the counts sum to the number of values. Integer-valued data with a small range
// gets bins of a whole number of units, centred on the integers.
struct Histogram {
    double start = 0; // left edge of the first bin
    double width = 1;
    std::vector<qint64> counts;
    double center(size_t bin) const { return start + (double(bin) + 0.5) * width; }
};

Histogram makeHistogram(std::span<const double> values, int maxBins = 80);

} // namespace rb
