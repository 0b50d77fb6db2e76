// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/legacy_metric.h"

namespace rb {

QString metricAsRead(const Configuration &config, const QString &storedMetric)
{
    const bool alloc = storedMetric == QLatin1String("heap_alloc");
    if (!alloc && storedMetric != QLatin1String("heap_free"))
        return storedMetric;
    const QString mech = config.extra.value(QStringLiteral("mech.heap"));
    if (mech == QLatin1String("fixed_block") || mech == QLatin1String("memory_pool"))
        return alloc ? QStringLiteral("pool_alloc") : QStringLiteral("pool_free");
    return storedMetric;
}

} // namespace rb
