// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"
#include "core/stats/summary.h"

#include <QString>

#include <optional>
#include <vector>

namespace rb {

// One metric of one run (measured: samples) or one published number (reference: a single
// value and its statistic text). The unit of analysis of the engine (docs/analysis.md).
struct Series {
    QString id;             // "run:12/yield_round_trip" or "ref:5"
    qint64 runId = 0;       // measured
    QString experiment;     // measured: the experiment the run came from ("" = none)
    qint64 referenceId = 0; // reference
    bool isReference = false;
    QString kernel; // as stated (display)
    Configuration config;
    QString source; // run source or the publication
    QString metric;
    QString unit;
    QString status = QStringLiteral("ok"); // case status (measured)
    std::vector<double> samples;           // corrected (raw - overhead), in sample order
    std::optional<qint64> coldSample;      // raw cold first sample
    std::optional<qint64> overhead;
    std::optional<int> switches;
    double value = 0;  // reference: the published number
    QString statistic; // reference: as published; measured: "median of N"
    QString note;
    Summary summary; // measured: summarize(samples); reference: n = 0
    // A measured run imported from another suite's output (docs/importers.md): no samples, only
    // the summary that suite printed (summary.n as printed; value = its median, else its mean).
    bool summaryOnly = false;
    bool higherIsBetter = false; // throughput counts (Thread-Metric)
    // One exact value per run, not a distribution: a footprint metric (bytes of the image,
    // analysis/footprint_metric.h). value holds it; no samples, no summary, no sampling noise:
    // its rank is certain and an order between two exact values is never "inside the noise".
    bool exact = false;

    bool hasSamples() const { return !samples.empty(); }
    // The number rankings use: the median of the samples (the peak, max, for a metric whose
    // headline is its worst case: isPeakMetric), or the published / printed / exact value.
    double center() const;
    bool peakHeadline() const { return isPeakMetric(metric); }
    // Metrics reported by their peak (DOMAIN.md): tick_jitter, the deviation from the nominal
    // tick period, whose worst case is the figure a control loop cares about.
    static bool isPeakMetric(const QString &metric);
    QString kernelKey() const; // canonicalKernel(kernel)
};

// The kernel's catalogue id when the name is one the catalogue knows (an id, a display name or an
// alias, folded: KernelCatalogue::canonicalId), else the name trimmed and in lower case; so the
// same kernel matches across sources ("RT-Thread" and "rtthread" -> "rtthread",
// "TobudOS (TencentOS tiny)" -> "tencentos-tiny", "µC/OS-III" -> "ucos3",
// "bare-metal" -> "baremetal"). report/plot_style colours by the same key.
QString canonicalKernel(const QString &name);

// What may be ranked: one rule for the GUI, the CLI and the report (issue 13 item 8). A
// published reference always; a measured case only with status ok and either samples or a
// printed summary (an imported suite's, ranked by its printed median or mean and labelled
// summary-only). An exact value (a footprint) when finite. A failed, unsupported or empty case
// never.
bool isRankable(const Series &s);

// All cases of a run (or only `metric` when not empty) as series. A footprint metric
// (footprint_text, footprint_flash, footprint_ram: analysis/footprint_metric.h) gives the run's
// exact footprint series when asked for by name (never with an empty metric: those are the
// cases).
std::vector<Series> seriesFromRun(const Run &run, const QString &metric = QString());
// One case of a run as a series: everything seriesFromRun fills; the summary (and the value and
// statistic it gives) only when `summarized` (a caller that summarises on a worker thread calls
// summarizeSeries there). A case without samples takes its printed summary either way.
Series seriesFromCase(const Run &run, const CaseResult &c, bool summarized = true);
// The summary of a measured series' samples, its value (the median, or the max for a peak
// metric) and its statistic text. Nothing for a reference or a summary-only series.
void summarizeSeries(Series &s);
Series seriesFromReference(const ReferenceResult &ref);

} // namespace rb
