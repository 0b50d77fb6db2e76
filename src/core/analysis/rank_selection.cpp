// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/rank_selection.h"

#include <QStringList>

#include <map>

namespace rb {

QString rankingUnit(const std::vector<Series> &series, const QString &preferred)
{
    std::map<QString, int> count; // ordered: a tie goes to the first unit alphabetically
    for (const Series &s : series)
        ++count[s.unit];
    if (!preferred.isEmpty() && count.count(preferred) > 0)
        return preferred;
    QString best;
    int most = 0;
    for (const auto &[unit, n] : count)
        if (n > most) {
            most = n;
            best = unit;
        }
    return best;
}

RankSelection selectRankSeries(std::vector<Series> series, const RankFilter &filter)
{
    std::vector<Series> wanted;
    for (Series &s : series) {
        if (!filter.metrics.isEmpty() && !filter.metrics.contains(s.metric))
            continue;
        if (filter.kernels && !filter.kernels->contains(s.kernelKey()))
            continue;
        wanted.push_back(std::move(s));
    }
    RankSelection out;
    if (filter.unitPerTimingMethod && !filter.unitRequired) {
        std::map<QString, std::vector<Series>> byMethod;
        for (Series &s : wanted)
            byMethod[s.config.timingMethod].push_back(std::move(s));
        QStringList units;
        for (auto &[method, group] : byMethod) {
            const QString unit = rankingUnit(group, filter.unit);
            if (!units.contains(unit))
                units << unit;
            for (Series &s : group)
                (s.unit == unit ? out.series : out.leftOut).push_back(std::move(s));
        }
        out.unit = units.join(QLatin1Char('/'));
        return out;
    }
    out.unit = filter.unitRequired ? filter.unit : rankingUnit(wanted, filter.unit);
    for (Series &s : wanted) {
        if (s.unit == out.unit)
            out.series.push_back(std::move(s));
        else
            out.leftOut.push_back(std::move(s));
    }
    return out;
}

} // namespace rb
