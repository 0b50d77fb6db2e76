// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/run_service.h"

#include "core/experiment/kernel_dirs.h"
#include "core/kernels/kernel_registry.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"
#include "gui/app_settings.h"
#include "gui/workbench_state.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

namespace rb {

RunService::RunService(WorkbenchState *state, QObject *parent) : QObject(parent), m_state(state) {}

RunService::~RunService()
{
    // The window is being torn down: nobody is told any more.
    blockSignals(true);
    stopAndWait();
    if (m_worker) {
        if (m_reportCancel)
            *m_reportCancel = true;
        // A report hands its plots to this (the GUI) thread: keep delivering them until it
        // has stopped. A board check ends within its step's timeout.
        while (!m_worker->wait(20))
            QCoreApplication::sendPostedEvents();
        delete m_worker;
    }
}

bool RunService::runOptions(const RunRequest &request, RunControllerOptions *options,
                            QString *error) const
{
    if (!m_state->store()) {
        return setError(error, tr("No database is open."));
    }
    const AppSettings settings;
    RunControllerOptions o;
    o.dbPath = m_state->store()->path();
    o.boards = settings.boardSettings();
    // Virtual-board configurations in parallel, one QEMU a core (setting run/jobs).
    o.jobs = settings.runJobs();
    o.boardOverride = request.boardOverride;
    o.stopOnFailure = request.stopOnFailure;
    o.experimentName = request.experimentName;
    o.tags = request.tags;
    *options = o;
    return true;
}

BoardCheckOptions RunService::boardCheckOptions()
{
    const BoardSettings b = AppSettings().boardSettings();
    BoardCheckOptions o;
    o.openocd.program = b.openOcdProgram;
    o.openocd.probe = b.probe;
    o.openocd.target = b.target;
    o.port = b.serialPort;
    o.baud = b.baud;
    return o;
}

void RunService::reapWorker()
{
    // The last worker has posted its result (its last act) and ends at once.
    if (m_worker)
        m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
}

void RunService::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

bool RunService::start(RunRequest request, QString *error)
{
    auto fail = [error](const QString &text) { return setError(error, text); };
    if (m_busy)
        return fail(tr("A run is already in progress."));
    if (request.plan.empty())
        return fail(tr("The experiment has no configuration to run."));
    RunControllerOptions o;
    QString why;
    if (!runOptions(request, &o, &why))
        return fail(why);
    const int total = int(request.plan.size());
    m_thread = new QThread(this);
    m_controller = new RunController(o, std::move(request.plan));
    m_controller->moveToThread(m_thread);
    connect(m_thread, &QThread::started, m_controller, &RunController::run);
    connect(m_controller, &RunController::stepStarted, this, &RunService::stepStarted);
    connect(m_controller, &RunController::stepProgress, this, &RunService::stepProgress);
    connect(m_controller, &RunController::caseProgress, this, &RunService::caseProgress);
    connect(m_controller, &RunController::samplesArrived, this, &RunService::samplesArrived);
    connect(m_controller, &RunController::logLine, this, &RunService::logLine);
    connect(m_controller, &RunController::configurationFailed, this,
            &RunService::configurationFailed);
    connect(m_controller, &RunController::runStored, this,
            [this](int index, qint64 runId, const QString &status, const QString &reason) {
                m_state->reloadRuns();
                Q_EMIT runStored(index, runId, status, reason);
            });
    connect(m_controller, &RunController::finished, m_thread, &QThread::quit, Qt::DirectConnection);
    connect(m_controller, &RunController::finished, this, &RunService::onFinished);
    setBusy(true);
    Q_EMIT runStarted(request.experimentName, total);
    Q_EMIT runningChanged(true);
    m_thread->start();
    return true;
}

std::optional<Experiment> RunService::resolveExperiment(const Experiment &experiment,
                                                        QString *error)
{
    Experiment e = experiment;
    const AppSettings settings;
    for (const QString &kernel : e.kernels) {
        const QString dir = settings.kernelDir(kernel);
        if (!dir.isEmpty() && !e.kernelDirs.contains(kernel))
            e.kernelDirs.insert(kernel, dir);
    }
    // Every kernel tree is found (Settings, then the kernel registry) and checked before
    // anything is built, as in the CLI.
    KernelRegistry registry(KernelRegistry::defaultCacheDir());
    QString treeError;
    if (!registry.load(&treeError) || !KernelDirs::resolveExperiment(e, registry, &treeError)) {
        setError(error, tr("%1 (Settings › Kernels adds a tree)").arg(treeError));
        return std::nullopt;
    }
    return e;
}

bool RunService::startExperiment(const Experiment &experiment, const QString &boardOverride,
                                 QString *error, const QStringList &tags)
{
    auto fail = [error](const QString &text) { return setError(error, text); };
    if (m_busy)
        return fail(tr("A run is already in progress."));
    QString treeError;
    const std::optional<Experiment> e = resolveExperiment(experiment, &treeError);
    if (!e)
        return fail(tr("Cannot run: %1").arg(treeError));
    if (const QStringList bad = e->problems(boardOverride); !bad.isEmpty())
        return fail(tr("Nothing was run: %1").arg(bad.join(QStringLiteral("; "))));
    RunRequest request;
    request.plan = e->expand();
    request.experimentName = e->name;
    request.boardOverride = boardOverride;
    request.stopOnFailure = e->stopOnFailure;
    if (!tags.isEmpty())
        for (int i = 0; i < int(request.plan.size()); ++i)
            request.tags.insert(i, tags);
    return start(std::move(request), error);
}

void RunService::cancel()
{
    if (m_controller)
        m_controller->cancel();
    if (m_reportCancel)
        *m_reportCancel = true;
}

void RunService::cleanupRun()
{
    if (m_thread) {
        m_thread->quit();
        m_thread->wait(); // run() has returned: finished() is its last act
    }
    delete m_controller;
    m_controller = nullptr;
    delete m_thread;
    m_thread = nullptr;
}

void RunService::stopAndWait()
{
    if (!m_thread)
        return;
    m_controller->cancel();
    cleanupRun();
    setBusy(false);
    Q_EMIT runningChanged(false);
}

void RunService::onFinished(int stored, int failed, bool cancelled)
{
    if (!m_controller)
        return; // stopAndWait() came first
    cleanupRun();
    setBusy(false);
    Q_EMIT finished(stored, failed, cancelled);
    Q_EMIT runningChanged(false);
}

bool RunService::startBoardCheck(const BoardCheckOptions &options, QString *error)
{
    if (m_busy) {
        return setError(error, tr("A run is already in progress."));
    }
    reapWorker();
    const QPointer<RunService> self(this);
    m_worker = QThread::create([self, options] {
        BoardCheck check(options);
        const std::vector<BoardCheckItem> items = check.run([self](const QString &line) {
            QMetaObject::invokeMethod(
                self, [self, line] { Q_EMIT self->boardCheckLine(line); }, Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            self,
            [self, items] {
                self->setBusy(false);
                Q_EMIT self->boardCheckFinished(items);
            },
            Qt::QueuedConnection);
    });
    m_worker->setParent(this);
    setBusy(true);
    m_worker->start();
    return true;
}

bool RunService::startReport(const QString &path, ReportOptions options, QString *error)
{
    auto fail = [error](const QString &text) { return setError(error, text); };
    if (m_busy)
        return fail(tr("A run is already in progress."));
    if (!m_state->store())
        return fail(tr("No database is open."));
    if (options.language.isEmpty())
        options.language = AppSettings().reportLanguage();
    // The worker opens its own connection (a database connection belongs to its thread).
    const QString db = m_state->store()->path();
    reapWorker();
    auto cancelled = std::make_shared<std::atomic_bool>(false);
    m_reportCancel = cancelled;
    const QPointer<RunService> self(this);
    m_worker = QThread::create([self, db, path, options, cancelled] {
        QString why;
        ReportOutcome outcome;
        const bool ok = writeReportPdf(
            db, options, path,
            [self, cancelled](int percent, const QString &step) {
                QMetaObject::invokeMethod(
                    self, [self, percent, step] { Q_EMIT self->reportProgress(percent, step); },
                    Qt::QueuedConnection);
                return !cancelled->load();
            },
            &why, &outcome);
        QMetaObject::invokeMethod(
            self,
            [self, ok, why, outcome] {
                self->m_reporting = false;
                self->m_reportCancel.reset();
                self->setBusy(false);
                Q_EMIT self->reportFinished(ok, why, outcome);
            },
            Qt::QueuedConnection);
    });
    m_worker->setParent(this);
    m_reporting = true;
    setBusy(true);
    m_worker->start();
    return true;
}

} // namespace rb
