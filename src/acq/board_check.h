// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board.h"
#include "acq/chip_probe.h"
#include "acq/openocd_flasher.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <vector>

namespace rb {

// One line of the board check's checklist.
struct BoardCheckItem {
    enum class State { Pass, Fail, Skipped };
    QString id; // machine-readable: openocd, probe, device_id, memory, port, run_72mhz, ...
    State state = State::Skipped;
    QString title;  // what is checked (translated)
    QString detail; // what was seen (translated)
    QString fix;    // failures: what to do about it (translated)
};

struct BoardCheckOptions {
    OpenOcdOptions openocd;
    QString port;
    int baud = 115200;
    QList<qint64> clocksHz = {72000000, 24000000, 108000000};
    QString firmwareDir;  // "" = FirmwareBuilder::defaultFirmwareDir()
    QString cacheDir;     // "" = FirmwareBuilder::defaultCacheDir()
    int iterations = 200; // samples per case: enough for cal_known_seq, quick to send
    int probeTimeoutMs = 20000;
    int runTimeoutMs = 120000;
    int idleTimeoutMs = 15000;
};

// Proves a GD32F103 set-up before the first real run (issue 18, rtosbench-cli board check):
// OpenOCD and the probe reach the chip (DP ID, device ID 0x414, flash and SRAM size), the serial
// port opens, then the bare-metal firmware is built, flashed and read at each clock (72, 24,
// 108 MHz): HELLO and COND arrive, clock_hz is the one asked, clock_hz_measured is within 2 %,
// cal_known_seq's median minus the overhead is exactly its expect= (100). Every failure names
// what to fix (wiring, BOOT0, crystal, baud, udev rules). Nothing waits without a timeout.
class BoardCheck {
    Q_DECLARE_TR_FUNCTIONS(rb::BoardCheck)

public:
    explicit BoardCheck(BoardCheckOptions options);

    // Runs every check in order; progress gets a line per step.
    std::vector<BoardCheckItem> run(const std::function<void(const QString &)> &progress = {});
    static bool allPassed(const std::vector<BoardCheckItem> &items);
    // Judges one firmware run at hz (after flashing): HELLO/COND, the clock (clock_hz as asked,
    // clock_hz_measured within 2 %), cal_known_seq exact after the overhead (pure: testable).
    static std::vector<BoardCheckItem> judgeRun(qint64 hz, const BoardResult &run, int baud);

private:
    bool checkOpenOcd();
    bool probeChip();
    bool checkPort();
    void runAt(qint64 hz); // board_check_run.cpp
    void skipRunsFrom(int index, const QString &why);
    static QString uartWiringFix(int baud);
    void add(QString id, BoardCheckItem::State state, QString title, QString detail,
             QString fix = {});
    void say(const QString &line) const;

    BoardCheckOptions m_options;
    std::vector<BoardCheckItem> m_items;
    std::function<void(const QString &)> m_progress;
};

} // namespace rb
