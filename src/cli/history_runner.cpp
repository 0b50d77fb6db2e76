// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/history_runner.h"

#include "cli/cli_command.h"
#include "cli/run_progress.h"
#include "core/analysis/history_loader.h"

#include <QCoreApplication>
#include <QDir>

#include <utility>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

} // namespace

HistoryRunner::HistoryRunner(CliContext &ctx, GitHistory git, std::vector<GitCommit> commits,
                             BuildRequest base, RunControllerOptions options, QString historyId,
                             bool verbose)
    : m_ctx(ctx), m_git(std::move(git)), m_commits(std::move(commits)), m_base(std::move(base)),
      m_options(std::move(options)), m_historyId(std::move(historyId)), m_verbose(verbose),
      m_tmp(QDir::temp().filePath(QStringLiteral("rtosbench-history-XXXXXX")))
{}

HistoryPoint HistoryRunner::load(int index, qint64 runId, const QString &status,
                                 const QString &reason)
{
    HistoryPoint p;
    p.index = index;
    p.commit = m_commits[size_t(index)];
    p.runId = runId;
    p.status = status;
    p.reason = reason;
    if (runId <= 0)
        return p;
    QString error;
    if (!m_storeOpen && !(m_storeOpen = m_store.open(m_ctx.dbPath, &error, false))) {
        p.reason = error;
        return p;
    }
    RunStore &store = m_store;
    const GitCommit &c = p.commit;
    store.setNotes(
        runId, Tr::tr("history %1: commit %2 (%3): %4").arg(m_historyId, c.sha, c.date, c.subject),
        &error);
    const std::optional<Run> run = store.loadRun(runId, true, false);
    if (!run)
        return p;
    HistoryPoint loaded = HistoryLoader::pointOf(*run, index, p.commit);
    if (loaded.reason.isEmpty())
        loaded.reason = reason;
    return loaded;
}

std::map<int, HistoryPoint> HistoryRunner::measure(const std::vector<int> &indices)
{
    std::map<int, HistoryPoint> out;
    std::vector<BuildRequest> plan;
    std::vector<int> planned; // plan index -> commit index
    std::vector<QString> dirs;
    RunControllerOptions o = m_options;
    for (int index : indices) {
        const GitCommit &c = m_commits[size_t(index)];
        const QString dir = m_tmp.filePath(c.sha.left(12));
        QString error;
        if (!QFileInfo::exists(dir) && !m_git.addWorktree(c.sha, dir, &error)) {
            HistoryPoint p;
            p.index = index;
            p.commit = c;
            p.status = QStringLiteral("not stored");
            p.reason = error;
            out[index] = p;
            continue;
        }
        dirs.push_back(dir);
        BuildRequest r = m_base;
        r.kernelDir = dir;
        o.tags.insert(int(plan.size()), HistoryLoader::tagsFor(m_historyId, index, c));
        plan.push_back(r);
        planned.push_back(index);
    }
    if (!plan.empty()) {
        RunController controller(o, plan);
        std::map<int, std::pair<qint64, std::pair<QString, QString>>> stored;
        QObject::connect(&controller, &RunController::runStored,
                         [&stored](int i, qint64 id, const QString &status, const QString &why) {
                             stored[i] = {id, {status, why}};
                         });
        CliContext progress{m_ctx.dbPath, m_ctx.err, m_ctx.err};
        connectRunProgress(controller, progress, m_verbose);
        controller.run();
        m_built += int(plan.size());
        m_cancelled = controller.isCancelled();
        for (int i = 0; i < int(plan.size()); ++i) {
            const auto it = stored.find(i);
            out[planned[size_t(i)]] =
                it == stored.end()
                    ? load(planned[size_t(i)], 0, QStringLiteral("not stored"), QString())
                    : load(planned[size_t(i)], it->second.first, it->second.second.first,
                           it->second.second.second);
        }
    }
    for (const QString &dir : dirs)
        m_git.removeWorktree(dir);
    return out;
}

} // namespace rb
