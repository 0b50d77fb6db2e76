// SPDX-License-Identifier: GPL-3.0-or-later
// Traps read from the samples themselves: 7 (cold much slower than warm), 11 (periodic
// outliers from the harness).
#include "core/analysis/traps.h"
#include "core/model/corrected.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Traps)
};

TrapWarning make(int number, const char *id, TrapSeverity sev, const Series &s)
{
    TrapWarning w = traps::makeWarning(number, id, sev, s.metric);
    traps::addSeries(w, s);
    return w;
}

} // namespace

std::vector<TrapWarning> detectColdSlower(const SeriesList &list)
{
    std::vector<TrapWarning> out;
    for (const Series &s : list) {
        if (s.isReference || !s.hasSamples())
            continue;
        const double median = s.summary.median;
        if (!(median > 0))
            continue;
        const double limit = kColdFactor * median;
        std::optional<double> cold;
        if (s.coldSample)
            if (const auto v = correctedValue(*s.coldSample, s.overhead))
                cold = static_cast<double>(*v);
        // Leading samples still cold: the warm-up was too short (or absent).
        std::vector<qint64> leading;
        for (size_t i = 0; i < s.samples.size() && s.samples[i] > limit; ++i)
            leading.push_back(static_cast<qint64>(i));
        if (leading.size() == s.samples.size())
            leading.clear(); // cannot be: every sample above 2x the median
        const bool coldFires = cold && *cold > limit;
        if (!coldFires && leading.empty())
            continue;
        // Cold executions inside the samples are the trap (a warning); a cold first sample that
        // was kept apart is a note (info): the statistics do not hold it.
        TrapWarning w =
            make(7, "cold_slower", leading.empty() ? TrapSeverity::Info : TrapSeverity::Warning, s);
        w.sampleIndices = leading;
        if (leading.empty())
            w.explanation = Tr::tr("The cold first execution of %1 (%2 %3) is %4x the warm median "
                                   "(%5 %3): prefetch, caches and lazy initialisation. It is kept "
                                   "apart; warm up before sampling.")
                                .arg(s.metric)
                                .arg(*cold)
                                .arg(s.unit)
                                .arg(*cold / median, 0, 'f', 1)
                                .arg(median);
        else
            w.explanation =
                Tr::tr("The first %1 sample(s) of %2 are over twice the median (%3 %4): "
                       "the warm-up was too short.")
                    .arg(leading.size())
                    .arg(s.metric)
                    .arg(median)
                    .arg(s.unit);
        if (cold)
            w.details.insert("cold", *cold);
        w.details.insert("median", median);
        out.push_back(w);
    }
    return out;
}

std::vector<TrapWarning> detectPeriodicOutliers(const SeriesList &list)
{
    std::vector<TrapWarning> out;
    for (const Series &s : list) {
        if (s.isReference || s.samples.size() < 20)
            continue;
        const double median = s.summary.median;
        const double madFloor = std::max(s.summary.mad, kOutlierMadFloor * std::fabs(median));
        const double threshold =
            std::min(median + kOutlierMadK * madFloor, kOutlierFactor * median);
        if (!(threshold > median))
            continue;
        std::vector<qint64> idx;
        for (size_t i = 0; i < s.samples.size(); ++i)
            if (s.samples[i] > threshold)
                idx.push_back(static_cast<qint64>(i));
        if (static_cast<int>(idx.size()) < kOutlierMinCount)
            continue;
        std::vector<qint64> gaps;
        for (size_t i = 1; i < idx.size(); ++i)
            gaps.push_back(idx[i] - idx[i - 1]);
        // Dominant period: the gap value with the most gaps within +-max(1, 2 %) of it.
        qint64 bestGap = 0;
        size_t bestCount = 0;
        for (qint64 g : gaps) {
            const qint64 tol = std::max<qint64>(1, static_cast<qint64>(std::llround(0.02 * g)));
            size_t c = 0;
            for (qint64 h : gaps)
                if (std::llabs(h - g) <= tol)
                    ++c;
            if (c > bestCount || (c == bestCount && g < bestGap)) {
                bestCount = c;
                bestGap = g;
            }
        }
        if (bestGap < 2 || static_cast<double>(bestCount) < kPeriodShare * gaps.size())
            continue;
        // Report the median of the matching gaps as the period.
        std::vector<qint64> matching;
        const qint64 tol = std::max<qint64>(1, static_cast<qint64>(std::llround(0.02 * bestGap)));
        for (qint64 h : gaps)
            if (std::llabs(h - bestGap) <= tol)
                matching.push_back(h);
        std::sort(matching.begin(), matching.end());
        const qint64 period = matching[matching.size() / 2];
        TrapWarning w = make(11, "periodic_outliers", TrapSeverity::Warning, s);
        w.sampleIndices = idx;
        w.explanation = Tr::tr("%1 of %2 samples of %3 exceed %4 %5 and recur every ~%6 samples: "
                               "something in the harness (a print, the tick interrupt) runs inside "
                               "the window. Look at the samples against their index.")
                            .arg(idx.size())
                            .arg(s.samples.size())
                            .arg(s.metric)
                            .arg(threshold, 0, 'g', 5)
                            .arg(s.unit)
                            .arg(period);
        w.details.insert("period", period);
        w.details.insert("threshold", threshold);
        w.details.insert("outliers", static_cast<qint64>(idx.size()));
        out.push_back(w);
    }
    return out;
}

} // namespace rb
