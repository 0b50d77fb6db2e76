// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/configuration.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonDocument>

namespace rb {
namespace {

QJsonValue str(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

template <typename T> QJsonValue opt(const std::optional<T> &v)
{
    if (!v)
        return QJsonValue(QJsonValue::Null);
    return QJsonValue(static_cast<qint64>(*v));
}

QJsonObject mapToJson(const QMap<QString, QString> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QMap<QString, QString> mapFromJson(const QJsonValue &v)
{
    QMap<QString, QString> m;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        m.insert(it.key(),
                 it.value().isString() ? it.value().toString() : it.value().toVariant().toString());
    return m;
}

template <typename T> std::optional<T> optFrom(const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    if (v.isBool())
        return static_cast<T>(v.toBool());
    return static_cast<T>(v.toInteger());
}

} // namespace

QJsonObject Configuration::toJson() const
{
    QJsonObject o;
    o.insert("board", str(board));
    o.insert("mcu", str(mcu));
    o.insert("core", str(core));
    o.insert("toolchain", str(toolchain));
    o.insert("toolchain_version", str(toolchainVersion));
    o.insert("cflags", str(cflags));
    o.insert("opt_level", str(optLevel));
    o.insert("clock_hz", opt(clockHz));
    o.insert("flash_wait_states", opt(flashWaitStates));
    o.insert("kernel", str(kernel));
    o.insert("kernel_version", str(kernelVersion));
    o.insert("kernel_profile", str(kernelProfile));
    o.insert("kernel_config", mapToJson(kernelConfig));
    o.insert("timing_method", str(timingMethod));
    o.insert("timer_hz", opt(timerHz));
    o.insert("timer_emulated",
             timerEmulated ? QJsonValue(*timerEmulated) : QJsonValue(QJsonValue::Null));
    o.insert("debugger", str(debugger));
    o.insert("extra", mapToJson(extra));
    return o;
}

Configuration Configuration::fromJson(const QJsonObject &o)
{
    Configuration c;
    c.board = o.value("board").toString();
    c.mcu = o.value("mcu").toString();
    c.core = o.value("core").toString();
    c.toolchain = o.value("toolchain").toString();
    c.toolchainVersion = o.value("toolchain_version").toString();
    c.cflags = o.value("cflags").toString();
    c.optLevel = o.value("opt_level").toString();
    c.clockHz = optFrom<qint64>(o.value("clock_hz"));
    c.flashWaitStates = optFrom<int>(o.value("flash_wait_states"));
    c.kernel = o.value("kernel").toString();
    c.kernelVersion = o.value("kernel_version").toString();
    c.kernelProfile = o.value("kernel_profile").toString();
    c.kernelConfig = mapFromJson(o.value("kernel_config"));
    c.timingMethod = o.value("timing_method").toString();
    c.timerHz = optFrom<qint64>(o.value("timer_hz"));
    c.timerEmulated = optFrom<bool>(o.value("timer_emulated"));
    c.debugger = o.value("debugger").toString();
    c.extra = mapFromJson(o.value("extra"));
    return c;
}

QString Configuration::hash() const
{
    // QJsonDocument writes object keys sorted, so the compact form is canonical.
    const QByteArray canonical = QJsonDocument(toJson()).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
}

QStringList Configuration::conditionKeys()
{
    return {"board",
            "mcu",
            "core",
            "toolchain",
            "toolchain_version",
            "cflags",
            "opt_level",
            "clock_hz",
            "flash_wait_states",
            "kernel",
            "kernel_version",
            "kernel_profile",
            "kernel_config",
            "timing_method",
            "timer_hz",
            "timer_emulated",
            "debugger"};
}

QString Configuration::canonicalConditionKey(const QString &key)
{
    static const QHash<QString, QString> aliases = {
        {QStringLiteral("profile"), QStringLiteral("kernel_profile")},
        {QStringLiteral("timer"), QStringLiteral("timing_method")},
        {QStringLiteral("opt"), QStringLiteral("opt_level")},
        {QStringLiteral("compiler"), QStringLiteral("toolchain")},
        {QStringLiteral("compiler_version"), QStringLiteral("toolchain_version")},
        {QStringLiteral("flash_ws"), QStringLiteral("flash_wait_states")},
        {QStringLiteral("lto"), QStringLiteral("extra.lto")}, // COND lto, cc (issue 37)
        {QStringLiteral("cc"), QStringLiteral("extra.cc")},
    };
    const QString k = key.trimmed();
    if (k.startsWith(QLatin1String("kcfg.")) && k.size() > 5)
        return QStringLiteral("kernel_config.") + k.mid(5);
    return aliases.value(k, k);
}

QStringList Configuration::canonicalConditionKeys(const QStringList &keys)
{
    QStringList out;
    for (const QString &k : keys) {
        const QString c = canonicalConditionKey(k);
        if (!out.contains(c))
            out << c;
    }
    return out;
}

QString Configuration::value(const QString &key) const
{
    // Field by field (it was toJson().value(key): the whole object built for one value, which
    // the confound analysis of 24 runs called some 10^5 times, a third of the report's time).
    const auto number = [](const auto &v) {
        return v ? QString::number(static_cast<qint64>(*v)) : QString();
    };
    const auto map = [](const QMap<QString, QString> &m) {
        QStringList parts;
        for (auto it = m.cbegin(); it != m.cend(); ++it)
            parts << it.key() + '=' + it.value();
        return parts.join(' ');
    };
    if (key == QLatin1String("board"))
        return board;
    if (key == QLatin1String("mcu"))
        return mcu;
    if (key == QLatin1String("core"))
        return core;
    if (key == QLatin1String("toolchain"))
        return toolchain;
    if (key == QLatin1String("toolchain_version"))
        return toolchainVersion;
    if (key == QLatin1String("cflags"))
        return cflags;
    if (key == QLatin1String("opt_level"))
        return optLevel;
    if (key == QLatin1String("clock_hz"))
        return number(clockHz);
    if (key == QLatin1String("flash_wait_states"))
        return number(flashWaitStates);
    if (key == QLatin1String("kernel"))
        return kernel;
    if (key == QLatin1String("kernel_version"))
        return kernelVersion;
    if (key == QLatin1String("kernel_profile"))
        return kernelProfile;
    if (key == QLatin1String("kernel_config"))
        return map(kernelConfig);
    if (key == QLatin1String("timing_method"))
        return timingMethod;
    if (key == QLatin1String("timer_hz"))
        return number(timerHz);
    if (key == QLatin1String("timer_emulated"))
        return timerEmulated ? (*timerEmulated ? QStringLiteral("1") : QStringLiteral("0"))
                             : QString();
    if (key == QLatin1String("debugger"))
        return debugger;
    if (key == QLatin1String("extra"))
        return map(extra);
    return {};
}

} // namespace rb
