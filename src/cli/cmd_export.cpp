// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli export --runs IDS|all --format csv|json [--samples] [--no-bom] --out FILE
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/io/csv_export.h"
#include "core/io/json_export.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <set>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

int exportCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption runsOpt(QStringLiteral("runs"),
                                     Tr::tr("Runs to export: ids (1,3,5-9) or all."),
                                     QStringLiteral("IDS"));
    const QCommandLineOption formatOpt(QStringLiteral("format"), Tr::tr("csv or json."),
                                       QStringLiteral("FORMAT"));
    const QCommandLineOption samplesOpt(QStringLiteral("samples"),
                                        Tr::tr("CSV: one row per sample instead of one per case."));
    const QCommandLineOption noBomOpt(
        QStringLiteral("no-bom"),
        Tr::tr("CSV: no UTF-8 byte order mark (default: with, for Excel)."));
    const QCommandLineOption outOpt(QStringLiteral("out"), Tr::tr("Output file (- for stdout)."),
                                    QStringLiteral("FILE"));
    parser.addOptions({runsOpt, formatOpt, samplesOpt, noBomOpt, outOpt});
    cli::helpOption(parser);
    const QString usage = Tr::tr("usage: rtosbench-cli [--db PATH] export --runs IDS|all "
                                 "--format csv|json [--samples] [--no-bom] --out FILE");
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << '\n' << usage << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("export")))
        return 0;
    if (!parser.isSet(runsOpt) || !parser.isSet(formatOpt) || !parser.isSet(outOpt) ||
        !parser.positionalArguments().isEmpty()) {
        ctx.err << usage << Qt::endl;
        return 2;
    }
    const QString format = parser.value(formatOpt).toLower();
    if (format != QLatin1String("csv") && format != QLatin1String("json")) {
        ctx.err << Tr::tr("error: unknown format '%1' (csv or json)").arg(format) << Qt::endl;
        return 2;
    }
    if (parser.isSet(samplesOpt) && format == QLatin1String("json")) {
        ctx.err << Tr::tr("note: JSON exports always contain the raw samples") << Qt::endl;
    }
    RunStore store;
    if (!ctx.openStoreForReading(store))
        return 1;
    std::set<qint64> ids;
    if (parser.value(runsOpt) == QLatin1String("all")) {
        QString why;
        const std::vector<RunRow> rows = store.listRuns(&why);
        if (!why.isEmpty()) { // a damaged file exports nothing and says so (issue 31)
            ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
            return 1;
        }
        for (const RunRow &r : rows)
            ids.insert(r.id);
    } else {
        const auto parsed = cli::runIdsOption(parser.value(runsOpt), ctx, true);
        if (!parsed)
            return 2;
        ids.insert(parsed->begin(), parsed->end());
    }
    std::vector<Run> runs;
    for (qint64 id : ids) {
        QString why;
        auto run = store.loadRun(id, true, format == QLatin1String("json"), &why);
        if (!run) {
            ctx.err << Tr::tr("error: %1").arg(why) << Qt::endl;
            return 1;
        }
        runs.push_back(std::move(*run));
    }
    const bool bom = !parser.isSet(noBomOpt);
    QByteArray data;
    if (format == QLatin1String("json"))
        data = JsonExport::exportDocument(runs);
    else if (parser.isSet(samplesOpt))
        data = CsvExport::samples(runs, bom);
    else
        data = CsvExport::caseSummaries(runs, bom);

    const QString outPath = parser.value(outOpt);
    if (outPath == QLatin1String("-")) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly) || out.write(data) != data.size()) {
            ctx.err << Tr::tr("error: cannot write to stdout") << Qt::endl;
            return 1;
        }
        return 0;
    }
    QSaveFile file(outPath); // written completely or not at all
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        ctx.err << Tr::tr("error: cannot write %1: %2").arg(outPath, file.errorString())
                << Qt::endl;
        return 1;
    }
    ctx.err << QCoreApplication::translate("rb::Cli", "exported %n run(s) to %1", nullptr,
                                           static_cast<int>(runs.size()))
                   .arg(outPath)
            << Qt::endl;
    return 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("export"),
     QString::fromUtf8(QT_TRANSLATE_NOOP(
         "rb::Cli", "Export runs (--runs IDS|all --format csv|json [--samples] --out FILE).")),
     &exportCommand});

} // namespace
} // namespace rb
