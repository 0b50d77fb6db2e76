// SPDX-License-Identifier: GPL-3.0-or-later
// CaptureAssembler, second part: end of stream, validation, status and its reason.
#include "protocol/capture_assembler.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace rb {
namespace {

using proto::DiagnosticKind;
using Severity = CaptureProblem::Severity;

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::CaptureAssembler)
};

QString num(qint64 v)
{
    return QLocale(QLocale::English).toString(v);
}

// "17, 40, 90" (+ ", ..." when there were more).
QString lineList(const QList<qint64> &lines, qint64 count)
{
    QStringList parts;
    for (qint64 l : lines)
        parts << num(l);
    QString s = parts.join(QStringLiteral(", "));
    if (count > lines.size())
        s += QStringLiteral(", ...");
    return s;
}

} // namespace

void CaptureAssembler::summariseDiagnostics()
{
    auto stats = [this](DiagnosticKind k) -> const KindStats & {
        return m_kindStats[static_cast<std::size_t>(k)];
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
        const KindStats &s = stats(t.kind);
        if (s.count == 0)
            continue;
        problem(t.severity, QString::fromLatin1(t.code),
                Tr::tr(t.message, nullptr, static_cast<int>(std::min<qint64>(s.count, INT_MAX)))
                    .replace(QLatin1String("%1"), lineList(s.lines, s.count))
                    .replace(QLatin1String("%2"), num(s.amount)),
                s.lines.value(0));
    }
}

QString CaptureAssembler::missingDoneMessage() const
{
    if (m_open >= 0) {
        const auto k = static_cast<std::size_t>(m_open);
        const CaseFacts &f = m_facts.cases[k];
        const qint64 got = static_cast<qint64>(m_run.cases[k].samples.size());
        return f.announcedN ? Tr::tr("missing DONE: the capture ended during case %1 (sample %2 of "
                                     "%3)")
                                  .arg(m_run.cases[k].metric, num(got), num(*f.announcedN))
                            : Tr::tr("missing DONE: the capture ended during case %1 (sample %2)")
                                  .arg(m_run.cases[k].metric, num(got));
    }
    if (!m_run.cases.empty())
        return Tr::tr("missing DONE: the capture ended after case %1")
            .arg(m_run.cases.back().metric);
    return Tr::tr("missing DONE: the capture ended before the first case");
}

Run CaptureAssembler::finish()
{
    if (m_finished)
        return Run();
    m_finished = true;
    if (!m_split) // after a split the parser's pending bytes are the next run's
        m_parser.finish(*this);

    QList<CaptureProblem> early = m_problems; // recorded while streaming
    m_problems.clear();
    summariseDiagnostics();
    if (!m_wrongVersion) {
        if (!m_helloSeen && m_run.cases.empty() && m_parser.recordsAccepted() == 0)
            problem(Severity::Damage, "missing_hello",
                    Tr::tr("no protocol line in the capture (%1 bytes)")
                        .arg(num(static_cast<qint64>(m_run.rawLog.size()))));
        else if (m_phase != Phase::AfterDone)
            problem(Severity::Damage, "missing_done", missingDoneMessage(), m_lastLine);
    }
    if (m_recordsAfterDone > 0)
        problem(Severity::Note, "after_done",
                Tr::tr("%n record(s) after DONE ignored", nullptr,
                       static_cast<int>(m_recordsAfterDone)));
    for (std::size_t k = 0; k < m_gaps.size(); ++k) {
        const GapStats &g = m_gaps[k];
        if (g.missing > 0)
            problem(Severity::Damage, "sample_gap",
                    Tr::tr("case %1: %2 samples missing (the first at index %3)")
                        .arg(m_run.cases[k].metric, num(g.missing), num(g.firstIndex)));
    }
    for (CaseResult &cr : m_run.cases)
        cr.sampleCount = static_cast<qint64>(cr.samples.size());

    // Validation: what the capture says about itself, and the requested conditions.
    bool damaged = false;
    for (const CaptureProblem &p : std::as_const(early) + m_problems)
        damaged = damaged || p.severity == Severity::Damage;
    m_issues = Validator::checkConsistency(m_run, m_facts);
    if (!m_wrongVersion)
        m_issues += Validator::compareConditions(m_run.config, m_requested);
    for (const ValidationIssue &i : std::as_const(m_issues)) {
        switch (i.kind) {
        case ValidationIssue::Kind::Mismatch:
            problem(Severity::Fatal, "mismatch", i.message);
            break;
        case ValidationIssue::Kind::Unverified:
            problem(Severity::Note, "unverified", i.message);
            break;
        case ValidationIssue::Kind::Missing:
            if (i.expected == QLatin1String("END"))
                problem(Severity::Damage, "missing_end", i.message);
            break; // a lost CASE line is already reported as missing_case
        case ValidationIssue::Kind::Inconsistent:
            // Lost lines explain a wrong count; otherwise the capture contradicts itself.
            problem(damaged ? Severity::Damage : Severity::Fatal, "inconsistent", i.message);
            break;
        case ValidationIssue::Kind::CheckFailed:
            problem(Severity::Note, "check_failed", i.message);
            break;
        }
    }
    m_problems = early + m_problems;
    std::stable_sort(m_problems.begin(), m_problems.end(),
                     [](const CaptureProblem &a, const CaptureProblem &b) {
                         return static_cast<int>(a.severity) > static_cast<int>(b.severity);
                     });
    decideStatus();
    m_open = -1;
    return std::move(m_run);
}

void CaptureAssembler::decideStatus()
{
    bool fatal = false, damage = false;
    QStringList reasons;
    for (const CaptureProblem &p : std::as_const(m_problems)) {
        fatal = fatal || p.severity == Severity::Fatal;
        damage = damage || p.severity == Severity::Damage;
        if (p.code != QLatin1String("unsupported")) // explains no status; see problems()
            reasons << p.message;
    }
    m_run.status = fatal ? RunStatus::Failed : damage ? RunStatus::Incomplete : RunStatus::Complete;
    m_run.statusReason = reasons.join(QStringLiteral("; "));
}

} // namespace rb
