// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/histogram.h"

#include <algorithm>
#include <cmath>

namespace rb {

Histogram makeHistogram(std::span<const double> values, int maxBins)
{
    Histogram h;
    if (values.empty())
        return h;
    maxBins = std::max(1, maxBins);
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    const double min = *lo, max = *hi;
    const bool integers =
        std::all_of(values.begin(), values.end(), [](double v) { return std::floor(v) == v; });
    int bins;
    if (integers) {
        const double range = max - min + 1;
        h.width = std::max(1.0, std::ceil(range / maxBins));
        h.start = min - 0.5;
        bins = int(std::ceil(range / h.width));
    } else if (max == min) {
        h.width = std::max(std::abs(min) * 0.01, 1e-9);
        h.start = min - h.width / 2;
        bins = 1;
    } else {
        bins = maxBins;
        h.width = (max - min) / bins;
        h.start = min;
    }
    h.counts.assign(size_t(std::max(1, bins)), 0);
    for (double v : values) {
        auto bin = qint64(std::floor((v - h.start) / h.width));
        bin = std::clamp<qint64>(bin, 0, qint64(h.counts.size()) - 1);
        ++h.counts[size_t(bin)];
    }
    return h;
}

} // namespace rb
