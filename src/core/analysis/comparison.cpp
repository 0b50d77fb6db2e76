// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/comparison.h"
#include "core/analysis/comparison_plan.h"
#include "core/analysis/traps.h"

#include <QJsonArray>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace rb {
namespace {

QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonArray diffsJson(const std::vector<ConditionDifference> &d)
{
    QJsonArray a;
    for (const ConditionDifference &x : d)
        a.append(x.toJson());
    return a;
}

QJsonArray trapsJson(const std::vector<TrapWarning> &t)
{
    QJsonArray a;
    for (const TrapWarning &x : t)
        a.append(x.toJson());
    return a;
}

std::vector<Configuration> distinctConfigs(const std::vector<Series> &series)
{
    std::vector<Configuration> out;
    QStringList seen;
    for (const Series &s : series) {
        const QString h = s.config.hash();
        if (!seen.contains(h)) {
            seen << h;
            out.push_back(s.config);
        }
    }
    return out;
}

} // namespace

QString conditionValue(const Configuration &c, const QString &name)
{
    const QString key = Configuration::canonicalConditionKey(name);
    if (key.startsWith(QLatin1String("kernel_config.")))
        return c.kernelConfig.value(key.mid(14));
    if (key.startsWith(QLatin1String("extra.")))
        return c.extra.value(key.mid(6));
    return c.value(key);
}

bool isKnownCondition(const QString &name)
{
    const QString key = Configuration::canonicalConditionKey(name);
    return Configuration::conditionKeys().contains(key) ||
           (key.startsWith(QLatin1String("kernel_config.")) && key.size() > 14) ||
           (key.startsWith(QLatin1String("extra.")) && key.size() > 6);
}

Comparison compareSeries(const std::vector<Series> &series, const QStringList &studiedNames)
{
    const QStringList studied = Configuration::canonicalConditionKeys(studiedNames);
    const PairFilter pairs = studiedPairs(studied);
    Comparison c;
    c.studied = studied;
    c.series = series;
    // Holm within the family of each metric.
    QStringList metrics;
    for (const Series &s : series)
        if (!metrics.contains(s.metric))
            metrics << s.metric;
    for (const QString &m : metrics) {
        std::vector<Series> sub;
        for (const Series &s : series)
            if (s.metric == m)
                sub.push_back(s);
        const std::vector<PairwiseResult> p = compareAllPairs(sub, pairs);
        c.pairwise.insert(c.pairwise.end(), p.begin(), p.end());
    }
    const std::vector<Configuration> configs = distinctConfigs(series);
    c.differing = classifiedDifferences(configs, studied);
    c.confounds = confounds(configs, studied);
    c.traps = detectAllTraps(series, studied);
    return c;
}

QJsonObject Comparison::toJson() const
{
    QJsonObject o;
    o.insert("studied", QJsonArray::fromStringList(studied));
    // Runs (and reference rows) in first-seen order, each with its metrics.
    QJsonArray runs;
    std::map<QString, int> index; // "run:ID" / "ref:ID" -> position in runs
    for (const Series &s : series) {
        const QString key = s.isReference ? QStringLiteral("ref:%1").arg(s.referenceId)
                                          : QStringLiteral("run:%1").arg(s.runId);
        auto it = index.find(key);
        if (it == index.end()) {
            QJsonObject r;
            if (s.isReference)
                r.insert("reference_id", s.referenceId);
            else
                r.insert("id", s.runId);
            r.insert("kind", s.isReference ? "reference" : "measured");
            r.insert("source", s.source);
            r.insert("kernel", s.kernel);
            r.insert("conditions", s.config.toJson());
            r.insert("metrics", QJsonObject());
            it = index.emplace(key, static_cast<int>(runs.size())).first;
            runs.append(r);
        }
        QJsonObject r = runs.at(it->second).toObject();
        QJsonObject metrics = r.value("metrics").toObject();
        QJsonObject m;
        m.insert("unit", s.unit);
        if (s.isReference) {
            m.insert("value", num(s.value));
            m.insert("statistic", s.statistic);
            m.insert("note", s.note);
        } else {
            m.insert("status", s.status);
            m.insert("summary", s.summary.toJson());
            m.insert("overhead", s.overhead ? QJsonValue(*s.overhead) : QJsonValue());
            m.insert("cold_sample", s.coldSample ? QJsonValue(*s.coldSample) : QJsonValue());
            m.insert("corrected", true);
        }
        metrics.insert(s.metric, m);
        r.insert("metrics", metrics);
        runs.replace(it->second, r);
    }
    o.insert("runs", runs);
    QJsonArray pw;
    for (const PairwiseResult &p : pairwise)
        pw.append(p.toJson());
    o.insert("pairwise", pw);
    o.insert("differing", diffsJson(differing));
    o.insert("confounds", diffsJson(confounds));
    o.insert("traps", trapsJson(traps));
    return o;
}

namespace {
// -1 when the value is not an optimisation flag.
int optLevelRank(const QString &v)
{
    static const QStringList order{
        QStringLiteral("-O0"),    QStringLiteral("-Og"), QStringLiteral("-O1"),
        QStringLiteral("-O"),     QStringLiteral("-O2"), QStringLiteral("-O3"),
        QStringLiteral("-Ofast"), QStringLiteral("-Os"), QStringLiteral("-Oz")};
    return int(order.indexOf(v.trimmed()));
}
} // namespace

bool conditionValueLess(const QString &a, const QString &b, bool allNumeric)
{
    if (a.isEmpty() != b.isEmpty())
        return b.isEmpty(); // unknown last
    if (allNumeric)
        return a.toDouble() < b.toDouble();
    const int oa = optLevelRank(a), ob = optLevelRank(b);
    if (oa >= 0 && ob >= 0)
        return oa < ob;
    if ((oa >= 0) != (ob >= 0))
        return oa >= 0;
    return a < b;
}

void sortConditionValues(QStringList &values)
{
    bool numeric = true;
    for (const QString &v : values) {
        bool ok = v.isEmpty();
        if (!ok)
            v.toDouble(&ok);
        numeric = numeric && ok;
    }
    std::stable_sort(values.begin(), values.end(), [numeric](const QString &a, const QString &b) {
        return conditionValueLess(a, b, numeric);
    });
}

QStringList orderedConditionValues(const std::vector<Series> &series, const QString &condition)
{
    QStringList values;
    QMap<QString, qint64> firstRun;
    QString experiment;
    bool oneExperiment = !series.empty();
    for (const Series &s : series) {
        const QString v = conditionValue(s.config, condition);
        if (!values.contains(v))
            values << v;
        if (s.runId <= 0 || s.experiment.isEmpty() ||
            (!experiment.isEmpty() && s.experiment != experiment))
            oneExperiment = false;
        experiment = s.experiment;
        if (!firstRun.contains(v) || s.runId < firstRun.value(v))
            firstRun.insert(v, s.runId);
    }
    sortConditionValues(values); // also the tie-break below
    if (oneExperiment)
        std::stable_sort(values.begin(), values.end(),
                         [&firstRun](const QString &a, const QString &b) {
                             return firstRun.value(a) < firstRun.value(b);
                         });
    return values;
}

RankReport rankByCondition(const std::vector<Series> &input, const QString &conditionName,
                           const RankOptions &options)
{
    const bool byMetric = conditionName == QLatin1String("metric");
    const QString condition =
        byMetric ? conditionName : Configuration::canonicalConditionKey(conditionName);
    const auto valueOf = [&](const Series &s) {
        return byMetric ? s.metric : conditionValue(s.config, condition);
    };
    // Groups with too few kernels rank nothing: left out before anything is computed.
    std::vector<Series> series;
    {
        QMap<QString, QSet<QString>> kernels;
        for (const Series &s : input)
            kernels[valueOf(s)] << s.kernelKey();
        for (const Series &s : input)
            if (kernels.value(valueOf(s)).size() >= options.minKernelsPerGroup)
                series.push_back(s);
    }
    RankReport r;
    r.condition = condition;
    QStringList metrics, units;
    std::vector<std::pair<QString, std::vector<Series>>> groups;
    for (const Series &s : series) {
        if (!metrics.contains(s.metric))
            metrics << s.metric;
        if (!units.contains(s.unit))
            units << s.unit;
        const QString v = valueOf(s);
        auto it =
            std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.first == v; });
        if (it == groups.end())
            groups.push_back({v, {s}});
        else
            it->second.push_back(s);
    }
    r.metric = metrics.join(QLatin1Char(','));
    r.unit = units.join(QLatin1Char(','));
    if (!byMetric) {
        const QStringList values = orderedConditionValues(series, condition);
        std::stable_sort(groups.begin(), groups.end(), [&values](const auto &a, const auto &b) {
            return values.indexOf(a.first) < values.indexOf(b.first);
        });
    }
    r.ranking = analyseRanking(groups, options);
    const QStringList studied = byMetric ? QStringList{QStringLiteral("kernel")}
                                         : QStringList{QStringLiteral("kernel"), condition};
    r.confounds = confounds(distinctConfigs(series), studied);
    r.traps = detectAllTraps(series, studied);
    return r;
}

QJsonObject RankReport::toJson() const
{
    QJsonObject o;
    o.insert("by", condition);
    o.insert("metric", metric);
    o.insert("unit", unit);
    QJsonArray configs;
    for (const RankedGroup &g : ranking.groups) {
        QJsonObject c;
        c.insert("value", g.value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(g.value));
        QJsonArray ranks;
        for (const RankEntry &e : g.entries)
            ranks.append(e.toJson());
        c.insert("ranks", ranks);
        QJsonArray pw;
        for (const PairwiseResult &p : g.pairwise)
            pw.append(p.toJson());
        c.insert("pairwise", pw);
        configs.append(c);
    }
    o.insert("configurations", configs);
    QJsonArray flips;
    for (const RankFlip &f : ranking.flips)
        flips.append(f.toJson());
    o.insert("flips", flips);
    QJsonArray tau;
    for (size_t i = 0; i < ranking.kendallTau.size(); ++i) {
        QJsonObject t;
        t.insert("from", ranking.groups[i].value);
        t.insert("to", ranking.groups[i + 1].value);
        t.insert("tau", num(ranking.kendallTau[i]));
        t.insert("common", ranking.kendallCommon[i]);
        tau.append(t);
    }
    o.insert("kendall_tau", tau);
    o.insert("confounds", diffsJson(confounds));
    o.insert("traps", trapsJson(traps));
    return o;
}

} // namespace rb
