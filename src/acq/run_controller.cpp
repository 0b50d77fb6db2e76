// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/run_controller.h"
#include "acq/firmware_builder.h"
#include "acq/live_sample_tap.h"
#include "kernels/kernel_dirs.h"
#include "protocol/capture_assembler.h"
#include "store/run_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QMutex>
#include <QStandardPaths>

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

QMap<QString, QString> RunController::toolVersions(const QString &board)
{
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
    for (int i = 0; i < int(m_plan.size()); ++i) {
        if (m_cancel)
            break;
        const int failedBefore = m_failed;
        runOne(i, store);
        if (m_failed > failedBefore && m_options.stopOnFailure) {
            Q_EMIT logLine(
                tr("stopping: configuration %1 failed and stop-on-failure is set").arg(i + 1));
            break;
        }
    }
    Q_EMIT finished(int(m_runIds.size()), m_failed, m_cancel.load());
}

void RunController::runOne(int index, RunStore &store)
{
    BuildRequest req = m_plan[size_t(index)];
    if (!m_options.boardOverride.isEmpty())
        req.board = m_options.boardOverride;
    const int total = int(m_plan.size());
    const QString label = req.label();
    auto log = [this](const QString &l) { Q_EMIT logLine(l); };

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
        QString e;
        if (store.saveRun(run, &e)) {
            m_runIds.push_back(run.id);
            Q_EMIT runStored(index, run.id, runStatusName(run.status), reason);
        } else {
            Q_EMIT logLine(tr("could not store the failed run: %1").arg(e));
        }
        ++m_failed;
        Q_EMIT configurationFailed(index, reason);
    };

    // 1. build (a kernel that needs a tree and was given none takes the kernel registry's:
    // callers that do not resolve trees themselves, e.g. the GUI, still find it)
    Q_EMIT stepStarted(index, total, Step::Build, label);
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
                return;
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
                return;
            }
        }
    }
    const FirmwareBuilder builder(
        m_options.firmwareDir.isEmpty() ? FirmwareBuilder::defaultFirmwareDir()
                                        : m_options.firmwareDir,
        m_options.cacheDir.isEmpty() ? FirmwareBuilder::defaultCacheDir() : m_options.cacheDir);
    const BuildOutcome built = builder.build(req, &m_cancel, log);
    if (m_cancel)
        return;
    if (!built.ok) {
        storeFailed(tr("build failed: %1").arg(built.error), built.log.right(20000).toUtf8());
        return;
    }
    Q_EMIT stepProgress(index, Step::Build, 100);
    Q_EMIT logLine(built.reused ? tr("firmware up to date: %1").arg(built.manifest->elfPath)
                                : tr("firmware built: %1").arg(built.manifest->elfPath));
    run.firmwareSha256 = built.manifest->elfSha256;
    run.footprint = built.manifest->footprint;
    run.kernelTree = built.kernelTree;

    // 2. flash or start, 3. capture
    std::unique_ptr<Board> board = makeBoard(req.board, m_options.boards);
    if (!board) {
        storeFailed(tr("unknown board \"%1\"").arg(req.board), {});
        return;
    }
    Q_EMIT stepStarted(index, total,
                       req.board == QLatin1String("gd32f103") ? Step::Flash : Step::Capture, label);
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
            Q_EMIT stepProgress(index, Step::Flash, percent);
        Q_EMIT logLine(line);
    };
    bool captureAnnounced = false;
    auto flushLive = [&]() {
        for (auto &[metric, values] : tap.take(assembler))
            Q_EMIT samplesArrived(index, metric, values);
        const QString current = assembler.currentCase();
        if (!current.isEmpty())
            Q_EMIT caseProgress(index, current, assembler.currentSampleCount(),
                                assembler.currentAnnouncedCount().value_or(0));
    };
    bo.onBytes = [&](const QByteArray &bytes) {
        if (!captureAnnounced) {
            captureAnnounced = true;
            if (req.board == QLatin1String("gd32f103"))
                Q_EMIT stepStarted(index, total, Step::Capture, label);
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
        return; // nothing arrived: nothing to keep

    // 4. validate (inside the assembler) and store, in one transaction
    Q_EMIT stepStarted(index, total, Step::Store, label);
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
    if (!store.saveRun(captured, &error)) {
        ++m_failed;
        Q_EMIT configurationFailed(index, tr("could not store the run: %1").arg(error));
        return;
    }
    m_runIds.push_back(captured.id);
    Q_EMIT runStored(index, captured.id, runStatusName(captured.status), captured.statusReason);
    if (captured.status != RunStatus::Complete) {
        ++m_failed;
        Q_EMIT configurationFailed(index, captured.statusReason);
    }
}

} // namespace rb
