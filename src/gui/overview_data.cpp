// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/overview_data.h"

#include "core/analysis/comparison.h"
#include "core/analysis/footprint_metric.h"
#include "core/analysis/ranking.h"
#include "core/analysis/series.h"
#include "core/analysis/trap_warning.h"
#include "core/analysis/varied_condition.h"
#include "core/stats/summary.h"
#include "core/trace/fairness_audit.h"
#include "gui/condition_text.h"
#include "gui/workbench_state.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <optional>
#include <tuple>

namespace rb {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::OverviewData)
};

// What a case contributes: the value rankings use, from the cached summary when stored.
struct CaseValue {
    bool ok = false; // rankable (core's rule)
    double center = 0;
    bool higherIsBetter = false;
};

CaseValue caseValue(const CaseResult &c, const WorkbenchState &state, qint64 runId)
{
    CaseValue v;
    Series s; // core's rule on what it needs: status, samples or a printed summary
    s.metric = c.metric;
    s.status = c.status;
    Summary summary;
    bool haveSummary = false;
    if (!c.summaryJson.isEmpty()) {
        const QJsonObject o = QJsonDocument::fromJson(c.summaryJson.toUtf8()).object();
        if (o.value(QLatin1String("summary_only")).toBool()) {
            const QJsonValue median = o.value(QLatin1String("median"));
            const QJsonValue mean = o.value(QLatin1String("mean"));
            if (median.isDouble() || mean.isDouble()) {
                s.summaryOnly = true;
                s.value = median.isDouble() ? median.toDouble() : mean.toDouble();
            }
            v.higherIsBetter = o.value(QLatin1String("higher_is_better")).toBool();
        } else {
            summary = Summary::fromJson(o);
            haveSummary = summary.n > 0 || c.sampleCount == 0;
        }
    }
    if (!s.summaryOnly && !haveSummary && c.sampleCount > 0) {
        // No stored summary: read the samples once.
        const auto run = state.run(runId, true);
        if (const CaseResult *full = run ? run->findCase(c.metric) : nullptr)
            summary = summarize(full->corrected());
    }
    if (!s.summaryOnly && summary.n > 0)
        s.samples = {summary.median}; // stands for the samples in isRankable
    s.summary = summary;
    v.ok = isRankable(s);
    v.center = s.center();
    return v;
}
} // namespace

OverviewData buildOverviewData(const WorkbenchState &state, DisplayUnit unit)
{
    OverviewData d;
    QList<qint64> ids = state.selectedRuns();
    if (ids.isEmpty())
        for (const RunRow &r : state.runs())
            ids << r.id;
    std::vector<std::shared_ptr<const Run>> runs;
    std::vector<Configuration> configs;
    for (qint64 id : ids)
        if (auto run = state.run(id, false)) {
            configs.push_back(run->config);
            runs.push_back(std::move(run));
        }
    const VariedCondition varied = findVariedCondition(configs);
    d.condition = varied.key;
    if (d.condition.isEmpty() && !varied.candidates.isEmpty())
        d.problems << Tr::tr("Besides the kernel the runs differ in more than one condition "
                             "(%1): shown as one configuration.")
                          .arg(varied.candidates.join(QStringLiteral(", ")));
    QMap<QString, QString> labelOf;
    QMap<QString, int> measured; // metric -> cases with samples or a printed summary
    for (const auto &run : runs) {
        const QString v =
            d.condition.isEmpty() ? QString() : conditionValue(run->config, d.condition);
        if (!d.values.contains(v)) {
            d.values << v;
            labelOf.insert(v, d.condition.isEmpty() ? Tr::tr("all runs")
                              : v.isEmpty()         ? Tr::tr("unknown")
                                            : conditionDisplayValue(run->config, d.condition));
        }
        const QString key = canonicalKernel(run->config.kernel);
        if (!d.kernelKeys.contains(key)) {
            d.kernelKeys << key;
            d.kernels << (run->config.kernel.isEmpty() ? Tr::tr("unknown") : run->config.kernel);
        }
        for (const CaseResult &c : run->cases) {
            if (!d.metrics.contains(c.metric))
                d.metrics << c.metric;
            if (c.status == QLatin1String("ok") && (c.sampleCount > 0 || !c.summaryJson.isEmpty()))
                ++measured[c.metric];
        }
        // The footprint metrics of a run that states its footprint (issue 37 item 3).
        for (const Series &s : footprintSeries(*run)) {
            if (!d.metrics.contains(s.metric))
                d.metrics << s.metric;
            ++measured[s.metric];
        }
    }
    // The benchmark metrics first; the footprint ones after them, then the calibration ones
    // (cal_*); those no run measured last.
    std::stable_sort(
        d.metrics.begin(), d.metrics.end(), [&measured](const QString &a, const QString &b) {
            const auto key = [&measured](const QString &m) {
                return std::make_tuple(measured.value(m) == 0, m.startsWith(QLatin1String("cal_")),
                                       footprint::isMetric(m));
            };
            return key(a) < key(b);
        });
    // Rows by kernel name, so the matrix reads the same whatever order the runs were checked in.
    std::vector<std::pair<QString, QString>> rows;
    for (int i = 0; i < d.kernels.size(); ++i)
        rows.emplace_back(d.kernels[i], d.kernelKeys[i]);
    std::stable_sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
        return a.first.compare(b.first, Qt::CaseInsensitive) < 0;
    });
    d.kernels.clear();
    d.kernelKeys.clear();
    for (const auto &[name, key] : rows) {
        d.kernels << name;
        d.kernelKeys << key;
    }
    if (!d.condition.isEmpty()) {
        // Core's order, the report's and ranks': the experiment's own when the runs are one
        // experiment's, else the natural one (orderedConditionValues).
        std::vector<Series> order;
        for (const auto &run : runs) {
            Series s;
            s.runId = run->id;
            s.experiment = run->experiment;
            s.config = run->config;
            order.push_back(std::move(s));
        }
        d.values = orderedConditionValues(order, d.condition);
    }
    for (const QString &v : std::as_const(d.values))
        d.valueLabels << labelOf.value(v);
    d.cells.resize(size_t(d.values.size() * d.kernels.size() * d.metrics.size()));

    struct Rankable {
        int kernel;
        double value;
        QString unit;
    };
    QMap<std::pair<int, int>, std::vector<Rankable>> toRank; // (value, metric) -> cells
    QMap<std::pair<int, int>, bool> higherBetter;
    QMap<std::pair<int, int>, qint64> firstRun; // (value, kernel) -> the run shown
    QMap<std::pair<QString, QString>, QList<qint64>> unconverted; // (unit, why) -> runs
    QList<qint64> duplicates; // runs of a kernel and configuration already shown
    for (const auto &run : runs) {
        const int vi = int(d.values.indexOf(
            d.condition.isEmpty() ? QString() : conditionValue(run->config, d.condition)));
        const int ki = int(d.kernelKeys.indexOf(canonicalKernel(run->config.kernel)));
        if (firstRun.contains({vi, ki})) {
            duplicates << run->id;
            continue;
        }
        firstRun.insert({vi, ki}, run->id);
        for (const CaseResult &c : run->cases) {
            const int mi = int(d.metrics.indexOf(c.metric));
            OverviewCell &cell = d.cell(vi, ki, mi);
            cell.runId = run->id;
            cell.peak = Series::isPeakMetric(c.metric);
            const CaseValue v = caseValue(c, state, run->id);
            if (!v.ok) {
                cell.note = c.status == QLatin1String("ok") ? Tr::tr("no samples")
                                                            : caseStatusText(c.status);
                continue;
            }
            // A value that cannot be converted is shown in its own unit (ranks need no
            // conversion; one unit per ranking below), and the runs are named once.
            const UnitScale scale = unitScale(run->config, c.unit, unit);
            if (!scale.factor) {
                QList<qint64> &ids = unconverted[{c.unit, scale.whyNot}];
                if (!ids.contains(run->id))
                    ids << run->id;
            }
            cell.center = v.center * scale.factor.value_or(1.0);
            // A cycle-model run's cells say "estimated cycles (model)" (and are ranked apart
            // from measured cycles: one unit per ranking).
            cell.unit =
                displayUnitLabel(scale.factor ? unit : DisplayUnit::Native, c.unit, run->config);
            cell.stated = FairnessAudit::statedCost(c.metric, run->config.extra);
            if (const auto k =
                    FairnessAudit::kernelOnlyMedian(v.center, c.metric, run->config.extra);
                k && cell.stated != 0 && !cell.peak)
                cell.kernelOnly = *k * scale.factor.value_or(1.0);
            toRank[{vi, mi}].push_back({ki, cell.center, cell.unit});
            higherBetter[{vi, mi}] = higherBetter.value({vi, mi}) || v.higherIsBetter;
        }
        // Its footprint: core's exact values, in bytes (never converted: not a time).
        for (const QString &metric : footprint::metrics()) {
            const int mi = int(d.metrics.indexOf(metric));
            if (mi < 0)
                continue;
            OverviewCell &cell = d.cell(vi, ki, mi);
            cell.runId = run->id;
            cell.exact = true;
            const std::optional<Series> s = footprintSeries(*run, metric);
            if (!s || !isRankable(*s)) {
                cell.note = Tr::tr("footprint unknown");
                continue;
            }
            cell.center = s->value;
            cell.unit = s->unit;
            toRank[{vi, mi}].push_back({ki, cell.center, cell.unit});
        }
    }
    if (!duplicates.isEmpty())
        d.problems << Tr::tr("Not shown: runs %1 (another checked run has the same kernel and "
                             "configuration; check one run each).")
                          .arg(compactIds(duplicates));
    for (auto it = unconverted.cbegin(); it != unconverted.cend(); ++it)
        d.problems << Tr::tr("Runs %1 shown in %2, not converted: %3")
                          .arg(compactIds(it.value()), it.key().first, it.key().second);
    QMap<QString, QList<qint64>> unranked; // "unit\nrank unit" -> runs
    for (auto it = toRank.cbegin(); it != toRank.cend(); ++it) {
        const auto [vi, mi] = it.key();
        // One unit per ranking: the most common one; the others are named.
        QMap<QString, int> count;
        for (const Rankable &r : it.value())
            ++count[r.unit];
        QString rankUnit;
        for (auto c = count.cbegin(); c != count.cend(); ++c)
            if (rankUnit.isEmpty() || c.value() > count.value(rankUnit))
                rankUnit = c.key();
        const double direction = higherBetter.value(it.key()) ? -1.0 : 1.0;
        std::vector<double> values;
        std::vector<int> kernels;
        for (const Rankable &r : it.value()) {
            if (r.unit != rankUnit) {
                OverviewCell &cell = d.cell(vi, r.kernel, mi);
                cell.note = Tr::tr("not ranked: in %1, the others in %2").arg(r.unit, rankUnit);
                QList<qint64> &ids = unranked[r.unit + QLatin1Char('\n') + rankUnit];
                if (!ids.contains(cell.runId))
                    ids << cell.runId;
                continue;
            }
            values.push_back(direction * r.value);
            kernels.push_back(r.kernel);
        }
        const std::vector<int> ranks = competitionRanks(values);
        for (size_t i = 0; i < ranks.size(); ++i) {
            OverviewCell &cell = d.cell(vi, kernels[i], mi);
            cell.rank = ranks[i];
            cell.ranked = int(ranks.size());
        }
    }
    for (auto it = unranked.cbegin(); it != unranked.cend(); ++it)
        d.problems << Tr::tr("Not ranked (in %1, the others of their configuration in %2): "
                             "runs %3.")
                          .arg(it.key().section(QLatin1Char('\n'), 0, 0),
                               it.key().section(QLatin1Char('\n'), 1, 1), compactIds(it.value()));
    return d;
}

} // namespace rb
