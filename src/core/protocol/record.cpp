// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/protocol/record.h"

#include "core/protocol/percent_codec.h"

#include <array>
#include <charconv>

namespace rb::proto {
namespace {

constexpr std::array<std::string_view, 8> kTypeNames = {"HELLO", "COND", "CASE", "S",
                                                        "END",   "FOOT", "DONE", "ERR"};

// docs/protocol.md says keys are [a-z0-9_.]+, yet its own kcfg.<KEY> example
// (kcfg.configUSE_PREEMPTION) carries the kernel's upper-case macro name: upper case is read.
bool isKeyChar(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.';
}

bool isValueChar(unsigned char c)
{
    return c >= 0x21 && c <= 0x7E && c != '*' && c != '=';
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}

} // namespace

std::string_view recordTypeName(RecordType t)
{
    return kTypeNames[static_cast<std::size_t>(t)];
}

std::optional<RecordType> recordTypeFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kTypeNames.size(); ++i)
        if (kTypeNames[i] == name)
            return static_cast<RecordType>(i);
    return std::nullopt;
}

std::optional<std::int64_t> parseInteger(std::string_view text)
{
    if (text.empty() || text.front() == '+')
        return std::nullopt;
    std::int64_t v = 0;
    const char *end = text.data() + text.size();
    const auto r = std::from_chars(text.data(), end, v);
    if (r.ec != std::errc() || r.ptr != end)
        return std::nullopt;
    return v;
}

std::string_view Record::key(std::size_t i) const
{
    const Span &s = m_fields[i];
    return std::string_view(m_text).substr(s.keyPos, s.keyLen);
}

std::string_view Record::value(std::size_t i) const
{
    const Span &s = m_fields[i];
    return std::string_view(m_text).substr(s.valuePos, s.valueLen);
}

std::optional<std::string_view> Record::raw(std::string_view k) const
{
    const std::string_view text(m_text);
    for (const Span &s : m_fields)
        if (text.substr(s.keyPos, s.keyLen) == k)
            return text.substr(s.valuePos, s.valueLen);
    return std::nullopt;
}

std::optional<std::int64_t> Record::integer(std::string_view k) const
{
    const auto v = raw(k);
    if (!v)
        return std::nullopt;
    return parseInteger(*v);
}

std::optional<std::string> Record::string(std::string_view k) const
{
    const auto v = raw(k);
    if (!v)
        return std::nullopt;
    return percentDecode(*v);
}

bool Record::assign(std::string_view body, RecordType t, std::string *why)
{
    auto fail = [why](const char *msg) {
        if (why)
            *why = msg;
        return false;
    };
    m_text.assign(body);
    m_fields.clear();
    type = t;
    const std::string_view text(m_text);
    const std::size_t n = text.size();
    if (n > 0xFFFF)
        return fail("line too long");
    std::size_t pos = recordTypeName(t).size();
    if (pos >= n || text[pos] != ' ')
        return fail("no sequence number");
    ++pos;
    // Sequence number: plain decimal digits.
    const std::size_t seqStart = pos;
    while (pos < n && text[pos] >= '0' && text[pos] <= '9')
        ++pos;
    if (pos == seqStart || pos - seqStart > 20 || (pos < n && text[pos] != ' '))
        return fail("sequence number is not a decimal number");
    {
        std::uint64_t s = 0;
        const auto r = std::from_chars(text.data() + seqStart, text.data() + pos, s);
        if (r.ec != std::errc())
            return fail("sequence number out of range");
        seq = s;
    }
    // Fields: " key=value" repeated.
    while (pos < n) {
        ++pos; // the single space
        const std::size_t keyStart = pos;
        while (pos < n && isKeyChar(static_cast<unsigned char>(text[pos])))
            ++pos;
        if (pos == keyStart)
            return fail("empty or invalid field key");
        if (pos >= n || text[pos] != '=')
            return fail("field without '=' or with an invalid key character");
        const std::size_t keyEnd = pos++;
        const std::size_t valueStart = pos;
        while (pos < n && text[pos] != ' ') {
            const auto c = static_cast<unsigned char>(text[pos]);
            if (!isValueChar(c))
                return fail("invalid character in a field value");
            if (c == '%') {
                if (n - pos < 3 || !isHex(text[pos + 1]) || !isHex(text[pos + 2]))
                    return fail("malformed percent escape in a field value");
                pos += 2;
            }
            ++pos;
        }
        if (pos < n && pos + 1 == n)
            return fail("trailing space");
        m_fields.push_back(Span{
            static_cast<std::uint16_t>(keyStart), static_cast<std::uint16_t>(keyEnd - keyStart),
            static_cast<std::uint16_t>(valueStart), static_cast<std::uint16_t>(pos - valueStart)});
    }
    return true;
}

} // namespace rb::proto
