// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared argument handling of rtosbench-cli commands.

#include "cli/cli_command.h"
#include "cli/cli_format.h"

#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rb::cli {

// "1,3-5,9" -> {1,3,4,5,9} in the order written, repeats dropped; nullopt on a malformed
// list (not a positive integer, a reversed range, a range of more than 10,000,000 ids) or an
// empty one.
std::optional<std::vector<qint64>> parseIdList(const QString &text);

// --runs IDS of a command: prints "error: bad run list ..." and returns nullopt when malformed.
// allowAll: "all" is accepted and returns an empty list (meaning every run).
std::optional<std::vector<qint64>> runIdsOption(const QString &text, CliContext &ctx,
                                                bool allowAll = false);

// Parses args; prints "error: ..." on a bad option or on more positional arguments than
// maxPositional, and returns false (the command then exits 2).
bool parseArgs(QCommandLineParser &parser, const QStringList &args, CliContext &ctx,
               int maxPositional = 0);

// --help of a command: helpOption() adds it (before parsing); after parsing, helpAsked() prints
// the help when it was given (its usage line names the command: "Usage: rtosbench-cli [--db
// PATH] COMMAND [options] ...", then the command's summary and options) and returns true: the
// command then exits 0.
void helpOption(QCommandLineParser &parser);
bool helpAsked(const QCommandLineParser &parser, CliContext &ctx, const QString &command);

// The value of a --format option among allowed; prints the error and returns nullopt otherwise.
std::optional<OutputFormat> formatOption(const QString &word, CliContext &ctx,
                                         const QStringList &allowed = {"table", "csv", "json"});

// The preamble of a listing command (runs, references): --format table|csv|json and --help
// parsed, the store opened for reading. Returns the format, or nullopt with *exitCode set
// (0 after --help, 2 on a usage error, 1 when the store does not open): the command returns it.
// extra: further options of the command; the values of those given land in *extraValues (by
// option name), when extraValues is not nullptr.
std::optional<OutputFormat> listingPreamble(CliContext &ctx, const QStringList &args,
                                            const QString &command, RunStore &store, int *exitCode,
                                            const QList<QCommandLineOption> &extra = {},
                                            QMap<QString, QString> *extraValues = nullptr);

// An empty text as a JSON null / an empty cell.
QVariant textOrNull(const QString &s);

} // namespace rb::cli
