// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/openocd_flasher.h"

#include "core/process/tool_process.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::OpenOcd)
};
} // namespace

QString openOcdInterfaceConfig(const QString &probe)
{
    if (probe.endsWith(QLatin1String(".cfg")))
        return probe;
    if (probe == QLatin1String("stlink") || probe == QLatin1String("st-link"))
        return QStringLiteral("interface/stlink.cfg");
    if (probe == QLatin1String("jlink") || probe == QLatin1String("j-link"))
        return QStringLiteral("interface/jlink.cfg");
    return QStringLiteral("interface/cmsis-dap.cfg");
}

QString openOcdTargetConfig(const QString &target)
{
    if (target.isEmpty())
        return QStringLiteral("target/stm32f1x.cfg");
    if (target.endsWith(QLatin1String(".cfg")))
        return target;
    return QStringLiteral("target/%1.cfg").arg(target);
}

QString openOcdTransport(const OpenOcdOptions &o)
{
    if (!o.transport.isEmpty())
        return o.transport;
    const QString iface = openOcdInterfaceConfig(o.probe);
    return iface.contains(QLatin1String("stlink")) ? QStringLiteral("hla_swd")
                                                   : QStringLiteral("swd");
}

QStringList openOcdSetupArguments(const OpenOcdOptions &o)
{
    QStringList a;
    a << QStringLiteral("-f") << openOcdInterfaceConfig(o.probe);
    // After the interface file (which offers the transports), before the target file.
    a << QStringLiteral("-c") << QStringLiteral("transport select %1").arg(openOcdTransport(o));
    // CPUTAPID must be set before the target file reads it.
    a << QStringLiteral("-c")
      << QStringLiteral("set CPUTAPID %1")
             .arg(o.cpuTapId.isEmpty() ? QStringLiteral("0") : o.cpuTapId);
    a << QStringLiteral("-f") << openOcdTargetConfig(o.target);
    // After the target file: stm32f1x.cfg sets "adapter speed 1000" itself.
    if (o.adapterKhz > 0)
        a << QStringLiteral("-c") << QStringLiteral("adapter speed %1").arg(o.adapterKhz);
    return a;
}

QStringList openOcdArguments(const OpenOcdOptions &o, const QString &elfPath)
{
    QStringList a = openOcdSetupArguments(o);
    // Braces quote the path for OpenOCD's Tcl (spaces are allowed in it).
    a << QStringLiteral("-c") << QStringLiteral("program {%1} verify reset exit").arg(elfPath);
    return a;
}

FlashResult diagnoseOpenOcd(const OpenOcdOptions &o, const QString &output, int exitCode)
{
    FlashResult r;
    r.exitCode = exitCode;
    r.output = output;
    auto has = [&output](const char *needle) {
        return output.contains(QLatin1String(needle), Qt::CaseInsensitive);
    };
    static const QRegularExpression cantFind(QStringLiteral("Can't find ([^\\s]+\\.cfg)"));
    const auto cfg = cantFind.match(output);
    if (cfg.hasMatch()) {
        r.outcome = FlashOutcome::ConfigNotFound;
        r.message = Tr::tr("OpenOCD cannot find the configuration file %1: check the probe and "
                           "target settings")
                        .arg(cfg.captured(1));
    } else if (has("unable to find a matching CMSIS-DAP device") ||
               has("unable to find a CMSIS-DAP device")) {
        r.outcome = FlashOutcome::NoProbe;
        r.message = Tr::tr("no CMSIS-DAP probe found: is it plugged in and are the udev rules "
                           "installed?");
    } else if (has("No J-Link device found")) {
        r.outcome = FlashOutcome::NoProbe;
        r.message = Tr::tr("no J-Link probe found: is it plugged in and are the udev rules "
                           "installed?");
    } else if (o.probe.startsWith(QLatin1String("st")) &&
               (has("open failed") || has("couldn't open") || has("libusb_open() failed"))) {
        r.outcome = FlashOutcome::NoProbe;
        r.message = Tr::tr("no ST-LINK probe found: is it plugged in and are the udev rules "
                           "installed?");
    } else if (has("open failed")) {
        r.outcome = FlashOutcome::NoProbe;
        r.message = Tr::tr("the debug probe could not be opened: is it plugged in and are the udev "
                           "rules installed?");
    } else if (has("UNEXPECTED idcode") || has("Invalid ACK") || has("JTAG-DP STICKY ERROR") ||
               has("Error connecting DP") || has("JTAG scan chain interrogation failed") ||
               has("Cannot identify target")) {
        r.outcome = FlashOutcome::TargetMismatch;
        r.message = Tr::tr("the probe answered but the target did not: check the wiring (SWDIO, "
                           "SWCLK, GND), the power, and that the board is a GD32F103/STM32F1");
    } else if (has("verify failed") || has("checksum mismatch") || has("contents differ")) {
        r.outcome = FlashOutcome::VerifyFailed;
        r.message = Tr::tr("the flash verify failed: the image in flash differs from the ELF "
                           "(flash protected or worn?)");
    } else if (exitCode == 0 && (has("Verified OK") || has("verified"))) {
        r.outcome = FlashOutcome::Ok;
        r.message = Tr::tr("programmed and verified");
    } else if (exitCode == 0) {
        r.outcome = FlashOutcome::Ok;
        r.message = Tr::tr("programmed");
    } else {
        r.outcome = FlashOutcome::Failed;
        // The last Error: line says most.
        static const QRegularExpression err(QStringLiteral("^Error: (.*)$"),
                                            QRegularExpression::MultilineOption);
        QString last;
        auto it = err.globalMatch(output);
        while (it.hasNext())
            last = it.next().captured(1).trimmed();
        r.message = last.isEmpty() ? Tr::tr("OpenOCD failed with exit code %1").arg(exitCode)
                                   : Tr::tr("OpenOCD failed: %1").arg(last);
    }
    return r;
}

FlashResult flashWithOpenOcd(const OpenOcdOptions &o, const QString &elfPath,
                             const std::atomic_bool *cancel,
                             const std::function<void(int, const QString &)> &progress)
{
    FlashResult r;
    const QString program =
        o.program.contains('/') ? o.program : QStandardPaths::findExecutable(o.program);
    if (program.isEmpty() || !QFileInfo(program).isExecutable()) {
        r.outcome = FlashOutcome::NotInstalled;
        r.message = Tr::tr("OpenOCD (%1) was not found: install it (apt install openocd) or set "
                           "its path in Settings")
                        .arg(o.program);
        return r;
    }
    if (!QFileInfo::exists(elfPath)) {
        r.message = Tr::tr("the firmware %1 does not exist").arg(elfPath);
        return r;
    }
    int percent = 0;
    ToolOptions t;
    t.mergeChannels = true;
    t.timeoutMs = o.timeoutMs;
    t.maxOutputBytes = qint64(16) << 20;
    t.cancel = cancel;
    if (progress)
        t.onLine = [&percent, &progress](const QString &line) {
            if (line.isEmpty())
                return;
            if (line.contains(QLatin1String("Programming Started")))
                percent = 20;
            else if (line.contains(QLatin1String("Programming Finished")))
                percent = 70;
            else if (line.contains(QLatin1String("Verify Started")))
                percent = 80;
            else if (line.contains(QLatin1String("Verified OK")))
                percent = 95;
            progress(percent, line.trimmed());
        };
    const ToolResult run = ToolProcess::run(program, openOcdArguments(o, elfPath), t);
    const QString output = QString::fromLocal8Bit(run.out);
    switch (run.end) {
    case ToolEnd::NotStarted:
        r.outcome = FlashOutcome::NotInstalled;
        r.message = Tr::tr("OpenOCD could not be started: %1").arg(run.systemError);
        return r;
    case ToolEnd::Cancelled:
        r.outcome = FlashOutcome::Cancelled;
        r.output = output;
        r.message = Tr::tr("flashing cancelled");
        return r;
    case ToolEnd::TimedOut:
        r.outcome = FlashOutcome::Timeout;
        r.output = output;
        r.message = Tr::tr("OpenOCD did not finish within %1 s").arg(o.timeoutMs / 1000);
        return r;
    case ToolEnd::TooMuchOutput:
        r.output = output;
        r.message = run.error;
        return r;
    case ToolEnd::Exited:
    case ToolEnd::Crashed:
    case ToolEnd::Idle:
    case ToolEnd::Stopped:
        break;
    }
    const int code = run.exitCode; // -1 when it crashed
    r = diagnoseOpenOcd(o, output, code);
    if (progress && r.ok())
        progress(100, r.message);
    return r;
}

} // namespace rb
