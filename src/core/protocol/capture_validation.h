// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Judging a capture once its stream ended (used by CaptureAssembler::finish(); no parsing here,
// only what the assembler counted while streaming): the problems of the stream in plain words
// (parser diagnostics, a missing HELLO or DONE, lost samples, records after DONE), the
// validation of the run against itself and against the requested conditions (Validator), and
// the run's status with its reason.

#include "core/model/run.h"
#include "core/protocol/capture_problem.h"
#include "core/protocol/validator.h"

#include <QList>

#include <array>
#include <optional>
#include <vector>

namespace rb {

// Parser diagnostics of one kind (proto::DiagnosticKind) inside the run.
struct DiagnosticTally {
    qint64 count = 0;
    qint64 amount = 0;   // bytes (garbage, truncated) or lines lost (seq_gap)
    QList<qint64> lines; // the first few lines concerned
};
using DiagnosticTallies = std::array<DiagnosticTally, 9>;

// The sample indices of one case.
struct SampleGap {
    qint64 missing = 0;
    qint64 firstIndex = -1;
    qint64 next = 0; // the sample index expected next
};

// What the assembler knew when the stream ended.
struct CaptureEnd {
    Run &run; // Validator::checkConsistency marks the cases it fails
    const CaptureFacts &facts;
    const Configuration &requested;
    const DiagnosticTallies &tallies;
    const std::vector<SampleGap> &gaps; // same order as run.cases
    int openCase = -1;                  // the case the capture ended in, -1 none
    bool helloSeen = false;
    bool doneSeen = false;
    bool wrongVersion = false;
    bool anyRecord = false; // a record was accepted
    qint64 lastLine = 0;
    qint64 recordsAfterDone = 0;
};

namespace capturevalidation {

// A count or line number in a problem's message: English digit grouping (12,345) in every
// language, as the capture's own numbers.
QString number(qint64 v);

// Adds the problems found at the end to *problems (which holds those found while streaming),
// sets *issues to the validation issues, and sorts *problems, most serious first.
void judge(const CaptureEnd &end, QList<CaptureProblem> *problems, QList<ValidationIssue> *issues);
// An S line of count values: too_many_values (damage, the line named) over the protocol's 32.
std::optional<CaptureProblem> checkValueCount(const QString &metric, qint64 count, qint64 line);
// An S line at index below g.next (a repeated window) whose values were appended to cr.samples
// at position before; overlap of them repeat samples already received. Returns
// conflicting_window (damage, the line, the index and both values named) when one differs
// from the first copy, or when it reaches past a lost sample (index and position no longer
// match, so the repeat cannot be compared); nullopt for a repeat with the same values.
std::optional<CaptureProblem> compareRepeat(const CaseResult &cr, const SampleGap &g, qint64 index,
                                            std::size_t before, qint64 overlap, qint64 line);
// The run's status from the problems (failed: a fatal one; incomplete: damage; else complete)
// and its reason: the problems' messages.
void decideStatus(Run &run, const QList<CaptureProblem> &problems);

} // namespace capturevalidation

} // namespace rb
