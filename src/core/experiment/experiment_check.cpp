// SPDX-License-Identifier: GPL-3.0-or-later
// Experiment::problems: what the firmware build would refuse, found before anything runs
// (issue 17 item 3), with the same rules as firmware/cmake/rb_validate.cmake.
#include "core/experiment/condition_check.h"
#include "core/experiment/experiment.h"
#include "core/kernels/kernel_catalogue.h"
#include "core/kernels/kernel_options.h"
#include "core/model/board_ids.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Experiment)
};

QString why(const BuildRequest &r)
{
    if (!BoardIds::all().contains(r.board))
        return Tr::tr("unknown board \"%1\" (qemu, gd32f103 or host)").arg(r.board);
    if (!r.external.isValid()) {
        const KernelInfo *k = KernelCatalogue::builtIn().find(r.kernel);
        if (!k || k->kind != QLatin1String("kernel"))
            return Tr::tr("unknown kernel \"%1\" (known: %2)")
                .arg(r.kernel, KernelCatalogue::builtIn().ids().join(QStringLiteral(", ")));
        if (!k->boards.contains(r.board))
            return Tr::tr("%1 does not run on %2 (it runs on %3)")
                .arg(r.kernel, r.board, k->boards.join(QStringLiteral(", ")));
    }
    // What a kernel cannot do with a compiler, before the build (issue 37): a kernel that owns
    // the image builds it with its own toolchain choice, not our files (the firmware refuses
    // the same: firmware/kernels/zephyr.cmake, firmware/cmake/rb_validate.cmake). Zephyr takes
    // gcc (its gnuarmemb variant) and clang (its llvm variant), but no LTO (3.4.99 has no
    // CONFIG_LTO).
    if (!r.external.isValid() && r.kernel == QLatin1String("zephyr") &&
        r.lto == QLatin1String("on"))
        return Tr::tr("zephyr builds its own image with its own toolchain variants (gcc: "
                      "gnuarmemb, clang: llvm; firmware/kernels/zephyr.cmake): lto on is "
                      "refused, the Zephyr tested here (3.4.99) has no CONFIG_LTO and its "
                      "multi-pass link takes no -flto of ours");
    // NuttX: its Make with its Kconfig toolchain, gcc (CONFIG_ARM_TOOLCHAIN_GNU_EABI) or clang
    // (CONFIG_ARM_TOOLCHAIN_CLANG); no other toolchain file; LTO (CONFIG_LTO_FULL) with GCC only
    // (the reason is the firmware's RB_NUTTX_LTO_REASON, firmware/kernels/nuttx.cmake).
    if (!r.external.isValid() && r.kernel == QLatin1String("nuttx")) {
        if (!r.toolchain.isEmpty() && r.toolchain != QLatin1String("gcc") &&
            r.toolchain != QLatin1String("clang"))
            return Tr::tr("nuttx builds with NuttX's own make and Kconfig toolchain: toolchain %1 "
                          "is not one of ours for it (gcc, clang)")
                .arg(r.toolchain);
        if (r.lto == QLatin1String("on") && r.toolchain == QLatin1String("clang"))
            return Tr::tr("nuttx refuses toolchain clang with lto on: NuttX's CONFIG_LTO_FULL is "
                          "wired for GCC only; with Clang (ld.lld's LTO) it is neither built nor "
                          "checked yet (firmware/kernels/nuttx.cmake)");
    }
    static const QRegularExpression opt(QStringLiteral("^-O([0123sgz]|fast)?$"));
    if (!r.opt.isEmpty() && !opt.match(r.opt).hasMatch())
        return Tr::tr("\"%1\" is not an optimisation level (-O0, -O1, -O2, -O3, -Os, -Og, -Oz)")
            .arg(r.opt);
    if (r.clockHz && *r.clockHz != 0 && r.timer == QLatin1String("cycle-model")) {
        // The cycle model's clock (docs/cycle-model.md): the GD32F103's, not the firmware's.
        if (*r.clockHz != 24000000 && *r.clockHz != 72000000 && *r.clockHz != 108000000)
            return Tr::tr("%1 Hz is not a GD32F103 clock the cycle model runs at (24, 72 or 108 "
                          "MHz)")
                .arg(*r.clockHz);
    } else if (r.clockHz && *r.clockHz != 0) {
        if (r.board != BoardIds::gd32f103)
            return Tr::tr("the clock is not ours to set on %1").arg(r.board);
        if (*r.clockHz != 24000000 && *r.clockHz != 72000000 && *r.clockHz != 108000000)
            return Tr::tr("%1 Hz is not a GD32F103 clock rtosbench makes (24, 72 or 108 MHz)")
                .arg(*r.clockHz);
    }
    if (!r.timer.isEmpty()) {
        const QStringList timers = BoardIds::timingMethods(r.board);
        if (!timers.contains(r.timer))
            return Tr::tr("timing method \"%1\" is not available on %2 (%3)")
                .arg(r.timer, r.board, timers.join(QStringLiteral(", ")));
        if (r.timer == QLatin1String("systick") && r.kernel != QLatin1String("baremetal"))
            return Tr::tr("the SysTick timer is only for bare metal (a kernel owns SysTick)");
    }
    if (!r.profile.isEmpty()) {
        const bool noProfiles =
            r.kernel == QLatin1String("baremetal") || r.kernel == QLatin1String("posix");
        if (r.profile != QLatin1String("default") && r.profile != QLatin1String("minimal") &&
            r.profile != QLatin1String("none"))
            return Tr::tr("unknown kernel profile \"%1\" (default or minimal)").arg(r.profile);
        if (noProfiles && r.profile == QLatin1String("minimal"))
            return Tr::tr("%1 has no kernel profiles").arg(r.kernel);
    }
    if (!r.kernelConfig.isEmpty() && !r.external.isValid()) {
        const std::optional<KernelOptions> options = KernelOptions::forKernel(r.kernel);
        if (!options)
            return Tr::tr("%1 has no configuration options (\"kernel_config\" sets %2)")
                .arg(r.kernel, r.kernelConfig.keys().join(QStringLiteral(", ")));
        for (auto it = r.kernelConfig.cbegin(); it != r.kernelConfig.cend(); ++it)
            if (const QString p = options->problem(it.key(), it.value()); !p.isEmpty())
                return p;
    }
    // What could reach CMake, ninja or a tool unchecked (issue 31): a path with ';', flags
    // outside the allow-list, ...; e.g. a --kernel-dir given on the command line.
    return ConditionCheck::requestProblem(r);
}

} // namespace

QString Experiment::countProblem() const
{
    Experiment once = *this; // one request per kernel x combination is enough
    once.repetitions = 1;
    once.order = Order::AsWritten;
    for (const BuildRequest &r : once.expand()) {
        const qint64 iterations = r.iterations.value_or(ConditionCheck::kDefaultIterations);
        if (r.warmup && *r.warmup > iterations)
            return Tr::tr("warmup %1 is more than the %2 iterations of a case (%3): warmup must "
                          "be from 0 to iterations")
                .arg(*r.warmup)
                .arg(iterations)
                .arg(r.label());
        const QString inject = r.defines.value(QStringLiteral("RB_INJECT_PRINT_EVERY"));
        if (!inject.isEmpty() && inject.toLongLong() > iterations)
            return Tr::tr("inject_print_every %1 is more than the %2 iterations of a case (%3): "
                          "it must be from 0 to iterations")
                .arg(inject)
                .arg(iterations)
                .arg(r.label());
    }
    return {};
}

QString BuildRequest::problem() const
{
    return why(*this);
}

QStringList Experiment::problems(const QString &boardOverride) const
{
    QStringList out;
    const std::vector<BuildRequest> plan = expand();
    for (size_t i = 0; i < plan.size(); ++i) {
        BuildRequest r = plan[i];
        if (!boardOverride.isEmpty())
            r.board = boardOverride;
        const QString w = why(r);
        if (!w.isEmpty() && !out.contains(w))
            out << w;
    }
    return out;
}

} // namespace rb
