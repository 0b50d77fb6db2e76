// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli runs [--format table|csv|json]: one line per stored run.
#include "cli_args.h"
#include "cli_command.h"
#include "cli_format.h"
#include "store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

int runsCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"),
                                    Tr::tr("Output format: table, csv or json (default: table)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    parser.addOption(format);
    cli::helpOption(parser);
    if (!cli::parseArgs(parser, args, ctx))
        return 2;
    if (cli::helpAsked(parser, ctx, QStringLiteral("runs")))
        return 0;
    const auto fmt = cli::formatOption(parser.value(format), ctx);
    if (!fmt)
        return 2;
    RunStore store;
    if (!ctx.openStoreForReading(store))
        return 1;
    const std::vector<RunRow> rows = store.listRuns();
    if (!store.lastError().isEmpty()) {
        ctx.err << Tr::tr("error: %1").arg(store.lastError()) << Qt::endl;
        return 1;
    }

    cli::Table t;
    t.columns = {{"id", Tr::tr("Run")},
                 {"status", Tr::tr("Status")},
                 {"board", Tr::tr("Board")},
                 {"kernel", Tr::tr("Kernel")},
                 {"kernel_version", Tr::tr("Version")},
                 {"profile", Tr::tr("Profile")},
                 {"opt_level", Tr::tr("Opt.")},
                 {"clock_hz", Tr::tr("Clock (Hz)")},
                 {"timing_method", Tr::tr("Timing")},
                 {"started_at", Tr::tr("Started (UTC)")},
                 {"cases", Tr::tr("Cases")},
                 {"samples", Tr::tr("Samples")},
                 {"tags", Tr::tr("Tags")},
                 {"source", Tr::tr("Source")},
                 {"mcu", Tr::tr("MCU"), false},
                 {"toolchain", Tr::tr("Toolchain"), false},
                 {"toolchain_version", Tr::tr("Toolchain version"), false},
                 {"cflags", Tr::tr("Flags"), false},
                 {"experiment", Tr::tr("Experiment"), false},
                 {"status_reason", Tr::tr("Reason"), false},
                 {"configuration_hash", Tr::tr("Configuration"), false},
                 {"kernel_tree_digest", Tr::tr("Kernel tree digest"), false},
                 {"kernel_tree_commit", Tr::tr("Kernel tree commit"), false}};
    for (const RunRow &r : rows) {
        const Configuration &c = r.config;
        t.rows.push_back({r.id,
                          runStatusName(r.status),
                          textOrNull(c.board),
                          textOrNull(c.kernel),
                          textOrNull(c.kernelVersion),
                          textOrNull(c.kernelProfile),
                          textOrNull(c.optLevel),
                          c.clockHz ? QVariant(*c.clockHz) : QVariant(),
                          textOrNull(c.timingMethod),
                          r.startedAt.isValid()
                              ? QVariant(r.startedAt.toUTC().toString(Qt::ISODate))
                              : QVariant(),
                          r.caseCount,
                          r.sampleCount,
                          r.tags,
                          r.source,
                          textOrNull(c.mcu),
                          textOrNull(c.toolchain),
                          textOrNull(c.toolchainVersion),
                          textOrNull(c.cflags),
                          textOrNull(r.experiment),
                          textOrNull(r.statusReason),
                          c.hash(),
                          textOrNull(r.kernelTreeDigest),
                          textOrNull(r.kernelTreeCommit)});
    }
    if (*fmt == cli::OutputFormat::Table && rows.empty()) {
        ctx.out << Tr::tr("No runs in %1.").arg(store.path()) << Qt::endl;
        return 0;
    }
    cli::write(ctx.out, *fmt, t);
    return 0;
}

const bool registered =
    registerCliCommand({QStringLiteral("runs"),
                        QString::fromUtf8(QT_TRANSLATE_NOOP(
                            "rb::Cli", "List the stored runs (--format table|csv|json).")),
                        &runsCommand});

} // namespace
} // namespace rb
