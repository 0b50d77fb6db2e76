// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/series.h"

#include <QJsonObject>

#include <QString>
#include <functional>

#include <vector>

namespace rb {

// One pairwise comparison A vs B of the same metric (docs/analysis.md): Mann-Whitney U,
// two-sided p, Holm-adjusted p within its family, Hodges-Lehmann shift A - B with its Moses
// CI, and P(A > B) + 0.5 P(A = B) = U / (nA nB).
struct PairwiseResult {
    QString metric;
    QString a, b; // series ids
    qint64 runA = 0, runB = 0;
    QString kernelA, kernelB;
    bool testable = false; // both sides have samples
    QString note;          // why not testable ("no samples"), translated
    qint64 nA = 0, nB = 0;
    double u = 0, p = 1, pHolm = 1;
    double hlShift = 0, hlCiLow = 0, hlCiHigh = 0, hlCiLevel = 0;
    double pGreater = 0.5;
    bool exact = false;

    QJsonObject toJson() const; // keys: metric, run_a, run_b, u, p, p_holm, hl_shift, ...
};

// Which pairs of series to test (all when empty).
using PairFilter = std::function<bool(const Series &, const Series &)>;

PairwiseResult comparePair(const Series &a, const Series &b);
// Every pair (i < j) of the same metric that `filter` accepts; Holm across the testable pairs of
// the returned family.
std::vector<PairwiseResult> compareAllPairs(const std::vector<Series> &series,
                                            const PairFilter &filter = {});
// Holm over the given results (in place), testable ones only.
void applyHolm(std::vector<PairwiseResult> &family);

} // namespace rb
