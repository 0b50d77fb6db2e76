// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli --db PATH run EXPERIMENT.json [--board qemu|host|gd32f103] [--port DEV]
//               [--probe cmsis-dap] [--kernel-dir K=DIR] [--kernel-cache DIR] [--stop-on-failure]
//               [--timeout S] [--shard K/N] [--resume]
// Kernel trees: --kernel-dir and the experiment's kernel_dirs win, else the kernel registry.
#include "acq/run_controller.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/plan_selection.h"
#include "cli/run_progress.h"
#include "core/experiment/experiment_trust.h"
#include "core/experiment/kernel_dirs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QThread>

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

// An experiment file that starts programs of its own runs only when trusted (issue 19).
bool checkTrust(rb::CliContext &ctx, const rb::Experiment &exp, const QString &path, bool trust)
{
    if (!rb::ExperimentTrust::runsCommands(exp))
        return true;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        ctx.err << Tr::tr("error: cannot read %1").arg(path) << Qt::endl;
        return false;
    }
    const QString digest = rb::ExperimentTrust::digestOf(f.readAll());
    rb::ExperimentTrust store;
    if (store.isTrusted(digest))
        return true;
    if (!trust) {
        ctx.err << Tr::tr("error: %1 runs commands of its own, and this file (SHA-256 %2) has not "
                          "been trusted:")
                       .arg(path, digest.left(16))
                << Qt::endl;
        for (const QString &line : rb::ExperimentTrust::describeCommands(exp))
            ctx.err << QStringLiteral("  ") << line << Qt::endl;
        ctx.err << Tr::tr("Review them; run again with --trust to run them (remembered for this "
                          "exact file content).")
                << Qt::endl;
        return false;
    }
    QString error;
    if (!store.trust(digest, path, &error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return false;
    }
    ctx.err << Tr::tr("trusted %1 (SHA-256 %2)").arg(path, digest.left(16)) << Qt::endl;
    return true;
}

int runExperiment(rb::CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Runs an experiment: build, flash or start, capture, validate "
               "and store every configuration."));
    p.addHelpOption();
    const QCommandLineOption board("board",
                                   Tr::tr("Run on this board instead: qemu, host, gd32f103."), "B");
    const QCommandLineOption port(
        "port", Tr::tr("Serial port of the GD32F103 (e.g. /dev/ttyUSB0)."), "DEV");
    const QCommandLineOption baud("baud", Tr::tr("Baud rate of the serial port."), "N", "115200");
    const QCommandLineOption probe("probe", Tr::tr("Debug probe: cmsis-dap, stlink or jlink."), "P",
                                   "cmsis-dap");
    const QCommandLineOption openocd("openocd", Tr::tr("OpenOCD program."), "PATH", "openocd");
    const QCommandLineOption target("target", Tr::tr("OpenOCD target configuration."), "CFG",
                                    "target/stm32f1x.cfg");
    const QCommandLineOption speed("adapter-khz", Tr::tr("Debug adapter speed in kHz."), "KHZ",
                                   "0");
    const QCommandLineOption qemu("qemu", Tr::tr("QEMU program."), "PATH", "qemu-system-arm");
    const QCommandLineOption kdir(
        "kernel-dir", Tr::tr("Kernel source tree, as KERNEL=DIR (repeatable)."), "K=DIR");
    const QCommandLineOption kcache(
        "kernel-cache",
        Tr::tr("Kernel registry to take trees from (default: $RTOSBENCH_KERNEL_CACHE, else "
               "~/.cache/rtosbench/kernels)."),
        "DIR");
    const QCommandLineOption stop("stop-on-failure",
                                  Tr::tr("Stop at the first failing configuration."));
    const QCommandLineOption timeout("timeout", Tr::tr("Seconds one board run may take."), "S",
                                     "600");
    const QCommandLineOption quiet("quiet", Tr::tr("Print only the result lines."));
    const QCommandLineOption trustOpt(
        "trust", Tr::tr("Trust the experiment file's own commands (external builds) and run them; "
                        "remembered for this exact file content."));
    const QCommandLineOption skipMissing(
        "skip-missing-trees",
        Tr::tr("Leave out the kernels whose source tree is neither given nor registered, saying "
               "how to add each, and run the others."));
    const QCommandLineOption jobs(
        "jobs",
        Tr::tr("Virtual-board configurations run at once, one QEMU each (default: the number of "
               "cores). Host and GD32F103 runs are always one at a time."),
        "N", QString::number(QThread::idealThreadCount()));
    const QCommandLineOption shardOpt(
        "shard",
        Tr::tr("Run only part K of N of the plan (0 <= K < N): the configurations whose position "
               "in the experiment's order, counted from 0, is K modulo N. N machines running "
               "0/N ... N-1/N into one database run the whole plan once (docs/scale.md)."),
        "K/N");
    const QCommandLineOption resumeOpt(
        "resume", Tr::tr("Run only the configurations of the plan (or of --shard) that have no "
                         "complete run in the database yet: missing and failed ones."));
    p.addOptions({board, port, baud, probe, openocd, target, speed, qemu, kdir, kcache, stop,
                  timeout, quiet, trustOpt, skipMissing, jobs, shardOpt, resumeOpt});
    p.addPositionalArgument("experiment", Tr::tr("The experiment definition (JSON)."));
    if (!p.parse(args)) {
        ctx.err << p.errorText() << Qt::endl;
        return 2;
    }
    if (rb::cli::helpAsked(p, ctx, QStringLiteral("run")))
        return 0;
    if (p.positionalArguments().size() != 1) {
        ctx.err << Tr::tr("error: run needs exactly one EXPERIMENT.json") << Qt::endl;
        return 2;
    }
    QString error;
    std::optional<rb::PlanShard::Shard> shard;
    if (p.isSet(shardOpt)) {
        shard = rb::PlanShard::parse(p.value(shardOpt), &error);
        if (!shard) {
            ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
            return 2;
        }
    }
    auto exp = rb::Experiment::load(p.positionalArguments().first(), &error);
    if (!exp) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 2;
    }
    if (!checkTrust(ctx, *exp, p.positionalArguments().first(), p.isSet(trustOpt)))
        return 2;
    // Every kernel tree is found and checked before anything is built.
    rb::KernelRegistry registry(p.isSet(kcache) ? p.value(kcache)
                                                : rb::KernelRegistry::defaultCacheDir());
    for (const QString &kv : p.values(kdir)) {
        QString id, dir;
        if (!rb::KernelDirs::parseOption(kv, registry.catalogue(), &id, &dir, &error)) {
            ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
            return 2;
        }
        exp->kernelDirs.insert(id, dir);
    }
    if (!registry.load(&error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 2;
    }
    if (p.isSet(skipMissing)) {
        QStringList skipped;
        rb::KernelDirs::dropKernelsWithoutTrees(*exp, registry, &skipped);
        for (const QString &line : skipped)
            ctx.err << line << Qt::endl;
        if (exp->kernels.isEmpty()) {
            ctx.err << Tr::tr("error: no kernel of the experiment has its source tree") << Qt::endl;
            return 2;
        }
    }
    if (!rb::KernelDirs::resolveExperiment(*exp, registry, &error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 2;
    }
    // What could never have run is refused here, with nothing stored (issue 17 item 3).
    if (const QStringList bad = exp->problems(p.value(board)); !bad.isEmpty()) {
        for (const QString &b : bad)
            ctx.err << Tr::tr("error: %1").arg(b) << Qt::endl;
        return 2;
    }
    rb::RunControllerOptions o;
    o.dbPath = ctx.dbPath;
    o.boardOverride = p.value(board);
    o.boards.serialPort = p.value(port);
    o.boards.baud = p.value(baud).toInt();
    o.boards.probe = p.value(probe);
    o.boards.target = p.value(target);
    o.boards.adapterKhz = p.value(speed).toInt();
    o.boards.openOcdProgram = p.value(openocd);
    o.boards.qemuProgram = p.value(qemu);
    o.stopOnFailure = p.isSet(stop) || exp->stopOnFailure;
    bool jobsOk = false;
    o.jobs = p.value(jobs).toInt(&jobsOk);
    if (!jobsOk || o.jobs < 1) {
        ctx.err
            << Tr::tr("error: --jobs takes a number of at least 1, got \"%1\"").arg(p.value(jobs))
            << Qt::endl;
        return 2;
    }
    o.timeoutMs = p.value(timeout).toInt() * 1000;
    o.idleTimeoutMs = qMin(o.timeoutMs, 120000);
    o.experimentName = exp->name;
    // The whole plan is registered; this process runs its shard's part (or what is left of it).
    const std::vector<rb::BuildRequest> whole = exp->expand();
    const auto part =
        rb::cli::selectPlan(ctx, exp->name, whole, o.boardOverride, shard, p.isSet(resumeOpt));
    if (!part)
        return 1;
    std::vector<rb::BuildRequest> plan;
    for (int i : part->positions)
        plan.push_back(whole[size_t(i)]);
    o.planId = part->planId;
    o.planPositions = part->positions;
    o.shard = part->shard;
    if (plan.empty()) {
        ctx.err << Tr::tr("nothing to run") << Qt::endl;
        return 0;
    }

    rb::RunController controller(o, plan);
    rb::connectRunProgress(controller, ctx, !p.isSet(quiet), part->positions);
    controller.run();
    rb::printRunTally(controller, plan.size(), ctx);
    return controller.failedCount() > 0 || controller.isCancelled() ? 1 : 0;
}

const bool registered = rb::registerCliCommand(
    {QStringLiteral("run"),
     QString::fromUtf8(
         QT_TRANSLATE_NOOP("rb::Cli", "Run an experiment (build, flash/start, capture, store)")),
     &runExperiment});

} // namespace
