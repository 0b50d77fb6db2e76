// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/comparison_plan.h"

#include "core/analysis/comparison.h"
#include "core/analysis/varied_condition.h"

namespace rb {

QStringList studiedConditions(const std::vector<Configuration> &configs)
{
    QStringList studied{QStringLiteral("kernel")};
    if (const QString varied = findVariedCondition(configs).key; !varied.isEmpty())
        studied << varied;
    return studied;
}

PairFilter studiedPairs(const QStringList &studiedNames)
{
    const QStringList studied = Configuration::canonicalConditionKeys(studiedNames);
    if (studied.size() < 2)
        return {};
    return [studied](const Series &a, const Series &b) {
        int differ = 0;
        for (const QString &key : studied) {
            const bool same = key == QLatin1String("kernel")
                                  ? a.kernelKey() == b.kernelKey()
                                  : conditionValue(a.config, key) == conditionValue(b.config, key);
            differ += same ? 0 : 1;
        }
        return differ == 1;
    };
}

} // namespace rb
