// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <memory>
#include <span>

namespace rb {

// Streaming statistics while samples arrive (the live view): count, min, max, mean, variance
// (Boost.Accumulators), plus an APPROXIMATE running median (P-square estimator, poor for small
// n). Exact order statistics are always computed from the stored samples with summarize().
class RunningStats {
public:
    RunningStats();
    ~RunningStats();
    RunningStats(const RunningStats &o);
    RunningStats &operator=(const RunningStats &o);
    RunningStats(RunningStats &&) noexcept;
    RunningStats &operator=(RunningStats &&) noexcept;

    void add(double v);
    void add(std::span<const double> values);
    void reset();

    qint64 count() const;
    double min() const;          // NaN when empty
    double max() const;          // NaN when empty
    double mean() const;         // NaN when empty
    double variance() const;     // sample variance (n-1); 0 for n == 1, NaN when empty
    double sd() const;           // sqrt(variance())
    double approxMedian() const; // P-square estimate; NaN when empty

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace rb
