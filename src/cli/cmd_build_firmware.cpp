// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli build-firmware --board B --kernel K [--opt O] [--cflags F] [--clock-hz F] [--timer
// T]
//                              [--profile P] [--kernel-dir D] [--iterations N] [--warmup N] --out
//                              DIR
#include "acq/cycle_model_run.h"
#include "acq/firmware_builder.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/experiment/compiler_flags.h"
#include "core/experiment/condition_check.h"
#include "core/experiment/kernel_dirs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

int buildFirmware(rb::CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Builds one firmware configuration through firmware/CMakeLists.txt "
               "and writes DIR/manifest.json."));
    p.addHelpOption();
    const QCommandLineOption board("board", Tr::tr("Board: qemu, gd32f103 or host."), "B");
    const QCommandLineOption kernel("kernel", Tr::tr("Kernel: baremetal, posix, freertos ..."),
                                    "K");
    const QCommandLineOption opt("opt", Tr::tr("Optimisation flag, e.g. -Os."), "O");
    const QCommandLineOption cflags("cflags", Tr::tr("Extra compiler flags."), "FLAGS");
    const QCommandLineOption clock("clock-hz",
                                   Tr::tr("Core clock in Hz (gd32f103: 24, 72 or 108 MHz)."), "F");
    const QCommandLineOption timer(
        "timer", Tr::tr("Timing method: dwt, systick, gpio, icount, cycle-model, clock."), "T");
    const QCommandLineOption profile("profile", Tr::tr("Kernel profile: default or minimal."), "P");
    const QCommandLineOption kdir(
        "kernel-dir", Tr::tr("The kernel's source tree (default: the kernel registry's)."), "D");
    const QCommandLineOption iters("iterations", Tr::tr("Samples per case."), "N");
    const QCommandLineOption warm("warmup", Tr::tr("Warm-up iterations per case."), "N");
    const QCommandLineOption out("out", Tr::tr("Build directory."), "DIR");
    p.addOptions({board, kernel, opt, cflags, clock, timer, profile, kdir, iters, warm, out});
    if (!p.parse(args)) {
        ctx.err << p.errorText() << Qt::endl;
        return 2;
    }
    if (rb::cli::helpAsked(p, ctx, QStringLiteral("build-firmware")))
        return 0;
    if (!p.isSet(board) || !p.isSet(kernel) || !p.isSet(out)) {
        ctx.err << Tr::tr("error: build-firmware needs --board, --kernel and --out") << Qt::endl;
        return 2;
    }
    rb::BuildRequest r;
    r.board = p.value(board);
    r.kernel = p.value(kernel);
    r.opt = p.value(opt);
    // The flags are split and checked once (core/experiment/compiler_flags.h), before anything
    // is built: a refused flag is named.
    QString error;
    if (p.isSet(cflags)) {
        const std::optional<QStringList> tokens = rb::CompilerFlags::parse(p.value(cflags), &error);
        if (!tokens) {
            ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
            return 2;
        }
        r.cflags = rb::CompilerFlags::join(*tokens);
    }
    if (p.isSet(clock))
        r.clockHz = p.value(clock).toLongLong();
    r.timer = p.value(timer);
    r.profile = p.value(profile);
    // The kernel's tree: --kernel-dir (checked), else the kernel registry's; both before any
    // build starts.
    const rb::KernelInfo *info = rb::KernelCatalogue::builtIn().find(r.kernel);
    if (p.isSet(kdir)) {
        if (!rb::KernelDirs::checkDir(r.kernel, p.value(kdir), rb::KernelCatalogue::builtIn(),
                                      &error)) {
            ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
            return 2;
        }
        r.kernelDir = p.value(kdir);
    } else if (info && info->needsTree) {
        rb::KernelRegistry registry;
        std::optional<QString> dir;
        if (registry.load(&error))
            dir = rb::KernelDirs::resolve(r.kernel, {}, registry, &error);
        if (!dir) {
            ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
            return 2;
        }
        r.kernelDir = *dir;
    }
    if (info && !info->extraTrees.isEmpty()) { // e.g. uc-cpu and uc-lib for ucos3: the registry's
        rb::KernelRegistry registry;
        if (!registry.load(&error) || !rb::KernelDirs::resolveExtraTrees(r, registry, &error)) {
            ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
            return 2;
        }
    }
    // Counts as in an experiment (docs/experiments.md): integers in their range, never "0" for
    // text that is not a number.
    const auto count = [&](const QCommandLineOption &o, qint64 min, std::optional<int> *out) {
        bool ok = false;
        const qint64 v = p.value(o).toLongLong(&ok);
        if (!ok || v < min || v > rb::ConditionCheck::kMaxIterations) {
            ctx.err << Tr::tr("error: --%1 must be an integer from %2 to %3, found \"%4\"")
                           .arg(o.names().first())
                           .arg(min)
                           .arg(rb::ConditionCheck::kMaxIterations)
                           .arg(p.value(o))
                    << Qt::endl;
            return false;
        }
        *out = int(v);
        return true;
    };
    if (p.isSet(iters) && !count(iters, 1, &r.iterations))
        return 2;
    if (p.isSet(warm) && !count(warm, 0, &r.warmup))
        return 2;
    if (const QString unsafe = rb::ConditionCheck::requestProblem(r); !unsafe.isEmpty()) {
        ctx.err << Tr::tr("error: %1").arg(unsafe) << Qt::endl;
        return 2;
    }
    ctx.err << Tr::tr("building %1 into %2").arg(r.label(), p.value(out)) << Qt::endl;
    const rb::FirmwareBuilder builder;
    // cycle-model builds the icount image (acq/cycle_model_run.h).
    const rb::BuildOutcome b =
        builder.buildInto(rb::CycleModelRun::firmwareRequest(r), p.value(out));
    if (!b.ok) {
        ctx.err << Tr::tr("error: %1").arg(b.error) << Qt::endl;
        return 1;
    }
    ctx.out << QJsonDocument(b.manifest->raw).toJson();
    return 0;
}

const bool registered = rb::registerCliCommand(
    {QStringLiteral("build-firmware"),
     QString::fromUtf8(QT_TRANSLATE_NOOP("rb::Cli", "Build one firmware configuration")),
     &buildFirmware});

} // namespace
