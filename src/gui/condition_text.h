// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/configuration.h"

#include <QString>
#include <QStringList>

namespace rb {

// Short translated label of a condition key of Configuration::conditionKeys() ("clock_hz" ->
// "Clock"). Unknown keys are returned as they are.
QString conditionLabel(const QString &key);
// A condition value for display: clock in MHz, unknown as "unknown" (translated).
QString conditionDisplayValue(const Configuration &config, const QString &key);
// Every stated condition, one "Label: value" per line (for tooltips and detail panes).
QString conditionsTooltip(const Configuration &config);
// One short line that names a configuration: "FreeRTOS V11 · -Os · 72 MHz · dwt".
QString configurationLabel(const Configuration &config);

} // namespace rb
