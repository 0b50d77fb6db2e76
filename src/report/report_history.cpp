// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_history.h"

#include "core/analysis/history_loader.h"
#include "report/report_html.h"
#include "report/report_tr.h"

#include <cmath>

namespace rb::report {
namespace {

const char *kHistoryTable = "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                            "width=\"100%\" style=\"border-collapse:collapse;\">";

QString num(double v)
{
    return QString::number(v, 'f', std::abs(v - std::round(v)) < 1e-9 ? 0 : 1);
}

QString signedNum(double v)
{
    return v > 0 ? QLatin1Char('+') + num(v) : num(v);
}

QStringList driftOf(const HistoryPoint &a, const HistoryPoint &b)
{
    QStringList out;
    QStringList keys = a.kernelConfig.keys();
    for (const QString &k : b.kernelConfig.keys())
        if (!keys.contains(k))
            keys << k;
    for (const QString &k : keys)
        if (a.kernelConfig.value(k) != b.kernelConfig.value(k))
            out << QStringLiteral("%1: %2 → %3")
                       .arg(k, a.kernelConfig.value(k, QStringLiteral("—")),
                            b.kernelConfig.value(k, QStringLiteral("—")));
    return out;
}

} // namespace

std::vector<std::pair<QString, std::vector<HistoryPoint>>>
collectHistories(const RunStore &store, const std::vector<Run> &runs)
{
    const QString prefix = QStringLiteral("history:");
    QStringList ids;
    for (const Run &r : runs)
        for (const QString &t : r.tags)
            if (t.startsWith(prefix) && !ids.contains(t.mid(prefix.size())))
                ids << t.mid(prefix.size());
    std::vector<std::pair<QString, std::vector<HistoryPoint>>> out;
    for (const QString &id : ids) {
        QString error;
        if (auto points = HistoryLoader::load(store, id, &error))
            out.emplace_back(id, std::move(*points));
    }
    return out;
}

QString historyHtml(const QString &id, const std::vector<HistoryPoint> &points,
                    const QStringList &metrics)
{
    QStringList shown; // the report's metrics this history measured
    for (const QString &m : metrics)
        for (const HistoryPoint &p : points)
            if (p.medians.contains(m) && !shown.contains(m)) {
                shown << m;
                break;
            }
    QString h = QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(escaped(Text::tr("Kernel history %1").arg(id)),
                         escaped(Text::tr("Medians of each measured commit, oldest first. A "
                                          "change point is a pair of neighbouring measured "
                                          "commits whose medians differ: exact on the virtual "
                                          "board, where every run is deterministic; on a real "
                                          "board or the host compare the two runs before "
                                          "trusting it (docs/history.md).")));
    // Change points between neighbouring complete commits.
    QStringList changes;
    const HistoryPoint *last = nullptr;
    for (const HistoryPoint &p : points) {
        if (!p.ok)
            continue;
        if (last) {
            QStringList steps;
            for (const QString &m : shown)
                if (last->medians.contains(m) && p.medians.contains(m) &&
                    last->medians.value(m) != p.medians.value(m))
                    steps << QStringLiteral("%1 %2 → %3 (%4)")
                                 .arg(m, num(last->medians.value(m)), num(p.medians.value(m)),
                                      signedNum(p.medians.value(m) - last->medians.value(m)));
            if (!steps.isEmpty()) {
                const QStringList drift = driftOf(*last, p);
                changes << Text::tr("%1 (%2), after %3: %4; %5")
                               .arg(p.commit.sha.left(12), p.commit.subject,
                                    last->commit.sha.left(12), steps.join(QStringLiteral(", ")),
                                    drift.isEmpty() ? Text::tr("kernel configuration unchanged "
                                                               "(a code change)")
                                                    : Text::tr("configuration drift: %1")
                                                          .arg(drift.join(QStringLiteral(", "))));
            }
        }
        last = &p;
    }
    h += QStringLiteral("<h3>%1</h3>").arg(escaped(Text::tr("Change points")));
    if (changes.isEmpty()) {
        h += QStringLiteral("<p>%1</p>")
                 .arg(escaped(Text::tr("None: every measured commit has "
                                       "the same medians.")));
    } else {
        h += QStringLiteral("<ul>");
        for (const QString &c : changes)
            h += QStringLiteral("<li>%1</li>").arg(escaped(c));
        h += QStringLiteral("</ul>");
    }
    // The table shows the metrics that change (at most eight); the others are named once.
    QStringList changing, steady;
    for (const QString &m : shown) {
        bool changes = false;
        const HistoryPoint *prev = nullptr;
        for (const HistoryPoint &p : points) {
            if (!p.ok || !p.medians.contains(m))
                continue;
            changes = changes || (prev && prev->medians.value(m) != p.medians.value(m));
            prev = &p;
        }
        (changes && changing.size() < 8 ? changing : steady) << m;
    }
    if (changing.isEmpty())
        changing = shown.mid(0, 4);
    if (!steady.isEmpty())
        h += QStringLiteral("<p>%1</p>")
                 .arg(escaped(Text::tr("Not in the table (the same at every commit, or beyond "
                                       "eight columns): %1.")
                                  .arg(steady.join(QStringLiteral(", ")))));
    shown = changing;
    h += QLatin1String(kHistoryTable) + QStringLiteral("<tr><th>%1</th><th>%2</th><th>%3</th>")
                                            .arg(escaped(Text::tr("Commit")),
                                                 escaped(Text::tr("Subject")),
                                                 escaped(Text::tr("Status")));
    for (const QString &m : shown)
        h += QStringLiteral("<th>%1</th>").arg(escaped(m));
    h += QStringLiteral("</tr>");
    for (const HistoryPoint &p : points) {
        h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td>")
                 .arg(escaped(p.commit.sha.left(12)),
                      escaped(p.commit.subject.size() > 60 ? p.commit.subject.left(57) + "…"
                                                           : p.commit.subject),
                      escaped(p.status));
        for (const QString &m : shown)
            h += QStringLiteral("<td>%1</td>")
                     .arg(p.medians.contains(m) ? num(p.medians.value(m)) : QStringLiteral("—"));
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

} // namespace rb::report
