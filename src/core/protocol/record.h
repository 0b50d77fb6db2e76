// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Std-only (no Qt): one validated protocol v1 line (docs/protocol.md).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rb::proto {

enum class RecordType { Hello, Cond, Case, Sample, End, Foot, Done, Err };
// "HELLO", "COND", "CASE", "S", "END", "FOOT", "DONE", "ERR".
std::string_view recordTypeName(RecordType t);
std::optional<RecordType> recordTypeFromName(std::string_view name);

// Decimal integer, optional leading '-', 64-bit range; the whole text must be the number.
std::optional<std::int64_t> parseInteger(std::string_view text);
// Comma-separated integers ("812,790,791"), appended to out. False (out unchanged) when any
// element is not an integer or the list is empty.
bool parseIntegerList(std::string_view text, std::vector<std::int64_t> &out);

// A line that passed the CRC and field checks. Fields keep their order and raw (still
// percent-encoded) values; the views returned stay valid while the Record lives unchanged.
class Record {
public:
    RecordType type = RecordType::Hello;
    std::uint64_t seq = 0;
    std::uint64_t line = 0;   // 1-based line number in the stream
    std::uint64_t offset = 0; // byte offset of the line's first byte in the stream

    std::size_t fieldCount() const { return m_fields.size(); }
    std::string_view key(std::size_t i) const;
    std::string_view value(std::size_t i) const; // raw
    bool has(std::string_view key) const { return raw(key).has_value(); }
    // First field with this key.
    std::optional<std::string_view> raw(std::string_view key) const;
    std::optional<std::int64_t> integer(std::string_view key) const;
    std::optional<std::string> string(std::string_view key) const; // percent-decoded
    // The line without its " *CRC" trailer, e.g. "S 13 case=x i=0 v=1,2".
    std::string_view text() const { return m_text; }

    // Builds the record from a line body (without the CRC trailer), checking the v1 field
    // syntax. On failure returns false and sets *why (a short English explanation).
    bool assign(std::string_view body, RecordType type, std::string *why);

private:
    struct Span {
        std::uint16_t keyPos, keyLen, valuePos, valueLen;
    };
    std::string m_text;
    std::vector<Span> m_fields;
};

} // namespace rb::proto
