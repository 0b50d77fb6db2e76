// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/varied_condition.h"

#include "core/analysis/comparison.h"
#include "core/analysis/confounds.h"
#include "core/analysis/series.h"

#include <QMap>

#include <algorithm>

namespace rb {

VariedCondition findVariedCondition(const std::vector<Configuration> &configs)
{
    VariedCondition out;
    QStringList &others = out.candidates;
    for (const ConditionDifference &diff : confounds(configs, {QStringLiteral("kernel")}))
        if (!others.contains(diff.condition))
            others.push_back(diff.condition);
    // A condition that takes one value within every kernel belongs to the kernel.
    others.erase(std::remove_if(others.begin(), others.end(),
                                [&configs](const QString &c) {
                                    QMap<QString, QString> first;
                                    for (const Configuration &cfg : configs) {
                                        const QString k = canonicalKernel(cfg.kernel);
                                        const QString v = conditionValue(cfg, c);
                                        if (first.contains(k) && first.value(k) != v)
                                            return false;
                                        first.insert(k, v);
                                    }
                                    return true;
                                }),
                 others.end());
    // c determines o when each value of c comes with one value of o.
    const auto determines = [&configs](const QString &c, const QString &o) {
        QMap<QString, QString> seen;
        for (const Configuration &cfg : configs) {
            const QString k = conditionValue(cfg, c), v = conditionValue(cfg, o);
            if (seen.contains(k) && seen.value(k) != v)
                return false;
            seen.insert(k, v);
        }
        return true;
    };
    for (const QString &c : std::as_const(others)) {
        bool all = true;
        for (const QString &o : std::as_const(others))
            all = all && determines(c, o);
        if (all) {
            out.key = c;
            break;
        }
    }
    return out;
}

} // namespace rb
