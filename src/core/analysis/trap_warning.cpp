// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/trap_warning.h"

#include <QJsonArray>

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

} // namespace rb
