// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// qcustomplot.h uses the Qt keywords (signals, slots, emit, foreach) that QT_NO_KEYWORDS turns
// off in this project. Include it through this header, and only in the .cpp files that draw
// (it costs ~11 s of compile time per file).
#define signals Q_SIGNALS
#define slots Q_SLOTS
#define emit Q_EMIT
#define foreach Q_FOREACH
#include <qcustomplot.h>
#undef signals
#undef slots
#undef emit
#undef foreach
