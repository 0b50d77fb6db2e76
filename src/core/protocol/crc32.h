// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Std-only (no Qt): the protocol parser is fuzzed without Qt.
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace rb::proto {

// CRC-32/ISO-HDLC (the zlib/PNG crc32): poly 0xEDB88320 reflected, init 0xFFFFFFFF,
// final xor 0xFFFFFFFF. crc32("123456789") == 0xCBF43926. Table-driven (slicing by 8).
std::uint32_t crc32(const void *data, std::size_t size);
inline std::uint32_t crc32(std::string_view s)
{
    return crc32(s.data(), s.size());
}

// Continues a CRC: crc32Update(crc32Update(0, a), b) == crc32(a + b).
std::uint32_t crc32Update(std::uint32_t crc, const void *data, std::size_t size);

} // namespace rb::proto
