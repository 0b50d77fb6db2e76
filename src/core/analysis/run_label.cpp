// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/run_label.h"

#include "core/analysis/comparison.h"
#include "core/analysis/varied_condition.h"

namespace rb {

QStringList labelConditions(const std::vector<Configuration> &configs)
{
    const VariedCondition v = findVariedCondition(configs);
    if (!v.key.isEmpty())
        return {v.key};
    return v.candidates;
}

QString labelOf(const Configuration &config, const QStringList &keys)
{
    QStringList parts{config.kernel.isEmpty() ? QStringLiteral("?") : config.kernel};
    for (const QString &name : keys) {
        const QString key = Configuration::canonicalConditionKey(name);
        const QString value = conditionValue(config, key);
        if (value.isEmpty()) {
            parts << QStringLiteral("%1=?").arg(key);
        } else if (key == QLatin1String("clock_hz")) {
            bool ok = false;
            const double hz = value.toDouble(&ok);
            parts << (ok ? QStringLiteral("%1 MHz").arg(hz / 1e6, 0, 'g', 6) : value);
        } else if (key == QLatin1String("opt_level") || key == QLatin1String("board") ||
                   key == QLatin1String("kernel_version") ||
                   key == QLatin1String("kernel_profile") ||
                   key == QLatin1String("timing_method")) {
            parts << value; // "-O2", "qemu", "V11.1.0", "minimal", "dwt" say what they are
        } else {
            parts << QStringLiteral("%1=%2").arg(key, value);
        }
    }
    return parts.join(QLatin1Char(' '));
}

QString runLabel(qint64 runId, const Configuration &config, const QStringList &keys)
{
    const QString label = labelOf(config, keys);
    return runId > 0 ? QStringLiteral("#%1 %2").arg(runId).arg(label) : label;
}

} // namespace rb
