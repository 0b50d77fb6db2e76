// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/series.h"

#include "core/analysis/footprint_metric.h"
#include "core/kernels/kernel_catalogue.h"

#include <QJsonDocument>

#include <QJsonObject>
#include <cmath>

namespace rb {

double Series::center() const
{
    if (isReference || summaryOnly || exact)
        return value;
    return peakHeadline() ? summary.max : summary.median;
}

bool Series::isPeakMetric(const QString &metric)
{
    return metric == QLatin1String("tick_jitter");
}

QString Series::kernelKey() const
{
    return canonicalKernel(kernel);
}

QString canonicalKernel(const QString &name)
{
    return KernelCatalogue::builtIn().canonicalId(name);
}

namespace {
// A summary-only case (an imported suite's printed numbers): the summary it stored, and the value
// rankings use: the printed median, else the printed mean.
void applyPrintedSummary(Series &s, const QString &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    if (!o.value(QLatin1String("summary_only")).toBool())
        return;
    const QJsonValue median = o.value(QLatin1String("median"));
    const QJsonValue mean = o.value(QLatin1String("mean"));
    if (!median.isDouble() && !mean.isDouble())
        return;
    s.summaryOnly = true;
    s.summary = Summary::fromJson(o);
    s.value = median.isDouble() ? median.toDouble() : mean.toDouble();
    s.higherIsBetter = o.value(QLatin1String("higher_is_better")).toBool();
    const QString printed = o.value(QLatin1String("statistic")).toString();
    s.statistic = printed.isEmpty() ? (median.isDouble() ? QStringLiteral("median (printed)")
                                                         : QStringLiteral("mean (printed)"))
                                    : printed;
}
} // namespace

bool isRankable(const Series &s)
{
    if (s.isReference || s.exact)
        return std::isfinite(s.value);
    if (s.status != QLatin1String("ok"))
        return false;
    return s.hasSamples() || (s.summaryOnly && std::isfinite(s.value));
}

void summarizeSeries(Series &s)
{
    if (s.isReference || s.summaryOnly || s.exact)
        return;
    s.summary = summarize(s.samples);
    s.value = s.center();
    s.statistic = s.peakHeadline() ? QStringLiteral("peak (max) of %1").arg(s.summary.n)
                                   : QStringLiteral("median of %1").arg(s.summary.n);
}

Series seriesFromCase(const Run &run, const CaseResult &c, bool summarized)
{
    Series s;
    s.id = QStringLiteral("run:%1/%2").arg(run.id).arg(c.metric);
    s.runId = run.id;
    s.experiment = run.experiment;
    s.kernel = run.config.kernel;
    s.config = run.config;
    s.source = run.source;
    s.metric = c.metric;
    s.unit = c.unit;
    s.status = c.status;
    s.samples = c.corrected();
    s.coldSample = c.coldSample;
    s.overhead = c.overhead;
    s.switches = c.switches;
    if (summarized)
        summarizeSeries(s);
    if (s.samples.empty() && !c.summaryJson.isEmpty())
        applyPrintedSummary(s, c.summaryJson);
    s.note = run.notes;
    return s;
}

std::vector<Series> seriesFromRun(const Run &run, const QString &metric)
{
    std::vector<Series> out;
    if (footprint::isMetric(metric)) {
        if (std::optional<Series> s = footprintSeries(run, metric))
            out.push_back(std::move(*s));
        return out;
    }
    for (const CaseResult &c : run.cases)
        if (metric.isEmpty() || c.metric == metric)
            out.push_back(seriesFromCase(run, c));
    return out;
}

Series seriesFromReference(const ReferenceResult &ref)
{
    Series s;
    s.id = QStringLiteral("ref:%1").arg(ref.id);
    s.referenceId = ref.id;
    s.isReference = true;
    s.kernel = ref.config.kernel;
    s.config = ref.config;
    s.source = ref.source;
    s.metric = ref.metric;
    s.unit = ref.unit;
    s.value = ref.value;
    s.statistic = ref.statistic;
    s.note = ref.note;
    return s;
}

} // namespace rb
