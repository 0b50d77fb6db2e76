// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/run_controller.h"
#include "core/analysis/history_point.h"
#include "core/kernels/git_history.h"
#include "core/store/run_store.h"

#include <QTemporaryDir>

#include <map>
#include <vector>

namespace rb {

struct CliContext;

// Builds and runs commits of a kernel history through the run machinery (RunController, as
// `run` does): each commit is checked out into a detached worktree in a temporary directory
// outside the user's tree, run with the same request, stored as an ordinary run tagged
// history:<id> and commit:<sha>, its notes naming the commit's date and subject.
class HistoryRunner {
public:
    HistoryRunner(CliContext &ctx, GitHistory git, std::vector<GitCommit> commits,
                  BuildRequest base, RunControllerOptions options, QString historyId, bool verbose);

    bool isValid() const { return m_tmp.isValid(); }
    // Measures the commits at these indices (one RunController); a commit that cannot be checked
    // out, built or run gives a point that is not ok.
    std::map<int, HistoryPoint> measure(const std::vector<int> &indices);
    int built() const { return m_built; }
    bool cancelled() const { return m_cancelled; }

private:
    HistoryPoint load(int index, qint64 runId, const QString &status, const QString &reason);

    CliContext &m_ctx;
    GitHistory m_git;
    std::vector<GitCommit> m_commits;
    BuildRequest m_base;
    RunControllerOptions m_options;
    QString m_historyId;
    bool m_verbose;
    QTemporaryDir m_tmp;
    RunStore m_store; // opened once, at the first stored point, to read the points back
    bool m_storeOpen = false;
    int m_built = 0;
    bool m_cancelled = false;
};

} // namespace rb
