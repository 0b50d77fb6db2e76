// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board.h"
#include "core/model/board_ids.h"

namespace rb {

// The virtual board: QEMU netduino2 (Cortex-M3). The UART goes to a unix-socket chardev with
// server=on,wait=on, so QEMU does not start the CPU before we are connected and no byte is lost.
// The run ends with the firmware's semihosting exit code; a timeout or cancel kills QEMU.
class QemuBoard : public Board {
public:
    explicit QemuBoard(QString program = QStringLiteral("qemu-system-arm"));
    QString id() const override { return BoardIds::qemu; }
    BoardResult run(const FirmwareManifest &firmware, const BoardRunOptions &options) override;

    // The command for an ELF when no manifest gives one (external builds).
    static QStringList defaultCommand(const QString &elf);
    // The manifest's command with its UART sink (-serial stdio) replaced by the socket chardev.
    static QStringList withSocketSerial(const QStringList &command, const QString &socketPath);
    // QEMU's output without its own notices about the socket we asked for ("... info: QEMU
    // waiting for connection on: ..."): they say nothing about the run, so they are no note.
    static QString withoutOwnNotices(const QString &output);

private:
    QString m_program;
};

} // namespace rb
