// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace_symbol_map.h"

#include <QCoreApplication>
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
    Q_DECLARE_TR_FUNCTIONS(rb::StampSites)
public:
    QSet<quint32> sites;  // window boundaries
    QSet<quint32> others; // timer loads of the kernel or the adapter (not boundaries)

    static StampSites find(const TraceSymbolMap &map, const QSet<quint32> &timerLoads,
                           bool debugInfo);
    // Whether windows can be found: false (why in *error) when the firmware reads the timer but
    // none of its reads is in harness or port code by the line information. The ELF has debug
    // information for some code only, not for the harness (a kernel's own build without -g:
    // NuttX's CONFIG_DEBUG_SYMBOLS off): its stamp sites are unknown, so no window would open
    // and every case would end "after 0 of the requested windows".
    bool usable(QString *error) const;
};

} // namespace rb
