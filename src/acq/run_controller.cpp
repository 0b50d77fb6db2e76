// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/run_controller.h"
#include "acq/capture_session.h"
#include "acq/cycle_model_run.h"
#include "acq/firmware_builder.h"
#include "core/experiment/kernel_dirs.h"
#include "core/store/run_store.h"

#include <QCoreApplication>

#include <chrono>
#include <future>
#include <thread>

namespace rb {
namespace {
// A kernel that needs a tree and was given none takes the kernel registry's (callers that do
// not resolve trees themselves, e.g. the GUI, still find it), and so do its extra trees.
bool resolveKernelTrees(BuildRequest &req, QString *why)
{
    if (req.external.isValid())
        return true;
    const KernelInfo *k = KernelCatalogue::builtIn().find(req.kernel);
    if (req.kernelDir.isEmpty() && k && k->needsTree) {
        KernelRegistry registry;
        std::optional<QString> dir;
        if (registry.load(why))
            dir = KernelDirs::resolve(req.kernel, {}, registry, why);
        if (!dir)
            return false;
        req.kernelDir = *dir;
    }
    if (!req.kernelDir.isEmpty() && k && req.extraTrees.size() < k->extraTrees.size()) {
        KernelRegistry registry;
        if (!registry.load(why) || !KernelDirs::resolveExtraTrees(req, registry, why))
            return false;
    }
    return true;
}
} // namespace

RunController::RunController(RunControllerOptions options, std::vector<BuildRequest> plan,
                             QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_plan(std::move(plan)),
      m_toolVersions(m_options.boards)
{}

RunController::~RunController() = default;

void RunController::post(std::function<void()> emit)
{
    // Serial: at once, in this thread. Parallel: queued to the controller's thread, which
    // delivers it while it waits for the workers (receivers connected without a context, such
    // as the CLI's, then never run on two threads at once).
    if (m_parallel)
        QMetaObject::invokeMethod(this, std::move(emit), Qt::QueuedConnection);
    else
        emit();
}

void RunController::run()
{
    m_runIds.clear();
    m_failed = 0;
    m_t0 = std::chrono::steady_clock::now();
    m_times.assign(m_plan.size(), StepTimes{});
    // One connection for the whole plan, opened in this (the worker's) thread: opening and
    // migrating once per configuration cost time and raced other processes (issue 11).
    RunStore store;
    QString error;
    if (!m_plan.empty() && !store.open(m_options.dbPath, &error)) {
        m_failed = int(m_plan.size());
        Q_EMIT configurationFailed(0, tr("cannot open the database: %1").arg(error));
        Q_EMIT finished(0, m_failed, false);
        return;
    }
    if (parallelJobs() > 1)
        runParallel(store);
    else
        for (int i = 0; i < int(m_plan.size()); ++i) {
            if (m_cancel)
                break;
            const int failedBefore = m_failed;
            storeRun(i, runOne(i), store);
            if (m_failed > failedBefore && m_options.stopOnFailure) {
                Q_EMIT logLine(
                    tr("stopping: configuration %1 failed and stop-on-failure is set").arg(i + 1));
                break;
            }
        }
    Q_EMIT finished(int(m_runIds.size()), m_failed, m_cancel.load());
}

int RunController::parallelJobs() const
{
    // Only virtual-board runs go in parallel: each QEMU counts instructions (-icount), so its
    // capture does not depend on what else the host runs. The host and the GD32F103 measure
    // real time on shared hardware and stay one at a time.
    if (m_options.jobs <= 1 || m_plan.size() < 2)
        return 1;
    for (const BuildRequest &r : m_plan) {
        const QString board = m_options.boardOverride.isEmpty() ? r.board : m_options.boardOverride;
        if (!BoardRegistry::info(board).isVirtual)
            return 1;
    }
    return m_options.jobs;
}

void RunController::runParallel(RunStore &store)
{
    // `jobs` worker threads take the next configuration as soon as they are free (build, QEMU,
    // parse and validate as the bytes arrive); this thread is the writer: it stores the results
    // in plan order, so run ids follow the plan as in a serial run, and delivers the workers'
    // progress (post()) while it waits. A worker never waits for a store or for another worker:
    // a short configuration behind a long one starts at once (issue 38: with a launch window
    // of `jobs` in plan order, the second QEMU idled until the first one's run was stored).
    const int jobs = parallelJobs();
    const int n = int(m_plan.size());
    Q_EMIT logLine(tr("running up to %1 virtual-board configurations at once").arg(jobs));
    m_parallel = true;
    std::vector<std::promise<Produced>> promises(static_cast<size_t>(n));
    std::vector<std::future<Produced>> futures;
    futures.reserve(size_t(n));
    for (auto &p : promises)
        futures.push_back(p.get_future());
    std::atomic_int next{0};
    std::atomic_bool stopLaunching{false};
    std::vector<std::thread> workers;
    for (int w = 0; w < std::min(jobs, n); ++w)
        workers.emplace_back([&, w] {
            // Every index gets a value: one not started (cancel, stop-on-failure) is Nothing.
            for (int k = next++; k < n; k = next++) {
                if (m_cancel || stopLaunching)
                    promises[size_t(k)].set_value(Produced{});
                else
                    promises[size_t(k)].set_value(runOne(k, w + 1));
            }
        });
    bool stopped = false;
    for (int i = 0; i < n; ++i) {
        std::future<Produced> &f = futures[size_t(i)];
        while (f.wait_for(std::chrono::milliseconds(5)) != std::future_status::ready)
            QCoreApplication::processEvents();
        Produced p = f.get();
        QCoreApplication::processEvents(); // its progress lines before its result line
        const int failedBefore = m_failed;
        storeRun(i, std::move(p), store);
        if (m_failed > failedBefore && m_options.stopOnFailure && !stopped) {
            stopped = true; // the ones already running finish and are stored
            stopLaunching = true;
            Q_EMIT logLine(
                tr("stopping: configuration %1 failed and stop-on-failure is set").arg(i + 1));
        }
    }
    for (std::thread &t : workers)
        t.join();
    QCoreApplication::processEvents();
    m_parallel = false;
}

double RunController::msSinceStart() const
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - m_t0)
        .count();
}

RunController::Produced RunController::runOne(int index, int worker)
{
    Attempt a = prepare(index);
    a.times.worker = worker;
    a.times.start = msSinceStart();
    // The cycle-model timing method builds and captures the icount image (acq/cycle_model_run.h).
    CaptureSession session(CycleModelRun::firmwareRequest(a.request).expectedConfiguration());
    if (buildFirmware(a)) {
        a.times.built = msSinceStart();
        if (startAndCapture(a, session)) {
            a.times.firstBytes =
                session.firstBytesMs() < 0 ? -1 : a.times.built + session.firstBytesMs();
            a.times.captured = msSinceStart();
            validate(a, session);
            if (CycleModelRun::isCycleModel(a.request))
                toCycles(a);
            a.times.validated = msSinceStart();
        }
    }
    a.produced.times = a.times;
    return std::move(a.produced);
}

void RunController::toCycles(Attempt &a)
{
    // The captured icount run, traced again with the cycle model: its samples become estimated
    // cycles, or the run fails with why (its raw log kept).
    Run &run = a.produced.run;
    if (a.produced.kind != Produced::Captured)
        return;
    const QByteArray rawLog = run.rawLog;
    if (run.status != RunStatus::Complete) {
        fail(a,
             tr("the icount capture is not complete (%1): not converted to cycles")
                 .arg(run.statusReason),
             rawLog);
        return;
    }
    const int index = a.index;
    post([=, this] {
        Q_EMIT logLine(tr("tracing every window with the Cortex-M3 cycle model (%1)")
                           .arg(CycleModelRun::target()));
    });
    CycleModelRunOptions o;
    o.qemuProgram = m_options.boards.qemuProgram;
    o.cancel = &m_cancel;
    o.timeoutMs = m_options.timeoutMs;
    o.progress = [=, this](qint64, int windows, int wanted) {
        const int percent = wanted > 0 ? int(qint64(windows) * 100 / wanted) : 0;
        post([=, this] { Q_EMIT stepProgress(index, Step::Capture, percent); });
    };
    QString why;
    if (!CycleModelRun::apply(run, *a.firmware, a.request, o, &why))
        fail(a, tr("cycle model: %1").arg(why), rawLog);
}

RunController::Attempt RunController::prepare(int index)
{
    Attempt a;
    a.index = index;
    a.request = m_plan[size_t(index)];
    if (!m_options.boardOverride.isEmpty())
        a.request.board = m_options.boardOverride;
    a.board = BoardRegistry::info(a.request.board);
    a.label = a.request.label();
    a.record.experiment = m_options.experimentName;
    a.record.startedAt = QDateTime::currentDateTimeUtc();
    a.record.config = a.request.expectedConfiguration();
    a.record.toolVersions = m_toolVersions.forBoard(a.board);
    return a;
}

void RunController::fail(Attempt &a, const QString &reason, const QByteArray &rawLog)
{
    // Keep a record of what was tried and why it failed, with whatever was captured.
    a.record.status = RunStatus::Failed;
    a.record.statusReason = reason;
    a.record.rawLog = rawLog;
    a.record.finishedAt = QDateTime::currentDateTimeUtc();
    a.produced.kind = Produced::Failed;
    a.produced.run = a.record;
}

bool RunController::buildFirmware(Attempt &a)
{
    const int index = a.index, total = int(m_plan.size());
    post([=, this, label = a.label] { Q_EMIT stepStarted(index, total, Step::Build, label); });
    QString why;
    if (!resolveKernelTrees(a.request, &why)) {
        fail(a, tr("build failed: %1").arg(why));
        return false;
    }
    const FirmwareBuilder builder(
        m_options.firmwareDir.isEmpty() ? FirmwareBuilder::defaultFirmwareDir()
                                        : m_options.firmwareDir,
        m_options.cacheDir.isEmpty() ? FirmwareBuilder::defaultCacheDir() : m_options.cacheDir);
    const BuildOutcome built =
        builder.build(CycleModelRun::firmwareRequest(a.request), &m_cancel,
                      [this](const QString &l) { post([this, l] { Q_EMIT logLine(l); }); });
    if (m_cancel)
        return false; // nothing to keep
    if (!built.ok) {
        fail(a, tr("build failed: %1").arg(built.error), built.log.right(20000).toUtf8());
        return false;
    }
    const QString builtLine = built.reused
                                  ? tr("firmware up to date: %1").arg(built.manifest->elfPath)
                                  : tr("firmware built: %1").arg(built.manifest->elfPath);
    post([=, this] {
        Q_EMIT stepProgress(index, Step::Build, 100);
        Q_EMIT logLine(builtLine);
    });
    a.firmware = built.manifest;
    a.record.firmwareSha256 = built.manifest->elfSha256;
    a.record.footprint = built.manifest->footprint;
    a.record.kernelTree = built.kernelTree;
    return true;
}

bool RunController::startAndCapture(Attempt &a, CaptureSession &session)
{
    QString error;
    std::unique_ptr<Board> board = makeBoard(a.request.board, m_options.boards, &error);
    if (!board) {
        fail(a, error);
        return false;
    }
    // A board flashed through a probe starts with the Flash step, the capture following once
    // its first bytes arrive; the others start with the capture.
    const int index = a.index, total = int(m_plan.size());
    const QString label = a.label;
    const bool flashes = a.board.needsProbe;
    post([=, this] {
        Q_EMIT stepStarted(index, total, flashes ? Step::Flash : Step::Capture, label);
    });
    CaptureSession::Callbacks cb;
    cb.onStatus = [=, this](int percent, const QString &line) {
        if (percent >= 0)
            post([=, this] { Q_EMIT stepProgress(index, Step::Flash, percent); });
        post([=, this] { Q_EMIT logLine(line); });
    };
    cb.onFirstBytes = [=, this] {
        if (flashes)
            post([=, this] { Q_EMIT stepStarted(index, total, Step::Capture, label); });
    };
    cb.onSamples = [=, this](const QString &m, const QString &u, const QVector<qint64> &v) {
        post([=, this] { Q_EMIT samplesArrived(index, m, u, v); });
    };
    cb.onCaseProgress = [=, this](const QString &metric, qint64 got, qint64 announced) {
        post([=, this] { Q_EMIT caseProgress(index, metric, got, announced); });
    };
    BoardRunOptions bo;
    bo.cancel = &m_cancel;
    bo.timeoutMs = m_options.timeoutMs;
    bo.idleTimeoutMs = m_options.idleTimeoutMs;
    bo.sharesTheHost = parallelJobs() > 1;
    a.result = session.capture(*board, *a.firmware, bo, cb);
    // Cancelled before anything arrived: nothing to keep.
    return !(a.result.cancelled && a.result.capture.isEmpty());
}

void RunController::validate(Attempt &a, CaptureSession &session)
{
    // Validated inside the assembler; storeRun() stores it, in one transaction.
    a.produced.kind = Produced::Captured;
    a.produced.label = a.label;
    a.produced.run = session.validate(a.result, a.record, *a.firmware);
}

void RunController::storeRun(int index, Produced p, RunStore &store)
{
    if (p.kind == Produced::Nothing)
        return;
    StepTimes &times = m_times[size_t(index)];
    times = p.times;
    times.storeStart = msSinceStart();
    struct Stamp {
        StepTimes &t;
        const RunController *c;
        ~Stamp() { t.stored = c->msSinceStart(); }
    } stamp{times, this};
    Run &run = p.run;
    for (const QString &t : m_options.tags.value(index))
        if (!run.tags.contains(t))
            run.tags << t;
    if (!m_options.planId.isEmpty()) {
        run.planId = m_options.planId;
        run.planIndex = size_t(index) < m_options.planPositions.size()
                            ? m_options.planPositions[size_t(index)]
                            : index;
        run.shard = m_options.shard;
    }
    QString error;
    if (p.kind == Produced::Failed) {
        if (store.saveRun(run, &error)) {
            m_runIds.push_back(run.id);
            Q_EMIT runStored(index, run.id, runStatusName(run.status), run.statusReason);
        } else {
            Q_EMIT logLine(tr("could not store the failed run: %1").arg(error));
        }
        ++m_failed;
        Q_EMIT configurationFailed(index, run.statusReason);
        return;
    }
    Q_EMIT stepStarted(index, int(m_plan.size()), Step::Store, p.label);
    if (!store.saveRun(run, &error)) {
        ++m_failed;
        Q_EMIT configurationFailed(index, tr("could not store the run: %1").arg(error));
        return;
    }
    m_runIds.push_back(run.id);
    Q_EMIT runStored(index, run.id, runStatusName(run.status), run.statusReason);
    if (run.status != RunStatus::Complete) {
        ++m_failed;
        Q_EMIT configurationFailed(index, run.statusReason);
    }
}

} // namespace rb
