// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli explain RUN_ID METRIC [--windows N] [--format table|json] [--elf PATH]:
// where the instructions of a virtual-board window go (docs/explain.md).
#include "acq/run_explainer.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "core/store/attribution_store.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

// The spread of each layer across the windows, in instructions or in estimated cycles (model).
void printSpread(CliContext &ctx, const ExplainResult &r, bool cycles)
{
    ctx.out << '\n'
            << (cycles ? Tr::tr("Spread across the windows, %1").arg(ExplainResult::cyclesLabel())
                       : Tr::tr("Spread across the windows"))
            << '\n';
    cli::Table sp;
    sp.columns = {{"layer", Tr::tr("Layer")},
                  {"min", Tr::tr("Min")},
                  {"median", Tr::tr("Median")},
                  {"max", Tr::tr("Max")}};
    const auto spread = r.layerSpread(cycles);
    for (const QString &layer : ExplainResult::layerOrder())
        if (spread.contains(layer))
            sp.rows.push_back({ExplainResult::layerTitle(layer), spread[layer].min,
                               spread[layer].median, spread[layer].max});
    const ExplainResult::Spread t = r.totalSpread(cycles);
    sp.rows.push_back({Tr::tr("total"), t.min, t.median, t.max});
    cli::writeTable(ctx.out, sp);
}

void printTable(CliContext &ctx, const ExplainResult &r)
{
    if (r.cycleSamples)
        ctx.out << Tr::tr("Run %1, %2: %3 of the Cortex-M3 cycle model %4 on %5, attributed by "
                          "trace (%6 window(s), each equal to its raw sample: the run's timing "
                          "method is cycle-model), not measured")
                       .arg(r.runId)
                       .arg(r.metric)
                       .arg(ExplainResult::cyclesLabel(), r.cycleModel, r.cycleTarget)
                       .arg(r.windows.size())
                << '\n';
    else
        ctx.out << Tr::tr("Run %1, %2: emulated instruction count, attributed by trace (%3 "
                          "window(s), each equal to its raw sample)")
                       .arg(r.runId)
                       .arg(r.metric)
                       .arg(r.windows.size())
                << '\n';
    if (!r.debugInfo)
        ctx.out << Tr::tr("The ELF has no debug information: functions are attributed from its "
                          "symbol table, every layer is \"unknown\".")
                << '\n';
    if (r.hasCycles() && !r.cycleSamples)
        ctx.out << Tr::tr("Beside the instructions: %1, the Cortex-M3 cycle model %2 on %3 "
                          "(docs/cycle-model.md), not measured.")
                       .arg(ExplainResult::cyclesLabel(), r.cycleModel, r.cycleTarget)
                << '\n';
    for (const ExplainedWindow &w : r.windows) {
        ctx.out << '\n';
        if (r.cycleSamples)
            ctx.out << Tr::tr("Window %1: %2 %3 (raw sample %4), %5 instructions")
                           .arg(w.index + 1)
                           .arg(w.cycles)
                           .arg(ExplainResult::cyclesLabel())
                           .arg(w.sample)
                           .arg(w.total);
        else
            ctx.out << Tr::tr("Window %1: %2 instructions (raw sample %3)")
                           .arg(w.index + 1)
                           .arg(w.total)
                           .arg(w.sample);
        if (r.hasCycles() && !r.cycleSamples)
            ctx.out << Tr::tr(", %1 %2").arg(w.cycles).arg(ExplainResult::cyclesLabel());
        ctx.out << '\n';
        cli::Table layers;
        layers.columns = {{"layer", Tr::tr("Layer")}, {"instructions", Tr::tr("Instructions")}};
        if (r.hasCycles())
            layers.columns.push_back({"cycles", ExplainResult::cyclesLabel()});
        for (const QString &layer : ExplainResult::layerOrder()) {
            if (!w.layers.contains(layer))
                continue;
            layers.rows.push_back({ExplainResult::layerTitle(layer), w.layers.value(layer)});
            if (r.hasCycles())
                layers.rows.back().push_back(w.layerCycles.value(layer));
        }
        cli::writeTable(ctx.out, layers);
        cli::Table fs;
        fs.columns = {{"function", Tr::tr("Function")},
                      {"layer", Tr::tr("Layer")},
                      {"instructions", Tr::tr("Instructions")},
                      {"calls", Tr::tr("Calls")}};
        if (r.hasCycles())
            fs.columns.insert(fs.columns.begin() + 3, {"cycles", ExplainResult::cyclesLabel()});
        for (const ExplainedFunction &f : w.functions) {
            if (r.hasCycles())
                fs.rows.push_back({f.name, ExplainResult::layerTitle(f.layer), f.instructions,
                                   f.cycles, f.calls});
            else
                fs.rows.push_back(
                    {f.name, ExplainResult::layerTitle(f.layer), f.instructions, f.calls});
        }
        cli::writeTable(ctx.out, fs);
    }
    printSpread(ctx, r, false);
    if (r.hasCycles())
        printSpread(ctx, r, true);
    ctx.out << Tr::tr("%1 instructions traced in %2 s")
                   .arg(r.tracedInstructions)
                   .arg(r.seconds, 0, 'f', 1)
            << '\n';
}

int explainCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption windows(QStringLiteral("windows"),
                                     Tr::tr("How many measured windows to trace (default 5)."),
                                     QStringLiteral("N"), QStringLiteral("5"));
    const QCommandLineOption format(QStringLiteral("format"),
                                    Tr::tr("Output format: table or json (default: table)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    const QCommandLineOption elf(QStringLiteral("elf"),
                                 Tr::tr("The run's firmware ELF (default: found in the firmware "
                                        "build cache by its SHA-256)."),
                                 QStringLiteral("PATH"));
    const QCommandLineOption noStore(
        QStringLiteral("no-store"),
        Tr::tr("Do not store the attribution with the run (default: stored, shown by stats)."));
    parser.addOption(windows);
    parser.addOption(noStore);
    parser.addOption(format);
    parser.addOption(elf);
    cli::helpOption(parser);
    parser.addPositionalArgument(QStringLiteral("RUN_ID"), Tr::tr("The run to explain."));
    parser.addPositionalArgument(QStringLiteral("METRIC"), Tr::tr("The metric (case) to explain."));
    if (!cli::parseArgs(parser, args, ctx, 2))
        return 2;
    if (cli::helpAsked(parser, ctx, QStringLiteral("explain")))
        return 0;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] explain RUN_ID METRIC [--windows N] "
                          "[--format table|json] [--elf PATH] [--no-store]")
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
    const int n = parser.value(windows).toInt(&ok);
    if (!ok || n < 1 || n > 10000) {
        ctx.err << Tr::tr("error: --windows must be a number from 1 to 10000") << Qt::endl;
        return 2;
    }
    const bool storeIt = !parser.isSet(noStore);
    RunStore store;
    if (!(storeIt ? ctx.openStore(store) : ctx.openStoreForReading(store)))
        return 1;
    QString why;
    const auto run = store.loadRun(id, true, false, &why);
    if (!run) {
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 1;
    }
    ExplainRequest request;
    request.windows = n;
    request.elf = parser.value(elf);
    request.status = [&](const QString &s) { ctx.err << s << Qt::endl; };
    QString error;
    const auto result = RunExplainer::explain(*run, pos[1], request, &error);
    if (!result) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    if (storeIt && !AttributionStore(store).save(*result, &error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    if (*fmt == cli::OutputFormat::Json)
        ctx.out << QString::fromUtf8(
            QJsonDocument(result->toJson()).toJson(QJsonDocument::Indented));
    else
        printTable(ctx, *result);
    return 0;
}

const bool registered =
    registerCliCommand({QStringLiteral("explain"),
                        QString::fromUtf8(QT_TRANSLATE_NOOP(
                            "rb::Cli", "Where the instructions of a virtual-board window go: "
                                       "trace and attribute a run's metric (RUN_ID METRIC "
                                       "[--windows N] [--format table|json]).")),
                        &explainCommand});

} // namespace
} // namespace rb
