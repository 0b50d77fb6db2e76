// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli compare --runs IDS [--metric M] [--vary CONDS] [--format table|json]:
// summaries, pairwise tests (Mann-Whitney U, Holm, Hodges-Lehmann), confounds and traps: the
// core compareSeries, as the GUI and the report.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "core/analysis/comparison.h"
#include "core/analysis/comparison_plan.h"
#include "core/store/attribution_store.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include <cmath>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QVariant number(double v)
{
    return std::isfinite(v) ? QVariant(v) : QVariant();
}

using Attributions = QMap<qint64, QMap<QString, StoredAttribution>>;

void writeTables(QTextStream &out, const Comparison &c, const Attributions &kernelOnly)
{
    cli::Table s;
    s.columns = {
        {"run", Tr::tr("Run")},       {"kernel", Tr::tr("Kernel")}, {"metric", Tr::tr("Metric")},
        {"unit", Tr::tr("Unit")},     {"n", Tr::tr("n")},           {"min", Tr::tr("Min")},
        {"median", Tr::tr("Median")}, {"ci", Tr::tr("95% CI")},     {"p99", Tr::tr("P99")},
        {"max", Tr::tr("Max")},       {"mean", Tr::tr("Mean")}};
    // Stored attributions (rtosbench-cli explain): emulated instruction count, attributed by trace.
    if (!kernelOnly.isEmpty())
        s.columns.push_back({"kernel_only", Tr::tr("Kernel-only")});
    for (const Series &x : c.series) {
        const QString run =
            x.isReference ? QStringLiteral("ref %1").arg(x.referenceId) : QString::number(x.runId);
        if (x.isReference) {
            s.rows.push_back({run, x.kernel, x.metric, x.unit, QVariant(), QVariant(), x.value,
                              x.statistic, QVariant(), QVariant(), QVariant()});
            continue;
        }
        const Summary &m = x.summary;
        s.rows.push_back(
            {run, x.kernel, x.metric, x.unit, m.n, number(m.min), number(m.median),
             QStringLiteral("%1 .. %2")
                 .arg(cli::cellText(number(m.medianCiLow)), cli::cellText(number(m.medianCiHigh))),
             number(m.p99), number(m.max), number(m.mean)});
        if (!kernelOnly.isEmpty()) {
            const auto a = kernelOnly.value(x.runId);
            s.rows.back().push_back(a.contains(x.metric) && a[x.metric].kernelMedian
                                        ? QVariant(*a[x.metric].kernelMedian)
                                        : QVariant());
        }
    }
    cli::writeTable(out, s);
    if (!kernelOnly.isEmpty())
        out << Tr::tr("Kernel-only: median kernel-layer instructions of the traced windows, "
                      "emulated instruction count, attributed by trace (rtosbench-cli explain)")
            << Qt::endl;
    out << Qt::endl;

    if (!c.pairwise.empty()) {
        cli::Table p;
        p.columns = {{"metric", Tr::tr("Metric")},
                     {"a", Tr::tr("A")},
                     {"b", Tr::tr("B")},
                     {"u", Tr::tr("U")},
                     {"p", Tr::tr("p")},
                     {"p_holm", Tr::tr("p (Holm)")},
                     {"hl", Tr::tr("Shift A-B")},
                     {"hl_ci", Tr::tr("95% CI")},
                     {"p_greater", Tr::tr("P(A>B)")}};
        for (const PairwiseResult &r : c.pairwise) {
            const QString a =
                QStringLiteral("%1 %2").arg(r.runA ? QString::number(r.runA) : r.a, r.kernelA);
            const QString b =
                QStringLiteral("%1 %2").arg(r.runB ? QString::number(r.runB) : r.b, r.kernelB);
            if (!r.testable) {
                p.rows.push_back({r.metric, a, b, r.note, QVariant(), QVariant(), QVariant(),
                                  QVariant(), QVariant()});
                continue;
            }
            p.rows.push_back({r.metric, a, b, r.u, r.p, r.pHolm, r.hlShift,
                              QStringLiteral("%1 .. %2")
                                  .arg(cli::cellText(r.hlCiLow), cli::cellText(r.hlCiHigh)),
                              r.pGreater});
        }
        cli::writeTable(out, p);
        out << Qt::endl;
    }
    if (c.confounds.empty()) {
        out << Tr::tr("Confounds: none besides %1.").arg(c.studied.join(QStringLiteral(", ")))
            << Qt::endl;
    } else {
        out << Tr::tr("Confounds (vary besides %1):").arg(c.studied.join(QStringLiteral(", ")))
            << Qt::endl;
        for (const ConditionDifference &d : c.confounds)
            out << "  - " << d.describe() << Qt::endl;
    }
    if (c.traps.empty()) {
        out << Tr::tr("Traps: none fired.") << Qt::endl;
    } else {
        out << Tr::tr("Traps:") << Qt::endl;
        for (const TrapWarning &w : mergeTrapWarnings(c.traps))
            out << QStringLiteral("  [%1] #%2 %3%4: %5")
                       .arg(trapSeverityName(w.severity))
                       .arg(w.number)
                       .arg(w.title,
                            w.runIds.isEmpty() ? QString()
                                               : Tr::tr(" (runs %1)").arg(compactIds(w.runIds)),
                            w.explanation)
                << Qt::endl;
    }
}

int compareCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Compares stored runs: summaries, pairwise tests, "
                                            "confounds and measurement traps."));
    parser.addHelpOption();
    const QCommandLineOption runs("runs", Tr::tr("Run ids, e.g. 1,2,5-7."), "IDS");
    const QCommandLineOption metric("metric", Tr::tr("Only this metric (default: every metric)."),
                                    "M");
    const QCommandLineOption vary("vary",
                                  Tr::tr("The studied condition(s), comma-separated (default: "
                                         "the kernel and the one condition varied besides it, "
                                         "as in the GUI and the report)."),
                                  "CONDS");
    const QCommandLineOption format("format", Tr::tr("Output format: table or json."), "FORMAT",
                                    "table");
    parser.addOptions({runs, metric, vary, format});
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("compare")))
        return 0;
    const auto fmt = cli::parseFormat(parser.value(format), {"table", "json"});
    if (!fmt) {
        ctx.err << Tr::tr("error: unknown format '%1' (table or json)").arg(parser.value(format))
                << Qt::endl;
        return 2;
    }
    if (!parser.isSet(runs)) {
        ctx.err << Tr::tr("error: compare needs --runs IDS") << Qt::endl;
        return 2;
    }
    const auto ids = cli::runIdsOption(parser.value(runs), ctx);
    if (!ids)
        return 2;
    const QStringList studied = parser.value(vary).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &s : studied) {
        if (!isKnownCondition(s)) {
            ctx.err << Tr::tr("error: unknown condition '%1' (one of %2, kernel_config.KEY, "
                              "extra.KEY)")
                           .arg(s, Configuration::conditionKeys().join(QStringLiteral(", ")))
                    << Qt::endl;
            return 2;
        }
    }

    RunStore store;
    if (!ctx.openStoreForReading(store))
        return 1;
    std::vector<Series> series;
    std::vector<Configuration> configs;
    Attributions kernelOnly;
    for (qint64 id : *ids) {
        if (const auto a = AttributionStore(store).forRun(id); !a.isEmpty())
            kernelOnly.insert(id, a);
        QString why;
        const std::optional<Run> run = store.loadRun(id, true, false, &why);
        if (!run) {
            ctx.err << Tr::tr("error: no run %1%2")
                           .arg(id)
                           .arg(why.isEmpty() ? QString() : QStringLiteral(": ") + why)
                    << Qt::endl;
            return 1;
        }
        configs.push_back(run->config);
        const std::vector<Series> s = seriesFromRun(*run, parser.value(metric));
        series.insert(series.end(), s.begin(), s.end());
    }
    if (series.empty()) {
        ctx.err << Tr::tr("error: the runs have no case '%1'").arg(parser.value(metric))
                << Qt::endl;
        return 1;
    }
    // Without --vary, what the GUI and the report study (analysis/comparison_plan.h).
    const Comparison c =
        compareSeries(series, studied.isEmpty() ? studiedConditions(configs) : studied);
    if (*fmt == cli::OutputFormat::Json) {
        QJsonObject o = c.toJson();
        if (!kernelOnly.isEmpty()) {
            QJsonObject k; // run id -> metric -> kernel-only median
            for (auto it = kernelOnly.cbegin(); it != kernelOnly.cend(); ++it) {
                QJsonObject m;
                for (auto a = it->cbegin(); a != it->cend(); ++a)
                    m.insert(a.key(), a->kernelMedian ? QJsonValue(*a->kernelMedian)
                                                      : QJsonValue(QJsonValue::Null));
                k.insert(QString::number(it.key()), m);
            }
            o.insert(QStringLiteral("kernel_only"), k);
        }
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        writeTables(ctx.out, c, kernelOnly);
    }
    return 0;
}

const bool registered =
    registerCliCommand({QStringLiteral("compare"),
                        QString::fromUtf8(QT_TRANSLATE_NOOP(
                            "rb::Cli", "Compare runs: pairwise tests, confounds, trap warnings")),
                        &compareCommand});

} // namespace
} // namespace rb
