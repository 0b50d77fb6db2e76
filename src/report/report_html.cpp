// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_html.h"

#include "core/analysis/comparison.h"
#include "core/analysis/run_label.h"
#include "core/trace/fairness_audit.h"
#include "report/report_data.h"
#include "report/report_findings.h"
#include "report/report_glance.h"
#include "report/report_tr.h"
#include "report/unit_label.h"

#include <QFileInfo>
#include <QHash>

#include <cmath>
#include <set>

namespace rb::report {

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

namespace {

const char *kTable = "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                     "style=\"border-color:#888; border-style:solid;\">";

QString num(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("–");
    if (std::fabs(v) >= 1e6 || v == std::floor(v))
        return QString::number(v, 'g', 10);
    return QString::number(v, 'f', std::fabs(v) >= 100 ? 1 : 3);
}

QString pValue(double p)
{
    if (!std::isfinite(p))
        return QStringLiteral("–");
    return p < 1e-4 ? QString::number(p, 'e', 1) : QString::number(p, 'f', 4);
}

QString cell(const QString &s, bool header = false)
{
    return header ? QStringLiteral("<th>%1</th>").arg(escaped(s))
                  : QStringLiteral("<td>%1</td>").arg(escaped(s));
}

QString row(const QStringList &cells, bool header = false)
{
    QString r = QStringLiteral("<tr>");
    for (const QString &c : cells)
        r += cell(c, header);
    return r + QStringLiteral("</tr>");
}

// Each run by its kernel plus what differs among the report's runs (issue 17 item 5).
QHash<qint64, QString> runNames(const ReportData &d)
{
    std::vector<Configuration> configs;
    for (const Run &r : d.runs)
        configs.push_back(r.config);
    const QStringList keys = labelConditions(configs);
    QHash<qint64, QString> names;
    for (const Run &r : d.runs)
        names.insert(r.id, runLabel(r.id, r.config, keys));
    return names;
}

QString nameOf(const QHash<qint64, QString> &names, qint64 id, const QString &kernel)
{
    return names.value(id, QStringLiteral("#%1 %2").arg(id).arg(kernel));
}

QString summaryTables(const ReportData &d)
{
    QString h =
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(escaped(Text::tr("Summary")),
                 escaped(Text::tr("Per metric and run, in the run's unit, over the corrected "
                                  "samples (corrected = raw - overhead). The median carries "
                                  "its distribution-free 95 % confidence interval. Kernel-only "
                                  "= the median minus the adapter's emulation cost the run "
                                  "states for the case (COND mech.*.cost; 0 when none).")));
    const QHash<qint64, QString> names = runNames(d);
    QHash<qint64, const Run *> runs;
    for (const Run &r : d.runs)
        runs.insert(r.id, &r);
    for (const QString &m : d.metrics) {
        h += QStringLiteral("<h3>%1</h3>").arg(escaped(m));
        h += QLatin1String(kTable) +
             row({Text::tr("Run"), Text::tr("Unit"), Text::tr("Overhead"), Text::tr("n"),
                  Text::tr("Min"), Text::tr("Median [95 % CI]"), Text::tr("Kernel-only"),
                  Text::tr("Max"), Text::tr("Mean"), Text::tr("SD")},
                 true);
        for (const Series *s : d.seriesOf(m)) {
            const Summary &x = s->summary;
            if (!s->hasSamples()) {
                h += row({nameOf(names, s->runId, s->kernel), report::unitLabel(s->config, s->unit),
                          QString(), QStringLiteral("0"), Text::tr("status %1").arg(s->status),
                          QString(), QString(), QString(), QString(), QString()});
                continue;
            }
            const Run *run = runs.value(s->runId);
            const auto kernelOnly = FairnessAudit::kernelOnlyMedian(
                x.median, m, run ? run->config.extra : QMap<QString, QString>());
            h += row({nameOf(names, s->runId, s->kernel), report::unitLabel(s->config, s->unit),
                      s->overhead ? QString::number(*s->overhead) : Text::tr("unknown (0)"),
                      QString::number(x.n), num(x.min),
                      QStringLiteral("%1 [%2, %3]")
                          .arg(num(x.median), num(x.medianCiLow), num(x.medianCiHigh)),
                      kernelOnly ? num(*kernelOnly) : Text::tr("unknown"), num(x.max), num(x.mean),
                      num(x.sd)});
        }
        h += QStringLiteral("</table>");
    }
    return h;
}

// Issue 37: each run's footprint (the FOOT record: the firmware's own section sizes) with the
// compiler that built it, so a compiler's or LTO's size is read beside its timings.
QString footprintTable(const ReportData &d)
{
    bool any = false;
    for (const Run &r : d.runs)
        any = any || r.footprint.isKnown();
    if (!any)
        return QString();
    const QHash<qint64, QString> names = runNames(d);
    auto bytes = [](const std::optional<qint64> &v) {
        return v ? QString::number(*v) : Text::tr("unknown");
    };
    QString h = QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(escaped(Text::tr("Footprint")),
                         escaped(Text::tr("Bytes of each run's firmware image by section, as the "
                                          "firmware states them (FOOT), with the compiler and "
                                          "LTO that built it.")));
    h += QLatin1String(kTable) +
         row({Text::tr("Run"), Text::tr("Compiler"), Text::tr("LTO"), QStringLiteral(".text"),
              QStringLiteral(".rodata"), QStringLiteral(".data"), QStringLiteral(".bss")},
             true);
    for (const Run &r : d.runs)
        h += row({nameOf(names, r.id, orUnknown(r.config.kernel)),
                  orUnknown(QStringLiteral("%1 %2")
                                .arg(r.config.toolchain, r.config.toolchainVersion)
                                .trimmed()),
                  orUnknown(r.config.extra.value(QStringLiteral("lto"))), bytes(r.footprint.text),
                  bytes(r.footprint.rodata), bytes(r.footprint.data), bytes(r.footprint.bss)});
    return h + QStringLiteral("</table>");
}

} // namespace

// Cycle-model runs beside the published cycles (issue 36): the model is not tuned to them.
static QString modelBesidePublishedHtml(const ReportData &d)
{
    if (d.modelBesidePublished.empty())
        return QString();
    const QHash<qint64, QString> names = runNames(d);
    QString h =
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(escaped(Text::tr("Estimated cycles (model) beside the published cycles")),
                 escaped(
                     Text::tr("Each cycle-model run's median (corrected: raw - overhead), in "
                              "estimated cycles (model), over a published number of the same "
                              "kernel and case in cycles (a number in µs times its stated "
                              "clock). The model is not tuned to them; the publication's "
                              "compiler, configuration and window differ, so the ratio holds "
                              "those differences and the model's error together. Geometric "
                              "mean of the ratios: %1.")
                         .arg(num(ModelBesidePublished::geometricMean(d.modelBesidePublished)))));
    QStringList sources;
    for (const ModelBesidePublished &m : d.modelBesidePublished)
        if (!sources.contains(m.source))
            sources << m.source;
    const bool oneSource = sources.size() == 1;
    if (oneSource)
        h += QStringLiteral("<p>%1</p>").arg(escaped(Text::tr("Published in: %1").arg(sources[0])));
    QStringList head{Text::tr("Run"), Text::tr("Metric"), Text::tr("Model (estimated cycles)"),
                     Text::tr("Published"), Text::tr("Model / published")};
    if (!oneSource)
        head << Text::tr("Source");
    h += QLatin1String(kTable) + row(head, true);
    for (const ModelBesidePublished &m : d.modelBesidePublished) {
        const QString metric = m.metric == m.publishedMetric
                                   ? m.metric
                                   : Text::tr("%1 (%2)").arg(m.metric, m.publishedMetric);
        const QString pub = m.fromUs
                                ? Text::tr("%1 = %2 cycles").arg(m.publishedAs, num(m.published))
                                : m.publishedAs;
        QStringList cells{nameOf(names, m.runId, m.kernel), metric, num(m.model), pub,
                          QString::number(m.ratio(), 'f', 2)};
        if (!oneSource)
            cells << m.source;
        h += row(cells);
    }
    return h + QStringLiteral("</table>");
}

QString referenceHtml(const ReportData &d)
{
    if (d.references.empty())
        return modelBesidePublishedHtml(d);
    QString h = modelBesidePublishedHtml(d) +
                QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(escaped(Text::tr("Published reference values")),
                         escaped(Text::tr("Published numbers of the same metrics, with their own "
                                          "conditions; not measured here and not tested.")));
    h += QLatin1String(kTable) +
         row({Text::tr("Source"), Text::tr("Kernel"), Text::tr("Board"), Text::tr("Clock (Hz)"),
              Text::tr("Metric"), Text::tr("Value"), Text::tr("Unit"), Text::tr("Statistic")},
             true);
    for (const ReferenceResult &r : d.references)
        h += row({r.source, orUnknown(r.config.kernel), orUnknown(r.config.board),
                  r.config.clockHz ? QString::number(*r.config.clockHz) : Text::tr("unknown"),
                  r.metric, num(r.value), r.unit, orUnknown(r.statistic)});
    return h + QStringLiteral("</table>");
}

QString backMatterHtml(const ReportData &d)
{
    QString h = QStringLiteral("<h1>%1</h1>").arg(escaped(Text::tr("Appendix")));
    const QHash<qint64, QString> names = runNames(d);
    // Issue 38: the measurement chain's cases here, not among the results.
    QStringList unmeasuredChain;
    for (const QString &m : d.unmeasuredMetrics)
        if (isMeasurementChainCase(m))
            unmeasuredChain << m;
    if (!d.chainMetrics.isEmpty() || !unmeasuredChain.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2><p>%2</p>")
                 .arg(escaped(Text::tr("Measurement chain")),
                      escaped(Text::tr("The cases that measure the harness, not the kernel: the "
                                       "timer read (its median is the overhead taken off every "
                                       "sample), the calibration loops and sequences, and the "
                                       "floors. Median [95 % CI] and rank.")));
        h += metricTablesHtml(d, d.chainMetrics);
        if (!unmeasuredChain.isEmpty())
            h += QStringLiteral("<p>%1</p>")
                     .arg(escaped(Text::tr("Not measured by any run (unsupported or failed): %1.")
                                      .arg(unmeasuredChain.join(QStringLiteral(", ")))));
    }
    h += QStringLiteral("<h2>%1</h2><p>%2</p>")
             .arg(escaped(Text::tr("Results per metric")),
                  escaped(Text::tr("Median of the corrected samples (raw - overhead) with its "
                                   "distribution-free 95 % confidence interval, in the run's "
                                   "unit, and the kernel's rank within its configuration."))) +
         metricTablesHtml(d, d.resultMetrics);
    h += QStringLiteral("<h2>%1</h2>").arg(escaped(Text::tr("Disclosure")));
    for (const Run &r : d.runs)
        h += QStringLiteral("<p style=\"margin-bottom:2px;\">%1</p>")
                 .arg(escaped(disclosureLine(r)));
    h += conditionsHtml(d);
    h += summaryTables(d);
    h += footprintTable(d);
    h += QStringLiteral("<h2>%1</h2><p>%2</p>")
             .arg(escaped(Text::tr("Pairwise effects")),
                  escaped(Text::tr("Mann-Whitney U test (two-sided p), Holm-adjusted p within "
                                   "each metric, Hodges-Lehmann shift A - B with its 95 % "
                                   "confidence interval, in the metric's unit. The pairs that "
                                   "differ in one studied condition only: two kernels in the "
                                   "same configuration, or one kernel in two configurations "
                                   "(every pair: rtosbench-cli compare).")));
    h += QLatin1String(kTable) +
         row({Text::tr("Metric"), Text::tr("A"), Text::tr("B"), Text::tr("n A / n B"),
              Text::tr("p"), Text::tr("p (Holm)"), Text::tr("Shift A - B [95 % CI]")},
             true);
    for (const PairwiseResult &r : d.comparison.pairwise) {
        const QString a = nameOf(names, r.runA, r.kernelA), b = nameOf(names, r.runB, r.kernelB);
        if (!r.testable) {
            h += row({r.metric, a, b, QString(), r.note, QString(), QString()});
            continue;
        }
        h += row(
            {r.metric, a, b, QStringLiteral("%1 / %2").arg(r.nA).arg(r.nB), pValue(r.p),
             pValue(r.pHolm),
             QStringLiteral("%1 [%2, %3]").arg(num(r.hlShift), num(r.hlCiLow), num(r.hlCiHigh))});
    }
    h += QStringLiteral("</table>");
    if (d.comparison.pairwise.empty())
        h += QStringLiteral("<p>%1</p>").arg(escaped(Text::tr("No pairs: one run per metric.")));

    for (const RankReport &rr : d.ranks) {
        h += QStringLiteral("<h3>%1</h3>")
                 .arg(escaped(Text::tr("Ranks of %1 by %2").arg(rr.metric, rr.condition)));
        h += QLatin1String(kTable) + row({rr.condition, Text::tr("Rank"), Text::tr("Kernel"),
                                          Text::tr("Median"), Text::tr("Rank 95 %"), Text::tr("n")},
                                         true);
        for (const RankedGroup &g : rr.ranking.groups)
            for (const RankEntry &e : g.entries)
                h += row({orUnknown(g.value), QString::number(e.rank), e.kernel, num(e.center),
                          QStringLiteral("%1-%2").arg(e.rankCiLow).arg(e.rankCiHigh),
                          QString::number(e.n)});
        h += QStringLiteral("</table>");
        for (const RankFlip &f : rr.ranking.flips)
            h += QStringLiteral("<p>%1</p>")
                     .arg(escaped(Text::tr("Flip %1 / %2 between %3 and %4: %5 (%6)")
                                      .arg(f.kernelA, f.kernelB, orUnknown(f.from), orUnknown(f.to),
                                           f.significant ? Text::tr("significant")
                                                         : Text::tr("not significant"),
                                           f.reason)));
    }

    h += QStringLiteral("<h2>%1</h2><p>%2</p>")
             .arg(escaped(Text::tr("Raw data")),
                  escaped(Text::tr("Every sample (raw and corrected) is in %1 (one row per sample: "
                                   "run_id, metric, index, value, unit, corrected).")
                              .arg(QFileInfo(d.csvPath).absoluteFilePath())));
    h += QLatin1String(kTable) +
         row({Text::tr("Run"), Text::tr("Metric"), Text::tr("Status"), Text::tr("n")}, true);
    for (const Run &r : d.runs)
        for (const CaseResult &c : r.cases)
            if (d.metrics.contains(c.metric))
                h += row({nameOf(names, r.id, orUnknown(r.config.kernel)), c.metric, c.status,
                          QString::number(c.samples.size())});
    h += QStringLiteral("</table>");

    if (!d.attributions.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2><p>%2</p>")
                 .arg(escaped(Text::tr("Kernel-only figures")),
                      escaped(Text::tr("Emulated instruction count, attributed by trace "
                                       "(rtosbench-cli explain): the medians over the first "
                                       "measured windows of the whole window (equal to the raw "
                                       "samples) and of its kernel layer.")));
        h += QLatin1String(kTable) + row({Text::tr("Run"), Text::tr("Metric"), Text::tr("Windows"),
                                          Text::tr("Raw (traced)"), Text::tr("Kernel-only")},
                                         true);
        for (const Run &r : d.runs)
            for (const CaseResult &c : r.cases) {
                const auto a = d.attributions.value(r.id);
                if (!d.metrics.contains(c.metric) || !a.contains(c.metric))
                    continue;
                const StoredAttribution &s = a[c.metric];
                h += row({nameOf(names, r.id, orUnknown(r.config.kernel)), c.metric,
                          QString::number(s.windows), num(s.totalMedian),
                          s.kernelMedian ? num(*s.kernelMedian) : Text::tr("unknown")});
            }
        h += QStringLiteral("</table>");
    }

    h += QStringLiteral("<h2>%1</h2>").arg(escaped(Text::tr("Reproducibility")));
    h += QStringLiteral("<p>%1</p>")
             .arg(escaped(Text::tr("rtosbench %1; database %2; report generated %3.")
                              .arg(QStringLiteral(RTOSBENCH_VERSION), d.dbPath,
                                   d.generatedAt.toString(Qt::ISODate))));
    for (const Run &r : d.runs) {
        QStringList tools;
        for (auto it = r.toolVersions.cbegin(); it != r.toolVersions.cend(); ++it)
            tools.push_back(QStringLiteral("%1 %2").arg(it.key(), it.value()));
        h += QStringLiteral("<p style=\"margin-bottom:2px;\">%1</p>")
                 .arg(escaped(
                     Text::tr("Run %1 (%2, %3): started %4, finished %5; firmware sha256 %6; "
                              "tools: %7; stored by rtosbench %8")
                         .arg(r.id)
                         .arg(r.source, runStatusName(r.status),
                              r.startedAt.isValid() ? r.startedAt.toString(Qt::ISODate)
                                                    : Text::tr("unknown"),
                              r.finishedAt.isValid() ? r.finishedAt.toString(Qt::ISODate)
                                                     : Text::tr("unknown"),
                              orUnknown(r.firmwareSha256),
                              tools.isEmpty() ? Text::tr("unknown")
                                              : tools.join(QStringLiteral("; ")),
                              orUnknown(r.workbenchVersion))));
        if (r.kernelTree.isKnown())
            h += QStringLiteral("<p style=\"margin-bottom:2px;\">%1</p>")
                     .arg(escaped(Text::tr("Run %1: kernel tree %2, git commit %3, sha256 of "
                                           "the %4 compiled kernel files %5")
                                      .arg(r.id)
                                      .arg(orUnknown(r.kernelTree.path),
                                           r.kernelTree.commit.isEmpty()
                                               ? Text::tr("none (not a git checkout)")
                                               : r.kernelTree.commit)
                                      .arg(r.kernelTree.files)
                                      .arg(orUnknown(r.kernelTree.digest))));
    }
    return h;
}

} // namespace rb::report
