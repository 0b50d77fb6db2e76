// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/series.h"
#include "core/analysis/trap_warning.h"

#include <QStringList>

#include <vector>

namespace rb {

// The twelve trap detectors of DOMAIN.md. Each looks at the series being compared (measured
// runs and/or published reference rows) and returns zero or more warnings. Rules and
// thresholds: docs/analysis.md.
using SeriesList = std::vector<Series>;

std::vector<TrapWarning> detectRoundTripAsSingle(const SeriesList &s);                        // 1
std::vector<TrapWarning> detectOverheadNotSubtracted(const SeriesList &s);                    // 2
std::vector<TrapWarning> detectDebugBuild(const SeriesList &s);                               // 3
std::vector<TrapWarning> detectDebugKernelProfile(const SeriesList &s);                       // 4
std::vector<TrapWarning> detectClockDiffers(const SeriesList &s, const QStringList &studied); // 5
std::vector<TrapWarning> detectCoarseTimer(const SeriesList &s);                              // 6
std::vector<TrapWarning> detectColdSlower(const SeriesList &s);                               // 7
std::vector<TrapWarning> detectDebuggerAttached(const SeriesList &s);                         // 8
std::vector<TrapWarning> detectMultipleFactors(const SeriesList &s,
                                               const QStringList &studied); // 9
std::vector<TrapWarning> detectMeanOnly(const SeriesList &s);               // 10
std::vector<TrapWarning> detectPeriodicOutliers(const SeriesList &s);       // 11
std::vector<TrapWarning> detectEmulatedAsCycles(const SeriesList &s);       // 12

// All twelve, in order. `studied` names the condition(s) the comparison is meant to vary
// (e.g. {"kernel"} or {"kernel", "clock_hz"}).
std::vector<TrapWarning> detectAllTraps(const SeriesList &s, const QStringList &studied);

// Thresholds (docs/analysis.md).
inline constexpr double kRoundTripRatioTolerance = 0.15; // trap 1: |cs / yrt - 1| <= 15 %
inline constexpr double kCoarseTimerFraction = 0.1;      // trap 6: period >= median / 10
inline constexpr double kColdFactor = 2.0;               // trap 7: cold > 2 x median
inline constexpr double kOutlierMadK = 5.0;              // trap 11: > median + 5 MAD' ...
inline constexpr double kOutlierFactor = 1.5;            // ... or > 1.5 x median
inline constexpr double kOutlierMadFloor = 0.02;         // MAD' = max(MAD, 2 % of the median)
inline constexpr int kOutlierMinCount = 3;               // trap 11: at least 3 outliers
inline constexpr double kPeriodShare = 0.6;              // gaps matching the period

// Helpers shared by the detectors (and unit-tested through them).
namespace traps {
void addSeries(TrapWarning &w, const Series &s);
bool truthy(const QString &value); // 1, y, yes, on, true, enabled, attached, DEF_ENABLED
// No kernel at all: kernel "baremetal" (any spelling canonicalKernel folds) or "none"/"no rtos".
bool withoutKernel(const Configuration &c);
// No kernel configuration profiles: no kernel, or the host's POSIX threads (the firmware states
// profile "none" for them; older firmware said "default", which is not a kernel default).
bool withoutKernelProfiles(const Configuration &c);
QString trapTitle(int number); // translated title of trap 1..12
// A warning for trap `number` with its id, severity, title and (optionally) metric filled in.
TrapWarning makeWarning(int number, const char *id, TrapSeverity sev,
                        const QString &metric = QString());
} // namespace traps

} // namespace rb
