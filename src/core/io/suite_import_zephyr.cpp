// SPDX-License-Identifier: GPL-3.0-or-later
// Zephyr tests/benchmarks/latency_measure, src/utils.h (zephyrproject-rtos/zephyr):
//   console: FORMAT_STR "%-94s:%s , %s : %s\n" with CYCLE_FORMAT "%8u cycles", NSEC_FORMAT "%8u ns"
//   CSV (built with -DCSV_FORMAT_OUTPUT): FORMAT_STR "%-94s,%s,%s,%s\n", "%8u", "%8u"
//   a failed test prints "%15s" "FAILED" for both numbers; the last field holds notes
//   (e.g. "Error: Tick Occurred"). The summary is "%-40s - %s" (tag - description) since
//   Zephyr 3.6; older releases print only a description and no notes field
//   ("%-60s:%8u cycles , %8u ns\n"). PRINT_STATS_AVG prints total / iterations (integer).
#include "core/io/suite_import.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::SuiteImport)
};

const QRegularExpression &consoleRe()
{
    static const QRegularExpression re(QStringLiteral(
        "^\\s*(.*?)\\s*:\\s*(?:(\\d+)\\s+cycles|(FAILED))\\s*,\\s*(?:(\\d+)\\s+ns|(FAILED))"
        "\\s*(?::\\s*(.*?))?\\s*$"));
    return re;
}

const QRegularExpression &csvRe()
{
    static const QRegularExpression re(QStringLiteral(
        "^\\s*([^,]*?)\\s*,\\s*(?:(\\d+)|(FAILED))\\s*,\\s*(?:(\\d+)|(FAILED))\\s*(?:,\\s*(.*?))?"
        "\\s*$"));
    return re;
}

// A line that claims to be a result: "... cycles , ..." or a Zephyr 3.6+ tag ("a.b.c - ...").
bool looksLikeResult(const QString &line)
{
    static const QRegularExpression tag(
        QStringLiteral("^\\s*[a-z0-9_]+(?:\\.[a-z0-9_+]+)+\\s+-\\s"));
    return line.contains(QLatin1String(" cycles ,")) || tag.match(line).hasMatch();
}

} // namespace

SuiteParseResult parseZephyrLatencyOutput(const QByteArray &text)
{
    using namespace suite_detail;
    static const QRegularExpression clock(
        QStringLiteral("Timing results: Clock frequency:\\s*(\\d+)\\s*MHz"));
    SuiteParseResult r;
    const std::vector<QString> lines = splitLines(text);
    for (size_t i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        const QString &line = lines[i];
        const QRegularExpressionMatch c = clock.match(line);
        if (c.hasMatch()) {
            r.statedTimerHz = c.captured(1).toLongLong() * 1000000;
            continue;
        }
        QRegularExpressionMatch m = consoleRe().match(line);
        QString form = QStringLiteral("console");
        if (!m.hasMatch()) {
            m = csvRe().match(line);
            form = QStringLiteral("csv");
        }
        if (!m.hasMatch() || m.captured(1).isEmpty()) {
            if (looksLikeResult(line))
                return fail(&r, lineNo,
                            Tr::tr("not a latency_measure result (expected \"SUMMARY : N cycles "
                                   ", N ns :\" or \"SUMMARY,N,N,NOTES\"): %1")
                                .arg(line.trimmed()));
            continue;
        }
        // A CSV match needs a summary with a word in it (not just numbers).
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
        if (form == QLatin1String("csv") && !word.match(m.captured(1)).hasMatch())
            continue;
        SuiteResult s;
        s.test = m.captured(1).simplified();
        s.line = lineNo;
        s.unit = QStringLiteral("cycles");
        QString tag = s.test;
        const qsizetype dash = s.test.indexOf(QLatin1String(" - "));
        if (dash > 0) {
            tag = s.test.left(dash).trimmed();
            s.printed.insert("description", s.test.mid(dash + 3).trimmed());
        }
        s.metric = QStringLiteral("zephyr.") + slug(tag);
        s.printed.insert("form", form);
        const QString notes = m.captured(6).trimmed();
        if (!notes.isEmpty())
            s.printed.insert("notes", notes);
        const bool failed = !m.captured(3).isEmpty() || !m.captured(5).isEmpty();
        if (failed) {
            s.status = QStringLiteral("fail");
        } else {
            bool ok1 = false, ok2 = false;
            const qint64 cycles = m.captured(2).toLongLong(&ok1);
            const qint64 ns = m.captured(4).toLongLong(&ok2);
            if (!ok1 || !ok2)
                return fail(&r, lineNo, Tr::tr("a number is out of range: %1").arg(line));
            s.mean = static_cast<double>(cycles);
            s.printed.insert("ns", ns);
            s.statistic =
                QStringLiteral("mean: total cycles / iterations, integer (latency_measure)");
            // A tick inside the measured window: the suite printed it as an error note.
            if (notes.contains(QLatin1String("Error"), Qt::CaseInsensitive))
                s.status = QStringLiteral("fail");
        }
        if (checkDuplicate(&r, s))
            return r;
        r.results.push_back(std::move(s));
    }
    if (r.results.empty())
        return fail(&r, 0,
                    Tr::tr("no latency_measure result line (\"SUMMARY : N cycles , N ns :\" or "
                           "its CSV form) in the input"));
    return r;
}

} // namespace rb
