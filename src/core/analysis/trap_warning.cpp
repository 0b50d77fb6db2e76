// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/trap_warning.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>

namespace rb {

QString trapSeverityName(TrapSeverity s)
{
    switch (s) {
    case TrapSeverity::Info:
        return QStringLiteral("info");
    case TrapSeverity::Warning:
        return QStringLiteral("warning");
    case TrapSeverity::Critical:
        return QStringLiteral("critical");
    }
    return QStringLiteral("warning");
}

QJsonObject TrapWarning::toJson() const
{
    QJsonObject o;
    o.insert("number", number);
    o.insert("id", id);
    o.insert("severity", trapSeverityName(severity));
    o.insert("title", title);
    o.insert("explanation", explanation);
    QJsonArray runs;
    for (qint64 r : runIds)
        runs.append(r);
    o.insert("run_ids", runs);
    QJsonArray refs;
    for (qint64 r : referenceIds)
        refs.append(r);
    o.insert("reference_ids", refs);
    o.insert("metric", metric);
    QJsonArray idx;
    for (qint64 i : sampleIndices)
        idx.append(i);
    o.insert("sample_indices", idx);
    if (!details.isEmpty())
        o.insert("details", details);
    return o;
}

std::vector<TrapWarning> mergeTrapWarnings(const std::vector<TrapWarning> &warnings)
{
    std::vector<TrapWarning> out;
    for (const TrapWarning &w : warnings) {
        auto same = std::find_if(out.begin(), out.end(), [&w](const TrapWarning &o) {
            return o.number == w.number && o.id == w.id && o.severity == w.severity &&
                   o.explanation == w.explanation;
        });
        if (same == out.end()) {
            out.push_back(w);
            continue;
        }
        for (qint64 r : w.runIds)
            if (!same->runIds.contains(r))
                same->runIds.push_back(r);
        for (qint64 r : w.referenceIds)
            if (!same->referenceIds.contains(r))
                same->referenceIds.push_back(r);
        if (same->metric != w.metric)
            same->metric.clear();
        same->sampleIndices.clear(); // indices of one run's samples: meaningless once merged
    }
    for (TrapWarning &w : out) {
        std::sort(w.runIds.begin(), w.runIds.end());
        std::sort(w.referenceIds.begin(), w.referenceIds.end());
    }
    return out;
}

QString compactIds(QList<qint64> ids)
{
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    QStringList parts;
    for (qsizetype i = 0; i < ids.size();) {
        qsizetype j = i;
        while (j + 1 < ids.size() && ids[j + 1] == ids[j] + 1)
            ++j;
        parts << (j > i ? QStringLiteral("%1-%2").arg(ids[i]).arg(ids[j])
                        : QString::number(ids[i]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace rb
