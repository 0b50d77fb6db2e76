// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/attribution.h"
#include "core/stats/summary.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <map>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Attribution)
};

using Role = AttributionStep::Role;

std::vector<double> valuesOf(const Run &run, const QString &metric)
{
    const CaseResult *c = run.findCase(metric);
    if (!c || c->status != QLatin1String("ok"))
        return {};
    std::vector<double> v = c->corrected();
    std::sort(v.begin(), v.end());
    return v;
}

double medianOf(const std::vector<double> &sorted)
{
    return quantileSorted(sorted, 0.5);
}

QJsonObject hlJson(const HodgesLehmannResult &r)
{
    return QJsonObject{
        {"shift", r.shift}, {"ci_low", r.ciLow}, {"ci_high", r.ciHigh}, {"ci_level", r.ciLevel}};
}

QJsonObject effectJson(const AttributionEffect &e)
{
    return QJsonObject{{"key", e.key},
                       {"value", e.value},
                       {"run_id", e.runId},
                       {"median_after", e.medianAfter},
                       {"delta_median", e.deltaMedian},
                       {"hodges_lehmann", hlJson(e.shift)}};
}

} // namespace

std::optional<Attribution> Attribution::compute(const std::vector<StepRun> &runs,
                                                const QStringList &metrics, QString *error)
{
    auto fail = [error](const QString &m) -> std::optional<Attribution> {
        setError(error, m);
        return std::nullopt;
    };
    const StepRun *from = nullptr, *to = nullptr;
    std::vector<const StepRun *> singles;
    std::map<int, const StepRun *> path;
    for (const StepRun &s : runs) {
        if (s.run.status == RunStatus::Failed)
            return fail(Tr::tr("run %1 (%2) failed: %3")
                            .arg(s.run.id)
                            .arg(s.step.tag(), s.run.statusReason));
        switch (s.step.role) {
        case Role::From:
            from = &s;
            break;
        case Role::To:
            to = &s;
            break;
        case Role::Single:
            singles.push_back(&s);
            break;
        case Role::Cumulative:
            path[s.step.position] = &s;
            break;
        }
    }
    if (!from || !to)
        return fail(Tr::tr("the attribution lacks its %1 run").arg(from ? "to" : "from"));
    if (singles.empty())
        return fail(Tr::tr("the attribution has no single-option runs"));
    Attribution a;
    a.kernel = from->run.config.kernel;
    a.from = from->run.config.kernelProfile;
    a.to = to->run.config.kernelProfile;
    a.fromRunId = from->run.id;
    a.toRunId = to->run.id;
    for (const StepRun *s : singles)
        a.keys << s->step.key;
    // The path: position 1 is the single step of its key (the first key of the order).
    std::vector<const StepRun *> steps;
    if (!path.empty()) {
        QStringList order;
        for (const auto &[pos, s] : path)
            order << s->step.key;
        const StepRun *first = nullptr;
        for (const StepRun *s : singles)
            if (!order.contains(s->step.key))
                first = s; // the one key not on positions 2..n
        if (first)
            steps.push_back(first);
        for (const auto &[pos, s] : path)
            steps.push_back(s);
        a.keys.clear();
        for (const StepRun *s : steps)
            a.keys << s->step.key;
    }
    QStringList wanted = metrics;
    if (wanted.isEmpty())
        for (const CaseResult &c : from->run.cases)
            if (c.status == QLatin1String("ok"))
                wanted << c.metric;
    for (const QString &m : wanted) {
        AttributionMetric am;
        am.metric = m;
        const CaseResult *fc = from->run.findCase(m);
        am.unit = fc ? fc->unit : QString();
        const std::vector<double> f = valuesOf(from->run, m), t = valuesOf(to->run, m);
        if (f.empty() || t.empty())
            return fail(Tr::tr("the metric %1 was not measured by the %2 and %3 runs")
                            .arg(m, a.from, a.to));
        am.fromMedian = medianOf(f);
        am.toMedian = medianOf(t);
        am.total = am.toMedian - am.fromMedian;
        am.totalShift = hodgesLehmann(t, f);
        auto effect = [&](const StepRun *s, const std::vector<double> &before, double beforeMedian,
                          std::vector<double> *after) {
            AttributionEffect e;
            e.key = s->step.key;
            e.value = s->step.value;
            e.runId = s->run.id;
            *after = valuesOf(s->run, m);
            if (after->empty())
                return std::optional<AttributionEffect>();
            e.medianAfter = medianOf(*after);
            e.deltaMedian = e.medianAfter - beforeMedian;
            e.shift = hodgesLehmann(*after, before);
            return std::optional<AttributionEffect>(e);
        };
        for (const StepRun *s : singles) {
            std::vector<double> after;
            const auto e = effect(s, f, am.fromMedian, &after);
            if (!e)
                return fail(Tr::tr("run %1 did not measure %2").arg(s->run.id).arg(m));
            am.singles.push_back(*e);
            am.sumOfSingles += e->deltaMedian;
        }
        am.interaction = am.total - am.sumOfSingles;
        std::vector<double> before = f;
        double beforeMedian = am.fromMedian;
        am.pathEndMedian = am.fromMedian;
        for (const StepRun *s : steps) {
            std::vector<double> after;
            const auto e = effect(s, before, beforeMedian, &after);
            if (!e)
                return fail(Tr::tr("run %1 did not measure %2").arg(s->run.id).arg(m));
            am.cumulative.push_back(*e);
            before = std::move(after);
            beforeMedian = e->medianAfter;
            am.pathEndMedian = e->medianAfter;
        }
        a.metrics.push_back(am);
    }
    // The path's end has every declared option at the "to" profile's value: it must report the
    // configuration the "to" profile reports, or the declaration misses a difference.
    if (!steps.empty()) {
        const QMap<QString, QString> &end = steps.back()->run.config.kernelConfig;
        const QMap<QString, QString> &target = to->run.config.kernelConfig;
        QStringList differ;
        for (auto it = target.cbegin(); it != target.cend(); ++it)
            if (end.value(it.key()) != it.value())
                differ << QStringLiteral("%1 (%2 vs %3)")
                              .arg(it.key(), end.value(it.key()), it.value());
        if (!differ.isEmpty())
            a.notes << Tr::tr("the end of the cumulative path does not report the %1 "
                              "configuration: %2; the declared options do not make up the whole "
                              "profile difference")
                           .arg(a.to, differ.join(QStringLiteral(", ")));
        for (const AttributionMetric &am : a.metrics)
            if (am.pathEndMedian != am.toMedian)
                a.notes << Tr::tr("%1: the cumulative path ends at %2, the %3 run measured %4")
                               .arg(am.metric)
                               .arg(am.pathEndMedian)
                               .arg(a.to)
                               .arg(am.toMedian);
    }
    return a;
}

const AttributionMetric *Attribution::find(const QString &metric) const
{
    for (const AttributionMetric &m : metrics)
        if (m.metric == metric)
            return &m;
    return nullptr;
}

QJsonObject Attribution::toJson() const
{
    QJsonArray ms;
    for (const AttributionMetric &m : metrics) {
        QJsonArray singles, cumulative;
        for (const AttributionEffect &e : m.singles)
            singles.append(effectJson(e));
        for (const AttributionEffect &e : m.cumulative)
            cumulative.append(effectJson(e));
        ms.append(QJsonObject{{"metric", m.metric},
                              {"unit", m.unit},
                              {"from_median", m.fromMedian},
                              {"to_median", m.toMedian},
                              {"total", m.total},
                              {"total_hodges_lehmann", hlJson(m.totalShift)},
                              {"singles", singles},
                              {"sum_of_singles", m.sumOfSingles},
                              {"interaction", m.interaction},
                              {"cumulative", cumulative},
                              {"path_end_median", m.pathEndMedian}});
    }
    return QJsonObject{{"kernel", kernel},
                       {"from", from},
                       {"to", to},
                       {"attribution", attributionId},
                       {"order", QJsonArray::fromStringList(keys)},
                       {"metrics", ms},
                       {"notes", QJsonArray::fromStringList(notes)}};
}

QString Attribution::toTsv() const
{
    QStringList lines;
    lines << QStringLiteral("metric\tunit\tstep\tkey\tvalue\tmedian\tchange\thl_shift\tci_low\t"
                            "ci_high\trun");
    auto row = [&lines](const AttributionMetric &m, const QString &step, const QString &key,
                        const QString &value, double median, const QString &change,
                        const HodgesLehmannResult *hl, qint64 run) {
        lines << QStringList{m.metric,
                             m.unit,
                             step,
                             key,
                             value,
                             QString::number(median),
                             change,
                             hl ? QString::number(hl->shift) : QString(),
                             hl ? QString::number(hl->ciLow) : QString(),
                             hl ? QString::number(hl->ciHigh) : QString(),
                             run ? QString::number(run) : QString()}
                     .join('\t');
    };
    for (const AttributionMetric &m : metrics) {
        row(m, from, {}, {}, m.fromMedian, {}, nullptr, 0);
        for (const AttributionEffect &e : m.singles)
            row(m, QStringLiteral("single"), e.key, QString::number(e.value), e.medianAfter,
                QString::number(e.deltaMedian), &e.shift, e.runId);
        row(m, QStringLiteral("interaction"), {}, {}, m.toMedian, QString::number(m.interaction),
            nullptr, 0);
        for (const AttributionEffect &e : m.cumulative)
            row(m, QStringLiteral("cumulative"), e.key, QString::number(e.value), e.medianAfter,
                QString::number(e.deltaMedian), &e.shift, e.runId);
        row(m, to, {}, {}, m.toMedian, QString::number(m.total), &m.totalShift, 0);
    }
    return lines.join('\n') + '\n';
}

} // namespace rb
