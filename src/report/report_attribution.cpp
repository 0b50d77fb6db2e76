// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_attribution.h"

#include "core/analysis/attribution_loader.h"
#include "core/store/run_store.h"
#include "report/report_html.h"
#include "report/report_tr.h"

#include <cmath>

namespace rb::report {
namespace {

QString num(double v)
{
    const QString s = QString::number(v, 'f', std::abs(v - std::round(v)) < 1e-9 ? 0 : 1);
    return v > 0 ? QLatin1Char('+') + s : s;
}

} // namespace

std::vector<Attribution> collectAttributions(const RunStore &store, const std::vector<Run> &runs,
                                             const QStringList &metrics)
{
    QStringList ids;
    for (auto it = runs.rbegin(); it != runs.rend(); ++it)
        for (const QString &t : it->tags)
            if (t.startsWith(QLatin1String("attribution:")) && !ids.contains(t))
                ids << t;
    std::vector<Attribution> out;
    for (const QString &id : ids) {
        QString error;
        std::optional<Attribution> a = AttributionLoader::load(store, id, metrics, &error);
        if (a)
            out.push_back(std::move(*a));
    }
    return out;
}

QString attributionHtml(const Attribution &a)
{
    QString h =
        QStringLiteral("<h3>%1</h3><p>%2</p>")
            .arg(escaped(
                     Text::tr("Which option costs what: %1 %2 → %3").arg(a.kernel, a.from, a.to)),
                 escaped(
                     Text::tr("Each option alone, changed from %1 to %2's value "
                              "(change of the median, Hodges-Lehmann shift and 95 % "
                              "CI); the cumulative path adds them in the order %3. "
                              "Interaction = total − sum of the single effects. "
                              "Runs tagged %4.")
                         .arg(a.from, a.to, a.keys.join(QStringLiteral(", ")), a.attributionId)));
    h += QStringLiteral("<table border='1' cellspacing='0' cellpadding='2'><tr><th>%1</th>")
             .arg(escaped(Text::tr("option")));
    for (const AttributionMetric &m : a.metrics)
        h += QStringLiteral("<th>%1 (%2)<br>%3</th><th>%4</th>")
                 .arg(escaped(m.metric), escaped(m.unit), escaped(Text::tr("alone [95 % CI]")),
                      escaped(Text::tr("on the path")));
    h += QStringLiteral("</tr>");
    for (int k = 0; k < a.keys.size(); ++k) {
        h += QStringLiteral("<tr><td>%1</td>").arg(escaped(a.keys[k]));
        for (const AttributionMetric &m : a.metrics) {
            QString single, path;
            for (const AttributionEffect &e : m.singles)
                if (e.key == a.keys[k])
                    single = QStringLiteral("%1 [%2, %3]")
                                 .arg(num(e.deltaMedian), num(e.shift.ciLow), num(e.shift.ciHigh));
            for (const AttributionEffect &e : m.cumulative)
                if (e.key == a.keys[k])
                    path = num(e.deltaMedian);
            h += QStringLiteral("<td align='right'>%1</td><td align='right'>%2</td>")
                     .arg(single, path);
        }
        h += QStringLiteral("</tr>");
    }
    auto total = [&h, &a](const QString &label, auto value, bool onPath) {
        h += QStringLiteral("<tr><td><b>%1</b></td>").arg(escaped(label));
        for (const AttributionMetric &m : a.metrics)
            h += QStringLiteral("<td align='right'>%1</td><td align='right'>%2</td>")
                     .arg(num(value(m)), onPath ? num(value(m)) : QString());
        h += QStringLiteral("</tr>");
    };
    total(
        Text::tr("sum of single effects"),
        [](const AttributionMetric &m) { return m.sumOfSingles; }, false);
    total(
        Text::tr("interaction"), [](const AttributionMetric &m) { return m.interaction; }, false);
    total(
        Text::tr("total (%1 → %2)").arg(a.from, a.to),
        [](const AttributionMetric &m) { return m.total; }, true);
    h += QStringLiteral("</table>");
    for (const QString &n : a.notes)
        h += QStringLiteral("<p>%1</p>").arg(escaped(n));
    return h;
}

} // namespace rb::report
