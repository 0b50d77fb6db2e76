// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/condition_text.h"

#include <QCoreApplication>

namespace rb {

namespace {
QString tr(const char *s)
{
    return QCoreApplication::translate("Conditions", s);
}
} // namespace

QString conditionLabel(const QString &key)
{
    static const struct {
        const char *key;
        const char *label;
    } labels[] = {
        {"board", QT_TRANSLATE_NOOP("Conditions", "Board")},
        {"mcu", QT_TRANSLATE_NOOP("Conditions", "MCU")},
        {"core", QT_TRANSLATE_NOOP("Conditions", "Core")},
        {"toolchain", QT_TRANSLATE_NOOP("Conditions", "Toolchain")},
        {"toolchain_version", QT_TRANSLATE_NOOP("Conditions", "Toolchain version")},
        {"cflags", QT_TRANSLATE_NOOP("Conditions", "Flags")},
        {"opt_level", QT_TRANSLATE_NOOP("Conditions", "Optimisation")},
        {"clock_hz", QT_TRANSLATE_NOOP("Conditions", "Clock")},
        {"flash_wait_states", QT_TRANSLATE_NOOP("Conditions", "Flash wait states")},
        {"kernel", QT_TRANSLATE_NOOP("Conditions", "Kernel")},
        {"kernel_version", QT_TRANSLATE_NOOP("Conditions", "Kernel version")},
        {"kernel_profile", QT_TRANSLATE_NOOP("Conditions", "Kernel profile")},
        {"kernel_config", QT_TRANSLATE_NOOP("Conditions", "Kernel config")},
        {"timing_method", QT_TRANSLATE_NOOP("Conditions", "Timing method")},
        {"timer_hz", QT_TRANSLATE_NOOP("Conditions", "Timer")},
        {"timer_emulated", QT_TRANSLATE_NOOP("Conditions", "Emulated timer")},
        {"debugger", QT_TRANSLATE_NOOP("Conditions", "Debugger")},
    };
    for (const auto &l : labels)
        if (key == QLatin1String(l.key))
            return tr(l.label);
    return key;
}

QString conditionDisplayValue(const Configuration &config, const QString &key)
{
    if (key == QLatin1String("clock_hz") || key == QLatin1String("timer_hz")) {
        const std::optional<qint64> hz =
            key == QLatin1String("clock_hz") ? config.clockHz : config.timerHz;
        if (!hz)
            return tr("unknown");
        return tr("%1 MHz").arg(QString::number(static_cast<double>(*hz) / 1e6, 'g', 6));
    }
    if (key == QLatin1String("timer_emulated")) {
        if (!config.timerEmulated)
            return tr("unknown");
        return *config.timerEmulated ? tr("yes (instruction count)") : tr("no");
    }
    const QString v = config.value(key);
    return v.isEmpty() ? tr("unknown") : v;
}

QString conditionsTooltip(const Configuration &config)
{
    QStringList lines;
    for (const QString &key : Configuration::conditionKeys())
        lines << tr("%1: %2").arg(conditionLabel(key), conditionDisplayValue(config, key));
    for (auto it = config.extra.cbegin(); it != config.extra.cend(); ++it)
        lines << tr("%1: %2").arg(it.key(), it.value());
    return lines.join(QLatin1Char('\n'));
}

QString configurationLabel(const Configuration &config)
{
    QStringList parts;
    QString kernel = config.kernel.isEmpty() ? tr("unknown kernel") : config.kernel;
    if (!config.kernelVersion.isEmpty())
        kernel = tr("%1 %2").arg(kernel, config.kernelVersion);
    parts << kernel;
    if (!config.board.isEmpty())
        parts << config.board;
    if (!config.optLevel.isEmpty())
        parts << config.optLevel;
    if (config.clockHz)
        parts << conditionDisplayValue(config, QStringLiteral("clock_hz"));
    if (!config.timingMethod.isEmpty())
        parts << config.timingMethod;
    if (!config.kernelProfile.isEmpty())
        parts << config.kernelProfile;
    return parts.join(QStringLiteral(" · "));
}

} // namespace rb
