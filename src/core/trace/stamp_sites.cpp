// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stamp_sites.h"

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

} // namespace rb
