// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli ranks --by CONDITION [--metric M[,M2]] [--unit U] [--runs IDS|--reference]
//                     [--bootstrap N] [--seed S] [--format table|json]:
// kernels ranked by median per value of CONDITION, bootstrap rank intervals, rank flips
// (significant or inside the noise) and Kendall tau-b between neighbouring configurations. A
// footprint metric (footprint_text, footprint_flash, footprint_ram) ranks each run's one exact
// size in bytes.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "core/analysis/comparison.h"
#include "core/analysis/rank_selection.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QString shown(const QString &value)
{
    return value.isEmpty() ? Tr::tr("(unknown)") : value;
}

void writeTables(QTextStream &out, const RankReport &r)
{
    // A footprint metric: one exact value per run, not a median (analysis/footprint_metric.h).
    bool exact = !r.ranking.groups.empty();
    for (const RankedGroup &g : r.ranking.groups)
        for (const RankEntry &e : g.entries)
            exact = exact && e.exact;
    out << (exact ? Tr::tr("Ranks by %1 (metric %2, %3; one exact value per run; rank 1 = the "
                           "smallest; ties share the better rank)")
                  : Tr::tr("Ranks by %1 (metric %2, %3; rank 1 = fastest median; ties share the "
                           "better rank)"))
               .arg(r.condition, r.metric, r.unit)
        << Qt::endl;
    cli::Table t;
    t.columns = {{"value", r.condition},
                 {"rank", Tr::tr("Rank")},
                 {"kernel", Tr::tr("Kernel")},
                 {"median", exact ? Tr::tr("Value") : Tr::tr("Median")},
                 {"rank_ci", Tr::tr("Rank 95%")},
                 {"n", Tr::tr("n")},
                 {"statistic", Tr::tr("Statistic")}};
    for (const RankedGroup &g : r.ranking.groups)
        for (const RankEntry &e : g.entries)
            t.rows.push_back({shown(g.value), e.rank, e.kernel, e.center,
                              QStringLiteral("%1-%2").arg(e.rankCiLow).arg(e.rankCiHigh),
                              e.hasSamples ? QVariant(e.n) : QVariant(), e.statistic});
    cli::writeTable(out, t);
    out << Qt::endl;
    for (size_t i = 0; i < r.ranking.kendallTau.size(); ++i) {
        const double tau = r.ranking.kendallTau[i];
        out << Tr::tr("Kendall tau-b %1 -> %2: %3 (%4 common kernels)")
                   .arg(shown(r.ranking.groups[i].value), shown(r.ranking.groups[i + 1].value),
                        std::isfinite(tau) ? QString::number(tau, 'f', 3) : Tr::tr("undefined"))
                   .arg(r.ranking.kendallCommon[i])
            << Qt::endl;
    }
    if (r.ranking.flips.empty())
        out << Tr::tr("Flips: none.") << Qt::endl;
    for (const RankFlip &f : r.ranking.flips)
        out << Tr::tr("Flip %1 / %2 between %3 and %4: %5 (%6)")
                   .arg(f.kernelA, f.kernelB, shown(f.from), shown(f.to),
                        f.significant ? Tr::tr("significant") : Tr::tr("not significant"), f.reason)
            << Qt::endl;
    if (!r.confounds.empty()) {
        out << Tr::tr("Confounds (vary besides kernel and %1):").arg(r.condition) << Qt::endl;
        for (const ConditionDifference &d : r.confounds)
            out << "  - " << d.describe() << Qt::endl;
    }
    for (const TrapWarning &w : mergeTrapWarnings(r.traps))
        out << QStringLiteral("  [%1] #%2 %3%4: %5")
                   .arg(trapSeverityName(w.severity))
                   .arg(w.number)
                   .arg(w.title,
                        w.runIds.isEmpty() ? QString()
                                           : Tr::tr(" (runs %1)").arg(compactIds(w.runIds)),
                        w.explanation)
            << Qt::endl;
}

int ranksCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Ranks kernels by median within each value of a condition and shows how the "
               "ranking shifts."));
    parser.addHelpOption();
    const QCommandLineOption by(
        "by", Tr::tr("The condition that varies, e.g. clock_hz, opt_level."), "CONDITION");
    const QCommandLineOption metric(
        "metric",
        Tr::tr("Metric(s), comma-separated (default: yield_round_trip; footprint_text, "
               "footprint_flash, footprint_ram: the image's bytes)."),
        "M", "yield_round_trip");
    const QCommandLineOption unit("unit",
                                  Tr::tr("Only values in this unit (default: the most "
                                         "common unit of the selection)."),
                                  "U");
    const QCommandLineOption runs("runs", Tr::tr("Run ids, e.g. 1,2,5-7 (default: all runs)."),
                                  "IDS");
    const QCommandLineOption reference("reference", Tr::tr("Use the published reference data."));
    const QCommandLineOption bootstrap("bootstrap", Tr::tr("Bootstrap iterations (default 1000)."),
                                       "N", "1000");
    const QCommandLineOption seed("seed", Tr::tr("Bootstrap seed (default 1)."), "S", "1");
    const QCommandLineOption format("format", Tr::tr("Output format: table or json."), "FORMAT",
                                    "table");
    parser.addOptions({by, metric, unit, runs, reference, bootstrap, seed, format});
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("ranks")))
        return 0;
    const auto fmt = cli::parseFormat(parser.value(format), {"table", "json"});
    if (!fmt) {
        ctx.err << Tr::tr("error: unknown format '%1' (table or json)").arg(parser.value(format))
                << Qt::endl;
        return 2;
    }
    const QString condition = parser.value(by);
    if (condition.isEmpty() || !isKnownCondition(condition)) {
        ctx.err << Tr::tr("error: ranks needs --by CONDITION (one of %1, kernel_config.KEY, "
                          "extra.KEY)")
                       .arg(Configuration::conditionKeys().join(QStringLiteral(", ")))
                << Qt::endl;
        return 2;
    }
    if (parser.isSet(runs) && parser.isSet(reference)) {
        ctx.err << Tr::tr("error: --runs and --reference exclude each other") << Qt::endl;
        return 2;
    }
    bool okB = false, okS = false;
    RankOptions options;
    options.bootstrapIterations = parser.value(bootstrap).toInt(&okB);
    options.seed = parser.value(seed).toULongLong(&okS);
    if (!okB || options.bootstrapIterations < 0 || options.bootstrapIterations > 1000000 || !okS) {
        ctx.err << Tr::tr("error: --bootstrap needs 0..1000000 and --seed an unsigned integer")
                << Qt::endl;
        return 2;
    }
    const QStringList metrics = parser.value(metric).split(QLatin1Char(','), Qt::SkipEmptyParts);
    // A fixed-block pool is not a general-purpose allocator (docs/cases.md): the
    // two classes are never ranked together.
    const auto hasPrefix = [&metrics](const char *prefix) {
        return std::any_of(metrics.cbegin(), metrics.cend(), [prefix](const QString &m) {
            return m.startsWith(QLatin1String(prefix));
        });
    };
    if (hasPrefix("heap_") && hasPrefix("pool_")) {
        ctx.err << Tr::tr("error: heap_* (general-purpose allocators) and pool_* (fixed-block "
                          "pools) are different algorithm classes and are not ranked together")
                << Qt::endl;
        return 2;
    }

    RunStore store;
    if (!ctx.openStoreForReading(store))
        return 1;
    std::vector<Series> series;
    if (parser.isSet(reference)) {
        QString why;
        const std::vector<ReferenceResult> refs = store.references(&why);
        if (!why.isEmpty()) {
            ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
            return 1;
        }
        for (const ReferenceResult &r : refs)
            if (metrics.contains(r.metric))
                series.push_back(seriesFromReference(r));
    } else {
        std::vector<qint64> ids;
        if (parser.isSet(runs)) {
            const auto parsed = cli::runIdsOption(parser.value(runs), ctx);
            if (!parsed)
                return 2;
            ids = *parsed;
        } else {
            for (const RunRow &row : store.listRuns())
                ids.push_back(row.id);
        }
        for (qint64 id : ids) {
            const std::optional<Run> run = store.loadRun(id, true, false);
            if (!run) {
                ctx.err << Tr::tr("error: no run %1").arg(id) << Qt::endl;
                return 1;
            }
            for (const QString &m : metrics) {
                for (Series &s : seriesFromRun(*run, m))
                    if (isRankable(s))
                        series.push_back(std::move(s));
            }
        }
    }
    // One unit: the one asked for, or the most common one; the selection is core's, the same
    // as the GUI's Rank shift view (rank_selection.h).
    RankFilter filter;
    filter.metrics = metrics;
    filter.unit = parser.value(unit);
    filter.unitRequired = !filter.unit.isEmpty();
    filter.unitPerTimingMethod =
        Configuration::canonicalConditionKey(condition) == QLatin1String("timing_method");
    RankSelection selection = selectRankSeries(std::move(series), filter);
    const QString useUnit = selection.unit;
    const std::vector<Series> &selected = selection.series;
    if (selected.empty()) {
        ctx.err << Tr::tr("error: nothing to rank for metric %1%2")
                       .arg(metrics.join(QLatin1Char(',')),
                            useUnit.isEmpty() ? QString() : Tr::tr(" in %1").arg(useUnit))
                << Qt::endl;
        return 1;
    }
    const RankReport report = rankByCondition(selected, condition, options);
    if (*fmt == cli::OutputFormat::Json)
        ctx.out << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
    else
        writeTables(ctx.out, report);
    return 0;
}

const bool registered =
    registerCliCommand({QStringLiteral("ranks"),
                        QString::fromUtf8(QT_TRANSLATE_NOOP(
                            "rb::Cli", "Rank kernels per configuration, show rank shifts")),
                        &ranksCommand});

} // namespace
} // namespace rb
