// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/cycle_target.h"

#include "core/util/set_error.h"

namespace rb {
namespace {

bool inFlash(quint32 a, quint32 *offset)
{
    // The flash at 0x08000000 and its alias at 0 (boot from main flash).
    if (a >= 0x08000000u && a < 0x08100000u) {
        *offset = a - 0x08000000u;
        return true;
    }
    if (a < 0x00100000u) {
        *offset = a;
        return true;
    }
    return false;
}

} // namespace

QStringList CycleTarget::names()
{
    return {QStringLiteral("gd32f103"), QStringLiteral("stm32f1")};
}

std::optional<CycleTarget> CycleTarget::byName(const QString &name, double clockHz, QString *error)
{
    CycleTarget t;
    t.name = name;
    t.clockHz = clockHz;
    if (name == QLatin1String("gd32f103")) {
        if (!(clockHz > 0 && clockHz <= 108e6)) {
            setError(error,
                     tr("the GD32F103 runs at up to 108 MHz, not %1 MHz").arg(clockHz / 1e6));
            return std::nullopt;
        }
        t.zeroWaitBytes = 256u * 1024u;
        t.slowFlashWait = 2;
        return t;
    }
    if (name == QLatin1String("stm32f1")) {
        if (!(clockHz > 0 && clockHz <= 72e6)) {
            setError(error, tr("an STM32F1 runs at up to 72 MHz, not %1 MHz").arg(clockHz / 1e6));
            return std::nullopt;
        }
        t.flashWait = clockHz <= 24e6 ? 0 : clockHz <= 48e6 ? 1 : 2;
        return t;
    }
    setError(error, tr("unknown cycle-model target %1 (known: %2)")
                        .arg(name, names().join(QStringLiteral(", "))));
    return std::nullopt;
}

int CycleTarget::fetchWait(quint32 address, bool sequential) const
{
    quint32 offset = 0;
    if (!inFlash(address, &offset))
        return 0; // SRAM, peripherals: zero wait states
    if (zeroWaitBytes != 0)
        return offset < zeroWaitBytes ? 0 : slowFlashWait;
    if (sequential && prefetch)
        return 0;
    return flashWait;
}

QString CycleTarget::label() const
{
    return QStringLiteral("%1@%2MHz").arg(name).arg(clockHz / 1e6);
}

} // namespace rb
