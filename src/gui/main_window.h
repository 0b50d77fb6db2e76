// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include <memory>

class QComboBox;
class QLabel;
class QTabWidget;

namespace Ui {
class MainWindow;
}

namespace rb {
class ClassView;
class CompareView;
class ComparisonAnalyzer;
class ConditionsPanel;
class DistributionView;
class LabPanel;
class LiveRunView;
class RunService;
class OverviewView;
class RankShiftView;
class ReferenceView;
class RunBrowser;
class RunSidebar;
class WorkbenchState;

// The workbench window: toolbar, side panel (runs, reference data), the view tabs, the
// always-visible "Conditions & warnings" panel and the status bar. Each view is its own class.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum Tab {
        CompareTab = 0,
        DistributionTab,
        RankShiftTab,
        OverviewTab,
        RunsTab,
        ReferenceTab,
        LiveTab,
        LabTab,
        ClassTab
    };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens (creating and migrating if needed) the database at path. On failure the previous
    // database stays open, the error is shown in the status bar (and in *error when given).
    // Returns false on failure.
    bool openDatabase(const QString &path, QString *error = nullptr);
    QString databasePath() const;

    // The views, the state and the toolbar boxes have object names (gui/window_parts.h finds
    // them for the tests and the screenshot runner); the window has no getters for them.

public Q_SLOTS:
    void showSettings();
    // Experiment menu: pick an experiment file, run it on the toolbar's board, stop it.
    void newExperiment();
    void runExperiment();
    // Loads an experiment file into the Live tab; the toolbar's board follows it.
    bool openExperiment(const QString &path, QString *error);
    void stopExperiment();
    // File menu: writes a PDF report of the compared runs (all runs when none is compared).
    void exportReport();
    // Writes the report to path with a cancellable progress dialog; false with *error on failure.
    bool writeReport(const QString &path, QString *error);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void followExperimentBoard();
    void setupToolbar();
    void setupActions();
    void chooseDatabase();
    void copyTable();
    void focusFilter();
    void showAbout();
    void updateTitle();
    void showFailure(const QString &text);
    void updateUnitAvailability(bool available, const QString &whyNot);
    void updateRunActions(bool running);
    void openInCompare(const QList<qint64> &runIds, const QString &metric);

    std::unique_ptr<Ui::MainWindow> m_ui;
    WorkbenchState *m_state;
    RunService *m_runService;
    ComparisonAnalyzer *m_analyzer;
    QTabWidget *m_tabs;
    RunSidebar *m_sidebar;
    RunBrowser *m_runBrowser;
    CompareView *m_compare;
    DistributionView *m_distribution;
    RankShiftView *m_rankShift;
    OverviewView *m_overview;
    ReferenceView *m_reference;
    LiveRunView *m_live;
    LabPanel *m_lab;
    ClassView *m_class;
    ConditionsPanel *m_conditions;
    QComboBox *m_board;
    QComboBox *m_unit;
    QLabel *m_unitShown;       // the unit Compare actually plots, when it is not the chosen one
    bool m_unitForced = false; // µs was chosen but is unavailable: cycles shown, setting kept
    QLabel *m_dbLabel;
};

} // namespace rb
