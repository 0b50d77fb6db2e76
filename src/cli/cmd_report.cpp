// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli report [--runs IDS|all] [--metrics M,...] --out FILE.pdf [--lang zh_CN|en]
//                      [--title T] [--reference]:
// the PDF report (docs/report.md) and the samples next to it (FILE.pdf.samples.csv).
// Built only with RTOSBENCH_GUI (QCustomPlot); main() creates an offscreen QApplication for it.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/store/run_store.h"
#include "report/report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

int reportCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Writes a PDF report of stored runs: disclosure, conditions, warnings, summaries, "
               "plots, pairwise effects, raw-data appendix and reproducibility data."));
    parser.addHelpOption();
    const QCommandLineOption runs("runs", Tr::tr("Run ids, e.g. 1,2,5-7, or all (default: all)."),
                                  "IDS", "all");
    const QCommandLineOption metrics(
        "metrics", Tr::tr("Metrics, comma-separated (default: every metric of the runs)."), "M");
    const QCommandLineOption out("out", Tr::tr("The PDF file to write."), "FILE");
    const QCommandLineOption lang("lang", Tr::tr("Report language: en or zh_CN (default en)."),
                                  "LANG", "en");
    const QCommandLineOption title("title", Tr::tr("Report title."), "TITLE");
    const QCommandLineOption reference(
        "reference", Tr::tr("Add the published reference values of the metrics."));
    parser.addOptions({runs, metrics, out, lang, title, reference});
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("report")))
        return 0;
    if (parser.value(out).isEmpty()) {
        ctx.err << Tr::tr("error: report needs --out FILE.pdf") << Qt::endl;
        return 2;
    }
    const QString language = parser.value(lang);
    if (language != QLatin1String("en") && language != QLatin1String("zh_CN")) {
        ctx.err << Tr::tr("error: unknown language '%1' (en or zh_CN)").arg(language) << Qt::endl;
        return 2;
    }
    ReportOptions options;
    options.language = language;
    options.title = parser.value(title);
    options.includeReference = parser.isSet(reference);
    options.metrics = parser.value(metrics).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.value(runs) != QLatin1String("all")) {
        const auto ids = cli::runIdsOption(parser.value(runs), ctx, true);
        if (!ids)
            return 2;
        options.runIds = *ids;
    }
    RunStore store;
    if (!ctx.openStoreForReading(store))
        return 1;
    QElapsedTimer timer;
    timer.start();
    QString error;
    const QString path = parser.value(out);
    if (!writeReportPdf(store, options, path, {}, &error)) {
        ctx.err << Tr::tr("error: %1").arg(error) << Qt::endl;
        return 1;
    }
    ctx.out << Tr::tr("wrote %1 (%2 bytes, %3 ms) and %4")
                   .arg(path)
                   .arg(QFileInfo(path).size())
                   .arg(timer.elapsed())
                   .arg(path + QStringLiteral(".samples.csv"))
            << Qt::endl;
    return 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("report"),
     QString::fromUtf8(QT_TRANSLATE_NOOP("rb::Cli", "Write a PDF report of runs (plots, tables)")),
     &reportCommand, true});

} // namespace
} // namespace rb
