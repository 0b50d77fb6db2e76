// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"
#include "core/model/run.h"
#include "core/trace/window_attributor.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace rb {

// The cycle-model timing method's samples (docs/cycle-model.md, "The cycle-model timing
// method"): a virtual-board run captured with the icount image, whose every window was traced
// with the Cortex-M3 cycle model, becomes a run in estimated cycles.
class CycleSamples {
    Q_DECLARE_TR_FUNCTIONS(rb::CycleSamples)
public:
    static QLatin1String method() { return QLatin1String("cycle-model"); }
    static constexpr qint64 kDefaultClockHz = 72000000;

    // Cross-checks, then replaces: each window's traced instruction count must equal the
    // case's icount sample of that window (same count, same values, in order), else false with
    // *error naming the case and the first window that differs. Then every sample becomes the
    // window's estimated cycles, the unit "cycles", the cold sample unknown (its window is not
    // traced) and the overhead: 0 stays 0, the timer-read overhead (icountOverhead, the median
    // of cal_timer_read's icount samples) becomes cyclesOverhead, any other (the XTASK/IRQ
    // chain calibrations, which are not cases) unknown.
    static bool replace(CaseResult &c, const std::vector<WindowCost> &windows,
                        std::optional<qint64> icountOverhead, std::optional<qint64> cyclesOverhead,
                        QString *error);
    // The lower median (the firmware's median_inplace: element (n-1)/2 of the sorted values).
    static std::optional<qint64> lowerMedian(std::vector<qint64> values);
    // COND of a cycle-model run: timing_method=cycle-model, extra.cycle_model=<version>,
    // extra.cycle_target=<target>, clock_hz = timer_hz = clockHz, timer_emulated = true.
    static void relabel(Configuration &c, const QString &target, qint64 clockHz);
};

} // namespace rb
