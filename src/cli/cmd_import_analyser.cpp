// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli import-analyser FILE.sr --channel NAME|INDEX [--metric M]
// [--pairing rising-falling|toggle] [--run RUN_ID] ...: stores a logic-analyser capture (read
// through libsigrok) as a run with timing_method gpio-analyser (docs/importers.md).
#include "acq/sigrok_session.h"
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "core/analysis/series.h"
#include "core/analysis/traps.h"
#include "core/io/analyser_import.h"
#include "core/store/run_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

std::optional<qint64> intOption(const QCommandLineParser &p, const QCommandLineOption &o,
                                CliContext &ctx, bool *bad)
{
    if (!p.isSet(o))
        return std::nullopt;
    bool ok = false;
    const qint64 v = p.value(o).trimmed().toLongLong(&ok);
    if (!ok || v < 0) {
        ctx.err << Tr::tr("error: --%1 needs a non-negative integer, not '%2'")
                       .arg(o.names().first(), p.value(o))
                << Qt::endl;
        *bad = true;
        return std::nullopt;
    }
    return v;
}

void printChannels(CliContext &ctx, const AnalyserCapture &cap)
{
    ctx.out << Tr::tr("samplerate %1 Hz, %2 samples").arg(cap.samplerate).arg(cap.sampleCount)
            << Qt::endl;
    for (const AnalyserChannel &c : cap.channels)
        ctx.out << Tr::tr("channel %1 %2: %n edge(s)", nullptr,
                          int(std::min<qint64>(c.edgeCount, INT32_MAX)))
                       .arg(c.index)
                       .arg(c.name)
                << Qt::endl;
}

void printComparison(CliContext &ctx, const MethodComparison &m, const Run &stampedRun,
                     const QString &metric)
{
    ctx.out << Tr::tr("compared with run %1 %2 (%3): %4 window(s), %5 leading (cold, warm-up) "
                      "skipped, %6 flagged skipped")
                   .arg(stampedRun.id)
                   .arg(metric, stampedRun.config.timingMethod)
                   .arg(m.compared)
                   .arg(m.skippedLeading)
                   .arg(m.flaggedSkipped)
            << Qt::endl;
    ctx.out << Tr::tr("analyser - stamped: median %1 ns, max |difference| %2 ns; %3 window(s) "
                      "differ by more than one sample period (%4 ns)")
                   .arg(m.medianDiffNs, 0, 'f', 1)
                   .arg(m.maxAbsDiffNs, 0, 'f', 1)
                   .arg(m.beyondOnePeriod)
                   .arg(m.samplePeriodNs, 0, 'g', 6)
            << Qt::endl;
    for (size_t i = 0; i < m.first.size(); ++i)
        ctx.out << QStringLiteral("  %1  %2 ns  %3 ns")
                       .arg(i)
                       .arg(m.first[i].first, 0, 'f', 1)
                       .arg(m.first[i].second, 0, 'f', 1)
                << Qt::endl;
}

int importAnalyserCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Stores the windows a logic analyser saw on one channel (a sigrok session, .sr) "
               "as a run with timing method gpio-analyser."));
    parser.addHelpOption();
    const QCommandLineOption channel(QStringLiteral("channel"),
                                     Tr::tr("The channel wired to the marker pin: its name or "
                                            "0-based index."),
                                     QStringLiteral("NAME|INDEX"));
    const QCommandLineOption metric(
        QStringLiteral("metric"),
        Tr::tr("Metric id of the windows (default gpio_window; with --run, the case of that run)."),
        QStringLiteral("M"));
    const QCommandLineOption pairing(QStringLiteral("pairing"),
                                     Tr::tr("rising-falling (pin high inside a window, the "
                                            "default) or toggle (every edge is a stamp)."),
                                     QStringLiteral("P"));
    const QCommandLineOption glitch(QStringLiteral("glitch-samples"),
                                    Tr::tr("A level shorter than N sample periods is a glitch: "
                                           "the windows it touches are flagged (default 0: off)."),
                                    QStringLiteral("N"));
    const QCommandLineOption run(QStringLiteral("run"),
                                 Tr::tr("The run whose firmware stamped and toggled the same "
                                        "windows: its conditions, its cal_gpio_toggle, and a "
                                        "window-by-window comparison."),
                                 QStringLiteral("RUN_ID"));
    const QCommandLineOption toggleNs(QStringLiteral("toggle-ns"),
                                      Tr::tr("Toggle cost to subtract, in ns."),
                                      QStringLiteral("N"));
    const QCommandLineOption toggleCycles(
        QStringLiteral("toggle-cycles"),
        Tr::tr("Toggle cost to subtract, in core cycles (needs --clock-hz or --run)."),
        QStringLiteral("N"));
    const QCommandLineOption clockHz(QStringLiteral("clock-hz"),
                                     Tr::tr("Core clock of the board in Hz."), QStringLiteral("F"));
    const QCommandLineOption kernel(QStringLiteral("kernel"), Tr::tr("Kernel measured."),
                                    QStringLiteral("K"));
    const QCommandLineOption board(QStringLiteral("board"), Tr::tr("Board measured."),
                                   QStringLiteral("B"));
    const QCommandLineOption listChannels(
        QStringLiteral("list-channels"),
        Tr::tr("Only print the capture's channels and their edge counts; store nothing."));
    const QCommandLineOption note(QStringLiteral("note"), Tr::tr("Text added to the run's notes."),
                                  QStringLiteral("TEXT"));
    const QCommandLineOption tag(QStringLiteral("tag"), Tr::tr("Tag the run (repeatable)."),
                                 QStringLiteral("TAG"));
    const QCommandLineOption experiment(QStringLiteral("experiment"),
                                        Tr::tr("Experiment name to file the run under."),
                                        QStringLiteral("NAME"));
    parser.addOptions({channel, metric, pairing, glitch, run, toggleNs, toggleCycles, clockHz,
                       kernel, board, listChannels, note, tag, experiment});
    if (!parser.parse(args)) {
        ctx.err << Tr::tr("error: %1").arg(parser.errorText()) << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(parser, ctx, QStringLiteral("import-analyser")))
        return 0;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1 || (!parser.isSet(channel) && !parser.isSet(listChannels))) {
        ctx.err << Tr::tr("usage: rtosbench-cli [--db PATH] import-analyser FILE.sr --channel "
                          "NAME|INDEX [--metric M] [--pairing rising-falling|toggle] "
                          "[--run RUN_ID] [--toggle-ns N | --toggle-cycles N] ...")
                << Qt::endl;
        return 2;
    }
    AnalyserImportRequest request;
    if (parser.isSet(pairing)) {
        const auto p = analyserPairingFromName(parser.value(pairing));
        if (!p) {
            ctx.err << Tr::tr("error: --pairing is rising-falling or toggle, not '%1'")
                           .arg(parser.value(pairing))
                    << Qt::endl;
            return 2;
        }
        request.pairing.pairing = *p;
    }
    bool bad = false;
    const auto glitchN = intOption(parser, glitch, ctx, &bad);
    const auto runId = intOption(parser, run, ctx, &bad);
    const auto givenToggleNs = intOption(parser, toggleNs, ctx, &bad);
    const auto givenToggleCycles = intOption(parser, toggleCycles, ctx, &bad);
    const auto givenClock = intOption(parser, clockHz, ctx, &bad);
    if (bad)
        return 2;
    if (givenToggleNs && givenToggleCycles) {
        ctx.err << Tr::tr("error: give the toggle cost once: --toggle-ns or --toggle-cycles")
                << Qt::endl;
        return 2;
    }
    request.pairing.glitchSamples = glitchN.value_or(0);

    const QString path = pos.first();
    // Only the chosen channel's edges are kept (--list-channels: none, only their counts).
    const SigrokSessionResult session =
        loadSigrokSession(path, parser.isSet(listChannels) ? QString() : parser.value(channel));
    if (!session.ok()) {
        ctx.err << Tr::tr("error: %1").arg(session.error) << Qt::endl;
        return 1;
    }
    const AnalyserCapture &cap = session.capture;
    if (parser.isSet(listChannels)) {
        printChannels(ctx, cap);
        return 0;
    }
    const AnalyserChannel *ch = cap.channel(parser.value(channel));
    if (!ch) {
        ctx.err << Tr::tr("error: %1 has no logic channel '%2' (channels: %3)")
                       .arg(path, parser.value(channel),
                            cap.channelNames().join(QStringLiteral(", ")))
                << Qt::endl;
        return 1;
    }
    const AnalyserPairResult pairs = pairAnalyserEdges(*ch, cap.sampleCount, request.pairing);
    if (!pairs.ok()) {
        ctx.err << Tr::tr("error: %1: %2").arg(path, pairs.error) << Qt::endl;
        return 1;
    }

    RunStore store;
    if (!ctx.openStore(store))
        return 1;
    std::optional<Run> stamped;
    if (runId) {
        stamped = store.loadRun(*runId);
        if (!stamped) {
            ctx.err << Tr::tr("error: no run %1").arg(*runId) << Qt::endl;
            return 1;
        }
        if (!parser.isSet(metric)) {
            ctx.err << Tr::tr("error: --run needs --metric: the case of run %1 whose windows the "
                              "pin marked")
                           .arg(*runId)
                    << Qt::endl;
            return 2;
        }
        request.conditions = stamped->config;
        request.conditions.extra.remove(QStringLiteral("timer_label"));
    }
    if (parser.isSet(metric))
        request.metric = parser.value(metric).trimmed();
    if (givenClock)
        request.conditions.clockHz = *givenClock;
    if (parser.isSet(kernel))
        request.conditions.kernel = parser.value(kernel);
    if (parser.isSet(board))
        request.conditions.board = parser.value(board);

    if (givenToggleNs) {
        request.toggleNs = *givenToggleNs;
        request.toggleSource = Tr::tr("given with --toggle-ns");
    } else if (givenToggleCycles) {
        if (!request.conditions.clockHz || *request.conditions.clockHz <= 0) {
            ctx.err << Tr::tr("error: --toggle-cycles needs the clock: --clock-hz or --run")
                    << Qt::endl;
            return 2;
        }
        const double ns = double(*givenToggleCycles) * 1e9 / double(*request.conditions.clockHz);
        request.toggleNs = qint64(std::llround(ns));
        request.toggleSource = Tr::tr("%1 cycles at %2 Hz, given with --toggle-cycles")
                                   .arg(*givenToggleCycles)
                                   .arg(*request.conditions.clockHz);
    } else if (stamped && stamped->config.extra.contains(QStringLiteral("gpio_windows"))) {
        QString why;
        request.toggleNs = gpioWindowChainNs(*stamped, request.metric, &why);
        request.toggleSource = why;
        if (!request.toggleNs)
            ctx.err << Tr::tr("warning: nothing subtracted: %1").arg(why) << Qt::endl;
    } else if (stamped) {
        QString why;
        request.toggleNs = gpioToggleCostNs(*stamped, &why);
        request.toggleSource = why;
        if (!request.toggleNs)
            ctx.err << Tr::tr("warning: no toggle cost subtracted: %1").arg(why) << Qt::endl;
    }

    QFile file(path);
    QCryptographicHash sha(QCryptographicHash::Sha256);
    if (file.open(QIODevice::ReadOnly))
        sha.addData(&file);
    request.fileName = QFileInfo(path).fileName();
    request.fileSha256 = QString::fromLatin1(sha.result().toHex());

    Run imported = analyserRun(cap, *ch, pairs, request);
    imported.toolVersions.insert(QStringLiteral("libsigrok"), sigrokVersion());
    const QDateTime when = QFileInfo(path).lastModified().toUTC();
    imported.startedAt = when;
    imported.finishedAt = when;

    std::optional<MethodComparison> comparison;
    if (stamped) {
        const CaseResult *sc = stamped->findCase(request.metric);
        if (!sc) {
            ctx.err << Tr::tr("error: run %1 has no case %2").arg(*runId).arg(request.metric)
                    << Qt::endl;
            return 1;
        }
        comparison = compareTimingMethods(*stamped, *sc, pairs, cap.samplerate, request.toggleNs);
        if (!comparison->ok()) {
            ctx.err << Tr::tr("error: %1").arg(comparison->error) << Qt::endl;
            return 1;
        }
        imported.notes +=
            QLatin1Char(' ') +
            Tr::tr("The windows of run %1's case %2 (%3): analyser - stamped median %4 ns over %5 "
                   "window(s).")
                .arg(stamped->id)
                .arg(request.metric, stamped->config.timingMethod)
                .arg(comparison->medianDiffNs, 0, 'f', 1)
                .arg(comparison->compared);
    }

    const std::vector<TrapWarning> coarse = detectCoarseTimer(seriesFromRun(imported));
    for (const TrapWarning &w : coarse)
        imported.notes += QLatin1Char(' ') + Tr::tr("Trap 6: %1").arg(w.explanation);
    if (parser.isSet(note))
        imported.notes += QLatin1Char(' ') + parser.value(note);
    imported.tags = parser.values(tag);
    imported.experiment = parser.value(experiment);

    QString error;
    if (!store.saveRun(imported, &error)) {
        ctx.err << Tr::tr("error: the run could not be stored: %1").arg(error) << Qt::endl;
        return 1;
    }
    ctx.out << imported.id << Qt::endl;
    const CaseResult &c = imported.cases.front();
    ctx.out << Tr::tr("%1: %2 window(s) on channel %3 at %4 samples/s, %5 flagged")
                   .arg(c.metric)
                   .arg(c.sampleCount)
                   .arg(ch->name)
                   .arg(cap.samplerate)
                   .arg(pairs.flaggedCount())
            << Qt::endl;
    for (const TrapWarning &w : coarse)
        ctx.err << Tr::tr("warning: trap 6 (%1): %2").arg(w.title, w.explanation) << Qt::endl;
    if (comparison)
        printComparison(ctx, *comparison, *stamped, request.metric);
    return 0;
}

const bool registered = registerCliCommand(
    {QStringLiteral("import-analyser"),
     QString::fromUtf8(QT_TRANSLATE_NOOP("rb::Cli", "Store a logic-analyser capture (sigrok .sr "
                                                    "session) of a GPIO marker pin as a run.")),
     &importAnalyserCommand});

} // namespace
} // namespace rb
