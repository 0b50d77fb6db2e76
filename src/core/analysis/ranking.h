// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/pairwise.h"
#include "core/analysis/series.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace rb {

// Ranking of kernels by median (lower is better: the metrics are durations) within each
// configuration group, bootstrap rank distributions, Kendall tau-b between groups and rank
// flips with their significance (docs/analysis.md).
struct RankOptions {
    int bootstrapIterations = 1000;
    quint64 seed = 1;    // std::mt19937_64 seed: same seed, same result
    double alpha = 0.05; // for Holm-corrected pairwise tests (flip significance)
    // rankByCondition leaves out the groups with fewer kernels (the GUI's Rank shift view: 2, a
    // configuration with one kernel ranks nothing; the CLI and the report keep every group).
    int minKernelsPerGroup = 1;
};

struct RankEntry {
    QString kernel; // display name (first series)
    QString kernelKey;
    std::vector<qint64> runIds;       // measured runs pooled into this entry
    std::vector<qint64> referenceIds; // published rows (only the first is ranked)
    double center = 0;                // median of the pooled samples, or the published value
    QString statistic;
    qint64 n = 0; // samples (0 for reference data)
    bool hasSamples = false;
    bool exact = false; // one exact value per run (a footprint, Series::exact): a certain rank
    int rank = 0;       // competition ranking: ties share the lower (better) rank
    int rankCiLow = 0, rankCiHigh = 0;   // 2.5 % and 97.5 % bootstrap quantiles (type 1)
    std::vector<double> rankProbability; // [r-1] = P(rank = r) over the bootstrap
    QString note;

    QJsonObject toJson() const;
};

struct RankedGroup {
    QString value;                        // the condition value of this configuration
    std::vector<Series> series;           // one per kernel (merged)
    std::vector<RankEntry> entries;       // sorted by rank
    std::vector<PairwiseResult> pairwise; // all kernel pairs of the group, Holm within the group
    const RankEntry *find(const QString &kernelKey) const;
};

struct RankFlip {
    QString kernelA, kernelB; // display names
    QString from, to;         // group values
    bool significant = false;
    QString reason; // translated explanation
    double pHolmFrom = 1, pHolmTo = 1;
    QJsonObject toJson() const;
};

struct RankingAnalysis {
    std::vector<RankedGroup> groups;
    std::vector<RankFlip> flips;    // between neighbouring groups
    std::vector<double> kendallTau; // tau-b between groups i and i+1 (NaN if < 2 common)
    std::vector<int> kendallCommon; // kernels common to groups i and i+1
};

// Pools the samples of measured series of the same kernel (canonicalKernel); for reference
// series of one kernel the first is kept (the others are named in RankEntry::note).
std::vector<Series> mergeByKernel(const std::vector<Series> &series);
// Competition ranks of values, ascending (1 = smallest); equal values share the lower rank.
std::vector<int> competitionRanks(const std::vector<double> &values);
// Kendall tau-b of paired values (ties in either variable handled); NaN when undefined.
double kendallTauB(const std::vector<double> &x, const std::vector<double> &y);

RankedGroup rankGroup(const QString &value, const std::vector<Series> &series,
                      const RankOptions &options);
std::vector<RankFlip> findFlips(const RankedGroup &from, const RankedGroup &to, double alpha);
RankingAnalysis analyseRanking(const std::vector<std::pair<QString, std::vector<Series>>> &groups,
                               const RankOptions &options);

} // namespace rb
