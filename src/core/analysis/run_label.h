// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

// What tells runs apart in one view (issue 17 item 5): every plot item, table row, copied line
// and report entry is labelled by the run's kernel plus the conditions that differ among the
// runs shown, e.g. "#3 baremetal -O2", not "#3 baremetal".
//
// The keys: the varied condition when one determines the rest (findVariedCondition), otherwise
// every condition that differs besides the kernel; conditions that never vary within one kernel
// (bare metal's profile) are the kernel's own and left out.
QStringList labelConditions(const std::vector<Configuration> &configs);
// "baremetal -O2", "freertos -Os 72 MHz", "freertos minimal": the kernel, then each key's value
// (a clock in MHz; a condition whose value alone does not say what it is as "key=value").
QString labelOf(const Configuration &config, const QStringList &keys);
// "#3 baremetal -O2" (runId <= 0: no number, e.g. a published reference).
QString runLabel(qint64 runId, const Configuration &config, const QStringList &keys);

} // namespace rb
