// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli log RUN_ID: writes a run's raw capture to stdout, byte for byte.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

int logCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    cli::helpOption(parser);
    parser.addPositionalArgument(QStringLiteral("RUN_ID"),
                                 Tr::tr("The run whose raw capture is written to stdout."));
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("log")))
        return 0;
    // QCommandLineParser::parse() takes args[0] ("log") as the program name.
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] log RUN_ID") << Qt::endl;
        return 2;
    }
    bool ok = false;
    const qint64 id = pos.first().toLongLong(&ok);
    if (!ok || id <= 0) {
        ctx.err << Tr::tr("error: '%1' is not a run id").arg(pos.first()) << Qt::endl;
        return 2;
    }
    RunStore store;
    if (!ctx.openStoreForReading(store))
        return 1;
    QString why;
    const auto run = store.loadRun(id, false, true, &why);
    if (!run) {
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 1;
    }
    if (run->rawLog.isEmpty()) {
        ctx.err
            << Tr::tr("error: run %1 has no raw capture (it was not captured from a board)").arg(id)
            << Qt::endl;
        return 1;
    }
    // Byte-exact: bypass the text stream (no encoding, no newline translation).
    ctx.out.flush();
    const std::size_t n = static_cast<std::size_t>(run->rawLog.size());
    if (std::fwrite(run->rawLog.constData(), 1, n, stdout) != n || std::fflush(stdout) != 0) {
        ctx.err << Tr::tr("error: cannot write the capture to standard output") << Qt::endl;
        return 1;
    }
    return 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("log"),
     QT_TRANSLATE_NOOP("rb::Cli", "Print a run's raw capture, byte for byte."), &logCommand});

} // namespace
} // namespace rb
