// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/exact_integers.h"

#include "core/model/corrected.h"

#include <algorithm>

namespace rb {

std::optional<qint64> exactQuantileSorted(std::span<const qint64> sorted, int percent)
{
    const std::size_t n = sorted.size();
    if (n == 0)
        return std::nullopt;
    if (n == 1 || percent <= 0)
        return sorted.front();
    if (percent >= 100)
        return sorted.back();
    // h = (n - 1) p = i + r / 100: x[i] + r (x[i+1] - x[i]) / 100, an integer when 100 divides
    // r (x[i+1] - x[i]) (128-bit: the difference of two int64 needs 65 bits).
    const __int128 h100 = static_cast<__int128>(n - 1) * percent;
    const auto i = static_cast<std::size_t>(h100 / 100);
    const auto r = static_cast<qint64>(h100 % 100);
    if (r == 0 || i + 1 >= n)
        return sorted[std::min(i, n - 1)];
    const __int128 a = sorted[i];
    const __int128 step = (static_cast<__int128>(sorted[i + 1]) - a) * r;
    if (step % 100 != 0)
        return std::nullopt;
    return static_cast<qint64>(a + step / 100); // between x[i] and x[i+1]: fits
}

ExactIntegers exactIntegersSorted(std::span<const qint64> sorted, const Summary &s)
{
    ExactIntegers e;
    const std::size_t n = sorted.size();
    if (n == 0)
        return e;
    e.min = sorted.front();
    e.max = sorted.back();
    e.p1 = exactQuantileSorted(sorted, 1);
    e.median = exactQuantileSorted(sorted, 50);
    e.p99 = exactQuantileSorted(sorted, 99);
    __int128 sum = 0; // n < 2^63 values of |x| < 2^63: below 2^126
    for (qint64 v : sorted)
        sum += v;
    if (sum % static_cast<__int128>(n) == 0)
        e.mean = static_cast<qint64>(sum / static_cast<__int128>(n));
    auto at = [&](qint64 rank) -> std::optional<qint64> {
        if (rank < 1 || rank > static_cast<qint64>(n))
            return std::nullopt;
        return sorted[static_cast<std::size_t>(rank - 1)];
    };
    if (s.n == static_cast<qint64>(n)) {
        e.medianCiLow = at(s.medianCiLowRank);
        e.medianCiHigh = at(s.medianCiHighRank);
    }
    return e;
}

std::vector<qint64> sortedCorrected(std::span<const qint64> raw, qint64 offset)
{
    std::vector<qint64> out;
    out.reserve(raw.size());
    for (qint64 x : raw)
        if (const auto c = correctedValue(x, offset))
            out.push_back(*c);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace rb
