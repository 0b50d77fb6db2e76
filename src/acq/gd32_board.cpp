// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/gd32_board.h"
#include "acq/serial_link.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRegularExpression>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Gd32Board)
};
} // namespace

Gd32Board::Gd32Board(OpenOcdOptions openocd, QString serialPort, int baud)
    : m_openocd(std::move(openocd)), m_port(std::move(serialPort)), m_baud(baud)
{}

BoardResult Gd32Board::run(const FirmwareManifest &firmware, const BoardRunOptions &opt)
{
    BoardResult r;
    if (m_port.isEmpty()) {
        r.error = Tr::tr("no serial port is set for the GD32F103 (use --port or Settings)");
        return r;
    }
    // The firmware's UART runs at the baud it was built for (manifest `baud`), whatever the
    // settings say; the settings' value is only a fallback for a manifest without one.
    const int manifestBaud = firmware.conditions.value(QStringLiteral("baud")).toVariant().toInt();
    const int baud = manifestBaud > 0 ? manifestBaud : m_baud;
    if (manifestBaud > 0 && manifestBaud != m_baud && opt.onStatus)
        opt.onStatus(-1, Tr::tr("serial port at %1 baud, as the firmware was built (the "
                                "settings say %2)")
                             .arg(manifestBaud)
                             .arg(m_baud));
    SerialLink link;
    QString error;
    if (!link.open(m_port, baud, &error)) {
        r.error = error;
        return r;
    }
    link.flushInput();
    const FlashResult flash = flashWithOpenOcd(m_openocd, firmware.elfPath, opt.cancel,
                                               [&opt](int percent, const QString &line) {
                                                   if (opt.onStatus)
                                                       opt.onStatus(percent, line);
                                               });
    r.diagnostics = flash.output;
    if (!flash.ok()) {
        r.cancelled = flash.outcome == FlashOutcome::Cancelled;
        r.error = flash.message;
        return r;
    }
    r.started = true;
    QElapsedTimer total, idle;
    total.start();
    idle.start();
    static const QRegularExpression done(QStringLiteral("(^|\\n)DONE \\d+ "));
    while (true) {
        const QByteArray chunk = link.read(100, &error);
        if (!error.isEmpty()) {
            r.error = error; // the link vanished mid-run
            break;
        }
        if (!chunk.isEmpty()) {
            idle.restart();
            r.capture += chunk;
            if (opt.onBytes && !opt.onBytes(chunk))
                break;
            // The line after DONE is complete once a newline follows it.
            const qsizetype at = r.capture.lastIndexOf("DONE ");
            if (at >= 0 && r.capture.indexOf('\n', at) > at &&
                done.match(QString::fromLatin1(r.capture.mid(qMax<qsizetype>(0, at - 1))))
                    .hasMatch()) {
                r.finished = true;
                r.exitCode = r.capture.indexOf("status=ok", at) > at ? 0 : 1;
                break;
            }
        }
        if (opt.cancel && opt.cancel->load()) {
            r.cancelled = true;
            r.error = Tr::tr("cancelled by the user");
            break;
        }
        if (total.elapsed() > opt.timeoutMs) {
            r.timedOut = true;
            r.error = Tr::tr("the board did not finish within %1 s").arg(opt.timeoutMs / 1000);
            break;
        }
        if (idle.elapsed() > opt.idleTimeoutMs) {
            r.timedOut = true;
            r.error = r.capture.isEmpty()
                          ? Tr::tr("nothing arrived on %1 within %2 s: check the UART wiring "
                                   "(PA9 TX → adapter RX) and the baud rate (%3)")
                                .arg(m_port)
                                .arg(opt.idleTimeoutMs / 1000)
                                .arg(m_baud)
                          : Tr::tr("the board stopped sending for %1 s (hung?)")
                                .arg(opt.idleTimeoutMs / 1000);
            break;
        }
    }
    return r;
}

} // namespace rb
