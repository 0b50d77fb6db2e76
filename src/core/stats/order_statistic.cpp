// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/order_statistic.h"

#include <algorithm>
#include <cmath>

namespace rb {

double OrderStatistic::uniform()
{
    // (x + 0.5) / 2^53: strictly inside (0, 1), so log() and pow() below are finite.
    return (static_cast<double>(m_rng() >> 11) + 0.5) * 0x1.0p-53;
}

double OrderStatistic::normal()
{
    if (m_haveSpare) {
        m_haveSpare = false;
        return m_spare;
    }
    double u, v, s;
    do {
        u = 2 * uniform() - 1;
        v = 2 * uniform() - 1;
        s = u * u + v * v;
    } while (s >= 1 || s == 0);
    const double f = std::sqrt(-2 * std::log(s) / s);
    m_spare = v * f;
    m_haveSpare = true;
    return u * f;
}

double OrderStatistic::gamma(double shape)
{
    // Marsaglia & Tsang (2000), shape >= 1.
    const double d = shape - 1.0 / 3.0;
    const double c = 1 / std::sqrt(9 * d);
    for (;;) {
        double x, v;
        do {
            x = normal();
            v = 1 + c * x;
        } while (v <= 0);
        v = v * v * v;
        const double u = uniform();
        if (u < 1 - 0.0331 * x * x * x * x)
            return d * v;
        if (std::log(u) < 0.5 * x * x + d * (1 - v + std::log(v)))
            return d * v;
    }
}

double OrderStatistic::beta(double a, double b)
{
    const double x = gamma(a);
    const double y = gamma(b);
    return x / (x + y);
}

size_t OrderStatistic::index(size_t n, size_t k, double *uk)
{
    const double u = beta(double(k), double(n - k + 1));
    if (uk)
        *uk = u;
    return std::min(n - 1, static_cast<size_t>(std::floor(double(n) * u)));
}

size_t OrderStatistic::nextIndex(size_t n, size_t k, double uk)
{
    const double rest = double(n - k);
    const double next = uk + (1 - uk) * (1 - std::pow(uniform(), 1 / rest));
    return std::min(n - 1, static_cast<size_t>(std::floor(double(n) * next)));
}

size_t OrderStatistic::maxIndex(size_t n)
{
    const double u = std::pow(uniform(), 1 / double(n));
    return std::min(n - 1, static_cast<size_t>(std::floor(double(n) * u)));
}

double OrderStatistic::resampleMedian(const std::vector<double> &sorted)
{
    const size_t n = sorted.size();
    const size_t lo = (n - 1) / 2 + 1; // 1-based order statistics of the type-7 median
    double u = 0;
    const size_t i = index(n, lo, &u);
    if (n % 2 == 1)
        return sorted[i];
    const size_t j = nextIndex(n, lo, u);
    return sorted[i] + (sorted[j] - sorted[i]) / 2;
}

double OrderStatistic::resampleMax(const std::vector<double> &sorted)
{
    return sorted[maxIndex(sorted.size())];
}

} // namespace rb
