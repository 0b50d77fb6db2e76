// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace rb {

// Flashes an ELF into a GD32F103 through OpenOCD, run as an external program with an argument
// list (never a shell). OpenOCD 0.12 has no GD32F1 target file: the STM32F1 one is used.
// The command line, in this order (issue 18):
//   -f interface/<probe>.cfg -c "transport select swd|hla_swd" -c "set CPUTAPID 0"
//   -f target/stm32f1x.cfg -c "adapter speed N" -c "program {ELF} verify reset exit"
// - the transport is chosen explicitly: J-Link's interface file picks JTAG by itself, which
//   fails over the usual 4-wire SWD cable; ST-Link speaks hla_swd;
// - CPUTAPID 0 means "do not check" (the ID a GD32F103 reports is not pinned down); a user value
//   is passed on;
// - the speed comes after the target file, which sets its own 1000 kHz.
struct OpenOcdOptions {
    QString program = QStringLiteral("openocd");
    QString probe = QStringLiteral("cmsis-dap"); // cmsis-dap | stlink | jlink | a .cfg path
    QString target = QStringLiteral("target/stm32f1x.cfg"); // or a bare name: "stm32f1x"
    QString transport;                      // "" = by probe (swd, hla_swd for ST-Link)
    QString cpuTapId = QStringLiteral("0"); // 0 = OpenOCD does not check the TAP id
    int adapterKhz = 0;                     // 0: the target file's default
    int timeoutMs = 120000;
};

enum class FlashOutcome {
    Ok,
    NotInstalled,   // the program is not on PATH / not executable
    NoProbe,        // no probe of that kind found
    ConfigNotFound, // an interface or target .cfg does not exist
    TargetMismatch, // wrong target / IDCODE / no target answered
    VerifyFailed,
    Timeout,
    Cancelled,
    Failed // anything else: see the output
};

struct FlashResult {
    FlashOutcome outcome = FlashOutcome::Failed;
    int exitCode = -1;
    QString message; // one clear, translated sentence for the user
    QString output;  // OpenOCD's whole output
    bool ok() const { return outcome == FlashOutcome::Ok; }
};

QString openOcdInterfaceConfig(const QString &probe);
QString openOcdTargetConfig(const QString &target); // "stm32f1x" -> "target/stm32f1x.cfg"
QString openOcdTransport(const OpenOcdOptions &o);  // swd, hla_swd or the user's choice
// Interface, transport, CPUTAPID, target, speed: everything before a command.
QStringList openOcdSetupArguments(const OpenOcdOptions &o);
// The exact argument list: the set-up, then program + verify + reset + exit.
QStringList openOcdArguments(const OpenOcdOptions &o, const QString &elfPath);
// Reads OpenOCD's output and exit code into an outcome and a clear message (pure function).
FlashResult diagnoseOpenOcd(const OpenOcdOptions &o, const QString &output, int exitCode);

// Runs OpenOCD. progress receives (percent 0..100, line) for lines worth showing.
FlashResult flashWithOpenOcd(const OpenOcdOptions &o, const QString &elfPath,
                             const std::atomic_bool *cancel = nullptr,
                             const std::function<void(int, const QString &)> &progress = {});

} // namespace rb
