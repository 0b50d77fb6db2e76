// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/hodges_lehmann.h"
#include "core/analysis/mann_whitney.h"
#include "core/analysis/sorted_sample.h"

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

// The samples as their distinct values with counts (SortedSample): timer ticks repeat, so a
// pass over distinct values is the same count at a fraction of the cost.
using Distinct = SortedSample;

// For fixed i, x_i - y_j decreases with j, so {j : x_i - y_j <= d} is a suffix [p_i, n);
// p_i never decreases with i. One O(distinct x + distinct y) sweep; each distinct x counts
// as often as it occurs.
Pass sweep(const Distinct &x, const Distinct &y, double d)
{
    Pass r;
    const std::vector<double> &xv = x.values(), &yv = y.values();
    const std::vector<qint64> &xc = x.counts(), &ys = y.suffix();
    const size_t n = yv.size();
    size_t p = 0;
    for (size_t i = 0; i < xv.size(); ++i) {
        const double xi = xv[i];
        while (p < n && xi - yv[p] > d)
            ++p;
        r.countLe += xc[i] * ys[p];
        if (p < n)
            r.maxLe = std::max(r.maxLe, xi - yv[p]);
        if (p > 0)
            r.minGt = std::min(r.minGt, xi - yv[p - 1]);
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

double kth(const Distinct &x, const Distinct &y, qint64 k)
{
    const qint64 total = x.size() * y.size();
    if (total == 0)
        return std::numeric_limits<double>::quiet_NaN();
    k = std::clamp<qint64>(k, 1, total);
    const double minDiff = x.min() - y.max();
    const double maxDiff = x.max() - y.min();
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

} // namespace

double kthPairwiseDifference(std::span<const double> x, std::span<const double> y, qint64 k)
{
    if (x.empty() || y.empty())
        return std::numeric_limits<double>::quiet_NaN();
    return kth(SortedSample(x), SortedSample(y), k);
}

HodgesLehmannResult hodgesLehmann(std::span<const double> x, std::span<const double> y,
                                  double level)
{
    return hodgesLehmann(SortedSample(x), SortedSample(y), level);
}

HodgesLehmannResult hodgesLehmann(const SortedSample &dx, const SortedSample &dy, double level)
{
    HodgesLehmannResult r;
    if (dx.empty() || dy.empty())
        return r;
    r.valid = true;
    const qint64 m = dx.size();
    const qint64 n = dy.size();
    const qint64 total = m * n;
    if (total % 2 == 1) {
        r.shift = kth(dx, dy, (total + 1) / 2);
    } else {
        const double a = kth(dx, dy, total / 2);
        const double b = kth(dx, dy, total / 2 + 1);
        r.shift = a + (b - a) / 2;
    }

    // Critical value k: P(U <= k - 1) <= (1 - level) / 2.
    const double tail = (1.0 - level) / 2.0;
    bool ties = dx.hasTies() || dy.hasTies();
    if (!ties) {
        // ties across the samples matter too
        const std::vector<double> &x = dx.values(), &y = dy.values();
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
    r.ciLow = kth(dx, dy, k);
    r.ciHigh = kth(dx, dy, total + 1 - k);
    return r;
}

} // namespace rb
