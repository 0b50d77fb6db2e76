// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

// The condition that varies among configurations besides the kernel, found the way the PDF
// report finds it (one rule for the report and the GUI views): the conditions that differ besides
// the kernel, without those that never vary within one kernel (bare metal's profile "none" and its
// missing tick are the kernel's own attributes, not a varied condition); when one of the rest
// determines all the others within every kernel (clock_hz carries flash_wait_states; opt_level
// carries the flags and Zephyr's Kconfig optimisation choice), that one, a varied condition before
// a derived one (cflags, kernel_config.*, extra.*). An unknown value (a failed run's flags) is no
// value of its own in these rules.
struct VariedCondition {
    QString key;            // "" when none, or when more than one condition varies
    QStringList candidates; // every condition that varies besides the kernel (after the rule)
};
VariedCondition findVariedCondition(const std::vector<Configuration> &configs);

} // namespace rb
