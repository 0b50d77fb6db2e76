// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/experiment/plan_shard.h"

#include <optional>
#include <vector>

namespace rb {
struct CliContext;

namespace cli {

// The part of an experiment's plan that `run` runs (--shard K/N, --resume; docs/scale.md).
struct PlanSelection {
    QString planId;             // PlanShard::planId of the whole plan
    QString shard;              // "K/N", "" when the plan is not split
    std::vector<int> positions; // the plan positions to run, ascending
};

// Registers the whole plan in the store at ctx.dbPath (creating or migrating it) and picks the
// positions to run: the shard's (every position without one) and, with resume, only those that
// have no complete run stored (missing or failed ones). Says on err what it picked. nullopt
// after printing "error: ..." when the store cannot be opened or written.
std::optional<PlanSelection> selectPlan(CliContext &ctx, const QString &experimentName,
                                        const std::vector<BuildRequest> &plan,
                                        const QString &boardOverride,
                                        const std::optional<PlanShard::Shard> &shard, bool resume);

} // namespace cli
} // namespace rb
