// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/series.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// Which series a ranking takes (issue 33 item 5): one rule for the GUI's Rank shift view and
// `rtosbench-cli ranks` (rankByCondition then ranks what this selects). Units are never mixed in
// one ranking: the series in another unit are left out, and the caller says which.
struct RankFilter {
    QStringList metrics; // the metrics ranked (empty: every metric, for condition "metric")
    std::optional<QSet<QString>> kernels; // kernel keys (Series::kernelKey); nullopt: all
    // The unit asked for. When unitRequired, only series in it are ranked (`ranks --unit`);
    // otherwise it is a preference (the GUI's display unit) used when any series is in it.
    QString unit;
    bool unitRequired = false;
    // The condition ranked is the timing method (`ranks --by timing_method`, issue 36): each
    // method is ranked in its own unit (icount in ticks, cycle-model in cycles), since a ranking
    // compares orders within one method, never values across them.
    bool unitPerTimingMethod = false;
};

struct RankSelection {
    QString unit;                // the unit the ranking is in
    std::vector<Series> series;  // to rank, in input order
    std::vector<Series> leftOut; // of the right metric and kernel, in another unit
};

// The preferred unit when any series is in it, else the most common unit (a tie: the first in
// alphabetical order); "" for no series.
QString rankingUnit(const std::vector<Series> &series, const QString &preferred);

// Keeps the series of filter's metrics and kernels, in rankingUnit (or filter.unit when
// required). Does not test isRankable: the caller collects rankable series.
RankSelection selectRankSeries(std::vector<Series> series, const RankFilter &filter);

} // namespace rb
