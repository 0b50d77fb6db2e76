// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/suite_import.h"

#include "core/stats/summary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::SuiteImport)
};

struct FormatInfo {
    SuiteFormat format;
    const char *name;   // command line
    const char *source; // Run.source
    const char *title;  // for notes
};

const FormatInfo kFormats[] = {
    {SuiteFormat::RRhealstone, "rrhealstone", "r-rhealstone", "R-Rhealstone"},
    {SuiteFormat::ZephyrLatency, "zephyr-latency", "zephyr-latency", "Zephyr latency_measure"},
    {SuiteFormat::ThreadMetric, "thread-metric", "thread-metric", "Thread-Metric"},
    {SuiteFormat::RtosBenchmark, "rtos-benchmark", "rtos-benchmark", "rtos-benchmark"},
};

const FormatInfo &info(SuiteFormat f)
{
    for (const FormatInfo &i : kFormats)
        if (i.format == f)
            return i;
    return kFormats[0];
}

QJsonValue num(const std::optional<double> &v)
{
    return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

std::optional<SuiteFormat> suiteFormatFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    for (const FormatInfo &i : kFormats)
        if (n == QLatin1String(i.name))
            return i.format;
    return std::nullopt;
}

QString suiteFormatName(SuiteFormat f)
{
    return QString::fromLatin1(info(f).name);
}

QStringList suiteFormatNames()
{
    QStringList out;
    for (const FormatInfo &i : kFormats)
        out << QString::fromLatin1(i.name);
    return out;
}

QString suiteSourceName(SuiteFormat f)
{
    return QString::fromLatin1(info(f).source);
}

SuiteParseResult parseSuiteOutput(SuiteFormat f, const QByteArray &text)
{
    switch (f) {
    case SuiteFormat::RRhealstone:
        return parseRRhealstoneOutput(text);
    case SuiteFormat::ZephyrLatency:
        return parseZephyrLatencyOutput(text);
    case SuiteFormat::ThreadMetric:
        return parseThreadMetricOutput(text);
    case SuiteFormat::RtosBenchmark:
        return parseRtosBenchmarkOutput(text);
    }
    return {};
}

QString suiteSummaryJson(SuiteFormat f, const SuiteResult &r)
{
    // The keys of Summary::toJson(), unknown ones null: readers that only know Summary see
    // n, min, median, max, mean where the suite printed them and NaN elsewhere.
    QJsonObject o = Summary().toJson();
    for (auto it = o.begin(); it != o.end(); ++it)
        it.value() = QJsonValue(QJsonValue::Null);
    o.insert("n", r.n ? QJsonValue(*r.n) : QJsonValue(QJsonValue::Null));
    o.insert("min", num(r.min));
    o.insert("max", num(r.max));
    o.insert("mean", num(r.mean));
    o.insert("median", num(r.median));
    o.insert("sd", num(r.sd));
    o.insert("trimmed_each_side", 0);
    o.insert("median_ci_low_rank", 0);
    o.insert("median_ci_high_rank", 0);
    // Additive keys of an imported summary.
    o.insert("summary_only", true);
    o.insert("suite", suiteSourceName(f));
    o.insert("suite_test", r.test);
    o.insert("statistic", r.statistic);
    o.insert("higher_is_better", r.higherIsBetter);
    o.insert("line", r.line);
    if (!r.printed.isEmpty())
        o.insert("printed", r.printed);
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

Run suiteRun(SuiteFormat f, const SuiteParseResult &parsed, const Configuration &conditions,
             const QByteArray &rawLog)
{
    Run run;
    run.config = conditions;
    if (!run.config.timerHz && parsed.statedTimerHz)
        run.config.timerHz = parsed.statedTimerHz;
    run.source = suiteSourceName(f);
    run.status = RunStatus::Complete;
    run.rawLog = rawLog;
    int failed = 0;
    int invalidWindows = 0;
    bool higher = false;
    for (const SuiteResult &r : parsed.results) {
        invalidWindows += static_cast<int>(r.printed.value("invalid_windows").toArray().size());
        CaseResult c;
        c.metric = r.metric;
        c.unit = r.unit;
        c.status = r.status;
        c.switches = r.switches;
        if (r.n)
            c.sampleCount = *r.n; // not persisted: the store counts stored samples (none)
        c.summaryJson = suiteSummaryJson(f, r);
        run.cases.push_back(std::move(c));
        failed += r.status == QLatin1String("ok") ? 0 : 1;
        higher = higher || r.higherIsBetter;
    }
    QString notes = Tr::tr("Imported from %1 output: summary only (no samples), %n result(s) as "
                           "printed by the suite; the conditions are the ones given on import.",
                           nullptr, static_cast<int>(parsed.results.size()))
                        .arg(QString::fromLatin1(info(f).title));
    if (failed > 0)
        notes +=
            QLatin1Char(' ') + Tr::tr("%n result(s) printed as failed or n/a.", nullptr, failed);
    if (higher)
        notes += QLatin1Char(' ') + Tr::tr("Throughput counts per period: higher is better.");
    if (invalidWindows > 0)
        notes +=
            QLatin1Char(' ') + Tr::tr("%n invalid window(s) (the suite printed ERROR) excluded "
                                      "from the statistics; they are listed under "
                                      "printed.invalid_windows.",
                                      nullptr, invalidWindows);
    run.notes = notes;
    return run;
}

namespace suite_detail {

std::vector<QString> splitLines(const QByteArray &text)
{
    std::vector<QString> lines;
    qsizetype start = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i <= n; ++i) {
        if (i == n || text[i] == '\n' || text[i] == '\r') {
            // "\r\n" and "\n\r" (rtos-benchmark prints "\n\r") are one line end.
            lines.push_back(QString::fromUtf8(text.mid(start, i - start)));
            if (i + 1 < n && text[i + 1] != text[i] && (text[i + 1] == '\n' || text[i + 1] == '\r'))
                ++i;
            start = i + 1;
        }
    }
    return lines;
}

QString slug(const QString &name)
{
    QString out;
    bool pendingUnderscore = false;
    for (const QChar ch : name.trimmed().toLower()) {
        const bool keep = (ch >= QLatin1Char('a') && ch <= QLatin1Char('z')) ||
                          (ch >= QLatin1Char('0') && ch <= QLatin1Char('9')) ||
                          ch == QLatin1Char('.') || ch == QLatin1Char('_');
        if (!keep) {
            pendingUnderscore = !out.isEmpty();
            continue;
        }
        if (pendingUnderscore && !out.endsWith(QLatin1Char('.')) && ch != QLatin1Char('.'))
            out += QLatin1Char('_');
        pendingUnderscore = false;
        out += ch;
    }
    return out;
}

SuiteParseResult &fail(SuiteParseResult *r, int line, const QString &message)
{
    r->results.clear();
    r->errorLine = line;
    r->error = line > 0 ? Tr::tr("line %1: %2").arg(line).arg(message) : message;
    return *r;
}

bool checkDuplicate(SuiteParseResult *r, const SuiteResult &added)
{
    for (const SuiteResult &e : r->results) {
        if (e.metric == added.metric) {
            fail(r, added.line,
                 Tr::tr("'%1' gives the metric %2 again (first on line %3)")
                     .arg(added.test, added.metric)
                     .arg(e.line));
            return true;
        }
    }
    return false;
}

} // namespace suite_detail

} // namespace rb
