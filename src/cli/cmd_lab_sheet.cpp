// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli [--db PATH] lab sheet ID --out PDF [--lang zh_CN|en] [--runs IDS]
//   [--student NAME]
// Unfilled without --runs; with them, the student's numbers, the trap's verdicts and the runs'
// conditions. The name comes from --student, else Settings "classroom/student"; never guessed.
#include "cli/cmd_lab_sheet.h"

#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/lab/lab.h"
#include "core/store/run_store.h"
#ifdef RB_CLI_GUI
#include "report/lab_sheet.h"
#endif

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QSettings>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

} // namespace

int labSheetCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("Writes a lab's sheet for students as a PDF: the goal, the trap, the steps, the "
               "questions and a table to fill in; with --runs, filled with the student's runs."));
    cli::helpOption(p);
    const QCommandLineOption out("out", Tr::tr("The PDF to write."), "PDF");
    const QCommandLineOption lang("lang", Tr::tr("Language of the texts: zh_CN or en."), "L");
    const QCommandLineOption runs("runs", Tr::tr("The student's runs of the lab (1,3-5)."), "IDS");
    const QCommandLineOption student(
        "student", Tr::tr("The student's name (default: Settings classroom/student)."), "NAME");
    p.addOptions({out, lang, runs, student});
    p.addPositionalArgument("id", Tr::tr("The lab (see \"lab list\")."));
    if (!cli::parseArgs(p, args, ctx, 1))
        return 2;
    if (cli::helpAsked(p, ctx, QStringLiteral("lab sheet")))
        return 0;
    if (p.positionalArguments().size() != 1) {
        ctx.err << Tr::tr("error: give exactly one lab ID (see \"lab list\")") << Qt::endl;
        return 2;
    }
    const auto lab = Lab::findBuiltIn(p.positionalArguments().first());
    if (!lab) {
        ctx.err << Tr::tr("error: no lab \"%1\" (see \"lab list\")")
                       .arg(p.positionalArguments().first())
                << Qt::endl;
        return 2;
    }
    if (!p.isSet(out) || p.value(out).isEmpty()) {
        ctx.err << Tr::tr("error: give the PDF to write with --out PDF") << Qt::endl;
        return 2;
    }
    QString language = QLocale::system().name().startsWith(QLatin1String("zh"))
                           ? QStringLiteral("zh_CN")
                           : QStringLiteral("en");
    if (p.isSet(lang)) {
        language = p.value(lang);
        if (language != QLatin1String("zh_CN") && language != QLatin1String("en")) {
            ctx.err << Tr::tr("error: unknown language \"%1\": use zh_CN or en").arg(language)
                    << Qt::endl;
            return 2;
        }
    }
#ifdef RB_CLI_GUI
    LabSheetOptions o;
    o.language = language;
    o.student = p.isSet(student)
                    ? p.value(student).trimmed()
                    : QSettings().value(QStringLiteral("classroom/student")).toString().trimmed();
    if (p.isSet(runs)) {
        const auto ids = cli::runIdsOption(p.value(runs), ctx);
        if (!ids)
            return 2;
        RunStore store;
        if (!ctx.openStoreForReading(store))
            return 1;
        for (qint64 id : *ids) {
            auto run = store.loadRun(id, true, false);
            if (!run) {
                ctx.err << Tr::tr("error: no run %1 in the database").arg(id) << Qt::endl;
                return 2;
            }
            if (run->experiment != lab->experiment.name) {
                ctx.err << Tr::tr("error: run %1 is not a run of lab %2 (its experiment is "
                                  "\"%3\", the lab's is \"%4\")")
                               .arg(id)
                               .arg(lab->id, run->experiment, lab->experiment.name)
                        << Qt::endl;
                return 2;
            }
            o.runs.push_back(std::move(*run));
        }
    }
    QString error;
    LabSheetOutcome outcome;
    if (!writeLabSheetPdf(*lab, o, p.value(out), &error, &outcome)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    ctx.out << Tr::tr("wrote %1 (%n page(s))", nullptr, outcome.pages).arg(p.value(out))
            << Qt::endl;
    return 0;
#else
    ctx.err << Tr::tr("error: lab sheet needs rtosbench built with the GUI (RTOSBENCH_GUI)")
            << Qt::endl;
    return 2;
#endif
}

} // namespace rb
