// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli runs [--format table|csv|json]: one line per stored run.
#include "cli_command.h"
#include "cli_format.h"
#include "store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace rb {
namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("rtosbench-cli", s);
}

QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

int runsCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"),
                                    tr("Output format: table, csv or json (default: table)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    parser.addOption(format);
    if (!parser.parse(args)) {
        ctx.err << tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (!parser.positionalArguments().isEmpty()) {
        ctx.err << tr("error: unexpected argument '%1'").arg(parser.positionalArguments().first())
                << Qt::endl;
        return 2;
    }
    const auto fmt = cli::parseFormat(parser.value(format));
    if (!fmt) {
        ctx.err << tr("error: unknown format '%1' (table, csv or json)").arg(parser.value(format))
                << Qt::endl;
        return 2;
    }
    RunStore store;
    if (!ctx.openStore(store))
        return 1;
    const std::vector<RunRow> rows = store.listRuns();
    if (!store.lastError().isEmpty()) {
        ctx.err << tr("error: %1").arg(store.lastError()) << Qt::endl;
        return 1;
    }

    cli::Table t;
    t.columns = {{"id", tr("Run")},
                 {"status", tr("Status")},
                 {"board", tr("Board")},
                 {"kernel", tr("Kernel")},
                 {"kernel_version", tr("Version")},
                 {"profile", tr("Profile")},
                 {"opt_level", tr("Opt.")},
                 {"clock_hz", tr("Clock (Hz)")},
                 {"timing_method", tr("Timing")},
                 {"started_at", tr("Started (UTC)")},
                 {"cases", tr("Cases")},
                 {"samples", tr("Samples")},
                 {"tags", tr("Tags")},
                 {"source", tr("Source")},
                 {"mcu", tr("MCU"), false},
                 {"toolchain", tr("Toolchain"), false},
                 {"toolchain_version", tr("Toolchain version"), false},
                 {"cflags", tr("Flags"), false},
                 {"experiment", tr("Experiment"), false},
                 {"status_reason", tr("Reason"), false},
                 {"configuration_hash", tr("Configuration"), false}};
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
                          c.hash()});
    }
    if (*fmt == cli::OutputFormat::Table && rows.empty()) {
        ctx.out << tr("No runs in %1.").arg(store.path()) << Qt::endl;
        return 0;
    }
    cli::write(ctx.out, *fmt, t);
    return 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("runs"), QStringLiteral("List the stored runs (--format table|csv|json)."),
     &runsCommand});

} // namespace
} // namespace rb
