// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <span>

namespace rb {
class SortedSample;

// Hodges-Lehmann shift estimate of X relative to Y: the median of all nX*nY pairwise
// differences x_i - y_j, with the distribution-free (Moses) confidence interval
// [d_(k), d_(nX nY + 1 - k)], where k is the lower critical value of the Mann-Whitney U
// (exact when both n <= 20 without ties, else k = floor(nX nY / 2 - z sqrt(nX nY (N+1) / 12))).
// The order statistics of the differences are selected exactly without forming the nX*nY
// differences (value bisection with an O(nX + nY) counting pass), so 10,000 x 10,000 is fast.
struct HodgesLehmannResult {
    double shift = 0;   // median(x_i - y_j)
    double ciLow = 0;   // d_(k)
    double ciHigh = 0;  // d_(nX nY + 1 - k)
    double ciLevel = 0; // nominal level, or the attained one when even [min, max] is short of it
    qint64 k = 0;       // 1-based rank of the lower bound among the sorted differences
    bool valid = false; // false when a sample is empty
};

HodgesLehmannResult hodgesLehmann(std::span<const double> x, std::span<const double> y,
                                  double level = 0.95);
// The same over samples sorted once (compareAllPairs reuses them across pairs).
HodgesLehmannResult hodgesLehmann(const SortedSample &x, const SortedSample &y,
                                  double level = 0.95);

// The k-th smallest (1-based) of the differences x_i - y_j; x and y sorted ascending.
double kthPairwiseDifference(std::span<const double> xSorted, std::span<const double> ySorted,
                             qint64 k);

} // namespace rb
