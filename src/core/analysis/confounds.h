// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/configuration.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

// A condition whose value differs between the compared configurations.
struct ConditionDifference {
    QString condition;  // a Configuration::conditionKeys() key, "kernel_config.KEY" or "extra.KEY"
    QStringList values; // distinct values in first-seen order; "" = unknown (not stated)
    bool includesUnknown = false; // some configurations do not state it: differing-and-unknown
    QString kernel; // set when compared within one kernel only (kernel-specific conditions)

    QString describe() const;   // translated one-liner: "clock_hz: 24000000, 72000000"
    QJsonObject toJson() const; // {condition, values (unknown as null), includes_unknown, kernel}
};

// Every condition that differs between the configurations: the keys of
// Configuration::conditionKeys() (kernel_config expanded into kernel_config.KEY) plus
// extra.KEY. Unknown vs a stated value counts as differing (and includesUnknown is set).
// When kernelScoped is true, kernel_version and kernel_config.* are compared only among
// configurations of the same kernel (they describe a kernel, not the comparison).
std::vector<ConditionDifference> differingConditions(const std::vector<Configuration> &configs,
                                                     bool kernelScoped = false);

// The differences other than the studied conditions (the confounds). When "kernel" is studied,
// kernel-specific conditions are compared within each kernel only. When "clock_hz" is studied,
// flash_wait_states (set by the clock) and timer_hz (when every timer counts core cycles,
// timer_hz == clock_hz) follow it and are not confounds.
std::vector<ConditionDifference> confounds(const std::vector<Configuration> &configs,
                                           const QStringList &studied);

} // namespace rb
