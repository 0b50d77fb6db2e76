// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/protocol/percent_codec.h"

namespace rb::proto {
namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

} // namespace

bool percentNeedsEscape(unsigned char c)
{
    return c < 0x21 || c > 0x7E || c == '%' || c == '*' || c == '=' || c == ',';
}

std::string percentEncode(std::string_view raw)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(raw.size());
    for (char ch : raw) {
        const auto c = static_cast<unsigned char>(ch);
        if (percentNeedsEscape(c)) {
            out.push_back('%');
            out.push_back(kHex[c >> 4]);
            out.push_back(kHex[c & 0xFu]);
        } else {
            out.push_back(ch);
        }
    }
    return out;
}

std::optional<std::string> percentDecode(std::string_view encoded)
{
    std::string out;
    out.reserve(encoded.size());
    for (std::size_t i = 0; i < encoded.size(); ++i) {
        if (encoded[i] != '%') {
            out.push_back(encoded[i]);
            continue;
        }
        if (encoded.size() - i < 3)
            return std::nullopt;
        const int hi = hexValue(encoded[i + 1]);
        const int lo = hexValue(encoded[i + 2]);
        if (hi < 0 || lo < 0)
            return std::nullopt;
        out.push_back(static_cast<char>(hi << 4 | lo));
        i += 2;
    }
    return out;
}

bool percentWellFormed(std::string_view s)
{
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '%')
            continue;
        if (s.size() - i < 3 || hexValue(s[i + 1]) < 0 || hexValue(s[i + 2]) < 0)
            return false;
        i += 2;
    }
    return true;
}

} // namespace rb::proto
