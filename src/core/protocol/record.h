// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Std-only (no Qt): one validated protocol v1 line (docs/protocol.md).
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <vector>

namespace rb::proto {

enum class RecordType { Hello, Cond, Case, Sample, End, Foot, Done, Err };
// "HELLO", "COND", "CASE", "S", "END", "FOOT", "DONE", "ERR".
std::string_view recordTypeName(RecordType t);
std::optional<RecordType> recordTypeFromName(std::string_view name);

// Decimal integer, optional leading '-', 64-bit range; the whole text must be the number.
std::optional<std::int64_t> parseInteger(std::string_view text);
// Comma-separated integers ("812,790,791"), appended to out (any 64-bit signed element type:
// std::int64_t, qint64). False (out unchanged) when any element is not an integer or the list
// is empty.
template <typename Int>
requires(std::is_integral_v<Int> &&std::is_signed_v<Int> &&
         sizeof(Int) == 8) bool parseIntegerList(std::string_view text, std::vector<Int> &out)
{
    if (text.empty())
        return false;
    const std::size_t before = out.size();
    const char *p = text.data();
    const char *end = p + text.size();
    while (true) {
        Int v = 0;
        if (p == end || *p == '+') {
            out.resize(before);
            return false;
        }
        // Fast path for the usual short samples: up to 18 digits cannot overflow 64 bits, so
        // the digits are accumulated directly; anything else goes to std::from_chars (the
        // same result: optional '-', digits, 64-bit range).
        const char *q = p + (*p == '-');
        const char *digits = q;
        std::uint64_t acc = 0;
        while (q != end && q - digits < 19 && static_cast<unsigned char>(*q - '0') < 10)
            acc = acc * 10 + static_cast<unsigned char>(*q++ - '0');
        if (q != digits && q - digits < 19 && (q == end || *q == ',')) {
            v = *p == '-' ? -static_cast<Int>(acc) : static_cast<Int>(acc);
            p = q;
        } else {
            const auto r = std::from_chars(p, end, v);
            if (r.ec != std::errc()) {
                out.resize(before);
                return false;
            }
            p = r.ptr;
        }
        out.push_back(v);
        if (p == end)
            return true;
        if (*p != ',') {
            out.resize(before);
            return false;
        }
        ++p;
    }
}

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
