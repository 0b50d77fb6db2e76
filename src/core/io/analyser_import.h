// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/analyser_capture.h"
#include "core/model/run.h"

#include <QString>

#include <optional>
#include <vector>

namespace rb {

// The GPIO-toggle + logic-analyser timing method (docs/importers.md, "Logic-analyser
// captures"): the edges of one channel are paired into measured windows, which become the
// samples of one case of a run with timing_method gpio-analyser.
enum class AnalyserPairing {
    RisingFalling, // a window is a rising edge to the next falling edge (pin high = inside)
    Toggle,        // every edge is a stamp: edges 0-1, 2-3, ... are the windows
};
std::optional<AnalyserPairing> analyserPairingFromName(const QString &name);
QString analyserPairingName(AnalyserPairing p); // "rising-falling" | "toggle"

struct AnalyserWindow {
    qint64 start = 0; // sample index of the opening edge
    qint64 end = 0;   // sample index of the closing edge
    QString flag;     // empty: a clean window; else why it is not a sample (translated)
    bool ok() const { return flag.isEmpty(); }
    qint64 width() const { return end - start; } // in sample periods
};

struct AnalyserPairOptions {
    AnalyserPairing pairing = AnalyserPairing::RisingFalling;
    // A level (inside or between windows) shorter than this many sample periods is a glitch:
    // a window that short, and both windows around a gap that short, are flagged, never merged.
    // 0: no glitch filter.
    qint64 glitchSamples = 0;
};

struct AnalyserPairResult {
    std::vector<AnalyserWindow> windows; // in capture order, flagged ones included
    QString error;                       // translated; empty on success
    bool ok() const { return error.isEmpty(); }
    int okCount() const;
    int flaggedCount() const;
};

// Pairs the edges of `ch`. Edges are never paired across a missing one: a window cut by the
// start or the end of the capture, a toggle edge left without its partner and glitches are
// flagged windows. A channel without edges, or without one clean window, is an error.
AnalyserPairResult pairAnalyserEdges(const AnalyserChannel &ch, qint64 sampleCount,
                                     const AnalyserPairOptions &options);

// A window's width in nanoseconds, rounded to the nearest ns (exact when 1e9 / samplerate is
// an integer, within 0.5 ns otherwise).
qint64 analyserWindowNs(qint64 samplePeriods, qint64 samplerate);

struct AnalyserImportRequest {
    QString metric = QStringLiteral("gpio_window");
    AnalyserPairOptions pairing;
    // The toggle cost subtracted from every window (the case's overhead), in ns, and where it
    // came from; nullopt: nothing subtracted (the notes say so).
    std::optional<qint64> toggleNs;
    QString toggleSource;
    Configuration conditions; // board, kernel, clock ...: timing fields are set by analyserRun
    QString fileName;         // of the capture (notes)
    QString fileSha256;
};

// The run: source "logic-analyser", status complete, one case (unit ns, the clean windows as
// samples, overhead = the toggle cost), timing_method gpio-analyser, timer_hz = samplerate,
// timer_emulated false, extra "analyser_resolution_ns". The raw log is a text record of the
// capture: samplerate, channel, the pairing and every window (flagged ones with their reason).
Run analyserRun(const AnalyserCapture &capture, const AnalyserChannel &ch,
                const AnalyserPairResult &pairs, const AnalyserImportRequest &request);

// The two timing methods window by window: the firmware's stamped samples of a case
// (corrected, converted to ns with the run's clock or timer) against the analyser's windows
// (corrected). The analyser sees every window: the cold one and the warm-up too, so the last
// `stamped.samples.size()` windows are aligned when the counts allow it (equal, or one cold
// + warm-up more); any other count is an error (a missing or extra edge): nothing is paired.
struct MethodComparison {
    QString error;
    int compared = 0;        // window pairs compared (flagged analyser windows skipped)
    int skippedLeading = 0;  // analyser windows before the aligned ones (cold, warm-up)
    int flaggedSkipped = 0;  // aligned windows the analyser flagged
    double medianDiffNs = 0; // analyser - stamped
    double maxAbsDiffNs = 0;
    int beyondOnePeriod = 0; // pairs differing by more than one analyser sample period
    double samplePeriodNs = 0;
    std::vector<std::pair<double, double>> first; // the first pairs (stamped ns, analyser ns)
    bool ok() const { return error.isEmpty(); }
};
MethodComparison compareTimingMethods(const Run &stampedRun, const CaseResult &stamped,
                                      const AnalyserPairResult &pairs, qint64 samplerate,
                                      std::optional<qint64> toggleNs);

// ns per unit of a stamped case (cycles at clock_hz, ticks at timer_hz, ns, us); nullopt when
// unknown.
std::optional<double> nsPerUnit(const Configuration &c, const QString &unit);

} // namespace rb

namespace rb {

// What lies between the marker pin's two edges besides the measured code when the firmware was
// built with RB_GPIO_WINDOWS (the run states gpio_windows): the case's own chain, its END
// overhead (docs/firmware.md, "GPIO window marker"), in ns. nullopt when the run does not state
// gpio_windows or the case has no overhead / clock; *source says what was used or why not.
std::optional<qint64> gpioWindowChainNs(const Run &run, const QString &metric, QString *source);

// The toggle cost of a run, the way the firmware's cal_gpio_toggle measures it: the median of
// that case's corrected samples (one pin write, chain subtracted), converted to ns with the
// run's clock. nullopt when the run has no usable cal_gpio_toggle case; *source then says why.
std::optional<qint64> gpioToggleCostNs(const Run &run, QString *source);

} // namespace rb
