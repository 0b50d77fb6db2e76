// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/history_point.h"
#include "core/model/run.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

class RunStore;

// A kernel history read back from its stored runs (tagged by `history`: history:<id>,
// history-index:<n>, commit:<sha>, commit-date:<date>, commit-subject:<subject>), for the GUI.
class HistoryLoader {
public:
    // The tags `history` gives the run of commit c at position index of history id.
    static QStringList tagsFor(const QString &id, int index, const GitCommit &c);
    // A commit's point from its run: status, medians of the corrected samples, kcfg.*.
    static HistoryPoint pointOf(const Run &run, int index, const GitCommit &c);
    // The history ids ("freertos:V10.6.2..V11.3.0:20261130T174746") in the store, newest first.
    static QStringList ids(const RunStore &store);
    // Its measured commits in history order (the same commit measured twice: the last run).
    static std::optional<std::vector<HistoryPoint>> load(const RunStore &store, const QString &id,
                                                         QString *error);
};

} // namespace rb
