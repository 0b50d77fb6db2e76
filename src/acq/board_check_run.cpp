// SPDX-License-Identifier: GPL-3.0-or-later
// BoardCheck: the bare-metal firmware built, flashed and read at one clock.
#include "acq/board_check.h"
#include "acq/firmware_builder.h"
#include "acq/gd32_board.h"
#include "core/protocol/capture_assembler.h"

#include <cmath>

namespace rb {
namespace {

QString firmwareError(const QList<CaptureProblem> &problems)
{
    for (const CaptureProblem &p : problems)
        if (p.code == QLatin1String("firmware_error"))
            return p.message;
    return {};
}

} // namespace

QString BoardCheck::uartWiringFix(int baud)
{
    return tr("UART wiring: PA9 (USART0 TX) to the adapter's RX, PA10 (RX) to its TX, GND to "
              "GND, 3.3 V levels. BOOT0 must be low (with BOOT0 high the chip starts its boot "
              "loader, not the flash). The baud is the firmware's (%1).")
        .arg(baud);
}

void BoardCheck::runAt(qint64 hz)
{
    using State = BoardCheckItem::State;
    const qint64 mhz = hz / 1000000;
    const QString id = QStringLiteral("_%1mhz").arg(mhz);
    BuildRequest req;
    req.board = BoardIds::gd32f103;
    req.kernel = QStringLiteral("baremetal");
    req.opt = QStringLiteral("-Os");
    req.clockHz = hz;
    req.timer = QStringLiteral("dwt");
    req.iterations = m_options.iterations;
    req.warmup = qMax(1, m_options.iterations / 10);
    if (m_options.baud != 115200)
        req.defines.insert(QStringLiteral("RB_BAUD"), QString::number(m_options.baud));
    say(tr("building the bare-metal firmware at %1 MHz").arg(mhz));
    const FirmwareBuilder builder(
        m_options.firmwareDir.isEmpty() ? FirmwareBuilder::defaultFirmwareDir()
                                        : m_options.firmwareDir,
        m_options.cacheDir.isEmpty() ? FirmwareBuilder::defaultCacheDir() : m_options.cacheDir);
    const BuildOutcome built = builder.build(req);
    if (!built.ok || !built.manifest) {
        add(QStringLiteral("build") + id, State::Fail, tr("Firmware builds at %1 MHz").arg(mhz),
            built.error,
            tr("Install the Arm cross compiler (apt install gcc-arm-none-eabi) and CMake; "
               "rtosbench-cli build-firmware --board gd32f103 shows the whole log."));
        return;
    }

    say(tr("flashing and reading the firmware at %1 MHz").arg(mhz));
    Gd32Board board(m_options.openocd, m_options.port, m_options.baud);
    BoardRunOptions bo;
    bo.timeoutMs = m_options.runTimeoutMs;
    bo.idleTimeoutMs = m_options.idleTimeoutMs;
    bo.onStatus = [this](int, const QString &line) { say(line); };
    const BoardResult r = board.run(*built.manifest, bo);
    if (!r.started) {
        add(QStringLiteral("flash") + id, State::Fail, tr("Flashed at %1 MHz").arg(mhz), r.error,
            tr("The probe answered before: check that nothing else uses it, and the power "
               "(flashing needs a stable 3.3 V)."));
        return;
    }
    for (BoardCheckItem &i : judgeRun(hz, r, m_options.baud))
        m_items.push_back(std::move(i));
}

std::vector<BoardCheckItem> BoardCheck::judgeRun(qint64 hz, const BoardResult &r, int baud)
{
    using State = BoardCheckItem::State;
    std::vector<BoardCheckItem> out;
    auto add = [&out](QString id, State state, QString title, QString detail, QString fix = {}) {
        out.push_back({std::move(id), state, std::move(title), std::move(detail), std::move(fix)});
    };
    const qint64 mhz = hz / 1000000;
    const QString id = QStringLiteral("_%1mhz").arg(mhz);
    const QString wiringFix = uartWiringFix(baud);
    Configuration requested;
    requested.board = BoardIds::gd32f103;
    requested.clockHz = hz;
    const QString helloTitle = tr("HELLO and COND at %1 MHz").arg(mhz);
    if (r.capture.isEmpty()) {
        add(QStringLiteral("hello") + id, State::Fail, helloTitle, r.error, wiringFix);
        return out;
    }
    QList<CaptureProblem> problems;
    const Run run = CaptureAssembler::assemble(r.capture, requested, &problems);
    if (run.config.board != BoardIds::gd32f103) {
        add(QStringLiteral("hello") + id, State::Fail, helloTitle,
            tr("%n byte(s) arrived but no valid HELLO/COND", nullptr, int(r.capture.size())),
            tr("Wrong baud or a noisy line: the firmware sends at %1 baud 8N1; check GND between "
               "the board and the adapter.")
                .arg(baud));
        return out;
    }
    const QString debugen = run.config.extra.value(QStringLiteral("c_debugen"));
    add(QStringLiteral("hello") + id, State::Pass, helloTitle,
        debugen == QLatin1String("1")
            ? tr("c_debugen=1 after flashing: power-cycle the board before measuring")
            : tr("c_debugen=%1").arg(debugen));

    // The clock: the one asked, and measured against IRC8M within 2 %.
    const QString clockTitle = tr("Clock %1 MHz, measured within 2 %").arg(mhz);
    const qint64 running = run.config.clockHz.value_or(0);
    const qint64 measured =
        run.config.extra.value(QStringLiteral("clock_hz_measured")).toLongLong();
    const QString seen = tr("clock_hz=%1, clock_hz_measured=%2").arg(running).arg(measured);
    const QString err = firmwareError(problems);
    if (running != hz || measured <= 0 || std::llabs(measured - hz) * 50 > hz)
        add(QStringLiteral("clock") + id, State::Fail, clockTitle,
            err.isEmpty() ? seen : seen + QStringLiteral("; ") + err,
            running != hz ? tr("The PLL did not start from the crystal: check HXTAL (8 MHz) "
                               "and its load capacitors.")
            : measured <= 0
                ? tr("No measurement: PA8 (CK_OUT0, looped back into TIMER0) is driven or "
                     "loaded by something on the board; free it.")
                : tr("Crystal: the board's HXTAL must be 8 MHz (a 12 MHz crystal makes the "
                     "108 MHz build run at 162 MHz)."));
    else
        add(QStringLiteral("clock") + id, State::Pass, clockTitle, seen);

    // cal_known_seq: median minus the overhead is exactly its expect= (100 NOP cycles).
    const QString seqTitle = tr("cal_known_seq = 100 after the overhead at %1 MHz").arg(mhz);
    const CaseResult *seq = nullptr;
    for (const CaseResult &c : run.cases)
        if (c.metric == QLatin1String("cal_known_seq"))
            seq = &c;
    if (!seq || seq->samples.empty()) {
        add(QStringLiteral("known_seq") + id, State::Fail, seqTitle,
            err.isEmpty() ? (r.error.isEmpty() ? tr("no cal_known_seq samples arrived") : r.error)
                          : err,
            r.finished ? tr("The firmware ended before the case: read the capture "
                            "(rtosbench-cli flash, then a terminal at %1 baud).")
                             .arg(baud)
                       : wiringFix);
        return out;
    }
    const double net = Validator::median(seq->samples) - double(seq->overhead.value_or(0));
    const QString netText = tr("median - overhead = %1 cycles").arg(net);
    if (seq->checks.value(QStringLiteral("overhead_exact"), 0) == 1)
        add(QStringLiteral("known_seq") + id, State::Pass, seqTitle, netText);
    else
        add(QStringLiteral("known_seq") + id, State::Fail, seqTitle, netText,
            tr("The timing chain is off (flash wait states, an interrupt during the window, "
               "a debugger halting the core): power-cycle the board and retry; keep the "
               "capture for a report."));
    return out;
}

} // namespace rb
