// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli lava jobs EXPERIMENT.json --device-type qemu|gd32f103 [--out DIR]: builds every
// configuration through the build cache and writes one LAVA job definition per configuration
// (docs/board-farm.md). `lava collect` (cmd_lava_collect.cpp) stores what the jobs captured.
#include "acq/cycle_model_run.h"
#include "acq/firmware_builder.h"
#include "acq/lava_job.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/lava_commands.h"
#include "cli/plan_selection.h"
#include "core/experiment/experiment_trust.h"
#include "core/experiment/kernel_dirs.h"
#include "core/kernels/kernel_registry.h"
#include "core/util/set_error.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUrl>

namespace rb::cli {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        return setError(error, Tr::tr("cannot write %1: %2").arg(path, f.errorString()));
    }
    return true;
}

// The experiment with its kernel trees found, or nullopt after printing why.
std::optional<Experiment> loadExperiment(CliContext &ctx, const QString &path,
                                         const QStringList &kernelDirs, const QString &cache,
                                         const QString &board)
{
    QString error;
    auto exp = Experiment::load(path, &error);
    if (!exp) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return std::nullopt;
    }
    if (ExperimentTrust::runsCommands(*exp)) {
        ctx.err << Tr::tr("error: %1 builds through commands of its own (external builds): lava "
                          "jobs builds only through the firmware's CMake")
                       .arg(path)
                << Qt::endl;
        return std::nullopt;
    }
    KernelRegistry registry(cache.isEmpty() ? KernelRegistry::defaultCacheDir() : cache);
    for (const QString &kv : kernelDirs) {
        QString id, dir;
        if (!KernelDirs::parseOption(kv, registry.catalogue(), &id, &dir, &error)) {
            ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
            return std::nullopt;
        }
        exp->kernelDirs.insert(id, dir);
    }
    if (!registry.load(&error) || !KernelDirs::resolveExperiment(*exp, registry, &error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return std::nullopt;
    }
    if (const QStringList bad = exp->problems(board); !bad.isEmpty()) {
        for (const QString &b : bad)
            ctx.err << Tr::tr("error: %1").arg(b) << Qt::endl;
        return std::nullopt;
    }
    return exp;
}

} // namespace

bool isLavaName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"));
    return re.match(name).hasMatch();
}

int lavaJobsCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption type("device-type", Tr::tr("The board LAVA runs: qemu or gd32f103."),
                                  QStringLiteral("BOARD"));
    const QCommandLineOption out("out", Tr::tr("Directory for the job definitions (created)."),
                                 QStringLiteral("DIR"), QStringLiteral("lava-jobs"));
    const QCommandLineOption kdir(
        "kernel-dir", Tr::tr("Kernel source tree, as KERNEL=DIR (repeatable)."), "K=DIR");
    const QCommandLineOption kcache("kernel-cache", Tr::tr("Kernel registry to take trees from."),
                                    "DIR");
    const QCommandLineOption timeout(
        "timeout", Tr::tr("Seconds the job's test action waits for the firmware's DONE line."), "S",
        "600");
    const QCommandLineOption probe("probe", Tr::tr("Debug probe: cmsis-dap, stlink or jlink."), "P",
                                   "cmsis-dap");
    const QCommandLineOption speed("adapter-khz", Tr::tr("Debug adapter speed in kHz."), "KHZ",
                                   "0");
    p.addOptions({type, out, kdir, kcache, timeout, probe, speed});
    p.addPositionalArgument(QStringLiteral("experiment"),
                            Tr::tr("The experiment definition (JSON)."));
    helpOption(p);
    if (!parseArgs(p, args, ctx, 1))
        return 2;
    if (helpAsked(p, ctx, QStringLiteral("lava jobs")))
        return 0;
    const QString board = p.value(type);
    if (p.positionalArguments().size() != 1 || LavaJob::deviceType(board).isEmpty()) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] lava jobs EXPERIMENT.json "
                          "--device-type qemu|gd32f103 [--out DIR]")
                << Qt::endl;
        return 2;
    }
    bool timeoutOk = false, khzOk = false;
    const int timeoutS = p.value(timeout).toInt(&timeoutOk);
    const int khz = p.value(speed).toInt(&khzOk);
    const QStringList probes{QStringLiteral("cmsis-dap"), QStringLiteral("stlink"),
                             QStringLiteral("jlink")};
    if (!timeoutOk || !khzOk || timeoutS < 1 || timeoutS > 86400 || khz < 0 ||
        !probes.contains(p.value(probe))) {
        ctx.err << Tr::tr("error: --timeout takes 1..86400 seconds, --adapter-khz a number, "
                          "--probe cmsis-dap, stlink or jlink")
                << Qt::endl;
        return 2;
    }
    const auto exp = loadExperiment(ctx, p.positionalArguments().first(), p.values(kdir),
                                    p.value(kcache), board);
    if (!exp)
        return 2;
    const std::vector<BuildRequest> whole = exp->expand();
    for (const BuildRequest &r : whole)
        if (CycleModelRun::isCycleModel(r)) {
            ctx.err << Tr::tr("error: %1: the cycle-model timing method traces the run on this "
                              "machine, which a LAVA job cannot")
                           .arg(r.label())
                    << Qt::endl;
            return 2;
        }
    const QDir dir(QDir::current().absoluteFilePath(p.value(out)));
    if (!QDir().mkpath(dir.path())) {
        ctx.err << Tr::tr("error: cannot create %1").arg(dir.path()) << Qt::endl;
        return 1;
    }
    // Nothing lost: job files of an earlier plan are never overwritten.
    if (!dir.entryList({QStringLiteral("job-*.yaml")}, QDir::Files).isEmpty()) {
        ctx.err
            << Tr::tr("error: %1 holds job definitions already: give another --out").arg(dir.path())
            << Qt::endl;
        return 1;
    }
    const auto plan = selectPlan(ctx, exp->name, whole, board, std::nullopt, false);
    if (!plan)
        return 1;
    OpenOcdOptions openocd;
    openocd.probe = p.value(probe);
    openocd.adapterKhz = khz;
    const FirmwareBuilder builder;
    for (int i = 0; i < int(whole.size()); ++i) {
        BuildRequest request = whole[size_t(i)];
        request.board = board;
        ctx.err << Tr::tr("[%1/%2] build: %3").arg(i + 1).arg(whole.size()).arg(request.label())
                << Qt::endl;
        const BuildOutcome built = builder.build(request);
        if (!built.ok) {
            ctx.err << Tr::tr("error: %1: build failed: %2").arg(request.label(), built.error)
                    << Qt::endl;
            return 1;
        }
        const FirmwareManifest &m = *built.manifest;
        QStringList run = m.runCommand;
        if (board == QLatin1String("qemu") && !run.isEmpty()) {
            // The device type passes QemuBoard's options: a firmware that needs others is refused.
            run.removeFirst();
            const qsizetype k = run.indexOf(QStringLiteral("-kernel"));
            if (k >= 0)
                run.remove(k, qMin<qsizetype>(2, run.size() - k));
            if (run.join(QLatin1Char(' ')) != LavaJob::qemuOptions().join(QLatin1Char(' '))) {
                ctx.err << Tr::tr("error: %1: the firmware asks QEMU for other options than the "
                                  "LAVA device type passes")
                               .arg(request.label())
                        << Qt::endl;
                return 1;
            }
        }
        LavaJobSpec spec;
        spec.board = board;
        spec.planId = plan->planId;
        spec.planIndex = i;
        spec.planSize = int(whole.size());
        spec.label = request.label();
        spec.experiment = exp->name;
        spec.buildId = m.conditions.value(QStringLiteral("build_id")).toString();
        spec.firmwareSha256 = m.elfSha256;
        spec.elfPath = m.elfPath;
        spec.timeoutSeconds = timeoutS;
        QString error;
        const QString jobFile = dir.filePath(LavaJob::fileName(i));
        if (board == QLatin1String("gd32f103")) {
            const QString script =
                QString(jobFile).replace(QLatin1String(".yaml"), QLatin1String("-openocd.cfg"));
            if (!writeFile(script, LavaJob::openOcdScript(openocd), &error)) {
                ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
                return 1;
            }
            spec.openOcdScriptUrl = QUrl::fromLocalFile(script).toString(QUrl::FullyEncoded);
        }
        const std::optional<QByteArray> yaml = LavaJob::definition(spec, &error);
        if (!yaml || !writeFile(jobFile, *yaml, &error)) {
            ctx.err << Tr::tr("error: %1: %2").arg(request.label(), error) << Qt::endl;
            return 1;
        }
        ctx.out << jobFile << Qt::endl;
    }
    ctx.err << Tr::tr("%1 LAVA job(s) for plan %2 in %3 (device type %4)")
                   .arg(whole.size())
                   .arg(plan->planId, dir.path(), LavaJob::deviceType(board))
            << Qt::endl;
    return 0;
}

namespace {
int lavaCommand(CliContext &ctx, const QStringList &args)
{
    const QString sub = args.value(1);
    if (sub == QLatin1String("jobs"))
        return lavaJobsCommand(ctx, args.mid(1));
    if (sub == QLatin1String("collect"))
        return lavaCollectCommand(ctx, args.mid(1));
    const bool help = sub == QLatin1String("--help") || sub == QLatin1String("-h");
    (help ? ctx.out : ctx.err)
        << Tr::tr("Usage: rtosbench-cli [--db PATH] lava jobs EXPERIMENT.json --device-type "
                  "qemu|gd32f103 [--out DIR] [--timeout S]\n"
                  "       rtosbench-cli [--db PATH] lava collect --job-dir DIR --plan ID "
                  "--device NAME [--dispatcher HOST]\n"
                  "Hand a plan to a LAVA board farm and store what it captured "
                  "(docs/board-farm.md).\n"
                  "  jobs     build every configuration, write one LAVA job per configuration\n"
                  "  collect  store the captures of the jobs' logs (DIR/job-NNN/output.yaml)\n"
                  "'lava jobs --help' and 'lava collect --help' list their options.")
        << Qt::endl;
    return help ? 0 : 2;
}

const bool registered = registerCliCommand(
    {QStringLiteral("lava"),
     QT_TRANSLATE_NOOP("rb::Cli", "Hand a plan to a LAVA board farm and store what it captured."),
     &lavaCommand});
} // namespace

} // namespace rb::cli
