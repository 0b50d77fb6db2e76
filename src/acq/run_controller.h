// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board.h"
#include "acq/board_registry.h"
#include "acq/tool_versions.h"
#include "core/experiment/experiment.h"

#include "core/model/run.h"

#include <QObject>
#include <QString>
#include <QVector>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <vector>

namespace rb {

class CaptureSession;
class RunStore;

struct RunControllerOptions {
    QString dbPath; // the controller opens its own connection in its thread
    BoardSettings boards;
    QString boardOverride;      // run every configuration on this board instead ("" = as asked)
    bool stopOnFailure = false; // a failing configuration stops the rest
    int timeoutMs = 600000;     // per board run
    int idleTimeoutMs = 120000;
    QString experimentName;
    QString firmwareDir; // "" = FirmwareBuilder::defaultFirmwareDir()
    QString cacheDir;    // "" = FirmwareBuilder::defaultCacheDir()
    // Virtual-board configurations run this many at once (one QEMU each; builds shared through
    // the cache; results stored in plan order). Host and GD32F103 plans always run one at a
    // time. 1 = serial.
    int jobs = 1;
    // Tags stored with the run of a plan index (e.g. an attribution's "attribution:..." and
    // "attribution-step:..."), failed runs included.
    QMap<int, QStringList> tags;
    // The plan the configurations belong to (docs/scale.md): every stored run records planId,
    // its position in the whole plan (planPositions[index]; the index itself when empty) and
    // shard ("K/N", "" = not split). planId "" = no plan (the runs record none).
    QString planId;
    std::vector<int> planPositions;
    QString shard;
};

// Runs configurations one after the other, each in named steps (runOne): build -> start or
// flash -> capture -> validate, then store (the run, its configuration, cases and samples in
// one transaction; the raw capture is always stored, failed runs included). The database is
// opened and migrated once per run() (one connection, in run()'s thread; parallel workers never
// touch it). Lives on a worker thread: call run() there (or from a CLI's main thread); reports
// through signals; cancel() is thread-safe.
class RunController : public QObject {
    Q_OBJECT
public:
    enum class Step { Build, Flash, Capture, Store };
    Q_ENUM(Step)

    RunController(RunControllerOptions options, std::vector<BuildRequest> plan,
                  QObject *parent = nullptr);
    ~RunController() override;

    void cancel() { m_cancel = true; }
    bool isCancelled() const { return m_cancel.load(); }
    const std::vector<qint64> &storedRunIds() const { return m_runIds; }
    int failedCount() const { return m_failed; }

    // Where a configuration's time went (bench_run_overhead, docs/performance.md): steady-clock
    // milliseconds since run() started, -1 for a step that did not happen. worker: the thread
    // that ran it (0 in a serial run).
    struct StepTimes {
        double start = -1, built = -1, firstBytes = -1, captured = -1, validated = -1;
        double storeStart = -1, stored = -1;
        int worker = 0;
    };
    // One entry per plan index, after run().
    const std::vector<StepTimes> &stepTimes() const { return m_times; }

public Q_SLOTS:
    // Runs the whole plan in the calling thread; emits finished() at the end.
    void run();

Q_SIGNALS:
    void stepStarted(int index, int total, rb::RunController::Step step, const QString &label);
    void stepProgress(int index, rb::RunController::Step step, int percent);
    void caseProgress(int index, const QString &metric, qint64 received, qint64 announced);
    // New raw samples of the case being captured (batched, at most ~25 times a second).
    void samplesArrived(int index, const QString &metric, const QString &unit,
                        const QVector<qint64> &values);
    void logLine(const QString &line);
    void runStored(int index, qint64 runId, const QString &status, const QString &reason);
    void configurationFailed(int index, const QString &reason);
    void finished(int stored, int failed, bool cancelled);

private:
    // What one configuration produced, before it is stored.
    struct Produced {
        enum Kind { Nothing, Failed, Captured } kind = Nothing;
        Run run; // Failed: the record of what was tried and why; Captured: the run
        QString label;
        StepTimes times;
    };
    // One configuration on its way through the steps.
    struct Attempt {
        int index = 0;
        BuildRequest request; // the board override applied
        BoardInfo board;
        QString label;
        Run record; // what was asked and with which tools; the build adds the firmware
        std::optional<FirmwareManifest> firmware;
        BoardResult result;
        Produced produced; // set by the step that ends the attempt
        StepTimes times;
    };

    // One configuration: build, start or flash and capture, validate. A step that fails records
    // why (a failed run) and ends it; cancel ends it with nothing or an incomplete run. In a
    // parallel run this runs on a worker thread; storeRun() follows, in plan order.
    Produced runOne(int index, int worker = 0);
    double msSinceStart() const;
    Attempt prepare(int index);
    bool buildFirmware(Attempt &a);
    bool startAndCapture(Attempt &a, CaptureSession &session);
    void validate(Attempt &a, CaptureSession &session);
    // The cycle-model timing method: the validated icount run in estimated cycles.
    void toCycles(Attempt &a);
    void fail(Attempt &a, const QString &reason, const QByteArray &rawLog = {});
    void storeRun(int index, Produced produced, RunStore &store);

    int parallelJobs() const;
    void runParallel(RunStore &store);
    void post(std::function<void()> emit);

    RunControllerOptions m_options;
    std::vector<BuildRequest> m_plan;
    std::atomic_bool m_cancel{false};
    std::vector<qint64> m_runIds;
    int m_failed = 0;
    ToolVersions m_toolVersions;
    bool m_parallel = false;
    std::chrono::steady_clock::time_point m_t0;
    std::vector<StepTimes> m_times;
};

} // namespace rb
