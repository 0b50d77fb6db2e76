// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench_acq: acquisition layer (builder, boards, links, run controller). Filled by the
// acquisition issue; this translation unit keeps the static library non-empty until then.
namespace rb::acq {
const char *layerName() { return "acq"; }
} // namespace rb::acq
