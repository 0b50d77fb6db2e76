// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/compare_data.h"
#include "core/analysis/run_label.h"
#include "core/model/corrected.h"
#include "core/store/attribution_store.h"

#include "gui/condition_text.h"
#include "gui/workbench_state.h"
#include "report/unit_label.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QMap>

#include <algorithm>

#include <cmath>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::CompareData)
};

// The summary of a case's corrected samples in its own unit: the cached one when present.
Summary caseSummary(const CaseResult &c)
{
    if (!c.summaryJson.isEmpty()) {
        const QJsonDocument doc = QJsonDocument::fromJson(c.summaryJson.toUtf8());
        if (doc.isObject()) {
            Summary s = Summary::fromJson(doc.object());
            if (s.n > 0 || c.sampleCount == 0)
                return s;
        }
    }
    return summarize(c.corrected());
}

bool needsSamples(const CaseResult &c)
{
    return c.summaryJson.isEmpty() && c.sampleCount > 0;
}
} // namespace

Summary scaledSummary(const Summary &s, double f)
{
    Summary o = s;
    for (double *v : {&o.min, &o.p1, &o.p5, &o.p25, &o.median, &o.p75, &o.p95, &o.p99, &o.max,
                      &o.mean, &o.trimmedMean5, &o.medianCiLow, &o.medianCiHigh})
        *v *= f;
    o.sd = s.sd * std::abs(f);
    o.mad = s.mad * std::abs(f);
    if (f < 0) {
        std::swap(o.min, o.max);
        std::swap(o.medianCiLow, o.medianCiHigh);
    }
    return o;
}

QStringList availableMetrics(const WorkbenchState &state)
{
    // Metrics that more of the checked runs measured come first (issue 17): a metric every run
    // supports leads, one no run has samples of comes last, first-seen order within a count.
    QStringList out;
    QMap<QString, int> measured;
    for (qint64 id : state.selectedRuns()) {
        const auto run = state.run(id, false);
        if (!run)
            continue;
        for (const CaseResult &c : run->cases) {
            if (!out.contains(c.metric))
                out << c.metric;
            if (c.sampleCount > 0 || !c.samples.empty() || !c.summaryJson.isEmpty())
                ++measured[c.metric];
        }
    }
    const QStringList sources = state.selectedReferenceSources();
    for (const ReferenceResult &r : state.references())
        if (sources.contains(r.source)) {
            if (!out.contains(r.metric))
                out << r.metric;
            ++measured[r.metric];
        }
    // Within a count, the measurement chain's own calibration cases (cal_*) after the metrics
    // people compare (bare metal opened on cal_timer_read).
    const auto calibration = [](const QString &m) { return m.startsWith(QLatin1String("cal_")); };
    std::stable_sort(out.begin(), out.end(), [&](const QString &a, const QString &b) {
        if (measured.value(a) != measured.value(b))
            return measured.value(a) > measured.value(b);
        return !calibration(a) && calibration(b);
    });
    return out;
}

CompareData buildCompareData(const WorkbenchState &state, const QString &metric, bool groupByKernel,
                             DisplayUnit unit)
{
    CompareData data;
    data.unitLabel = displayUnitName(unit);

    struct Pool {
        CompareItem item;
        std::vector<double> samples;
        std::vector<double> colds;
    };
    std::vector<Pool> pools;
    QMap<QString, size_t> poolOfKernel;

    // When no run converts to the display unit but all share one raw unit (emulated ticks
    // without a stated timer rate, say), show them in that unit rather than nothing.
    // In each run's own unit (DisplayUnit::Native) the boxes are those in the most common unit;
    // the others are named in the problems.
    QString rawUnit;
    bool anyConvertible = false, sameUnit = true;
    int measured = 0;
    QMap<QString, int> unitCount;
    for (qint64 id : state.selectedRuns()) {
        const auto run = state.run(id, false);
        const CaseResult *c = run ? run->findCase(metric) : nullptr;
        if (!c)
            continue;
        ++measured;
        ++unitCount[c->unit];
        anyConvertible = anyConvertible || unitScale(run->config, c->unit, unit).factor;
        if (rawUnit.isEmpty())
            rawUnit = c->unit;
        sameUnit = sameUnit && rawUnit == c->unit;
    }
    const bool native = unit == DisplayUnit::Native;
    if (native)
        for (auto it = unitCount.cbegin(); it != unitCount.cend(); ++it)
            if (it.value() > unitCount.value(rawUnit))
                rawUnit = it.key();
    const bool rawMode = measured > 0 && (native || (!anyConvertible && sameUnit));
    int candidates = 0, microsOk = 0; // items, and those that can be shown in µs
    if (rawMode)
        data.unitLabel = rawUnit;

    for (qint64 id : state.selectedRuns()) {
        auto run = state.run(id, false);
        if (!run)
            continue;
        const CaseResult *c = run->findCase(metric);
        if (!c)
            continue;
        const UnitScale toMicros = unitScale(run->config, c->unit, DisplayUnit::Micros);
        ++candidates;
        if (toMicros.factor)
            ++microsOk;
        else if (data.microsWhyNot.isEmpty())
            data.microsWhyNot = Tr::tr("Run %1: %2").arg(id).arg(toMicros.whyNot);
        if (rawMode && c->unit != rawUnit) {
            data.problems << Tr::tr("Run %1 left out: measured in %2, the boxes are in %3.")
                                 .arg(id)
                                 .arg(c->unit, rawUnit);
            continue;
        }
        const UnitScale scale = unitScale(run->config, c->unit, unit);
        if (!scale.factor && !rawMode) {
            data.problems << Tr::tr("Run %1 left out: %2").arg(id).arg(scale.whyNot);
            continue;
        }
        const double f = rawMode ? 1.0 : *scale.factor;
        const QString kernel =
            run->config.kernel.isEmpty() ? Tr::tr("unknown") : run->config.kernel;
        if (groupByKernel) {
            if (needsSamples(*c) || c->samples.size() != size_t(c->sampleCount)) {
                run = state.run(id, true);
                c = run ? run->findCase(metric) : nullptr;
                if (!c)
                    continue;
            }
            auto it = poolOfKernel.find(kernel);
            if (it == poolOfKernel.end()) {
                it = poolOfKernel.insert(kernel, pools.size());
                Pool p;
                p.item.label = kernel;
                p.item.kernel = kernel;
                pools.push_back(std::move(p));
            }
            Pool &p = pools[*it];
            for (double v : c->corrected())
                p.samples.push_back(v * f);
            if (const auto cold = correctedCold(*c))
                p.colds.push_back(double(*cold) * f);
            if (p.item.status.isEmpty() || c->status == QLatin1String("ok"))
                p.item.status = c->status;
            p.item.runIds << id;
            p.item.experiments << run->experiment;
            p.item.configs << run->config;
            continue;
        }
        if (needsSamples(*c)) {
            run = state.run(id, true);
            c = run ? run->findCase(metric) : nullptr;
            if (!c)
                continue;
        }
        Pool p;
        p.item.label = Tr::tr("#%1 %2").arg(id).arg(kernel);
        p.item.kernel = kernel;
        p.item.summary = scaledSummary(caseSummary(*c), f);
        p.item.status = c->status;
        if (const auto cold = correctedCold(*c))
            p.item.cold = double(*cold) * f;
        p.item.runIds << id;
        p.item.experiments << run->experiment;
        p.item.configs << run->config;
        // Kernel-only beside the raw figures (issue 20), in the unit it was traced in.
        if (f == 1.0 && state.store()) {
            const auto stored = AttributionStore(*state.store()).forRun(id);
            if (auto a = stored.find(metric); a != stored.end() && a->kernelMedian)
                p.item.kernelOnly = *a->kernelMedian;
        }
        pools.push_back(std::move(p));
    }
    // Each run is named by its kernel plus what differs among the runs shown (issue 17 item 5).
    std::vector<Configuration> shown;
    for (const Pool &p : pools)
        for (const Configuration &c : p.item.configs)
            shown.push_back(c);
    const QStringList labelKeys = labelConditions(shown);
    QStringList estimatedItems; // the estimates' labels, for the note under the unit
    QString estimatedLabel;
    for (Pool &p : pools) {
        // A cycle-model run's numbers are estimated cycles (model), never plain "cycles".
        const auto estimate =
            std::find_if(p.item.configs.cbegin(), p.item.configs.cend(),
                         [](const Configuration &c) { return isModelEstimate(c); });
        p.item.unit = data.unitLabel;
        if (estimate != p.item.configs.cend()) {
            const QString label = rawMode
                                      ? displayUnitLabel(DisplayUnit::Native, rawUnit, *estimate)
                                      : estimatedUnitLabel(unit);
            p.item.estimated =
                std::all_of(p.item.configs.cbegin(), p.item.configs.cend(),
                            [](const Configuration &c) { return isModelEstimate(c); });
            p.item.unit =
                p.item.estimated ? label : Tr::tr("%1, partly %2").arg(data.unitLabel, label);
            estimatedLabel = label;
        }
        if (!groupByKernel && p.item.runIds.size() == 1)
            p.item.label = runLabel(p.item.runIds.front(), p.item.configs.front(), labelKeys);
        if (groupByKernel) {
            p.item.summary = summarize(p.samples);
            if (!p.colds.empty())
                p.item.cold = *std::max_element(p.colds.begin(), p.colds.end());
        }
        QStringList tips;
        for (int i = 0; i < p.item.configs.size(); ++i)
            tips << Tr::tr("Run %1\n%2")
                        .arg(p.item.runIds.value(i))
                        .arg(conditionsTooltip(p.item.configs[i]));
        p.item.tooltip = tips.join(QStringLiteral("\n\n"));
        if (estimate != p.item.configs.cend())
            estimatedItems << p.item.label;
        data.items.push_back(std::move(p.item));
    }
    if (estimatedItems.size() > 4) // the axis has room for a few names
        estimatedItems = estimatedItems.mid(0, 3)
                         << Tr::tr("%n more", nullptr, int(estimatedItems.size() - 3));
    if (!estimatedItems.isEmpty())
        data.estimateNote = Tr::tr("%1: %2").arg(estimatedLabel, estimatedItems.join(", "));

    // A publication may state one number in two units (0.42 us and 30 cycles): keep one per
    // source and kernel, the one stated in the display unit when there is one.
    const QStringList sources = state.selectedReferenceSources();
    const QString wanted =
        unit == DisplayUnit::Cycles ? QStringLiteral("cycles") : QStringLiteral("us");
    QMap<QString, const ReferenceResult *> chosen;
    QStringList order;
    for (const ReferenceResult &r : state.references()) {
        if (r.metric != metric || !sources.contains(r.source))
            continue;
        const QString key = r.source + QLatin1Char('\n') + r.config.kernel + QLatin1Char('\n') +
                            r.config.kernelVersion;
        if (!chosen.contains(key)) {
            chosen.insert(key, &r);
            order << key;
        } else if (r.unit == wanted && chosen.value(key)->unit != wanted) {
            chosen.insert(key, &r);
        }
    }
    if (rawMode && native) {
        // Published numbers stated in the runs' unit stay; the others are named.
        QStringList kept;
        for (const QString &key : std::as_const(order)) {
            const ReferenceResult &r = *chosen.value(key);
            if (r.unit == rawUnit)
                kept << key;
            else
                data.problems << Tr::tr("Published %1 (%2) left out: stated in %3, the boxes "
                                        "are in %4.")
                                     .arg(r.config.kernel, r.source, r.unit, rawUnit);
        }
        order = kept;
    } else if (rawMode && !order.isEmpty()) {
        data.problems << Tr::tr("Published numbers left out: the runs are in %1, which cannot be "
                                "converted to cycles or µs.")
                             .arg(rawUnit);
        order.clear();
    }
    for (const QString &key : order) {
        const ReferenceResult &r = *chosen.value(key);
        const UnitScale toMicros = unitScale(r.config, r.unit, DisplayUnit::Micros);
        ++candidates;
        if (toMicros.factor)
            ++microsOk;
        else if (data.microsWhyNot.isEmpty())
            data.microsWhyNot = Tr::tr("Published %1: %2").arg(r.config.kernel, toMicros.whyNot);
        const UnitScale scale = unitScale(r.config, r.unit, unit);
        if (!scale.factor) {
            data.problems << Tr::tr("Published %1 (%2) left out: %3")
                                 .arg(r.config.kernel, r.source, scale.whyNot);
            continue;
        }
        CompareItem item;
        item.published = true;
        item.kernel = r.config.kernel;
        item.label = Tr::tr("%1 (published)").arg(r.config.kernel);
        item.unit = data.unitLabel;
        item.publishedValue = r.value * *scale.factor;
        item.statistic = r.statistic;
        item.source = r.source;
        item.configs << r.config;
        item.tooltip = Tr::tr("Published: %1\n%2 = %3 %4\nStatistic: %5\n%6")
                           .arg(r.source, r.metric)
                           .arg(r.value)
                           .arg(r.unit, r.statistic, conditionsTooltip(r.config));
        data.items.push_back(std::move(item));
    }
    // µs is offered when something can be shown in it; the items that cannot are named.
    data.microsAvailable = candidates == 0 || microsOk > 0;
    if (data.microsAvailable && microsOk == candidates)
        data.microsWhyNot.clear();
    return data;
}

} // namespace rb
