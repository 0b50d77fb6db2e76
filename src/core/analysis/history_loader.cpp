// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/history_loader.h"

#include "core/store/run_store.h"
#include "core/util/set_error.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::HistoryLoader)
};

const QLatin1String kHistory("history:");
const QLatin1String kIndex("history-index:");
const QLatin1String kCommit("commit:");
const QLatin1String kDate("commit-date:");
const QLatin1String kSubject("commit-subject:");

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

QString statusText(RunStatus s)
{
    switch (s) {
    case RunStatus::Complete:
        return QStringLiteral("complete");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    case RunStatus::Incomplete:
        break;
    }
    return QStringLiteral("incomplete");
}

} // namespace

QStringList HistoryLoader::tagsFor(const QString &id, int index, const GitCommit &c)
{
    return {kHistory + id, kIndex + QString::number(index), kCommit + c.sha, kDate + c.date,
            kSubject + c.subject};
}

HistoryPoint HistoryLoader::pointOf(const Run &run, int index, const GitCommit &c)
{
    HistoryPoint p;
    p.index = index;
    p.commit = c;
    p.runId = run.id;
    p.ok = run.status == RunStatus::Complete;
    p.status = statusText(run.status);
    p.reason = run.statusReason;
    p.kernelConfig = run.config.kernelConfig;
    for (const CaseResult &cr : run.cases)
        if (cr.status == QLatin1String("ok") && !cr.samples.empty())
            p.medians.insert(cr.metric, median(cr.corrected()));
    return p;
}

QStringList HistoryLoader::ids(const RunStore &store)
{
    QStringList out;
    const std::vector<RunRow> rows = store.listRuns();
    for (auto it = rows.rbegin(); it != rows.rend(); ++it)
        for (const QString &t : it->tags)
            if (t.startsWith(kHistory) && !out.contains(t.mid(kHistory.size())))
                out << t.mid(kHistory.size());
    return out;
}

std::optional<std::vector<HistoryPoint>> HistoryLoader::load(const RunStore &store,
                                                             const QString &id, QString *error)
{
    std::map<int, HistoryPoint> points;
    for (const RunRow &row : store.listRuns()) {
        if (!row.tags.contains(kHistory + id))
            continue;
        GitCommit c;
        int index = -1;
        for (const QString &t : row.tags) {
            if (t.startsWith(kIndex))
                index = t.mid(kIndex.size()).toInt();
            else if (t.startsWith(kCommit))
                c.sha = t.mid(kCommit.size());
            else if (t.startsWith(kDate))
                c.date = t.mid(kDate.size());
            else if (t.startsWith(kSubject))
                c.subject = t.mid(kSubject.size());
        }
        if (index < 0)
            continue;
        QString why;
        const std::optional<Run> run = store.loadRun(row.id, true, false, &why);
        if (!run) {
            setError(error, Tr::tr("cannot load run %1: %2").arg(row.id).arg(why));
            return std::nullopt;
        }
        points[index] = pointOf(*run, index, c);
    }
    if (points.empty()) {
        setError(error, Tr::tr("no runs of history %1 in the database").arg(id));
        return std::nullopt;
    }
    std::vector<HistoryPoint> out;
    for (auto &[index, p] : points)
        out.push_back(std::move(p));
    return out;
}

} // namespace rb
