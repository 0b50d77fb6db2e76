// SPDX-License-Identifier: GPL-3.0-or-later
// Thread-Metric (eclipse-threadx/threadx, utility/benchmarks/thread_metric/tm_*_test.c): every
// TM_TEST_DURATION seconds (tm_api.h: 30) the reporting thread prints
//   printf("**** Thread-Metric %s Test **** Relative Time: %lu\n", relative_time);
//   [printf("ERROR: Invalid counter value(s). ...\n");]
//   printf("Time Period Total:  %lu\n\n", counter - last_counter);
// The period total is a throughput count: higher is better.
#include "core/io/suite_import.h"

#include "core/stats/summary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <optional>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::SuiteImport)
};

struct TestPeriods {
    QString name;
    int line = 0;        // of the first report header
    int openHeader = 0;  // line of a header still waiting for its total (0: none)
    qint64 openTime = 0; // its relative time
    int openError = 0;   // line of an ERROR inside the open report (0: none)
    qint64 firstTime = 0;
    std::vector<qint64> relativeTimes; // of the valid periods
    std::vector<double> totals;        // of the valid periods
    QJsonArray errors;                 // lines of ERROR reports
    QJsonArray invalid;                // the periods with an ERROR: excluded, kept visible
};

} // namespace

SuiteParseResult parseThreadMetricOutput(const QByteArray &text)
{
    using namespace suite_detail;
    static const QRegularExpression header(QStringLiteral(
        "\\*{4}\\s*Thread-Metric\\s+(.+?)\\s+Test\\s*\\*{4}\\s*Relative Time:\\s*(\\d+)\\s*$"));
    static const QRegularExpression total(QStringLiteral("Time Period Total:\\s*(\\d+)\\s*$"));
    SuiteParseResult r;
    std::vector<TestPeriods> tests;
    std::optional<size_t> cur; // index into tests of the test being reported
    const std::vector<QString> lines = splitLines(text);
    for (size_t i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        const QString &line = lines[i];
        if (line.contains(QLatin1String("Thread-Metric")) && line.contains(QLatin1String("****"))) {
            const QRegularExpressionMatch m = header.match(line);
            if (!m.hasMatch())
                return fail(&r, lineNo,
                            Tr::tr("not a Thread-Metric report header (expected \"**** "
                                   "Thread-Metric NAME Test **** Relative Time: N\"): %1")
                                .arg(line.trimmed()));
            const QString name = m.captured(1).simplified();
            cur.reset();
            for (size_t k = 0; k < tests.size(); ++k)
                if (tests[k].name == name)
                    cur = k;
            if (!cur) {
                TestPeriods t;
                t.name = name;
                t.line = lineNo;
                t.firstTime = m.captured(2).toLongLong();
                tests.push_back(std::move(t));
                cur = tests.size() - 1;
            }
            tests[*cur].openHeader = lineNo;
            tests[*cur].openTime = m.captured(2).toLongLong();
            tests[*cur].openError = 0;
            continue;
        }
        if (line.contains(QLatin1String("Time Period Total"))) {
            const QRegularExpressionMatch m = total.match(line);
            if (!m.hasMatch())
                return fail(&r, lineNo,
                            Tr::tr("not a period total (expected \"Time Period Total:  N\"): %1")
                                .arg(line.trimmed()));
            if (!cur || tests[*cur].openHeader == 0)
                return fail(&r, lineNo,
                            Tr::tr("a period total without its \"**** Thread-Metric ... Test "
                                   "****\" header before it"));
            bool ok = false;
            const qint64 v = m.captured(1).toLongLong(&ok);
            if (!ok)
                return fail(&r, lineNo,
                            Tr::tr("the total '%1' is out of range").arg(m.captured(1)));
            TestPeriods &t = tests[*cur];
            if (t.openError != 0) {
                // The suite's own check failed in this period: its total is not a valid
                // measurement. Excluded from the statistics, kept as an invalid window.
                QJsonObject w;
                w.insert("relative_time_s", t.openTime);
                w.insert("total", v);
                w.insert("line", lineNo);
                w.insert("error_line", t.openError);
                t.invalid.append(w);
            } else {
                t.totals.push_back(static_cast<double>(v));
                t.relativeTimes.push_back(t.openTime);
            }
            t.openHeader = 0;
            t.openError = 0;
            continue;
        }
        if (cur && tests[*cur].openHeader != 0 &&
            line.trimmed().startsWith(QLatin1String("ERROR"))) {
            tests[*cur].errors.append(lineNo);
            if (tests[*cur].openError == 0)
                tests[*cur].openError = lineNo;
        }
    }
    for (TestPeriods &t : tests) {
        // A report cut off after its header has no total: that period is not counted.
        if (t.totals.empty() && t.invalid.isEmpty())
            return fail(
                &r, t.line,
                Tr::tr("the Thread-Metric %1 test has no \"Time Period Total\"").arg(t.name));
        SuiteResult s;
        s.test = t.name;
        s.metric = QStringLiteral("thread_metric.") + slug(t.name);
        s.unit = QStringLiteral("count/period");
        s.line = t.line;
        s.higherIsBetter = true;
        const Summary sum = summarize(t.totals);
        s.n = sum.n;
        if (sum.n > 0) {
            s.min = sum.min;
            s.max = sum.max;
            s.mean = sum.mean;
            s.median = sum.median;
        }
        const qint64 period = t.firstTime;
        s.statistic = QStringLiteral("summary of %1 period totals (count per %2 s period, higher "
                                     "is better)")
                          .arg(sum.n)
                          .arg(period);
        if (!t.invalid.isEmpty())
            s.statistic += QStringLiteral("; %1 invalid window(s) excluded (the suite printed "
                                          "ERROR)")
                               .arg(t.invalid.size());
        QJsonArray totals, times;
        for (double v : t.totals)
            totals.append(static_cast<qint64>(v));
        for (qint64 v : t.relativeTimes)
            times.append(v);
        s.printed.insert("period_totals", totals);
        s.printed.insert("relative_times_s", times);
        s.printed.insert("period_s", period);
        if (sum.n > 1)
            s.sd = sum.sd;
        if (!t.errors.isEmpty()) {
            s.printed.insert("error_lines", t.errors);
            s.status = QStringLiteral("fail");
        }
        if (!t.invalid.isEmpty())
            s.printed.insert("invalid_windows", t.invalid);
        if (checkDuplicate(&r, s))
            return r;
        r.results.push_back(std::move(s));
    }
    if (r.results.empty())
        return fail(&r, 0,
                    Tr::tr("no Thread-Metric report (\"**** Thread-Metric ... Test **** "
                           "Relative Time: N\" and \"Time Period Total:  N\") in the input"));
    return r;
}

} // namespace rb
