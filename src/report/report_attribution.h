// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/attribution.h"
#include "core/model/run.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rb {
class RunStore;

namespace report {

// The attributions (issue 24) whose runs are among the report's runs (their "attribution:..."
// tags), each read back from the database for the report's metrics, newest first.
std::vector<Attribution> collectAttributions(const RunStore &store, const std::vector<Run> &runs,
                                             const QStringList &metrics);
// The attribution's table: one row per option (its single effect per metric, with the
// Hodges-Lehmann 95 % CI, and its cumulative step), then the sum, the interaction and the total.
QString attributionHtml(const Attribution &a);

} // namespace report
} // namespace rb
