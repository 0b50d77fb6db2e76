// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1String>
#include <QStringList>

// The boards rtosbench runs on, as data the core needs (experiment checks, labels). The
// acquisition layer's BoardRegistry (acq/board_registry.h) adds what a board is and does; code
// that decides something by board asks it, never a string literal.
namespace rb::BoardIds {

inline constexpr QLatin1String qemu("qemu");         // the virtual board (QEMU, -icount)
inline constexpr QLatin1String gd32f103("gd32f103"); // the GD32F103 board
inline constexpr QLatin1String host("host");         // the host itself (Linux, POSIX port)

// Every board, in the order they are offered.
inline QStringList all()
{
    return {qemu, gd32f103, host};
}

// The timing methods a board's firmware offers, the first the default (the same rules as
// firmware/cmake/rb_validate.cmake).
inline QStringList timingMethods(const QString &board)
{
    if (board == gd32f103)
        return {QStringLiteral("dwt"), QStringLiteral("systick"), QStringLiteral("gpio")};
    if (board == host)
        return {QStringLiteral("clock")};
    // cycle-model: the icount image's windows in estimated cycles (docs/cycle-model.md).
    return {QStringLiteral("icount"), QStringLiteral("cycle-model")};
}

} // namespace rb::BoardIds
