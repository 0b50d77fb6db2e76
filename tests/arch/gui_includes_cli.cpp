// SPDX-License-Identifier: GPL-3.0-or-later
// Must NOT compile: the GUI layer including the command-line layer (tests/arch).
#include "cli/cli_format.h"
#include "gui/workbench_state.h"

int rbLayerProbeGuiIncludesCli()
{
    return 0;
}
