// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/attribution_loader.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"

#include <QCoreApplication>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::AttributionLoader)
};
const QLatin1String kPrefix("attribution:");
} // namespace

QStringList AttributionLoader::idsOf(const std::vector<RunRow> &rows)
{
    QStringList out;
    // Newest first: the run list is in id order, so walk it backwards.
    for (auto it = rows.rbegin(); it != rows.rend(); ++it)
        for (const QString &t : it->tags)
            if (t.startsWith(kPrefix) && !out.contains(t))
                out << t;
    return out;
}

QStringList AttributionLoader::ids(const RunStore &store)
{
    return idsOf(store.listRuns());
}

std::optional<Attribution> AttributionLoader::load(const RunStore &store, const QString &id,
                                                   const QStringList &metrics, QString *error)
{
    std::vector<Attribution::StepRun> runs;
    for (const RunRow &row : store.listRuns()) {
        if (!row.tags.contains(id))
            continue;
        std::optional<AttributionStep> step;
        for (const QString &t : row.tags)
            if (!step)
                step = AttributionStep::fromTag(t);
        if (!step)
            continue;
        QString why;
        std::optional<Run> run = store.loadRun(row.id, true, false, &why);
        if (!run) {
            setError(error, Tr::tr("cannot load run %1: %2").arg(row.id).arg(why));
            return std::nullopt;
        }
        runs.push_back({*step, std::move(*run)});
    }
    if (runs.empty()) {
        setError(error, Tr::tr("no runs of %1 in the database").arg(id));
        return std::nullopt;
    }
    std::optional<Attribution> a = Attribution::compute(runs, metrics, error);
    if (a)
        a->attributionId = id;
    return a;
}

} // namespace rb
