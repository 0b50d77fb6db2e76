// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/mann_whitney.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace rb {
namespace {

// Frequencies of U (0..m*n) under H0 for sizes m, n without ties: coefficients of the
// Gaussian binomial prod_{i=1..m} (1 - q^(n+i)) / (1 - q^i). Exact in double up to m+n = 40
// (C(40,20) < 2^53).
std::vector<double> exactFrequencies(qint64 m, qint64 n)
{
    const qint64 size = m * n + 1;
    std::vector<double> f(static_cast<size_t>(size), 0.0);
    f[0] = 1;
    for (qint64 i = 1; i <= m; ++i) {
        // multiply by (1 - q^(n+i)) : descending so each term uses the old coefficient
        for (qint64 k = size - 1; k >= n + i; --k)
            f[k] -= f[k - (n + i)];
        // divide by (1 - q^i): running sum with stride i
        for (qint64 k = i; k < size; ++k)
            f[k] += f[k - i];
    }
    return f;
}

} // namespace

double mannWhitneyExactCdf(qint64 m, qint64 n, double u)
{
    if (m <= 0 || n <= 0)
        return 1;
    const std::vector<double> f = exactFrequencies(m, n);
    double total = 0, below = 0;
    for (size_t k = 0; k < f.size(); ++k) {
        total += f[k];
        if (static_cast<double>(k) <= u + 1e-9)
            below += f[k];
    }
    return below / total;
}

MannWhitneyResult mannWhitneyU(std::span<const double> x, std::span<const double> y)
{
    MannWhitneyResult r;
    r.nX = static_cast<qint64>(x.size());
    r.nY = static_cast<qint64>(y.size());
    if (x.empty() || y.empty())
        return r;
    r.valid = true;

    // Pool, sort, assign mid-ranks; accumulate the rank sum of X and the tie term sum(t^3 - t).
    std::vector<std::pair<double, bool>> pooled; // value, isX
    pooled.reserve(x.size() + y.size());
    const auto byValue = [](const auto &a, const auto &b) { return a.first < b.first; };
    if (std::is_sorted(x.begin(), x.end()) && std::is_sorted(y.begin(), y.end())) {
        // Sorted inputs (compareAllPairs sorts each series once): merge in O(m + n). Mid-ranks
        // only need equal values together, which the merge keeps.
        size_t i = 0, j = 0;
        while (i < x.size() || j < y.size()) {
            if (j == y.size() || (i < x.size() && x[i] <= y[j]))
                pooled.emplace_back(x[i++], true);
            else
                pooled.emplace_back(y[j++], false);
        }
    } else {
        for (double v : x)
            pooled.emplace_back(v, true);
        for (double v : y)
            pooled.emplace_back(v, false);
        std::sort(pooled.begin(), pooled.end(), byValue);
    }
    const size_t total = pooled.size();
    long double rankSumX = 0;
    long double tieTerm = 0;
    for (size_t i = 0; i < total;) {
        size_t j = i;
        qint64 xs = 0;
        while (j < total && pooled[j].first == pooled[i].first) {
            xs += pooled[j].second ? 1 : 0;
            ++j;
        }
        const long double t = static_cast<long double>(j - i);
        const long double midRank =
            (static_cast<long double>(i + 1) + static_cast<long double>(j)) / 2;
        rankSumX += midRank * xs;
        if (t > 1) {
            tieTerm += t * t * t - t;
            r.ties = true;
        }
        i = j;
    }
    const double m = static_cast<double>(r.nX);
    const double n = static_cast<double>(r.nY);
    r.u = static_cast<double>(rankSumX - static_cast<long double>(m * (m + 1) / 2));
    r.pGreater = r.u / (m * n);

    if (!r.ties && r.nX <= kMannWhitneyExactMax && r.nY <= kMannWhitneyExactMax) {
        r.exact = true;
        const std::vector<double> f = exactFrequencies(r.nX, r.nY);
        double sum = 0;
        for (double v : f)
            sum += v;
        // U is an integer here (no ties).
        const auto uk = static_cast<qint64>(std::llround(r.u));
        double lower = 0, upper = 0;
        for (qint64 k = 0; k < static_cast<qint64>(f.size()); ++k) {
            if (k <= uk)
                lower += f[k];
            if (k >= uk)
                upper += f[k];
        }
        r.p = std::min(1.0, 2.0 * std::min(lower, upper) / sum);
        return r;
    }

    const double N = m + n;
    const double mu = m * n / 2.0;
    const double var = m * n / 12.0 * ((N + 1) - static_cast<double>(tieTerm) / (N * (N - 1)));
    if (!(var > 0)) { // every value equal: no evidence of a difference
        r.p = 1;
        return r;
    }
    const double diff = std::fabs(r.u - mu);
    const double zAbs = std::max(0.0, diff - 0.5) / std::sqrt(var);
    r.z = r.u >= mu ? zAbs : -zAbs;
    r.p = std::min(1.0, std::erfc(zAbs / std::sqrt(2.0)));
    return r;
}

} // namespace rb
