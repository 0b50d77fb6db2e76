// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/mann_whitney.h"
#include "core/analysis/sorted_sample.h"

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
    return mannWhitneyU(SortedSample(x), SortedSample(y));
}

MannWhitneyResult mannWhitneyU(const SortedSample &x, const SortedSample &y)
{
    MannWhitneyResult r;
    r.nX = x.size();
    r.nY = y.size();
    if (x.empty() || y.empty())
        return r;
    r.valid = true;

    // Merge the distinct values of both samples (each sorted once, SortedSample): every group
    // of equal values gets its mid-rank; accumulate the rank sum of X and the tie term
    // sum(t^3 - t). The groups, their order and the arithmetic are those of pooling and
    // sorting every value, at O(distinct x + distinct y) per pair.
    const std::vector<double> &xv = x.values(), &yv = y.values();
    const std::vector<qint64> &xc = x.counts(), &yc = y.counts();
    long double rankSumX = 0;
    long double tieTerm = 0;
    size_t i = 0, j = 0;
    qint64 below = 0; // values before the current group
    while (i < xv.size() || j < yv.size()) {
        qint64 xs = 0, t = 0;
        double v;
        if (j == yv.size() || (i < xv.size() && xv[i] <= yv[j]))
            v = xv[i];
        else
            v = yv[j];
        if (i < xv.size() && xv[i] == v) {
            xs = xc[i];
            t += xc[i++];
        }
        if (j < yv.size() && yv[j] == v)
            t += yc[j++];
        const long double tl = static_cast<long double>(t);
        const long double midRank =
            (static_cast<long double>(below + 1) + static_cast<long double>(below + t)) / 2;
        rankSumX += midRank * xs;
        if (t > 1) {
            tieTerm += tl * tl * tl - tl;
            r.ties = true;
        }
        below += t;
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
