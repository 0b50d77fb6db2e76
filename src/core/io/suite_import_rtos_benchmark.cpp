// SPDX-License-Identifier: GPL-3.0-or-later
// rtos-benchmark (github.com/zephyrproject-rtos/rtos-benchmark, src/common/bench_utils.c):
//   PRINTF("** %s [avg, min, max] in nanoseconds **\n\r", title);
//   PRINTF(" %-40s: %6llu, %6llu, %6llu\n\r", summary, avg_ns, min_ns, max_ns);
//   PRINTF(" %-40s: %6s, %6s, %6s\n\r", summary, "n/a", "n/a", "n/a");
// over ITERATIONS samples per line (CMake cache variable, default 10000, not printed).
#include "core/io/suite_import.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <optional>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::SuiteImport)
};

struct Mapping {
    const char *title; // lower-case, simplified
    const char *line;
    const char *metric;
};

// Only where the measured interval is the one rtosbench's metric measures (docs/importers.md).
const Mapping kMappings[] = {
    // helper's timestamp -> yield -> main runs: one switch by yield
    {"yield stats", "yield (context switch)", "context_switch"},
    // timer expiry -> timer ISR runs
    {"interrupt stats", "latency", "irq_response"},
    // low-priority give -> high-priority taker runs: one switch (bench_sem_test.c), rtosbench's
    // sem_give_wake (a give to a waiting higher-priority task until it runs), not
    // sem_ping_pong's two-switch round trip
    {"semaphore stats", "give (context switch)", "sem_give_wake"},
    // bench_malloc_free_test.c: TEST_SIZE 128 bytes, as DOMAIN.md's heap_alloc/heap_free
    {"allocation stats", "malloc", "heap_alloc"},
    {"allocation stats", "free", "heap_free"},
};

QString metricFor(const QString &title, const QString &line)
{
    const QString t = title.simplified().toLower();
    const QString l = line.simplified().toLower();
    for (const Mapping &m : kMappings)
        if (t == QLatin1String(m.title) && l == QLatin1String(m.line))
            return QString::fromLatin1(m.metric);
    QString group = t;
    group.remove(QRegularExpression(QStringLiteral("\\s*stats$")));
    return QStringLiteral("rtos_benchmark.") + suite_detail::slug(group) + QLatin1Char('.') +
           suite_detail::slug(l);
}

// The line names say whether the timed interval holds a switch: "Give (context switch)",
// "Yield (no context switch)"; one that says nothing has none stated.
std::optional<int> switchesFor(const QString &line)
{
    const QString l = line.simplified().toLower();
    if (l.contains(QLatin1String("(no context switch)")))
        return 0;
    if (l.contains(QLatin1String("(context switch)")))
        return 1;
    return std::nullopt;
}

QString unitFor(const QString &word)
{
    const QString w = word.toLower();
    if (w == QLatin1String("nanoseconds"))
        return QStringLiteral("ns");
    if (w == QLatin1String("microseconds"))
        return QStringLiteral("us");
    return w; // cycles, ticks ...
}

} // namespace

SuiteParseResult parseRtosBenchmarkOutput(const QByteArray &text)
{
    using namespace suite_detail;
    static const QRegularExpression title(QStringLiteral(
        "^\\s*\\*\\*\\s*(.+?)\\s*\\[avg,\\s*min,\\s*max\\]\\s*in\\s+([A-Za-z]+)\\s*\\*\\*\\s*$"));
    static const QRegularExpression shape(
        QStringLiteral("^\\s*(.+?)\\s*:([^,:]*),([^,]*),([^,]*)$"));
    static const QRegularExpression value(QStringLiteral("^\\s*(\\d+|n/a)\\s*$"));
    SuiteParseResult r;
    QString section, unit;
    const std::vector<QString> lines = splitLines(text);
    for (size_t i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        const QString &line = lines[i];
        if (line.contains(QLatin1String("[avg, min, max]")) ||
            line.contains(QLatin1String("[avg,min,max]"))) {
            const QRegularExpressionMatch m = title.match(line);
            if (!m.hasMatch())
                return fail(&r, lineNo,
                            Tr::tr("not an rtos-benchmark title (expected \"** NAME [avg, min, "
                                   "max] in nanoseconds **\"): %1")
                                .arg(line.trimmed()));
            section = m.captured(1).simplified();
            unit = unitFor(m.captured(2));
            continue;
        }
        if (line.contains(QLatin1String("*** Done!"))) {
            section.clear();
            continue;
        }
        if (section.isEmpty())
            continue;
        const QRegularExpressionMatch m = shape.match(line);
        if (!m.hasMatch())
            continue;
        QString v[3];
        for (int k = 0; k < 3; ++k) {
            const QRegularExpressionMatch vm = value.match(m.captured(2 + k));
            if (!vm.hasMatch())
                return fail(&r, lineNo,
                            Tr::tr("'%1' is neither an integer nor n/a in the result line: %2")
                                .arg(m.captured(2 + k).trimmed(), line.trimmed()));
            v[k] = vm.captured(1);
        }
        SuiteResult s;
        s.test = section + QStringLiteral(" / ") + m.captured(1).simplified();
        s.metric = metricFor(section, m.captured(1));
        s.switches = switchesFor(m.captured(1));
        s.unit = unit;
        s.line = lineNo;
        const int na = (v[0] == QLatin1String("n/a")) + (v[1] == QLatin1String("n/a")) +
                       (v[2] == QLatin1String("n/a"));
        if (na == 3) {
            s.status = QStringLiteral("unsupported");
        } else if (na > 0) {
            return fail(&r, lineNo, Tr::tr("only some values are n/a: %1").arg(line.trimmed()));
        } else {
            bool ok[3] = {false, false, false};
            const qint64 avg = v[0].toLongLong(&ok[0]);
            const qint64 mn = v[1].toLongLong(&ok[1]);
            const qint64 mx = v[2].toLongLong(&ok[2]);
            if (!ok[0] || !ok[1] || !ok[2])
                return fail(&r, lineNo, Tr::tr("a number is out of range: %1").arg(line.trimmed()));
            if (mn > mx || avg < mn || avg > mx)
                return fail(&r, lineNo,
                            Tr::tr("avg %1, min %2, max %3 are not min <= avg <= max")
                                .arg(avg)
                                .arg(mn)
                                .arg(mx));
            s.mean = static_cast<double>(avg);
            s.min = static_cast<double>(mn);
            s.max = static_cast<double>(mx);
            s.statistic = QStringLiteral("avg (integer), min, max over ITERATIONS samples "
                                         "(rtos-benchmark)");
        }
        if (checkDuplicate(&r, s))
            return r;
        r.results.push_back(std::move(s));
    }
    if (r.results.empty())
        return fail(&r, 0,
                    Tr::tr("no rtos-benchmark result (\"** NAME [avg, min, max] in nanoseconds "
                           "**\" followed by \" NAME: AVG, MIN, MAX\") in the input"));
    return r;
}

} // namespace rb
