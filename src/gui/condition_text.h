// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"
#include "core/model/run.h"

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
// A tooltip that shows `text` literally, whatever it holds (issue 19): Qt renders a tooltip that
// looks like HTML as rich text, so a crafted note, kernel version or status reason could load a
// local image or show a link. The text is escaped and kept as written (line breaks included).
QString plainToolTip(const QString &text);
// A run's status in the user's language ("failed" / "失败"); runStatusName() stays the
// machine word of files and the CLI (issue 17 item 10).
QString runStatusText(RunStatus status);
// A case's status in the user's language: ok, fail, unsupported, measured (other words as they
// are).
QString caseStatusText(const QString &status);
// The tooltip of a run: its status and why when it did not complete, then every condition.
QString runToolTip(RunStatus status, const QString &reason, const Configuration &config);
// One short line that names a configuration: "FreeRTOS V11 · -Os · 72 MHz · dwt".
QString configurationLabel(const Configuration &config);

} // namespace rb
