// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stamp_sites.h"

#include "core/util/set_error.h"

namespace rb {

StampSites StampSites::find(const TraceSymbolMap &map, const QSet<quint32> &timerLoads,
                            bool debugInfo)
{
    StampSites s;
    for (const quint32 pc : timerLoads) {
        const int f = map.indexAt(pc);
        const QString layer = f >= 0 ? map.function(f).layer : QString();
        if (!debugInfo || layer == QLatin1String("harness") || layer == QLatin1String("port"))
            s.sites.insert(pc);
        else
            s.others.insert(pc);
    }
    return s;
}

bool StampSites::usable(QString *error) const
{
    if (!sites.isEmpty() || others.isEmpty())
        return true;
    return setError(error, tr("none of the firmware's %1 timer reads is in harness or port code "
                              "by its line information: the harness was compiled without debug "
                              "information (-g), so its stamp sites, and the windows, cannot be "
                              "found; rebuild the firmware with debug information")
                               .arg(others.size()));
}

} // namespace rb
