// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <cstddef>
#include <vector>

namespace rb {
class RunController;
struct CliContext;

// Prints a RunController's progress the way `run` does: steps, cases and log lines on err
// (cases and log lines only when verbose), one "configuration N: run ID STATUS" line per stored
// run on out, failures on err. The connections live as long as the controller.
// positions: the plan position of each of the controller's configurations when it runs part of
// a plan (run --shard, --resume): "configuration N" then numbers the whole plan (N = position
// + 1); empty = the controller's own order.
void connectRunProgress(RunController &controller, CliContext &ctx, bool verbose,
                        std::vector<int> positions = {});

// "N configuration(s), M run(s) stored [ids], F failed" on err after controller.run().
void printRunTally(const RunController &controller, std::size_t planned, CliContext &ctx);

} // namespace rb
