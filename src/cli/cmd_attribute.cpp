// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli --db PATH attribute --kernel ID [--from default] [--to minimal]
//     [--metrics M,M] [--board qemu] [--jobs N] [--opt -Os] [--iterations N] [--warmup N]
//     [--kernel-dir DIR] [--kernel-cache DIR] [--format table|json|tsv] [--quiet]
// Which option costs what (issue 24, docs/attribution.md): builds and runs the two profiles,
// every single option change from the first ("one at a time") and one cumulative path, through
// the run machinery (RunController), stores them as ordinary runs tagged with the attribution,
// and prints each option's change of the median with its Hodges-Lehmann 95 % CI per metric.
#include "acq/run_controller.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "cli/run_progress.h"
#include "core/analysis/attribution.h"
#include "core/experiment/kernel_dirs.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QThread>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QString ci(const HodgesLehmannResult &r)
{
    return QStringLiteral("%1 [%2, %3]")
        .arg(cli::signedStepNumber(r.shift), cli::stepNumber(r.ciLow), cli::stepNumber(r.ciHigh));
}

void printTable(CliContext &ctx, const Attribution &a)
{
    ctx.out << Tr::tr("attribution %1: %2 %3 -> %4; cumulative order: %5")
                   .arg(a.attributionId, a.kernel, a.from, a.to, a.keys.join(QStringLiteral(", ")))
            << Qt::endl;
    int w = 24;
    for (const QString &k : a.keys)
        w = qMax(w, int(k.size()) + 4);
    for (const AttributionMetric &m : a.metrics) {
        ctx.out << Qt::endl
                << Tr::tr("%1 (%2): %3 median %4 -> %5 median %6, total %7 (HL %8, 95 % CI)")
                       .arg(m.metric, m.unit, a.from, cli::stepNumber(m.fromMedian), a.to,
                            cli::stepNumber(m.toMedian), cli::signedStepNumber(m.total),
                            ci(m.totalShift))
                << Qt::endl;
        ctx.out << Tr::tr("  one at a time (each from %1):").arg(a.from) << Qt::endl;
        for (const AttributionEffect &e : m.singles)
            ctx.out << QStringLiteral("    %1 %2  HL %3  run %4")
                           .arg(QStringLiteral("%1=%2").arg(e.key).arg(e.value), -w)
                           .arg(cli::signedStepNumber(e.deltaMedian), 8)
                           .arg(ci(e.shift))
                           .arg(e.runId)
                    << Qt::endl;
        ctx.out << QStringLiteral("    %1 %2")
                       .arg(Tr::tr("sum of single effects"), -w)
                       .arg(cli::signedStepNumber(m.sumOfSingles), 8)
                << Qt::endl;
        ctx.out << QStringLiteral("    %1 %2")
                       .arg(Tr::tr("interaction"), -w)
                       .arg(cli::signedStepNumber(m.interaction), 8)
                << Qt::endl;
        ctx.out << QStringLiteral("    %1 %2")
                       .arg(Tr::tr("total"), -w)
                       .arg(cli::signedStepNumber(m.total), 8)
                << Qt::endl;
        ctx.out << Tr::tr("  cumulative path (median after each step):") << Qt::endl;
        for (const AttributionEffect &e : m.cumulative)
            ctx.out << QStringLiteral("    %1 %2  %3  HL %4  run %5")
                           .arg(QStringLiteral("+%1=%2").arg(e.key).arg(e.value), -w)
                           .arg(cli::signedStepNumber(e.deltaMedian), 8)
                           .arg(cli::stepNumber(e.medianAfter), 8)
                           .arg(ci(e.shift))
                           .arg(e.runId)
                    << Qt::endl;
    }
    for (const QString &n : a.notes)
        ctx.out << Tr::tr("note: %1").arg(n) << Qt::endl;
}

int attributeCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Which kernel option costs what: runs two profiles, every single option change "
               "and one cumulative path, and attributes the change of each metric's median."));
    cli::helpOption(p);
    const QCommandLineOption kernel("kernel", Tr::tr("The kernel (freertos, threadx)."), "ID");
    const QCommandLineOption from("from", Tr::tr("The start profile."), "PROFILE", "default");
    const QCommandLineOption to("to", Tr::tr("The end profile."), "PROFILE", "minimal");
    const QCommandLineOption metrics(
        "metrics", Tr::tr("Metrics to attribute, comma-separated (default: every one)."), "M,M");
    const QCommandLineOption board("board", Tr::tr("The board: qemu or gd32f103."), "B", "qemu");
    const QCommandLineOption jobs("jobs", Tr::tr("Virtual-board configurations run at once."), "N",
                                  QString::number(QThread::idealThreadCount()));
    const QCommandLineOption opt("opt", Tr::tr("Optimisation level."), "O", "-Os");
    const QCommandLineOption iterations("iterations", Tr::tr("Samples per case."), "N", "1000");
    const QCommandLineOption warmup("warmup", Tr::tr("Warm-up iterations per case."), "N", "100");
    const QCommandLineOption kdir("kernel-dir", Tr::tr("The kernel's source tree."), "DIR");
    const QCommandLineOption kcache("kernel-cache",
                                    Tr::tr("Kernel registry to take the tree from."), "DIR");
    const QCommandLineOption format("format", Tr::tr("table, json or tsv."), "FORMAT", "table");
    const QCommandLineOption quiet("quiet", Tr::tr("Print only the result."));
    const QCommandLineOption port("port", Tr::tr("Serial port of the GD32F103."), "DEV");
    p.addOptions({kernel, from, to, metrics, board, jobs, opt, iterations, warmup, kdir, kcache,
                  format, quiet, port});
    if (!cli::parseArgs(p, args, ctx))
        return 2;
    if (cli::helpAsked(p, ctx, QStringLiteral("attribute")))
        return 0;
    if (!p.isSet(kernel)) {
        ctx.err << Tr::tr("error: attribute needs --kernel ID") << Qt::endl;
        return 2;
    }
    const QString fmt = p.value(format);
    if (fmt != QLatin1String("table") && fmt != QLatin1String("json") &&
        fmt != QLatin1String("tsv")) {
        ctx.err << Tr::tr("error: unknown --format \"%1\" (table, json or tsv)").arg(fmt)
                << Qt::endl;
        return 2;
    }
    bool ok1 = false, ok2 = false, ok3 = false;
    const int nJobs = p.value(jobs).toInt(&ok1);
    const int nIter = p.value(iterations).toInt(&ok2);
    const int nWarm = p.value(warmup).toInt(&ok3);
    if (!ok1 || !ok2 || !ok3 || nJobs < 1 || nIter < 1 || nWarm < 0) {
        ctx.err << Tr::tr("error: --jobs and --iterations take a number of at least 1, --warmup "
                          "one of at least 0")
                << Qt::endl;
        return 2;
    }
    QString error;
    BuildRequest base;
    base.board = p.value(board);
    base.kernel = p.value(kernel);
    base.opt = p.value(opt);
    base.iterations = nIter;
    base.warmup = nWarm;
    if (!KernelDirs::resolveRequest(base, p.value(kdir), p.value(kcache), &error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 2;
    }
    const std::optional<AttributionPlan> plan =
        AttributionPlan::make(base, p.value(from), p.value(to), &error);
    if (!plan) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 2;
    }
    for (const AttributionStep &s : plan->steps())
        if (const QString why = s.request.problem(); !why.isEmpty()) {
            ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
            return 2;
        }
    const std::vector<BuildRequest> requests = plan->requests();
    RunControllerOptions o;
    o.dbPath = ctx.dbPath;
    o.boards.serialPort = p.value(port);
    o.jobs = nJobs;
    o.experimentName = plan->id();
    for (int i = 0; i < int(plan->steps().size()); ++i)
        o.tags.insert(i, {plan->id(), plan->steps()[size_t(i)].tag()});
    ctx.err << Tr::tr("%1: %2 configurations (%3 options: %4)")
                   .arg(plan->id())
                   .arg(requests.size())
                   .arg(plan->keys().size())
                   .arg(plan->keys().join(QStringLiteral(", ")))
            << Qt::endl;
    RunController controller(o, requests);
    std::map<int, qint64> runOf;
    QObject::connect(
        &controller, &RunController::runStored,
        [&runOf](int index, qint64 id, const QString &, const QString &) { runOf[index] = id; });
    // Progress (also the per-run lines) goes to stderr: stdout is the attribution alone.
    CliContext progress{ctx.dbPath, ctx.err, ctx.err};
    connectRunProgress(controller, progress, !p.isSet(quiet));
    controller.run();
    printRunTally(controller, requests.size(), progress);
    if (controller.isCancelled())
        return 1;
    RunStore store;
    if (!ctx.openStoreForReading(store))
        return 1;
    std::vector<Attribution::StepRun> runs;
    for (int i = 0; i < int(plan->steps().size()); ++i) {
        if (!runOf.count(i)) {
            ctx.err << Tr::tr("error: %1 was not stored").arg(plan->steps()[size_t(i)].tag())
                    << Qt::endl;
            return 1;
        }
        QString why;
        std::optional<Run> run = store.loadRun(runOf[i], true, false, &why);
        if (!run) {
            ctx.err << Tr::tr("error: cannot load run %1: %2").arg(runOf[i]).arg(why) << Qt::endl;
            return 1;
        }
        runs.push_back({plan->steps()[size_t(i)], std::move(*run)});
    }
    QStringList wanted;
    for (const QString &m : p.value(metrics).split(',', Qt::SkipEmptyParts))
        wanted << m.trimmed();
    std::optional<Attribution> a = Attribution::compute(runs, wanted, &error);
    if (!a) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    a->attributionId = plan->id();
    if (fmt == QLatin1String("json"))
        ctx.out << QJsonDocument(a->toJson()).toJson(QJsonDocument::Indented);
    else if (fmt == QLatin1String("tsv"))
        ctx.out << a->toTsv();
    else
        printTable(ctx, *a);
    return controller.failedCount() > 0 ? 1 : 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("attribute"),
     QString::fromUtf8(QT_TRANSLATE_NOOP(
         "rb::Cli", "Which kernel option costs what: a one-option-at-a-time attribution")),
     &attributeCommand});

} // namespace
} // namespace rb
