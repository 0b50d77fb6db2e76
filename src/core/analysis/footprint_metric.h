// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/series.h"
#include "core/model/run.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb {

// Issue 37 item 3: a run's footprint (its FOOT record: the image's section sizes) as metrics
// beside the timings, compared like them (the Overview, `ranks --metric`, the Rank shift view):
//   footprint_text   .text (vectors and code)
//   footprint_flash  .text + .rodata + .data (what the image occupies in flash: the initial
//                    values of .data are stored there and copied at start, cm3_sections.ld)
//   footprint_ram    .data + .bss (static RAM; stacks and heaps the kernel takes from .bss
//                    are in it, a heap after .bss is not)
// In bytes, lower is better. One exact value per run (the same build gives the same size): no
// samples, no distribution, no sampling noise (Series::exact).
namespace footprint {
inline constexpr char kUnit[] = "bytes";
QStringList metrics(); // the three, in the order above
bool isMetric(const QString &metric);
// What a metric adds up, for a tooltip or a header ("footprint_flash" -> ".text + .rodata +
// .data"); "" for another metric.
QString sections(const QString &metric);
// The metric's bytes; nullopt when the footprint is unknown (no FOOT) or not a footprint metric.
// A section the platform does not state (the host has no .rodata) counts 0.
std::optional<qint64> bytes(const Footprint &f, const QString &metric);
} // namespace footprint

// The run's footprint metric as a series: exact, value = bytes, unit "bytes", statistic
// "bytes (FOOT)"; nullopt when the run has no footprint or metric is not a footprint metric.
std::optional<Series> footprintSeries(const Run &run, const QString &metric);
// All three of a run (none when its footprint is unknown).
std::vector<Series> footprintSeries(const Run &run);

} // namespace rb
