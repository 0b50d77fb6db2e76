// SPDX-License-Identifier: GPL-3.0-or-later
// BoardCheck: OpenOCD, the probe and the chip, the serial port (the firmware runs are in
// board_check_run.cpp).
#include "acq/board_check.h"
#include "acq/serial_link.h"
#include "core/process/tool_process.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace rb {

BoardCheck::BoardCheck(BoardCheckOptions options) : m_options(std::move(options)) {}

bool BoardCheck::allPassed(const std::vector<BoardCheckItem> &items)
{
    if (items.empty())
        return false;
    for (const BoardCheckItem &i : items)
        if (i.state != BoardCheckItem::State::Pass)
            return false;
    return true;
}

void BoardCheck::add(QString id, BoardCheckItem::State state, QString title, QString detail,
                     QString fix)
{
    m_items.push_back({std::move(id), state, std::move(title), std::move(detail), std::move(fix)});
}

void BoardCheck::say(const QString &line) const
{
    if (m_progress)
        m_progress(line);
}

std::vector<BoardCheckItem> BoardCheck::run(const std::function<void(const QString &)> &progress)
{
    m_items.clear();
    m_progress = progress;
    // The probe and the port are independent: both are checked, so one run names every
    // problem of the set-up; the firmware runs need both.
    const bool probeOk = checkOpenOcd() && probeChip();
    const bool portOk = checkPort();
    if (!probeOk || !portOk) {
        skipRunsFrom(0, !probeOk && !portOk ? tr("needs the probe and the serial port")
                        : !probeOk          ? tr("needs the probe")
                                            : tr("needs the serial port"));
        return m_items;
    }
    for (const BoardCheckItem &i : m_items)
        if (i.state == BoardCheckItem::State::Fail) { // a wrong chip is not flashed
            skipRunsFrom(0, tr("needs the chip checks above to pass"));
            return m_items;
        }
    for (qint64 hz : m_options.clocksHz)
        runAt(hz);
    return m_items;
}

void BoardCheck::skipRunsFrom(int index, const QString &why)
{
    for (int i = index; i < m_options.clocksHz.size(); ++i) {
        const qint64 mhz = m_options.clocksHz.at(i) / 1000000;
        add(QStringLiteral("run_%1mhz").arg(mhz), BoardCheckItem::State::Skipped,
            tr("Firmware at %1 MHz: HELLO, COND, clock, cal_known_seq").arg(mhz), why);
    }
}

bool BoardCheck::checkOpenOcd()
{
    const QString &p = m_options.openocd.program;
    const QString program = p.contains('/') ? p : QStandardPaths::findExecutable(p);
    const QString title = tr("OpenOCD installed");
    if (program.isEmpty() || !QFileInfo(program).isExecutable()) {
        add(QStringLiteral("openocd"), BoardCheckItem::State::Fail, title,
            tr("%1 was not found").arg(p),
            tr("Install OpenOCD 0.12 (apt install openocd) or give its path with --openocd."));
        return false;
    }
    add(QStringLiteral("openocd"), BoardCheckItem::State::Pass, title, program);
    return true;
}

bool BoardCheck::probeChip()
{
    const OpenOcdOptions &o = m_options.openocd;
    const QString title = tr("Probe %1 reaches the chip (DP ID)").arg(o.probe);
    say(tr("probing the chip through OpenOCD (%1)").arg(o.probe));
    const QString program =
        o.program.contains('/') ? o.program : QStandardPaths::findExecutable(o.program);
    ToolOptions run;
    run.mergeChannels = true;
    run.timeoutMs = m_options.probeTimeoutMs;
    const ToolResult probed = ToolProcess::run(program, ChipProbe::arguments(o), run);
    const QString output = QString::fromLocal8Bit(probed.out);
    const QString error = probed.error;
    const int code = probed.exitCode;
    if (code != 0) {
        const FlashResult d = diagnoseOpenOcd(o, output, code);
        QString fix;
        if (code == -1 && !error.isEmpty()) {
            add(QStringLiteral("probe"), BoardCheckItem::State::Fail, title, error,
                tr("OpenOCD did not finish: is the probe used by another program (another "
                   "OpenOCD, an IDE)? Unplug and re-plug it."));
            return false;
        }
        switch (d.outcome) {
        case FlashOutcome::NoProbe:
            fix = tr("Plug the probe in (lsusb lists it) and check that --probe names it "
                     "(cmsis-dap, stlink, jlink). udev rules: the Debian openocd package installs "
                     "60-openocd.rules; otherwise copy OpenOCD's contrib/60-openocd.rules to "
                     "/etc/udev/rules.d/, run sudo udevadm control --reload and re-plug the "
                     "probe.");
            break;
        case FlashOutcome::TargetMismatch:
            fix = tr("Wiring: probe SWDIO to PA13, SWCLK to PA14, GND to GND, VTref to the "
                     "board's 3.3 V; power the board. A firmware that remapped PA13/PA14 or sleeps "
                     "needs the reset line wired (NRST) and connect under reset.");
            break;
        case FlashOutcome::ConfigNotFound:
            fix = tr("--probe or --target names a configuration file this OpenOCD does not "
                     "have.");
            break;
        default:
            fix = tr("Read OpenOCD's output (rtosbench-cli flash --verbose shows it) and check "
                     "the probe, the wiring and the board's power.");
            break;
        }
        add(QStringLiteral("probe"), BoardCheckItem::State::Fail, title, d.message, fix);
        return false;
    }
    const ChipProbe chip = ChipProbe::parse(output);
    add(QStringLiteral("probe"), BoardCheckItem::State::Pass, title,
        chip.dpId
            ? tr("DP ID 0x%1").arg(*chip.dpId, 8, 16, QChar('0'))
            : tr("the chip answered (the DP ID is not printed over %1)").arg(openOcdTransport(o)));

    const QString idTitle = tr("Device ID 0x414 (high density)");
    if (!chip.devId())
        add(QStringLiteral("device_id"), BoardCheckItem::State::Fail, idTitle,
            tr("DBG_IDCODE (0xE0042000) could not be read"),
            tr("The probe connects but cannot read memory: check the wiring and the power, "
               "then retry."));
    else if (*chip.devId() != ChipProbe::HighDensityDevId)
        add(QStringLiteral("device_id"), BoardCheckItem::State::Fail, idTitle,
            tr("DEV_ID 0x%1 (DBG_IDCODE 0x%2)")
                .arg(*chip.devId(), 3, 16, QChar('0'))
                .arg(*chip.idcode, 8, 16, QChar('0')),
            tr("This is not a high-density GD32F103 (VE/ZE class): the gd32f103 board is "
               "linked for 512 KiB flash and 64 KiB SRAM and may not run on it."));
    else
        add(QStringLiteral("device_id"), BoardCheckItem::State::Pass, idTitle,
            tr("DBG_IDCODE 0x%1").arg(*chip.idcode, 8, 16, QChar('0')));

    const QString memTitle = tr("Flash and SRAM size (0x1FFFF7E0)");
    if (!chip.flashKib()) {
        add(QStringLiteral("memory"), BoardCheckItem::State::Fail, memTitle,
            tr("the memory density word could not be read"),
            tr("Check the wiring and the power, then retry."));
    } else {
        const int flash = *chip.flashKib();
        const auto sram = chip.sramKib();
        const QString seen = sram ? tr("flash %1 KiB, SRAM %2 KiB").arg(flash).arg(*sram)
                                  : tr("flash %1 KiB, SRAM not stated").arg(flash);
        if (flash < 256 || (sram && *sram < 64))
            add(QStringLiteral("memory"), BoardCheckItem::State::Fail, memTitle, seen,
                tr("The firmware needs 256 KiB of flash (the zero-wait area) and is linked for "
                   "64 KiB of SRAM with the stack at its top: use a GD32F103VE/ZE-class chip."));
        else
            add(QStringLiteral("memory"), BoardCheckItem::State::Pass, memTitle, seen);
    }
    return true;
}

bool BoardCheck::checkPort()
{
    const QString &port = m_options.port;
    const QString title = tr("Serial port %1 opens").arg(port);
    say(tr("opening %1").arg(port));
    if (port.isEmpty() || !QFileInfo::exists(port)) {
        add(QStringLiteral("port"), BoardCheckItem::State::Fail, title,
            tr("%1 does not exist").arg(port.isEmpty() ? tr("(none given)") : port),
            tr("Plug the USB-UART adapter in and pass its device with --port: ls /dev/ttyUSB* "
               "/dev/ttyACM* (dmesg names it when it is plugged in)."));
        return false;
    }
    SerialLink link;
    QString error;
    if (!link.open(port, m_options.baud, &error)) {
        const bool notSerial = !QFileInfo(port).fileName().startsWith(QLatin1String("tty")) ||
                               error.contains(QLatin1String("libserialport can use"));
        add(QStringLiteral("port"), BoardCheckItem::State::Fail, title, error,
            notSerial ? tr("%1 is not a serial device: pass the USB-UART adapter's device "
                           "(/dev/ttyUSB0, /dev/ttyACM0).")
                            .arg(port)
                      : tr("Permissions: add yourself to the dialout group (sudo usermod -aG "
                           "dialout $USER, then log in again) or add a udev rule; close other "
                           "programs using the port (screen, minicom)."));
        return false;
    }
    link.close();
    add(QStringLiteral("port"), BoardCheckItem::State::Pass, title,
        tr("%1 baud 8N1").arg(m_options.baud));
    return true;
}

} // namespace rb
