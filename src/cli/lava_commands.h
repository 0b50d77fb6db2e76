// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// rtosbench-cli lava jobs|collect (docs/board-farm.md): a plan handed to LAVA and its logs
// taken back.
#include <QString>
#include <QStringList>

namespace rb {
struct CliContext;
namespace cli {
// args[0] is "jobs" / "collect"; the rest are its options.
int lavaJobsCommand(CliContext &ctx, const QStringList &args);
int lavaCollectCommand(CliContext &ctx, const QStringList &args);
// A LAVA device or dispatcher name: [A-Za-z0-9][A-Za-z0-9._-]{0,63}.
bool isLavaName(const QString &name);
} // namespace cli
} // namespace rb
