// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"
#include "core/model/model_estimate.h" // isModelEstimate, runSourceLabel

#include <QString>

namespace rb {

namespace report {
// The unit of a run's values as the report names it: "estimated cycles (model)" for the cycles
// of a cycle-model run, "µs from estimated cycles (model)" for its µs, else unit unchanged
// (in the report's language).
QString unitLabel(const Configuration &config, const QString &unit);
} // namespace report

} // namespace rb
