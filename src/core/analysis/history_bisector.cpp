// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/history_bisector.h"

#include <cmath>
#include <utility>

namespace rb {

HistoryBisector::HistoryBisector(std::function<HistoryPoint(int)> measure)
    : m_measure(std::move(measure))
{}

void HistoryBisector::add(const HistoryPoint &p)
{
    m_points[p.index] = p;
}

const HistoryPoint &HistoryBisector::pointAt(int index)
{
    auto it = m_points.find(index);
    if (it == m_points.end()) {
        HistoryPoint p = m_measure(index);
        p.index = index;
        it = m_points.emplace(index, std::move(p)).first;
    }
    return it->second;
}

bool HistoryBisector::differs(const HistoryPoint &a, const HistoryPoint &b, const QString &metric)
{
    if (!a.medians.contains(metric) || !b.medians.contains(metric))
        return a.medians.contains(metric) != b.medians.contains(metric);
    return a.medians.value(metric) != b.medians.value(metric);
}

HistoryChange HistoryBisector::change(const QString &metric, int before, int after,
                                      const QStringList &metrics) const
{
    HistoryChange c;
    c.metric = metric;
    c.before = m_points.at(before);
    c.after = m_points.at(after);
    c.exact = true;
    for (int i = before + 1; i < after; ++i) {
        const auto it = m_points.find(i);
        if (it == m_points.end())
            c.exact = false;
        else if (!it->second.ok)
            c.skipped << it->second.commit.sha;
    }
    if (!c.skipped.isEmpty())
        c.exact = false;
    for (const QString &m : metrics)
        if (c.before.medians.contains(m) && c.after.medians.contains(m))
            c.steps.insert(m, c.after.medians.value(m) - c.before.medians.value(m));
    QStringList keys = c.before.kernelConfig.keys() + c.after.kernelConfig.keys();
    keys.removeDuplicates();
    keys.sort();
    for (const QString &k : keys) {
        const QString a = c.before.kernelConfig.value(k, QStringLiteral("-"));
        const QString b = c.after.kernelConfig.value(k, QStringLiteral("-"));
        if (a != b)
            c.configDrift << QStringLiteral("%1: %2 -> %3").arg(k, a, b);
    }
    return c;
}

std::vector<HistoryChange> HistoryBisector::walkChanges(const QStringList &metrics) const
{
    std::vector<HistoryChange> out;
    int prev = -1;
    for (const auto &[index, p] : m_points) {
        if (!p.ok)
            continue;
        if (prev >= 0) {
            const HistoryPoint &a = m_points.at(prev);
            for (const QString &m : metrics)
                if (differs(a, p, m)) {
                    out.push_back(change(QString(), prev, index, metrics));
                    break;
                }
        }
        prev = index;
    }
    return out;
}

std::vector<HistoryChange> HistoryBisector::bisect(const QString &metric,
                                                   const QStringList &metrics)
{
    // The measured, successful neighbours of the walk.
    std::vector<int> ok;
    for (const auto &[index, p] : m_points)
        if (p.ok)
            ok.push_back(index);
    std::vector<HistoryChange> out;
    for (size_t k = 1; k < ok.size(); ++k) {
        int lo = ok[k - 1];
        const int end = ok[k];
        while (differs(pointAt(lo), pointAt(end), metric)) {
            int hi = end;
            // Invariant: lo has lo's value, hi differs from it; failed commits are skipped.
            for (;;) {
                std::vector<int> candidates;
                for (int i = lo + 1; i < hi; ++i) {
                    const auto it = m_points.find(i);
                    if (it == m_points.end() || it->second.ok)
                        candidates.push_back(i);
                }
                if (candidates.empty())
                    break;
                const double middle = (lo + hi) / 2.0;
                int mid = candidates.front();
                for (int c : candidates)
                    if (std::abs(c - middle) < std::abs(mid - middle))
                        mid = c;
                const HistoryPoint &p = pointAt(mid);
                if (!p.ok)
                    continue;
                if (differs(pointAt(lo), p, metric))
                    hi = mid;
                else
                    lo = mid;
            }
            out.push_back(change(metric, lo, hi, metrics));
            lo = hi; // further changes between the first one and the walk's next commit
        }
    }
    return out;
}

} // namespace rb
