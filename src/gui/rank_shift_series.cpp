// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/rank_shift_series.h"

#include "core/analysis/footprint_metric.h"
#include "gui/workbench_state.h"

#include <QMap>
#include <QSet>

namespace rb {

// All series of the data source, converted to the display unit (left out when impossible).
// Without samples (withSamples false) only metric, kernel and conditions are filled: enough for
// the choices. Measured series get their summary on the worker thread (see refresh()).
std::vector<Series> collectRankSeries(const WorkbenchState &state, bool references,
                                      DisplayUnit unit, bool withSamples,
                                      const QStringList &sampleMetrics)
{
    std::vector<Series> out;
    if (references) {
        // The published sources checked in the side panel, or all of them.
        const QStringList sources = state.selectedReferenceSources();
        for (const ReferenceResult &r : state.references()) {
            if (!sources.isEmpty() && !sources.contains(r.source))
                continue;
            // Not convertible: kept in its own unit, so that the view can name it when the
            // ranking is in another.
            const UnitScale scale = unitScale(r.config, r.unit, unit);
            Series s = seriesFromReference(r);
            s.value *= scale.factor.value_or(1.0);
            s.unit = unit == DisplayUnit::Native || !scale.factor ? r.unit : displayUnitKey(unit);
            out.push_back(std::move(s));
        }
        return out;
    }
    QList<qint64> ids = state.selectedRuns();
    if (ids.isEmpty())
        for (const RunRow &r : state.runs())
            ids << r.id;
    for (qint64 id : ids) {
        const auto run = state.run(id, withSamples);
        if (!run)
            continue;
        for (const CaseResult &c : run->cases) {
            // A rank needs no conversion: values that cannot be shown in the display unit (ticks
            // of an unknown timer) are ranked in their own unit (refresh() keeps one unit).
            const UnitScale scale = unitScale(run->config, c.unit, unit);
            const double factor = scale.factor.value_or(1.0);
            const QString unitKey =
                scale.factor && unit != DisplayUnit::Native ? displayUnitKey(unit) : c.unit;
            // The series as core makes it (the experiment included: it orders the
            // configurations); the summary is computed on the worker thread (refresh()).
            const bool noSamples = c.sampleCount == 0 && c.samples.empty();
            if (withSamples && !noSamples && !sampleMetrics.isEmpty() &&
                !sampleMetrics.contains(c.metric)) {
                // A metric not ranked: its series without the samples (no copy of them), kept
                // by the same rule (isRankable: status ok and samples) for the conditions.
                CaseResult light;
                light.metric = c.metric;
                light.unit = c.unit;
                light.status = c.status;
                light.coldSample = c.coldSample;
                light.overhead = c.overhead;
                light.switches = c.switches;
                light.sampleCount = c.sampleCount;
                Series s = seriesFromCase(*run, light, false);
                s.unit = unitKey;
                if (c.status == QLatin1String("ok") && !c.samples.empty())
                    out.push_back(std::move(s));
                continue;
            }
            Series s = seriesFromCase(*run, c, noSamples);
            if (noSamples) // an imported suite's printed summary, or nothing to rank
                s.value *= factor;
            for (double &v : s.samples)
                v *= factor;
            s.unit = unitKey;
            // Core's rule, the same as the CLI's and the report's (isRankable); before the
            // samples are loaded, a case that has them stands in for them.
            const bool rankable = withSamples || s.summaryOnly
                                      ? isRankable(s)
                                      : s.status == QLatin1String("ok") && c.sampleCount > 0;
            if (rankable)
                out.push_back(std::move(s));
        }
        // Its footprint metrics (issue 37 item 3): exact values in bytes, never converted.
        for (Series &s : footprintSeries(*run))
            out.push_back(std::move(s));
    }
    return out;
}

// The first condition that takes two or more values, each with two or more kernels: what a
// user comparing configurations wants to see varied. "" when there is none.
QString conditionThatVaries(const std::vector<Series> &all)
{
    // The conditions an experiment varies first; flags and build ids follow from them.
    QStringList keys{QStringLiteral("opt_level"),         QStringLiteral("clock_hz"),
                     QStringLiteral("kernel_profile"),    QStringLiteral("timing_method"),
                     QStringLiteral("flash_wait_states"), QStringLiteral("board")};
    for (const QString &key : Configuration::conditionKeys())
        if (!keys.contains(key) && key != QLatin1String("cflags"))
            keys << key;
    for (const QString &key : keys) {
        if (key == QLatin1String("kernel") || key == QLatin1String("kernel_version"))
            continue;
        QMap<QString, QSet<QString>> kernelsPerValue;
        for (const Series &s : all)
            kernelsPerValue[s.config.value(key)] << s.kernelKey();
        int rankable = 0;
        for (const QSet<QString> &k : kernelsPerValue)
            rankable += k.size() >= 2 ? 1 : 0;
        if (rankable >= 2)
            return key;
    }
    return {};
}

} // namespace rb
