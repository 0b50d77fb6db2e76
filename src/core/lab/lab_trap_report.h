// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/trap_warning.h"
#include "core/model/run.h"

#include <QList>
#include <QStringList>

#include <vector>

namespace rb {
class Lab;

// The measurement traps a lab's runs raise (docs/labs.md, "The lab's trap"): every detector of
// docs/analysis.md over all cases of the lab's runs, compared as one experiment whose studied
// conditions are the lab's varied ones. `lab run` and the GUI Labs tab show it after the table.
class LabTrapReport {
public:
    int trap = 0;                      // the lab's own trap (DOMAIN.md number)
    QList<qint64> runIds;              // the runs judged, in plan order
    std::vector<TrapWarning> warnings; // every warning, unmerged

    static LabTrapReport evaluate(const Lab &lab, const std::vector<Run> &runs);
    // The conditions a lab studies: its varied ones as the analysis names them ("warmup" ->
    // "extra.warmup", "profile" -> "kernel_profile"), and the kernel.
    static QStringList studiedConditions(const Lab &lab);

    // The lab's own trap on one run: its warnings of severity warning or critical about a metric
    // the lab shows, or about the whole run (no metric). An info note of the same number (a cold
    // sample that was kept apart) is not the trap.
    std::vector<TrapWarning> labTrapOn(qint64 runId) const;
    // Everything else (other traps, and notes of the lab's trap), merged for display.
    std::vector<TrapWarning> others() const;

private:
    QStringList m_metrics; // the metrics the lab shows
};

} // namespace rb
