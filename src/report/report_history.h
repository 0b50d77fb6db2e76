// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/history_point.h"
#include "core/model/run.h"

#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace rb {
class RunStore;

namespace report {

// The kernel histories (issue 25, rtosbench-cli history) whose runs are among the report's runs
// ("history:<id>" tags), each read back from the database in commit order.
std::vector<std::pair<QString, std::vector<HistoryPoint>>>
collectHistories(const RunStore &store, const std::vector<Run> &runs);
// A history's section: the change points (neighbouring measured commits whose medians differ,
// with the commit, its subject, the step and the kernel configuration that changed with it),
// then every commit's medians of the report's metrics.
QString historyHtml(const QString &id, const std::vector<HistoryPoint> &points,
                    const QStringList &metrics);

} // namespace report
} // namespace rb
