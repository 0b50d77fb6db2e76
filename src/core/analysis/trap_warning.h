// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <vector>

namespace rb {

enum class TrapSeverity { Info, Warning, Critical };
QString trapSeverityName(TrapSeverity s); // "info" | "warning" | "critical" (not translated)

// One measurement trap that fired (DOMAIN.md, "The traps"; rules in docs/analysis.md).
struct TrapWarning {
    int number = 0; // 1..12, the trap's number in DOMAIN.md
    QString id;     // machine id, e.g. "round_trip_as_single" (not translated)
    TrapSeverity severity = TrapSeverity::Warning;
    QString title;       // translated
    QString explanation; // translated, short, names the values that triggered it
    QList<qint64> runIds;
    QList<qint64> referenceIds;
    QString metric;
    std::vector<qint64> sampleIndices; // samples that triggered it (periodic outliers, cold)
    QJsonObject details;               // detector-specific numbers (period, threshold, ...)

    QJsonObject toJson() const;
};

} // namespace rb
