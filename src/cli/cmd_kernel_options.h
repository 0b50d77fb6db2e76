// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cli_command.h"

namespace rb {

// rtosbench-cli kernel options ID [--format table|json]: the configuration keys the kernel's
// adapter accepts in an experiment's "kernel_config" (firmware/adapters/<id>/options.json).
int kernelOptionsCommand(CliContext &ctx, const QStringList &args);

} // namespace rb
