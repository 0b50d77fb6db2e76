// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/confounds.h"
#include "core/analysis/series.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

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
    if (!followsFrom.isEmpty())
        s += QCoreApplication::translate("rb::Analysis", " — follows from %1")
                 .arg(followsFrom.join(QStringLiteral(", ")));
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
    if (!followsFrom.isEmpty())
        o.insert("follows_from", QJsonArray::fromStringList(followsFrom));
    return o;
}

bool isDerivedIdentifier(const QString &condition)
{
    static const QRegularExpression re(
        QStringLiteral("^extra\\.(build_id|build_hash|.*(hash|sha1|sha256|sha512|md5|digest))$"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(condition).hasMatch();
}

namespace {
const QRegularExpression &optToken()
{
    static const QRegularExpression re(QStringLiteral("(?:^|\\s)(-O\\S*)"));
    return re;
}
} // namespace

QString cflagsWithoutOpt(const QString &cflags)
{
    static const QRegularExpression space(QStringLiteral("\\s+")); // compiled once
    QStringList kept;
    for (const QString &t : cflags.split(space, Qt::SkipEmptyParts))
        if (!t.startsWith(QLatin1String("-O")))
            kept << t;
    return kept.join(QLatin1Char(' '));
}

QString lastOptFlag(const QString &cflags)
{
    QString last;
    auto it = optToken().globalMatch(cflags);
    while (it.hasNext())
        last = it.next().captured(1);
    return last;
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
    for (const QString &k : extraKeys) {
        // mech.<case>.cost (issue 32, docs/cases.md "Stated costs"): the adapter's instructions
        // in a window as the audit counted them for the build; they follow from the kernel,
        // profile, compiler and flags and are never a condition of their own.
        if (k.startsWith(QLatin1String("mech.")) && k.endsWith(QLatin1String(".cost")))
            continue;
        const auto value = [k](const Configuration &c) { return c.extra.value(k); };
        // mech.* (how an adapter maps a case onto its kernel: mech.join=adapter_sem, ...) is
        // part of the kernel, like kernel_config: with the kernel studied, only a difference
        // within one kernel is one. So is irq.* (the test IRQ at each kernel's own kernel-aware
        // boundary: its NVIC priority and mask differ by kernel by design, docs/cases.md).
        if (kernelScoped &&
            (k.startsWith(QLatin1String("mech.")) || k.startsWith(QLatin1String("irq.")))) {
            std::map<QString, std::vector<const Configuration *>> byKernel;
            for (const Configuration *c : all)
                byKernel[canonicalKernel(c->kernel)].push_back(c);
            for (const auto &[kernel, list] : byKernel)
                checkKey(QStringLiteral("extra.") + k, list, value, list.front()->kernel, out);
            continue;
        }
        checkKey(QStringLiteral("extra.") + k, all, value, QString(), out);
    }
    return out;
}

namespace {

QString valueOf(const Configuration &c, const QString &key)
{
    if (key.startsWith(QLatin1String("kernel_config.")))
        return c.kernelConfig.value(key.mid(14));
    if (key.startsWith(QLatin1String("extra.")))
        return c.extra.value(key.mid(6));
    return c.value(key);
}

bool isStudied(const QString &key, const QStringList &studied)
{
    return studied.contains(key) || (key.contains(QLatin1Char('.')) &&
                                     studied.contains(key.section(QLatin1Char('.'), 0, 0)));
}

// Every stated condition key of the configurations except the derived identifiers.
QStringList comparableKeys(const std::vector<Configuration> &configs)
{
    QStringList keys;
    for (const QString &k : Configuration::conditionKeys())
        if (k != QLatin1String("kernel_config"))
            keys << k;
    QStringList kc, ex;
    for (const Configuration &c : configs) {
        for (auto it = c.kernelConfig.cbegin(); it != c.kernelConfig.cend(); ++it)
            if (!kc.contains(QStringLiteral("kernel_config.") + it.key()))
                kc << QStringLiteral("kernel_config.") + it.key();
        for (auto it = c.extra.cbegin(); it != c.extra.cend(); ++it)
            if (!isDerivedIdentifier(QStringLiteral("extra.") + it.key()) &&
                !ex.contains(QStringLiteral("extra.") + it.key()))
                ex << QStringLiteral("extra.") + it.key();
    }
    kc.sort();
    ex.sort();
    return keys + kc + ex;
}

// cflags that differ only by their -O option, each configuration's last -O being its
// opt_level, and opt_level differing: the flags follow the optimisation level.
bool cflagsFollowOptLevel(const std::vector<Configuration> &configs)
{
    QStringList stripped, levels;
    for (const Configuration &c : configs) {
        if (c.cflags.trimmed().isEmpty() || c.optLevel.trimmed().isEmpty() ||
            lastOptFlag(c.cflags) != c.optLevel.trimmed())
            return false;
        const QString s = cflagsWithoutOpt(c.cflags);
        if (!stripped.contains(s))
            stripped << s;
        if (!levels.contains(c.optLevel.trimmed()))
            levels << c.optLevel.trimmed();
    }
    return stripped.size() == 1 && levels.size() > 1;
}

// cflags that differ only by -flto (issue 37: RB_LTO=on adds it to the firmware's own flags)
// or by cargo's profile setting lto=... (embassy states its cargo profile as cflags, issue 35),
// and LTO differing: the flags follow LTO.
bool cflagsFollowLto(const std::vector<Configuration> &configs)
{
    static const QRegularExpression lto(QStringLiteral("(^|\\s)(-flto(=\\S*)?|lto=\\S*)(?=\\s|$)"));
    QStringList stripped, values;
    for (const Configuration &c : configs) {
        const QString s = QString(c.cflags).replace(lto, QString()).simplified();
        if (!stripped.contains(s))
            stripped << s;
        const QString v = c.extra.value(QStringLiteral("lto"));
        if (!values.contains(v))
            values << v;
    }
    return stripped.size() == 1 && values.size() > 1;
}

// opt_level is the last -O of every configuration's cflags.
bool optLevelFollowsCflags(const std::vector<Configuration> &configs)
{
    for (const Configuration &c : configs)
        if (c.optLevel.trimmed().isEmpty() || lastOptFlag(c.cflags) != c.optLevel.trimmed())
            return false;
    return true;
}

// What a derived identifier's differences follow from: for every two configurations whose
// identifiers differ, the other conditions that differ between them. The studied ones when they
// explain every such pair, else all of them; empty when some pair differs in nothing else (an
// unstated difference: a confound of its own).
QStringList identifierCauses(const std::vector<Configuration> &configs, const QString &key,
                             const QStringList &studied)
{
    const QStringList keys = comparableKeys(configs);
    // Each configuration's values read once (the pairs below compare them n^2 / 2 times).
    std::vector<QString> ids;
    std::vector<QStringList> values;
    for (const Configuration &c : configs) {
        ids.push_back(valueOf(c, key));
        QStringList v;
        for (const QString &k : keys)
            v << valueOf(c, k);
        values.push_back(std::move(v));
    }
    QStringList all, fromStudied;
    bool studiedExplainsAll = true;
    for (size_t i = 0; i < configs.size(); ++i) {
        for (size_t j = i + 1; j < configs.size(); ++j) {
            if (ids[i] == ids[j])
                continue;
            QStringList diff;
            for (qsizetype k = 0; k < keys.size(); ++k)
                if (values[i][k] != values[j][k])
                    diff << keys[k];
            if (diff.isEmpty())
                return {};
            bool explained = false;
            for (const QString &k : diff) {
                if (!all.contains(k))
                    all << k;
                if (isStudied(k, studied)) {
                    explained = true;
                    if (!fromStudied.contains(k))
                        fromStudied << k;
                }
            }
            studiedExplainsAll = studiedExplainsAll && explained;
        }
    }
    const QStringList &out = studiedExplainsAll ? fromStudied : all;
    // In the order of comparableKeys(), not first-seen order.
    QStringList ordered;
    for (const QString &k : keys)
        if (out.contains(k))
            ordered << k;
    return ordered;
}

} // namespace

std::vector<ConditionDifference> classifiedDifferences(const std::vector<Configuration> &configs,
                                                       const QStringList &studiedNames)
{
    const QStringList studied = Configuration::canonicalConditionKeys(studiedNames);
    const bool kernelStudied = studied.contains(QStringLiteral("kernel"));
    const bool clockStudied = studied.contains(QStringLiteral("clock_hz"));
    const bool toolchainStudied = studied.contains(QStringLiteral("toolchain"));
    const bool ltoStudied = studied.contains(QStringLiteral("extra.lto"));
    // A timer that counts core cycles (timer_hz == clock_hz) follows the clock.
    bool timerIsClock = true;
    for (const Configuration &c : configs)
        if (c.timerHz && c.clockHz != c.timerHz)
            timerIsClock = false;
    std::vector<ConditionDifference> out = differingConditions(configs, kernelStudied);
    for (ConditionDifference &d : out) {
        if (isStudied(d.condition, studied))
            continue;
        // Studying the clock implies its consequences: the flash wait states the flash
        // controller needs at that clock, and a cycle-counting timer's rate.
        if (clockStudied && (d.condition == QLatin1String("flash_wait_states") ||
                             (d.condition == QLatin1String("timer_hz") && timerIsClock)))
            d.followsFrom = QStringList{QStringLiteral("clock_hz")};
        // Studying the compiler implies its version and its program (COND cc); studying LTO,
        // the -flto it adds to the flags.
        else if (toolchainStudied && (d.condition == QLatin1String("toolchain_version") ||
                                      d.condition == QLatin1String("extra.cc")))
            d.followsFrom = QStringList{QStringLiteral("toolchain")};
        else if (ltoStudied && d.condition == QLatin1String("cflags") && cflagsFollowLto(configs))
            d.followsFrom = QStringList{QStringLiteral("extra.lto")};
        // embassy's COND rust.lto is cargo's name of the same setting (off | fat), and
        // embassy.raw_mutex the words for its kernel option raw_mutex (kcfg.raw_mutex).
        else if (ltoStudied && d.condition == QLatin1String("extra.rust.lto"))
            d.followsFrom = QStringList{QStringLiteral("extra.lto")};
        else if (d.condition == QLatin1String("extra.embassy.raw_mutex") &&
                 studied.contains(QStringLiteral("kernel_config.raw_mutex")))
            d.followsFrom = QStringList{QStringLiteral("kernel_config.raw_mutex")};
        else if (d.condition == QLatin1String("cflags") && cflagsFollowOptLevel(configs))
            d.followsFrom = QStringList{QStringLiteral("opt_level")};
        else if (d.condition == QLatin1String("opt_level") &&
                 studied.contains(QStringLiteral("cflags")) && optLevelFollowsCflags(configs))
            d.followsFrom = QStringList{QStringLiteral("cflags")};
        else if (isDerivedIdentifier(d.condition))
            d.followsFrom = identifierCauses(configs, d.condition, studied);
    }
    return out;
}

std::vector<ConditionDifference> confounds(const std::vector<Configuration> &configs,
                                           const QStringList &studiedNames)
{
    const QStringList studied = Configuration::canonicalConditionKeys(studiedNames);
    std::vector<ConditionDifference> out;
    for (ConditionDifference &d : classifiedDifferences(configs, studied))
        if (!isStudied(d.condition, studied) && d.followsFrom.isEmpty())
            out.push_back(std::move(d));
    return out;
}

} // namespace rb
