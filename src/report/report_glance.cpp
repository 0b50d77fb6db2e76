// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_glance.h"

#include "core/analysis/comparison.h"
#include "core/trace/fairness_audit.h"
#include "report/report_data.h"
#include "report/report_html.h"
#include "report/report_tr.h"
#include "report/unit_label.h"

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

// One cell of a results table: what the kernel's series show in configuration `value`, and its
// rank there. withCi: the median's 95 % CI (the appendix); else the glance's short form with
// the kernel-only median beside the median (issue 32).
struct Cell {
    QString html;
    int rank = 0;
    int count = 0;
};

Cell cellOf(const ReportData &d, const QString &metric, const QString &value, const QString &kernel,
            bool withCi)
{
    const RankReport *ranks = ranksOf(d, metric);
    QStringList units;
    for (const Series *s : d.seriesOf(metric))
        if (s->hasSamples() && !units.contains(s->unit))
            units << s->unit;
    std::vector<const Series *> here;
    for (const Series *s : seriesIn(d, metric, value))
        if (orUnknown(s->kernel) == kernel)
            here.push_back(s);
    const RankedGroup *group = nullptr;
    if (ranks)
        for (const RankedGroup &g : ranks->ranking.groups)
            if (g.value == value)
                group = &g;
    const RankEntry *e = group && !here.empty() ? group->find(here.front()->kernelKey()) : nullptr;
    QString text, kernelOnly;
    if (here.empty()) {
        text = QStringLiteral("–");
    } else if (here.size() == 1 && here.front()->hasSamples()) {
        const Series *s = here.front();
        const Summary &m = s->summary;
        text = withCi ? QStringLiteral("%1 [%2, %3]")
                            .arg(num(m.median), num(m.medianCiLow), num(m.medianCiHigh))
                      : num(m.median);
        // Issue 32: the adapter's stated instructions (mech.<case>.cost) taken off.
        if (const qint64 stated = FairnessAudit::statedCost(metric, s->config.extra);
            !withCi && stated != 0 && !s->peakHeadline())
            kernelOnly = Text::tr("kernel-only %1").arg(num(m.median - double(stated)));
    } else if (e) {
        text = Text::tr("%1 (%n runs pooled)", nullptr, int(here.size())).arg(num(e->center));
    } else if (here.size() > 1) { // runs that differ in more than the kernel
        QStringList medians;
        for (const Series *s : here)
            medians << (s->hasSamples() ? num(s->summary.median) : QStringLiteral("–"));
        text = medians.join(QStringLiteral(" / "));
    } else {
        text = here.front()->status.isEmpty() ? Text::tr("no samples") : here.front()->status;
    }
    if (e && units.size() <= 1)
        text += QStringLiteral(" · #%1").arg(e->rank);
    Cell c;
    c.html = escaped(text);
    if (!kernelOnly.isEmpty())
        c.html += QStringLiteral("<br/><small>(%1)</small>").arg(escaped(kernelOnly));
    c.rank = e ? e->rank : 0;
    c.count = group ? int(group->entries.size()) : 0;
    return c;
}

QString unitsOf(const ReportData &d, const QString &metric)
{
    QStringList units;
    for (const Series *s : d.seriesOf(metric))
        if (s->hasSamples() && !units.contains(report::unitLabel(s->config, s->unit)))
            units << report::unitLabel(s->config, s->unit);
    return units.isEmpty() ? Text::tr("no samples") : units.join(QStringLiteral(", "));
}

QString td(const Cell &c)
{
    return QStringLiteral("<td style=\"background-color:%1;\">%2</td>")
        .arg(rankColour(c.rank, c.count), c.html);
}

// One metric: the kernels as rows, the configurations as columns, each cell the median [95 % CI]
// and the rank (the appendix's per-metric tables).
QString metricTable(const ReportData &d, const QString &metric, const QStringList &values)
{
    QString h = QStringLiteral("<h3>%1 <small>(%2)</small></h3>")
                    .arg(escaped(metric), escaped(unitsOf(d, metric)));
    h += QLatin1String(kTable) + QStringLiteral("<tr><th>%1</th>").arg(escaped(Text::tr("Kernel")));
    for (const QString &v : values)
        h += QStringLiteral("<th>%1</th>")
                 .arg(escaped(v.isEmpty() ? Text::tr("median [95 % CI] · rank") : v));
    h += QStringLiteral("</tr>");
    for (const QString &kernel : d.kernels) {
        h += QStringLiteral("<tr><td><b>%1</b></td>").arg(escaped(kernel));
        for (const QString &v : values)
            h += td(cellOf(d, metric, v, kernel, true));
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

// One configuration at a glance (issue 38): the kernels as columns, the results as rows.
QString glanceTable(const ReportData &d, const QString &value)
{
    QString h =
        QStringLiteral("<h2>%1</h2>")
            .arg(escaped(
                value.isEmpty()
                    ? Text::tr("Results")
                    : Text::tr("Results: %1 = %2").arg(d.shiftCondition, orUnknown(value))));
    h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" "
                        "width=\"100%\" style=\"border-color:#888; border-style:solid; "
                        "font-size:7pt;\"><tr><th>%1</th>")
             .arg(escaped(Text::tr("Metric")));
    for (const QString &kernel : d.kernels)
        h += QStringLiteral("<th>%1</th>").arg(escaped(kernel));
    h += QStringLiteral("</tr>");
    for (const QString &m : d.resultMetrics) {
        h += QStringLiteral("<tr><td><b>%1</b> <small>(%2)</small></td>")
                 .arg(escaped(m), escaped(unitsOf(d, m)));
        for (const QString &kernel : d.kernels)
            h += td(cellOf(d, m, value, kernel, false));
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

QStringList glancePagesHtml(const ReportData &d)
{
    QString h = QStringLiteral("<h1>%1</h1>").arg(escaped(d.title));
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
                                  d.resultMetrics.join(QStringLiteral(", ")),
                                  d.generatedAt.toString(Qt::ISODate), d.dbPath)));
    QString notes = Text::tr(
        "One table per configuration: a column per kernel, a row per metric; each cell the median "
        "of the corrected samples (raw - overhead) in the metric's unit and the kernel's rank in "
        "that configuration (#1 = fastest median; green best, red worst). Where a run states its "
        "adapter's own instructions in a case's window (mech.<case>.cost, checked by the fairness "
        "audit), the kernel-only median (the median minus them) stands under it. Confidence "
        "intervals and per-run figures are in the appendix. Read the traps after the tables "
        "before trusting the numbers.");
    if (!d.chainMetrics.isEmpty())
        notes += QLatin1Char(' ') +
                 Text::tr("The %n case(s) of the measurement chain (calibration and floors: "
                          "they measure the harness, not the kernel) are in the appendix.",
                          nullptr, int(d.chainMetrics.size()));
    h += QStringLiteral("<p>%1</p>").arg(escaped(notes));
    QStringList unmeasured; // the measurement chain's are named in its appendix section
    for (const QString &m : d.unmeasuredMetrics)
        if (!isMeasurementChainCase(m))
            unmeasured << m;
    if (!unmeasured.isEmpty())
        h += QStringLiteral("<p>%1</p>")
                 .arg(escaped(Text::tr("Not measured by any run (unsupported or failed): %1.")
                                  .arg(unmeasured.join(QStringLiteral(", ")))));
    QStringList pages;
    for (const QString &v : values) {
        if (d.resultMetrics.isEmpty())
            break;
        pages << h + glanceTable(d, v);
        h.clear();
    }
    if (pages.isEmpty())
        pages << h;
    return pages;
}

QString metricTablesHtml(const ReportData &d, const QStringList &metrics)
{
    const QStringList values = configurationValues(d);
    QString h;
    for (const QString &m : metrics)
        h += metricTable(d, m, values);
    return h;
}

} // namespace rb::report
