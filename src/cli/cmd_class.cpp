// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli class report --class NAME --lab LAB_ID [--lab ...] [--roster FILE]
//                            [--format table|csv|json | --out report.pdf [--lang zh_CN|en]]
// A teacher's view of a class's runs of a lab (issue 39, docs/classroom.md): one row per student,
// their runs and verdicts, the conditions that differ from the lab's, their medians beside the
// class's with outliers flagged, and the missing runs. The analysis is core's ClassReport.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_format.h"
#include "core/lab/class_report.h"
#include "core/lab/class_session.h"
#include "core/lab/lab.h"
#include "core/store/run_store.h"
#ifdef RB_CLI_GUI
#include "report/class_report_pdf.h"
#endif

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QString number(double v)
{
    return QString::number(v, 'g', 10);
}

QString runsText(const rb::ClassReport::Student &s)
{
    QStringList out;
    for (const rb::ClassReport::RunLine &l : s.runs)
        out << QStringLiteral("%1 %2%3").arg(l.runId).arg(
            l.fired ? QStringLiteral("fired") : QStringLiteral("quiet"),
            l.status == rb::RunStatus::Complete
                ? QString()
                : QStringLiteral(" (%1)").arg(rb::runStatusName(l.status)));
    return out.join(QStringLiteral(", "));
}

QString mediansText(const rb::ClassReport &r, const rb::ClassReport::Student &s)
{
    QStringList out;
    for (const rb::ClassReport::Cell &c : s.cells) {
        const rb::ClassReport::ClassCell *cc = r.classCell(c.configuration, c.metric);
        out << QStringLiteral("%1 [%2] %3 / %4%5")
                   .arg(c.metric, r.configurations.value(c.configuration),
                        c.median ? number(*c.median) : QStringLiteral("—"),
                        cc && cc->median ? number(*cc->median) : QStringLiteral("—"),
                        c.outlier ? QStringLiteral(" !") : QString());
    }
    return out.join(QStringLiteral("; "));
}

bool readRoster(rb::CliContext &ctx, const QString &path, QStringList *names)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        ctx.err << Tr::tr("error: cannot read the roster %1: %2").arg(path, f.errorString())
                << Qt::endl;
        return false;
    }
    int line = 0;
    for (const QByteArray &raw : f.readAll().split('\n')) {
        ++line;
        const QString t = QString::fromUtf8(raw).trimmed();
        if (t.isEmpty() || t.startsWith(QLatin1Char('#')))
            continue;
        QString why;
        const auto name = rb::ClassSession::validName(t, QStringLiteral("student"), &why);
        if (!name) {
            ctx.err << Tr::tr("error: %1 line %2: %3").arg(path).arg(line).arg(why) << Qt::endl;
            return false;
        }
        *names << *name;
    }
    return true;
}

int classReport(rb::CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        Tr::tr("A teacher's view of a class's runs of a lab: one row per student with the "
               "runs and their verdicts, the conditions that differ from the lab's, the "
               "student's medians beside the class medians (outliers flagged) and the missing "
               "runs (docs/classroom.md)."));
    p.addHelpOption();
    const QCommandLineOption cls("class", Tr::tr("The class (run tag class:NAME)."), "NAME");
    const QCommandLineOption lab("lab", Tr::tr("The lab (repeatable; see \"lab list\")."), "ID");
    const QCommandLineOption roster(
        "roster", Tr::tr("A file of the class's students, one a line (besides those with runs)."),
        "FILE");
    const QCommandLineOption format("format", Tr::tr("Output format: table, csv or json."), "F",
                                    "table");
    const QCommandLineOption out("out", Tr::tr("Write a PDF: one page per lab and an appendix."),
                                 "FILE.pdf");
    const QCommandLineOption lang("lang", Tr::tr("PDF language: en or zh_CN (default en)."), "L",
                                  "en");
    p.addOptions({cls, lab, roster, format, out, lang});
    if (!p.parse(args)) {
        ctx.err << p.errorText() << Qt::endl;
        return 2;
    }
    if (rb::cli::helpAsked(p, ctx, QStringLiteral("class report")))
        return 0;
    if (!p.positionalArguments().isEmpty()) {
        ctx.err << Tr::tr("error: unexpected argument \"%1\"").arg(p.positionalArguments().first())
                << Qt::endl;
        return 2;
    }
    QString why;
    const auto className = rb::ClassSession::validName(p.value(cls), QStringLiteral("class"), &why);
    if (!p.isSet(cls) || !className) {
        ctx.err << Tr::tr("error: give the class with --class NAME") << Qt::endl;
        if (p.isSet(cls))
            ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
        return 2;
    }
    if (!p.isSet(lab)) {
        ctx.err << Tr::tr("error: give the lab with --lab ID (see \"lab list\")") << Qt::endl;
        return 2;
    }
    std::vector<rb::Lab> labs;
    for (const QString &id : p.values(lab)) {
        auto l = rb::Lab::findBuiltIn(id);
        if (!l) {
            ctx.err << Tr::tr("error: no lab \"%1\" (see \"lab list\")").arg(id) << Qt::endl;
            return 2;
        }
        labs.push_back(*l);
    }
    const auto fmt = rb::cli::parseFormat(p.value(format));
    if (!fmt) {
        ctx.err << Tr::tr("error: unknown format \"%1\"").arg(p.value(format)) << Qt::endl;
        return 2;
    }
    const QString language = p.value(lang);
    if (language != QLatin1String("en") && language != QLatin1String("zh_CN")) {
        ctx.err << Tr::tr("error: unknown language '%1' (en or zh_CN)").arg(language) << Qt::endl;
        return 2;
    }
#ifndef RB_CLI_GUI
    if (p.isSet(out)) {
        ctx.err << Tr::tr("error: this rtosbench-cli was built without the PDF report "
                          "(RTOSBENCH_GUI=OFF); use --format csv or json")
                << Qt::endl;
        return 2;
    }
#endif
    QStringList names;
    if (p.isSet(roster) && !readRoster(ctx, p.value(roster), &names))
        return 2;

    rb::RunStore store;
    if (!ctx.openStoreForReading(store))
        return 1;
    std::vector<rb::ClassReport> reports;
    for (const rb::Lab &l : labs) {
        auto r = rb::ClassReport::fromStore(store, l, *className, names, &why);
        if (!r) {
            ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
            return 1;
        }
        reports.push_back(std::move(*r));
    }
    if (reports.front().students.empty())
        ctx.err << Tr::tr("note: no run is tagged class:%1").arg(*className) << Qt::endl;

    if (p.isSet(out)) {
#ifdef RB_CLI_GUI
        if (!rb::report::writeClassReportPdf(reports, labs, p.value(out), language, &why)) {
            ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
            return 1;
        }
        ctx.out << Tr::tr("wrote %1").arg(p.value(out)) << Qt::endl;
#endif
        return 0;
    }
    if (*fmt == rb::cli::OutputFormat::Json) {
        QJsonArray a;
        for (const rb::ClassReport &r : reports)
            a.append(r.toJson());
        ctx.out << QString::fromUtf8(QJsonDocument(a).toJson());
        return 0;
    }
    rb::cli::Table t;
    t.columns = {{"lab", Tr::tr("Lab")},
                 {"student", Tr::tr("Student")},
                 {"runs", Tr::tr("Runs (verdict)")},
                 {"conditions", Tr::tr("Conditions")},
                 {"missing", Tr::tr("Missing")},
                 {"medians", Tr::tr("Median / class median"), false},
                 {"flags", Tr::tr("Flagged")}};
    for (const rb::ClassReport &r : reports)
        for (const rb::ClassReport::Student &s : r.students)
            t.rows.push_back({r.labId, s.name, runsText(s),
                              s.runs.empty()            ? Tr::tr("no run")
                              : s.differences.isEmpty() ? Tr::tr("match")
                                                        : s.differences.join(QStringLiteral("; ")),
                              s.missing.join(QStringLiteral("; ")), mediansText(r, s),
                              s.flags().join(QStringLiteral(" · "))});
    rb::cli::write(ctx.out, *fmt, t);
    if (*fmt == rb::cli::OutputFormat::Table)
        for (const rb::ClassReport &r : reports)
            ctx.out << Tr::tr("%1: %2 students, %3 flagged; %4")
                           .arg(r.labId)
                           .arg(r.students.size())
                           .arg(r.flaggedCount())
                           .arg(r.outlierRule())
                    << Qt::endl;
    return 0;
}

int classCommand(rb::CliContext &ctx, const QStringList &args)
{
    const QString sub = args.value(1);
    if (sub == QLatin1String("report"))
        return classReport(ctx, args.mid(1));
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub.isEmpty()) {
        ctx.out << Tr::tr("Usage: rtosbench-cli class report --class NAME --lab ID [options]\n"
                          "A teacher's view of a class's lab runs (docs/classroom.md).\n"
                          "  report   one row per student (--format table|csv|json, --out "
                          "FILE.pdf)\n");
        return sub.isEmpty() ? 2 : 0;
    }
    ctx.err << Tr::tr("error: unknown class command \"%1\": use report").arg(sub) << Qt::endl;
    return 2;
}

const bool registered = rb::registerCliCommand(
    {QStringLiteral("class"),
     QString::fromUtf8(QT_TRANSLATE_NOOP("rb::Cli", "A teacher's view of a class (report)")),
     &classCommand,
#ifdef RB_CLI_GUI
     true
#else
     false
#endif
    });

} // namespace
