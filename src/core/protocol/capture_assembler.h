// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"
#include "core/protocol/capture_problem.h"
#include "core/protocol/capture_validation.h"
#include "core/protocol/line_parser.h"
#include "core/protocol/validator.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <array>
#include <string>

namespace rb {

// Turns a protocol v1 capture (docs/protocol.md) into an rb::Run: COND -> Configuration,
// CASE/S/END -> CaseResult, FOOT -> footprint, DONE -> status, keeping the raw bytes in
// run.rawLog. Feed bytes as they arrive (any chunking), then call finish() once.
// This class assembles (lines -> records -> cases and samples, counting what was lost);
// finish() hands the judgement to capture_validation.h.
//
// Status: complete when DONE status=ok arrived and nothing was damaged; incomplete when DONE
// or an END is missing or lines/samples were lost (what validated is kept); failed when the
// firmware said ERR or DONE status=error, the protocol version is wrong, the conditions differ
// from the requested ones, or the capture contradicts itself. run.statusReason lists the
// problems in plain words (also available one by one from problems()).
class CaptureAssembler : private proto::LineParser::Sink {
public:
    CaptureAssembler();
    ~CaptureAssembler() override;
    CaptureAssembler(const CaptureAssembler &) = delete;
    CaptureAssembler &operator=(const CaptureAssembler &) = delete;

    // The requested configuration (empty fields: not requested). Checked at finish().
    void setRequested(const Configuration &requested) { m_requested = requested; }
    // A capture may hold several runs (a board reset mid-stream, two runs one after the other).
    // Off (a live run): a second HELLO is a restart that makes the run incomplete. On (a file):
    // the run ends before the second HELLO, whose bytes and everything after them are handed
    // back by takeNextRun() for a new assembler; the run notes where it was cut.
    void setSplitRuns(bool on) { m_splitRuns = on; }
    bool hasNextRun() const { return m_split; }
    // The bytes of the next run (from its HELLO on) fed so far; call finish() after it.
    QByteArray takeNextRun();
    void feed(QByteArrayView bytes);
    // Ends the stream and hands the run over (moved out: samples and the raw log are not
    // copied). Call it once; the progress accessors below are meaningless afterwards.
    Run finish();

    // After finish(): every problem, most serious first.
    const QList<CaptureProblem> &problems() const { return m_problems; }
    // Progress while streaming.
    bool helloSeen() const { return m_helloSeen; }
    QString currentCase() const; // empty between cases
    qint64 currentSampleCount() const;
    std::optional<qint64> currentAnnouncedCount() const;
    int caseCount() const { return static_cast<int>(m_run.cases.size()); }
    // Case i (0 <= i < caseCount(), in arrival order) and its raw samples accepted so far (for
    // live views: no second parse of the stream).
    QString caseMetric(int i) const { return m_run.cases[static_cast<std::size_t>(i)].metric; }
    QString caseUnit(int i) const { return m_run.cases[static_cast<std::size_t>(i)].unit; }
    const std::vector<qint64> &caseSamples(int i) const
    {
        return m_run.cases[static_cast<std::size_t>(i)].samples;
    }

    // One-shot convenience.
    static Run assemble(QByteArrayView bytes, const Configuration &requested = {},
                        QList<CaptureProblem> *problems = nullptr);
    // Every run of a capture, split at each new HELLO (none for an empty capture); their raw
    // logs put together are the capture.
    static std::vector<Run> assembleAll(QByteArrayView bytes, const Configuration &requested = {});

private:
    enum class Phase { BeforeHello, InRun, AfterDone };

    void onRecord(const proto::Record &r) override;
    void onDiagnostic(const proto::Diagnostic &d) override;

    void onHello(const proto::Record &r);
    void splitBefore(const proto::Record &r);
    void onCond(const proto::Record &r);
    void onCase(const proto::Record &r);
    void onSample(const proto::Record &r);
    void onEnd(const proto::Record &r);
    void onFoot(const proto::Record &r);
    void onDone(const proto::Record &r);
    void onErr(const proto::Record &r);

    // An integer field of END: a missing (when required) or malformed value is a problem
    // naming the line, and gives nullopt.
    std::optional<qint64> endInteger(const proto::Record &r, std::string_view key, bool required,
                                     const QString &metric);
    int findCase(std::string_view id) const;
    int openImplicitCase(std::string_view id, const proto::Record &r);
    void closeOpenCase();
    void problem(CaptureProblem::Severity s, const QString &code, const QString &message,
                 qint64 line = 0);
    void badRecord(const proto::Record &r, const QString &why);

    proto::LineParser m_parser;
    Configuration m_requested;
    Run m_run;
    CaptureFacts m_facts;
    std::vector<std::string> m_caseIds; // same order as m_run.cases
    std::vector<SampleGap> m_gaps;      // same order as m_run.cases
    int m_open = -1;                    // index of the open case, -1 none, -2 ignored case
    std::string m_ignoredId;            // id of an ignored (repeated) case
    QString m_defaultUnit;
    Phase m_phase = Phase::BeforeHello;
    bool m_helloSeen = false;
    bool m_casesStarted = false; // a CASE (or a case's data) arrived: COND is closed
    bool m_wrongVersion = false;
    bool m_finished = false;
    bool m_splitRuns = false;
    bool m_split = false;     // a new run started at m_splitOffset
    qint64 m_splitOffset = 0; // stream offset of the next run's HELLO
    QByteArray m_next;        // the next run's bytes (once the split is known)
    qint64 m_recordsAfterDone = 0;
    qint64 m_lastLine = 0;
    qint64 m_repeatedWindows = 0; // S lines that only repeated samples with the same values
    qint64 m_firstRepeatLine = 0;
    DiagnosticTallies m_kindStats{};
    QList<CaptureProblem> m_problems;
    QList<ValidationIssue> m_issues;
};

} // namespace rb
