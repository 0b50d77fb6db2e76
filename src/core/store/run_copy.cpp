// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/run_copy.h"

#include "core/store/plan_store.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QSet>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::RunStore)
};

} // namespace

std::optional<RunCopy::Result> RunCopy::copy(RunStore &from, RunStore &to,
                                             const std::vector<qint64> &ids, QString *error)
{
    std::vector<qint64> wanted = ids;
    QString why;
    const auto failed = [&] {
        setError(error, why);
        return std::nullopt;
    };
    if (wanted.empty()) {
        for (const RunRow &r : from.listRuns(&why))
            wanted.push_back(r.id);
        if (!why.isEmpty())
            return failed();
    }
    Result result;
    QSet<QString> plansCopied; // a run's plan goes along, once (runs --plan, --resume there)
    for (const qint64 id : wanted) {
        auto run = from.loadRun(id, true, true, &why);
        if (!run)
            return failed();
        const auto existing = to.findRunByUid(run->uid, &why);
        if (!why.isEmpty())
            return failed();
        if (existing) {
            ++result.skipped;
            continue;
        }
        QString err;
        if (!run->planId.isEmpty() && !plansCopied.contains(run->planId)) {
            const auto plan = PlanStore(from).find(run->planId, &why);
            if (!why.isEmpty())
                return failed();
            if (plan && !PlanStore(to).registerPlan(*plan, &err)) {
                setError(error, Tr::tr("run %1: %2").arg(id).arg(err));
                return std::nullopt;
            }
            plansCopied.insert(run->planId);
        }
        bool alreadyThere = false;
        if (!to.copyRun(*run, &alreadyThere, &err)) {
            setError(error, Tr::tr("run %1: %2").arg(id).arg(err));
            return std::nullopt;
        }
        if (alreadyThere) { // another copy of the same run stored it meanwhile
            ++result.skipped;
            continue;
        }
        ++result.copied;
    }
    return result;
}

} // namespace rb
