// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_findings.h"

#include "core/analysis/comparison.h"
#include "report/report_data.h"
#include "report/report_html.h"
#include "report/report_tr.h"

#include <QSet>

#include <algorithm>

namespace rb::report {
namespace {

const char *kTable = "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                     "style=\"border-color:#888; border-style:solid;\">";

// The conditions in two parts: what every run shares ("key = value"), and the keys whose
// values differ between runs.
void splitConditions(const ReportData &d, QStringList *shared, QStringList *differing)
{
    // Conditions: what every run shares as one list, what differs one row per run. A kernel's
    // own keys (kernel_config.*, extra.mech.*) are listed once per kernel configuration below,
    // not as columns: eight kernels state some eighty of them.
    QStringList keys = Configuration::conditionKeys();
    keys.removeAll(QStringLiteral("kernel_config"));
    QStringList extra;
    for (const Run &r : d.runs)
        for (auto it = r.config.extra.cbegin(); it != r.config.extra.cend(); ++it)
            if (!it.key().startsWith(QLatin1String("mech.")) &&
                !extra.contains(QStringLiteral("extra.") + it.key()))
                extra << QStringLiteral("extra.") + it.key();
    extra.sort();
    keys += extra;
    for (const QString &k : keys) {
        QSet<QString> seen;
        for (const Run &r : d.runs)
            seen.insert(conditionValue(r.config, k));
        if (seen.size() > 1)
            *differing << k;
        else if (!seen.isEmpty() && !seen.begin()->isEmpty())
            *shared << QStringLiteral("%1 = %2").arg(k, *seen.begin());
    }
}

} // namespace

QString allTrapsHtml(const ReportData &d)
{
    const std::vector<TrapWarning> traps = mergeTrapWarnings(d.comparison.traps);
    if (traps.empty())
        return QString();
    QString h = QStringLiteral("<h2>%1</h2><ul>").arg(escaped(Text::tr("Every trap warning")));
    for (const TrapWarning &w : traps)
        h +=
            QStringLiteral("<li>[%1] #%2 %3%4: %5</li>")
                .arg(escaped(trapSeverityName(w.severity)))
                .arg(w.number)
                .arg(escaped(w.title),
                     w.runIds.isEmpty() ? QString()
                                        : escaped(Text::tr(" (runs %1)").arg(compactIds(w.runIds))),
                     escaped(w.explanation));
    return h + QStringLiteral("</ul>");
}

QString findingsHtml(const ReportData &d)
{
    const Comparison &c = d.comparison;
    QString h = QStringLiteral("<h2>%1</h2>").arg(escaped(Text::tr("Measurement traps")));
    // The measurement chain's cases are the appendix's: so are their warnings (issue 38).
    std::vector<TrapWarning> ofResults;
    for (const TrapWarning &w : c.traps)
        if (!d.chainMetrics.contains(w.metric))
            ofResults.push_back(w);
    const std::vector<TrapWarning> traps = mergeTrapWarnings(ofResults);
    if (traps.empty())
        h += QStringLiteral("<p>%1</p>").arg(escaped(Text::tr("Traps: none fired.")));
    // Grouped by trap: its title once, then each distinct explanation with its runs.
    std::vector<int> numbers;
    for (const TrapWarning &w : traps)
        if (std::find(numbers.begin(), numbers.end(), w.number) == numbers.end())
            numbers.push_back(w.number);
    std::sort(numbers.begin(), numbers.end());
    // At most two explanations a trap here; the appendix lists every one.
    constexpr int kExamples = 2;
    for (int n : numbers) {
        QList<qint64> all;
        QStringList items;
        const TrapWarning *first = nullptr;
        int count = 0;
        for (const TrapWarning &w : traps) {
            if (w.number != n)
                continue;
            first = first ? first : &w;
            all += w.runIds;
            ++count;
            items << escaped(w.explanation) +
                         (w.runIds.isEmpty()
                              ? QString()
                              : escaped(Text::tr(" (runs %1)").arg(compactIds(w.runIds))));
        }
        if (count == 1) // the runs are in the heading already
            items = QStringList{escaped(first->explanation)};
        QString list;
        for (int i = 0; i < std::min(count, kExamples); ++i)
            list += QStringLiteral("<li>%1</li>").arg(items[i]);
        if (count > kExamples)
            list += QStringLiteral("<li><i>%1</i></li>")
                        .arg(escaped(Text::tr("and %n more of this trap (all in the appendix)",
                                              nullptr, count - kExamples)));
        h += QStringLiteral("<p><b>[%1] #%2 %3</b>%4</p><ul>%5</ul>")
                 .arg(escaped(trapSeverityName(first->severity)))
                 .arg(n)
                 .arg(escaped(first->title),
                      all.isEmpty() ? QString()
                                    : escaped(Text::tr(" (runs %1)").arg(compactIds(all))),
                      list);
    }
    h += QStringLiteral("<h2>%1</h2><p>%2</p>")
             .arg(escaped(Text::tr("Confounds")),
                  escaped(Text::tr("Studied: %1.").arg(c.studied.join(QStringLiteral(", ")))));
    if (c.confounds.empty()) {
        h += QStringLiteral("<p>%1</p>")
                 .arg(escaped(Text::tr("Confounds: none besides the studied conditions.")));
    } else {
        h += QStringLiteral("<ul>");
        for (const ConditionDifference &x : c.confounds)
            h += QStringLiteral("<li>%1</li>").arg(escaped(x.describe()));
        h += QStringLiteral("</ul>");
    }

    QStringList shared, differing;
    splitConditions(d, &shared, &differing);
    h += QStringLiteral("<h2>%1</h2><p><b>%2</b> %3</p>")
             .arg(escaped(Text::tr("Conditions")), escaped(Text::tr("Shared by every run:")),
                  escaped(shared.join(QStringLiteral("; "))));
    if (!differing.isEmpty())
        h += QStringLiteral("<p><b>%1</b> %2</p>")
                 .arg(escaped(Text::tr("Different between runs:")),
                      escaped(Text::tr("%1 (one row per run, and each kernel configuration, in "
                                       "the appendix).")
                                  .arg(differing.join(QStringLiteral(", ")))));
    return h;
}

QString conditionsHtml(const ReportData &d)
{
    QStringList shared, differing;
    splitConditions(d, &shared, &differing);
    QString h = QStringLiteral("<h2>%1</h2>").arg(escaped(Text::tr("Conditions")));
    h += QStringLiteral("<p>%1</p>")
             .arg(escaped(Text::tr("Different between runs (one row per run; empty = not stated "
                                   "by that run, never guessed):")));
    // Kernel-specific keys (kernel_config.*, extra.mech.*) are many and mostly empty: the
    // common differing conditions first, in tables of at most six columns.
    constexpr int kColumns = 6;
    for (int from = 0; from < differing.size(); from += kColumns) {
        const QStringList cols = differing.mid(from, kColumns);
        h +=
            QLatin1String(kTable) + QStringLiteral("<tr><th>%1</th>").arg(escaped(Text::tr("Run")));
        for (const QString &k : cols)
            h += QStringLiteral("<th>%1</th>").arg(escaped(k));
        h += QStringLiteral("</tr>");
        for (const Run &r : d.runs) {
            h += QStringLiteral("<tr><td>%1</td>").arg(r.id);
            for (const QString &k : cols)
                h += QStringLiteral("<td>%1</td>").arg(escaped(conditionValue(r.config, k)));
            h += QStringLiteral("</tr>");
        }
        h += QStringLiteral("</table><br/>");
    }
    // Each kernel configuration once, with the runs that used it.
    std::vector<std::pair<QString, QList<qint64>>> kernelConfigs;
    for (const Run &r : d.runs) {
        QStringList kv;
        for (auto it = r.config.kernelConfig.cbegin(); it != r.config.kernelConfig.cend(); ++it)
            kv << QStringLiteral("%1=%2").arg(it.key(), it.value());
        for (auto it = r.config.extra.cbegin(); it != r.config.extra.cend(); ++it)
            if (it.key().startsWith(QLatin1String("mech.")))
                kv << QStringLiteral("%1=%2").arg(it.key(), it.value());
        if (kv.isEmpty())
            continue;
        const QString text =
            QStringLiteral("<b>%1</b> %2 (%3): %4")
                .arg(escaped(orUnknown(r.config.kernel)), escaped(r.config.kernelVersion),
                     escaped(orUnknown(r.config.kernelProfile)),
                     escaped(kv.join(QStringLiteral(", "))));
        auto it = std::find_if(kernelConfigs.begin(), kernelConfigs.end(),
                               [&text](const auto &p) { return p.first == text; });
        if (it == kernelConfigs.end())
            kernelConfigs.push_back({text, {r.id}});
        else
            it->second.push_back(r.id);
    }
    if (!kernelConfigs.empty()) {
        h += QStringLiteral("<h3>%1</h3>").arg(escaped(Text::tr("Kernel configurations")));
        for (const auto &[text, runs] : kernelConfigs)
            h += QStringLiteral("<p style=\"margin-bottom:2px;\">%1 <i>%2</i></p>")
                     .arg(text, escaped(Text::tr("(runs %1)").arg(compactIds(runs))));
    }
    return h;
}

} // namespace rb::report
