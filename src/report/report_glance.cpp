// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_glance.h"

#include "core/analysis/comparison.h"
#include "core/trace/fairness_audit.h"
#include "report/report_data.h"
#include "report/report_html.h"
#include "report/report_tr.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace rb::report {
namespace {

const char *kTable = "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                     "style=\"border-color:#888; border-style:solid;\">";

QString num(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("–");
    if (std::fabs(v) >= 1e6 || v == std::floor(v))
        return QString::number(v, 'g', 10);
    return QString::number(v, 'f', std::fabs(v) >= 100 ? 1 : 2);
}

// Background of a cell by rank: green for the best, through white, to a light red.
QString rankColour(int rank, int count)
{
    if (rank <= 0 || count < 2)
        return QStringLiteral("#ffffff");
    const double t = double(rank - 1) / double(count - 1); // 0 best .. 1 worst
    const int r = int(std::lround(t < 0.5 ? 214 + 41 * (t * 2) : 255));
    const int g = int(std::lround(t < 0.5 ? 240 + 15 * (t * 2) : 255 - 45 * ((t - 0.5) * 2)));
    const int b = int(std::lround(t < 0.5 ? 214 + 41 * (t * 2) : 255 - 45 * ((t - 0.5) * 2)));
    return QStringLiteral("#%1%2%3")
        .arg(r, 2, 16, QLatin1Char('0'))
        .arg(g, 2, 16, QLatin1Char('0'))
        .arg(b, 2, 16, QLatin1Char('0'));
}

const RankReport *ranksOf(const ReportData &d, const QString &metric)
{
    for (const RankReport &r : d.ranks)
        if (r.metric == metric)
            return &r;
    return nullptr;
}

QString metricTable(const ReportData &d, const QString &metric, const QStringList &values)
{
    const RankReport *ranks = ranksOf(d, metric);
    QStringList units;
    for (const Series *s : d.seriesOf(metric))
        if (s->hasSamples() && !units.contains(s->unit))
            units << s->unit;
    QString h = QStringLiteral("<h3>%1 <small>(%2)</small></h3>")
                    .arg(escaped(metric),
                         escaped(units.isEmpty() ? Text::tr("no samples") : units.join(", ")));
    h += QLatin1String(kTable) + QStringLiteral("<tr><th>%1</th>").arg(escaped(Text::tr("Kernel")));
    for (const QString &v : values)
        h += QStringLiteral("<th>%1</th>")
                 .arg(escaped(v.isEmpty() ? Text::tr("median [95 % CI] · rank") : v));
    h += QStringLiteral("</tr>");
    for (const QString &kernel : d.kernels) {
        h += QStringLiteral("<tr><td><b>%1</b></td>").arg(escaped(kernel));
        for (const QString &v : values) {
            std::vector<const Series *> here;
            for (const Series *s : seriesIn(d, metric, v))
                if (orUnknown(s->kernel) == kernel)
                    here.push_back(s);
            const RankedGroup *group = nullptr;
            if (ranks)
                for (const RankedGroup &g : ranks->ranking.groups)
                    if (g.value == v)
                        group = &g;
            const RankEntry *e =
                group && !here.empty() ? group->find(here.front()->kernelKey()) : nullptr;
            QString text;
            if (here.empty()) {
                text = QStringLiteral("–");
            } else if (here.size() == 1 && here.front()->hasSamples()) {
                const Series *s = here.front();
                const Summary &m = s->summary;
                text = QStringLiteral("%1 [%2, %3]")
                           .arg(num(m.median), num(m.medianCiLow), num(m.medianCiHigh));
                // Issue 32: the adapter's stated instructions (mech.<case>.cost) taken off.
                if (const qint64 stated = FairnessAudit::statedCost(metric, s->config.extra);
                    stated != 0 && !s->peakHeadline())
                    text += QStringLiteral(" · ") +
                            Text::tr("kernel-only %1").arg(num(m.median - double(stated)));
            } else if (e) {
                text =
                    Text::tr("%1 (%n runs pooled)", nullptr, int(here.size())).arg(num(e->center));
            } else if (here.size() > 1) { // runs that differ in more than the kernel
                QStringList medians;
                for (const Series *s : here)
                    medians << (s->hasSamples() ? num(s->summary.median) : QStringLiteral("–"));
                text = medians.join(QStringLiteral(" / "));
            } else {
                text =
                    here.front()->status.isEmpty() ? Text::tr("no samples") : here.front()->status;
            }
            if (e && units.size() <= 1)
                text += QStringLiteral(" · #%1").arg(e->rank);
            const int count = group ? int(group->entries.size()) : 0;
            h += QStringLiteral("<td style=\"background-color:%1;\">%2</td>")
                     .arg(rankColour(e ? e->rank : 0, count), escaped(text));
        }
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

} // namespace

QStringList configurationValues(const ReportData &d)
{
    if (d.shiftCondition.isEmpty())
        return {QString()};
    return orderedConditionValues(d.comparison.series, d.shiftCondition);
}

std::vector<const Series *> seriesIn(const ReportData &d, const QString &metric,
                                     const QString &value)
{
    std::vector<const Series *> out;
    for (const Series *s : d.seriesOf(metric))
        if (d.shiftCondition.isEmpty() || conditionValue(s->config, d.shiftCondition) == value)
            out.push_back(s);
    return out;
}

QString glanceHtml(const ReportData &d)
{
    QString h = QStringLiteral("<h1>%1</h1>").arg(escaped(d.title));
    if (d.language == QLatin1String("zh_CN"))
        h += QStringLiteral("<p style=\"font-size:14pt;\">RTOS 性能测试报告 "
                            "(RTOS performance test report)</p>");
    const QStringList values = configurationValues(d);
    QStringList boards;
    for (const Run &r : d.runs)
        if (!boards.contains(orUnknown(r.config.board)))
            boards << orUnknown(r.config.board);
    h +=
        QStringLiteral("<p>%1</p>")
            .arg(escaped(Text::tr("%1 runs of %2 kernel(s) on %3; configurations: %4; metrics: %5. "
                                  "Generated %6 from %7.")
                             .arg(d.runs.size())
                             .arg(d.kernels.size())
                             .arg(boards.join(QStringLiteral(", ")),
                                  d.shiftCondition.isEmpty()
                                      ? Text::tr("one (only the kernel varies)")
                                      : QStringLiteral("%1 = %2").arg(
                                            d.shiftCondition, values.join(QStringLiteral(", "))),
                                  d.metrics.join(QStringLiteral(", ")),
                                  d.generatedAt.toString(Qt::ISODate), d.dbPath)));
    h += QStringLiteral("<h2>%1</h2><p>%2</p>")
             .arg(escaped(Text::tr("Results")),
                  escaped(Text::tr(
                      "Median of the corrected samples (raw - overhead) with its distribution-free "
                      "95 % confidence interval, in the run's unit, and the kernel's rank within "
                      "its configuration (#1 = fastest median; green best, red worst). Where a "
                      "run states its adapter's own instructions in a case's window "
                      "(mech.<case>.cost, checked by the fairness audit), the kernel-only median "
                      "is the median minus them. Read the warnings on the next pages before the "
                      "numbers.")));
    for (const QString &m : d.metrics)
        h += metricTable(d, m, values);
    if (!d.unmeasuredMetrics.isEmpty())
        h += QStringLiteral("<p>%1</p>")
                 .arg(escaped(Text::tr("Not measured by any run (unsupported or failed): %1.")
                                  .arg(d.unmeasuredMetrics.join(QStringLiteral(", ")))));
    return h;
}

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
    const std::vector<TrapWarning> traps = mergeTrapWarnings(c.traps);
    if (traps.empty())
        h += QStringLiteral("<p>%1</p>").arg(escaped(Text::tr("Traps: none fired.")));
    // Grouped by trap: its title once, then each distinct explanation with its runs.
    std::vector<int> numbers;
    for (const TrapWarning &w : traps)
        if (std::find(numbers.begin(), numbers.end(), w.number) == numbers.end())
            numbers.push_back(w.number);
    std::sort(numbers.begin(), numbers.end());
    // At most three explanations a trap here; the appendix lists every one.
    constexpr int kExamples = 3;
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
    QStringList shared, differing;
    for (const QString &k : keys) {
        QSet<QString> seen;
        for (const Run &r : d.runs)
            seen.insert(conditionValue(r.config, k));
        if (seen.size() > 1)
            differing << k;
        else if (!seen.isEmpty() && !seen.begin()->isEmpty())
            shared << QStringLiteral("%1 = %2").arg(k, *seen.begin());
    }
    h += QStringLiteral("<h2>%1</h2><p><b>%2</b> %3</p>")
             .arg(escaped(Text::tr("Conditions")), escaped(Text::tr("Shared by every run:")),
                  escaped(shared.join(QStringLiteral("; "))));
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
