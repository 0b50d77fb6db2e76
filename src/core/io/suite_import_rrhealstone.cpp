// SPDX-License-Identifier: GPL-3.0-or-later
// R-Rhealstone (github.com/RiceChen0/r-rhealstone, include/rst_def.h):
//   #define RST_PRINT_TIME(message, total_time, iterations, loop_overhead, overhead)
//       RST_PRINT("%s - %f us\n", (message), ((total - loop_overhead) / (iterations * 1.0)) -
//       overhead)
// with messages "R-Rhealstone: task switch time", "... task preempt time", "... interrupt latency
// time", "... senaphore shuffle time" (sic), "... deadlock break time", "... message latency time".
#include "core/io/suite_import.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <optional>

#include <cmath>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::SuiteImport)
};

struct Mapping {
    const char *keyword; // in the lower-case test name
    const char *metric;
    int switches; // context switches in one measured interval as the suite's source says; -1
};

// Only where the meaning matches rtosbench's metric (docs/importers.md explains each).
const Mapping kMappings[] = {
    {"switch", "context_switch", 1}, // one switch between equal-priority tasks by yield
    // task preempt: a low task resumes the higher one (rst_task_resume), rtosbench's preempt_resume
    {"preempt", "preempt_resume", 1},
    {"interrupt", "irq_response", -1}, // software-triggered IRQ -> first ISR instruction
    {"shuffle", "sem_ping_pong", -1},  // DOMAIN.md: sem_ping_pong is the "semaphore shuffle"
    // deadlock break uses a plain semaphore (no priority inheritance): not mutex_pi.
    {"deadlock", "rrhealstone.deadlock_break", -1},
    // message latency: receive time of an unstated item size: not queue_post_1/16.
    {"message", "rrhealstone.message_latency", -1},
};

std::optional<int> switchesFor(const QString &test)
{
    const QString lower = test.toLower();
    for (const Mapping &m : kMappings)
        if (lower.contains(QLatin1String(m.keyword)))
            return m.switches >= 0 ? std::optional<int>(m.switches) : std::nullopt;
    return std::nullopt;
}

QString metricFor(const QString &test)
{
    const QString lower = test.toLower();
    for (const Mapping &m : kMappings)
        if (lower.contains(QLatin1String(m.keyword)))
            return QString::fromLatin1(m.metric);
    QString name = lower;
    name.remove(QRegularExpression(QStringLiteral("\\s+time$")));
    return QStringLiteral("rrhealstone.") + suite_detail::slug(name);
}

} // namespace

SuiteParseResult parseRRhealstoneOutput(const QByteArray &text)
{
    using namespace suite_detail;
    static const QRegularExpression re(QStringLiteral(
        "R-Rhealstone:\\s*(.*?)\\s+-\\s+([-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?|nan|-?inf)"
        "\\s*(us|ns|ms|cycles)?\\s*$"));
    SuiteParseResult r;
    const std::vector<QString> lines = splitLines(text);
    for (size_t i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        const QString &line = lines[i];
        if (!line.contains(QLatin1String("R-Rhealstone:")))
            continue;
        const QRegularExpressionMatch m = re.match(line);
        if (!m.hasMatch())
            return fail(&r, lineNo,
                        Tr::tr("not an R-Rhealstone result (expected \"R-Rhealstone: NAME - "
                               "VALUE us\"): %1")
                            .arg(line.trimmed()));
        bool ok = false;
        const double v = m.captured(2).toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return fail(&r, lineNo,
                        Tr::tr("the value '%1' is not a finite number").arg(m.captured(2)));
        SuiteResult s;
        s.test = m.captured(1).simplified();
        if (s.test.isEmpty())
            return fail(&r, lineNo, Tr::tr("the result has no test name"));
        s.metric = metricFor(s.test);
        s.switches = switchesFor(s.test);
        s.unit = m.captured(3).isEmpty() ? QStringLiteral("us") : m.captured(3);
        s.line = lineNo;
        s.mean = v;
        if (s.test.toLower().contains(QLatin1String("interrupt"))) {
            // rst_interrupt_latency.c passes iterations = 1: one measurement, not an average.
            s.n = 1;
            s.min = s.max = s.median = v;
            s.statistic = QStringLiteral("single measurement minus timer overhead (R-Rhealstone)");
        } else {
            s.statistic = QStringLiteral(
                "mean: (total - loop overhead) / iterations - overhead (R-Rhealstone)");
        }
        if (checkDuplicate(&r, s))
            return r;
        r.results.push_back(std::move(s));
    }
    if (r.results.empty())
        return fail(&r, 0,
                    Tr::tr("no R-Rhealstone result line (\"R-Rhealstone: NAME - VALUE us\") "
                           "in the input"));
    return r;
}

} // namespace rb
