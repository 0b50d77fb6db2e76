// SPDX-License-Identifier: GPL-3.0-or-later
// Traps about what a number is said to be: 1 (round trip as single switch), 2 (overhead not
// subtracted), 10 (mean-only reference data), 12 (emulated instruction counts as cycles).
#include "core/analysis/traps.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <map>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Traps)
};

bool isSingleSwitchMetric(const QString &m)
{
    return m == QLatin1String("context_switch") || m == QLatin1String("context_switch_single") ||
           m == QLatin1String("task_switch");
}

bool saysTwoSwitches(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("(two|2)\\s+(context\\s+)?switch|round[ -]?trip"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression halved(QStringLiteral("halved|divided by (two|2)|/ ?2"),
                                           QRegularExpression::CaseInsensitiveOption);
    return re.match(text).hasMatch() && !halved.match(text).hasMatch();
}

bool saysSubtracted(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("subtract|stripped|minus|corrected|net of|removed|扣除"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(text).hasMatch();
}

bool isFloor(const Series &s)
{
    return s.kernelKey() == QLatin1String("baremetal") ||
           s.note.contains(QLatin1String("floor"), Qt::CaseInsensitive);
}

QString configKey(const Series &s)
{
    return s.isReference ? s.source + QLatin1Char('|') + s.config.hash() : QString::number(s.runId);
}

} // namespace

std::vector<TrapWarning> detectRoundTripAsSingle(const SeriesList &list)
{
    std::vector<TrapWarning> out;
    for (const Series &s : list) {
        if (!isSingleSwitchMetric(s.metric))
            continue;
        if (!s.isReference && s.switches && *s.switches == 2) {
            TrapWarning w =
                traps::makeWarning(1, "round_trip_as_single", TrapSeverity::Critical, s.metric);
            w.explanation = Tr::tr("'%1' is labelled as one switch but its case says switches=2: "
                                   "halve it or call it a round trip.")
                                .arg(s.metric);
            traps::addSeries(w, s);
            out.push_back(w);
        } else if (s.isReference && saysTwoSwitches(s.note)) {
            TrapWarning w =
                traps::makeWarning(1, "round_trip_as_single", TrapSeverity::Critical, s.metric);
            w.explanation = Tr::tr("'%1' (%2) is published as a single switch but its note says "
                                   "\"%3\".")
                                .arg(s.metric, s.kernel, s.note);
            traps::addSeries(w, s);
            out.push_back(w);
        }
    }
    // A single-switch value about equal to the round trip of the same configuration.
    for (const Series &cs : list) {
        if (!isSingleSwitchMetric(cs.metric))
            continue;
        for (const Series &rt : list) {
            if (rt.metric != QLatin1String("yield_round_trip") || rt.unit != cs.unit ||
                configKey(rt) != configKey(cs) || !(rt.center() > 0))
                continue;
            const double ratio = cs.center() / rt.center();
            if (std::fabs(ratio - 1.0) > kRoundTripRatioTolerance)
                continue;
            TrapWarning w =
                traps::makeWarning(1, "round_trip_as_single", TrapSeverity::Critical, cs.metric);
            w.explanation = Tr::tr("'%1' = %2 %3 is about the yield round trip (%4 %3) of the same "
                                   "configuration, which contains two switches.")
                                .arg(cs.metric)
                                .arg(cs.center())
                                .arg(cs.unit)
                                .arg(rt.center());
            w.details.insert("ratio", ratio);
            traps::addSeries(w, cs);
            traps::addSeries(w, rt);
            out.push_back(w);
        }
    }
    return out;
}

std::vector<TrapWarning> detectOverheadNotSubtracted(const SeriesList &list)
{
    std::vector<TrapWarning> out;
    std::map<QString, TrapWarning> byMetric;
    for (const Series &s : list) {
        // Imported summaries (summaryOnly) follow their suite's own method, which states how it
        // handles its overhead (docs/importers.md): nothing here to check against.
        // A case without samples (unsupported, failed) has no numbers that could include it.
        if (s.isReference || s.summaryOnly || s.overhead.has_value() || !s.hasSamples())
            continue;
        auto it = byMetric.find(s.metric);
        if (it == byMetric.end()) {
            TrapWarning w =
                traps::makeWarning(2, "overhead_not_subtracted", TrapSeverity::Warning, s.metric);
            w.explanation = Tr::tr("No measurement-chain overhead is stated for '%1': the numbers "
                                   "include the timer read and loop.")
                                .arg(s.metric);
            it = byMetric.emplace(s.metric, w).first;
        }
        traps::addSeries(it->second, s);
    }
    for (auto &[m, w] : byMetric)
        out.push_back(w);

    // Overhead stated as 0 by a run that measured its own chain (cal_timer_read's median > 0, the
    // same unit): nothing was subtracted. Only the calibration itself and a period between two
    // stamps (tick_jitter), whose chain cancels, state 0 rightly (docs/protocol.md, END).
    std::map<qint64, const Series *> chains; // run -> its cal_timer_read
    for (const Series &s : list)
        if (!s.isReference && !s.summaryOnly && s.metric == QLatin1String("cal_timer_read") &&
            s.hasSamples() && s.summary.median > 0)
            chains.emplace(s.runId, &s);
    std::map<qint64, TrapWarning> byRun;
    for (const Series &s : list) {
        if (s.isReference || s.summaryOnly || !s.hasSamples() || !s.overhead || *s.overhead != 0 ||
            s.metric == QLatin1String("cal_timer_read") || s.metric == QLatin1String("tick_jitter"))
            continue;
        const auto chain = chains.find(s.runId);
        if (chain == chains.end() || chain->second->unit != s.unit)
            continue;
        auto it = byRun.find(s.runId);
        if (it == byRun.end()) {
            TrapWarning w =
                traps::makeWarning(2, "overhead_not_subtracted", TrapSeverity::Warning, s.metric);
            w.details.insert("chain", chain->second->summary.median);
            it = byRun.emplace(s.runId, w).first;
        }
        TrapWarning &w = it->second;
        if (w.metric != s.metric)
            w.metric.clear(); // several metrics
        QStringList metrics = w.details.value("metrics").toVariant().toStringList();
        metrics << s.metric;
        w.details.insert("metrics", QJsonArray::fromStringList(metrics));
        w.explanation = Tr::tr("Run %1 measured its measurement chain (cal_timer_read) at %2 %3 "
                               "but states overhead 0 for %4: nothing was subtracted, each "
                               "number includes the chain.")
                            .arg(s.runId)
                            .arg(chain->second->summary.median)
                            .arg(s.unit, metrics.join(QStringLiteral(", ")));
        traps::addSeries(w, s);
    }
    for (auto &[id, w] : byRun)
        out.push_back(w);

    // Published rows of a source that also publishes a bare-metal floor, without saying the
    // floor was subtracted.
    std::map<QString, const Series *> floors; // source|unit -> floor row
    for (const Series &s : list)
        if (s.isReference && isFloor(s))
            floors.emplace(s.source + QLatin1Char('|') + s.unit, &s);
    std::map<QString, TrapWarning> bySource;
    for (const Series &s : list) {
        if (!s.isReference || isFloor(s) || saysSubtracted(s.note))
            continue;
        const auto f = floors.find(s.source + QLatin1Char('|') + s.unit);
        if (f == floors.end())
            continue;
        const QString key = s.source + QLatin1Char('|') + s.metric + QLatin1Char('|') + s.unit;
        auto it = bySource.find(key);
        if (it == bySource.end()) {
            TrapWarning w =
                traps::makeWarning(2, "overhead_not_subtracted", TrapSeverity::Warning, s.metric);
            w.explanation = Tr::tr("The source measured a floor of %1 %2 (bare-metal chain) but "
                                   "does not say it was subtracted from '%3'.")
                                .arg(f->second->value)
                                .arg(s.unit, s.metric);
            w.details.insert("floor", f->second->value);
            it = bySource.emplace(key, w).first;
        }
        traps::addSeries(it->second, s);
    }
    for (auto &[k, w] : bySource)
        out.push_back(w);
    return out;
}

std::vector<TrapWarning> detectMeanOnly(const SeriesList &list)
{
    static const QRegularExpression meanRe(QStringLiteral("^\\s*(mean|average|avg|平均)"),
                                           QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression robustRe(QStringLiteral("median|min|max|percentile|中位"),
                                             QRegularExpression::CaseInsensitiveOption);
    std::map<QString, TrapWarning> bySource;
    for (const Series &s : list) {
        if (!s.isReference || !meanRe.match(s.statistic).hasMatch() ||
            robustRe.match(s.statistic).hasMatch())
            continue;
        auto it = bySource.find(s.source);
        if (it == bySource.end()) {
            TrapWarning w = traps::makeWarning(10, "mean_only", TrapSeverity::Warning, s.metric);
            w.explanation = Tr::tr("'%1' reports only a mean (\"%2\"): a mean hides the spread and "
                                   "the outliers; no min or median to compare.")
                                .arg(s.source, s.statistic);
            it = bySource.emplace(s.source, w).first;
        }
        if (it->second.metric != s.metric)
            it->second.metric.clear(); // several metrics
        traps::addSeries(it->second, s);
    }
    std::vector<TrapWarning> out;
    for (auto &[k, w] : bySource)
        out.push_back(w);
    return out;
}

namespace {
// The kernels whose order against s's kernel on s's metric is the other way round in estimated
// cycles (the cycle-model series) than in instructions (the icount ones): the first series of
// each kernel and unit, compared by center(); a tie in either unit is no flip.
template <typename Modelled, typename Emulated>
QStringList emulatedModelFlips(const SeriesList &list, const Series &s, Modelled modelled,
                               Emulated emulated)
{
    std::map<QString, double> icount, model;
    std::map<QString, QString> names;
    for (const Series &o : list) {
        if (o.metric != s.metric || o.isReference || !o.hasSamples())
            continue;
        if (modelled(o))
            model.try_emplace(o.kernelKey(), o.center());
        else if (emulated(o))
            icount.try_emplace(o.kernelKey(), o.center());
        names.try_emplace(o.kernelKey(), o.kernel);
    }
    const QString k = s.kernelKey();
    QStringList flips;
    if (!icount.count(k) || !model.count(k))
        return flips;
    for (const auto &[other, i] : icount) {
        if (other == k || !model.count(other))
            continue;
        const double di = icount.at(k) - i;
        const double dm = model.at(k) - model.at(other);
        if ((di < 0 && dm > 0) || (di > 0 && dm < 0))
            flips << names.at(other);
    }
    return flips;
}
} // namespace

std::vector<TrapWarning> detectEmulatedAsCycles(const SeriesList &list)
{
    std::vector<TrapWarning> out;
    static const QRegularExpression icountRe(QStringLiteral("icount|instruction[- ]count"),
                                             QRegularExpression::CaseInsensitiveOption);
    // The cycle-model timing method (docs/cycle-model.md): cycles estimated by a Cortex-M3 model
    // from the emulated instructions, neither instruction-count time nor measured cycles.
    auto modelled = [](const Series &s) {
        return s.config.timingMethod == QLatin1String("cycle-model");
    };
    auto emulated = [&](const Series &s) {
        return !modelled(s) && ((s.config.timerEmulated && *s.config.timerEmulated) ||
                                icountRe.match(s.config.timingMethod).hasMatch());
    };
    // What the unit means, not its spelling: core cycles are "cycles" (cycle, cyc, clk, CPU or
    // clock cycles, 周期) or ticks/counts of a timer that runs at the core clock (timer_hz ==
    // clock_hz, a SysTick or DWT). The virtual board's ticks (timer_hz 0: one per emulated
    // instruction) are instruction ticks, not cycles.
    auto cycles = [](const Series &s) {
        static const QRegularExpression cyclesRe(
            QStringLiteral("^\\s*((cpu|core|clock)\\s+)?(cycles?|cyc|clks?|clocks?)\\s*$|"
                           "^\\s*(时钟)?周期(数)?\\s*$"),
            QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression ticksRe(QStringLiteral("^\\s*(ticks?|counts?)\\s*$"),
                                                QRegularExpression::CaseInsensitiveOption);
        if (cyclesRe.match(s.unit).hasMatch())
            return true;
        const auto &c = s.config;
        return ticksRe.match(s.unit).hasMatch() && c.timerHz && c.clockHz && *c.timerHz > 0 &&
               *c.timerHz == *c.clockHz;
    };
    bool realCycles = false;
    QSet<QString> modelledMetrics;
    for (const Series &s : list) {
        if (cycles(s) && !emulated(s) && !modelled(s))
            realCycles = true;
        if (modelled(s))
            modelledMetrics.insert(s.metric);
    }
    for (const Series &s : list) {
        if (modelled(s)) {
            if (!realCycles)
                continue;
            TrapWarning w =
                traps::makeWarning(12, "emulated_as_cycles", TrapSeverity::Warning, s.metric);
            w.explanation =
                Tr::tr("'%1' (%2) is estimated cycles (model %3, %4) from the virtual board's "
                       "instructions, not measured, compared next to cycle counts measured on "
                       "real hardware: the gap includes the model's error.")
                    .arg(s.metric, s.kernel, s.config.extra.value(QStringLiteral("cycle_model")),
                         s.config.extra.value(QStringLiteral("cycle_target")));
            traps::addSeries(w, s);
            out.push_back(w);
            continue;
        }
        if (!emulated(s))
            continue;
        if (!cycles(s) && modelledMetrics.contains(s.metric)) {
            // icount beside cycle-model: the same firmware in two units. A warning where the
            // two rank this kernel against another the other way round (the virtual board is
            // deterministic: an order of medians is no sampling accident), else a note.
            const QStringList flips = emulatedModelFlips(list, s, modelled, emulated);
            TrapWarning w = traps::makeWarning(
                12, "emulated_as_cycles",
                flips.isEmpty() ? TrapSeverity::Info : TrapSeverity::Warning, s.metric);
            w.explanation =
                Tr::tr("'%1' (%2) counts emulated instructions (icount), shown next to estimated "
                       "cycles (model) of '%1': instructions are not cycles (a taken branch "
                       "refills the pipeline, loads and POP cost more than one cycle, exception "
                       "entry costs 12), so the two units can rank kernels differently.")
                    .arg(s.metric, s.kernel);
            if (!flips.isEmpty())
                w.explanation += QLatin1Char(' ') +
                                 Tr::tr("Here they do: instructions and estimated cycles order "
                                        "%1 against %2 the other way round.")
                                     .arg(s.kernel, flips.join(QStringLiteral(", ")));
            traps::addSeries(w, s);
            out.push_back(w);
            continue;
        }
        if (cycles(s)) {
            TrapWarning w =
                traps::makeWarning(12, "emulated_as_cycles", TrapSeverity::Critical, s.metric);
            w.explanation = Tr::tr("'%1' (%2) is emulated instruction-count time but its unit is "
                                   "cycles: label it \"emulated, instruction-count time\".")
                                .arg(s.metric, s.kernel);
            traps::addSeries(w, s);
            out.push_back(w);
        } else if (realCycles) {
            TrapWarning w =
                traps::makeWarning(12, "emulated_as_cycles", TrapSeverity::Warning, s.metric);
            w.explanation = Tr::tr("'%1' (%2) is emulated instruction-count time, compared next to "
                                   "cycle counts from real hardware.")
                                .arg(s.metric, s.kernel);
            traps::addSeries(w, s);
            out.push_back(w);
        }
    }
    return out;
}

} // namespace rb
