// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli import-suite --format rrhealstone|zephyr-latency|thread-metric|rtos-benchmark FILE
// [--kernel K] [--kernel-version V] [--board B] [--mcu M] [--clock-hz F] [--compiler C]
// [--opt O] [--cflags F] [--timing-method T] [--note TEXT] ...: stores the printed output of
// another benchmark suite as a summary-only run (docs/importers.md), in one transaction.
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/io/suite_import.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

struct TextCondition {
    const char *name;
    const char *help;
    void (*apply)(Configuration &, const QString &);
};

const TextCondition kText[] = {
    {"kernel", QT_TRANSLATE_NOOP("rb::Cli", "Kernel (e.g. zephyr, freertos, \"RT-Thread\")."),
     [](Configuration &c, const QString &v) { c.kernel = v; }},
    {"kernel-version", QT_TRANSLATE_NOOP("rb::Cli", "Kernel version (e.g. 3.7.0)."),
     [](Configuration &c, const QString &v) { c.kernelVersion = v; }},
    {"profile", QT_TRANSLATE_NOOP("rb::Cli", "Kernel configuration profile (free text)."),
     [](Configuration &c, const QString &v) { c.kernelProfile = v; }},
    {"board", QT_TRANSLATE_NOOP("rb::Cli", "Board the output came from."),
     [](Configuration &c, const QString &v) { c.board = v; }},
    {"mcu", QT_TRANSLATE_NOOP("rb::Cli", "MCU (e.g. STM32F401RE)."),
     [](Configuration &c, const QString &v) { c.mcu = v; }},
    {"core", QT_TRANSLATE_NOOP("rb::Cli", "CPU core (e.g. cortex-m4)."),
     [](Configuration &c, const QString &v) { c.core = v; }},
    {"compiler", QT_TRANSLATE_NOOP("rb::Cli", "Compiler (e.g. gcc, \"Keil MDK 5 ARMCC\")."),
     [](Configuration &c, const QString &v) { c.toolchain = v; }},
    {"compiler-version", QT_TRANSLATE_NOOP("rb::Cli", "Compiler version."),
     [](Configuration &c, const QString &v) { c.toolchainVersion = v; }},
    {"opt", QT_TRANSLATE_NOOP("rb::Cli", "Optimisation level (e.g. -Os)."),
     [](Configuration &c, const QString &v) { c.optLevel = v; }},
    {"cflags", QT_TRANSLATE_NOOP("rb::Cli", "The exact compiler flags."),
     [](Configuration &c, const QString &v) { c.cflags = v; }},
    {"timing-method",
     QT_TRANSLATE_NOOP("rb::Cli", "Timing method (dwt, systick, gpio, free text)."),
     [](Configuration &c, const QString &v) { c.timingMethod = v; }},
    {"debugger", QT_TRANSLATE_NOOP("rb::Cli", "Debugger: attached, detached or unknown."),
     [](Configuration &c, const QString &v) { c.debugger = v; }},
};

struct IntCondition {
    const char *name;
    const char *help;
    void (*apply)(Configuration &, qint64);
};

const IntCondition kInt[] = {
    {"clock-hz", QT_TRANSLATE_NOOP("rb::Cli", "Core clock in Hz."),
     [](Configuration &c, qint64 v) { c.clockHz = v; }},
    {"flash-ws", QT_TRANSLATE_NOOP("rb::Cli", "Flash wait states."),
     [](Configuration &c, qint64 v) { c.flashWaitStates = static_cast<int>(v); }},
    {"timer-hz", QT_TRANSLATE_NOOP("rb::Cli", "Counts per second of the timer used."),
     [](Configuration &c, qint64 v) { c.timerHz = v; }},
};

int importSuiteCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Stores the printed output of another RTOS benchmark suite as a summary-only run "
               "with the conditions given here."));
    parser.addHelpOption();
    const QCommandLineOption format(
        QStringLiteral("format"),
        Tr::tr("Suite output format: %1.").arg(suiteFormatNames().join(QStringLiteral(", "))),
        QStringLiteral("FORMAT"));
    parser.addOption(format);
    QList<QCommandLineOption> textOptions, intOptions;
    for (const TextCondition &c : kText) {
        textOptions << QCommandLineOption(QString::fromLatin1(c.name), Tr::tr(c.help),
                                          QStringLiteral("VALUE"));
        parser.addOption(textOptions.last());
    }
    for (const IntCondition &c : kInt) {
        intOptions << QCommandLineOption(QString::fromLatin1(c.name), Tr::tr(c.help),
                                         QStringLiteral("N"));
        parser.addOption(intOptions.last());
    }
    const QCommandLineOption note(QStringLiteral("note"),
                                  Tr::tr("Text added to the run's notes (e.g. where the output "
                                         "was published)."),
                                  QStringLiteral("TEXT"));
    const QCommandLineOption tag(QStringLiteral("tag"), Tr::tr("Tag the run (repeatable)."),
                                 QStringLiteral("TAG"));
    const QCommandLineOption experiment(QStringLiteral("experiment"),
                                        Tr::tr("Experiment name to file the run under."),
                                        QStringLiteral("NAME"));
    parser.addOptions({note, tag, experiment});
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("import-suite")))
        return 0;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1 || !parser.isSet(format)) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] import-suite --format %1 FILE|- "
                          "[--kernel K] [--kernel-version V] [--board B] [--mcu M] "
                          "[--clock-hz F] [--compiler C] [--opt O] [--cflags F] "
                          "[--timing-method T] [--note TEXT] ...")
                       .arg(suiteFormatNames().join(QLatin1Char('|')))
                << Qt::endl;
        return 2;
    }
    const std::optional<SuiteFormat> fmt = suiteFormatFromName(parser.value(format));
    if (!fmt) {
        ctx.err << Tr::tr("error: unknown suite format '%1' (one of %2)")
                       .arg(parser.value(format), suiteFormatNames().join(QStringLiteral(", ")))
                << Qt::endl;
        return 2;
    }

    Configuration conditions;
    for (int i = 0; i < textOptions.size(); ++i)
        if (parser.isSet(textOptions[i]))
            kText[i].apply(conditions, parser.value(textOptions[i]).trimmed());
    for (int i = 0; i < intOptions.size(); ++i) {
        if (!parser.isSet(intOptions[i]))
            continue;
        bool ok = false;
        const qint64 v = parser.value(intOptions[i]).trimmed().toLongLong(&ok);
        if (!ok || v < 0) {
            ctx.err << Tr::tr("error: --%1 needs a non-negative integer, not '%2'")
                           .arg(QString::fromLatin1(kInt[i].name), parser.value(intOptions[i]))
                    << Qt::endl;
            return 2;
        }
        kInt[i].apply(conditions, v);
    }

    const QString path = pos.first();
    const bool fromStdin = path == QLatin1String("-");
    QFile file;
    const bool opened = fromStdin ? file.open(stdin, QIODevice::ReadOnly)
                                  : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        ctx.err << Tr::tr("error: cannot read %1: %2").arg(path, file.errorString()) << Qt::endl;
        return 1;
    }
    const QByteArray text = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        ctx.err << Tr::tr("error: cannot read %1: %2").arg(path, file.errorString()) << Qt::endl;
        return 1;
    }
    const SuiteParseResult parsed = parseSuiteOutput(*fmt, text);
    if (!parsed.ok()) {
        ctx.err << Tr::tr("error: %1: %2")
                       .arg(fromStdin ? QStringLiteral("<stdin>") : path, parsed.error)
                << Qt::endl;
        return 1;
    }

    Run run = suiteRun(*fmt, parsed, conditions, text);
    const QDateTime when =
        fromStdin ? QDateTime::currentDateTimeUtc() : QFileInfo(path).lastModified().toUTC();
    run.startedAt = when;
    run.finishedAt = when;
    run.notes +=
        QLatin1Char(' ') + (fromStdin ? Tr::tr("Read from standard input.")
                                      : Tr::tr("File: %1 (times are the file's modification time).")
                                            .arg(QFileInfo(path).fileName()));
    if (parser.isSet(note))
        run.notes += QLatin1Char(' ') + parser.value(note);
    run.tags = parser.values(tag);
    run.experiment = parser.value(experiment);

    RunStore store;
    if (!ctx.openStore(store))
        return 1;
    QString error;
    if (!store.saveRun(run, &error)) {
        ctx.err << Tr::tr("error: the run could not be stored: %1").arg(error) << Qt::endl;
        return 1;
    }
    ctx.out << run.id << Qt::endl;
    return 0;
}

const bool registered =
    registerCliCommand({QStringLiteral("import-suite"),
                        QString::fromUtf8(QT_TRANSLATE_NOOP(
                            "rb::Cli", "Store another suite's printed results (R-Rhealstone, "
                                       "Zephyr latency_measure, Thread-Metric, rtos-benchmark) "
                                       "as a summary-only run.")),
                        &importSuiteCommand});

} // namespace
} // namespace rb
