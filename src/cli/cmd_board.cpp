// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli board check --probe P --port DEV [--openocd PATH] [--target CFG] [--baud N]
#include "acq/board_check.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

const char *stateWord(rb::BoardCheckItem::State s)
{
    switch (s) {
    case rb::BoardCheckItem::State::Pass:
        return "[PASS]";
    case rb::BoardCheckItem::State::Fail:
        return "[FAIL]";
    case rb::BoardCheckItem::State::Skipped:
        break;
    }
    return "[SKIP]";
}

int check(rb::CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Checks a GD32F103 set-up: probe and chip, serial port, then the bare-metal "
               "firmware at 72, 24 and 108 MHz (HELLO/COND, clock, cal_known_seq)."));
    p.addHelpOption();
    const QCommandLineOption probe("probe",
                                   Tr::tr("Probe: cmsis-dap, stlink, jlink or an interface .cfg."),
                                   "PROBE", "cmsis-dap");
    const QCommandLineOption port("port", Tr::tr("Serial port of the USB-UART adapter."), "DEV");
    const QCommandLineOption openocd("openocd", Tr::tr("OpenOCD program."), "PATH", "openocd");
    const QCommandLineOption target("target", Tr::tr("OpenOCD target configuration."), "CFG",
                                    "target/stm32f1x.cfg");
    const QCommandLineOption speed("adapter-khz", Tr::tr("Debug adapter speed in kHz."), "KHZ",
                                   "0");
    const QCommandLineOption baud("baud", Tr::tr("UART baud rate of the check firmware."), "N",
                                  "115200");
    p.addOptions({probe, port, openocd, target, speed, baud});
    if (!p.parse(args)) {
        ctx.err << p.errorText() << Qt::endl;
        return 2;
    }
    if (rb::cli::helpAsked(p, ctx, QStringLiteral("board check")))
        return 0;
    if (!p.positionalArguments().isEmpty()) {
        ctx.err << Tr::tr("error: unexpected argument '%1'").arg(p.positionalArguments().first())
                << Qt::endl;
        return 2;
    }
    if (!p.isSet(port)) {
        ctx.err << Tr::tr("error: board check needs --port DEV (the USB-UART adapter, e.g. "
                          "/dev/ttyUSB0)")
                << Qt::endl;
        return 2;
    }
    bool baudOk = false;
    const int baudValue = p.value(baud).toInt(&baudOk);
    if (!baudOk || baudValue <= 0) {
        ctx.err << Tr::tr("error: --baud must be a positive number") << Qt::endl;
        return 2;
    }
    rb::BoardCheckOptions o;
    o.openocd.probe = p.value(probe);
    o.openocd.program = p.value(openocd);
    o.openocd.target = p.value(target);
    o.openocd.adapterKhz = p.value(speed).toInt();
    o.port = p.value(port);
    o.baud = baudValue;
    ctx.out << Tr::tr("Board check: probe %1, port %2").arg(o.openocd.probe, o.port) << Qt::endl;
    rb::BoardCheck checker(o);
    const auto items =
        checker.run([&ctx](const QString &line) { ctx.err << "  " << line << Qt::endl; });
    int failed = 0;
    for (const rb::BoardCheckItem &i : items) {
        ctx.out << stateWord(i.state) << ' ' << i.title;
        if (!i.detail.isEmpty())
            ctx.out << ": " << i.detail;
        ctx.out << Qt::endl;
        if (i.state == rb::BoardCheckItem::State::Fail) {
            ++failed;
            ctx.out << "       " << Tr::tr("fix: %1").arg(i.fix) << Qt::endl;
        }
    }
    if (rb::BoardCheck::allPassed(items)) {
        ctx.out << Tr::tr("The set-up works: every check passed.") << Qt::endl;
        return 0;
    }
    ctx.out << Tr::tr("%n check(s) failed; skipped checks need the failed ones.", nullptr, failed)
            << Qt::endl;
    return 1;
}

int board(rb::CliContext &ctx, const QStringList &args)
{
    const QString sub = args.value(1);
    if (sub == QLatin1String("check"))
        return check(ctx, args.mid(1));
    if (sub == QLatin1String("-h") || sub == QLatin1String("--help")) {
        ctx.out << Tr::tr("Usage: rtosbench-cli board check --probe PROBE --port DEV [--openocd "
                          "PATH] [--target CFG] [--adapter-khz KHZ] [--baud N]\n"
                          "GD32F103 set-up (docs/firmware.md, First light).\n"
                          "  check   probe and chip (DP ID, device ID, flash and SRAM size), "
                          "serial port, then the bare-metal firmware at 72, 24 and 108 MHz: "
                          "a pass/fail checklist with what to fix; exit 1 when a check fails "
                          "(board check --help lists its options)")
                << Qt::endl;
        return 0;
    }
    ctx.err << (sub.isEmpty()
                    ? Tr::tr("error: board needs a sub-command: check")
                    : Tr::tr("error: unknown board sub-command '%1' (known: check)").arg(sub))
            << Qt::endl;
    return 2;
}

const bool registered = rb::registerCliCommand(
    {QStringLiteral("board"),
     QString::fromUtf8(QT_TRANSLATE_NOOP(
         "rb::Cli", "GD32F103 set-up: board check --probe P --port DEV (probe, chip, serial, "
                    "firmware at 72/24/108 MHz)")),
     &board});

} // namespace
