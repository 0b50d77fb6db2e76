// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

#include <span>
#include <vector>

namespace rb {

// Exact summary of a sample (order statistics from the sorted data; see docs/statistics.md
// for the quantile definition). n == 0 gives an all-NaN summary with n == 0.
struct Summary {
    qint64 n = 0;
    double min = 0, p1 = 0, p5 = 0, p25 = 0, median = 0, p75 = 0, p95 = 0, p99 = 0, max = 0;
    double mean = 0, sd = 0, mad = 0, trimmedMean5 = 0;
    double medianCiLow = 0, medianCiHigh = 0; // 95 % CI of the median (binomial order stats)
    double medianCiLevel = 0;                 // the attained confidence level (>= 0.95 when n >= 6)
    // Additive details (docs/statistics.md):
    qint64 trimmedEachSide = 0;  // floor(0.05 n) values cut at each end for trimmedMean5
    qint64 medianCiLowRank = 0;  // 1-based order statistic j of medianCiLow (0 when n == 0)
    qint64 medianCiHighRank = 0; // 1-based order statistic n+1-j of medianCiHigh

    QJsonObject toJson() const;
    static Summary fromJson(const QJsonObject &o);
};

Summary summarize(std::span<const double> values);
Summary summarize(const std::vector<double> &values);
// The summary of raw integer samples minus an offset (a case's corrected values, raw -
// overhead), without building the corrected vector first: the same result as
// summarize(CaseResult::corrected()), with one copy of the data instead of two.
Summary summarizeOffset(std::span<const qint64> raw, qint64 offset);
// Summary of data that is already sorted ascending (no copy, no sort).
Summary summarizeSorted(std::span<const double> sorted);
// Quantile of already sorted data, with the definition of docs/statistics.md
// (Hyndman-Fan type 7, R's default: h = (n-1)p, linear interpolation between x[floor h] and
// x[floor h + 1], 0-based). NaN for empty data.
double quantileSorted(std::span<const double> sorted, double p);

// Distribution-free confidence interval of the median from binomial order statistics.
// Returns the largest j (1-based) such that P(j <= B <= n-j) >= level for B ~ Binomial(n, 1/2),
// i.e. the narrowest symmetric pair (x_(j), x_(n+1-j)); *attained receives that coverage.
// Returns 0 when no pair reaches the level (then [min, max] = (1, n) attains 1 - 2^(1-n)).
// The binomial CDF is accumulated in log space, so n = 10^6 works.
qint64 medianCiRank(qint64 n, double level, double *attained);

} // namespace rb
