// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <cstddef>

namespace rb {
class RunController;
struct CliContext;

// Prints a RunController's progress the way `run` does: steps, cases and log lines on err
// (cases and log lines only when verbose), one "configuration N: run ID STATUS" line per stored
// run on out, failures on err. The connections live as long as the controller.
void connectRunProgress(RunController &controller, CliContext &ctx, bool verbose);

// "N configuration(s), M run(s) stored [ids], F failed" on err after controller.run().
void printRunTally(const RunController &controller, std::size_t planned, CliContext &ctx);

} // namespace rb
