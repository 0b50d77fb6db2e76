// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/summary.h"

#include "core/model/corrected.h"

#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <unordered_map>

namespace rb {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double medianOfSorted(std::span<const double> s)
{
    return quantileSorted(s, 0.5);
}

// log(exp(a) + exp(b)) without overflow/underflow.
double logAdd(double a, double b)
{
    if (a == -std::numeric_limits<double>::infinity())
        return b;
    if (b == -std::numeric_limits<double>::infinity())
        return a;
    const double hi = std::max(a, b);
    const double lo = std::min(a, b);
    return hi + std::log1p(std::exp(lo - hi));
}

QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

double numFrom(const QJsonValue &v)
{
    return v.isDouble() ? v.toDouble() : kNaN;
}

qint64 cachedMedianCiRank95(qint64 n, double *attained)
{
    static std::mutex mutex;
    static std::unordered_map<qint64, std::pair<qint64, double>> cache;
    {
        const std::lock_guard<std::mutex> lock(mutex);
        const auto it = cache.find(n);
        if (it != cache.end()) {
            *attained = it->second.second;
            return it->second.first;
        }
    }
    const qint64 j = medianCiRank(n, 0.95, attained);
    const std::lock_guard<std::mutex> lock(mutex);
    if (cache.size() > 256)
        cache.clear();
    cache.emplace(n, std::make_pair(j, *attained));
    return j;
}

// Sorts finite values in place: a counting sort when they are integers spanning a small range
// (O(n + range), the same exact result), else std::sort.
void sortSamples(std::vector<double> &sorted, bool integral, double lo, double hi)
{
    // Samples are integers (cycles, ticks, ns) that usually span a small range: a counting
    // sort is then O(n + range) instead of O(n log n), with the same (exact) result.
    const double range = hi - lo;
    if (integral && sorted.size() > 4096 && range < 4.0 * double(sorted.size())) {
        std::vector<std::uint32_t> counts(static_cast<std::size_t>(range) + 1, 0);
        for (double v : sorted)
            ++counts[static_cast<std::size_t>(v - lo)];
        std::size_t k = 0;
        for (std::size_t i = 0; i < counts.size(); ++i)
            for (std::uint32_t c = 0; c < counts[i]; ++c)
                sorted[k++] = lo + double(i);
    } else {
        std::sort(sorted.begin(), sorted.end());
    }
}

} // namespace

double quantileSorted(std::span<const double> sorted, double p)
{
    const std::size_t n = sorted.size();
    if (n == 0)
        return kNaN;
    if (n == 1 || p <= 0)
        return sorted.front();
    if (p >= 1)
        return sorted.back();
    const double h = static_cast<double>(n - 1) * p;
    const double fl = std::floor(h);
    const auto i = static_cast<std::size_t>(fl);
    if (i + 1 >= n)
        return sorted.back();
    const double frac = h - fl;
    const double a = sorted[i];
    const double b = sorted[i + 1];
    return frac == 0 ? a : a + frac * (b - a);
}

qint64 medianCiRank(qint64 n, double level, double *attained)
{
    if (n <= 0) {
        if (attained)
            *attained = 0;
        return 0;
    }
    // Coverage of (x_(j), x_(n+1-j)) is P(j <= B <= n-j) = 1 - 2 P(B <= j-1).
    // Find the largest k = j-1 with P(B <= k) <= (1 - level) / 2.
    const double tail = (1.0 - level) / 2.0;
    const double logTail = std::log(tail);
    const double dn = static_cast<double>(n);
    double logPmf = dn * std::log(0.5); // P(B = 0)
    double logCdf = -std::numeric_limits<double>::infinity();
    qint64 best = -1;                // largest k with cdf(k) <= tail
    double bestLogCdf = 0;           // log cdf(best)
    const qint64 kMax = (n - 1) / 2; // j = k+1 must be <= n+1-j  <=>  k <= (n-1)/2
    for (qint64 k = 0; k <= kMax; ++k) {
        logCdf = logAdd(logCdf, logPmf);
        if (logCdf > logTail)
            break;
        best = k;
        bestLogCdf = logCdf;
        // P(B = k+1) = P(B = k) * (n-k)/(k+1)
        logPmf += std::log((dn - static_cast<double>(k)) / (static_cast<double>(k) + 1.0));
    }
    if (best < 0) {
        if (attained)
            *attained = 1.0 - 2.0 * std::exp(dn * std::log(0.5)); // the [min, max] pair
        return 0;
    }
    if (attained)
        *attained = 1.0 - 2.0 * std::exp(bestLogCdf);
    return best + 1;
}

Summary summarizeSorted(std::span<const double> s)
{
    Summary r;
    const std::size_t n = s.size();
    r.n = static_cast<qint64>(n);
    if (n == 0) {
        r.min = r.p1 = r.p5 = r.p25 = r.median = r.p75 = r.p95 = r.p99 = r.max = kNaN;
        r.mean = r.sd = r.mad = r.trimmedMean5 = kNaN;
        r.medianCiLow = r.medianCiHigh = kNaN;
        r.medianCiLevel = 0;
        return r;
    }
    r.min = s.front();
    r.max = s.back();
    r.p1 = quantileSorted(s, 0.01);
    r.p5 = quantileSorted(s, 0.05);
    r.p25 = quantileSorted(s, 0.25);
    r.median = medianOfSorted(s);
    r.p75 = quantileSorted(s, 0.75);
    r.p95 = quantileSorted(s, 0.95);
    r.p99 = quantileSorted(s, 0.99);

    // Mean and sample standard deviation (two passes, long double accumulation).
    long double sum = 0;
    for (double v : s)
        sum += v;
    const long double mean = sum / static_cast<long double>(n);
    r.mean = static_cast<double>(mean);
    if (n > 1) {
        long double ss = 0;
        for (double v : s) {
            const long double d = v - mean;
            ss += d * d;
        }
        r.sd = static_cast<double>(std::sqrt(ss / static_cast<long double>(n - 1)));
    } else {
        r.sd = 0;
    }

    // MAD: median of |x - median|, unscaled (no 1.4826 factor). The data are sorted, so the
    // deviations are two sorted runs (below the median, read backwards, and from it on): the
    // middle order statistic(s) come from merging them, with no copy of the data.
    const std::size_t mid = (n - 1) / 2;
    {
        const auto split = std::lower_bound(s.begin(), s.end(), r.median);
        std::size_t lo = static_cast<std::size_t>(split - s.begin()); // s[lo-1] < median
        std::size_t hi = lo;                                          // s[hi] >= median
        auto next = [&]() {
            // The smallest remaining deviation.
            if (lo > 0 && (hi >= n || r.median - s[lo - 1] <= s[hi] - r.median))
                return std::fabs(s[--lo] - r.median);
            return std::fabs(s[hi++] - r.median);
        };
        double d = 0;
        for (std::size_t k = 0; k <= mid; ++k)
            d = next();
        r.mad = d;
        if (n % 2 == 0)
            r.mad = r.mad + (next() - r.mad) / 2; // type 7 at p = 0.5
    }

    // 5 % trimmed mean: floor(0.05 n) values cut at each end.
    const std::size_t cut = n / 20;
    r.trimmedEachSide = static_cast<qint64>(cut);
    long double tsum = 0;
    for (std::size_t i = cut; i < n - cut; ++i)
        tsum += s[i];
    r.trimmedMean5 = static_cast<double>(tsum / static_cast<long double>(n - 2 * cut));

    // 95 % CI of the median from binomial order statistics (cached per n: the cases of a run
    // usually share their sample count, and the rank costs n/2 log-space steps).
    double level = 0;
    const qint64 j = cachedMedianCiRank95(r.n, &level);
    r.medianCiLevel = level;
    if (j == 0) {
        r.medianCiLowRank = 1;
        r.medianCiHighRank = r.n;
    } else {
        r.medianCiLowRank = j;
        r.medianCiHighRank = r.n + 1 - j;
    }
    r.medianCiLow = s[static_cast<std::size_t>(r.medianCiLowRank - 1)];
    r.medianCiHigh = s[static_cast<std::size_t>(r.medianCiHighRank - 1)];
    return r;
}

Summary summarize(std::span<const double> values)
{
    // Non-finite values (NaN, inf) cannot be ordered meaningfully; they are left out and n
    // counts the finite values only (docs/statistics.md).
    std::vector<double> sorted;
    sorted.reserve(values.size());
    bool integral = true;
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (double v : values)
        if (std::isfinite(v)) {
            sorted.push_back(v);
            integral = integral && v == std::floor(v) && std::fabs(v) < 9.0e15;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    sortSamples(sorted, integral, lo, hi);
    return summarizeSorted(sorted);
}

Summary summarizeOffset(std::span<const qint64> raw, qint64 offset)
{
    // Exactly CaseResult::corrected() (the exact difference, left out where it does not fit)
    // followed by summarize(), in one pass over the integers.
    std::vector<double> sorted;
    sorted.reserve(raw.size());
    bool integral = true;
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (qint64 x : raw) {
        const auto c = correctedValue(x, offset);
        if (!c)
            continue;
        const double v = static_cast<double>(*c);
        sorted.push_back(v);
        integral = integral && std::fabs(v) < 9.0e15;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    sortSamples(sorted, integral, lo, hi);
    return summarizeSorted(sorted);
}

Summary summarize(const std::vector<double> &values)
{
    return summarize(std::span<const double>(values.data(), values.size()));
}

QJsonObject Summary::toJson() const
{
    QJsonObject o;
    o.insert("n", n);
    o.insert("min", num(min));
    o.insert("p1", num(p1));
    o.insert("p5", num(p5));
    o.insert("p25", num(p25));
    o.insert("median", num(median));
    o.insert("p75", num(p75));
    o.insert("p95", num(p95));
    o.insert("p99", num(p99));
    o.insert("max", num(max));
    o.insert("mean", num(mean));
    o.insert("sd", num(sd));
    o.insert("mad", num(mad));
    o.insert("trimmed_mean_5", num(trimmedMean5));
    o.insert("trimmed_each_side", trimmedEachSide);
    o.insert("median_ci_low", num(medianCiLow));
    o.insert("median_ci_high", num(medianCiHigh));
    o.insert("median_ci_level", num(medianCiLevel));
    o.insert("median_ci_low_rank", medianCiLowRank);
    o.insert("median_ci_high_rank", medianCiHighRank);
    return o;
}

Summary Summary::fromJson(const QJsonObject &o)
{
    Summary s;
    s.n = o.value("n").toInteger();
    s.min = numFrom(o.value("min"));
    s.p1 = numFrom(o.value("p1"));
    s.p5 = numFrom(o.value("p5"));
    s.p25 = numFrom(o.value("p25"));
    s.median = numFrom(o.value("median"));
    s.p75 = numFrom(o.value("p75"));
    s.p95 = numFrom(o.value("p95"));
    s.p99 = numFrom(o.value("p99"));
    s.max = numFrom(o.value("max"));
    s.mean = numFrom(o.value("mean"));
    s.sd = numFrom(o.value("sd"));
    s.mad = numFrom(o.value("mad"));
    s.trimmedMean5 = numFrom(o.value("trimmed_mean_5"));
    s.trimmedEachSide = o.value("trimmed_each_side").toInteger();
    s.medianCiLow = numFrom(o.value("median_ci_low"));
    s.medianCiHigh = numFrom(o.value("median_ci_high"));
    const QJsonValue lvl = o.value("median_ci_level");
    s.medianCiLevel = lvl.isDouble() ? lvl.toDouble() : 0;
    s.medianCiLowRank = o.value("median_ci_low_rank").toInteger();
    s.medianCiHighRank = o.value("median_ci_high_rank").toInteger();
    return s;
}

} // namespace rb
