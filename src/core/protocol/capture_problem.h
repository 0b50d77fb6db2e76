// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace rb {

// One problem found while turning a capture into a run, in plain (translated) words.
struct CaptureProblem {
    enum class Severity {
        Note,   // reported, the run can still be complete (boot text, a repeated line, ...)
        Damage, // lines or samples were lost or unusable: the run is incomplete
        Fatal,  // the firmware said ERR / DONE status=error, a wrong protocol version, or the
                // conditions differ from the requested ones: the run failed
    };
    Severity severity = Severity::Note;
    // Machine word: a parser diagnostic name (bad_crc, seq_gap, ...) or missing_hello,
    // missing_done, missing_end, missing_case, sample_gap, bad_record, firmware_error,
    // firmware_restart, mismatch, unverified, inconsistent, check_failed, unsupported,
    // after_done, duplicate_case, late_cond, next_run, corrected_overflow (raw - overhead does
    // not fit in 64 bits), too_many_values (an S line over the protocol's 32), conflicting_window
    // (a repeated sample index with other values), repeated_window (the same values: a note).
    QString code;
    QString message;
    qint64 line = 0; // first line concerned, 0 when not tied to a line
};

} // namespace rb
