// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/cycle_samples.h"

#include "core/trace/cortex_m3_cycle_model.h"
#include "core/util/set_error.h"

#include <algorithm>

namespace rb {

std::optional<qint64> CycleSamples::lowerMedian(std::vector<qint64> values)
{
    if (values.empty())
        return std::nullopt;
    const auto k = values.begin() + std::ptrdiff_t((values.size() - 1) / 2);
    std::nth_element(values.begin(), k, values.end());
    return *k;
}

bool CycleSamples::replace(CaseResult &c, const std::vector<WindowCost> &windows,
                           std::optional<qint64> icountOverhead,
                           std::optional<qint64> cyclesOverhead, QString *error)
{
    if (windows.size() != c.samples.size())
        return setError(error, tr("case %1: %2 traced window(s) for %3 sample(s)")
                                   .arg(c.metric)
                                   .arg(windows.size())
                                   .arg(c.samples.size()));
    for (std::size_t i = 0; i < windows.size(); ++i) {
        if (windows[i].total != c.samples[i])
            return setError(error,
                            tr("case %1, window %2: %3 traced instructions, but the icount "
                               "sample is %4: the trace and the capture do not agree, the run "
                               "is not converted to cycles")
                                .arg(c.metric)
                                .arg(i)
                                .arg(windows[i].total)
                                .arg(c.samples[i]));
    }
    for (std::size_t i = 0; i < windows.size(); ++i)
        c.samples[i] = windows[i].cycles;
    c.unit = QStringLiteral("cycles");
    c.coldSample.reset();
    if (c.overhead && *c.overhead != 0) {
        if (icountOverhead && *c.overhead == *icountOverhead && cyclesOverhead)
            c.overhead = *cyclesOverhead;
        else
            c.overhead.reset();
    }
    c.summaryJson.clear();
    return true;
}

void CycleSamples::relabel(Configuration &c, const QString &target, qint64 clockHz)
{
    c.timingMethod = method();
    c.extra.insert(QStringLiteral("cycle_model"), CortexM3CycleModel::version());
    c.extra.insert(QStringLiteral("cycle_target"), target);
    c.clockHz = clockHz;
    c.timerHz = clockHz;
    c.timerEmulated = true; // estimated by the model, not measured
}

} // namespace rb
