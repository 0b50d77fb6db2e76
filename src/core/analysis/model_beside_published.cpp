// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/model_beside_published.h"

#include "core/trace/cycle_samples.h"

#include <QLocale>

#include <cmath>

namespace rb {

QString ModelBesidePublished::ourMetric(const QString &publishedMetric)
{
    if (publishedMetric == QLatin1String("context_switch_single"))
        return QStringLiteral("context_switch");
    if (publishedMetric == QLatin1String("queue_post_1byte"))
        return QStringLiteral("queue_post_1");
    if (publishedMetric == QLatin1String("irq_to_task_wake"))
        return QStringLiteral("irq_to_task");
    return publishedMetric;
}

std::vector<ModelBesidePublished>
ModelBesidePublished::pairs(const std::vector<Series> &series,
                            const std::vector<ReferenceResult> &refs)
{
    std::vector<ModelBesidePublished> out;
    for (const Series &s : series) {
        if (s.isReference || !s.hasSamples() || s.status != QLatin1String("ok") ||
            s.config.timingMethod != CycleSamples::method())
            continue;
        const ReferenceResult *best = nullptr;
        for (const ReferenceResult &r : refs) {
            if (canonicalKernel(r.config.kernel) != s.kernelKey() ||
                ourMetric(r.metric) != s.metric)
                continue;
            const bool cycles = r.unit == QLatin1String("cycles");
            const bool us = r.unit == QLatin1String("us") && r.config.clockHz.value_or(0) > 0;
            if (!cycles && !us)
                continue;
            // A cycles row of the same publication is taken over its µs row.
            if (!best ||
                (cycles && best->unit != QLatin1String("cycles") && best->source == r.source))
                best = &r;
        }
        if (!best)
            continue;
        ModelBesidePublished m;
        m.runId = s.runId;
        m.kernel = s.kernel;
        m.metric = s.metric;
        m.publishedMetric = best->metric;
        m.model = s.summary.median;
        m.source = best->source;
        if (best->unit == QLatin1String("cycles")) {
            m.published = best->value;
            m.publishedAs = tr("%1 cycles").arg(QLocale().toString(best->value, 'g', 6));
        } else {
            const double mhz = double(*best->config.clockHz) / 1e6;
            m.published = best->value * mhz;
            m.fromUs = true;
            m.publishedAs =
                tr("%1 µs × %2 MHz")
                    .arg(QLocale().toString(best->value, 'g', 6), QLocale().toString(mhz, 'g', 6));
        }
        out.push_back(m);
    }
    return out;
}

double ModelBesidePublished::geometricMean(const std::vector<ModelBesidePublished> &rows)
{
    double logs = 0;
    int n = 0;
    for (const ModelBesidePublished &r : rows)
        if (r.ratio() > 0) {
            logs += std::log(r.ratio());
            ++n;
        }
    return n ? std::exp(logs / n) : 0;
}

} // namespace rb
