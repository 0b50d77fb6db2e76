// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/condition_text.h"

#include "report/unit_label.h"

#include <QCoreApplication>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Conditions)
};
} // namespace

QString conditionLabel(const QString &key)
{
    static const struct {
        const char *key;
        const char *label;
    } labels[] = {
        {"board", QT_TRANSLATE_NOOP("rb::Conditions", "Board")},
        {"mcu", QT_TRANSLATE_NOOP("rb::Conditions", "MCU")},
        {"core", QT_TRANSLATE_NOOP("rb::Conditions", "CPU core")},
        {"toolchain", QT_TRANSLATE_NOOP("rb::Conditions", "Toolchain")},
        {"toolchain_version", QT_TRANSLATE_NOOP("rb::Conditions", "Toolchain version")},
        {"cflags", QT_TRANSLATE_NOOP("rb::Conditions", "Flags")},
        {"opt_level", QT_TRANSLATE_NOOP("rb::Conditions", "Optimisation")},
        {"clock_hz", QT_TRANSLATE_NOOP("rb::Conditions", "Clock")},
        {"flash_wait_states", QT_TRANSLATE_NOOP("rb::Conditions", "Flash wait states")},
        {"kernel", QT_TRANSLATE_NOOP("rb::Conditions", "Kernel")},
        {"kernel_version", QT_TRANSLATE_NOOP("rb::Conditions", "Kernel version")},
        {"kernel_profile", QT_TRANSLATE_NOOP("rb::Conditions", "Kernel profile")},
        {"kernel_config", QT_TRANSLATE_NOOP("rb::Conditions", "Kernel config")},
        {"timing_method", QT_TRANSLATE_NOOP("rb::Conditions", "Timing method")},
        {"timer_hz", QT_TRANSLATE_NOOP("rb::Conditions", "Timer")},
        {"timer_emulated", QT_TRANSLATE_NOOP("rb::Conditions", "Emulated timer")},
        {"debugger", QT_TRANSLATE_NOOP("rb::Conditions", "Debugger")},
    };
    for (const auto &l : labels)
        if (key == QLatin1String(l.key))
            return Tr::tr(l.label);
    return key;
}

QString conditionDisplayValue(const Configuration &config, const QString &key)
{
    if (key == QLatin1String("clock_hz") || key == QLatin1String("timer_hz")) {
        const std::optional<qint64> hz =
            key == QLatin1String("clock_hz") ? config.clockHz : config.timerHz;
        if (!hz)
            return Tr::tr("unknown");
        return Tr::tr("%1 MHz").arg(QString::number(static_cast<double>(*hz) / 1e6, 'g', 6));
    }
    if (key == QLatin1String("timer_emulated")) {
        if (!config.timerEmulated)
            return Tr::tr("unknown");
        if (*config.timerEmulated && isModelEstimate(config)) // not measured: the model's
            return Tr::tr("yes (estimated cycles (model): %1, %2)")
                .arg(config.extra.value(QStringLiteral("cycle_model")),
                     config.extra.value(QStringLiteral("cycle_target")));
        return *config.timerEmulated ? Tr::tr("yes (instruction count)") : Tr::tr("no");
    }
    const QString v = config.value(key);
    return v.isEmpty() ? Tr::tr("unknown") : v;
}

QString conditionsTooltip(const Configuration &config)
{
    QStringList lines;
    for (const QString &key : Configuration::conditionKeys())
        lines << Tr::tr("%1: %2").arg(conditionLabel(key), conditionDisplayValue(config, key));
    for (auto it = config.extra.cbegin(); it != config.extra.cend(); ++it)
        lines << Tr::tr("%1: %2").arg(it.key(), it.value());
    return lines.join(QLatin1Char('\n'));
}

QString plainToolTip(const QString &text)
{
    if (text.isEmpty())
        return text;
    return QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(text.toHtmlEscaped());
}

QString runStatusText(RunStatus status)
{
    switch (status) {
    case RunStatus::Complete:
        return Tr::tr("complete");
    case RunStatus::Incomplete:
        return Tr::tr("incomplete");
    case RunStatus::Failed:
        break;
    }
    return Tr::tr("failed");
}

QString caseStatusText(const QString &status)
{
    if (status == QLatin1String("ok"))
        return Tr::tr("ok");
    if (status == QLatin1String("fail"))
        return Tr::tr("fail");
    if (status == QLatin1String("unsupported"))
        return Tr::tr("unsupported");
    if (status == QLatin1String("measured"))
        return Tr::tr("measured");
    return status;
}

QString runToolTip(RunStatus status, const QString &reason, const Configuration &config)
{
    QString head;
    if (status == RunStatus::Failed)
        head = reason.isEmpty() ? Tr::tr("Failed.") : Tr::tr("Failed: %1").arg(reason);
    else if (status == RunStatus::Incomplete)
        head = reason.isEmpty() ? Tr::tr("Incomplete.") : Tr::tr("Incomplete: %1").arg(reason);
    const QString conditions = conditionsTooltip(config);
    return plainToolTip(head.isEmpty() ? conditions : head + QStringLiteral("\n\n") + conditions);
}

QString configurationLabel(const Configuration &config)
{
    QStringList parts;
    QString kernel = config.kernel.isEmpty() ? Tr::tr("unknown kernel") : config.kernel;
    if (!config.kernelVersion.isEmpty())
        kernel = Tr::tr("%1 %2").arg(kernel, config.kernelVersion);
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
