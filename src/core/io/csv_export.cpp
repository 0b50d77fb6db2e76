// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv_export.h"

#include "core/model/corrected.h"
#include "core/stats/exact_integers.h"
#include "core/stats/summary.h"

#include <cmath>

namespace rb::CsvExport {
namespace {

QString num(double d)
{
    return std::isfinite(d) ? QString::number(d, 'g', 15) : QString();
}

template <typename T> QString optText(const std::optional<T> &v)
{
    return v ? QString::number(static_cast<qint64>(*v)) : QString();
}

void appendRow(QByteArray &out, const QStringList &cells)
{
    QStringList quoted;
    quoted.reserve(cells.size());
    for (const QString &c : cells)
        quoted << field(c);
    out += quoted.join(QLatin1Char(',')).toUtf8();
    out += '\n';
}

QByteArray start(bool bom)
{
    return bom ? QByteArray("\xEF\xBB\xBF") : QByteArray();
}

} // namespace

QString field(const QString &s)
{
    const bool quote = s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) ||
                       s.contains(QLatin1Char('\n')) || s.contains(QLatin1Char('\r')) ||
                       (!s.isEmpty() && (s.front().isSpace() || s.back().isSpace()));
    if (!quote)
        return s;
    QString q = s;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QStringList caseSummaryHeader()
{
    QStringList h = {"run_id", "run_status", "source", "started_at"};
    h << Configuration::conditionKeys();
    h << QStringList{"configuration_hash",
                     "tags",
                     "metric",
                     "unit",
                     "status",
                     "n",
                     "overhead",
                     "cold_sample",
                     "min",
                     "median",
                     "median_ci_low",
                     "median_ci_high",
                     "max",
                     "mean",
                     "sd",
                     "p1",
                     "p99"};
    return h;
}

QByteArray caseSummaries(const std::vector<Run> &runs, bool bom)
{
    QByteArray out = start(bom);
    appendRow(out, caseSummaryHeader());
    const QStringList keys = Configuration::conditionKeys();
    for (const Run &r : runs) {
        QStringList runCells = {
            QString::number(r.id), runStatusName(r.status), r.source,
            r.startedAt.isValid() ? r.startedAt.toUTC().toString(Qt::ISODateWithMs) : QString()};
        for (const QString &k : keys)
            runCells << r.config.value(k);
        runCells << r.config.hash() << r.tags.join(QLatin1Char(';'));
        for (const CaseResult &c : r.cases) {
            const Summary s = summarize(c.corrected());
            // Integer statistics exactly (a double holds 53 bits), the others in 15 digits.
            const std::vector<qint64> sorted = sortedCorrected(c.samples, c.overhead.value_or(0));
            const ExactIntegers e = exactIntegersSorted(sorted, s);
            QStringList cells = runCells;
            cells << c.metric << c.unit << c.status << QString::number(s.n) << optText(c.overhead)
                  << optText(c.coldSample);
            const bool any = s.n > 0;
            const std::pair<std::optional<qint64>, double> stats[] = {
                {e.min, s.min},
                {e.median, s.median},
                {e.medianCiLow, s.medianCiLow},
                {e.medianCiHigh, s.medianCiHigh},
                {e.max, s.max},
                {e.mean, s.mean},
                {std::nullopt, s.sd},
                {e.p1, s.p1},
                {e.p99, s.p99}};
            for (const auto &[exact, v] : stats)
                cells << (!any ? QString() : exact ? QString::number(*exact) : num(v));
            appendRow(out, cells);
        }
    }
    return out;
}

QStringList sampleHeader()
{
    return {"run_id", "metric", "index", "value", "unit", "corrected"};
}

QByteArray samples(const std::vector<Run> &runs, bool bom)
{
    QByteArray out = start(bom);
    appendRow(out, sampleHeader());
    // The hot path of a large export (24 runs x 20 cases x 10,000 samples): bytes appended
    // directly, numbers through QByteArray::number (no QString round trip per row). Ids and
    // numbers need no quoting; corrected exactly (core/model/corrected.h): a difference that
    // does not fit in 64 bits leaves the cell empty (unknown), never a wrapped value.
    for (const Run &r : runs) {
        const QByteArray id = QByteArray::number(r.id) + ',';
        for (const CaseResult &c : r.cases) {
            const QByteArray metric = field(c.metric).toUtf8() + ',';
            const QByteArray unit = ',' + field(c.unit).toUtf8() + ',';
            const qint64 ov = c.overhead.value_or(0);
            out.reserve(out.size() + qsizetype(c.samples.size()) *
                                         (id.size() + metric.size() + unit.size() + 24));
            for (size_t i = 0; i < c.samples.size(); ++i) {
                const qint64 v = c.samples[i];
                out += id;
                out += metric;
                out += QByteArray::number(static_cast<qulonglong>(i));
                out += ',';
                out += QByteArray::number(v);
                out += unit;
                if (const auto corrected = correctedValue(v, ov))
                    out += QByteArray::number(*corrected);
                out += '\n';
            }
        }
    }
    return out;
}

} // namespace rb::CsvExport
