// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli stats RUN_ID [--format table|json]: per-case summary over corrected samples.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "core/stats/exact_integers.h"
#include "core/stats/summary.h"
#include "core/store/attribution_store.h"
#include "core/store/run_store.h"
#include "core/trace/cycle_samples.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

// An integer statistic exactly (qint64: printed in full, a JSON integer), else the double.
QVariant num(double v, bool known, const std::optional<qint64> &exact = std::nullopt)
{
    if (!known)
        return {};
    return exact ? QVariant(*exact) : QVariant(v);
}

QVariant rawMedian(std::vector<qint64> v)
{
    std::sort(v.begin(), v.end());
    if (const auto exact = exactQuantileSorted(v, 50))
        return QVariant(*exact);
    const std::size_t n = v.size();
    return n % 2 ? double(v[n / 2]) : (double(v[n / 2 - 1]) + double(v[n / 2])) / 2.0;
}

int statsCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"),
                                    Tr::tr("Output format: table or json (default: table)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    parser.addOption(format);
    cli::helpOption(parser);
    parser.addPositionalArgument(QStringLiteral("RUN_ID"), Tr::tr("The run to summarise."));
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("stats")))
        return 0;
    const QStringList pos = parser.positionalArguments(); // args[0] ("stats") is skipped
    if (pos.size() != 1) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] stats RUN_ID [--format table|json]")
                << Qt::endl;
        return 2;
    }
    const auto fmt = cli::parseFormat(parser.value(format), {"table", "json"});
    if (!fmt) {
        ctx.err << Tr::tr("error: unknown format '%1' (table or json)").arg(parser.value(format))
                << Qt::endl;
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
    const auto run = store.loadRun(id, true, false, &why);
    if (!run) {
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 1;
    }

    cli::Table t;
    t.columns = {{"metric", Tr::tr("Metric")},
                 {"unit", Tr::tr("Unit")},
                 {"status", Tr::tr("Status")},
                 {"n", Tr::tr("n")},
                 {"min", Tr::tr("Min")},
                 {"median", Tr::tr("Median")},
                 {"median_ci_low", Tr::tr("CI low")},
                 {"median_ci_high", Tr::tr("CI high")},
                 {"max", Tr::tr("Max")},
                 {"mean", Tr::tr("Mean")},
                 {"sd", Tr::tr("SD")},
                 {"p1", Tr::tr("P1")},
                 {"p99", Tr::tr("P99")},
                 {"overhead", Tr::tr("Overhead")},
                 {"cold", Tr::tr("Cold")}};
    // Kernel-only medians of the metrics explained by trace (rtosbench-cli explain).
    const QMap<QString, StoredAttribution> attributed = AttributionStore(store).forRun(run->id);
    if (!attributed.isEmpty())
        t.columns.insert(t.columns.end(), {{"raw_median", Tr::tr("Raw median")},
                                           {"kernel_only", Tr::tr("Kernel-only")}});
    int summaryOnlyCases = 0;
    for (const CaseResult &c : run->cases) {
        // A summary-only case (imported from another suite: no samples) shows the summary it
        // was stored with; the values the suite did not print stay empty.
        const bool summaryOnly = c.samples.empty() && !c.summaryJson.isEmpty();
        const QJsonObject stored =
            summaryOnly ? QJsonDocument::fromJson(c.summaryJson.toUtf8()).object() : QJsonObject();
        const Summary s = summaryOnly ? Summary::fromJson(stored) : summarize(c.corrected());
        // Integer statistics of the corrected samples exactly (issue 31: INT64_MAX through a
        // double printed as ...808).
        const ExactIntegers e =
            summaryOnly
                ? ExactIntegers{}
                : exactIntegersSorted(sortedCorrected(c.samples, c.overhead.value_or(0)), s);
        const bool known = s.n > 0 || summaryOnly;
        summaryOnlyCases += summaryOnly ? 1 : 0;
        const QVariant n = summaryOnly && stored.value("n").isNull() ? QVariant() : QVariant(s.n);
        t.rows.push_back({c.metric, c.unit, c.status, n, num(s.min, known, e.min),
                          num(s.median, known, e.median), num(s.medianCiLow, known, e.medianCiLow),
                          num(s.medianCiHigh, known, e.medianCiHigh), num(s.max, known, e.max),
                          num(s.mean, known, e.mean), num(s.sd, known), num(s.p1, known, e.p1),
                          num(s.p99, known, e.p99), c.overhead ? QVariant(*c.overhead) : QVariant(),
                          c.coldSample ? QVariant(*c.coldSample) : QVariant()});
        if (!attributed.isEmpty())
            t.rows.back() << (c.samples.empty() ? QVariant() : rawMedian(c.samples))
                          << (attributed.contains(c.metric) &&
                                      attributed.value(c.metric).kernelMedian
                                  ? QVariant(*attributed.value(c.metric).kernelMedian)
                                  : QVariant());
    }
    if (*fmt == cli::OutputFormat::Table && summaryOnlyCases == 0) {
        ctx.out << Tr::tr("Run %1: %2 %3, %4, corrected samples (raw - overhead)")
                       .arg(run->id)
                       .arg(run->config.kernel, run->config.kernelVersion,
                            runStatusName(run->status))
                << '\n';
    } else if (*fmt == cli::OutputFormat::Table) {
        ctx.out << Tr::tr("Run %1: %2 %3, %4, source %5: summary only, as the suite printed it "
                          "(no samples)")
                       .arg(run->id)
                       .arg(run->config.kernel, run->config.kernelVersion,
                            runStatusName(run->status), run->source)
                << '\n';
    }
    if (*fmt == cli::OutputFormat::Table && !attributed.isEmpty() &&
        run->config.timingMethod == CycleSamples::method())
        ctx.out << Tr::tr("Kernel-only: median estimated cycles (model) of the kernel layer, the "
                          "Cortex-M3 cycle model's, attributed by trace (rtosbench-cli explain) "
                          "over the first measured windows, not measured; Median is over "
                          "corrected samples, Raw median over raw ones")
                << '\n';
    else if (*fmt == cli::OutputFormat::Table && !attributed.isEmpty())
        ctx.out << Tr::tr("Kernel-only: median raw instructions of the kernel layer, emulated "
                          "instruction count, attributed by trace (rtosbench-cli explain) over "
                          "the first measured windows; Median is over corrected samples, Raw "
                          "median over raw ones")
                << '\n';
    cli::write(ctx.out, *fmt, t);
    return 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("stats"),
     QString::fromUtf8(QT_TRANSLATE_NOOP(
         "rb::Cli", "Summary statistics of a run's cases (RUN_ID [--format table|json]).")),
     &statsCommand});

} // namespace
} // namespace rb
