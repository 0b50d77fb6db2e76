// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Std-only (no Qt): what the line parser reports about bytes that are not a good record.
#include <cstdint>
#include <string>
#include <string_view>

namespace rb::proto {

enum class DiagnosticKind {
    BadCrc,       // a line that starts like a record but whose CRC is wrong or missing
    Overlong,     // a line longer than 512 bytes (skipped up to the next '\n')
    Garbage,      // bytes that are not a protocol line (boot noise); consecutive lines merged
    SeqGap,       // sequence numbers skipped: lines were lost
    Duplicate,    // a sequence number already seen (the record is dropped)
    BadField,     // CRC good but the fields are malformed (the record is dropped)
    UnknownType,  // CRC good but the TYPE is not a v1 type (the record is dropped)
    WrongVersion, // HELLO with proto other than 1: nothing after it is read until a v1 HELLO
    Truncated,    // the stream ended inside a line
};
// "bad_crc", "overlong", "garbage", "seq_gap", "duplicate", "bad_field", "unknown_type",
// "wrong_version", "truncated".
std::string_view diagnosticKindName(DiagnosticKind k);

struct Diagnostic {
    DiagnosticKind kind = DiagnosticKind::Garbage;
    std::uint64_t offset = 0;      // byte offset of the first affected byte
    std::uint64_t line = 0;        // 1-based line number of the first affected line
    std::uint64_t length = 0;      // affected bytes (garbage, overlong, bad lines, truncated)
    std::uint64_t lines = 1;       // affected lines (merged garbage); lost lines for seq_gap
    std::uint64_t expectedSeq = 0; // seq_gap, duplicate: the sequence number expected
    std::uint64_t seq = 0;         // seq_gap, duplicate: the one received
    std::string detail;            // short English explanation (logs, tests)
};

} // namespace rb::proto
