// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/confounds.h"
#include "analysis/series.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <functional>
#include <map>

namespace rb {

QString ConditionDifference::describe() const
{
    QStringList shown;
    for (const QString &v : values)
        shown << (v.isEmpty() ? QCoreApplication::translate("rb::Analysis", "(unknown)") : v);
    QString s = QStringLiteral("%1: %2").arg(condition, shown.join(QStringLiteral(", ")));
    if (!kernel.isEmpty())
        s += QCoreApplication::translate("rb::Analysis", " (within %1)").arg(kernel);
    if (includesUnknown)
        s += QCoreApplication::translate("rb::Analysis",
                                         " — not stated for some: differing and unknown");
    return s;
}

QJsonObject ConditionDifference::toJson() const
{
    QJsonObject o;
    o.insert("condition", condition);
    QJsonArray vals;
    for (const QString &v : values)
        vals.append(v.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(v));
    o.insert("values", vals);
    o.insert("includes_unknown", includesUnknown);
    if (!kernel.isEmpty())
        o.insert("kernel", kernel);
    return o;
}

namespace {

using Getter = std::function<QString(const Configuration &)>;

void checkKey(const QString &key, const std::vector<const Configuration *> &configs,
              const Getter &get, const QString &kernel, std::vector<ConditionDifference> &out)
{
    QStringList values;
    for (const Configuration *c : configs) {
        const QString v = get(*c);
        if (!values.contains(v))
            values << v;
    }
    if (values.size() < 2)
        return;
    ConditionDifference d;
    d.condition = key;
    d.values = values;
    d.includesUnknown = values.contains(QString());
    d.kernel = kernel;
    out.push_back(d);
}

void kernelConfigKeys(const std::vector<const Configuration *> &configs, const QString &kernel,
                      std::vector<ConditionDifference> &out)
{
    QStringList keys;
    for (const Configuration *c : configs)
        for (auto it = c->kernelConfig.cbegin(); it != c->kernelConfig.cend(); ++it)
            if (!keys.contains(it.key()))
                keys << it.key();
    keys.sort();
    for (const QString &k : keys)
        checkKey(
            QStringLiteral("kernel_config.") + k, configs,
            [k](const Configuration &c) { return c.kernelConfig.value(k); }, kernel, out);
}

} // namespace

std::vector<ConditionDifference> differingConditions(const std::vector<Configuration> &configs,
                                                     bool kernelScoped)
{
    std::vector<ConditionDifference> out;
    std::vector<const Configuration *> all;
    for (const Configuration &c : configs)
        all.push_back(&c);
    if (all.size() < 2)
        return out;
    for (const QString &key : Configuration::conditionKeys()) {
        if (key == QLatin1String("kernel_config")) {
            if (!kernelScoped) {
                kernelConfigKeys(all, QString(), out);
            } else {
                std::map<QString, std::vector<const Configuration *>> byKernel;
                for (const Configuration *c : all)
                    byKernel[canonicalKernel(c->kernel)].push_back(c);
                for (const auto &[k, list] : byKernel)
                    kernelConfigKeys(list, list.front()->kernel, out);
            }
            continue;
        }
        if (kernelScoped && key == QLatin1String("kernel_version")) {
            std::map<QString, std::vector<const Configuration *>> byKernel;
            for (const Configuration *c : all)
                byKernel[canonicalKernel(c->kernel)].push_back(c);
            for (const auto &[k, list] : byKernel)
                checkKey(
                    key, list, [key](const Configuration &c) { return c.value(key); },
                    list.front()->kernel, out);
            continue;
        }
        checkKey(
            key, all, [key](const Configuration &c) { return c.value(key); }, QString(), out);
    }
    QStringList extraKeys;
    for (const Configuration *c : all)
        for (auto it = c->extra.cbegin(); it != c->extra.cend(); ++it)
            if (!extraKeys.contains(it.key()))
                extraKeys << it.key();
    extraKeys.sort();
    for (const QString &k : extraKeys)
        checkKey(
            QStringLiteral("extra.") + k, all,
            [k](const Configuration &c) { return c.extra.value(k); }, QString(), out);
    return out;
}

std::vector<ConditionDifference> confounds(const std::vector<Configuration> &configs,
                                           const QStringList &studied)
{
    const bool kernelStudied = studied.contains(QStringLiteral("kernel"));
    const bool clockStudied = studied.contains(QStringLiteral("clock_hz"));
    // A timer that counts core cycles (timer_hz == clock_hz) follows the clock.
    bool timerIsClock = true;
    for (const Configuration &c : configs)
        if (c.timerHz && c.clockHz != c.timerHz)
            timerIsClock = false;
    std::vector<ConditionDifference> out;
    for (ConditionDifference &d : differingConditions(configs, kernelStudied)) {
        if (studied.contains(d.condition))
            continue;
        // Studying the clock implies its consequences: the flash wait states the flash
        // controller needs at that clock, and a cycle-counting timer's rate.
        if (clockStudied && (d.condition == QLatin1String("flash_wait_states") ||
                             (d.condition == QLatin1String("timer_hz") && timerIsClock)))
            continue;
        // "kernel_config" studied covers all its keys; "extra" covers all extra keys.
        const QString family = d.condition.section(QLatin1Char('.'), 0, 0);
        if (d.condition.contains(QLatin1Char('.')) && studied.contains(family))
            continue;
        out.push_back(std::move(d));
    }
    return out;
}

} // namespace rb
