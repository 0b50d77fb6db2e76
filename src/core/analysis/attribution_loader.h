// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/attribution.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

class RunStore;

// Reads an attribution back from its stored runs (tagged "attribution:..." and
// "attribution-step:..." by `attribute` and the GUI), for the GUI, the report and the CLI.
class AttributionLoader {
public:
    // The attribution ids ("attribution:freertos:default->minimal:<hex>") in the store, newest
    // first.
    static QStringList ids(const RunStore &store);
    // The ids among the given runs' tags (the report's selection).
    static QStringList idsOf(const std::vector<RunRow> &rows);
    static std::optional<Attribution> load(const RunStore &store, const QString &id,
                                           const QStringList &metrics, QString *error);
};

} // namespace rb
