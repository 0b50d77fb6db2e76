// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace rb {

class RunStore;

// Copies runs with their configuration, cases, samples, raw log, tags and notes from one
// database to another (any two: SQLite files or PostgreSQL databases; issue 21). A run's
// identity is its uid (schema 5): a run whose uid is already in the destination is skipped, so
// copying again, or copying back, stores nothing twice. Each run is one transaction in the
// destination (a failure leaves the runs copied before it, and none half-written).
// A run's plan (schema 6, run_plan; docs/scale.md) is registered in the destination with it.
class RunCopy {
public:
    struct Result {
        int copied = 0;
        int skipped = 0; // already in the destination
    };
    // ids: the source's run ids, or empty for every run. nullopt and *error on failure (then
    // the runs copied before the failure stay copied; a new copy skips them).
    static std::optional<Result> copy(RunStore &from, RunStore &to, const std::vector<qint64> &ids,
                                      QString *error);
};

} // namespace rb
