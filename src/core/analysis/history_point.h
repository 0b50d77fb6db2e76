// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/kernels/git_history.h"

#include <QMap>
#include <QString>

namespace rb {

// One measured commit of a kernel history (docs/history.md): its run and each metric's median.
struct HistoryPoint {
    int index = -1; // position in the commit list (oldest = 0)
    GitCommit commit;
    qint64 runId = 0;                    // 0 = not stored
    bool ok = false;                     // a complete run
    QString status;                      // complete | failed | incomplete | not stored
    QString reason;                      // why it failed
    QMap<QString, double> medians;       // metric -> median (corrected samples)
    QMap<QString, QString> kernelConfig; // kcfg.* the firmware reported
};

// A change between two measured commits: before is the last with the old medians, after the
// first with the new ones; exact when nothing unmeasured lies between them (failed commits
// between are listed in skipped).
struct HistoryChange {
    QString metric; // the bisected metric ("" = a change found by the walk alone)
    HistoryPoint before;
    HistoryPoint after;
    bool exact = false;
    QStringList skipped;         // shas between them that failed to build or run
    QMap<QString, double> steps; // metric -> after - before
    QStringList configDrift;     // kcfg keys whose value changed: "KEY: 1 -> 0"
};

} // namespace rb
