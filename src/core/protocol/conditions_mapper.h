// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/configuration.h"

#include <QString>
#include <QStringList>

#include <string_view>

namespace rb {

// Maps the fields of protocol v1 COND lines (docs/protocol.md) onto a Configuration:
// board, mcu, core, compiler -> toolchain, compiler_version -> toolchainVersion, cflags,
// opt -> optLevel, clock_hz -> clockHz (0: unknown), flash_ws -> flashWaitStates (-1: unknown),
// kernel, kernel_version, profile -> kernelProfile, kcfg.<KEY> -> kernelConfig[KEY],
// timer -> timingMethod, timer_hz -> timerHz (0: not a time base, unknown), timer_emulated,
// debugger, c_debugen (-> debugger attached/detached, and extra c_debugen); every other key
// goes to extra. A string value `unknown` stays unknown (empty).
class ConditionsMapper {
public:
    // Applies one field (raw, still percent-encoded value). Returns false and sets *error when
    // the value cannot be read for its key (e.g. clock_hz=fast); the field is then left unset.
    static bool apply(Configuration &c, std::string_view key, std::string_view rawValue,
                      QString *error);
};

} // namespace rb
