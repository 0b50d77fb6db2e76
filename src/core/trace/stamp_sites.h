// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace_symbol_map.h"

#include <QSet>

namespace rb {

// The harness's own stamp sites among a firmware's timer loads (docs/explain.md, "The
// windows"): the loads that sit in harness or port code (firmware/harness: rb_ts_open,
// rb_ts_close, RB_TS_PUBLISH in the cases and the case driver; firmware/ports: the test IRQ's
// trigger and vector stub). A load in kernel or adapter code, e.g. FreeRTOS's run-time stats
// counter (configGENERATE_RUN_TIME_STATS, portGET_RUN_TIME_COUNTER_VALUE reads TIM2 in
// vTaskSwitchContext), is not a window's boundary. Without debug information there are no
// layers: every load is kept (the windows are then found as before, by any timer load).
struct StampSites {
    QSet<quint32> sites;  // window boundaries
    QSet<quint32> others; // timer loads of the kernel or the adapter (not boundaries)

    static StampSites find(const TraceSymbolMap &map, const QSet<quint32> &timerLoads,
                           bool debugInfo);
};

} // namespace rb
