// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/run_controller.h"
#include "acq/firmware_builder.h"
#include "acq/live_sample_tap.h"
#include "core/kernels/kernel_dirs.h"
#include "core/protocol/capture_assembler.h"
#include "core/store/run_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QMutex>
#include <QStandardPaths>

#include <chrono>
#include <future>

namespace rb {
namespace {
// The first line of `program args` (a tool's --version). Cached for the whole process, keyed by
// the resolved executable, its size and mtime: an upgraded tool is asked again, an unchanged one
// is not started for every configuration (issue 6: three probes per run were a fixed cost).
QString firstLineOf(const QString &program, const QStringList &args)
{
    const QString exe = program.contains('/') ? program : QStandardPaths::findExecutable(program);
    const QFileInfo fi(exe);
    if (exe.isEmpty() || !fi.exists())
        return {};
    const QString key = fi.canonicalFilePath() + '\n' + QString::number(fi.size()) + '\n' +
                        QString::number(fi.lastModified().toMSecsSinceEpoch()) + '\n' +
                        args.join('\n');
    static QMutex mutex;
    static QHash<QString, QString> cache;
    {
        const QMutexLocker lock(&mutex);
        const auto it = cache.constFind(key);
        if (it != cache.constEnd())
            return *it;
    }
    QString out, error;
    QString line;
    if (runTool(exe, args, {}, &out, &error, nullptr, 20000) == 0 || !out.isEmpty())
        line = out.section('\n', 0, 0).trimmed();
    const QMutexLocker lock(&mutex);
    cache.insert(key, line);
    return line;
}
} // namespace

RunController::RunController(RunControllerOptions options, std::vector<BuildRequest> plan,
                             QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_plan(std::move(plan))
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

QMap<QString, QString> RunController::toolVersions(const QString &board)
{
    const QMutexLocker lock(&m_toolVersionMutex); // workers ask at once in a parallel run
    auto cached = [this](const QString &key, const QString &program, const QStringList &args) {
        if (!m_toolVersionCache.contains(key))
            m_toolVersionCache.insert(key, firstLineOf(program, args));
        return m_toolVersionCache.value(key);
    };
    QMap<QString, QString> v;
    v.insert(QStringLiteral("rtosbench"), QStringLiteral(RTOSBENCH_VERSION));
    v.insert(QStringLiteral("cmake"), cached("cmake", "cmake", {"--version"}));
    if (board == QLatin1String("host")) {
        v.insert(QStringLiteral("cc"), cached("cc", "cc", {"--version"}));
    } else {
        v.insert(QStringLiteral("arm-none-eabi-gcc"),
                 cached("arm-none-eabi-gcc", "arm-none-eabi-gcc", {"--version"}));
    }
    if (board == QLatin1String("qemu"))
        v.insert(QStringLiteral("qemu"),
                 cached("qemu", m_options.boards.qemuProgram, {"--version"}));
    if (board == QLatin1String("gd32f103"))
        v.insert(QStringLiteral("openocd"),
                 cached("openocd", m_options.boards.openOcdProgram, {"--version"}));
    for (auto it = v.begin(); it != v.end();)
        it = it.value().isEmpty() ? v.erase(it) : std::next(it);
    return v;
}

void RunController::run()
{
    m_runIds.clear();
    m_failed = 0;
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
            storeProduced(i, produce(i), store);
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
        if (board != QLatin1String("qemu"))
            return 1;
    }
    return m_options.jobs;
}

void RunController::runParallel(RunStore &store)
{
    // Up to `jobs` configurations are built and run at once on worker threads; their results
    // are stored here, in plan order, so run ids follow the plan as in a serial run. Progress
    // from the workers is queued to this thread (post()) and delivered while it waits.
    const int jobs = parallelJobs();
    const int n = int(m_plan.size());
    Q_EMIT logLine(tr("running up to %1 virtual-board configurations at once").arg(jobs));
    m_parallel = true;
    std::vector<std::future<Produced>> futures;
    futures.resize(size_t(n));
    int next = 0;
    bool stopLaunching = false;
    for (int i = 0; i < n; ++i) {
        while (!stopLaunching && !m_cancel && next < n && next - i < jobs) {
            futures[size_t(next)] =
                std::async(std::launch::async, [this, k = next] { return produce(k); });
            ++next;
        }
        if (i >= next)
            break; // cancelled or stopped before this one started
        std::future<Produced> &f = futures[size_t(i)];
        while (f.wait_for(std::chrono::milliseconds(20)) != std::future_status::ready)
            QCoreApplication::processEvents();
        Produced p = f.get();
        QCoreApplication::processEvents(); // its progress lines before its result line
        const int failedBefore = m_failed;
        storeProduced(i, std::move(p), store);
        if (m_failed > failedBefore && m_options.stopOnFailure && !stopLaunching) {
            stopLaunching = true; // the ones already running finish and are stored
            Q_EMIT logLine(
                tr("stopping: configuration %1 failed and stop-on-failure is set").arg(i + 1));
        }
    }
    QCoreApplication::processEvents();
    m_parallel = false;
}

RunController::Produced RunController::produce(int index)
{
    Produced out;
    BuildRequest req = m_plan[size_t(index)];
    if (!m_options.boardOverride.isEmpty())
        req.board = m_options.boardOverride;
    const int total = int(m_plan.size());
    const QString label = req.label();
    auto log = [this](const QString &l) { post([this, l] { Q_EMIT logLine(l); }); };

    QString error;
    Run run;
    run.experiment = m_options.experimentName;
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.config = req.expectedConfiguration();
    run.toolVersions = toolVersions(req.board);

    auto storeFailed = [&](const QString &reason, const QByteArray &rawLog) {
        // Keep a record of what was tried and why it failed, with whatever was captured.
        run.status = RunStatus::Failed;
        run.statusReason = reason;
        run.rawLog = rawLog;
        run.finishedAt = QDateTime::currentDateTimeUtc();
        out.kind = Produced::Failed;
        out.run = run;
    };

    // 1. build (a kernel that needs a tree and was given none takes the kernel registry's:
    // callers that do not resolve trees themselves, e.g. the GUI, still find it)
    post([=, this] { Q_EMIT stepStarted(index, total, Step::Build, label); });
    if (req.kernelDir.isEmpty() && !req.external.isValid()) {
        const KernelInfo *k = KernelCatalogue::builtIn().find(req.kernel);
        if (k && k->needsTree) {
            KernelRegistry registry;
            QString why;
            std::optional<QString> dir;
            if (registry.load(&why))
                dir = KernelDirs::resolve(req.kernel, {}, registry, &why);
            if (!dir) {
                storeFailed(tr("build failed: %1").arg(why), {});
                return out;
            }
            req.kernelDir = *dir;
        }
    }
    if (!req.kernelDir.isEmpty() && !req.external.isValid()) {
        const KernelInfo *k = KernelCatalogue::builtIn().find(req.kernel);
        if (k && req.extraTrees.size() < k->extraTrees.size()) {
            KernelRegistry registry;
            QString why;
            if (!registry.load(&why) || !KernelDirs::resolveExtraTrees(req, registry, &why)) {
                storeFailed(tr("build failed: %1").arg(why), {});
                return out;
            }
        }
    }
    const FirmwareBuilder builder(
        m_options.firmwareDir.isEmpty() ? FirmwareBuilder::defaultFirmwareDir()
                                        : m_options.firmwareDir,
        m_options.cacheDir.isEmpty() ? FirmwareBuilder::defaultCacheDir() : m_options.cacheDir);
    const BuildOutcome built = builder.build(req, &m_cancel, log);
    if (m_cancel)
        return out;
    if (!built.ok) {
        storeFailed(tr("build failed: %1").arg(built.error), built.log.right(20000).toUtf8());
        return out;
    }
    const QString builtLine = built.reused
                                  ? tr("firmware up to date: %1").arg(built.manifest->elfPath)
                                  : tr("firmware built: %1").arg(built.manifest->elfPath);
    post([=, this] {
        Q_EMIT stepProgress(index, Step::Build, 100);
        Q_EMIT logLine(builtLine);
    });
    run.firmwareSha256 = built.manifest->elfSha256;
    run.footprint = built.manifest->footprint;
    run.kernelTree = built.kernelTree;

    // 2. flash or start, 3. capture
    std::unique_ptr<Board> board = makeBoard(req.board, m_options.boards);
    if (!board) {
        storeFailed(tr("unknown board \"%1\"").arg(req.board), {});
        return out;
    }
    const Step first = req.board == QLatin1String("gd32f103") ? Step::Flash : Step::Capture;
    post([=, this] { Q_EMIT stepStarted(index, total, first, label); });
    CaptureAssembler assembler;
    assembler.setRequested(req.expectedConfiguration());
    LiveSampleTap tap;
    QElapsedTimer throttle;
    throttle.start();
    BoardRunOptions bo;
    bo.cancel = &m_cancel;
    bo.timeoutMs = m_options.timeoutMs;
    bo.idleTimeoutMs = m_options.idleTimeoutMs;
    bo.onStatus = [&](int percent, const QString &line) {
        if (percent >= 0)
            post([=, this] { Q_EMIT stepProgress(index, Step::Flash, percent); });
        post([=, this] { Q_EMIT logLine(line); });
    };
    bool captureAnnounced = false;
    auto flushLive = [&]() {
        for (auto &s : tap.take(assembler))
            post([=, this, m = s.metric, u = s.unit, v = s.values] {
                Q_EMIT samplesArrived(index, m, u, v);
            });
        const QString current = assembler.currentCase();
        if (!current.isEmpty())
            post([=, this, got = assembler.currentSampleCount(),
                  announced = assembler.currentAnnouncedCount().value_or(0)] {
                Q_EMIT caseProgress(index, current, got, announced);
            });
    };
    bo.onBytes = [&](const QByteArray &bytes) {
        if (!captureAnnounced) {
            captureAnnounced = true;
            if (req.board == QLatin1String("gd32f103"))
                post([=, this] { Q_EMIT stepStarted(index, total, Step::Capture, label); });
        }
        assembler.feed(bytes);
        if (throttle.elapsed() >= 40) { // at most ~25 updates a second
            throttle.restart();
            flushLive();
        }
        return true;
    };
    const BoardResult br = board->run(*built.manifest, bo);
    flushLive();
    if (br.cancelled && br.capture.isEmpty())
        return out; // nothing arrived: nothing to keep

    // 4. validate (inside the assembler); storeProduced stores it, in one transaction
    out.label = label;
    Run captured = assembler.finish();
    captured.experiment = run.experiment;
    captured.startedAt = run.startedAt;
    captured.finishedAt = QDateTime::currentDateTimeUtc();
    captured.toolVersions = run.toolVersions;
    captured.firmwareSha256 = run.firmwareSha256;
    captured.kernelTree = run.kernelTree;
    if (built.manifest->footprint.isKnown())
        captured.footprint = built.manifest->footprint;
    if (!assembler.helloSeen())
        captured.config = run.config; // nothing reported: keep what was asked, marked failed
    if (br.cancelled) {
        // Keep what arrived: a cancelled capture is an incomplete run, never silently dropped.
        captured.status = RunStatus::Incomplete;
    }
    if (!br.error.isEmpty()) {
        // The board's own word (timeout, crash, exit code) joins the capture's problems.
        if (captured.status == RunStatus::Complete)
            captured.status = br.exitCode > 0 ? RunStatus::Failed : RunStatus::Incomplete;
        if (!assembler.helloSeen())
            captured.status = RunStatus::Failed;
        captured.statusReason = captured.statusReason.isEmpty()
                                    ? br.error
                                    : br.error + QStringLiteral("; ") + captured.statusReason;
    }
    if (!br.diagnostics.trimmed().isEmpty())
        captured.notes = tr("board output: %1").arg(br.diagnostics.trimmed().left(2000));
    out.kind = Produced::Captured;
    out.run = std::move(captured);
    return out;
}

void RunController::storeProduced(int index, Produced p, RunStore &store)
{
    if (p.kind == Produced::Nothing)
        return;
    Run &run = p.run;
    for (const QString &t : m_options.tags.value(index))
        if (!run.tags.contains(t))
            run.tags << t;
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
