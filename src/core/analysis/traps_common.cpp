// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/traps.h"

#include <QCoreApplication>

namespace rb {
namespace traps {

void addSeries(TrapWarning &w, const Series &s)
{
    if (s.isReference) {
        if (s.referenceId > 0 && !w.referenceIds.contains(s.referenceId))
            w.referenceIds << s.referenceId;
    } else if (s.runId > 0 && !w.runIds.contains(s.runId)) {
        w.runIds << s.runId;
    }
}

bool truthy(const QString &value)
{
    const QString v = value.trimmed().toLower();
    if (v.isEmpty())
        return false;
    static const QStringList yes = {"1",       "y",        "yes",         "on",      "true",
                                    "enabled", "attached", "def_enabled", "running", "streaming"};
    if (yes.contains(v))
        return true;
    bool ok = false;
    const long long n = v.toLongLong(&ok);
    return ok && n != 0;
}

bool withoutKernel(const Configuration &c)
{
    const QString k = canonicalKernel(c.kernel);
    return k == QLatin1String("baremetal") || k == QLatin1String("none") ||
           k == QLatin1String("no rtos") || k == QLatin1String("no-rtos");
}

bool withoutKernelProfiles(const Configuration &c)
{
    return withoutKernel(c) || canonicalKernel(c.kernel) == QLatin1String("posix");
}

TrapWarning makeWarning(int number, const char *id, TrapSeverity sev, const QString &metric)
{
    TrapWarning w;
    w.number = number;
    w.id = QLatin1String(id);
    w.severity = sev;
    w.title = trapTitle(number);
    w.metric = metric;
    return w;
}

QString trapTitle(int number)
{
    switch (number) {
    case 1:
        return QCoreApplication::translate("rb::Traps", "Round trip labelled as a single switch");
    case 2:
        return QCoreApplication::translate("rb::Traps", "Measurement overhead not subtracted");
    case 3:
        return QCoreApplication::translate("rb::Traps", "Unoptimised or debug build");
    case 4:
        return QCoreApplication::translate("rb::Traps", "Kernel profile with debug options on");
    case 5:
        return QCoreApplication::translate("rb::Traps", "Clock or flash wait states differ");
    case 6:
        return QCoreApplication::translate("rb::Traps", "Timer too coarse for the event");
    case 7:
        return QCoreApplication::translate("rb::Traps", "Cold run much slower than warm");
    case 8:
        return QCoreApplication::translate("rb::Traps", "Debugger or trace attached");
    case 9:
        return QCoreApplication::translate("rb::Traps", "More than one factor varies");
    case 10:
        return QCoreApplication::translate("rb::Traps", "Average-only reference data");
    case 11:
        return QCoreApplication::translate("rb::Traps", "Periodic outliers");
    case 12:
        return QCoreApplication::translate("rb::Traps",
                                           "Emulated instruction counts shown as cycles");
    default:
        return QString();
    }
}

} // namespace traps

std::vector<TrapWarning> detectAllTraps(const SeriesList &s, const QStringList &studiedNames)
{
    const QStringList studied = Configuration::canonicalConditionKeys(studiedNames);
    std::vector<TrapWarning> all;
    auto add = [&all](std::vector<TrapWarning> w) {
        for (TrapWarning &x : w)
            all.push_back(std::move(x));
    };
    add(detectRoundTripAsSingle(s));
    add(detectOverheadNotSubtracted(s));
    add(detectDebugBuild(s));
    add(detectDebugKernelProfile(s));
    add(detectClockDiffers(s, studied));
    add(detectCoarseTimer(s));
    add(detectColdSlower(s));
    add(detectDebuggerAttached(s));
    add(detectMultipleFactors(s, studied));
    add(detectMeanOnly(s));
    add(detectPeriodicOutliers(s));
    add(detectEmulatedAsCycles(s));
    return all;
}

} // namespace rb
