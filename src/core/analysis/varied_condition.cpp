// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/varied_condition.h"

#include "core/analysis/comparison.h"
#include "core/analysis/confounds.h"
#include "core/analysis/series.h"

#include <QMap>

#include <algorithm>

namespace rb {

namespace {
bool sameConfiguration(const Configuration &a, const Configuration &b)
{
    return a.kernel == b.kernel && a.optLevel == b.optLevel && a.clockHz == b.clockHz &&
           a.board == b.board && a.mcu == b.mcu && a.core == b.core && a.toolchain == b.toolchain &&
           a.toolchainVersion == b.toolchainVersion && a.cflags == b.cflags &&
           a.flashWaitStates == b.flashWaitStates && a.kernelVersion == b.kernelVersion &&
           a.kernelProfile == b.kernelProfile && a.timingMethod == b.timingMethod &&
           a.timerHz == b.timerHz && a.timerEmulated == b.timerEmulated &&
           a.debugger == b.debugger && a.kernelConfig == b.kernelConfig && a.extra == b.extra;
}

// An unknown value (a run whose build failed states only its kernel, level and board; a
// published number without its flags) is no value of its own here: it neither makes a condition
// vary within a kernel nor contradicts what determines it. The confounds trap still names it.

// The configurations without repeats, in first-seen order. Callers pass one configuration per
// series (a run's six metrics are six copies); every rule below depends only on which
// configurations there are and the order values are first seen in, never on how often one
// repeats, and the pairwise rules (confounds' identifierCauses) are quadratic in the count.
// Compared field by field (a configuration's JSON is dear to build): two kept apart that
// their JSON would call equal are harmless, a repeat changes nothing either way.
std::vector<Configuration> distinctConfigs(const std::vector<Configuration> &configs)
{
    std::vector<Configuration> out;
    for (const Configuration &c : configs)
        if (std::none_of(out.begin(), out.end(),
                         [&c](const Configuration &o) { return sameConfiguration(o, c); }))
            out.push_back(c);
    return out;
}
} // namespace

VariedCondition findVariedCondition(const std::vector<Configuration> &all)
{
    const std::vector<Configuration> configs = distinctConfigs(all);
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
                                        if (v.isEmpty())
                                            continue; // unknown: no other value
                                        if (first.contains(k) && first.value(k) != v)
                                            return false;
                                        first.insert(k, v);
                                    }
                                    return true;
                                }),
                 others.end());
    // What is derived from the conditions an experiment varies: the flags each kernel's build
    // states, a kernel's Kconfig keys, other stated extras.
    const auto derived = [](const QString &c) {
        return c == QLatin1String("cflags") || c.startsWith(QLatin1String("kernel_config.")) ||
               c.startsWith(QLatin1String("extra."));
    };
    // c determines o when each value of c comes with one value of o; for a derived o, within
    // every kernel: what follows c in one kernel only (Zephyr's Kconfig optimisation choice) or
    // differently in each (the flags embassy's rustc and the C kernels' gcc state) belongs to
    // that kernel's configuration at c. A condition every kernel has (opt_level, the clock)
    // must follow c the same way in all of them.
    const auto determines = [&configs, &derived](const QString &c, const QString &o) {
        QMap<QString, QString> seen;
        for (const Configuration &cfg : configs) {
            QString k = conditionValue(cfg, c);
            const QString v = conditionValue(cfg, o);
            if (k.isEmpty() || v.isEmpty())
                continue; // unknown: it neither follows c nor contradicts it
            if (derived(o))
                k = canonicalKernel(cfg.kernel) + QChar(0x1f) + k;
            if (seen.contains(k) && seen.value(k) != v)
                return false;
            seen.insert(k, v);
        }
        return true;
    };
    // A condition an experiment varies (opt_level) before a derived one when both determine
    // the rest.
    for (int pass = 0; pass < 2 && out.key.isEmpty(); ++pass)
        for (const QString &c : std::as_const(others)) {
            if ((pass == 0) == derived(c))
                continue;
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
