// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/protocol/capture_validation.h"

#include "core/protocol/diagnostic.h"
#include "core/protocol/line_parser.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace rb::capturevalidation {
namespace {

using proto::DiagnosticKind;
using Severity = CaptureProblem::Severity;

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::CaptureAssembler)
};

// "17, 40, 90" (+ ", ..." when there were more).
QString lineList(const QList<qint64> &lines, qint64 count)
{
    QStringList parts;
    for (qint64 l : lines)
        parts << number(l);
    QString s = parts.join(QStringLiteral(", "));
    if (count > lines.size())
        s += QStringLiteral(", ...");
    return s;
}

void add(QList<CaptureProblem> *problems, Severity s, const QString &code, const QString &message,
         qint64 line = 0)
{
    *problems << CaptureProblem{s, code, message, line};
}

void summariseDiagnostics(const DiagnosticTallies &tallies, QList<CaptureProblem> *problems)
{
    auto stats = [&tallies](DiagnosticKind k) -> const DiagnosticTally & {
        return tallies[static_cast<std::size_t>(k)];
    };
    struct Text {
        DiagnosticKind kind;
        Severity severity;
        const char *code;
        const char *message; // %n count, %1 lines, %2 amount
    };
    static const Text texts[] = {
        {DiagnosticKind::BadCrc, Severity::Damage, "bad_crc",
         QT_TRANSLATE_N_NOOP("rb::CaptureAssembler",
                             "%n damaged line(s) dropped: bad or missing CRC (line %1)")},
        {DiagnosticKind::Overlong, Severity::Damage, "overlong",
         QT_TRANSLATE_N_NOOP("rb::CaptureAssembler",
                             "%n overlong line(s) skipped, longer than 512 bytes (line %1)")},
        {DiagnosticKind::BadField, Severity::Damage, "bad_field",
         QT_TRANSLATE_N_NOOP("rb::CaptureAssembler",
                             "%n line(s) with malformed fields dropped (line %1)")},
        {DiagnosticKind::SeqGap, Severity::Damage, "seq_gap",
         QT_TRANSLATE_N_NOOP(
             "rb::CaptureAssembler",
             "%2 line(s) lost: %n gap(s) in the sequence numbers (before line %1)")},
        {DiagnosticKind::Truncated, Severity::Damage, "truncated",
         QT_TRANSLATE_NOOP("rb::CaptureAssembler",
                           "the capture ends inside a line (line %1, %2 bytes)")},
        {DiagnosticKind::Garbage, Severity::Note, "garbage",
         QT_TRANSLATE_NOOP("rb::CaptureAssembler",
                           "%2 byte(s) of non-protocol text inside the run (line %1)")},
        {DiagnosticKind::Duplicate, Severity::Note, "duplicate",
         QT_TRANSLATE_N_NOOP("rb::CaptureAssembler",
                             "%n repeated line(s) dropped, their sequence numbers were already "
                             "seen (line %1)")},
        {DiagnosticKind::UnknownType, Severity::Note, "unknown_type",
         QT_TRANSLATE_N_NOOP("rb::CaptureAssembler",
                             "%n line(s) of an unknown record type ignored (line %1)")},
    };
    for (const Text &t : texts) {
        const DiagnosticTally &s = stats(t.kind);
        if (s.count == 0)
            continue;
        add(problems, t.severity, QString::fromLatin1(t.code),
            Tr::tr(t.message, nullptr, static_cast<int>(std::min<qint64>(s.count, INT_MAX)))
                .replace(QLatin1String("%1"), lineList(s.lines, s.count))
                .replace(QLatin1String("%2"), number(s.amount)),
            s.lines.value(0));
    }
}

QString missingDoneMessage(const CaptureEnd &e)
{
    const Run &run = e.run;
    if (e.openCase >= 0) {
        const auto k = static_cast<std::size_t>(e.openCase);
        const CaseFacts &f = e.facts.cases[k];
        const qint64 got = static_cast<qint64>(run.cases[k].samples.size());
        return f.announcedN ? Tr::tr("missing DONE: the capture ended during case %1 (sample %2 of "
                                     "%3)")
                                  .arg(run.cases[k].metric, number(got), number(*f.announcedN))
                            : Tr::tr("missing DONE: the capture ended during case %1 (sample %2)")
                                  .arg(run.cases[k].metric, number(got));
    }
    if (!run.cases.empty())
        return Tr::tr("missing DONE: the capture ended after case %1").arg(run.cases.back().metric);
    return Tr::tr("missing DONE: the capture ended before the first case");
}

} // namespace

QString number(qint64 v)
{
    return QLocale(QLocale::English).toString(v);
}

void judge(const CaptureEnd &e, QList<CaptureProblem> *problems, QList<ValidationIssue> *issues)
{
    const QList<CaptureProblem> early = *problems; // recorded while streaming
    QList<CaptureProblem> found;
    summariseDiagnostics(e.tallies, &found);
    if (!e.wrongVersion) {
        if (!e.helloSeen && e.run.cases.empty() && !e.anyRecord)
            add(&found, Severity::Damage, "missing_hello",
                Tr::tr("no protocol line in the capture (%1 bytes)")
                    .arg(number(static_cast<qint64>(e.run.rawLog.size()))));
        else if (!e.doneSeen)
            add(&found, Severity::Damage, "missing_done", missingDoneMessage(e), e.lastLine);
    }
    if (e.recordsAfterDone > 0)
        add(&found, Severity::Note, "after_done",
            Tr::tr("%n record(s) after DONE ignored", nullptr,
                   static_cast<int>(e.recordsAfterDone)));
    for (std::size_t k = 0; k < e.gaps.size(); ++k) {
        const SampleGap &g = e.gaps[k];
        if (g.missing > 0)
            add(&found, Severity::Damage, "sample_gap",
                Tr::tr("case %1: %2 samples missing (the first at index %3)")
                    .arg(e.run.cases[k].metric, number(g.missing), number(g.firstIndex)));
    }

    // Validation: what the capture says about itself, and the requested conditions.
    bool damaged = false;
    for (const CaptureProblem &p : early + found)
        damaged = damaged || p.severity == Severity::Damage;
    *issues = Validator::checkConsistency(e.run, e.facts);
    if (!e.wrongVersion)
        *issues += Validator::compareConditions(e.run.config, e.requested);
    for (const ValidationIssue &i : std::as_const(*issues)) {
        switch (i.kind) {
        case ValidationIssue::Kind::Mismatch:
            add(&found, Severity::Fatal, "mismatch", i.message);
            break;
        case ValidationIssue::Kind::Unverified:
            add(&found, Severity::Note, "unverified", i.message);
            break;
        case ValidationIssue::Kind::Missing:
            if (i.expected == QLatin1String("END"))
                add(&found, Severity::Damage, "missing_end", i.message);
            break; // a lost CASE line is already reported as missing_case
        case ValidationIssue::Kind::Inconsistent:
            // Lost lines explain a wrong count; otherwise the capture contradicts itself.
            add(&found, damaged ? Severity::Damage : Severity::Fatal, "inconsistent", i.message);
            break;
        case ValidationIssue::Kind::CheckFailed:
            add(&found, Severity::Note, "check_failed", i.message);
            break;
        }
    }
    *problems = early + found;
    std::stable_sort(problems->begin(), problems->end(),
                     [](const CaptureProblem &a, const CaptureProblem &b) {
                         return static_cast<int>(a.severity) > static_cast<int>(b.severity);
                     });
}

std::optional<CaptureProblem> checkValueCount(const QString &metric, qint64 count, qint64 line)
{
    const auto limit = static_cast<qint64>(proto::kMaxSampleValues);
    if (count <= limit)
        return std::nullopt;
    return CaptureProblem{
        Severity::Damage, QStringLiteral("too_many_values"),
        Tr::tr("line %1 (S of case %2): %3 values, the protocol allows at most %4")
            .arg(number(line), metric, number(count), number(limit)),
        line};
}

std::optional<CaptureProblem> compareRepeat(const CaseResult &cr, const SampleGap &g, qint64 index,
                                            std::size_t before, qint64 overlap, qint64 line)
{
    const QString code = QStringLiteral("conflicting_window");
    // Before the first lost sample, sample index i is at position i; after it, not.
    if (g.missing > 0 && index + overlap > g.firstIndex)
        return CaptureProblem{
            Severity::Damage, code,
            Tr::tr("line %1 (S of case %2): repeats sample index %3 after lost samples, so it "
                   "cannot be compared with the first copy")
                .arg(number(line), cr.metric, number(index)),
            line};
    for (qint64 j = 0; j < overlap; ++j) {
        const qint64 first = cr.samples[static_cast<std::size_t>(index + j)];
        const qint64 again = cr.samples[before + static_cast<std::size_t>(j)];
        if (first != again)
            return CaptureProblem{
                Severity::Damage, code,
                Tr::tr("line %1 (S of case %2): sample %3 was received before as %4, this line "
                       "repeats it as %5")
                    .arg(number(line), cr.metric, number(index + j), QString::number(first),
                         QString::number(again)),
                line};
    }
    return std::nullopt;
}

void decideStatus(Run &run, const QList<CaptureProblem> &problems)
{
    bool fatal = false, damage = false;
    QStringList reasons;
    for (const CaptureProblem &p : problems) {
        fatal = fatal || p.severity == Severity::Fatal;
        damage = damage || p.severity == Severity::Damage;
        if (p.code != QLatin1String("unsupported")) // explains no status; see problems()
            reasons << p.message;
    }
    run.status = fatal ? RunStatus::Failed : damage ? RunStatus::Incomplete : RunStatus::Complete;
    run.statusReason = reasons.join(QStringLiteral("; "));
}

} // namespace rb::capturevalidation
