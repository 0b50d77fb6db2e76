// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <span>

namespace rb {
class SortedSample;

// Mann-Whitney U test of two independent samples (docs/analysis.md).
struct MannWhitneyResult {
    qint64 nX = 0, nY = 0;
    double u = 0;          // U of X: #(x > y) + 0.5 #(x == y) over all nX*nY pairs
    double z = 0;          // normal approximation (with continuity and tie correction); 0 if exact
    double p = 1;          // two-sided p-value
    double pGreater = 0.5; // U / (nX nY) = P(X > Y) + 0.5 P(X = Y) (common-language effect size)
    bool exact = false;    // exact null distribution used (both n <= 20 and no ties)
    bool ties = false;
    bool valid = false; // false when a sample is empty
};

// Exact when both samples have at most kMannWhitneyExactMax values and no tie exists;
// otherwise the normal approximation with tie and continuity corrections.
inline constexpr qint64 kMannWhitneyExactMax = 20;
MannWhitneyResult mannWhitneyU(std::span<const double> x, std::span<const double> y);
// The same test over samples sorted once (compareAllPairs reuses them across pairs).
MannWhitneyResult mannWhitneyU(const SortedSample &x, const SortedSample &y);

// Exact null distribution of U for sample sizes m, n (no ties): P(U <= u). For tests.
double mannWhitneyExactCdf(qint64 m, qint64 n, double u);

} // namespace rb
