// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/confounds.h"
#include "core/analysis/pairwise.h"
#include "core/analysis/ranking.h"
#include "core/analysis/series.h"
#include "core/analysis/trap_warning.h"

#include <QJsonObject>
#include <QStringList>

#include <vector>

namespace rb {

// The value of a condition of a configuration: a Configuration::conditionKeys() key,
// "kernel_config.KEY" or "extra.KEY". Empty = unknown.
QString conditionValue(const Configuration &c, const QString &key);
bool isKnownCondition(const QString &key);

// A comparison of series (runs × metrics, or published rows): pairwise tests per metric
// (Holm within each metric's family), every differing condition, the confounds (differences
// besides `studied`) and the traps. The one comparison of the GUI (ComparisonAnalyzer: Compare
// view and Conditions panel), `rtosbench-cli compare` and the report (report_data).
struct Comparison {
    QStringList studied;
    std::vector<Series> series;
    std::vector<PairwiseResult> pairwise;
    std::vector<ConditionDifference> differing;
    std::vector<ConditionDifference> confounds;
    std::vector<TrapWarning> traps;

    // {"studied", "runs": [...], "pairwise": [...], "differing": [...], "confounds": [...],
    //  "traps": [...]}; runs: per run its conditions and per metric its summary.
    QJsonObject toJson() const;
};

// The pairs tested are studiedPairs(studied) (comparison_plan.h): every pair with one studied
// condition, else those that differ in exactly one studied condition. Callers that name no
// studied condition use studiedConditions() of the compared configurations.
Comparison compareSeries(const std::vector<Series> &series, const QStringList &studied);

// Kernels ranked within groups of series sharing the value of `condition` (docs/analysis.md).
struct RankReport {
    QString condition;
    QString metric;
    QString unit;
    RankingAnalysis ranking;
    std::vector<ConditionDifference> confounds; // besides kernel and the condition
    std::vector<TrapWarning> traps;

    // {"by", "metric", "unit", "configurations": [{value, ranks: [...]}], "flips": [...],
    //  "kendall_tau": [{from, to, tau, common}], "confounds": [...], "traps": [...]}
    QJsonObject toJson() const;
};

// The order of a condition's values in rankings, charts and reports, one rule for all: numbers
// numerically (clock_hz), optimisation levels as GCC numbers them, the size levels last (-O0, -Og,
// -O1, -O2, -O3, -Ofast, -Os, -Oz, -O3, -Ofast; issue 16: not alphabetically, -O0, -O2, -Os), other
// text alphabetically, the unknown value ("") last. Sorts `values` in place, stably.
void sortConditionValues(QStringList &values);
bool conditionValueLess(const QString &a, const QString &b, bool allNumeric);

// The values of `condition` among the series, in the order to show them: the experiment's own
// order when every series is a run of one experiment (its runs are stored in plan order, so a
// value's first run id gives it; issue 16), else sortConditionValues.
QStringList orderedConditionValues(const std::vector<Series> &series, const QString &condition);

// Groups by the condition value (in orderedConditionValues order) and ranks each group; the
// groups with fewer than options.minKernelsPerGroup kernels are left out first. Condition
// "metric" groups by the metric instead (in first-seen order; the Rank shift view's "Metric").
// The one ranking of the GUI's Rank shift view, `rtosbench-cli ranks` and the report's chart.
RankReport rankByCondition(const std::vector<Series> &series, const QString &condition,
                           const RankOptions &options);

} // namespace rb
