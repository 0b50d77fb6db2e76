// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/run_progress.h"

#include "acq/run_controller.h"
#include "cli/cli_command.h"
#include "core/io/line_cut.h"

#include <QCoreApplication>

#include <memory>

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QString stepName(RunController::Step s)
{
    switch (s) {
    case RunController::Step::Build:
        return Tr::tr("build");
    case RunController::Step::Flash:
        return Tr::tr("flash");
    case RunController::Step::Capture:
        return Tr::tr("capture");
    case RunController::Step::Store:
        return Tr::tr("store");
    }
    return {};
}

} // namespace

void connectRunProgress(RunController &controller, CliContext &ctx, bool verbose,
                        std::vector<int> positions)
{
    // The configuration's number in the whole plan (1-based).
    const auto number = [positions = std::move(positions)](int i) {
        return (i >= 0 && size_t(i) < positions.size() ? positions[size_t(i)] : i) + 1;
    };
    QObject::connect(
        &controller, &RunController::stepStarted,
        [&ctx](int i, int total, RunController::Step s, const QString &label) {
            ctx.err
                << QStringLiteral("[%1/%2] %3: %4").arg(i + 1).arg(total).arg(stepName(s), label)
                << Qt::endl;
        });
    auto lastCase = std::make_shared<QString>();
    QObject::connect(
        &controller, &RunController::caseProgress,
        [&ctx, verbose, lastCase](int, const QString &metric, qint64 got, qint64 announced) {
            if (verbose && metric != *lastCase) {
                *lastCase = metric;
                ctx.err << QStringLiteral("        %1 (%2)").arg(metric).arg(announced) << Qt::endl;
            }
            Q_UNUSED(got);
        });
    QObject::connect(&controller, &RunController::logLine, [&ctx, verbose](const QString &l) {
        if (verbose && !l.trimmed().isEmpty() && !l.startsWith(QLatin1String("[")))
            ctx.err << QStringLiteral("        ") << cutLine(l, 200) << Qt::endl;
    });
    QObject::connect(
        &controller, &RunController::runStored,
        [&ctx, number](int i, qint64 id, const QString &status, const QString &reason) {
            ctx.out << Tr::tr("configuration %1: run %2 %3").arg(number(i)).arg(id).arg(status);
            if (!reason.isEmpty())
                ctx.out << QStringLiteral(" (") << reason << QStringLiteral(")");
            ctx.out << Qt::endl;
        });
    QObject::connect(&controller, &RunController::configurationFailed,
                     [&ctx, number](int i, const QString &reason) {
                         ctx.err << Tr::tr("configuration %1 failed: %2").arg(number(i)).arg(reason)
                                 << Qt::endl;
                     });
}

void printRunTally(const RunController &controller, std::size_t planned, CliContext &ctx)
{
    QStringList idList;
    for (qint64 id : controller.storedRunIds())
        idList << QString::number(id);
    ctx.err << Tr::tr("%1 configuration(s), %2 run(s) stored [%3], %4 failed")
                   .arg(planned)
                   .arg(controller.storedRunIds().size())
                   .arg(idList.join(','))
                   .arg(controller.failedCount())
            << Qt::endl;
}

} // namespace rb
