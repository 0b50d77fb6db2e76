// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli db copy --from SRC --to DST [--runs IDS|all]: copies runs between two databases
// (SQLite files or postgresql:// URLs), idempotent by run identity (issue 21).
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/store/run_copy.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

int dbCopy(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption fromOpt(QStringLiteral("from"),
                                     Tr::tr("Source database: a file or postgresql:// URL."),
                                     QStringLiteral("SRC"));
    const QCommandLineOption toOpt(QStringLiteral("to"),
                                   Tr::tr("Destination database (created or upgraded if needed)."),
                                   QStringLiteral("DST"));
    const QCommandLineOption runsOpt(QStringLiteral("runs"),
                                     Tr::tr("Runs to copy: ids of the source (1,3,5-9) or all."),
                                     QStringLiteral("IDS"));
    parser.addOptions({fromOpt, toOpt, runsOpt});
    cli::helpOption(parser);
    const QString usage =
        Tr::tr("usage: rtosbench-cli db copy --from SRC --to DST [--runs IDS|all]");
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << '\n' << usage << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("db copy")))
        return 0;
    if (!parser.isSet(fromOpt) || !parser.isSet(toOpt) || !parser.positionalArguments().isEmpty()) {
        ctx.err << usage << Qt::endl;
        return 2;
    }
    std::vector<qint64> ids;
    if (parser.isSet(runsOpt) && parser.value(runsOpt) != QLatin1String("all")) {
        const auto parsed = cli::runIdsOption(parser.value(runsOpt), ctx, true);
        if (!parsed)
            return 2;
        ids = *parsed;
    }
    RunStore from;
    RunStore to;
    CliContext fromCtx{parser.value(fromOpt), ctx.out, ctx.err};
    CliContext toCtx{parser.value(toOpt), ctx.out, ctx.err};
    if (!fromCtx.openStoreForReading(from) || !toCtx.openStore(to))
        return 1;
    if (from.path() == to.path()) {
        ctx.err << Tr::tr("error: the source and the destination are the same database")
                << Qt::endl;
        return 2;
    }
    QString error;
    const auto result = RunCopy::copy(from, to, ids, &error);
    if (!result) {
        ctx.err << Tr::tr("error: db copy: %1").arg(error) << Qt::endl;
        return 1;
    }
    ctx.out << Tr::tr("copied %1 run(s) to %2; %3 already there")
                   .arg(result->copied)
                   .arg(to.path())
                   .arg(result->skipped)
            << Qt::endl;
    return 0;
}

int dbCommand(CliContext &ctx, const QStringList &args)
{
    if (args.size() >= 2 && args.at(1) == QLatin1String("copy"))
        return dbCopy(ctx, args.mid(1));
    QCommandLineParser parser;
    cli::helpOption(parser);
    parser.addPositionalArgument(
        QStringLiteral("copy"),
        Tr::tr("copy --from SRC --to DST [--runs IDS|all]: copy runs with their samples, raw "
               "logs and conditions; a run already in DST (same identity) is not copied again."));
    if (parser.parse(args) && cli::helpAsked(parser, ctx, QStringLiteral("db")))
        return 0;
    ctx.err << Tr::tr("usage: rtosbench-cli db copy --from SRC --to DST [--runs IDS|all]")
            << Qt::endl;
    return 2;
}

const bool registered = registerCliCommand(
    {QStringLiteral("db"),
     QString::fromUtf8(QT_TRANSLATE_NOOP(
         "rb::Cli", "Database tools: db copy --from SRC --to DST copies runs between databases.")),
     &dbCommand});

} // namespace
} // namespace rb
