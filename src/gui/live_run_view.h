// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/run_controller.h"
#include "core/experiment/experiment.h"

#include <QVector>
#include <QWidget>

#include <memory>
#include <optional>

class QCustomPlot;
class QPlainTextEdit;
class QProgressBar;
class QTimer;

namespace Ui {
class LiveRunView;
}

namespace rb {
class RunService;
class WorkbenchState;

// The "Live" tab: shows the loaded experiment and runs it through the run service (RunService:
// RunController on a worker thread, the Settings applied), and shows build / flash / capture
// progress, the log and the current case's samples of every run the service runs (a lab's, an
// attribution's) as they arrive. The GUI thread never blocks on a run; plot updates are
// coalesced (at most ~25 redraws/s).
class LiveRunView : public QWidget {
    Q_OBJECT
public:
    LiveRunView(WorkbenchState *state, RunService *service, QWidget *parent = nullptr);
    ~LiveRunView() override;

    bool loadExperiment(const QString &path, QString *error);
    void setExperiment(const Experiment &experiment);
    const std::optional<Experiment> &experiment() const { return m_experiment; }
    // The toolbar's board. The experiment's own board wins unless the user picks another one
    // after loading it; the experiment line then says so (issue 17 item 3).
    void setBoard(const QString &board);
    // Why the loaded experiment cannot run on the current board, as shown next to it: the
    // firmware build's rules (Experiment::problems) and the kernel trees. Empty = it can run.
    QStringList problems() const;

    // Starts the loaded experiment on boardOverride ("" = the experiment's board), with tools,
    // ports and kernel directories from the settings. Returns false (with a message) if it cannot.
    bool start(const QString &boardOverride, QString *error = nullptr);
    // A run of the service is under way (this tab's or another's).
    bool isRunning() const;
    void stop();
    // Cancels and waits for the worker (used when the window closes).
    void stopAndWait();

    QCustomPlot *plot() const { return m_plot; }
    QProgressBar *overallBar() const;
    QProgressBar *captureBar() const;
    QPlainTextEdit *log() const;

    static QString defaultExperimentDir();

Q_SIGNALS:
    void runningChanged(bool running);
    void runStored(qint64 runId);
    // The same, with the configuration's index in the experiment's plan (Experiment::expand()).
    void configurationStored(int index, qint64 runId);
    // Overall progress (0-100) and the current configuration.
    void progressChanged(int percent, const QString &text);
    void finished(int stored, int failed, bool cancelled);
    void message(const QString &text);

private:
    void showExperiment();
    QString boardOverride() const;
    void resetProgress();
    // An experiment file that starts programs of its own runs only once trusted (issue 19):
    // asks, showing the commands; true when it may run.
    bool confirmTrust();
    void appendLog(const QString &line);
    void onRunStarted(const QString &name, int total);
    void onStepStarted(int index, int total, rb::RunController::Step step, const QString &label);
    void onStepProgress(int index, rb::RunController::Step step, int percent);
    void onCaseProgress(int index, const QString &metric, qint64 received, qint64 announced);
    void onSamples(int index, const QString &metric, const QString &unit,
                   const QVector<qint64> &values);
    void onRunStored(int index, qint64 runId, const QString &status, const QString &reason);
    void onFinished(int stored, int failed, bool cancelled);
    void flushPlot();

    std::unique_ptr<Ui::LiveRunView> m_ui;
    WorkbenchState *m_state;
    RunService *m_service;
    QCustomPlot *m_plot;
    QTimer *m_plotTimer;
    std::optional<Experiment> m_experiment;
    QString m_untrustedDigest; // SHA-256 of the loaded file while its commands are not trusted
    QString m_experimentFile;
    QString m_board; // the toolbar's board
    int m_total = 0;
    int m_caseIndex = -1;
    QString m_caseMetric;
    QVector<double> m_pendingValues;
    double m_nextX = 0;
    bool m_plotDirty = false;
};

} // namespace rb
