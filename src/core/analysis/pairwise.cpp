// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/pairwise.h"
#include "core/analysis/hodges_lehmann.h"
#include "core/analysis/holm.h"
#include "core/analysis/mann_whitney.h"
#include "core/analysis/sorted_sample.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <optional>

namespace rb {
namespace {
QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}
QJsonValue idOrNull(qint64 id, const QString &seriesId)
{
    return id > 0 ? QJsonValue(id) : QJsonValue(seriesId);
}
// Why a series without samples cannot be tested: a published number is a summary; a measured
// run that reports the metric as unsupported, or has no samples for it, has nothing to test.
QString missingSamples(const Series &s)
{
    if (s.isReference)
        return s.kernel.isEmpty()
                   ? QCoreApplication::translate("rb::Analysis",
                                                 "the published number is a summary (no samples)")
                   : QCoreApplication::translate("rb::Analysis",
                                                 "%1 (published) is a summary (no samples)")
                         .arg(s.kernel);
    if (s.summaryOnly)
        return QCoreApplication::translate("rb::Analysis",
                                           "run %1 is an imported summary (no samples)")
            .arg(s.runId);
    if (s.exact)
        return QCoreApplication::translate("rb::Analysis",
                                           "run %1's %2 is one exact value, not a distribution")
            .arg(s.runId)
            .arg(s.metric);
    if (s.status == QLatin1String("unsupported"))
        return QCoreApplication::translate("rb::Analysis",
                                           "run %1 reports %2 as unsupported (no samples)")
            .arg(s.runId)
            .arg(s.metric);
    if (!s.status.isEmpty() && s.status != QLatin1String("ok"))
        return QCoreApplication::translate("rb::Analysis",
                                           "run %1 has no samples of %2 (status %3)")
            .arg(s.runId)
            .arg(s.metric, s.status);
    return QCoreApplication::translate("rb::Analysis", "run %1 has no samples of %2")
        .arg(s.runId)
        .arg(s.metric);
}

QString noSamplesNote(const Series &a, const Series &b)
{
    if (a.isReference && b.isReference)
        return QCoreApplication::translate(
            "rb::Analysis", "no samples: a published summary cannot be tested pairwise");
    QStringList why;
    for (const Series *s : {&a, &b})
        if (!s->hasSamples())
            why << missingSamples(*s);
    return QCoreApplication::translate("rb::Analysis", "not testable: %1")
        .arg(why.join(QStringLiteral("; ")));
}

} // namespace

QJsonObject PairwiseResult::toJson() const
{
    QJsonObject o;
    o.insert("metric", metric);
    o.insert("run_a", idOrNull(runA, a));
    o.insert("run_b", idOrNull(runB, b));
    o.insert("kernel_a", kernelA);
    o.insert("kernel_b", kernelB);
    o.insert("testable", testable);
    if (!testable) {
        o.insert("note", note);
        for (const char *k :
             {"u", "p", "p_holm", "hl_shift", "hl_ci_low", "hl_ci_high", "p_greater"})
            o.insert(k, QJsonValue(QJsonValue::Null));
        return o;
    }
    o.insert("n_a", nA);
    o.insert("n_b", nB);
    o.insert("u", num(u));
    o.insert("p", num(p));
    o.insert("p_holm", num(pHolm));
    o.insert("exact", exact);
    o.insert("hl_shift", num(hlShift));
    o.insert("hl_ci_low", num(hlCiLow));
    o.insert("hl_ci_high", num(hlCiHigh));
    o.insert("hl_ci_level", num(hlCiLevel));
    o.insert("p_greater", num(pGreater));
    return o;
}

namespace {
// A and B with their samples sorted once (sa, sb: SortedSample of a.samples, b.samples).
PairwiseResult comparePair(const Series &a, const SortedSample &sa, const Series &b,
                           const SortedSample &sb)
{
    PairwiseResult r;
    r.metric = a.metric;
    r.a = a.id;
    r.b = b.id;
    r.runA = a.runId;
    r.runB = b.runId;
    r.kernelA = a.kernel;
    r.kernelB = b.kernel;
    r.nA = static_cast<qint64>(a.samples.size());
    r.nB = static_cast<qint64>(b.samples.size());
    if (!a.hasSamples() || !b.hasSamples()) {
        r.note = noSamplesNote(a, b);
        r.p = r.pHolm = std::nan("");
        return r;
    }
    if (a.unit != b.unit) {
        r.note = QCoreApplication::translate("rb::Analysis", "different units (%1 vs %2)")
                     .arg(a.unit, b.unit);
        r.p = r.pHolm = std::nan("");
        return r;
    }
    r.testable = true;
    const MannWhitneyResult mw = mannWhitneyU(sa, sb);
    r.u = mw.u;
    r.p = mw.p;
    r.pHolm = mw.p;
    r.pGreater = mw.pGreater;
    r.exact = mw.exact;
    const HodgesLehmannResult hl = hodgesLehmann(sa, sb);
    r.hlShift = hl.shift;
    r.hlCiLow = hl.ciLow;
    r.hlCiHigh = hl.ciHigh;
    r.hlCiLevel = hl.ciLevel;
    return r;
}
} // namespace

PairwiseResult comparePair(const Series &a, const Series &b)
{
    return comparePair(a, SortedSample(a.samples), b, SortedSample(b.samples));
}

void applyHolm(std::vector<PairwiseResult> &family)
{
    std::vector<double> p;
    p.reserve(family.size());
    for (const PairwiseResult &r : family)
        p.push_back(r.testable ? r.p : std::nan(""));
    const std::vector<double> adj = holmAdjust(p);
    for (size_t i = 0; i < family.size(); ++i)
        family[i].pHolm = adj[i];
}

std::vector<PairwiseResult> compareAllPairs(const std::vector<Series> &series,
                                            const PairFilter &filter)
{
    // The tests depend on the values, not their order: each series is sorted once here, into
    // its distinct values with counts, and every pair it is in reuses that (24 series of
    // 10,000 samples are 276 pairs per metric). A series no accepted pair needs is not sorted.
    std::vector<std::pair<size_t, size_t>> pairs;
    for (size_t i = 0; i < series.size(); ++i)
        for (size_t j = i + 1; j < series.size(); ++j)
            if (series[i].metric == series[j].metric && (!filter || filter(series[i], series[j])))
                pairs.emplace_back(i, j);
    std::vector<std::optional<SortedSample>> sorted(series.size());
    const auto sortedOf = [&](size_t i) -> const SortedSample & {
        if (!sorted[i])
            sorted[i].emplace(series[i].samples);
        return *sorted[i];
    };
    std::vector<PairwiseResult> out;
    out.reserve(pairs.size());
    for (const auto &[i, j] : pairs)
        out.push_back(comparePair(series[i], sortedOf(i), series[j], sortedOf(j)));
    applyHolm(out);
    return out;
}

} // namespace rb
