// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/hodges_lehmann.h"
#include "analysis/mann_whitney.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace rb {
namespace {

struct Pass {
    qint64 countLe = 0;                                      // #(x_i - y_j <= d)
    double maxLe = -std::numeric_limits<double>::infinity(); // largest difference <= d
    double minGt = std::numeric_limits<double>::infinity();  // smallest difference > d
};

// For fixed i, x_i - y_j decreases with j, so {j : x_i - y_j <= d} is a suffix [p_i, n);
// p_i never decreases with i. One O(m + n) sweep.
Pass sweep(std::span<const double> x, std::span<const double> y, double d)
{
    Pass r;
    const size_t n = y.size();
    size_t p = 0;
    for (double xi : x) {
        while (p < n && xi - y[p] > d)
            ++p;
        r.countLe += static_cast<qint64>(n - p);
        if (p < n)
            r.maxLe = std::max(r.maxLe, xi - y[p]);
        if (p > 0)
            r.minGt = std::min(r.minGt, xi - y[p - 1]);
    }
    return r;
}

double inverseNormal975()
{
    return 1.959963984540054; // z_{0.975}
}

double zFor(double level)
{
    if (std::fabs(level - 0.95) < 1e-12)
        return inverseNormal975();
    // Bisection on erfc for other levels.
    const double target = 1.0 - level; // two-sided tail
    double lo = 0, hi = 10;
    for (int i = 0; i < 200; ++i) {
        const double mid = (lo + hi) / 2;
        if (std::erfc(mid / std::sqrt(2.0)) > target)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}

} // namespace

double kthPairwiseDifference(std::span<const double> x, std::span<const double> y, qint64 k)
{
    const qint64 total = static_cast<qint64>(x.size()) * static_cast<qint64>(y.size());
    if (total == 0)
        return std::numeric_limits<double>::quiet_NaN();
    k = std::clamp<qint64>(k, 1, total);
    const double minDiff = x.front() - y.back();
    const double maxDiff = x.back() - y.front();
    Pass lowPass = sweep(x, y, minDiff);
    if (lowPass.countLe >= k)
        return minDiff;
    // Invariant: count(lo) < k <= count(hi), hi is an actual difference.
    double lo = minDiff;
    double hi = maxDiff;
    double nextAboveLo = lowPass.minGt;
    for (int iter = 0; iter < 4096; ++iter) {
        if (nextAboveLo >= hi)
            return hi; // no difference strictly between lo and hi
        double mid = lo + (hi - lo) / 2;
        if (!(mid > lo && mid < hi))
            return hi;
        // Keep the pivot on a real difference when possible (faster for integer data).
        if (mid < nextAboveLo)
            mid = nextAboveLo;
        const Pass p = sweep(x, y, mid);
        if (p.countLe >= k) {
            hi = p.maxLe; // count(hi) == count(mid) >= k
        } else {
            lo = mid;
            nextAboveLo = p.minGt;
        }
    }
    return hi;
}

HodgesLehmannResult hodgesLehmann(std::span<const double> xIn, std::span<const double> yIn,
                                  double level)
{
    HodgesLehmannResult r;
    if (xIn.empty() || yIn.empty())
        return r;
    std::vector<double> x(xIn.begin(), xIn.end());
    std::vector<double> y(yIn.begin(), yIn.end());
    if (!std::is_sorted(x.begin(), x.end()))
        std::sort(x.begin(), x.end());
    if (!std::is_sorted(y.begin(), y.end()))
        std::sort(y.begin(), y.end());
    r.valid = true;
    const qint64 m = static_cast<qint64>(x.size());
    const qint64 n = static_cast<qint64>(y.size());
    const qint64 total = m * n;
    if (total % 2 == 1) {
        r.shift = kthPairwiseDifference(x, y, (total + 1) / 2);
    } else {
        const double a = kthPairwiseDifference(x, y, total / 2);
        const double b = kthPairwiseDifference(x, y, total / 2 + 1);
        r.shift = a + (b - a) / 2;
    }

    // Critical value k: P(U <= k - 1) <= (1 - level) / 2.
    const double tail = (1.0 - level) / 2.0;
    bool ties = std::adjacent_find(x.begin(), x.end()) != x.end() ||
                std::adjacent_find(y.begin(), y.end()) != y.end();
    if (!ties) {
        // ties across the samples matter too
        size_t i = 0, j = 0;
        while (i < x.size() && j < y.size() && !ties) {
            if (x[i] == y[j])
                ties = true;
            else if (x[i] < y[j])
                ++i;
            else
                ++j;
        }
    }
    qint64 k = 0;
    if (!ties && m <= kMannWhitneyExactMax && n <= kMannWhitneyExactMax) {
        // largest k with P(U <= k-1) <= tail
        while (k < total && mannWhitneyExactCdf(m, n, static_cast<double>(k)) <= tail)
            ++k;
        // now P(U <= k-1) <= tail < P(U <= k), or k == total
        r.ciLevel =
            k >= 1 ? 1.0 - 2.0 * mannWhitneyExactCdf(m, n, static_cast<double>(k - 1)) : 0.0;
    } else {
        const double md = static_cast<double>(m), nd = static_cast<double>(n);
        const double sd = std::sqrt(md * nd * (md + nd + 1) / 12.0);
        k = static_cast<qint64>(std::floor(md * nd / 2.0 - zFor(level) * sd));
        r.ciLevel = level;
    }
    if (k < 1) {
        // Even the extreme differences do not reach the level: report [min, max] and the
        // coverage it attains, 1 - 2 P(U <= 0) (exact null distribution, ties ignored).
        k = 1;
        r.ciLevel = (m <= kMannWhitneyExactMax && n <= kMannWhitneyExactMax)
                        ? std::max(0.0, 1.0 - 2.0 * mannWhitneyExactCdf(m, n, 0.0))
                        : level;
    }
    r.k = k;
    r.ciLow = kthPairwiseDifference(x, y, k);
    r.ciHigh = kthPairwiseDifference(x, y, total + 1 - k);
    return r;
}

} // namespace rb
