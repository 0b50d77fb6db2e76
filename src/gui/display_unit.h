// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"

#include <QString>

#include <optional>

namespace rb {

// What the views show: CPU cycles, microseconds, or each run's own unit (the unit it was
// measured in: emulated instruction ticks on the virtual board, ns on the host; never converted,
// so a view shows together only the series that share one unit and names the others).
enum class DisplayUnit { Cycles, Micros, Native };

// The factor that turns a value in sampleUnit (cycles | ticks | ns | us) measured under config
// into the display unit. Cycles -> µs needs the clock (timer_hz, else clock_hz); ticks need
// timer_hz (and clock_hz for cycles): the virtual board's icount ticks (no timer_hz) are never
// converted, its cycle-model runs (estimated cycles, timer_hz = clock_hz) are. No factor when a
// needed clock is unknown; whyNot then says which one (translated).
struct UnitScale {
    std::optional<double> factor;
    QString whyNot;
};
UnitScale unitScale(const Configuration &config, const QString &sampleUnit, DisplayUnit target);

// "cycles" / "µs" / "run's own unit" (translated).
QString displayUnitName(DisplayUnit unit);
// The label of a value in sampleUnit shown in unit: the unit's name, or sampleUnit itself for
// DisplayUnit::Native.
QString displayUnitLabel(DisplayUnit unit, const QString &sampleUnit);
// The same for a value measured under config: for a run whose samples are the cycle model's
// estimate (timing_method cycle-model, docs/cycle-model.md) "estimated cycles (model)" or
// "µs from estimated cycles (model)" (its own unit, cycles, in DisplayUnit::Native), never a
// plain "cycles" that reads as measured; otherwise displayUnitLabel(unit, sampleUnit).
QString displayUnitLabel(DisplayUnit unit, const QString &sampleUnit, const Configuration &config);
// The label of a cycle-model run's values in unit (as above), for headers and notes.
QString estimatedUnitLabel(DisplayUnit unit);
// Short machine name stored in QSettings: "cycles" | "us" | "native".
QString displayUnitKey(DisplayUnit unit);
DisplayUnit displayUnitFromKey(const QString &key);

} // namespace rb
