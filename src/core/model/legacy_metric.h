// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"

#include <QString>

namespace rb {

// The name a stored case is read under (docs/cases.md; issue 32). Firmware before
// the pool cases timed the fixed-block pools of uC/OS-III (COND mech.heap=fixed_block: OSMem)
// and RTX5 (mech.heap=memory_pool: osMemoryPool) under heap_alloc/heap_free; such a case is
// read as pool_alloc/pool_free, so that a ranking never puts a pool beside general-purpose
// allocators. Every other name is returned as stored (an old `preempt` stays `preempt`).
QString metricAsRead(const Configuration &config, const QString &storedMetric);

} // namespace rb
