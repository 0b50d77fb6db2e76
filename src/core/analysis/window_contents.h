// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rb {

// What a case's measured window holds besides the kernel and the measurement chain: the
// harness's and the adapter's own instructions on the measured path (issue 13 item 3,
// docs/firmware.md "What else sits inside each window"). Translated; empty for a metric the
// harness does not define. `rtosbench-cli explain` counts them exactly on the virtual board.
QString windowContents(const QString &metric);

} // namespace rb
