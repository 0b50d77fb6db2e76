// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/display_unit.h"

#include "report/unit_label.h"

#include <QCoreApplication>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::DisplayUnit)
};

std::optional<double> positive(const std::optional<qint64> &v)
{
    if (v && *v > 0)
        return static_cast<double>(*v);
    return std::nullopt;
}
} // namespace

UnitScale unitScale(const Configuration &config, const QString &sampleUnit, DisplayUnit target)
{
    const std::optional<double> clock = positive(config.clockHz);
    const std::optional<double> timer = positive(config.timerHz);
    const QString unit = sampleUnit.trimmed().toLower();
    UnitScale s;
    if (target == DisplayUnit::Native) {
        s.factor = 1.0; // each run's own unit: nothing to convert
        return s;
    }
    if (unit == QLatin1String("cycles")) {
        if (target == DisplayUnit::Cycles) {
            s.factor = 1.0;
        } else if (timer || clock) {
            s.factor = 1e6 / (timer ? *timer : *clock);
        } else if (isModelEstimate(config)) {
            s.whyNot = Tr::tr("The cycle model's clock is unknown: estimated cycles (model) "
                              "cannot be converted to µs.");
        } else {
            s.whyNot = Tr::tr("The clock is unknown: cycles cannot be converted to µs.");
        }
    } else if (unit == QLatin1String("ticks")) {
        if (!timer) {
            s.whyNot = Tr::tr("The timer frequency is unknown: ticks cannot be converted.");
        } else if (target == DisplayUnit::Micros) {
            s.factor = 1e6 / *timer;
        } else if (clock) {
            s.factor = *clock / *timer;
        } else {
            s.whyNot = Tr::tr("The clock is unknown: ticks cannot be converted to cycles.");
        }
    } else if (unit == QLatin1String("ns") || unit == QLatin1String("us") ||
               unit == QStringLiteral("µs")) {
        const double toMicros = unit == QLatin1String("ns") ? 1e-3 : 1.0;
        if (target == DisplayUnit::Micros) {
            s.factor = toMicros;
        } else if (clock) {
            s.factor = toMicros * *clock / 1e6;
        } else {
            s.whyNot = Tr::tr("The clock is unknown: time cannot be converted to cycles.");
        }
    } else {
        s.whyNot = Tr::tr("Unit %1 is not a time.").arg(sampleUnit);
    }
    return s;
}

QString displayUnitName(DisplayUnit unit)
{
    switch (unit) {
    case DisplayUnit::Cycles:
        return Tr::tr("cycles");
    case DisplayUnit::Micros:
        return Tr::tr("µs");
    case DisplayUnit::Native:
        break;
    }
    return Tr::tr("run's own unit");
}

QString displayUnitLabel(DisplayUnit unit, const QString &sampleUnit)
{
    return unit == DisplayUnit::Native ? sampleUnit : displayUnitName(unit);
}

QString estimatedUnitLabel(DisplayUnit unit)
{
    return unit == DisplayUnit::Micros ? Tr::tr("µs from estimated cycles (model)")
                                       : Tr::tr("estimated cycles (model)");
}

QString displayUnitLabel(DisplayUnit unit, const QString &sampleUnit, const Configuration &config)
{
    if (!isModelEstimate(config))
        return displayUnitLabel(unit, sampleUnit);
    if (unit != DisplayUnit::Native)
        return estimatedUnitLabel(unit);
    const QString u = sampleUnit.trimmed().toLower();
    if (u == QLatin1String("cycles"))
        return estimatedUnitLabel(DisplayUnit::Cycles);
    if (u == QLatin1String("us") || u == QStringLiteral("µs"))
        return estimatedUnitLabel(DisplayUnit::Micros);
    return Tr::tr("%1 (estimated by the cycle model)").arg(sampleUnit);
}

QString displayUnitKey(DisplayUnit unit)
{
    switch (unit) {
    case DisplayUnit::Cycles:
        return QStringLiteral("cycles");
    case DisplayUnit::Micros:
        return QStringLiteral("us");
    case DisplayUnit::Native:
        break;
    }
    return QStringLiteral("native");
}

DisplayUnit displayUnitFromKey(const QString &key)
{
    if (key == QLatin1String("us"))
        return DisplayUnit::Micros;
    if (key == QLatin1String("native"))
        return DisplayUnit::Native;
    return DisplayUnit::Cycles;
}

} // namespace rb
