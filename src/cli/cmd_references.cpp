// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli references [--format table|csv|json]: the published reference numbers.
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

int referencesCommand(CliContext &ctx, const QStringList &args)
{
    RunStore store;
    int exitCode = 0;
    const auto fmt =
        cli::listingPreamble(ctx, args, QStringLiteral("references"), store, &exitCode);
    if (!fmt)
        return exitCode;
    QString why;
    const std::vector<ReferenceResult> refs = store.references(&why);
    if (!why.isEmpty()) {
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 1;
    }

    cli::Table t;
    t.columns = {{"id", Tr::tr("Ref.")},
                 {"kernel", Tr::tr("Kernel")},
                 {"kernel_version", Tr::tr("Version")},
                 {"metric", Tr::tr("Metric")},
                 {"value", Tr::tr("Value")},
                 {"unit", Tr::tr("Unit")},
                 {"statistic", Tr::tr("Statistic")},
                 {"board", Tr::tr("Board")},
                 {"clock_hz", Tr::tr("Clock (Hz)")},
                 {"opt_level", Tr::tr("Opt.")},
                 {"mcu", Tr::tr("MCU"), false},
                 {"core", Tr::tr("Core"), false},
                 {"toolchain", Tr::tr("Toolchain"), false},
                 {"cflags", Tr::tr("Flags"), false},
                 {"timing_method", Tr::tr("Timing"), false},
                 {"kernel_profile", Tr::tr("Profile"), false},
                 {"source", Tr::tr("Source"), false},
                 {"note", Tr::tr("Note"), false},
                 {"provenance", Tr::tr("Provenance"), false}};
    for (const ReferenceResult &r : refs) {
        const Configuration &c = r.config;
        t.rows.push_back({r.id, cli::textOrNull(c.kernel), cli::textOrNull(c.kernelVersion),
                          r.metric, r.value, r.unit, cli::textOrNull(r.statistic),
                          cli::textOrNull(c.board), c.clockHz ? QVariant(*c.clockHz) : QVariant(),
                          cli::textOrNull(c.optLevel), cli::textOrNull(c.mcu),
                          cli::textOrNull(c.core), cli::textOrNull(c.toolchain),
                          cli::textOrNull(c.cflags), cli::textOrNull(c.timingMethod),
                          cli::textOrNull(c.kernelProfile), r.source, cli::textOrNull(r.note),
                          cli::textOrNull(c.extra.value(QStringLiteral("provenance")))});
    }
    if (*fmt == cli::OutputFormat::Table && refs.empty()) {
        ctx.out << Tr::tr("No reference results in %1.").arg(store.path()) << Qt::endl;
        return 0;
    }
    cli::write(ctx.out, *fmt, t);
    return 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("references"),
     QString::fromUtf8(QT_TRANSLATE_NOOP(
         "rb::Cli", "List the published reference results (--format table|csv|json).")),
     &referencesCommand});

} // namespace
} // namespace rb
