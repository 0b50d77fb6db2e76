// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/configuration.h"

#include <QString>

#include <optional>

namespace rb {

// What the views show: CPU cycles or microseconds.
enum class DisplayUnit { Cycles, Micros };

// The factor that turns a value in sampleUnit (cycles | ticks | ns | us) measured under config
// into the display unit. Cycles -> µs needs the clock (timer_hz, else clock_hz); ticks need
// timer_hz (and clock_hz for cycles). No factor when a needed clock is unknown; whyNot then says
// which one (translated).
struct UnitScale {
    std::optional<double> factor;
    QString whyNot;
};
UnitScale unitScale(const Configuration &config, const QString &sampleUnit, DisplayUnit target);

// "cycles" / "µs" (translated).
QString displayUnitName(DisplayUnit unit);
// Short machine name stored in QSettings: "cycles" | "us".
QString displayUnitKey(DisplayUnit unit);
DisplayUnit displayUnitFromKey(const QString &key);

} // namespace rb
