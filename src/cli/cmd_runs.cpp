// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli runs [--format table|csv|json] [--plan ID]: one line per stored run, or per
// configuration of a plan (stored, failed or missing; docs/scale.md).
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "core/model/model_estimate.h"
#include "core/store/plan_store.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

// runs --plan ID: every configuration of the plan and where it stands.
int planCommand(CliContext &ctx, const RunStore &store, cli::OutputFormat fmt, const QString &id)
{
    const PlanStore plans(store);
    QString why;
    const std::optional<StoredPlan> plan = plans.find(id, &why);
    if (!plan) {
        if (why.isEmpty())
            why = Tr::tr("no plan %1 in %2 (run prints a plan's id when it starts)")
                      .arg(id, store.path());
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 1;
    }
    const std::vector<PlanRun> runs = plans.runs(id, &why);
    if (!why.isEmpty()) {
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 1;
    }
    cli::Table t;
    t.columns = {{"configuration", Tr::tr("Configuration")},
                 {"state", Tr::tr("State")},
                 {"runs", Tr::tr("Runs")},
                 {"shard", Tr::tr("Shard")},
                 {"label", Tr::tr("Label")},
                 {"reason", Tr::tr("Reason"), false}};
    int counts[3] = {0, 0, 0};
    for (const PlanPosition &p : PlanStore::positions(plan->size, runs)) {
        ++counts[int(p.state)];
        QStringList ids;
        for (qint64 r : p.runIds)
            ids << QString::number(r);
        const QString label = plan->entries.at(p.position).toObject().value("label").toString();
        t.rows.push_back({p.position + 1, PlanStore::stateName(p.state),
                          cli::textOrNull(ids.join(QLatin1Char(' '))), cli::textOrNull(p.shard),
                          cli::textOrNull(label), cli::textOrNull(p.reason)});
    }
    if (fmt == cli::OutputFormat::Table)
        ctx.out << Tr::tr("Plan %1 of experiment %2: %3 configuration(s), %4 stored, %5 failed, "
                          "%6 missing")
                       .arg(plan->id, plan->experiment)
                       .arg(plan->size)
                       .arg(counts[int(PlanPosition::State::Stored)])
                       .arg(counts[int(PlanPosition::State::Failed)])
                       .arg(counts[int(PlanPosition::State::Missing)])
                << Qt::endl;
    cli::write(ctx.out, fmt, t);
    return 0;
}

int runsCommand(CliContext &ctx, const QStringList &args)
{
    RunStore store;
    int exitCode = 0;
    const QCommandLineOption planOpt(
        QStringLiteral("plan"),
        Tr::tr("List the configurations of this plan instead (its id is printed by run): "
               "stored, failed or missing, with their runs."),
        QStringLiteral("ID"));
    QMap<QString, QString> extra;
    const auto fmt = cli::listingPreamble(ctx, args, QStringLiteral("runs"), store, &exitCode,
                                          {planOpt}, &extra);
    if (!fmt)
        return exitCode;
    if (extra.contains(QStringLiteral("plan")))
        return planCommand(ctx, store, *fmt, extra.value(QStringLiteral("plan")));
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
        // The table says what a cycle-model run is; CSV and JSON keep the stored value.
        const QString source =
            *fmt == cli::OutputFormat::Table ? runSourceLabel(r.source, c) : r.source;
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
                          source,
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
