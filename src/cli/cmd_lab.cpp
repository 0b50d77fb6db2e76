// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli lab list [--lang zh_CN|en] [--format table|csv|json]
// rtosbench-cli lab show ID [--lang zh_CN|en]
// rtosbench-cli --db PATH lab run ID [--kernel-dir K=DIR] [--lang ..] [--quiet] [--timeout S]
//                                   [--student NAME] [--class NAME]
// A lab's runs are tagged lab:ID, student:NAME and class:NAME (docs/classroom.md).
// rtosbench-cli [--db PATH] lab sheet ID --out PDF [--runs IDS] [--student NAME] (cmd_lab_sheet)
// A lab whose kernel tree was not given is skipped: "skipped: ..." on stderr, exit code 3.
#include "acq/run_controller.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "cli/cmd_lab_sheet.h"
#include "cli/run_progress.h"
#include "core/analysis/traps.h"
#include "core/experiment/kernel_dirs.h"
#include "core/lab/class_session.h"
#include "core/lab/lab.h"
#include "core/lab/lab_trap_report.h"
#include "core/stats/summary.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

namespace {

constexpr int kExitSkipped = 3;

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QString defaultLang()
{
    return QLocale::system().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN")
                                                                    : QStringLiteral("en");
}

// Common options of the three sub-commands.
struct LabArgs {
    QCommandLineParser p;
    QCommandLineOption lang{"lang", Tr::tr("Language of the texts: zh_CN or en."), "L"};
};

int parseOrHelp(rb::CliContext &ctx, QCommandLineParser &p, const QStringList &args, bool *done)
{
    *done = true;
    if (!p.parse(args)) {
        ctx.err << p.errorText() << Qt::endl;
        return 2;
    }
    if (rb::cli::helpAsked(p, ctx,
                           args.value(0) == QLatin1String("lab")
                               ? QStringLiteral("lab")
                               : QStringLiteral("lab ") + args.value(0)))
        return 0;
    *done = false;
    return 0;
}

QString langOf(const QCommandLineParser &p, const QCommandLineOption &o)
{
    return p.isSet(o) ? p.value(o) : defaultLang();
}

void printLabText(rb::CliContext &ctx, const rb::Lab &lab, const QString &lang)
{
    ctx.out << QStringLiteral("%1 — %2").arg(lab.id, lab.title.text(lang)) << Qt::endl
            << Qt::endl
            << lab.explanation.text(lang) << Qt::endl;
}

void printObserve(rb::CliContext &ctx, const rb::Lab &lab, const QString &lang)
{
    ctx.out << Qt::endl
            << Tr::tr("What to observe:") << Qt::endl
            << lab.observe.text(lang) << Qt::endl;
}

void printQuestions(rb::CliContext &ctx, const rb::Lab &lab, const QString &lang)
{
    ctx.out << Qt::endl << Tr::tr("Questions:") << Qt::endl;
    int n = 0;
    for (const rb::LabText &q : lab.questions)
        ctx.out << QStringLiteral("  %1. %2").arg(++n).arg(q.text(lang)) << Qt::endl;
}

int listLabs(rb::CliContext &ctx, const QStringList &args)
{
    LabArgs a;
    a.p.setApplicationDescription(Tr::tr("Lists the guided lab experiments."));
    a.p.addHelpOption();
    const QCommandLineOption format("format", Tr::tr("Output format: table, csv or json."), "F",
                                    "table");
    a.p.addOptions({a.lang, format});
    bool done = false;
    if (const int rc = parseOrHelp(ctx, a.p, args, &done); done)
        return rc;
    const auto fmt = rb::cli::parseFormat(a.p.value(format));
    if (!fmt) {
        ctx.err << Tr::tr("error: unknown format \"%1\"").arg(a.p.value(format)) << Qt::endl;
        return 2;
    }
    const QString lang = langOf(a.p, a.lang);
    QStringList errors;
    const std::vector<rb::Lab> labs = rb::Lab::builtIn(&errors);
    rb::cli::Table t;
    t.columns = {{"id", Tr::tr("Lab")},
                 {"title", Tr::tr("Title")},
                 {"board", Tr::tr("Board")},
                 {"kernels", Tr::tr("Kernels")},
                 {"configurations", Tr::tr("Configurations")},
                 {"requires_kernel_dir", Tr::tr("Needs kernel tree")}};
    for (const rb::Lab &l : labs)
        t.rows.push_back({l.id, l.title.text(lang), l.experiment.board, l.experiment.kernels,
                          qint64(l.experiment.expand().size()), l.requiresKernelDir});
    rb::cli::write(ctx.out, *fmt, t);
    for (const QString &e : errors)
        ctx.err << Tr::tr("error: %1").arg(e) << Qt::endl;
    return errors.isEmpty() ? 0 : 1;
}

std::optional<rb::Lab> findLab(rb::CliContext &ctx, const QCommandLineParser &p)
{
    if (p.positionalArguments().size() != 1) {
        ctx.err << Tr::tr("error: give exactly one lab ID (see \"lab list\")") << Qt::endl;
        return std::nullopt;
    }
    auto lab = rb::Lab::findBuiltIn(p.positionalArguments().first());
    if (!lab)
        ctx.err << Tr::tr("error: no lab \"%1\" (see \"lab list\")")
                       .arg(p.positionalArguments().first())
                << Qt::endl;
    return lab;
}

int showLab(rb::CliContext &ctx, const QStringList &args)
{
    LabArgs a;
    a.p.setApplicationDescription(Tr::tr("Shows a lab: explanation, what to observe, questions and "
                                         "its experiment."));
    a.p.addHelpOption();
    a.p.addOptions({a.lang});
    a.p.addPositionalArgument("id", Tr::tr("The lab (see \"lab list\")."));
    bool done = false;
    if (const int rc = parseOrHelp(ctx, a.p, args, &done); done)
        return rc;
    const auto lab = findLab(ctx, a.p);
    if (!lab)
        return 2;
    const QString lang = langOf(a.p, a.lang);
    printLabText(ctx, *lab, lang);
    printObserve(ctx, *lab, lang);
    printQuestions(ctx, *lab, lang);
    ctx.out << Qt::endl << Tr::tr("Metrics shown: %1").arg(lab->metrics.join(", ")) << Qt::endl;
    if (!lab->requiresKernelDir.isEmpty())
        ctx.out << Tr::tr("Needs a kernel tree: %1 (--kernel-dir KERNEL=DIR)")
                       .arg(lab->requiresKernelDir.join(", "))
                << Qt::endl;
    ctx.out << Qt::endl
            << Tr::tr("Experiment:") << Qt::endl
            << QString::fromUtf8(QJsonDocument(lab->experiment.toJson()).toJson());
    return 0;
}

QVariant num(double v)
{
    return std::isnan(v) ? QVariant() : QVariant(v);
}

// The lab's trap on each run ("fired" or "quiet", what the test and the reader look for), then
// every other trap and note (docs/labs.md, "The lab's trap").
void printTraps(rb::CliContext &ctx, const rb::Lab &lab, const std::vector<rb::Run> &runs,
                const QMap<qint64, QString> &labels)
{
    const rb::LabTrapReport report = rb::LabTrapReport::evaluate(lab, runs);
    ctx.out << Qt::endl;
    if (lab.trap > 0) {
        ctx.out
            << Tr::tr("This lab's trap: #%1 %2").arg(lab.trap).arg(rb::traps::trapTitle(lab.trap))
            << Qt::endl;
        for (const rb::Run &run : runs) {
            const auto fired = report.labTrapOn(run.id);
            ctx.out << "  "
                    << (fired.empty() ? Tr::tr("run %1 (%2): quiet") : Tr::tr("run %1 (%2): fired"))
                           .arg(run.id)
                           .arg(labels.value(run.id))
                    << Qt::endl;
            for (const rb::TrapWarning &w : fired)
                ctx.out << "    " << w.explanation << Qt::endl;
        }
    }
    const std::vector<rb::TrapWarning> others = report.others();
    if (others.empty())
        return;
    ctx.out << Tr::tr("Other traps and notes:") << Qt::endl;
    for (const rb::TrapWarning &w : others)
        ctx.out << QStringLiteral("  #%1 [%2] %3 (%4): %5")
                       .arg(w.number)
                       .arg(rb::trapSeverityName(w.severity), w.title,
                            Tr::tr("runs %1").arg(rb::compactIds(w.runIds)), w.explanation)
                << Qt::endl;
}

// Median/min/max of the lab's metrics in every stored run, corrected (raw - overhead), then the
// traps of those runs.
bool printSummary(rb::CliContext &ctx, const rb::Lab &lab, const std::vector<qint64> &runIds,
                  const QMap<qint64, QString> &labels)
{
    rb::RunStore store;
    if (!ctx.openStoreForReading(store))
        return false;
    std::vector<rb::Run> runs;
    rb::cli::Table t;
    t.columns = {{"run", Tr::tr("Run")},       {"configuration", Tr::tr("Configuration")},
                 {"metric", Tr::tr("Metric")}, {"unit", Tr::tr("Unit")},
                 {"status", Tr::tr("Status")}, {"n", Tr::tr("n")},
                 {"median", Tr::tr("Median")}, {"min", Tr::tr("Min")},
                 {"max", Tr::tr("Max")},       {"overhead", Tr::tr("Overhead")},
                 {"cold", Tr::tr("Cold")}};
    bool allComplete = true;
    for (qint64 id : runIds) {
        const auto run = store.loadRun(id, true, false);
        if (!run)
            continue;
        if (run->status != rb::RunStatus::Complete)
            allComplete = false;
        runs.push_back(*run);
        for (const QString &m : lab.metrics) {
            const rb::CaseResult *c = run->findCase(m);
            if (!c) {
                t.rows.push_back({id, labels.value(id), m, QVariant(), QStringLiteral("missing"),
                                  qint64(0), QVariant(), QVariant(), QVariant(), QVariant(),
                                  QVariant()});
                continue;
            }
            const rb::Summary s = rb::summarize(c->corrected());
            t.rows.push_back({id, labels.value(id), m, c->unit, c->status, s.n,
                              s.n ? num(s.median) : QVariant(), s.n ? num(s.min) : QVariant(),
                              s.n ? num(s.max) : QVariant(),
                              c->overhead ? QVariant(*c->overhead) : QVariant(),
                              c->coldSample ? QVariant(*c->coldSample) : QVariant()});
        }
    }
    ctx.out << Qt::endl << Tr::tr("Results (corrected: raw - overhead):") << Qt::endl;
    rb::cli::writeTable(ctx.out, t);
    printTraps(ctx, lab, runs, labels);
    return allComplete;
}

int runLab(rb::CliContext &ctx, const QStringList &args)
{
    LabArgs a;
    a.p.setApplicationDescription(
        Tr::tr("Runs a lab's experiment on the virtual board or this "
               "computer, stores the runs and shows what to observe. A lab "
               "that needs a kernel tree it was not given is skipped "
               "(exit code 3)."));
    a.p.addHelpOption();
    const QCommandLineOption kdir(
        "kernel-dir", Tr::tr("Kernel source tree, as KERNEL=DIR (repeatable)."), "K=DIR");
    const QCommandLineOption qemu("qemu", Tr::tr("QEMU program."), "PATH", "qemu-system-arm");
    const QCommandLineOption timeout("timeout", Tr::tr("Seconds one board run may take."), "S",
                                     "600");
    const QCommandLineOption quiet("quiet", Tr::tr("Print only the result lines."));
    const QCommandLineOption student(
        "student", Tr::tr("The student who runs the lab (default: Settings, classroom/student)."),
        "NAME");
    const QCommandLineOption className(
        "class", Tr::tr("The class the run belongs to (default: Settings, classroom/class)."),
        "NAME");
    a.p.addOptions({a.lang, kdir, qemu, timeout, quiet, student, className});
    a.p.addPositionalArgument("id", Tr::tr("The lab (see \"lab list\")."));
    bool done = false;
    if (const int rc = parseOrHelp(ctx, a.p, args, &done); done)
        return rc;
    auto lab = findLab(ctx, a.p);
    if (!lab)
        return 2;
    // Who runs it: the options, else the settings; never guessed (docs/classroom.md).
    rb::ClassSession session = rb::ClassSession::fromSettings();
    if (a.p.isSet(student))
        session.student = a.p.value(student);
    if (a.p.isSet(className))
        session.className = a.p.value(className);
    // A name given (or saved) is checked; an empty saved one means "not set".
    auto check = [&](QString *name, const QString &what, bool given) {
        if (name->isEmpty() && !given)
            return true;
        QString why;
        const auto valid = rb::ClassSession::validName(*name, what, &why);
        if (!valid) {
            ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
            return false;
        }
        *name = *valid;
        return true;
    };
    if (!check(&session.student, QStringLiteral("student"), a.p.isSet(student)) ||
        !check(&session.className, QStringLiteral("class"), a.p.isSet(className)))
        return 2;
    const QString lang = langOf(a.p, a.lang);
    QMap<QString, QString> dirs;
    rb::KernelRegistry registry;
    QString error;
    for (const QString &kv : a.p.values(kdir)) {
        QString id, dir;
        if (!rb::KernelDirs::parseOption(kv, registry.catalogue(), &id, &dir, &error)) {
            ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
            return 2;
        }
        dirs.insert(id, dir);
    }
    // Trees not given: the kernel registry's ($RTOSBENCH_KERNEL_CACHE).
    if (!registry.load(&error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 2;
    }
    for (const QString &k : lab->missingKernelDirs(dirs)) {
        QString why;
        if (const auto dir = rb::KernelDirs::resolve(k, {}, registry, &why))
            dirs.insert(k, *dir);
    }
    const QStringList missing = lab->missingKernelDirs(dirs);
    if (!missing.isEmpty()) {
        ctx.err << QStringLiteral("skipped: ")
                << Tr::tr("lab %1 needs a kernel source tree for %2; add one with "
                          "\"rtosbench-cli kernel add %3 DIR|ARCHIVE\" or give it with "
                          "--kernel-dir %3=DIR")
                       .arg(lab->id, missing.join(", "), missing.first())
                << Qt::endl;
        return kExitSkipped;
    }
    for (auto it = dirs.begin(); it != dirs.end(); ++it)
        lab->experiment.kernelDirs.insert(it.key(), it.value());
    // What the build would refuse (a --kernel-dir with ';' ...) is refused here, with nothing
    // built or stored (issue 31), as `run` does.
    if (const QStringList bad = lab->experiment.problems(); !bad.isEmpty()) {
        for (const QString &b : bad)
            ctx.err << Tr::tr("error: %1").arg(b) << Qt::endl;
        return 2;
    }

    printLabText(ctx, *lab, lang);
    ctx.out << Qt::endl;
    rb::RunControllerOptions o;
    o.dbPath = ctx.dbPath;
    o.boards.qemuProgram = a.p.value(qemu);
    o.stopOnFailure = lab->experiment.stopOnFailure;
    o.timeoutMs = a.p.value(timeout).toInt() * 1000;
    o.idleTimeoutMs = qMin(o.timeoutMs, 120000);
    o.experimentName = lab->experiment.name;
    const std::vector<rb::BuildRequest> plan = lab->experiment.expand();
    for (int i = 0; i < int(plan.size()); ++i)
        o.tags.insert(i, session.runTags(lab->id));
    rb::RunController controller(o, plan);
    rb::connectRunProgress(controller, ctx, !a.p.isSet(quiet));
    QMap<qint64, QString> labels;
    QObject::connect(&controller, &rb::RunController::runStored,
                     [&](int i, qint64 id, const QString &, const QString &) {
                         if (i >= 0 && std::size_t(i) < plan.size())
                             labels.insert(id, rb::Lab::configurationLabel(lab->experiment,
                                                                           plan[std::size_t(i)]));
                     });
    controller.run();
    rb::printRunTally(controller, plan.size(), ctx);
    const bool complete = printSummary(ctx, *lab, controller.storedRunIds(), labels);
    printObserve(ctx, *lab, lang);
    printQuestions(ctx, *lab, lang);
    return controller.failedCount() > 0 || controller.isCancelled() || !complete ? 1 : 0;
}

int labCommand(rb::CliContext &ctx, const QStringList &args)
{
    const QString sub = args.value(1);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("list"))
        return listLabs(ctx, rest);
    if (sub == QLatin1String("show"))
        return showLab(ctx, rest);
    if (sub == QLatin1String("run"))
        return runLab(ctx, rest);
    if (sub == QLatin1String("sheet"))
        return rb::labSheetCommand(ctx, rest);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub.isEmpty()) {
        ctx.out << Tr::tr("Usage: rtosbench-cli lab list|show ID|run ID|sheet ID [options]\n"
                          "Guided experiments that show measurement traps (docs/labs.md).\n"
                          "  list   the labs (--lang zh_CN|en, --format table|csv|json)\n"
                          "  show   a lab's explanation, what to observe, questions, experiment\n"
                          "  run    run it (--kernel-dir K=DIR); exit 3 when skipped\n"
                          "  sheet  its sheet for students as a PDF (--out PDF, --runs IDS)\n");
        return sub.isEmpty() ? 2 : 0;
    }
    ctx.err << Tr::tr("error: unknown lab command \"%1\": use list, show, run or sheet").arg(sub)
            << Qt::endl;
    return 2;
}

const bool registered = rb::registerCliCommand(
    {QStringLiteral("lab"),
     QString::fromUtf8(
         QT_TRANSLATE_NOOP("rb::Cli", "Guided lab experiments (list, show ID, run ID, sheet ID)")),
     &labCommand,
#ifdef RB_CLI_GUI
     // lab sheet lays out a PDF with Qt's text engine: a QApplication
     // (offscreen without a display), as for report.
     true
#else
     false
#endif
    });

} // namespace
