// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli import-log FILE [--expect-* VALUE ...] [--tag TAG ...]: turns a raw firmware
// capture (protocol v1) into a stored run. A damaged capture is stored too (incomplete, with
// its raw log and whatever validated); the exit code then says so.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/io/capture_import.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

enum ExitCode { Ok = 0, Error = 1, Usage = 2, Incomplete = 3, Failed = 4 };

struct Expectation {
    const char *name;
    const char *help;
    void (*apply)(Configuration &, const QString &);
};

const Expectation kExpectations[] = {
    {"expect-board", QT_TRANSLATE_NOOP("rb::Cli", "Board the capture must come from."),
     [](Configuration &c, const QString &v) { c.board = v; }},
    {"expect-mcu", QT_TRANSLATE_NOOP("rb::Cli", "MCU the firmware must report."),
     [](Configuration &c, const QString &v) { c.mcu = v; }},
    {"expect-compiler", QT_TRANSLATE_NOOP("rb::Cli", "Compiler (e.g. gcc)."),
     [](Configuration &c, const QString &v) { c.toolchain = v; }},
    {"expect-compiler-version",
     QT_TRANSLATE_NOOP("rb::Cli", "Compiler version (prefix, e.g. 12.2.1)."),
     [](Configuration &c, const QString &v) { c.toolchainVersion = v; }},
    {"expect-opt", QT_TRANSLATE_NOOP("rb::Cli", "Optimisation flag (e.g. -Os)."),
     [](Configuration &c, const QString &v) { c.optLevel = v; }},
    {"expect-cflags", QT_TRANSLATE_NOOP("rb::Cli", "The exact compiler flags."),
     [](Configuration &c, const QString &v) { c.cflags = v; }},
    {"expect-kernel", QT_TRANSLATE_NOOP("rb::Cli", "Kernel id (e.g. freertos)."),
     [](Configuration &c, const QString &v) { c.kernel = v; }},
    {"expect-kernel-version", QT_TRANSLATE_NOOP("rb::Cli", "Kernel version."),
     [](Configuration &c, const QString &v) { c.kernelVersion = v; }},
    {"expect-profile", QT_TRANSLATE_NOOP("rb::Cli", "Kernel profile (e.g. minimal)."),
     [](Configuration &c, const QString &v) { c.kernelProfile = v; }},
    {"expect-timer", QT_TRANSLATE_NOOP("rb::Cli", "Timing method (dwt, systick, ...)."),
     [](Configuration &c, const QString &v) { c.timingMethod = v; }},
};

int importLogCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    QList<QCommandLineOption> expectOptions;
    for (const Expectation &e : kExpectations) {
        expectOptions << QCommandLineOption(QString::fromLatin1(e.name), Tr::tr(e.help),
                                            QStringLiteral("VALUE"));
        parser.addOption(expectOptions.last());
    }
    const QCommandLineOption clock(QStringLiteral("expect-clock-hz"),
                                   Tr::tr("Core clock in Hz the firmware must report."),
                                   QStringLiteral("HZ"));
    const QCommandLineOption flashWs(QStringLiteral("expect-flash-ws"),
                                     Tr::tr("Flash wait states the firmware must report."),
                                     QStringLiteral("N"));
    const QCommandLineOption tag(QStringLiteral("tag"), Tr::tr("Tag the run (repeatable)."),
                                 QStringLiteral("TAG"));
    const QCommandLineOption experiment(QStringLiteral("experiment"),
                                        Tr::tr("Experiment name to file the run under."),
                                        QStringLiteral("NAME"));
    parser.addOptions({clock, flashWs, tag, experiment});
    cli::helpOption(parser);
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 Tr::tr("A raw firmware capture (protocol v1), or - for stdin."));
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return Usage;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("import-log")))
        return Ok;
    // QCommandLineParser::parse() takes args[0] ("import-log") as the program name.
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] import-log FILE|- [--expect-opt FLAG] "
                          "[--expect-board ID] [--expect-clock-hz HZ] [--expect-* ...] [--tag TAG]")
                << Qt::endl;
        return Usage;
    }

    Configuration requested;
    for (int i = 0; i < expectOptions.size(); ++i)
        if (parser.isSet(expectOptions[i]))
            kExpectations[i].apply(requested, parser.value(expectOptions[i]));
    for (const QCommandLineOption *o : {&clock, &flashWs}) {
        if (!parser.isSet(*o))
            continue;
        bool ok = false;
        const qint64 v = parser.value(*o).toLongLong(&ok);
        if (!ok || v < 0) {
            ctx.err << Tr::tr("error: --%1 needs a non-negative integer, not '%2'")
                           .arg(o->names().first(), parser.value(*o))
                    << Qt::endl;
            return Usage;
        }
        if (o == &clock)
            requested.clockHz = v;
        else
            requested.flashWaitStates = static_cast<int>(v);
    }

    const QString path = pos.first();
    QFile file;
    const bool fromStdin = path == QLatin1String("-");
    const bool opened = fromStdin ? file.open(stdin, QIODevice::ReadOnly)
                                  : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        ctx.err << Tr::tr("error: cannot read %1: %2").arg(path, file.errorString()) << Qt::endl;
        return Error;
    }
    // A capture may hold several runs (a board reset mid-stream, runs one after the other):
    // each gets its own run and its own part of the bytes.
    CaptureImport capture(requested);
    while (!file.atEnd()) {
        const QByteArray chunk = file.read(1 << 20);
        if (chunk.isEmpty() && file.error() != QFileDevice::NoError) {
            ctx.err << Tr::tr("error: cannot read %1: %2").arg(path, file.errorString())
                    << Qt::endl;
            return Error;
        }
        capture.feed(chunk);
    }
    if (capture.bytesFed() == 0) {
        // Nothing arrived: there is no capture to keep, and a run without a raw log is no run.
        ctx.err << Tr::tr("error: %1 is empty: there is no capture to import")
                       .arg(fromStdin ? Tr::tr("standard input") : path)
                << Qt::endl;
        return Error;
    }
    std::vector<Run> runs = capture.finish();
    const QDateTime when =
        fromStdin ? QDateTime::currentDateTimeUtc() : QFileInfo(path).lastModified().toUTC();
    const int count = static_cast<int>(runs.size());
    for (int i = 0; i < count; ++i) {
        Run &run = runs[static_cast<std::size_t>(i)];
        run.startedAt = when;
        run.finishedAt = when;
        run.notes = fromStdin
                        ? Tr::tr("Imported from a capture on standard input.")
                        : Tr::tr("Imported from the capture %1 (times are the file's modification "
                                 "time).")
                              .arg(QFileInfo(path).fileName());
        if (count > 1)
            run.notes += QLatin1Char(' ') +
                         Tr::tr("Run %1 of the %2 runs in that capture.").arg(i + 1).arg(count);
        run.tags = parser.values(tag);
        run.experiment = parser.value(experiment);
    }

    RunStore store;
    if (!ctx.openStore(store))
        return Error;
    QString error;
    const bool stored = CaptureImport::store(store, runs, &error);
    if (!stored) { // all or none
        ctx.err << Tr::tr("error: the run could not be stored: %1").arg(error) << Qt::endl;
        return Error;
    }
    QStringList ids;
    for (const Run &run : runs) {
        ctx.out << run.id << Qt::endl;
        ids << QString::number(run.id);
    }
    if (count > 1)
        ctx.err << Tr::tr("the capture holds %1 runs (the firmware started again): stored as runs "
                          "%2")
                       .arg(count)
                       .arg(ids.join(QStringLiteral(", ")))
                << Qt::endl;
    int code = Ok;
    for (const Run &run : runs) {
        if (run.status == RunStatus::Complete)
            continue;
        ctx.err << Tr::tr("run %1 stored as %2: %3")
                       .arg(QString::number(run.id), runStatusName(run.status), run.statusReason)
                << Qt::endl;
        code = std::max<int>(code, run.status == RunStatus::Incomplete ? Incomplete : Failed);
    }
    return code;
}

const bool registered = registerCliCommand(
    {QStringLiteral("import-log"),
     QT_TRANSLATE_NOOP("rb::Cli",
                       "Store a raw firmware capture as a run (damaged: kept, non-zero exit)."),
     &importLogCommand});

} // namespace
} // namespace rb
