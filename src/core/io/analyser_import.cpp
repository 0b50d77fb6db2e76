// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/analyser_import.h"

#include "core/model/corrected.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::AnalyserImport)
};

void flagGlitches(std::vector<AnalyserWindow> &windows, qint64 glitch)
{
    if (glitch <= 0)
        return;
    for (size_t i = 0; i < windows.size(); ++i) {
        AnalyserWindow &w = windows[i];
        if (w.ok() && w.width() < glitch)
            w.flag = Tr::tr("glitch: %n sample period(s) wide", nullptr, int(w.width()));
        if (i == 0)
            continue;
        const qint64 gap = w.start - windows[i - 1].end;
        if (gap < glitch) {
            const QString why = Tr::tr("split by a glitch: %n sample period(s) between two windows",
                                       nullptr, int(gap));
            if (windows[i - 1].ok())
                windows[i - 1].flag = why;
            if (w.ok())
                w.flag = why;
        }
    }
}

QString levelName(bool high)
{
    return high ? Tr::tr("high") : Tr::tr("low");
}

} // namespace

std::optional<AnalyserPairing> analyserPairingFromName(const QString &name)
{
    if (name == QLatin1String("rising-falling"))
        return AnalyserPairing::RisingFalling;
    if (name == QLatin1String("toggle"))
        return AnalyserPairing::Toggle;
    return std::nullopt;
}

QString analyserPairingName(AnalyserPairing p)
{
    return p == AnalyserPairing::Toggle ? QStringLiteral("toggle")
                                        : QStringLiteral("rising-falling");
}

int AnalyserPairResult::okCount() const
{
    return int(std::count_if(windows.begin(), windows.end(),
                             [](const AnalyserWindow &w) { return w.ok(); }));
}

int AnalyserPairResult::flaggedCount() const
{
    return int(windows.size()) - okCount();
}

AnalyserPairResult pairAnalyserEdges(const AnalyserChannel &ch, qint64 sampleCount,
                                     const AnalyserPairOptions &options)
{
    AnalyserPairResult r;
    const std::vector<qint64> &e = ch.edges;
    if (e.empty()) {
        r.error = Tr::tr("channel %1 never changes level: it stays %2 for all %n sample(s)",
                         nullptr, int(std::min<qint64>(sampleCount, INT32_MAX)))
                      .arg(ch.name, levelName(ch.initialLevel));
        return r;
    }
    const size_t n = e.size();
    if (options.pairing == AnalyserPairing::RisingFalling) {
        for (size_t i = 0; i < n; ++i) {
            if (!ch.risingAt(i)) {
                if (i == 0) // the capture started with the pin high: inside a window
                    r.windows.push_back(
                        {0, e[0], Tr::tr("started before the capture (the pin was high)")});
                continue;
            }
            if (i + 1 < n)
                r.windows.push_back({e[i], e[i + 1], QString()});
            else
                r.windows.push_back(
                    {e[i], sampleCount, Tr::tr("not closed before the capture ended")});
        }
    } else {
        for (size_t i = 0; i < n; i += 2) {
            if (i + 1 < n)
                r.windows.push_back({e[i], e[i + 1], QString()});
            else
                r.windows.push_back(
                    {e[i], sampleCount,
                     Tr::tr("the last edge has no partner (an odd number of edges: one is "
                            "missing or extra)")});
        }
    }
    flagGlitches(r.windows, options.glitchSamples);
    if (r.okCount() == 0)
        r.error = Tr::tr("channel %1 has no clean window: %n window(s), all flagged (%2)", nullptr,
                         int(r.windows.size()))
                      .arg(ch.name, r.windows.front().flag);
    return r;
}

qint64 analyserWindowNs(qint64 samplePeriods, qint64 samplerate)
{
    if (samplerate <= 0)
        return 0;
    // Integer arithmetic: round(periods * 1e9 / rate) without a double's 53-bit limit.
    const __int128 num = static_cast<__int128>(samplePeriods) * 1000000000 + samplerate / 2;
    return static_cast<qint64>(num / samplerate);
}

Run analyserRun(const AnalyserCapture &capture, const AnalyserChannel &ch,
                const AnalyserPairResult &pairs, const AnalyserImportRequest &request)
{
    Run run;
    run.source = QStringLiteral("logic-analyser");
    run.status = RunStatus::Complete;
    run.config = request.conditions;
    run.config.timingMethod = QStringLiteral("gpio-analyser");
    run.config.timerHz = capture.samplerate;
    run.config.timerEmulated = false;

    CaseResult c;
    c.metric = request.metric;
    c.unit = QStringLiteral("ns");
    c.status = QStringLiteral("ok");
    c.overhead = request.toggleNs;
    QByteArray log;
    const double periodNs = 1e9 / double(capture.samplerate);
    log += "# rtosbench logic-analyser import (docs/importers.md)\n";
    log += QStringLiteral("file=%1 sha256=%2\n").arg(request.fileName, request.fileSha256).toUtf8();
    log += QStringLiteral("samplerate=%1 samples=%2 period_ns=%3\n")
               .arg(capture.samplerate)
               .arg(capture.sampleCount)
               .arg(periodNs, 0, 'g', 6)
               .toUtf8();
    log += QStringLiteral("channel=%1 index=%2 initial_level=%3 edges=%4\n")
               .arg(ch.name)
               .arg(ch.index)
               .arg(ch.initialLevel ? 1 : 0)
               .arg(ch.edges.size())
               .toUtf8();
    log += QStringLiteral("pairing=%1 glitch_samples=%2 toggle_ns=%3\n")
               .arg(analyserPairingName(request.pairing.pairing))
               .arg(request.pairing.glitchSamples)
               .arg(request.toggleNs ? QString::number(*request.toggleNs) : QStringLiteral("none"))
               .toUtf8();
    log += "# window start_sample end_sample width_samples width_ns flag\n";
    QStringList flagged;
    for (size_t i = 0; i < pairs.windows.size(); ++i) {
        const AnalyserWindow &w = pairs.windows[i];
        const qint64 ns = analyserWindowNs(w.width(), capture.samplerate);
        log += QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   .arg(i)
                   .arg(w.start)
                   .arg(w.end)
                   .arg(w.width())
                   .arg(ns)
                   .arg(w.ok() ? QStringLiteral("ok") : QStringLiteral("flagged: ") + w.flag)
                   .toUtf8();
        if (w.ok())
            c.samples.push_back(ns);
        else if (flagged.size() < 5)
            flagged << Tr::tr("window %1 (%2)").arg(i).arg(w.flag);
    }
    c.sampleCount = qint64(c.samples.size());
    c.iterations = int(c.samples.size());
    run.cases.push_back(c);
    run.rawLog = log;

    QString notes =
        Tr::tr("Logic-analyser capture %1, channel %2 (index %3), %4 samples/s: resolution %5 "
               "ns; pairing %6; %n clean window(s) stored as samples.",
               nullptr, int(c.samples.size()))
            .arg(request.fileName, ch.name)
            .arg(ch.index)
            .arg(capture.samplerate)
            .arg(periodNs, 0, 'g', 6)
            .arg(analyserPairingName(request.pairing.pairing));
    if (pairs.flaggedCount() > 0)
        notes +=
            QLatin1Char(' ') +
            Tr::tr("%n flagged window(s) left out: %1.", nullptr, pairs.flaggedCount())
                .arg(flagged.join(QStringLiteral("; ")) +
                     (pairs.flaggedCount() > flagged.size() ? QStringLiteral("; …") : QString()));
    notes += QLatin1Char(' ') +
             (request.toggleNs
                  ? Tr::tr("Toggle cost subtracted: %1 ns (%2).")
                        .arg(*request.toggleNs)
                        .arg(request.toggleSource)
                  : Tr::tr("No toggle cost subtracted (none given): the windows include one pin "
                           "write."));
    run.notes = notes;
    checkCorrected(run); // a toggle cost whose subtraction leaves 64 bits: not complete (issue 31)
    return run;
}

std::optional<double> nsPerUnit(const Configuration &c, const QString &unit)
{
    const QString u = unit.trimmed().toLower();
    if (u == QLatin1String("ns"))
        return 1.0;
    if (u == QLatin1String("us"))
        return 1000.0;
    if (u == QLatin1String("cycles") && c.clockHz && *c.clockHz > 0)
        return 1e9 / double(*c.clockHz);
    if (u == QLatin1String("ticks") && c.timerHz && *c.timerHz > 0 &&
        !c.timerEmulated.value_or(false))
        return 1e9 / double(*c.timerHz);
    return std::nullopt;
}

MethodComparison compareTimingMethods(const Run &stampedRun, const CaseResult &stamped,
                                      const AnalyserPairResult &pairs, qint64 samplerate,
                                      std::optional<qint64> toggleNs)
{
    MethodComparison m;
    m.samplePeriodNs = 1e9 / double(samplerate);
    const std::optional<double> scale = nsPerUnit(stampedRun.config, stamped.unit);
    if (!scale) {
        m.error = Tr::tr("the case %1 of run %2 is in %3, which cannot be converted to ns "
                         "(clock or timer rate unknown, or emulated time)")
                      .arg(stamped.metric)
                      .arg(stampedRun.id)
                      .arg(stamped.unit);
        return m;
    }
    const std::vector<double> values = stamped.corrected();
    const size_t n = values.size(), w = pairs.windows.size();
    const size_t leading = size_t(stamped.warmup.value_or(0)) + (stamped.coldSample ? 1 : 0);
    if (n == 0) {
        m.error = Tr::tr("the case %1 of run %2 has no samples to compare with")
                      .arg(stamped.metric)
                      .arg(stampedRun.id);
        return m;
    }
    if (w == n)
        m.skippedLeading = 0;
    else if (w == n + leading)
        m.skippedLeading = int(leading);
    else {
        m.error = Tr::tr("the capture has %1 window(s), the case %2 of run %3 has %4 sample(s) "
                         "(%5 with its cold sample and warm-up): a missing or extra edge, or not "
                         "the same windows; nothing was paired")
                      .arg(w)
                      .arg(stamped.metric)
                      .arg(stampedRun.id)
                      .arg(n)
                      .arg(n + leading);
        return m;
    }
    std::vector<double> diffs;
    for (size_t i = 0; i < n; ++i) {
        const AnalyserWindow &aw = pairs.windows[i + size_t(m.skippedLeading)];
        if (!aw.ok()) {
            ++m.flaggedSkipped;
            continue;
        }
        const double a = double(analyserWindowNs(aw.width(), samplerate) - toggleNs.value_or(0));
        const double s = values[i] * *scale;
        diffs.push_back(a - s);
        if (m.first.size() < 10)
            m.first.emplace_back(s, a);
        m.maxAbsDiffNs = std::max(m.maxAbsDiffNs, std::abs(a - s));
        if (std::abs(a - s) > m.samplePeriodNs)
            ++m.beyondOnePeriod;
    }
    m.compared = int(diffs.size());
    if (!diffs.empty()) {
        std::sort(diffs.begin(), diffs.end());
        const size_t k = diffs.size();
        m.medianDiffNs = k % 2 ? diffs[k / 2] : (diffs[k / 2 - 1] + diffs[k / 2]) / 2;
    }
    return m;
}

} // namespace rb

namespace rb {

std::optional<qint64> gpioWindowChainNs(const Run &run, const QString &metric, QString *source)
{
    if (!run.config.extra.contains(QStringLiteral("gpio_windows"))) {
        *source = Tr::tr("run %1 was not built with RB_GPIO_WINDOWS").arg(run.id);
        return std::nullopt;
    }
    const CaseResult *c = run.findCase(metric);
    const std::optional<double> scale = c ? nsPerUnit(run.config, c->unit) : std::nullopt;
    if (!c || !c->overhead || !scale) {
        *source = Tr::tr("run %1's case %2 has no chain overhead in a known unit")
                      .arg(run.id)
                      .arg(metric);
        return std::nullopt;
    }
    const double ns = double(*c->overhead) * *scale;
    *source = Tr::tr("the chain of run %1's case %2 (overhead %3 %4 = %5 ns): between PB1's edges "
                     "in an RB_GPIO_WINDOWS build")
                  .arg(run.id)
                  .arg(metric)
                  .arg(*c->overhead)
                  .arg(c->unit)
                  .arg(ns, 0, 'f', 1);
    return qint64(std::llround(ns));
}

std::optional<qint64> gpioToggleCostNs(const Run &run, QString *source)
{
    const CaseResult *c = run.findCase(QStringLiteral("cal_gpio_toggle"));
    if (!c || c->status != QLatin1String("ok") || c->samples.empty()) {
        *source = Tr::tr("run %1 has no measured cal_gpio_toggle case").arg(run.id);
        return std::nullopt;
    }
    const std::optional<double> scale = nsPerUnit(run.config, c->unit);
    if (!scale) {
        *source = Tr::tr("run %1's cal_gpio_toggle is in %2 at an unknown clock")
                      .arg(run.id)
                      .arg(c->unit);
        return std::nullopt;
    }
    std::vector<double> v = c->corrected();
    std::sort(v.begin(), v.end());
    const size_t k = v.size();
    const double median = k % 2 ? v[k / 2] : (v[k / 2 - 1] + v[k / 2]) / 2;
    const double ns = median * *scale;
    *source = Tr::tr("cal_gpio_toggle of run %1: median %2 %3 after its overhead, = %4 ns")
                  .arg(run.id)
                  .arg(median, 0, 'g', 6)
                  .arg(c->unit)
                  .arg(ns, 0, 'f', 1);
    return qint64(std::llround(ns));
}

} // namespace rb
