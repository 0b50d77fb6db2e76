// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <random>
#include <vector>

namespace rb {

// Draws an order statistic of a bootstrap resample directly, without drawing the resample.
//
// A resample of n values drawn with replacement from sorted[0..n) is sorted[floor(n * U_i)]
// for n independent uniforms U_i; floor is monotone, so its k-th smallest value (1-based) is
// sorted[floor(n * U_(k))], where U_(k), the k-th order statistic of n uniforms, follows
// Beta(k, n - k + 1). One Beta draw replaces n index draws: the same distribution as
// resampling, exactly, at O(1) instead of O(n) per resample (issue 16: ranks over 24 series of
// 10,000 samples drew 1.4 billion indices). The next order statistic given U_(k) = u is
// u + (1 - u) * (1 - V^(1/(n-k))) (the smallest of the n - k uniforms above u), and the largest
// is V^(1/n).
//
// Repeatable: every draw comes from the caller's std::mt19937_64 (fully specified by the
// standard) through this class's own uniform, normal (Marsaglia polar) and gamma
// (Marsaglia-Tsang) transforms, not the standard library's distributions, whose algorithms
// differ between implementations.
class OrderStatistic {
public:
    explicit OrderStatistic(std::mt19937_64 &rng) : m_rng(rng) {}

    // A uniform in (0, 1): 53 random bits, never 0 or 1.
    double uniform();
    // Gamma(shape, 1) for shape >= 1.
    double gamma(double shape);
    // Beta(a, b) for a, b >= 1.
    double beta(double a, double b);

    // Index (0-based, into the sorted original) of the k-th smallest (1-based) value of a
    // resample of size n; *uk receives U_(k) for nextIndex.
    size_t index(size_t n, size_t k, double *uk = nullptr);
    // The (k+1)-th smallest, given U_(k) = uk from index(): the next index, >= that one.
    size_t nextIndex(size_t n, size_t k, double uk);
    // The largest value's index.
    size_t maxIndex(size_t n);

    // The type-7 median of a resample of sorted (which must be sorted ascending, non-empty).
    double resampleMedian(const std::vector<double> &sorted);
    // The maximum of a resample of sorted.
    double resampleMax(const std::vector<double> &sorted);

private:
    double normal();
    std::mt19937_64 &m_rng;
    double m_spare = 0;
    bool m_haveSpare = false;
};

} // namespace rb
