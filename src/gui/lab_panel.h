// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lab/lab.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <utility>
#include <vector>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace rb {
class LabPanelResults;
class RunService;
class WorkbenchState;

// The "Labs" tab: the built-in guided labs (Lab::builtIn(), by Lab::order) on the left; the
// selected lab's title, explanation, what to observe and questions in the UI language in the
// middle, with Run lab (Ctrl+R), progress and Cancel; its result (per metric a table of the
// configurations run and a box plot) on the right. A lab runs through the run service
// (RunService: RunController on a worker thread with the Settings, storing into the open
// database), so only one run happens at a time and the Live tab shows its log and samples.
class LabPanel : public QWidget {
    Q_OBJECT
public:
    LabPanel(WorkbenchState *state, RunService *service, QWidget *parent = nullptr);
    ~LabPanel() override;

    const std::vector<Lab> &labs() const { return m_labs; }
    bool selectLab(const QString &id);
    const Lab *currentLab() const;

    // The language of the lab texts: the "language" setting (zh_CN | en), or the system
    // locale's when it is "system" (as src/app/main.cpp picks the translation).
    static QString uiLanguage();
    // Re-reads the language, the kernel directories from the settings and the kernel registry,
    // and shows the lab again (after the settings dialog, on a language change). A lab's kernel
    // tree is the settings' directory, else the registry's tree (KernelDirs::resolve).
    void refresh();

    // Runs the selected lab; false with *error (also shown in the panel) when it cannot start.
    bool runCurrentLab(QString *error = nullptr);
    void cancel();
    bool isRunning() const { return m_running; }
    // The runs stored by the last run of the lab shown (plan order).
    QList<qint64> resultRunIds() const;
    // Labs › Print sheet…: writes the selected lab's sheet (report/lab_sheet.h) in the UI
    // language to path, filled with the runs of its last run here when there are some, with the
    // name of Settings "classroom/student" (a blank line when it is not set). False with *error.
    bool printSheet(const QString &path, QString *error = nullptr);

    QListWidget *labList() const { return m_list; }
    QLabel *titleLabel() const { return m_title; }
    QLabel *explanationLabel() const { return m_explanation; }
    QLabel *observeLabel() const { return m_observe; }
    QLabel *questionsLabel() const { return m_questions; }
    QLabel *kernelDirLabel() const { return m_kernelDir; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *compareButton() const { return m_compare; }
    QPushButton *sheetButton() const { return m_sheet; }
    QProgressBar *progressBar() const { return m_progress; }
    LabPanelResults *results() const { return m_results; }

Q_SIGNALS:
    // "Open in Compare": select these runs and show metric in the Compare view.
    void openInCompare(const QList<qint64> &runIds, const QString &metric);
    void finished(int stored, int failed, bool cancelled);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillList();
    void showLab();
    void updateButtons();
    void onServiceBusy(bool busy);
    void onRunStored(int index, qint64 runId);
    void onProgress(int index, int total, const QString &label);
    void onRunFinished(int stored, int failed, bool cancelled);
    void showResults();

    WorkbenchState *m_state;
    RunService *m_service;
    std::vector<Lab> m_labs;
    QString m_language;
    bool m_running = false;     // a run of this panel is in progress
    bool m_serviceBusy = false; // the service is busy (this panel's run or another)
    QString m_resultLab;        // the lab of m_stored
    std::vector<BuildRequest> m_plan;
    std::vector<std::pair<int, qint64>> m_stored; // plan index, run id

    QListWidget *m_list;
    QLabel *m_title;
    QLabel *m_meta;
    QLabel *m_explanation;
    QLabel *m_observe;
    QLabel *m_questions;
    QLabel *m_kernelDir;
    QLabel *m_status;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QPushButton *m_compare;
    QPushButton *m_sheet;
    QProgressBar *m_progress;
    LabPanelResults *m_results;
};

} // namespace rb
