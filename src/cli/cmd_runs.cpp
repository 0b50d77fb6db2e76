// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli runs [--format table|csv|json]: one line per stored run.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

int runsCommand(CliContext &ctx, const QStringList &args)
{
    RunStore store;
    int exitCode = 0;
    const auto fmt = cli::listingPreamble(ctx, args, QStringLiteral("runs"), store, &exitCode);
    if (!fmt)
        return exitCode;
    QString why;
    const std::vector<RunRow> rows = store.listRuns(&why);
    if (!why.isEmpty()) {
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
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
                          cli::textOrNull(c.board),
                          cli::textOrNull(c.kernel),
                          cli::textOrNull(c.kernelVersion),
                          cli::textOrNull(c.kernelProfile),
                          cli::textOrNull(c.optLevel),
                          c.clockHz ? QVariant(*c.clockHz) : QVariant(),
                          cli::textOrNull(c.timingMethod),
                          r.startedAt.isValid()
                              ? QVariant(r.startedAt.toUTC().toString(Qt::ISODate))
                              : QVariant(),
                          r.caseCount,
                          r.sampleCount,
                          r.tags,
                          r.source,
                          cli::textOrNull(c.mcu),
                          cli::textOrNull(c.toolchain),
                          cli::textOrNull(c.toolchainVersion),
                          cli::textOrNull(c.cflags),
                          cli::textOrNull(r.experiment),
                          cli::textOrNull(r.statusReason),
                          c.hash(),
                          cli::textOrNull(r.kernelTreeDigest),
                          cli::textOrNull(r.kernelTreeCommit)});
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
