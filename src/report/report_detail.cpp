// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_detail.h"

#include "core/analysis/comparison.h"
#include "report/report_data.h"
#include "report/report_html.h"
#include "report/report_tr.h"

#include <algorithm>

namespace rb::report {

QString detailHtml(const ReportData &d)
{
    constexpr int kFlips = 3; // pairs named a step; every flip is in the appendix's rank tables
    QString h = QStringLiteral("<h2>%1</h2>").arg(escaped(Text::tr("Per-metric detail")));
    if (d.detailMetrics.isEmpty())
        h += QStringLiteral("<p>%1</p>")
                 .arg(escaped(Text::tr("No ranking changes and no trap of a metric's own: the "
                                       "tables above are the whole result.")));
    QString items;
    for (const QString &m : d.detailMetrics) {
        QStringList parts;
        for (const RankReport &r : d.ranks) {
            if (r.metric != m)
                continue;
            // Per step between neighbouring configurations: the pairs that change order.
            std::vector<std::pair<QString, QString>> steps;
            for (const RankFlip &f : r.ranking.flips)
                if (std::find(steps.begin(), steps.end(), std::pair(f.from, f.to)) == steps.end())
                    steps.emplace_back(f.from, f.to);
            for (const auto &[from, to] : steps) {
                QStringList pairs;
                int count = 0, significant = 0;
                for (const RankFlip &f : r.ranking.flips) {
                    if (f.from != from || f.to != to)
                        continue;
                    ++count;
                    significant += f.significant ? 1 : 0;
                    if (pairs.size() < kFlips)
                        pairs << QStringLiteral("%1 / %2").arg(f.kernelA, f.kernelB);
                }
                QString text =
                    Text::tr("%1 to %2: %3")
                        .arg(orUnknown(from), orUnknown(to), pairs.join(QStringLiteral(", ")));
                if (count > kFlips)
                    text += QLatin1Char(' ') + Text::tr("and %n more", nullptr, count - kFlips);
                text += QLatin1Char(' ') +
                        Text::tr("(%1 of %n significant)", nullptr, count).arg(significant);
                parts << text;
            }
        }
        // Each trap once, with the union of its runs.
        std::vector<std::pair<const TrapWarning *, QList<qint64>>> traps;
        const std::vector<TrapWarning> own = d.metricTraps.value(m);
        for (const TrapWarning &w : own) {
            auto it = std::find_if(traps.begin(), traps.end(),
                                   [&w](const auto &t) { return t.first->number == w.number; });
            if (it == traps.end())
                it = traps.insert(traps.end(), {&w, {}});
            for (qint64 run : w.runIds)
                if (!it->second.contains(run))
                    it->second << run;
        }
        QStringList seen;
        for (auto &[w, runs] : traps) {
            std::sort(runs.begin(), runs.end());
            seen << QStringLiteral("#%1 %2").arg(w->number).arg(w->title) +
                        (runs.isEmpty() ? QString() : Text::tr(" (runs %1)").arg(compactIds(runs)));
        }
        if (!seen.isEmpty())
            parts << Text::tr("trap %1").arg(seen.join(QStringLiteral(", ")));
        items += QStringLiteral("<li><b>%1</b>: %2</li>")
                     .arg(escaped(m), escaped(parts.join(QStringLiteral("; "))));
    }
    if (!items.isEmpty())
        h += QStringLiteral("<ul>%1</ul>").arg(items);
    QStringList quiet;
    for (const QString &m : d.resultMetrics)
        if (!d.detailMetrics.contains(m))
            quiet << m;
    if (!quiet.isEmpty() && !d.detailMetrics.isEmpty())
        h += QStringLiteral("<p>%1</p>")
                 .arg(escaped(Text::tr("Same order in every configuration and no trap of their "
                                       "own: %1 (their tables and plots are in the appendix).")
                                  .arg(quiet.join(QStringLiteral(", ")))));
    return h;
}

} // namespace rb::report
