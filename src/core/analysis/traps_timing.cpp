// SPDX-License-Identifier: GPL-3.0-or-later
// Traps about the comparison and the timer: 5 (clock / wait states differ), 6 (timer too
// coarse), 9 (more than one factor varies).
#include "core/analysis/confounds.h"
#include "core/analysis/traps.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>
#include <optional>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Traps)
};

std::vector<Configuration> configsOf(const SeriesList &list)
{
    std::vector<Configuration> out;
    QStringList seen;
    for (const Series &s : list) {
        const QString h = s.config.hash();
        if (!seen.contains(h)) {
            seen << h;
            out.push_back(s.config);
        }
    }
    return out;
}

QString commonMetric(const SeriesList &list)
{
    QString m;
    for (const Series &s : list) {
        if (m.isEmpty())
            m = s.metric;
        else if (m != s.metric)
            return QString();
    }
    return m;
}

// Seconds per unit of a value, or nullopt when it cannot be converted.
std::optional<double> secondsPerUnit(const Series &s)
{
    const QString u = s.unit.trimmed().toLower();
    if (u == QLatin1String("ns"))
        return 1e-9;
    if (u == QLatin1String("us") || u == QString::fromUtf8("µs"))
        return 1e-6;
    if (u == QLatin1String("ms"))
        return 1e-3;
    if (u == QLatin1String("s"))
        return 1.0;
    if (u == QLatin1String("cycles") && s.config.clockHz && *s.config.clockHz > 0)
        return 1.0 / static_cast<double>(*s.config.clockHz);
    if (u == QLatin1String("ticks") && s.config.timerHz && *s.config.timerHz > 0)
        return 1.0 / static_cast<double>(*s.config.timerHz);
    return std::nullopt;
}

// The timer period in seconds: 1 / timer_hz, else the resolution stated in the timing method
// text ("1 us resolution", "100 MS/s").
std::optional<double> timerPeriod(const Series &s)
{
    if (s.config.timerHz && *s.config.timerHz > 0)
        return 1.0 / static_cast<double>(*s.config.timerHz);
    static const QRegularExpression resRe(
        QString::fromUtf8("([0-9]+(?:\\.[0-9]+)?)\\s*(ns|us|µs|ms)\\s*(?:resolution|分辨率)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression rateRe(QStringLiteral("([0-9]+(?:\\.[0-9]+)?)\\s*MS/s"),
                                           QRegularExpression::CaseInsensitiveOption);
    const QString t = s.config.timingMethod;
    const auto m = resRe.match(t);
    if (m.hasMatch()) {
        const double v = m.captured(1).toDouble();
        const QString u = m.captured(2).toLower();
        return v * (u == QLatin1String("ns") ? 1e-9 : u == QLatin1String("ms") ? 1e-3 : 1e-6);
    }
    const auto r = rateRe.match(t);
    if (r.hasMatch() && r.captured(1).toDouble() > 0)
        return 1.0 / (r.captured(1).toDouble() * 1e6);
    if (t.trimmed().compare(QLatin1String("dwt"), Qt::CaseInsensitive) == 0 && s.config.clockHz &&
        *s.config.clockHz > 0)
        return 1.0 / static_cast<double>(*s.config.clockHz); // one cycle
    return std::nullopt;
}

} // namespace

std::vector<TrapWarning> detectClockDiffers(const SeriesList &list, const QStringList &studied)
{
    std::vector<TrapWarning> out;
    const std::vector<ConditionDifference> diffs = differingConditions(configsOf(list));
    for (const ConditionDifference &d : diffs) {
        if (d.condition != QLatin1String("clock_hz") &&
            d.condition != QLatin1String("flash_wait_states"))
            continue;
        // Wait states follow the clock: when the clock is studied they are expected too.
        const bool isStudied =
            studied.contains(d.condition) || studied.contains(QStringLiteral("clock_hz"));
        TrapWarning w = traps::makeWarning(5, "clock_differs",
                                           isStudied ? TrapSeverity::Info : TrapSeverity::Warning);
        w.metric = commonMetric(list);
        w.explanation =
            isStudied
                ? Tr::tr("%1 is the studied condition: the clock moves what flash and "
                         "peripheral accesses cost against the core (and the flash wait states, "
                         "on parts that need more at a higher clock), unequally for each "
                         "kernel's code, so rankings may flip between its values.")
                      .arg(d.describe())
                : Tr::tr(
                      "The compared runs differ in %1: the clock moves what flash and peripheral "
                      "accesses cost against the core (and the flash wait states, on parts that "
                      "need more at a higher clock), unequally for each kernel's code; compare "
                      "at one clock.")
                      .arg(d.describe());
        w.details = d.toJson();
        for (const Series &s : list)
            traps::addSeries(w, s);
        out.push_back(w);
    }
    return out;
}

std::vector<TrapWarning> detectCoarseTimer(const SeriesList &list)
{
    std::vector<TrapWarning> out;
    for (const Series &s : list) {
        const double center = s.center();
        if (!(center > 0))
            continue;
        double periodUnits = 0; // the timer period expressed in the unit of the values
        const bool ticks = s.unit.trimmed().toLower() == QLatin1String("ticks");
        // The virtual board's ticks count emulated instructions under -icount: a window of 5
        // is exactly 5 instructions, with no reading error to quantise (it fired on every
        // short virtual-board case).
        if (ticks && (s.config.timerEmulated.value_or(false) ||
                      s.config.timingMethod.contains(QLatin1String("icount"))))
            continue;
        // Nor does the cycle model's estimate (docs/cycle-model.md): an exact sum of per
        // instruction costs, read by no timer.
        if (s.config.timingMethod == QLatin1String("cycle-model"))
            continue;
        if (ticks) {
            periodUnits = 1.0;
        } else {
            const auto period = timerPeriod(s);
            const auto spu = secondsPerUnit(s);
            if (!period || !spu)
                continue;
            periodUnits = *period / *spu;
        }
        if (periodUnits < kCoarseTimerFraction * center)
            continue;
        TrapWarning w = traps::makeWarning(6, "coarse_timer", TrapSeverity::Warning);
        w.metric = s.metric;
        // "1 tick", not "1 ticks" (issue 17 item 7).
        const QString resolution =
            ticks && periodUnits == 1.0
                ? Tr::tr("1 tick")
                : QStringLiteral("%1 %2").arg(periodUnits, 0, 'g', 6).arg(s.unit);
        w.explanation = Tr::tr("The timer resolution (%1) is at least a tenth of the measured "
                               "%2 (%3 %4, %5): the number is mostly quantisation.")
                            .arg(resolution, s.metric)
                            .arg(center, 0, 'g', 6)
                            .arg(s.unit)
                            .arg(s.kernel.isEmpty() ? Tr::tr("kernel unknown") : s.kernel);
        // A logic analyser measures its own sample period (DOMAIN.md): name its rate and the
        // rate this event needs (a period under a tenth of it).
        if (s.config.timingMethod == QLatin1String("gpio-analyser") && s.config.timerHz) {
            const double msps = double(*s.config.timerHz) / 1e6;
            w.explanation +=
                QLatin1Char(' ') +
                Tr::tr("The logic analyser sampled at %1 MS/s; this event needs "
                       "more than %2 MS/s.")
                    .arg(msps, 0, 'g', 6)
                    .arg(msps * periodUnits / (kCoarseTimerFraction * center), 0, 'g', 3);
            w.details.insert("samplerate", double(*s.config.timerHz));
        }
        w.details.insert("timer_period", periodUnits);
        w.details.insert("median", center);
        traps::addSeries(w, s);
        out.push_back(w);
    }
    return out;
}

std::vector<TrapWarning> detectMultipleFactors(const SeriesList &list, const QStringList &studied)
{
    std::vector<TrapWarning> out;
    const std::vector<ConditionDifference> c = confounds(configsOf(list), studied);
    if (c.empty())
        return out;
    TrapWarning w = traps::makeWarning(9, "multiple_factors", TrapSeverity::Critical);
    w.metric = commonMetric(list);
    QStringList lines;
    QJsonArray arr;
    for (const ConditionDifference &d : c) {
        lines << d.describe();
        arr.append(d.toJson());
    }
    w.explanation =
        Tr::tr("Besides %1, these conditions also vary: %2. A difference cannot be "
               "attributed to one of them.")
            .arg(studied.isEmpty() ? Tr::tr("nothing studied") : studied.join(QStringLiteral(", ")),
                 lines.join(QStringLiteral("; ")));
    w.details.insert("studied", QJsonArray::fromStringList(studied));
    w.details.insert("confounds", arr);
    for (const Series &s : list)
        traps::addSeries(w, s);
    out.push_back(w);
    return out;
}

} // namespace rb
