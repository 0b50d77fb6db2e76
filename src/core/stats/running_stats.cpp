// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/running_stats.h"

// Boost 1.74's extended_p_square_quantile.hpp (pulled in by the statistics umbrella headers)
// uses std::ostringstream without including <sstream>.
#include <sstream>

#include <boost/accumulators/accumulators.hpp>
#include <boost/accumulators/statistics/count.hpp>
#include <boost/accumulators/statistics/max.hpp>
#include <boost/accumulators/statistics/mean.hpp>
#include <boost/accumulators/statistics/median.hpp>
#include <boost/accumulators/statistics/min.hpp>
#include <boost/accumulators/statistics/stats.hpp>
#include <boost/accumulators/statistics/variance.hpp>

#include <cmath>
#include <limits>

namespace rb {

namespace ba = boost::accumulators;

struct RunningStats::Impl {
    using Set = ba::accumulator_set<
        double, ba::stats<ba::tag::count, ba::tag::min, ba::tag::max, ba::tag::mean,
                          ba::tag::variance, ba::tag::median(ba::with_p_square_quantile)>>;
    Set acc;
};

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
}

RunningStats::RunningStats() : m_impl(std::make_unique<Impl>()) {}
RunningStats::~RunningStats() = default;
RunningStats::RunningStats(const RunningStats &o) : m_impl(std::make_unique<Impl>(*o.m_impl)) {}
RunningStats &RunningStats::operator=(const RunningStats &o)
{
    if (this != &o)
        m_impl = std::make_unique<Impl>(*o.m_impl);
    return *this;
}
RunningStats::RunningStats(RunningStats &&o) noexcept : m_impl(std::move(o.m_impl))
{
    o.m_impl = std::make_unique<Impl>();
}
RunningStats &RunningStats::operator=(RunningStats &&o) noexcept
{
    std::swap(m_impl, o.m_impl);
    return *this;
}

void RunningStats::add(double v)
{
    if (std::isfinite(v))
        m_impl->acc(v);
}

void RunningStats::add(std::span<const double> values)
{
    for (double v : values)
        add(v);
}

void RunningStats::reset()
{
    m_impl = std::make_unique<Impl>();
}

qint64 RunningStats::count() const
{
    return static_cast<qint64>(ba::count(m_impl->acc));
}

double RunningStats::min() const
{
    return count() ? ba::min(m_impl->acc) : kNaN;
}

double RunningStats::max() const
{
    return count() ? ba::max(m_impl->acc) : kNaN;
}

double RunningStats::mean() const
{
    return count() ? ba::mean(m_impl->acc) : kNaN;
}

double RunningStats::variance() const
{
    const qint64 n = count();
    if (n == 0)
        return kNaN;
    if (n == 1)
        return 0;
    // Boost's variance is the population variance (divides by n): rescale to n-1.
    return ba::variance(m_impl->acc) * static_cast<double>(n) / static_cast<double>(n - 1);
}

double RunningStats::sd() const
{
    const double v = variance();
    return std::isnan(v) ? kNaN : std::sqrt(std::max(0.0, v));
}

double RunningStats::approxMedian() const
{
    return count() ? ba::median(m_impl->acc) : kNaN;
}

} // namespace rb
