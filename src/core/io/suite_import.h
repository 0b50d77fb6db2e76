// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace rb {

// Importers for the text output of other public RTOS benchmark suites (docs/importers.md).
// Parsing is a pure function from the text to SuiteResult records; suiteRun() turns them into a
// summary-only Run (no samples: only what the suite printed, with the conditions the user gives).
enum class SuiteFormat { RRhealstone, ZephyrLatency, ThreadMetric, RtosBenchmark };

// Command-line names: "rrhealstone" | "zephyr-latency" | "thread-metric" | "rtos-benchmark".
std::optional<SuiteFormat> suiteFormatFromName(const QString &name);
QString suiteFormatName(SuiteFormat f);
QStringList suiteFormatNames();
// Run.source of an imported run: "r-rhealstone" | "zephyr-latency" | "thread-metric" |
// "rtos-benchmark".
QString suiteSourceName(SuiteFormat f);

// One result line (or, for Thread-Metric, one test's periods) as the suite printed it.
struct SuiteResult {
    QString test;                          // the suite's own name of the test, as printed (trimmed)
    QString metric;                        // rtosbench metric id (mapped, or suite-prefixed)
    QString unit;                          // us | ns | cycles | count/period
    QString status = QStringLiteral("ok"); // ok | fail (the suite printed FAILED or n/a)
    std::optional<qint64> n;               // values the statistics are over, when printed
    std::optional<double> min, max, mean, median;
    std::optional<double> sd;    // only where computed from printed values (Thread-Metric totals)
    QString statistic;           // what the numbers are, e.g. "mean (as printed by R-Rhealstone)"
    bool higherIsBetter = false; // throughput counts (Thread-Metric)
    // Context switches inside one timed interval, where the suite's source says it (stored as
    // the case's switches=, so trap 1 sees imports too); nullopt when it does not say.
    std::optional<int> switches;
    int line = 0;        // 1-based line of the (first) result line
    QJsonObject printed; // other printed values (ns twin, period totals, notes)
};

struct SuiteParseResult {
    std::vector<SuiteResult> results;
    QString error;     // "line N: ..." (translated); empty on success
    int errorLine = 0; // 1-based, 0 when the error is not about one line
    // A condition the output states itself (Zephyr: "Timing results: Clock frequency: N MHz").
    // suiteRun() uses it only where the given conditions leave it unknown.
    std::optional<qint64> statedTimerHz;
    bool ok() const { return error.isEmpty(); }
};

// The parsers. Lines that are not the suite's result lines (boot banners, shell prompts) are
// ignored; a line that looks like a result line but cannot be read is an error naming its line;
// input without any result is an error too. CR, CRLF and LFCR line ends are accepted.
SuiteParseResult parseRRhealstoneOutput(const QByteArray &text);
SuiteParseResult parseZephyrLatencyOutput(const QByteArray &text); // console and CSV form
SuiteParseResult parseThreadMetricOutput(const QByteArray &text);
SuiteParseResult parseRtosBenchmarkOutput(const QByteArray &text);
SuiteParseResult parseSuiteOutput(SuiteFormat f, const QByteArray &text);

// The cached summary of an imported case: the keys of stats/summary.h (unknown values null),
// plus "summary_only": true, "suite", "suite_test", "statistic", "higher_is_better" and
// "printed" (additive keys; Summary::fromJson ignores them).
QString suiteSummaryJson(SuiteFormat f, const SuiteResult &r);

// A complete, summary-only run: source suiteSourceName(f), the given conditions, the input text
// as raw log, one case per result (empty samples, summaryJson from suiteSummaryJson()).
Run suiteRun(SuiteFormat f, const SuiteParseResult &parsed, const Configuration &conditions,
             const QByteArray &rawLog);

namespace suite_detail {
// Shared by the parsers (suite_import*.cpp): text split into lines without their CR/LF.
std::vector<QString> splitLines(const QByteArray &text);
// Lower-case id from a suite's test name: [a-z0-9_.], other runs of characters become '_'.
QString slug(const QString &name);
// Sets the error of *r to "line N: message" and returns *r.
SuiteParseResult &fail(SuiteParseResult *r, int line, const QString &message);
// True (and the error of *r set) when a result of *r already has added.metric.
bool checkDuplicate(SuiteParseResult *r, const SuiteResult &added);
} // namespace suite_detail

} // namespace rb
