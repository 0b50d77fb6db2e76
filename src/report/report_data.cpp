// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_data.h"

#include "core/analysis/comparison_plan.h"
#include "core/analysis/varied_condition.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"
#include "report/report_tr.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace rb::report {

std::vector<const Series *> ReportData::seriesOf(const QString &metric) const
{
    std::vector<const Series *> out;
    for (const Series &s : comparison.series)
        if (s.metric == metric)
            out.push_back(&s);
    return out;
}

bool isMeasurementChainCase(const QString &metric)
{
    return metric.startsWith(QLatin1String("cal_")) || metric.endsWith(QLatin1String("_floor"));
}

QString orUnknown(const QString &value)
{
    return value.trimmed().isEmpty() ? Text::tr("unknown") : value;
}

namespace {

// Issue 38: the results that get their detail before the appendix, in report order: those whose
// ranking changes between configurations (a rank flip, significant or not: the glance tables
// show it either way), and those on which a trap fires that is not a property of the whole run
// (a -O0 build or a debug kernel profile fires on every metric of the run and is read once in
// the traps section).
void findDetailMetrics(ReportData &d)
{
    QHash<qint64, QSet<QString>> measured; // run -> its results with samples
    for (const Series &s : d.comparison.series)
        if (!s.isReference && s.hasSamples() && d.resultMetrics.contains(s.metric))
            measured[s.runId].insert(s.metric);
    QHash<QString, QSet<QString>> fired; // trap id + run -> the results it fires on
    const auto key = [](const TrapWarning &w, qint64 run) {
        return QStringLiteral("%1/%2").arg(w.id).arg(run);
    };
    for (const TrapWarning &w : d.comparison.traps)
        if (d.resultMetrics.contains(w.metric))
            for (qint64 run : w.runIds)
                fired[key(w, run)].insert(w.metric);
    QSet<QString> detail;
    for (const TrapWarning &w : d.comparison.traps) {
        if (!d.resultMetrics.contains(w.metric))
            continue;
        bool ofTheMetric = w.runIds.isEmpty();
        for (qint64 run : w.runIds)
            ofTheMetric = ofTheMetric || !fired.value(key(w, run)).contains(measured.value(run));
        if (ofTheMetric) {
            detail.insert(w.metric);
            d.metricTraps[w.metric].push_back(w);
        }
    }
    for (const RankReport &r : d.ranks)
        if (!r.ranking.flips.empty())
            detail.insert(r.metric);
    for (const QString &m : d.resultMetrics)
        if (detail.contains(m))
            d.detailMetrics << m;
}

QString hzText(const std::optional<qint64> &hz)
{
    if (!hz)
        return Text::tr("unknown");
    if (*hz % 1000000 == 0)
        return QStringLiteral("%1 MHz").arg(*hz / 1000000);
    return QStringLiteral("%1 Hz").arg(*hz);
}

} // namespace

QString disclosureLine(const Run &run)
{
    const Configuration &c = run.config;
    const QString waits =
        c.flashWaitStates ? QString::number(*c.flashWaitStates) : Text::tr("unknown");
    QString timing = orUnknown(c.timingMethod);
    if (c.timerHz)
        timing += QStringLiteral(" @ ") + hzText(c.timerHz);
    if (c.timerEmulated)
        timing += *c.timerEmulated ? Text::tr(" (emulated)") : Text::tr(" (hardware)");
    return Text::tr("Run %1: %2 %3 on %4 / %5 (%6) at %7, %8 flash wait states; compiler %9 %10, "
                    "flags \"%11\"; kernel profile %12; timing %13; debugger %14")
        .arg(run.id)
        .arg(orUnknown(c.kernel), orUnknown(c.kernelVersion), orUnknown(c.board), orUnknown(c.mcu),
             orUnknown(c.core), hzText(c.clockHz), waits, orUnknown(c.toolchain))
        .arg(orUnknown(c.toolchainVersion), orUnknown(c.cflags), orUnknown(c.kernelProfile), timing,
             orUnknown(c.debugger));
}

std::optional<ReportData> collectReportData(const RunStore &store, const std::vector<qint64> &ids,
                                            const QStringList &metrics, bool includeReference,
                                            QString *error)
{
    ReportData d;
    std::vector<qint64> want = ids;
    if (want.empty())
        for (const RunRow &row : store.listRuns())
            want.push_back(row.id);
    if (want.empty()) {
        setError(error, Text::tr("the database holds no runs"));
        return std::nullopt;
    }
    std::vector<Series> series;
    for (qint64 id : want) {
        QString why;
        std::optional<Run> run = store.loadRun(id, true, false, &why);
        if (!run) {
            setError(error, Text::tr("no run %1").arg(id) +
                                (why.isEmpty() ? QString() : QStringLiteral(": ") + why));
            return std::nullopt;
        }
        for (Series &s : seriesFromRun(*run)) {
            if (!metrics.isEmpty() && !metrics.contains(s.metric))
                continue;
            if (!d.metrics.contains(s.metric))
                d.metrics.push_back(s.metric);
            series.push_back(std::move(s));
        }
        if (!d.kernels.contains(orUnknown(run->config.kernel)))
            d.kernels.push_back(orUnknown(run->config.kernel));
        if (const auto a = AttributionStore(store).forRun(run->id); !a.isEmpty())
            d.attributions.insert(run->id, a);
        d.runs.push_back(std::move(*run));
    }
    if (series.empty()) {
        setError(error, Text::tr("the runs have none of the metrics %1")
                            .arg(metrics.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    // A metric without one number (all unsupported, e.g. threads on bare metal) gets one line.
    for (const QString &m : QStringList(d.metrics)) {
        const bool measured = std::any_of(series.begin(), series.end(), [&m](const Series &s) {
            return s.metric == m && isRankable(s);
        });
        if (!measured) {
            d.metrics.removeAll(m);
            d.unmeasuredMetrics << m;
        }
    }
    series.erase(
        std::remove_if(series.begin(), series.end(),
                       [&d](const Series &s) { return d.unmeasuredMetrics.contains(s.metric); }),
        series.end());
    if (series.empty()) {
        setError(error, Text::tr("no run has a number for any of the metrics %1")
                            .arg(d.unmeasuredMetrics.join(QStringLiteral(", "))));
        return std::nullopt;
    }

    for (const QString &m : d.metrics)
        (isMeasurementChainCase(m) ? d.chainMetrics : d.resultMetrics) << m;

    // What is studied: the kernel (when several) and the one other condition that varies.
    std::vector<Configuration> configs;
    for (const Run &r : d.runs)
        configs.push_back(r.config);
    // The one condition varied besides the kernel (analysis/varied_condition.h, the rule the
    // GUI views share): the candidates that vary within a kernel, and among them the one that
    // determines the others (clock_hz carries flash_wait_states and timer_hz with it).
    const VariedCondition varied = findVariedCondition(configs);
    const QStringList others = varied.key.isEmpty() ? varied.candidates : QStringList{varied.key};
    // Studied, and the pairs tested, by the rule the GUI and `rtosbench-cli compare` share
    // (analysis/comparison_plan.h): the kernel and the varied condition; the pairs that differ
    // in one studied condition only (24 runs: 108 pairs a metric instead of 276).
    const QStringList studied = studiedConditions(configs);
    d.comparison = compareSeries(series, studied);

    // The configurations are the values of the varied condition, with one kernel too (the
    // results table has a column each: one kernel at -O0 and -Os was reported as "one
    // configuration (only the kernel varies)" with both medians in one cell).
    if (others.size() == 1)
        d.shiftCondition = others.first();
    if (d.kernels.size() < 2) {
        d.rankShiftOmitted =
            Text::tr("Rank-shift chart omitted: only one kernel (%1) is in the report.")
                .arg(d.kernels.value(0));
    } else if (others.isEmpty()) {
        d.rankShiftOmitted =
            Text::tr("Rank-shift chart omitted: the runs differ only in the kernel, so there is a "
                     "single ranking (see the summary tables).");
    } else if (others.size() > 1) {
        d.rankShiftOmitted =
            Text::tr(
                "Rank-shift chart omitted: besides the kernel the runs differ in more than one "
                "condition (%1), so a shift could not be attributed to one of them.")
                .arg(others.join(QStringLiteral(", ")));
    } else {
        d.shiftCondition = others.first();
        RankOptions options; // defaults: 1000 bootstrap iterations, seed 1
        for (const QString &m : d.metrics) {
            std::vector<Series> ms;
            QString unit;
            for (const Series &s : d.comparison.series)
                if (s.metric == m && isRankable(s)) {
                    if (unit.isEmpty())
                        unit = s.unit;
                    if (s.unit == unit)
                        ms.push_back(s);
                }
            if (!ms.empty())
                d.ranks.push_back(rankByCondition(ms, d.shiftCondition, options));
        }
    }
    const std::vector<ReferenceResult> published = store.references();
    if (includeReference)
        for (const ReferenceResult &r : published)
            if (d.metrics.contains(r.metric))
                d.references.push_back(r);
    d.modelBesidePublished = ModelBesidePublished::pairs(d.comparison.series, published);
    findDetailMetrics(d);
    d.dbPath = store.path();
    d.generatedAt = QDateTime::currentDateTimeUtc();
    return d;
}

} // namespace rb::report
