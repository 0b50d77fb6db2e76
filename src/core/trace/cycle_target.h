// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

// The memory system the Cortex-M3 cycle model runs on (docs/cycle-model.md, "Memory"): the wait
// states of an instruction fetch or a literal load at an address, at a clock.
//  - gd32f103: the first 256 KiB of flash (the "code area") with zero wait states at any clock,
//    flash beyond it with slowFlashWait per fetch (GigaDevice publishes no figure: an
//    assumption, stated in the docs);
//  - stm32f1: STM32F1-style flash wait states from the clock (0 up to 24 MHz, 1 up to 48 MHz,
//    2 up to 72 MHz) with the prefetch buffer on: sequential fetches are hidden, a refill (a
//    taken branch, an exception entry or return) and a literal load pay them;
//  - SRAM (0x20000000-0x3fffffff) has zero wait states on both.
struct CycleTarget {
    Q_DECLARE_TR_FUNCTIONS(rb::CycleTarget)
public:
    QString name; // "gd32f103" or "stm32f1"
    double clockHz = 72e6;
    int flashWait = 0;         // wait states of a non-sequential flash fetch (stm32f1)
    bool prefetch = true;      // stm32f1: sequential fetches hidden by the prefetch buffer
    quint32 zeroWaitBytes = 0; // gd32f103: the zero-wait code area
    int slowFlashWait = 0;     // gd32f103: wait states of a fetch beyond it

    // "gd32f103" or "stm32f1" at clockHz; nullopt with *error for another name or a clock the
    // part does not run at.
    static std::optional<CycleTarget> byName(const QString &name, double clockHz, QString *error);
    static QStringList names();
    // Wait states of a fetch (or a literal load) at address: sequential = false for a refill.
    int fetchWait(quint32 address, bool sequential) const;
    // "gd32f103@72MHz": for COND and the docs.
    QString label() const;
};

} // namespace rb
