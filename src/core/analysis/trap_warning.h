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

// The warnings a reader needs once: those with the same trap, severity and explanation become
// one, with the union of their runs and references (in first-seen order, ids ascending); an
// 8-kernel × 3-configuration comparison gave the same -O0 paragraph once per run. A metric that
// differs between merged warnings is cleared. Machine-readable output keeps every warning.
std::vector<TrapWarning> mergeTrapWarnings(const std::vector<TrapWarning> &warnings);
// "1-3, 5, 7-8": ascending ids with runs of consecutive ids as ranges.
QString compactIds(QList<qint64> ids);

} // namespace rb
