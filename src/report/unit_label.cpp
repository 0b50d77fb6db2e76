// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/unit_label.h"

#include "report/report_tr.h"

namespace rb {

namespace report {

QString unitLabel(const Configuration &config, const QString &unit)
{
    if (!isModelEstimate(config))
        return unit;
    const QString u = unit.trimmed().toLower();
    if (u == QLatin1String("cycles"))
        return Text::tr("estimated cycles (model)");
    if (u == QLatin1String("us") || u == QStringLiteral("µs"))
        return Text::tr("µs from estimated cycles (model)");
    // Another unit from a cycle-model run (not the contract's): still named as the model's.
    return Text::tr("%1 (estimated by the cycle model)").arg(unit);
}

} // namespace report
} // namespace rb
