// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/ranking.h"
#include "core/stats/order_statistic.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Analysis)
};

QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

int sign(double v)
{
    return v > 0 ? 1 : (v < 0 ? -1 : 0);
}

} // namespace

QJsonObject RankEntry::toJson() const
{
    QJsonObject o;
    o.insert("kernel", kernel);
    o.insert("rank", rank);
    o.insert("median", num(center));
    o.insert("statistic", statistic);
    o.insert("n", n);
    o.insert("rank_ci_low", rankCiLow);
    o.insert("rank_ci_high", rankCiHigh);
    QJsonArray probs;
    for (double p : rankProbability)
        probs.append(p);
    o.insert("rank_probability", probs);
    QJsonArray runs;
    for (qint64 id : runIds)
        runs.append(id);
    o.insert("run_ids", runs);
    QJsonArray refs;
    for (qint64 id : referenceIds)
        refs.append(id);
    o.insert("reference_ids", refs);
    if (!note.isEmpty())
        o.insert("note", note);
    if (exact)
        o.insert("exact", true);
    return o;
}

const RankEntry *RankedGroup::find(const QString &kernelKey) const
{
    for (const RankEntry &e : entries)
        if (e.kernelKey == kernelKey)
            return &e;
    return nullptr;
}

QJsonObject RankFlip::toJson() const
{
    QJsonObject o;
    o.insert("kernel_a", kernelA);
    o.insert("kernel_b", kernelB);
    o.insert("from", from);
    o.insert("to", to);
    o.insert("significant", significant);
    o.insert("reason", reason);
    o.insert("p_holm_from", num(pHolmFrom));
    o.insert("p_holm_to", num(pHolmTo));
    return o;
}

std::vector<Series> mergeByKernel(const std::vector<Series> &series)
{
    std::vector<Series> out;
    for (const Series &s : series) {
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const Series &o) { return o.kernelKey() == s.kernelKey(); });
        if (it == out.end()) {
            out.push_back(s);
            continue;
        }
        // Exact values (footprints) of the same kernel: one value when they agree (the runs of
        // one build), else the first is kept and the other named.
        if (it->exact && s.exact && it->value == s.value) {
            it->id += QLatin1Char('+') + s.id;
            continue;
        }
        // A published or an imported (summary-only) number cannot be pooled with samples.
        if (it->exact || s.exact || it->isReference || s.isReference || it->summaryOnly ||
            s.summaryOnly) {
            it->note +=
                (it->note.isEmpty() ? QString() : QStringLiteral("; ")) +
                Tr::tr("another value of this kernel was left out: %1 (%2)").arg(s.value).arg(s.id);
            continue;
        }
        it->samples.insert(it->samples.end(), s.samples.begin(), s.samples.end());
        it->id += QLatin1Char('+') + s.id;
        it->summary = summarize(it->samples);
        it->value = it->center();
        it->statistic = it->peakHeadline()
                            ? QStringLiteral("peak (max) of %1 (pooled)").arg(it->summary.n)
                            : QStringLiteral("median of %1 (pooled)").arg(it->summary.n);
    }
    return out;
}

std::vector<int> competitionRanks(const std::vector<double> &values)
{
    std::vector<int> ranks(values.size());
    for (size_t i = 0; i < values.size(); ++i) {
        int smaller = 0;
        for (size_t j = 0; j < values.size(); ++j)
            if (values[j] < values[i])
                ++smaller;
        ranks[i] = smaller + 1;
    }
    return ranks;
}

double kendallTauB(const std::vector<double> &x, const std::vector<double> &y)
{
    const size_t n = std::min(x.size(), y.size());
    if (n < 2)
        return std::nan("");
    double concordant = 0, discordant = 0, tiesX = 0, tiesY = 0, pairs = 0;
    for (size_t i = 0; i < n; ++i) {
        for (size_t j = i + 1; j < n; ++j) {
            pairs += 1;
            const int sx = sign(x[i] - x[j]);
            const int sy = sign(y[i] - y[j]);
            if (sx == 0)
                tiesX += 1;
            if (sy == 0)
                tiesY += 1;
            if (sx * sy > 0)
                concordant += 1;
            else if (sx * sy < 0)
                discordant += 1;
        }
    }
    const double denom = std::sqrt((pairs - tiesX) * (pairs - tiesY));
    if (!(denom > 0))
        return std::nan("");
    return (concordant - discordant) / denom;
}

RankedGroup rankGroup(const QString &value, const std::vector<Series> &input,
                      const RankOptions &options)
{
    RankedGroup g;
    g.value = value;
    g.series = mergeByKernel(input);
    const size_t k = g.series.size();
    std::vector<double> centers(k);
    for (size_t i = 0; i < k; ++i)
        centers[i] = g.series[i].center();
    // Throughput counts (imported Thread-Metric totals): rank 1 is the largest. Only when every
    // series of the group says so; latencies (the rest) rank 1 as the smallest.
    const bool higherIsBetter =
        k > 0 && std::all_of(g.series.begin(), g.series.end(),
                             [](const Series &s) { return s.higherIsBetter; });
    const double direction = higherIsBetter ? -1.0 : 1.0;
    std::vector<double> keys(k);
    for (size_t i = 0; i < k; ++i)
        keys[i] = direction * centers[i];
    const std::vector<int> ranks = competitionRanks(keys);

    // Bootstrap: resample each kernel's samples with replacement (same size), re-rank.
    std::vector<std::vector<int>> counts(k, std::vector<int>(k, 0));
    const int iterations = std::max(0, options.bootstrapIterations);
    bool anySamples = false;
    for (const Series &s : g.series)
        anySamples = anySamples || s.hasSamples();
    if (iterations > 0 && anySamples) {
        std::mt19937_64 rng(options.seed);
        OrderStatistic draw(rng);
        // Each kernel's samples sorted once; a resample's median (or maximum) is drawn
        // directly as an order statistic of the sorted values (stats/order_statistic.h: the
        // same distribution as resampling all n values, at O(1) per resample).
        std::vector<std::vector<double>> sorted(k);
        for (size_t i = 0; i < k; ++i) {
            sorted[i] = g.series[i].samples;
            std::sort(sorted[i].begin(), sorted[i].end());
        }
        std::vector<double> boot(k);
        for (int it = 0; it < iterations; ++it) {
            for (size_t i = 0; i < k; ++i) {
                const std::vector<double> &v = sorted[i];
                if (v.empty()) {
                    boot[i] = keys[i];
                    continue;
                }
                boot[i] = direction * (g.series[i].peakHeadline() ? draw.resampleMax(v)
                                                                  : draw.resampleMedian(v));
            }
            const std::vector<int> r = competitionRanks(boot);
            for (size_t i = 0; i < k; ++i)
                ++counts[i][static_cast<size_t>(r[i] - 1)];
        }
    }

    for (size_t i = 0; i < k; ++i) {
        const Series &s = g.series[i];
        RankEntry e;
        e.kernel = s.kernel;
        e.kernelKey = s.kernelKey();
        e.center = centers[i];
        e.statistic = s.statistic;
        e.n = static_cast<qint64>(s.samples.size());
        e.hasSamples = s.hasSamples();
        e.exact = s.exact;
        e.rank = ranks[i];
        e.note = s.note;
        for (const QString &part : s.id.split(QLatin1Char('+'))) {
            if (part.startsWith(QLatin1String("run:")))
                e.runIds.push_back(part.mid(4).section(QLatin1Char('/'), 0, 0).toLongLong());
            else if (part.startsWith(QLatin1String("ref:")))
                e.referenceIds.push_back(part.mid(4).toLongLong());
        }
        e.rankProbability.assign(k, 0.0);
        if (iterations > 0 && anySamples) {
            int cum = 0;
            e.rankCiLow = e.rankCiHigh = 0;
            for (size_t r = 0; r < k; ++r) {
                e.rankProbability[r] = static_cast<double>(counts[i][r]) / iterations;
                cum += counts[i][r];
                // type-1 (inverse CDF) quantiles of the discrete rank distribution
                if (e.rankCiLow == 0 && cum >= 0.025 * iterations)
                    e.rankCiLow = static_cast<int>(r) + 1;
                if (e.rankCiHigh == 0 && cum >= 0.975 * iterations)
                    e.rankCiHigh = static_cast<int>(r) + 1;
            }
        } else {
            // Reference data or exact values only: no samples, so no sampling uncertainty can
            // be estimated (a published number), or there is none (an exact footprint).
            e.rankCiLow = e.rankCiHigh = e.rank;
            e.rankProbability[static_cast<size_t>(e.rank - 1)] = 1.0;
        }
        g.entries.push_back(std::move(e));
    }
    std::stable_sort(g.entries.begin(), g.entries.end(),
                     [](const RankEntry &a, const RankEntry &b) { return a.rank < b.rank; });
    g.pairwise = compareAllPairs(g.series);
    return g;
}

namespace {
const PairwiseResult *findPair(const RankedGroup &g, const QString &keyA, const QString &keyB,
                               bool *swapped)
{
    for (const PairwiseResult &p : g.pairwise) {
        const QString ka = canonicalKernel(p.kernelA), kb = canonicalKernel(p.kernelB);
        if (ka == keyA && kb == keyB) {
            *swapped = false;
            return &p;
        }
        if (ka == keyB && kb == keyA) {
            *swapped = true;
            return &p;
        }
    }
    return nullptr;
}
} // namespace

std::vector<RankFlip> findFlips(const RankedGroup &from, const RankedGroup &to, double alpha)
{
    std::vector<RankFlip> flips;
    const auto &ef = from.entries;
    for (size_t i = 0; i < ef.size(); ++i) {
        for (size_t j = i + 1; j < ef.size(); ++j) {
            const RankEntry *a2 = to.find(ef[i].kernelKey);
            const RankEntry *b2 = to.find(ef[j].kernelKey);
            if (!a2 || !b2)
                continue;
            const int s1 = sign(ef[i].center - ef[j].center);
            const int s2 = sign(a2->center - b2->center);
            if (s1 * s2 >= 0)
                continue; // same order, or a tie on one side: not a flip
            RankFlip f;
            f.kernelA = ef[i].kernel;
            f.kernelB = ef[j].kernel;
            f.from = from.value;
            f.to = to.value;
            // Exact values on both sides (footprints: bytes of each image): no noise, so the
            // changed order is certain.
            if (ef[i].exact && ef[j].exact && a2->exact && b2->exact) {
                f.significant = true;
                f.pHolmFrom = f.pHolmTo = std::nan("");
                f.reason = Tr::tr("exact values (one per run, no sampling noise): the order "
                                  "changed for certain");
                flips.push_back(f);
                continue;
            }
            bool sw1 = false, sw2 = false;
            const PairwiseResult *p1 = findPair(from, ef[i].kernelKey, ef[j].kernelKey, &sw1);
            const PairwiseResult *p2 = findPair(to, ef[i].kernelKey, ef[j].kernelKey, &sw2);
            if (!p1 || !p2 || !p1->testable || !p2->testable) {
                f.significant = false;
                f.pHolmFrom = p1 && p1->testable ? p1->pHolm : std::nan("");
                f.pHolmTo = p2 && p2->testable ? p2->pHolm : std::nan("");
                f.reason = Tr::tr("not testable: no samples on one side (published summaries)");
                flips.push_back(f);
                continue;
            }
            f.pHolmFrom = p1->pHolm;
            f.pHolmTo = p2->pHolm;
            // The HL shift is A - B of the pair as stored; orient it to (i, j).
            const int h1 = sign(sw1 ? -p1->hlShift : p1->hlShift);
            const int h2 = sign(sw2 ? -p2->hlShift : p2->hlShift);
            const bool sig1 = p1->pHolm < alpha && h1 == s1;
            const bool sig2 = p2->pHolm < alpha && h2 == s2;
            f.significant = sig1 && sig2;
            if (f.significant)
                f.reason = Tr::tr("both orders are significant (Holm-corrected p %1 and %2)")
                               .arg(p1->pHolm, 0, 'g', 3)
                               .arg(p2->pHolm, 0, 'g', 3);
            else
                f.reason = Tr::tr("inside the noise: Holm-corrected p %1 and %2, both must be "
                                  "below %3 with opposite shifts")
                               .arg(p1->pHolm, 0, 'g', 3)
                               .arg(p2->pHolm, 0, 'g', 3)
                               .arg(alpha);
            flips.push_back(f);
        }
    }
    return flips;
}

RankingAnalysis analyseRanking(const std::vector<std::pair<QString, std::vector<Series>>> &groups,
                               const RankOptions &options)
{
    RankingAnalysis a;
    for (const auto &[value, series] : groups)
        a.groups.push_back(rankGroup(value, series, options));
    for (size_t g = 0; g + 1 < a.groups.size(); ++g) {
        const RankedGroup &g1 = a.groups[g];
        const RankedGroup &g2 = a.groups[g + 1];
        std::vector<double> x, y;
        for (const RankEntry &e : g1.entries) {
            if (const RankEntry *o = g2.find(e.kernelKey)) {
                x.push_back(e.center);
                y.push_back(o->center);
            }
        }
        a.kendallTau.push_back(kendallTauB(x, y));
        a.kendallCommon.push_back(static_cast<int>(x.size()));
        const std::vector<RankFlip> f = findFlips(g1, g2, options.alpha);
        a.flips.insert(a.flips.end(), f.begin(), f.end());
    }
    return a;
}

} // namespace rb
