// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/firmware_manifest.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace rb {

// What a board run produced. The capture is every byte received, kept even when the run failed.
struct BoardResult {
    bool started = false;
    bool finished = false; // the firmware ran to its end (process exit / DONE seen)
    bool timedOut = false;
    bool cancelled = false;
    int exitCode = -1; // the firmware's exit code where the board has one
    QString error;     // one clear sentence when something went wrong
    QByteArray capture;
    QString diagnostics; // the emulator's / tool's own output (stderr, OpenOCD log)
};

struct BoardRunOptions {
    int timeoutMs = 300000;    // whole run
    int idleTimeoutMs = 60000; // no byte for this long: the board hangs
    // Several boards run at once (RunController's --jobs): a reader that wakes for every byte
    // takes CPU from the other QEMUs, so the virtual board lets its UART bytes gather briefly
    // (docs/performance.md, "The reader of the UART"). Alone, it reads each as it comes.
    bool sharesTheHost = false;
    const std::atomic_bool *cancel = nullptr;
    // Receives bytes as they arrive (for live progress). Return false to stop reading.
    std::function<bool(const QByteArray &)> onBytes;
    // Status lines for the log ("flashing", "waiting for QEMU" ...), percent -1 when unknown.
    std::function<void(int, const QString &)> onStatus;
};

// A board: flash or start a firmware, give its output, stop. Runs synchronously on the caller's
// (worker) thread; cancel through options.cancel.
class Board {
public:
    virtual ~Board() = default;
    virtual QString id() const = 0;
    virtual BoardResult run(const FirmwareManifest &firmware, const BoardRunOptions &options) = 0;
};

struct BoardSettings {
    QString qemuProgram = QStringLiteral("qemu-system-arm");
    QString openOcdProgram = QStringLiteral("openocd");
    QString probe = QStringLiteral("cmsis-dap");
    QString target = QStringLiteral("target/stm32f1x.cfg"); // OpenOCD target file or name
    int adapterKhz = 0;                                     // 0: the target file's default
    QString serialPort;
    int baud = 115200; // used only when the firmware's manifest states no baud
};

// makeBoard(id, settings): acq/board_registry.h.

} // namespace rb
