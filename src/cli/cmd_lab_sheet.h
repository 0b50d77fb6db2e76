// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rb {
struct CliContext;

// rtosbench-cli [--db PATH] lab sheet ID --out PDF [--lang zh_CN|en] [--runs IDS]
//   [--student NAME]: the lab's sheet for students (docs/labs.md, "Lab sheets"); args[0] is
// "sheet". Needs the GUI build (the PDF is laid out by Qt's text engine).
int labSheetCommand(CliContext &ctx, const QStringList &args);

} // namespace rb
