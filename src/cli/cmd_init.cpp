// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli init: creates the database (or upgrades an older one) without storing anything.
// Read-only commands never create or migrate a database (issue 11); this is the explicit way.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

int initCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    cli::helpOption(parser);
    if (!cli::parseArgs(parser, args, ctx))
        return 2;
    if (cli::helpAsked(parser, ctx, QStringLiteral("init")))
        return 0;
    RunStore store;
    if (!ctx.openStore(store))
        return 1;
    // What it reports is read back: a damaged file is said to be so, with exit 1 (issue 31).
    QString why;
    const std::vector<RunRow> runs = store.listRuns(&why);
    const std::vector<ReferenceResult> refs =
        why.isEmpty() ? store.references(&why) : std::vector<ReferenceResult>{};
    if (!why.isEmpty()) {
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 1;
    }
    ctx.out << Tr::tr("database %1: schema %2, %n run(s), %3 published numbers", nullptr,
                      int(runs.size()))
                   .arg(store.path())
                   .arg(store.schemaVersion())
                   .arg(refs.size())
            << Qt::endl;
    return 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("init"),
     QString::fromUtf8(QT_TRANSLATE_NOOP(
         "rb::Cli", "Create the database, or upgrade an older one; stores nothing.")),
     &initCommand});

} // namespace
} // namespace rb
