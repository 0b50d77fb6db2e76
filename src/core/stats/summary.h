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

    QJsonObject toJson() const;
    static Summary fromJson(const QJsonObject &o);
};

Summary summarize(std::span<const double> values);
Summary summarize(const std::vector<double> &values);
// Quantile of already sorted data, with the definition of docs/statistics.md.
double quantileSorted(std::span<const double> sorted, double p);

} // namespace rb
