// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Std-only (no Qt). Percent-encoding of protocol v1 string values (docs/protocol.md):
// every byte outside 0x21..0x7E, and '%', '*', '=' and ',', is written as %XX (upper-case hex).
#include <optional>
#include <string>
#include <string_view>

namespace rb::proto {

bool percentNeedsEscape(unsigned char c);
std::string percentEncode(std::string_view raw);
// Decodes %XX (either hex case). A '%' not followed by two hex digits gives nullopt.
std::optional<std::string> percentDecode(std::string_view encoded);
// True when every '%' in s starts a valid %XX escape.
bool percentWellFormed(std::string_view s);

} // namespace rb::proto
