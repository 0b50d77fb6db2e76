// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/openocd_flasher.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace rb {

// What OpenOCD reads from a GD32F103 without halting it (rtosbench-cli board check):
//   the SWD DP ID OpenOCD prints at init ("SWD DPIDR 0x1ba01477"; not printed over hla_swd),
//   DBG_IDCODE at 0xE0042000 (DEV_ID, bits 11:0: 0x414 for a high-density GD32F103/STM32F103),
//   the memory density word at 0x1FFFF7E0 (GD32F10x: bits 15:0 flash KiB, bits 31:16 SRAM KiB;
//   an STM32F103 has only the flash size there).
struct ChipProbe {
    static constexpr quint32 IdcodeAddress = 0xE0042000u;
    static constexpr quint32 DensityAddress = 0x1FFFF7E0u;
    static constexpr quint32 HighDensityDevId = 0x414u;

    std::optional<quint32> dpId;
    std::optional<quint32> idcode;
    std::optional<quint32> density;

    std::optional<quint32> devId() const
    {
        return idcode ? std::optional<quint32>(*idcode & 0xFFFu) : std::nullopt;
    }
    std::optional<int> flashKib() const
    {
        return density ? std::optional<int>(int(*density & 0xFFFFu)) : std::nullopt;
    }
    // Absent when the upper half is blank (0 or 0xFFFF: not a GD32 density word).
    std::optional<int> sramKib() const
    {
        const quint32 s = density ? (*density >> 16) : 0u;
        return (s == 0u || s == 0xFFFFu) ? std::nullopt : std::optional<int>(int(s));
    }

    // The OpenOCD argument list: set-up (openOcdSetupArguments), init, two mdw, shutdown.
    static QStringList arguments(const OpenOcdOptions &o);
    // Reads OpenOCD's output ("0xe0042000: 10036414", "SWD DPIDR 0x1ba01477").
    static ChipProbe parse(const QString &output);
};

} // namespace rb
