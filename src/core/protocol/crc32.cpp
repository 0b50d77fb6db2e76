// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/protocol/crc32.h"

#include <array>

namespace rb::proto {
namespace {

using Tables = std::array<std::array<std::uint32_t, 256>, 8>;

constexpr Tables makeTables()
{
    Tables t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int k = 0; k < 8; ++k)
            c = (c & 1u) ? (c >> 1) ^ 0xEDB88320u : (c >> 1);
        t[0][i] = c;
    }
    for (std::uint32_t i = 0; i < 256; ++i) {
        for (int s = 1; s < 8; ++s)
            t[s][i] = (t[s - 1][i] >> 8) ^ t[0][t[s - 1][i] & 0xFFu];
    }
    return t;
}

constexpr Tables kTables = makeTables();

} // namespace

std::uint32_t crc32Update(std::uint32_t crc, const void *data, std::size_t size)
{
    const auto *p = static_cast<const unsigned char *>(data);
    crc = ~crc;
    // Slicing by 8: eight bytes per step, byte order independent (bytes are combined
    // explicitly).
    while (size >= 8) {
        const std::uint32_t a =
            crc ^ (static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
                   static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24);
        crc = kTables[7][a & 0xFFu] ^ kTables[6][(a >> 8) & 0xFFu] ^ kTables[5][(a >> 16) & 0xFFu] ^
              kTables[4][a >> 24] ^ kTables[3][p[4]] ^ kTables[2][p[5]] ^ kTables[1][p[6]] ^
              kTables[0][p[7]];
        p += 8;
        size -= 8;
    }
    while (size--)
        crc = (crc >> 8) ^ kTables[0][(crc ^ *p++) & 0xFFu];
    return ~crc;
}

std::uint32_t crc32(const void *data, std::size_t size)
{
    return crc32Update(0, data, size);
}

} // namespace rb::proto
