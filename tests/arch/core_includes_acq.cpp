// SPDX-License-Identifier: GPL-3.0-or-later
// Must NOT compile: a core translation unit including the acquisition layer (tests/arch).
#include "acq/board.h"
#include "core/model/run.h"

int rbLayerProbeCoreIncludesAcq()
{
    return 0;
}
