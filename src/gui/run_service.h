// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board_check.h"
#include "acq/run_controller.h"
#include "core/experiment/experiment.h"
#include "report/report.h"

#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace rb {
class WorkbenchState;

// What a caller asks the run service to run: the plan and what is particular to it.
struct RunRequest {
    std::vector<BuildRequest> plan;
    QString experimentName;
    QString boardOverride; // run every configuration on this board ("" = as asked)
    bool stopOnFailure = false;
    QMap<int, QStringList> tags; // RunControllerOptions::tags
};

// The one way the GUI starts, cancels and reports runs (issue 33 item 3). Live, Labs,
// Attribution and Board check start their work here, so each gets the Settings (AppSettings:
// QEMU, OpenOCD, probe, target, serial port and baud, parallel jobs) and the open database of
// WorkbenchState the same way. One piece of work at a time: a run (RunController on a worker
// thread), a board check, or a report.
//
// A run's signals are forwarded as they come (the Live tab shows every run's log and samples);
// a caller that started a run knows the signals between its start() and finished() are its
// own. runStored reloads WorkbenchState's run list first.
//
// A report (writeReportPdf) is written on a worker thread; the report draws its plots through
// widgets, which src/report hands to the GUI thread (report/gui_thread.h), so the GUI thread
// must keep its event loop running while a report is written (it never waits on the worker).
class RunService : public QObject {
    Q_OBJECT
public:
    explicit RunService(WorkbenchState *state, QObject *parent = nullptr);
    ~RunService() override; // cancels, and waits for the worker

    // The options a run gets: the open database and the Settings. False with *error when no
    // database is open.
    bool runOptions(const RunRequest &request, RunControllerOptions *options, QString *error) const;
    // The board check's options from the Settings (probe, target, OpenOCD, port, baud).
    static BoardCheckOptions boardCheckOptions();

    // experiment with the kernel trees of Settings (kernel_dirs/...) and of the kernel registry
    // filled in and checked (issue 12, 31: a run that must fail for a missing or unsafe tree
    // never starts). nullopt with *error (which says where to add a tree) otherwise.
    static std::optional<Experiment> resolveExperiment(const Experiment &experiment,
                                                       QString *error);

    bool isBusy() const { return m_busy; }
    bool isRunning() const { return m_controller != nullptr; }
    bool isReporting() const { return m_reporting; }

    // Starts request's plan; false with *error when something else is under way, no database
    // is open or the plan is empty.
    bool start(RunRequest request, QString *error = nullptr);
    // Resolves experiment (resolveExperiment), refuses what could never run on boardOverride
    // (Experiment::problems) and starts its plan; every run stores tags (a lab's lab:/student:/
    // class:, ClassSession::runTags).
    bool startExperiment(const Experiment &experiment, const QString &boardOverride,
                         QString *error = nullptr, const QStringList &tags = {});
    // Cancels the run or report under way (a run ends after its current step).
    void cancel();
    // Cancels and waits for the run's worker (the window closes).
    void stopAndWait();

    // Starts the board check; false with *error when something else is under way.
    bool startBoardCheck(const BoardCheckOptions &options, QString *error = nullptr);

    // Starts writing the report of options to path on a worker; reportProgress and then
    // reportFinished follow. False with *error when something else is under way or no database
    // is open. options.language is the Settings' report language when empty.
    bool startReport(const QString &path, ReportOptions options, QString *error = nullptr);

Q_SIGNALS:
    void busyChanged(bool busy);
    void runningChanged(bool running);
    void runStarted(const QString &name, int total);
    void stepStarted(int index, int total, rb::RunController::Step step, const QString &label);
    void stepProgress(int index, rb::RunController::Step step, int percent);
    void caseProgress(int index, const QString &metric, qint64 received, qint64 announced);
    void samplesArrived(int index, const QString &metric, const QString &unit,
                        const QVector<qint64> &values);
    void logLine(const QString &line);
    void runStored(int index, qint64 runId, const QString &status, const QString &reason);
    void configurationFailed(int index, const QString &reason);
    void finished(int stored, int failed, bool cancelled);

    void boardCheckLine(const QString &line);
    void boardCheckFinished(const std::vector<rb::BoardCheckItem> &items);

    void reportProgress(int percent, const QString &step);
    // ok = written; else error says why ("cancelled" when it was). The PDF is at path only
    // when ok.
    void reportFinished(bool ok, const QString &error, const rb::ReportOutcome &outcome);

private:
    void setBusy(bool busy);
    void onFinished(int stored, int failed, bool cancelled);
    void cleanupRun();
    void reapWorker();

    WorkbenchState *m_state;
    QThread *m_thread = nullptr;
    RunController *m_controller = nullptr;
    QThread *m_worker = nullptr; // the board check's or the report's
    bool m_busy = false;
    bool m_reporting = false;
    std::shared_ptr<std::atomic_bool> m_reportCancel;
};

} // namespace rb
