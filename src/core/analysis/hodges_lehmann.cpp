// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/hodges_lehmann.h"
#include "core/analysis/mann_whitney.h"

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

// A sorted sample as its distinct values with their counts: timer ticks repeat (10,000 samples
// often hold a few hundred distinct values), so a pass over distinct values is the same count
// at a fraction of the cost.
struct Distinct {
    std::vector<double> v;
    std::vector<qint64> count;
    std::vector<qint64> suffix; // suffix[j] = count[j] + ... + count[last]; suffix[size] = 0
    explicit Distinct(std::span<const double> sorted)
    {
        for (double d : sorted) {
            if (!v.empty() && v.back() == d) {
                ++count.back();
            } else {
                v.push_back(d);
                count.push_back(1);
            }
        }
        suffix.assign(v.size() + 1, 0);
        for (size_t j = v.size(); j-- > 0;)
            suffix[j] = suffix[j + 1] + count[j];
    }
};

// For fixed i, x_i - y_j decreases with j, so {j : x_i - y_j <= d} is a suffix [p_i, n);
// p_i never decreases with i. One O(distinct x + distinct y) sweep; each distinct x counts
// as often as it occurs.
Pass sweep(const Distinct &x, const Distinct &y, double d)
{
    Pass r;
    const size_t n = y.v.size();
    size_t p = 0;
    for (size_t i = 0; i < x.v.size(); ++i) {
        const double xi = x.v[i];
        while (p < n && xi - y.v[p] > d)
            ++p;
        r.countLe += x.count[i] * y.suffix[p];
        if (p < n)
            r.maxLe = std::max(r.maxLe, xi - y.v[p]);
        if (p > 0)
            r.minGt = std::min(r.minGt, xi - y.v[p - 1]);
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
    const qint64 total = x.suffix.front() * y.suffix.front();
    if (total == 0)
        return std::numeric_limits<double>::quiet_NaN();
    k = std::clamp<qint64>(k, 1, total);
    const double minDiff = x.v.front() - y.v.back();
    const double maxDiff = x.v.back() - y.v.front();
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
    return kth(Distinct(x), Distinct(y), k);
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
    const Distinct dx(x), dy(y);
    if (total % 2 == 1) {
        r.shift = kth(dx, dy, (total + 1) / 2);
    } else {
        const double a = kth(dx, dy, total / 2);
        const double b = kth(dx, dy, total / 2 + 1);
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
    r.ciLow = kth(dx, dy, k);
    r.ciHigh = kth(dx, dy, total + 1 - k);
    return r;
}

} // namespace rb
