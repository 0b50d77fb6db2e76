// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board.h"
#include "core/model/board_ids.h"

namespace rb {

// The host: runs the posix firmware as a process and reads its standard output.
class HostBoard : public Board {
public:
    QString id() const override { return BoardIds::host; }
    BoardResult run(const FirmwareManifest &firmware, const BoardRunOptions &options) override;
};

} // namespace rb
