// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board.h"
#include "acq/openocd_flasher.h"
#include "core/model/board_ids.h"

namespace rb {

// A real GD32F103: the serial port is opened first (so the first line after reset is not
// lost), then OpenOCD programs, verifies and resets the chip, then the UART is read until the
// firmware's DONE line, a timeout, a disconnect or cancel.
class Gd32Board : public Board {
public:
    Gd32Board(OpenOcdOptions openocd, QString serialPort, int baud);
    QString id() const override { return BoardIds::gd32f103; }
    BoardResult run(const FirmwareManifest &firmware, const BoardRunOptions &options) override;

private:
    OpenOcdOptions m_openocd;
    QString m_port;
    int m_baud;
};

} // namespace rb
