// SPDX-License-Identifier: GPL-3.0-or-later
// rtosbench-cli --db PATH run EXPERIMENT.json [--board qemu|host|gd32f103] [--port DEV]
//               [--probe cmsis-dap] [--kernel-dir K=DIR] [--stop-on-failure] [--timeout S]
#include "acq/run_controller.h"
#include "cli_command.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("rtosbench-cli", s);
}

QString stepName(rb::RunController::Step s)
{
    switch (s) {
    case rb::RunController::Step::Build:
        return tr("build");
    case rb::RunController::Step::Flash:
        return tr("flash");
    case rb::RunController::Step::Capture:
        return tr("capture");
    case rb::RunController::Step::Store:
        return tr("store");
    }
    return {};
}

int runExperiment(rb::CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(tr("Runs an experiment: build, flash or start, capture, validate "
                                   "and store every configuration."));
    p.addHelpOption();
    const QCommandLineOption board("board", tr("Run on this board instead: qemu, host, gd32f103."),
                                   "B");
    const QCommandLineOption port("port", tr("Serial port of the GD32F103 (e.g. /dev/ttyUSB0)."),
                                  "DEV");
    const QCommandLineOption baud("baud", tr("Baud rate of the serial port."), "N", "115200");
    const QCommandLineOption probe("probe", tr("Debug probe: cmsis-dap, stlink or jlink."), "P",
                                   "cmsis-dap");
    const QCommandLineOption openocd("openocd", tr("OpenOCD program."), "PATH", "openocd");
    const QCommandLineOption qemu("qemu", tr("QEMU program."), "PATH", "qemu-system-arm");
    const QCommandLineOption kdir("kernel-dir",
                                  tr("Kernel source tree, as KERNEL=DIR (repeatable)."), "K=DIR");
    const QCommandLineOption stop("stop-on-failure",
                                  tr("Stop at the first failing configuration."));
    const QCommandLineOption timeout("timeout", tr("Seconds one board run may take."), "S", "600");
    const QCommandLineOption quiet("quiet", tr("Print only the result lines."));
    p.addOptions({board, port, baud, probe, openocd, qemu, kdir, stop, timeout, quiet});
    p.addPositionalArgument("experiment", tr("The experiment definition (JSON)."));
    if (!p.parse(args)) {
        ctx.err << p.errorText() << Qt::endl;
        return 2;
    }
    if (p.isSet("help")) {
        ctx.out << p.helpText();
        return 0;
    }
    if (p.positionalArguments().size() != 1) {
        ctx.err << tr("error: run needs exactly one EXPERIMENT.json") << Qt::endl;
        return 2;
    }
    QString error;
    auto exp = rb::Experiment::load(p.positionalArguments().first(), &error);
    if (!exp) {
        ctx.err << tr("error: %1").arg(error) << Qt::endl;
        return 2;
    }
    for (const QString &kv : p.values(kdir)) {
        const qsizetype eq = kv.indexOf('=');
        if (eq <= 0) {
            ctx.err << tr("error: --kernel-dir takes KERNEL=DIR, got \"%1\"").arg(kv) << Qt::endl;
            return 2;
        }
        exp->kernelDirs.insert(kv.left(eq), kv.mid(eq + 1));
    }
    rb::RunControllerOptions o;
    o.dbPath = ctx.dbPath;
    o.boardOverride = p.value(board);
    o.boards.serialPort = p.value(port);
    o.boards.baud = p.value(baud).toInt();
    o.boards.probe = p.value(probe);
    o.boards.openOcdProgram = p.value(openocd);
    o.boards.qemuProgram = p.value(qemu);
    o.stopOnFailure = p.isSet(stop) || exp->stopOnFailure;
    o.timeoutMs = p.value(timeout).toInt() * 1000;
    o.idleTimeoutMs = qMin(o.timeoutMs, 120000);
    o.experimentName = exp->name;
    const std::vector<rb::BuildRequest> plan = exp->expand();

    rb::RunController controller(o, plan);
    const bool verbose = !p.isSet(quiet);
    QObject::connect(
        &controller, &rb::RunController::stepStarted,
        [&](int i, int total, rb::RunController::Step s, const QString &label) {
            ctx.err
                << QStringLiteral("[%1/%2] %3: %4").arg(i + 1).arg(total).arg(stepName(s), label)
                << Qt::endl;
        });
    QString lastCase;
    QObject::connect(&controller, &rb::RunController::caseProgress,
                     [&](int, const QString &metric, qint64 got, qint64 announced) {
                         if (verbose && metric != lastCase) {
                             lastCase = metric;
                             ctx.err << QStringLiteral("        %1 (%2)").arg(metric).arg(announced)
                                     << Qt::endl;
                         }
                         Q_UNUSED(got);
                     });
    QObject::connect(&controller, &rb::RunController::logLine, [&](const QString &l) {
        if (verbose && !l.trimmed().isEmpty() && !l.startsWith(QLatin1String("[")))
            ctx.err << QStringLiteral("        ") << l.trimmed().left(200) << Qt::endl;
    });
    QObject::connect(
        &controller, &rb::RunController::runStored,
        [&](int i, qint64 id, const QString &status, const QString &reason) {
            ctx.out << tr("configuration %1: run %2 %3").arg(i + 1).arg(id).arg(status);
            if (!reason.isEmpty())
                ctx.out << QStringLiteral(" (") << reason << QStringLiteral(")");
            ctx.out << Qt::endl;
        });
    QObject::connect(
        &controller, &rb::RunController::configurationFailed, [&](int i, const QString &reason) {
            ctx.err << tr("configuration %1 failed: %2").arg(i + 1).arg(reason) << Qt::endl;
        });
    controller.run();
    const auto &ids = controller.storedRunIds();
    QStringList idList;
    for (qint64 id : ids)
        idList << QString::number(id);
    ctx.err << tr("%1 configuration(s), %2 run(s) stored [%3], %4 failed")
                   .arg(plan.size())
                   .arg(ids.size())
                   .arg(idList.join(','))
                   .arg(controller.failedCount())
            << Qt::endl;
    return controller.failedCount() > 0 || controller.isCancelled() ? 1 : 0;
}

const bool registered = rb::registerCliCommand(
    {QStringLiteral("run"),
     QStringLiteral("Run an experiment (build, flash/start, capture, store)"), &runExperiment});

} // namespace
