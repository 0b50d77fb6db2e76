// SPDX-License-Identifier: GPL-3.0-or-later
// Must compile: the acquisition layer including core (the control for core_includes_acq.cpp).
#include "acq/board.h"
#include "core/model/run.h"

int rbLayerProbeAcqIncludesCore()
{
    return 0;
}
