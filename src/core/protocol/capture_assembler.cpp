// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/protocol/capture_assembler.h"

#include "core/model/corrected.h"
#include "core/protocol/conditions_mapper.h"
#include "core/protocol/percent_codec.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <utility>

namespace rb {
namespace {

using proto::DiagnosticKind;
using proto::Record;
using proto::RecordType;
using Severity = CaptureProblem::Severity;
using capturevalidation::number;

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::CaptureAssembler)
};

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString decoded(const Record &r, std::string_view key)
{
    const auto s = r.string(key);
    return s ? QString::fromUtf8(s->data(), static_cast<qsizetype>(s->size())) : QString();
}

template <typename T> std::optional<T> optInt(const Record &r, std::string_view key)
{
    const auto v = r.integer(key);
    if (!v)
        return std::nullopt;
    return static_cast<T>(*v);
}

// "overhead= is missing" or "overhead=abc is not a 64-bit integer".
QString fieldProblem(std::string_view key, std::optional<std::string_view> raw)
{
    if (!raw)
        return Tr::tr("%1= is missing").arg(qs(key));
    QString shown = qs(*raw);
    if (shown.size() > 40)
        shown = shown.left(40) + QStringLiteral("...");
    return Tr::tr("%1=%2 is not a 64-bit integer").arg(qs(key), shown);
}

} // namespace

CaptureAssembler::CaptureAssembler() = default;
CaptureAssembler::~CaptureAssembler() = default;

Run CaptureAssembler::assemble(QByteArrayView bytes, const Configuration &requested,
                               QList<CaptureProblem> *problems)
{
    CaptureAssembler a;
    a.setRequested(requested);
    a.feed(bytes);
    Run run = a.finish();
    if (problems)
        *problems = a.problems();
    return run;
}

std::vector<Run> CaptureAssembler::assembleAll(QByteArrayView bytes, const Configuration &requested)
{
    std::vector<Run> runs;
    QByteArray pending = bytes.toByteArray();
    while (!pending.isEmpty()) {
        CaptureAssembler a;
        a.setRequested(requested);
        a.setSplitRuns(true);
        a.feed(pending);
        pending = a.takeNextRun();
        runs.push_back(a.finish());
    }
    return runs;
}

QByteArray CaptureAssembler::takeNextRun()
{
    return std::exchange(m_next, QByteArray());
}

void CaptureAssembler::feed(QByteArrayView bytes)
{
    if (m_finished || bytes.isEmpty())
        return;
    if (m_split) { // the bytes belong to the next run
        m_next.append(bytes.data(), bytes.size());
        return;
    }
    // Grow geometrically (QByteArray::append alone re-copies a large log far too often).
    QByteArray &log = m_run.rawLog;
    const qsizetype needed = log.size() + bytes.size();
    if (needed > log.capacity())
        log.reserve(std::max<qsizetype>(needed, 2 * log.capacity()));
    log.append(bytes.data(), bytes.size());
    m_parser.feed(std::string_view(bytes.data(), static_cast<std::size_t>(bytes.size())), *this);
    if (m_split && m_run.rawLog.size() > m_splitOffset) {
        m_next = m_run.rawLog.mid(m_splitOffset);
        m_run.rawLog.truncate(m_splitOffset);
    }
}

void CaptureAssembler::splitBefore(const Record &r)
{
    m_split = true;
    m_splitOffset = static_cast<qint64>(r.offset);
    if (m_phase == Phase::AfterDone)
        problem(Severity::Note, "next_run",
                Tr::tr("another run starts at line %1 of the capture; it is stored separately")
                    .arg(number(static_cast<qint64>(r.line))),
                static_cast<qint64>(r.line));
    else
        problem(Severity::Damage, "firmware_restart",
                Tr::tr("the firmware started again at line %1 (a second HELLO before DONE); what "
                       "follows is stored as another run")
                    .arg(number(static_cast<qint64>(r.line))),
                static_cast<qint64>(r.line));
}

QString CaptureAssembler::currentCase() const
{
    return m_open >= 0 ? m_run.cases[static_cast<std::size_t>(m_open)].metric : QString();
}

qint64 CaptureAssembler::currentSampleCount() const
{
    return m_open >= 0
               ? static_cast<qint64>(m_run.cases[static_cast<std::size_t>(m_open)].samples.size())
               : 0;
}

std::optional<qint64> CaptureAssembler::currentAnnouncedCount() const
{
    return m_open >= 0 ? m_facts.cases[static_cast<std::size_t>(m_open)].announcedN : std::nullopt;
}

void CaptureAssembler::problem(Severity s, const QString &code, const QString &message, qint64 line)
{
    m_problems << CaptureProblem{s, code, message, line};
}

void CaptureAssembler::badRecord(const Record &r, const QString &why)
{
    problem(Severity::Damage, "bad_record",
            Tr::tr("line %1 (%2) cannot be used: %3")
                .arg(number(static_cast<qint64>(r.line)), qs(proto::recordTypeName(r.type)), why),
            static_cast<qint64>(r.line));
}

void CaptureAssembler::onDiagnostic(const proto::Diagnostic &d)
{
    if (m_split)
        return; // the next run's
    // Boot text before HELLO and anything after DONE does not touch the run.
    if (d.kind == DiagnosticKind::Garbage && m_phase == Phase::BeforeHello)
        return;
    if (m_phase == Phase::AfterDone)
        return;
    DiagnosticTally &k = m_kindStats[static_cast<std::size_t>(d.kind)];
    ++k.count;
    k.amount += static_cast<qint64>(d.kind == DiagnosticKind::SeqGap ? d.lines : d.length);
    if (k.lines.size() < 5)
        k.lines << static_cast<qint64>(d.line);
    if (d.kind == DiagnosticKind::WrongVersion) {
        m_wrongVersion = true;
        problem(Severity::Fatal, "wrong_version",
                Tr::tr("wrong protocol version at line %1 (%2): this rtosbench reads protocol 1, "
                       "nothing after that line was read")
                    .arg(number(static_cast<qint64>(d.line)), qs(d.detail)),
                static_cast<qint64>(d.line));
    }
}

Run CaptureAssembler::finish()
{
    if (m_finished)
        return Run();
    m_finished = true;
    if (!m_split) // after a split the parser's pending bytes are the next run's
        m_parser.finish(*this);
    for (CaseResult &cr : m_run.cases)
        cr.sampleCount = static_cast<qint64>(cr.samples.size());
    if (m_repeatedWindows > 0)
        problem(Severity::Note, "repeated_window",
                Tr::tr("%n repeated window(s) with the same values dropped (line %1)", nullptr,
                       static_cast<int>(std::min<qint64>(m_repeatedWindows, INT_MAX)))
                    .arg(number(m_firstRepeatLine)),
                m_firstRepeatLine);
    const CaptureEnd end{m_run,          m_facts,
                         m_requested,    m_kindStats,
                         m_gaps,         m_open,
                         m_helloSeen,    m_phase == Phase::AfterDone,
                         m_wrongVersion, m_parser.recordsAccepted() != 0,
                         m_lastLine,     m_recordsAfterDone};
    capturevalidation::judge(end, &m_problems, &m_issues);
    capturevalidation::decideStatus(m_run, m_problems);
    m_open = -1;
    return std::move(m_run);
}

void CaptureAssembler::onRecord(const Record &r)
{
    if (m_split)
        return; // the next run's
    if (m_splitRuns && r.type == RecordType::Hello &&
        (m_helloSeen || m_phase != Phase::BeforeHello)) {
        splitBefore(r);
        return;
    }
    m_lastLine = static_cast<qint64>(r.line);
    if (m_phase == Phase::AfterDone) {
        ++m_recordsAfterDone;
        return;
    }
    if (m_phase == Phase::BeforeHello && r.type != RecordType::Hello) {
        // The start of the run was lost (the parser reports the sequence gap); keep the rest.
        m_phase = Phase::InRun;
        problem(Severity::Damage, "missing_hello",
                Tr::tr("the capture has no HELLO line: it starts at sequence number %1 (line %2)")
                    .arg(number(static_cast<qint64>(r.seq)), number(static_cast<qint64>(r.line))),
                static_cast<qint64>(r.line));
    }
    switch (r.type) {
    case RecordType::Hello:
        onHello(r);
        break;
    case RecordType::Cond:
        onCond(r);
        break;
    case RecordType::Case:
        onCase(r);
        break;
    case RecordType::Sample:
        onSample(r);
        break;
    case RecordType::End:
        onEnd(r);
        break;
    case RecordType::Foot:
        onFoot(r);
        break;
    case RecordType::Done:
        onDone(r);
        break;
    case RecordType::Err:
        onErr(r);
        break;
    }
}

void CaptureAssembler::onHello(const Record &r)
{
    if (m_helloSeen) {
        problem(Severity::Damage, "firmware_restart",
                Tr::tr("the firmware started again at line %1 (a second HELLO before DONE); cases "
                       "it repeats are ignored")
                    .arg(number(static_cast<qint64>(r.line))),
                static_cast<qint64>(r.line));
        closeOpenCase();
        return;
    }
    m_helloSeen = true;
    m_phase = Phase::InRun;
    const QString fw = decoded(r, "fw"), ver = decoded(r, "fwver");
    if (!fw.isEmpty())
        m_run.toolVersions.insert("firmware", ver.isEmpty() ? fw : fw + ' ' + ver);
}

void CaptureAssembler::onCond(const Record &r)
{
    if (m_casesStarted) {
        // The conditions are fixed before the first CASE: a later COND never changes them.
        problem(Severity::Damage, "late_cond",
                Tr::tr("line %1 (COND): conditions are stated before the first case; this line is "
                       "ignored")
                    .arg(number(static_cast<qint64>(r.line))),
                static_cast<qint64>(r.line));
        return;
    }
    for (std::size_t i = 0; i < r.fieldCount(); ++i) {
        QString error;
        if (!ConditionsMapper::apply(m_run.config, r.key(i), r.value(i), &error))
            badRecord(r, error);
        if (r.key(i) == "unit")
            m_defaultUnit = decoded(r, "unit");
    }
}

int CaptureAssembler::findCase(std::string_view id) const
{
    for (std::size_t i = 0; i < m_caseIds.size(); ++i)
        if (m_caseIds[i] == id)
            return static_cast<int>(i);
    return -1;
}

void CaptureAssembler::closeOpenCase()
{
    // A case left open stays without END; the validator reports it.
    m_open = -1;
    m_ignoredId.clear();
}

void CaptureAssembler::onCase(const Record &r)
{
    m_casesStarted = true;
    const auto id = r.raw("id");
    if (!id || id->empty()) {
        badRecord(r, Tr::tr("CASE without id="));
        closeOpenCase();
        m_open = -2; // its samples cannot be attributed
        return;
    }
    closeOpenCase();
    if (findCase(*id) >= 0) {
        problem(Severity::Damage, "duplicate_case",
                Tr::tr("case %1 appears again at line %2; the repetition is ignored")
                    .arg(qs(*id), number(static_cast<qint64>(r.line))),
                static_cast<qint64>(r.line));
        m_open = -2;
        m_ignoredId = std::string(*id);
        return;
    }
    CaseResult cr;
    cr.metric = decoded(r, "id");
    // Optional integer fields: present but not an integer is an error, never a silent "none".
    for (std::string_view key : {"warmup", "switches", "expect", "batch"}) {
        const auto raw = r.raw(key);
        if (raw && !proto::parseInteger(*raw))
            problem(
                Severity::Damage, "bad_record",
                Tr::tr("line %1 (CASE %2): %3")
                    .arg(number(static_cast<qint64>(r.line)), cr.metric, fieldProblem(key, raw)),
                static_cast<qint64>(r.line));
    }
    cr.unit = r.has("unit") ? decoded(r, "unit") : m_defaultUnit;
    cr.iterations = optInt<int>(r, "n");
    cr.warmup = optInt<int>(r, "warmup");
    cr.switches = optInt<int>(r, "switches");
    CaseFacts f;
    f.metric = cr.metric;
    f.caseSeen = true;
    f.announcedN = r.integer("n");
    f.expect = r.integer("expect");
    const auto status = r.string("status");
    if (status && *status == "unsupported") {
        cr.status = "unsupported";
        const QString reason = decoded(r, "reason");
        problem(Severity::Note, "unsupported",
                reason.isEmpty()
                    ? Tr::tr("case %1 is not supported by this build").arg(cr.metric)
                    : Tr::tr("case %1 is not supported by this build: %2").arg(cr.metric, reason),
                static_cast<qint64>(r.line));
    } else if (!f.announcedN || *f.announcedN < 0) {
        badRecord(r, Tr::tr("CASE %1 without a valid n=").arg(cr.metric));
    }
    if (f.announcedN && *f.announcedN > 0 && *f.announcedN < 10'000'000)
        cr.samples.reserve(static_cast<std::size_t>(*f.announcedN));
    m_run.cases.push_back(std::move(cr));
    m_facts.cases.push_back(f);
    m_caseIds.emplace_back(*id);
    m_gaps.emplace_back();
    m_open = static_cast<int>(m_run.cases.size()) - 1;
}

int CaptureAssembler::openImplicitCase(std::string_view id, const Record &r)
{
    // Its CASE line was lost: keep the samples under the case id with the run's defaults.
    m_casesStarted = true;
    CaseResult cr;
    cr.metric = qs(id);
    if (const auto d = proto::percentDecode(id))
        cr.metric = qs(*d);
    cr.unit = m_defaultUnit;
    CaseFacts f;
    f.metric = cr.metric;
    m_run.cases.push_back(std::move(cr));
    m_facts.cases.push_back(f);
    m_caseIds.emplace_back(id);
    m_gaps.emplace_back();
    problem(Severity::Damage, "missing_case",
            Tr::tr("the CASE line of case %1 was lost (its data starts at line %2)")
                .arg(m_run.cases.back().metric, number(static_cast<qint64>(r.line))),
            static_cast<qint64>(r.line));
    return static_cast<int>(m_run.cases.size()) - 1;
}

void CaptureAssembler::onSample(const Record &r)
{
    const auto id = r.raw("case");
    const auto index = r.integer("i");
    const auto values = r.raw("v");
    if (!id || !index || *index < 0 || !values) {
        badRecord(r, Tr::tr("S needs case=, i= and v="));
        return;
    }
    if (m_open == -2 && *id == m_ignoredId)
        return;
    if (m_open < 0 || m_caseIds[static_cast<std::size_t>(m_open)] != *id) {
        const int known = findCase(*id);
        if (known >= 0) {
            badRecord(r, Tr::tr("samples of case %1 outside that case").arg(qs(*id)));
            return;
        }
        closeOpenCase();
        m_open = openImplicitCase(*id, r);
    }
    const auto k = static_cast<std::size_t>(m_open);
    CaseResult &cr = m_run.cases[k];
    // Parsed straight onto the case's samples (no per-line copy); a malformed list leaves them
    // unchanged.
    const std::size_t before = cr.samples.size();
    if (!proto::parseIntegerList(*values, cr.samples)) {
        badRecord(r, Tr::tr("v= is not a list of integers"));
        return;
    }
    const auto count = static_cast<qint64>(cr.samples.size() - before);
    const qint64 line = static_cast<qint64>(r.line);
    // Over the protocol's limit: the values are kept (they passed the CRC), the run is not
    // complete (issue 31).
    if (auto p = capturevalidation::checkValueCount(cr.metric, count, line))
        m_problems << *p;
    SampleGap &g = m_gaps[k];
    if (*index > g.next) {
        if (g.firstIndex < 0)
            g.firstIndex = g.next;
        g.missing += *index - g.next;
    } else if (*index < g.next) {
        // Samples already received (a repeated window): the first copy is kept, the repeat
        // compared with it (other values make the run incomplete, the same ones are noted).
        const qint64 overlap = std::min(g.next - *index, count);
        const auto from = cr.samples.begin() + static_cast<std::ptrdiff_t>(before);
        if (auto p = capturevalidation::compareRepeat(cr, g, *index, before, overlap, line))
            m_problems << *p;
        else if (m_repeatedWindows++ == 0)
            m_firstRepeatLine = line;
        cr.samples.erase(from, from + static_cast<std::ptrdiff_t>(overlap));
        if (overlap == count)
            return;
    }
    g.next = *index + count;
}

void CaptureAssembler::onEnd(const Record &r)
{
    const auto id = r.raw("case");
    if (!id) {
        badRecord(r, Tr::tr("END without case="));
        return;
    }
    if (m_open == -2 && *id == m_ignoredId) {
        closeOpenCase();
        return;
    }
    int k = (m_open >= 0 && m_caseIds[static_cast<std::size_t>(m_open)] == *id) ? m_open : -1;
    if (k < 0) {
        const int known = findCase(*id);
        if (known >= 0) {
            badRecord(r, Tr::tr("END of case %1 outside that case").arg(qs(*id)));
            return;
        }
        closeOpenCase();
        k = openImplicitCase(*id, r);
    }
    CaseResult &cr = m_run.cases[static_cast<std::size_t>(k)];
    CaseFacts &f = m_facts.cases[static_cast<std::size_t>(k)];
    const QString status = decoded(r, "status");
    if (status == QLatin1String("ok") || status == QLatin1String("fail") ||
        status == QLatin1String("unsupported"))
        cr.status = status;
    else
        badRecord(r, Tr::tr("END of case %1 with status '%2'").arg(cr.metric, status));
    f.endSeen = true;
    // n=, cold= and overhead= are required of a measured case (ok or fail): a missing or
    // malformed one is never read as a number (overhead stays unknown, not 0).
    const bool measured = cr.status != QLatin1String("unsupported");
    f.endN = endInteger(r, "n", measured, cr.metric);
    cr.coldSample = endInteger(r, "cold", measured, cr.metric);
    cr.overhead = endInteger(r, "overhead", measured, cr.metric);
    // corrected = raw - overhead must fit in 64 bits for every sample and the cold one (issue
    // 31): else the run is incomplete, never stored with a wrapped or rounded value.
    if (const QString overflow = correctedProblem(cr); !overflow.isEmpty())
        problem(Severity::Damage, "corrected_overflow",
                Tr::tr("line %1 (END of case %2): %3")
                    .arg(number(static_cast<qint64>(r.line)), cr.metric, overflow),
                static_cast<qint64>(r.line));
    for (std::size_t i = 0; i < r.fieldCount(); ++i) {
        const std::string_view key = r.key(i);
        if (key.size() > 4 && key.substr(0, 4) == "chk.") {
            const auto v = proto::parseInteger(r.value(i));
            if (v)
                cr.checks.insert(qs(key.substr(4)), *v);
            else
                badRecord(r, Tr::tr("check %1 is not an integer").arg(qs(key)));
        }
    }
    cr.sampleCount = static_cast<qint64>(cr.samples.size());
    m_open = -1;
}

std::optional<qint64> CaptureAssembler::endInteger(const Record &r, std::string_view key,
                                                   bool required, const QString &metric)
{
    const auto raw = r.raw(key);
    if (raw) {
        if (const auto v = proto::parseInteger(*raw))
            return *v;
    } else if (!required) {
        return std::nullopt;
    }
    problem(Severity::Damage, "bad_record",
            Tr::tr("line %1 (END of case %2): %3")
                .arg(number(static_cast<qint64>(r.line)), metric, fieldProblem(key, raw)),
            static_cast<qint64>(r.line));
    return std::nullopt;
}

void CaptureAssembler::onFoot(const Record &r)
{
    m_run.footprint.text = r.integer("text");
    m_run.footprint.rodata = r.integer("rodata");
    m_run.footprint.data = r.integer("data");
    m_run.footprint.bss = r.integer("bss");
}

void CaptureAssembler::onDone(const Record &r)
{
    m_phase = Phase::AfterDone;
    m_facts.doneSeen = true;
    m_facts.doneCases = r.integer("cases");
    m_facts.doneFailed = r.integer("failed");
    const QString status = decoded(r, "status");
    // The cases the firmware ended with status=fail (a scenario check failed): they fail the
    // run, whichever status DONE states (firmware before protocol.md said so wrote "ok").
    QStringList failedCases;
    for (const CaseResult &cr : m_run.cases)
        if (cr.status == QLatin1String("fail"))
            failedCases << cr.metric;
    const qint64 line = static_cast<qint64>(r.line);
    if (status == QLatin1String("error"))
        problem(
            Severity::Fatal, "firmware_error",
            Tr::tr("the firmware ended the run with DONE status=error (line %1)").arg(number(line)),
            line);
    else if (status == QLatin1String("fail") ||
             (status == QLatin1String("ok") && !failedCases.isEmpty()))
        problem(Severity::Fatal, "checks_failed",
                failedCases.isEmpty()
                    ? Tr::tr("the firmware ended the run with DONE status=fail (line %1)")
                          .arg(number(line))
                    : Tr::tr("scenario checks failed in %n case(s): %1 (DONE status=%2, line %3)",
                             nullptr, static_cast<int>(failedCases.size()))
                          .arg(failedCases.join(QStringLiteral(", ")), status, number(line)),
                line);
    else if (status != QLatin1String("ok"))
        problem(Severity::Fatal, "bad_record",
                Tr::tr("DONE with an unknown status '%1' (line %2)").arg(status, number(line)),
                line);
    if (m_open >= 0)
        closeOpenCase();
}

void CaptureAssembler::onErr(const Record &r)
{
    const QString code = decoded(r, "code"), msg = decoded(r, "msg"), c = decoded(r, "case");
    QString text = c.isEmpty()
                       ? Tr::tr("the firmware reported an error (code %1) at line %2: %3")
                             .arg(code, number(static_cast<qint64>(r.line)), msg)
                       : Tr::tr("the firmware reported an error (code %1, case %2) at line %3: %4")
                             .arg(code, c, number(static_cast<qint64>(r.line)), msg);
    problem(Severity::Fatal, "firmware_error", text, static_cast<qint64>(r.line));
}

} // namespace rb
