// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/plan_selection.h"

#include "cli/cli_command.h"
#include "core/store/plan_store.h"
#include "core/store/run_store.h"

#include <QCoreApplication>

namespace rb::cli {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

} // namespace

std::optional<PlanSelection> selectPlan(CliContext &ctx, const QString &experimentName,
                                        const std::vector<BuildRequest> &plan,
                                        const QString &boardOverride,
                                        const std::optional<PlanShard::Shard> &shard, bool resume)
{
    PlanSelection sel;
    const int size = int(plan.size());
    sel.planId = PlanShard::planId(experimentName, plan, boardOverride);
    if (shard) {
        sel.shard = shard->text();
        sel.positions = PlanShard::positions(size, *shard);
    } else {
        for (int i = 0; i < size; ++i)
            sel.positions.push_back(i);
    }
    RunStore store;
    if (!ctx.openStore(store))
        return std::nullopt;
    PlanStore plans(store);
    StoredPlan stored;
    stored.id = sel.planId;
    stored.experiment = experimentName;
    stored.size = size;
    stored.entries = PlanShard::describe(plan, boardOverride);
    QString error;
    if (!plans.registerPlan(stored, &error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return std::nullopt;
    }
    if (sel.shard.isEmpty())
        ctx.err << Tr::tr("plan %1: %2 configuration(s)").arg(sel.planId).arg(size) << Qt::endl;
    else
        ctx.err << Tr::tr("plan %1: %2 configuration(s); shard %3 holds %4 of them")
                       .arg(sel.planId)
                       .arg(size)
                       .arg(sel.shard)
                       .arg(sel.positions.size())
                << Qt::endl;
    if (!resume)
        return sel;
    const std::vector<PlanRun> runs = plans.runs(sel.planId, &error);
    if (!error.isEmpty()) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return std::nullopt;
    }
    const std::vector<PlanPosition> where = PlanStore::positions(size, runs);
    std::vector<int> left;
    for (int i : sel.positions)
        if (where[size_t(i)].state != PlanPosition::State::Stored)
            left.push_back(i);
    ctx.err << Tr::tr("--resume: %1 of them stored already, %2 missing or failed to run")
                   .arg(sel.positions.size() - left.size())
                   .arg(left.size())
            << Qt::endl;
    sel.positions = std::move(left);
    return sel;
}

} // namespace rb::cli
