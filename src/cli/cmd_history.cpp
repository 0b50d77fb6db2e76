// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli --db PATH history KERNEL [--repo DIR | --kernel-dir DIR] --from REF --to REF
//     [--every N | --tags] [--metrics M,M] [--profile P] [--board qemu] [--jobs N] [--opt -Os]
//     [--iterations N] [--warmup N] [--bisect METRIC] [--format table|json] [--quiet]
// A kernel's performance across its git history (issue 25, docs/history.md): runs the selected
// commits through the run machinery, reports where neighbouring medians differ and, with
// --bisect, the exact first commit of each change of that metric.
#include "acq/board_registry.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "cli/history_runner.h"
#include "core/analysis/history_bisector.h"
#include "core/experiment/kernel_dirs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QJsonObject pointJson(const HistoryPoint &p)
{
    QJsonObject medians;
    for (auto it = p.medians.cbegin(); it != p.medians.cend(); ++it)
        medians.insert(it.key(), it.value());
    return {{"index", p.index},      {"sha", p.commit.sha},
            {"date", p.commit.date}, {"subject", p.commit.subject},
            {"tag", p.commit.tag},   {"run", p.runId},
            {"status", p.status},    {"reason", p.reason},
            {"medians", medians}};
}

QJsonObject changeJson(const HistoryChange &c)
{
    QJsonObject steps;
    for (auto it = c.steps.cbegin(); it != c.steps.cend(); ++it)
        steps.insert(it.key(), it.value());
    return {{"metric", c.metric},
            {"before", c.before.commit.sha},
            {"commit", c.after.commit.sha},
            {"subject", c.after.commit.subject},
            {"date", c.after.commit.date},
            {"before_run", c.before.runId},
            {"run", c.after.runId},
            {"exact", c.exact},
            {"skipped", QJsonArray::fromStringList(c.skipped)},
            {"steps", steps},
            {"config_drift", !c.configDrift.isEmpty()},
            {"drift", QJsonArray::fromStringList(c.configDrift)}};
}

void printChange(CliContext &ctx, const HistoryChange &c)
{
    ctx.out << (c.metric.isEmpty() ? Tr::tr("change between %1 and %2: %3")
                                         .arg(c.before.commit.sha.left(12),
                                              c.after.commit.sha.left(12), c.after.commit.subject)
                                   : Tr::tr("%1 changes at %2 (first commit, after %3): %4")
                                         .arg(c.metric, c.after.commit.sha.left(12),
                                              c.before.commit.sha.left(12), c.after.commit.subject))
            << Qt::endl;
    for (auto it = c.steps.cbegin(); it != c.steps.cend(); ++it)
        if (it.value() != 0)
            ctx.out << QStringLiteral("    %1 %2 (%3 -> %4)")
                           .arg(it.key(), -24)
                           .arg(cli::signedStepNumber(it.value()), 8)
                           .arg(cli::stepNumber(c.before.medians.value(it.key())),
                                cli::stepNumber(c.after.medians.value(it.key())))
                    << Qt::endl;
    if (!c.skipped.isEmpty())
        ctx.out << Tr::tr("    not exact: %n commit(s) between failed: %1", nullptr,
                          int(c.skipped.size()))
                       .arg(c.skipped.join(QStringLiteral(", ")))
                << Qt::endl;
    ctx.out << (c.configDrift.isEmpty()
                    ? Tr::tr("    configuration: unchanged (a code change)")
                    : Tr::tr("    config drift: %1").arg(c.configDrift.join(QStringLiteral("; "))))
            << Qt::endl;
}

int historyCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("A kernel's performance across its git history: runs the selected commits, "
               "reports where neighbouring medians differ and bisects to the exact commit."));
    cli::helpOption(p);
    p.addPositionalArgument("kernel", Tr::tr("The kernel (freertos, threadx, ...)."));
    const QCommandLineOption repo(QStringList{"repo", "kernel-dir"},
                                  Tr::tr("The kernel tree, a git checkout (default: the "
                                         "registry's tree)."),
                                  "DIR");
    const QCommandLineOption from("from", Tr::tr("The first commit (a git ref)."), "REF");
    const QCommandLineOption to("to", Tr::tr("The last commit (a git ref)."), "REF", "HEAD");
    const QCommandLineOption every("every", Tr::tr("Run every Nth commit (the last one too)."), "N",
                                   "1");
    const QCommandLineOption tags("tags", Tr::tr("Run only the tagged commits (and both ends)."));
    const QCommandLineOption metrics(
        "metrics", Tr::tr("Metrics to report, comma-separated (default: every one)."), "M,M");
    const QCommandLineOption profile("profile", Tr::tr("Kernel profile."), "P", "default");
    const QCommandLineOption board("board", Tr::tr("The board: qemu or gd32f103."), "B", "qemu");
    const QCommandLineOption jobs("jobs", Tr::tr("Virtual-board configurations run at once."), "N",
                                  QString::number(QThread::idealThreadCount()));
    const QCommandLineOption opt("opt", Tr::tr("Optimisation level."), "O", "-Os");
    const QCommandLineOption iterations("iterations", Tr::tr("Samples per case."), "N", "1000");
    const QCommandLineOption warmup("warmup", Tr::tr("Warm-up iterations per case."), "N", "100");
    const QCommandLineOption bisect(
        "bisect", Tr::tr("Find the first commit of each change of this metric."), "METRIC");
    const QCommandLineOption kcache("kernel-cache",
                                    Tr::tr("Kernel registry to take the tree from."), "DIR");
    const QCommandLineOption format("format", Tr::tr("table or json."), "FORMAT", "table");
    const QCommandLineOption quiet("quiet", Tr::tr("Print only the result."));
    const QCommandLineOption port("port", Tr::tr("Serial port of the GD32F103."), "DEV");
    p.addOptions({repo, from, to, every, tags, metrics, profile, board, jobs, opt, iterations,
                  warmup, bisect, kcache, format, quiet, port});
    if (!cli::parseArgs(p, args, ctx, 1))
        return 2;
    if (cli::helpAsked(p, ctx, QStringLiteral("history")))
        return 0;
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1 || !p.isSet(from)) {
        ctx.err << Tr::tr("error: history needs KERNEL and --from REF") << Qt::endl;
        return 2;
    }
    const QString fmt = p.value(format);
    if (fmt != QLatin1String("table") && fmt != QLatin1String("json")) {
        ctx.err << Tr::tr("error: unknown --format \"%1\" (table or json)").arg(fmt) << Qt::endl;
        return 2;
    }
    bool ok1 = false, ok2 = false, ok3 = false, ok4 = false;
    const int nJobs = p.value(jobs).toInt(&ok1);
    const int nIter = p.value(iterations).toInt(&ok2);
    const int nWarm = p.value(warmup).toInt(&ok3);
    const int nEvery = p.value(every).toInt(&ok4);
    if (!ok1 || !ok2 || !ok3 || !ok4 || nJobs < 1 || nIter < 1 || nWarm < 0 || nEvery < 1) {
        ctx.err << Tr::tr("error: --jobs, --every and --iterations take a number of at least 1, "
                          "--warmup one of at least 0")
                << Qt::endl;
        return 2;
    }
    if (p.isSet(every) && p.isSet(tags)) {
        ctx.err << Tr::tr("error: --every and --tags exclude each other") << Qt::endl;
        return 2;
    }
    QString error;
    BuildRequest base;
    base.board = p.value(board);
    base.kernel = pos.first();
    base.opt = p.value(opt);
    base.profile = p.value(profile);
    base.iterations = nIter;
    base.warmup = nWarm;
    if (!KernelDirs::resolveRequest(base, p.value(repo), p.value(kcache), &error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 2;
    }
    if (const QString why = base.problem(); !why.isEmpty()) {
        ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 2;
    }
    GitHistory git(base.kernelDir);
    const std::optional<QString> top = git.topLevel(&error);
    std::optional<std::vector<GitCommit>> commits;
    if (top)
        commits = git.commits(p.value(from), p.value(to), &error);
    if (!commits) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 2;
    }
    std::vector<int> walk;
    const int n = int(commits->size());
    for (int i = 0; i < n; ++i)
        if (i == 0 || i == n - 1 ||
            (p.isSet(tags) ? !(*commits)[size_t(i)].tag.isEmpty() : i % nEvery == 0))
            walk.push_back(i);
    const QString historyId =
        QStringLiteral("%1:%2..%3:%4")
            .arg(base.kernel, p.value(from), p.value(to),
                 QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddThhmmss")));
    RunControllerOptions o;
    o.dbPath = ctx.dbPath;
    o.boards.serialPort = p.value(port);
    o.jobs = nJobs;
    o.experimentName = QStringLiteral("history:") + historyId;
    HistoryRunner runner(ctx, git, *commits, base, o, historyId, !p.isSet(quiet));
    if (!runner.isValid()) {
        ctx.err << Tr::tr("error: cannot make a temporary directory") << Qt::endl;
        return 1;
    }
    ctx.err << Tr::tr("history %1: %2 commits, running %3").arg(historyId).arg(n).arg(walk.size())
            << Qt::endl;
    HistoryBisector bisector([&runner](int index) { return runner.measure({index}).at(index); });
    for (const auto &[index, point] : runner.measure(walk))
        bisector.add(point);
    if (runner.cancelled())
        return 1;
    QStringList wanted;
    for (const QString &m : p.value(metrics).split(',', Qt::SkipEmptyParts))
        wanted << m.trimmed();
    if (wanted.isEmpty())
        for (const auto &[index, point] : bisector.points())
            for (const QString &m : point.medians.keys())
                if (!wanted.contains(m))
                    wanted << m;
    std::vector<HistoryChange> changes;
    if (p.isSet(bisect)) {
        const int before = runner.built();
        changes = bisector.bisect(p.value(bisect), wanted);
        ctx.err << Tr::tr("bisection of %1: %2 more commits built")
                       .arg(p.value(bisect))
                       .arg(runner.built() - before)
                << Qt::endl;
    } else {
        changes = bisector.walkChanges(wanted);
    }
    int measured = 0;
    for (const auto &[index, point] : bisector.points())
        measured += point.ok ? 1 : 0;
    // A virtual board's medians are exact (instruction counts); any other board's statistical.
    const bool exact = BoardRegistry::info(base.board).isVirtual;
    if (fmt == QLatin1String("json")) {
        QJsonArray pts, chs;
        for (const auto &[index, point] : bisector.points())
            pts.append(pointJson(point));
        for (const HistoryChange &c : changes)
            chs.append(changeJson(c));
        const QJsonObject doc{
            {"history", historyId},    {"kernel", base.kernel}, {"board", base.board},
            {"profile", base.profile}, {"commits", n},          {"exact", exact},
            {"points", pts},           {"change_points", chs},  {"builds", runner.built()}};
        ctx.out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        ctx.out << Tr::tr("history %1: %2 of %3 commits run, %4 complete")
                       .arg(historyId)
                       .arg(bisector.points().size())
                       .arg(n)
                       .arg(measured)
                << Qt::endl;
        for (const auto &[index, pt] : bisector.points()) {
            QStringList vals;
            for (const QString &m : wanted)
                if (pt.medians.contains(m))
                    vals << QStringLiteral("%1=%2").arg(m, cli::stepNumber(pt.medians.value(m)));
            ctx.out << QStringLiteral("%1 %2 %3 run %4 %5  %6")
                           .arg(pt.commit.sha.left(12), pt.commit.date.left(10))
                           .arg(pt.status, -10)
                           .arg(pt.runId)
                           .arg(pt.commit.subject.left(50),
                                pt.ok ? vals.join(' ') : pt.reason.left(80))
                    << Qt::endl;
        }
        ctx.out << Qt::endl;
        if (!exact)
            ctx.out << Tr::tr("note: on this board the medians are statistical; compare them "
                              "with `compare` before trusting a change point")
                    << Qt::endl;
        if (changes.empty())
            ctx.out << Tr::tr("no change point") << Qt::endl;
        for (const HistoryChange &c : changes)
            printChange(ctx, c);
    }
    return measured > 0 ? 0 : 1;
}

const bool registered = registerCliCommand(
    {QStringLiteral("history"),
     QString::fromUtf8(QT_TRANSLATE_NOOP(
         "rb::Cli", "A kernel's performance across its git history, change points and bisection")),
     &historyCommand});

} // namespace
} // namespace rb
