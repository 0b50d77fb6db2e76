// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/history_point.h"

#include <functional>
#include <map>
#include <vector>

namespace rb {

// Change points of a kernel history (docs/history.md). On the virtual board every run is
// deterministic, so two commits differ when their medians differ at all; the bisection then
// finds the first commit of each change, measuring O(log n) commits, skipping those that fail.
class HistoryBisector {
public:
    // measure(index) builds and runs one commit (it is called only for indices not yet known).
    explicit HistoryBisector(std::function<HistoryPoint(int)> measure);

    // Points already measured (the walk).
    void add(const HistoryPoint &p);
    const std::map<int, HistoryPoint> &points() const { return m_points; }

    // Neighbouring measured commits whose medians of any of metrics differ (no new builds).
    std::vector<HistoryChange> walkChanges(const QStringList &metrics) const;
    // The first commit of every change of metric between neighbouring measured commits, by
    // bisection; then the further changes up to the later commit.
    std::vector<HistoryChange> bisect(const QString &metric, const QStringList &metrics);

    // The difference of two measured commits: steps of every metric, configuration drift.
    HistoryChange change(const QString &metric, int before, int after,
                         const QStringList &metrics) const;

private:
    const HistoryPoint &pointAt(int index);
    static bool differs(const HistoryPoint &a, const HistoryPoint &b, const QString &metric);

    std::function<HistoryPoint(int)> m_measure;
    std::map<int, HistoryPoint> m_points;
};

} // namespace rb
