// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/explain_result.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

#include <optional>

namespace rb {
class RunStore;

// The stored attribution of a case (schema 4, table case_attribution; docs/explain.md):
// emulated instruction counts, attributed by trace; the medians are in the run's unit (estimated
// cycles (model) for a cycle-model run).
struct StoredAttribution {
    int windows = 0;
    double totalMedian = 0;
    std::optional<double> kernelMedian; // unknown without debug information (no layers)
    QString elfSha256;
    QString createdAt;
    ExplainResult result;
};

// Reads and writes case_attribution through a RunStore's connection (portable SQL only).
class AttributionStore {
    Q_DECLARE_TR_FUNCTIONS(rb::AttributionStore)
public:
    explicit AttributionStore(const RunStore &store) : m_store(store) {}

    // Replaces the attribution of (run, metric) in one transaction.
    bool save(const ExplainResult &result, QString *error) const;
    // Every stored attribution of a run, by metric.
    QMap<QString, StoredAttribution> forRun(qint64 runId) const;

private:
    const RunStore &m_store;
};

} // namespace rb
