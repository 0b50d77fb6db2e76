// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"

#include <QString>

namespace rb {

// A run whose samples are a model's estimate, not a measurement: the virtual board's
// `cycle-model` timing method (docs/cycle-model.md: timing_method cycle-model, extra.cycle_model
// and extra.cycle_target, the clock in clock_hz and timer_hz). Its numbers are labelled
// "estimated cycles (model)" wherever they are shown (trap 12: never called measured).
bool isModelEstimate(const Configuration &config);

// A run's source as shown in run lists (`runs`, the Runs tab, the run details): a cycle-model
// run made here is stored as "measured" (run here, not imported) but is shown as the model's
// estimate; any other source unchanged.
QString runSourceLabel(const QString &source, const Configuration &config);

} // namespace rb
