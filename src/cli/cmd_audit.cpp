// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli audit RUN_ID [--cases A,B] [--format table|json] [--elf PATH]: the fairness
// audit of a virtual-board run, one traced window of every case (docs/explain.md).
#include "acq/run_explainer.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "core/store/run_store.h"
#include "core/trace/cycle_samples.h"
#include "core/trace/fairness_audit.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

void printTable(CliContext &ctx, qint64 runId, const std::vector<AuditCase> &cases,
                const QString &note)
{
    const bool cycles = std::any_of(cases.begin(), cases.end(),
                                    [](const AuditCase &c) { return c.cycles.has_value(); });
    ctx.out << Tr::tr("Run %1: fairness audit, one window per case (emulated instructions, "
                      "attributed by trace)")
                   .arg(runId)
            << '\n';
    if (cycles)
        ctx.out << Tr::tr("The run's samples are %1 (its timing method is cycle-model): the "
                          "window and the adapter's share of it in that unit stand beside the "
                          "instructions; the flags compare instructions, as the stated costs are "
                          "the icount image's.")
                       .arg(ExplainResult::cyclesLabel())
                << '\n';
    cli::Table t;
    t.columns = {{"case", Tr::tr("Case")},          {"total", Tr::tr("Total")},
                 {"kernel", Tr::tr("Kernel")},      {"adapter", Tr::tr("Adapter")},
                 {"harness", Tr::tr("Harness")},    {"port", Tr::tr("Port")},
                 {"libc", Tr::tr("C library")},     {"unknown", Tr::tr("Unknown")},
                 {"stated", Tr::tr("Stated mech")}, {"flags", Tr::tr("Flags")}};
    if (cycles)
        t.columns.insert(
            t.columns.begin() + 2,
            {{"cycles", ExplainResult::cyclesLabel()},
             {"adapter_cycles", Tr::tr("Adapter, %1").arg(ExplainResult::cyclesLabel())}});
    int flagged = 0;
    for (const AuditCase &c : cases) {
        QStringList flags;
        for (const QString &f : c.flags)
            flags << FairnessAudit::flagTitle(f);
        flagged += c.flags.isEmpty() ? 0 : 1;
        if (!c.error.isEmpty()) {
            t.rows.push_back({c.metric, {}, {}, {}, {}, {}, {}, {}, c.stated, flags.join("; ")});
            if (cycles)
                t.rows.back().insert(2, 2, QVariant());
            continue;
        }
        t.rows.push_back({c.metric, c.total, c.layer("kernel"), c.layer("adapter"),
                          c.layer("harness"), c.layer("port"), c.layer("libc"), c.layer("unknown"),
                          c.stated, flags.join(QStringLiteral("; "))});
        if (cycles) {
            t.rows.back().insert(2, c.cycles ? QVariant(*c.cycles) : QVariant());
            t.rows.back().insert(3, c.adapterCycles ? QVariant(*c.adapterCycles) : QVariant());
        }
    }
    cli::writeTable(ctx.out, t);
    for (const AuditCase &c : cases) {
        if (!c.error.isEmpty())
            ctx.out << Tr::tr("%1: %2").arg(c.metric, c.error) << '\n';
        else if (c.flags.contains(QStringLiteral("unstated_adapter")))
            ctx.out << Tr::tr("%1: adapter %2 (%3), stated %4 (%5)")
                           .arg(c.metric)
                           .arg(c.layer("adapter"))
                           .arg(c.adapterFunctions.join(QStringLiteral(", ")))
                           .arg(c.stated)
                           .arg(c.statedKeys.isEmpty() ? Tr::tr("no mech.*.cost key")
                                                       : c.statedKeys.join(QStringLiteral(", ")))
                    << '\n';
    }
    if (!note.isEmpty())
        ctx.out << Tr::tr("note: %1").arg(note) << '\n';
    ctx.out << Tr::tr("%1 of %2 case(s) flagged").arg(flagged).arg(cases.size()) << '\n';
}

int auditCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption casesOpt(
        QStringLiteral("cases"),
        Tr::tr("The cases to audit, comma-separated (default: "
               "every case of the run with samples whose samples are windows: not "
               "tick_jitter)."),
        QStringLiteral("A,B"));
    const QCommandLineOption format(QStringLiteral("format"),
                                    Tr::tr("Output format: table or json (default: table)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    const QCommandLineOption elf(QStringLiteral("elf"),
                                 Tr::tr("The run's firmware ELF (default: found in the firmware "
                                        "build cache by its SHA-256)."),
                                 QStringLiteral("PATH"));
    parser.addOption(casesOpt);
    parser.addOption(format);
    parser.addOption(elf);
    cli::helpOption(parser);
    parser.addPositionalArgument(QStringLiteral("RUN_ID"), Tr::tr("The run to audit."));
    if (!cli::parseArgs(parser, args, ctx, 1))
        return 2;
    if (cli::helpAsked(parser, ctx, QStringLiteral("audit")))
        return 0;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] audit RUN_ID [--cases A,B] "
                          "[--format table|json] [--elf PATH]")
                << Qt::endl;
        return 2;
    }
    const auto fmt = cli::formatOption(parser.value(format), ctx, {"table", "json"});
    if (!fmt)
        return 2;
    bool ok = false;
    const qint64 id = pos[0].toLongLong(&ok);
    if (!ok || id <= 0) {
        ctx.err << Tr::tr("error: '%1' is not a run id").arg(pos[0]) << Qt::endl;
        return 2;
    }
    RunStore store;
    if (!ctx.openStoreForReading(store))
        return 1;
    QString why;
    const auto run = store.loadRun(id, true, false, &why);
    if (!run) {
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 1;
    }
    QStringList metrics;
    if (parser.isSet(casesOpt)) {
        for (const QString &m : parser.value(casesOpt).split(QLatin1Char(','), Qt::SkipEmptyParts))
            metrics << m.trimmed();
    } else {
        metrics = FairnessAudit::auditedCases(run->cases);
    }
    if (metrics.isEmpty()) {
        ctx.err << Tr::tr("error: run %1 has no case with samples to audit").arg(id) << Qt::endl;
        return 1;
    }
    ExplainRequest request;
    request.windows = 1;
    request.elf = parser.value(elf);
    request.status = [&](const QString &s) { ctx.err << s << Qt::endl; };
    std::vector<ExplainOutcome> outcomes;
    QString error;
    if (!RunExplainer::explainCases(*run, metrics, request, &outcomes, &error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    std::vector<AuditCase> cases;
    bool flagged = false;
    for (const ExplainOutcome &o : outcomes) {
        cases.push_back(FairnessAudit::assess(o.metric, o.result ? &*o.result : nullptr, o.error,
                                              run->config.extra));
        flagged = flagged || !cases.back().flags.isEmpty();
    }
    if (*fmt == cli::OutputFormat::Json) {
        QJsonArray a;
        for (const AuditCase &c : cases)
            a.append(FairnessAudit::toJson(c));
        ctx.out << QString::fromUtf8(
            QJsonDocument(
                QJsonObject{{"run_id", id},
                            {"unit", QStringLiteral("emulated instructions")},
                            {"sample_unit", run->config.timingMethod == CycleSamples::method()
                                                ? QStringLiteral("estimated cycles (model)")
                                                : QStringLiteral("emulated instructions")},
                            {"adapter_limit", FairnessAudit::kAdapterLimit},
                            {"flagged", flagged},
                            {"stated_costs_note", FairnessAudit::statedCostsNote(run->config)},
                            {"cases", a}})
                .toJson(QJsonDocument::Indented));
    } else {
        printTable(ctx, id, cases, FairnessAudit::statedCostsNote(run->config));
    }
    return flagged ? 3 : 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("audit"),
     QString::fromUtf8(QT_TRANSLATE_NOOP(
         "rb::Cli", "Fairness audit of a virtual-board run: one traced window of every case, "
                    "its kernel / adapter / harness / port split, unstated adapter shares "
                    "flagged (RUN_ID [--cases A,B] [--format table|json]).")),
     &auditCommand});

} // namespace
} // namespace rb
