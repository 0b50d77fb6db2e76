// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli flash --probe cmsis-dap|stlink|jlink [--openocd PATH] FIRMWARE.elf
#include "acq/openocd_flasher.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

int flash(rb::CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Programs, verifies and resets a GD32F103 through OpenOCD."));
    p.addHelpOption();
    const QCommandLineOption probe("probe",
                                   Tr::tr("Probe: cmsis-dap, stlink, jlink or an interface .cfg."),
                                   "PROBE", "cmsis-dap");
    const QCommandLineOption openocd("openocd", Tr::tr("OpenOCD program."), "PATH", "openocd");
    const QCommandLineOption target("target", Tr::tr("OpenOCD target configuration."), "CFG",
                                    "target/stm32f1x.cfg");
    const QCommandLineOption speed("adapter-khz", Tr::tr("Debug adapter speed in kHz."), "KHZ",
                                   "0");
    const QCommandLineOption transport(
        "transport", Tr::tr("Debug transport (default: swd, hla_swd for ST-Link)."), "T");
    const QCommandLineOption tapId(
        "tap-id", Tr::tr("Expected CPU TAP id (default 0: not checked)."), "ID", "0");
    const QCommandLineOption verbose("verbose", Tr::tr("Print OpenOCD's output."));
    p.addOptions({probe, openocd, target, speed, transport, tapId, verbose});
    p.addPositionalArgument("firmware", Tr::tr("The ELF to program."));
    if (!p.parse(args)) {
        ctx.err << p.errorText() << Qt::endl;
        return 2;
    }
    if (rb::cli::helpAsked(p, ctx, QStringLiteral("flash")))
        return 0;
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1) {
        ctx.err << Tr::tr("error: flash needs exactly one FIRMWARE.elf") << Qt::endl;
        return 2;
    }
    rb::OpenOcdOptions o;
    o.probe = p.value(probe);
    o.program = p.value(openocd);
    o.target = p.value(target);
    o.adapterKhz = p.value(speed).toInt();
    o.transport = p.value(transport);
    o.cpuTapId = p.value(tapId);
    const rb::FlashResult r =
        rb::flashWithOpenOcd(o, pos.at(0), nullptr, [&](int percent, const QString &line) {
            if (p.isSet(verbose))
                ctx.err << QStringLiteral("[%1%] %2").arg(percent, 3).arg(line) << Qt::endl;
        });
    if (!r.ok()) {
        ctx.err << Tr::tr("error: %1").arg(r.message) << Qt::endl;
        return 1;
    }
    ctx.out << r.message << Qt::endl;
    return 0;
}

const bool registered =
    rb::registerCliCommand({QStringLiteral("flash"),
                            QString::fromUtf8(QT_TRANSLATE_NOOP(
                                "rb::Cli", "Flash a firmware into a GD32F103 through OpenOCD")),
                            &flash});

} // namespace
