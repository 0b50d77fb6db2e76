// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/main_window.h"
#include "acq/board_registry.h"

#include "core/store/run_store.h"
#include "core/store/sql_dialect.h"
#include "core/util/set_error.h"
#include "gui/analyser_import_dialog.h"
#include "gui/app_settings.h"
#include "gui/attribution_dialog.h"
#include "gui/board_check_dialog.h"
#include "gui/class_view.h"
#include "gui/compare_view.h"
#include "gui/comparison_analyzer.h"
#include "gui/conditions_panel.h"
#include "gui/distribution_view.h"
#include "gui/experiment_form.h"
#include "gui/history_dialog.h"
#include "gui/lab_panel.h"
#include "gui/live_run_view.h"
#include "gui/overview_view.h"
#include "gui/rank_shift_view.h"
#include "gui/reference_view.h"
#include "gui/run_browser.h"
#include "gui/run_import.h"
#include "gui/run_service.h"
#include "gui/run_sidebar.h"
#include "gui/settings_dialog.h"
#include "gui/shared_database_dialog.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"
#include "report/report.h"
#include "ui_main_window.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>

// The icons are compiled into the static rtosbench_gui library: register them explicitly.
static void initGuiResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace rb {

using parts::named;
namespace names = parts::names;

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_ui(std::make_unique<Ui::MainWindow>()),
      m_state(named(new WorkbenchState(this), names::state)),
      m_runService(named(new RunService(m_state, this), names::runService)),
      m_analyzer(named(new ComparisonAnalyzer(m_state, this), names::analyzer))
{
    initGuiResources();
    m_ui->setupUi(this);
    setWindowIcon(QIcon(QStringLiteral(":/icons/rtosbench.svg")));

    m_tabs = named(new QTabWidget(this), names::tabs);
    m_compare = named(new CompareView(m_state, m_analyzer, m_tabs), names::compareView);
    m_distribution = named(new DistributionView(m_state, m_tabs), names::distributionView);
    m_rankShift = named(new RankShiftView(m_state, m_tabs), names::rankShiftView);
    m_overview = named(new OverviewView(m_state, m_tabs), names::overviewView);
    m_runBrowser = named(new RunBrowser(m_state, m_tabs), names::runBrowser);
    m_reference = named(new ReferenceView(m_state, m_tabs), names::referenceView);
    m_live = named(new LiveRunView(m_state, m_runService, m_tabs), names::liveView);
    m_lab = named(new LabPanel(m_state, m_runService, m_tabs), names::labPanel);
    m_tabs->addTab(m_compare, tr("Compare"));
    m_tabs->addTab(m_distribution, tr("Distribution"));
    m_tabs->addTab(m_rankShift, tr("Rank shift"));
    m_tabs->addTab(m_overview, tr("Overview"));
    m_tabs->setTabToolTip(OverviewTab, tr("Kernels × metrics: median and rank in each "
                                          "configuration"));
    m_tabs->addTab(m_runBrowser, tr("Runs"));
    m_tabs->addTab(m_reference, tr("Reference"));
    m_tabs->addTab(m_live, tr("Live"));
    m_tabs->addTab(m_lab, tr("Labs"));
    m_class = named(new ClassView(m_state, m_tabs), names::classView);
    m_tabs->addTab(m_class, tr("Class"));
    m_tabs->setTabToolTip(ClassTab, tr("One row per student of a class for a lab (issue 39)"));

    m_conditions = named(new ConditionsPanel(m_analyzer, this), names::conditionsPanel);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_tabs);
    split->addWidget(m_conditions);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    setCentralWidget(split);

    m_sidebar = named(new RunSidebar(m_state, m_ui->sideDock), names::sidebar);
    m_ui->sideDock->setWidget(m_sidebar);
    m_ui->menuView->addAction(m_ui->sideDock->toggleViewAction());

    m_dbLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_dbLabel);

    setupToolbar();
    setupActions();

    connect(m_state, &WorkbenchState::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_state, &WorkbenchState::failure, this, &MainWindow::showFailure);
    connect(m_state, &WorkbenchState::runsChanged, this, &MainWindow::updateTitle);
    connect(m_compare, &CompareView::microsAvailabilityChanged, this,
            &MainWindow::updateUnitAvailability);
    // What Compare plots, next to the Units box, when it is not the chosen unit (issue 17
    // item 8: the toolbar said "cycles" while the plots showed ticks).
    connect(m_compare, &CompareView::shownUnitChanged, this, [this](const QString &shown) {
        const bool differs =
            !shown.isEmpty() &&
            shown != displayUnitName(displayUnitFromKey(m_unit->currentData().toString()));
        m_unitShown->setText(differs ? tr("→ shown in %1").arg(shown) : QString());
        m_unitShown->setToolTip(differs ? tr("The runs compared cannot be shown in the chosen "
                                             "unit; they are plotted in %1.")
                                              .arg(shown)
                                        : QString());
    });
    connect(m_distribution, &DistributionView::sampleShown, this,
            [this](const QString &text) { statusBar()->showMessage(text); });
    connect(m_runBrowser, &RunBrowser::undoAvailableChanged, m_ui->actionUndoDelete,
            &QAction::setEnabled);

    const AppSettings settings;
    restoreGeometry(settings.windowGeometry());
    restoreState(settings.windowState());
    m_tabs->setCurrentIndex(settings.windowTab());
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::setupToolbar()
{
    QToolBar *bar = m_ui->mainToolBar;
    const AppSettings settings;
    m_board = named(new QComboBox(bar), names::boardCombo);
    for (const BoardInfo &b : BoardRegistry::all())
        m_board->addItem(b.displayName, b.id);
    m_board->setToolTip(tr("Board the next run uses"));
    m_board->setCurrentIndex(
        qMax(0, m_board->findData(settings.board().isEmpty() ? QString(BoardIds::qemu)
                                                             : settings.board())));
    m_unit = named(new QComboBox(bar), names::unitCombo);
    m_unit->addItem(displayUnitName(DisplayUnit::Cycles), displayUnitKey(DisplayUnit::Cycles));
    m_unit->addItem(displayUnitName(DisplayUnit::Micros), displayUnitKey(DisplayUnit::Micros));
    m_unit->addItem(displayUnitName(DisplayUnit::Native), displayUnitKey(DisplayUnit::Native));
    m_unit->setItemData(2,
                        tr("Each run in the unit it was measured in (emulated ticks on the "
                           "virtual board, ns on the host), not converted"),
                        Qt::ToolTipRole);
    m_unit->setToolTip(tr("Units of every plot and table"));
    bar->addWidget(new QLabel(tr(" Board: "), bar));
    bar->addWidget(m_board);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr(" Units: "), bar));
    bar->addWidget(m_unit);
    m_unitShown = named(new QLabel(bar), names::shownUnitLabel);
    bar->addWidget(m_unitShown);
    const DisplayUnit unit = displayUnitFromKey(settings.units());
    m_unit->setCurrentIndex(qMax(0, m_unit->findData(displayUnitKey(unit))));
    m_state->setUnit(unit);
    connect(m_board, &QComboBox::currentIndexChanged, this, [this] {
        AppSettings().setBoard(m_board->currentData().toString());
        m_live->setBoard(m_board->currentData().toString());
    });
    m_live->setBoard(m_board->currentData().toString());
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] {
        const DisplayUnit u = displayUnitFromKey(m_unit->currentData().toString());
        if (m_unitForced && m_unit->currentIndex() != 0)
            m_unitForced = false; // the user picked another unit
        if (!m_unitForced)        // a forced fallback keeps the user's choice for later
            AppSettings().setUnits(displayUnitKey(u));
        m_state->setUnit(u);
    });
}

void MainWindow::setupActions()
{
    connect(m_ui->actionOpenDatabase, &QAction::triggered, this, &MainWindow::chooseDatabase);
    // File › Open shared database… (issue 21): a PostgreSQL database by URL.
    auto *sharedAction = new QAction(tr("Open &shared database…"), this);
    sharedAction->setObjectName(QStringLiteral("actionOpenSharedDatabase"));
    const QList<QAction *> fileActions = m_ui->menuFile->actions();
    m_ui->menuFile->insertAction(
        fileActions.value(fileActions.indexOf(m_ui->actionOpenDatabase) + 1), sharedAction);
    connect(sharedAction, &QAction::triggered, this, [this] {
        SharedDatabaseDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted)
            openDatabase(dialog.url());
    });
    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionSettings, &QAction::triggered, this, &MainWindow::showSettings);
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->actionAboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(m_ui->actionDeleteRun, &QAction::triggered, this, [this] {
        m_tabs->setCurrentWidget(m_runBrowser);
        m_runBrowser->deleteCurrent();
    });
    // Nothing to delete without runs.
    auto updateDelete = [this] { m_ui->actionDeleteRun->setEnabled(!m_state->runs().empty()); };
    connect(m_state, &WorkbenchState::runsChanged, this, updateDelete);
    updateDelete();
    connect(m_ui->actionUndoDelete, &QAction::triggered, m_runBrowser,
            [this] { m_runBrowser->undoDelete(); });
    connect(m_ui->actionFocusFilter, &QAction::triggered, this, &MainWindow::focusFilter);
    connect(m_ui->actionCopyTable, &QAction::triggered, this, &MainWindow::copyTable);
    m_ui->actionStop->setShortcuts(
        {QKeySequence(Qt::SHIFT | Qt::Key_F5), QKeySequence(Qt::Key_Escape)});
    connect(m_ui->actionNewExperiment, &QAction::triggered, this, &MainWindow::newExperiment);
    connect(m_ui->actionRun, &QAction::triggered, this, &MainWindow::runExperiment);
    connect(m_ui->actionStop, &QAction::triggered, this, &MainWindow::stopExperiment);
    connect(m_live, &LiveRunView::runningChanged, this, &MainWindow::updateRunActions);
    connect(m_live, &LiveRunView::message, this,
            [this](const QString &text) { statusBar()->showMessage(text); });
    updateRunActions(false);
    auto *exportAction = new QAction(tr("&Export report…"), this);
    exportAction->setObjectName(QStringLiteral("actionExportReport"));
    exportAction->setToolTip(tr("Write a PDF report of the compared runs (all runs if none)"));
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_ui->menuFile->insertAction(m_ui->actionSettings, exportAction);
    connect(exportAction, &QAction::triggered, this, &MainWindow::exportReport);
    // File › Import runs… (issue 33 item 6): a JSON export, as `rtosbench-cli import`.
    (new RunImport(m_state, this))->addTo(m_ui->menuFile, m_ui->actionSettings, statusBar());
    // File › Import analyser capture… (issue 23): a sigrok session of a GPIO marker pin.
    auto *analyserAction = new QAction(tr("Import &analyser capture…"), this);
    analyserAction->setObjectName(QStringLiteral("actionImportAnalyser"));
    analyserAction->setToolTip(tr("Store a logic analyser's capture of a marker pin (sigrok .sr) "
                                  "as a run with timing method gpio-analyser"));
    m_ui->menuFile->insertAction(m_ui->actionSettings, analyserAction);
    connect(analyserAction, &QAction::triggered, this, [this] {
        auto *dialog = new AnalyserImportDialog(m_state, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    auto *labsAction = new QAction(tr("&Labs"), this);
    labsAction->setObjectName(QStringLiteral("actionShowLabs"));
    labsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    labsAction->setToolTip(tr("Show the guided labs (run one with Ctrl+R)"));
    m_ui->menuView->addAction(labsAction);
    connect(labsAction, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_lab); });
    // Views ask for each other through the state; the window brings the tab forward.
    connect(m_lab, &LabPanel::openInCompare, m_state, &WorkbenchState::requestCompare);
    connect(m_state, &WorkbenchState::compareRequested, this,
            [this] { m_tabs->setCurrentWidget(m_compare); });
    connect(m_state, &WorkbenchState::distributionRequested, this,
            [this] { m_tabs->setCurrentWidget(m_distribution); });
    auto *reloadAction = new QAction(tr("&Reload runs"), this);
    reloadAction->setObjectName(QStringLiteral("actionReloadRuns"));
    reloadAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), QKeySequence(Qt::Key_F5)});
    reloadAction->setToolTip(tr("Read the run list again (runs another program stored appear "
                                "by themselves within a few seconds)"));
    m_ui->menuView->addAction(reloadAction);
    connect(reloadAction, &QAction::triggered, m_state, &WorkbenchState::reloadRuns);
    // Board › Check set-up… (issue 18): the GD32F103 board check.
    QMenu *boardMenu = new QMenu(tr("&Board"), this);
    boardMenu->setObjectName(QStringLiteral("menuBoard"));
    menuBar()->insertMenu(m_ui->menuHelp->menuAction(), boardMenu);
    auto *checkAction = new QAction(tr("&Check set-up…"), this);
    checkAction->setObjectName(QStringLiteral("actionBoardCheck"));
    checkAction->setToolTip(tr("Prove the probe, the chip, the serial port and the clock of a "
                               "GD32F103 before the first real run"));
    boardMenu->addAction(checkAction);
    connect(checkAction, &QAction::triggered, this, [this] {
        auto *dialog = new BoardCheckDialog(m_runService, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    // Experiment › Attribute kernel options… (issue 24): which option makes a profile slow.
    auto *attributeAction = new QAction(tr("&Attribute kernel options…"), this);
    attributeAction->setObjectName(QStringLiteral("actionAttribute"));
    m_ui->menuExperiment->addAction(attributeAction);
    connect(attributeAction, &QAction::triggered, this, [this] {
        auto *dialog = new AttributionDialog(m_state, m_runService, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &AttributionDialog::compareRequested, this, &MainWindow::openInCompare);
        dialog->show();
    });
    // Experiment › Kernel history… (issue 25): a history stored by `rtosbench-cli history`.
    auto *historyAction = new QAction(tr("Kernel &history…"), this);
    historyAction->setObjectName(QStringLiteral("actionHistory"));
    m_ui->menuExperiment->addAction(historyAction);
    connect(historyAction, &QAction::triggered, this, [this] {
        auto *dialog = new HistoryDialog(m_state, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &HistoryDialog::compareRequested, this, &MainWindow::openInCompare);
        dialog->show();
    });
}

void MainWindow::openInCompare(const QList<qint64> &runIds, const QString &metric)
{
    m_state->requestCompare(runIds, metric); // Compare follows the state; the tab comes forward
}

void MainWindow::exportReport()
{
    if (!m_state->store())
        return;
    // The dialog says that every sample goes into a CSV beside the PDF (issue 17 item 10).
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export report (a PDF, and every sample in <name>.samples.csv beside it)"),
        QStringLiteral("rtosbench-report.pdf"), tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeReport(path, &error))
        showFailure(tr("Export report: %1").arg(error));
}

bool MainWindow::writeReport(const QString &path, QString *error)
{
    auto fail = [error](const QString &text) { return setError(error, text); };
    if (!m_state->store())
        return fail(tr("No database is open."));
    ReportOptions options;
    const auto selected = m_state->selectedRuns();
    options.runIds.assign(selected.begin(), selected.end());
    // The report follows the language setting; "system" is the locale the UI started in.
    options.language = AppSettings().reportLanguage();
    // The run service writes it on a worker; this loop keeps the window painting (and draws
    // the report's plots, which are widgets) until it has finished. Cancel stops it at its
    // next step and leaves no PDF.
    QProgressDialog progress(tr("Writing the report…"), tr("Cancel"), 0, 100, this);
    progress.setObjectName(QStringLiteral("reportProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoReset(false);
    QEventLoop loop;
    bool ok = false;
    QString why;
    connect(m_runService, &RunService::reportProgress, &progress,
            [&progress](int percent, const QString &step) {
                if (progress.wasCanceled())
                    return;
                progress.setValue(qBound(0, percent, 99));
                progress.setLabelText(step);
            });
    connect(&progress, &QProgressDialog::canceled, m_runService, &RunService::cancel);
    connect(m_runService, &RunService::reportFinished, &loop,
            [&](bool written, const QString &text, const ReportOutcome &) {
                ok = written;
                why = text;
                loop.quit();
            });
    if (!m_runService->startReport(path, options, &why))
        return fail(why);
    loop.exec();
    const bool cancelled = progress.wasCanceled();
    progress.reset();
    if (!ok)
        return fail(cancelled ? tr("The report was cancelled.") : why);
    const QString csv = path + QStringLiteral(".samples.csv");
    statusBar()->showMessage(
        tr("Report written to %1; every sample in %2 (%3).")
            .arg(path, csv, QLocale().formattedDataSize(QFileInfo(csv).size())),
        15000);
    return true;
}

void MainWindow::updateRunActions(bool running)
{
    m_ui->actionNewExperiment->setEnabled(!running);
    m_ui->actionRun->setEnabled(!running);
    m_ui->actionStop->setEnabled(running);
    m_board->setEnabled(!running);
}

void MainWindow::newExperiment()
{
    // The form (issue 17 item 2); Open JSON… in it takes a file instead.
    ExperimentForm form(m_board->currentData().toString(), this);
    if (form.exec() != QDialog::Accepted)
        return;
    if (!form.fileToOpen().isEmpty()) {
        const QString path = form.fileToOpen();
        AppSettings().setExperimentDir(QFileInfo(path).absolutePath());
        QString error;
        if (!openExperiment(path, &error)) {
            showFailure(tr("Cannot load %1: %2").arg(path, error));
            return;
        }
    } else {
        QString error;
        const std::optional<Experiment> e = form.experiment(&error);
        if (!e) {
            showFailure(tr("New experiment: %1").arg(error));
            return;
        }
        m_live->setExperiment(*e);
        followExperimentBoard();
    }
    m_tabs->setCurrentWidget(m_live);
}

bool MainWindow::openExperiment(const QString &path, QString *error)
{
    if (!m_live->loadExperiment(path, error))
        return false;
    followExperimentBoard();
    return true;
}

void MainWindow::followExperimentBoard()
{
    // The experiment names its board: the toolbar follows it, and another board picked there
    // afterwards is shown next to the experiment as an override (issue 17 item 3).
    if (!m_live->experiment())
        return;
    const int i = m_board->findData(m_live->experiment()->board);
    if (i >= 0)
        m_board->setCurrentIndex(i);
    m_live->setBoard(m_board->currentData().toString());
}

void MainWindow::runExperiment()
{
    if (!m_live->experiment()) {
        newExperiment();
        if (!m_live->experiment())
            return;
    }
    m_tabs->setCurrentWidget(m_live);
    QString error;
    if (!m_live->start(m_board->currentData().toString(), &error))
        showFailure(tr("Run: %1").arg(error));
}

void MainWindow::stopExperiment()
{
    m_live->stop();
}

bool MainWindow::openDatabase(const QString &path, QString *error)
{
    auto store = std::make_unique<RunStore>();
    QString why;
    if (!store->open(path, &why)) {
        const QString text =
            tr("Cannot open the database %1: %2").arg(sqldialect::redactUrl(path), why);
        showFailure(text);
        return setError(error, text);
    }
    m_state->setStore(std::move(store));
    statusBar()->showMessage(tr("Opened %1: %2 runs, %3 published numbers")
                                 .arg(path)
                                 .arg(m_state->runs().size())
                                 .arg(m_state->references().size()),
                             8000);
    updateTitle();
    return true;
}

QString MainWindow::databasePath() const
{
    return m_state->store() ? m_state->store()->path() : QString();
}

void MainWindow::chooseDatabase()
{
    // An open dialog (its button says Open) that also takes the name of a new file.
    QFileDialog dialog(this, tr("Open database"), databasePath(),
                       tr("rtosbench databases (*.db);;All files (*)"));
    dialog.setObjectName(QStringLiteral("openDatabaseDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setLabelText(QFileDialog::Accept, tr("&Open"));
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        openDatabase(dialog.selectedFiles().constFirst());
}

void MainWindow::showFailure(const QString &text)
{
    // A plain failure goes to the status bar and stays until the next message (a message box
    // is only for a choice the user must make).
    statusBar()->showMessage(text);
}

void MainWindow::updateTitle()
{
    const QString path = databasePath();
    setWindowTitle(path.isEmpty() ? tr("rtosbench") : tr("%1 – rtosbench").arg(path));
    m_dbLabel->setText(path.isEmpty() ? tr("no database")
                                      : tr("%1 runs · %2").arg(m_state->runs().size()).arg(path));
}

void MainWindow::updateUnitAvailability(bool available, const QString &whyNot)
{
    // µs needs a known clock for every compared item; otherwise it is disabled and says why.
    auto *model = qobject_cast<QStandardItemModel *>(m_unit->model());
    if (!model)
        return;
    QStandardItem *micros = model->item(1);
    micros->setEnabled(available);
    micros->setToolTip(available ? QString() : whyNot);
    m_unit->setToolTip(available ? tr("Units of every plot and table")
                                 : tr("µs unavailable: %1").arg(whyNot));
    // µs chosen but unavailable: cycles are shown, said in the status bar, and the choice is
    // kept and comes back when the runs allow it (it reverted silently before).
    const bool wantsMicros = AppSettings().units() == QLatin1String("us");
    if (!available && m_unit->currentIndex() == 1) {
        m_unitForced = true;
        m_unit->setCurrentIndex(0);
        statusBar()->showMessage(
            tr("µs unavailable for these runs (%1): shown in cycles.").arg(whyNot), 15000);
    } else if (available && m_unitForced && wantsMicros) {
        m_unit->setCurrentIndex(1);
        m_unitForced = false;
    }
    if (m_unit->currentIndex() != 0)
        m_unitForced = false;
}

void MainWindow::copyTable()
{
    if (auto *view = dynamic_cast<CopyableView *>(m_tabs->currentWidget()))
        view->copyTable();
}

void MainWindow::focusFilter()
{
    if (m_tabs->currentWidget() == m_runBrowser)
        m_runBrowser->focusFilter();
    else
        m_sidebar->focusFilter();
}

void MainWindow::showSettings()
{
    const QString languageBefore = AppSettings().language();
    SettingsDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted) {
        if (AppSettings().language() != languageBefore)
            statusBar()->showMessage(tr("The language changes the next time rtosbench starts."),
                                     15000);
        const DisplayUnit u = displayUnitFromKey(AppSettings().units());
        m_unit->setCurrentIndex(qMax(0, m_unit->findData(displayUnitKey(u))));
    }
    // The language of the lab texts, the kernel directories, and the kernel registry (whose
    // changes in Settings › Kernels apply at once, even when the dialog is cancelled).
    m_lab->refresh();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About rtosbench"),
        tr("<h3>rtosbench %1</h3><p>A workbench for measuring and comparing real-time operating "
           "systems on microcontrollers.</p><p>Every number carries its conditions: compiler "
           "and flags, clock, kernel configuration and timing method.</p>"
           "<p>Licence: GPL-3.0-or-later. Plots: QCustomPlot.</p>")
            .arg(QStringLiteral(RTOSBENCH_VERSION)));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_runService->isRunning()) {
        const auto answer = QMessageBox::question(
            this, tr("Quit"), tr("An experiment is running. Stop it and quit?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        m_live->stopAndWait();
    }
    AppSettings().setWindow(saveGeometry(), saveState(), m_tabs->currentIndex());
    QMainWindow::closeEvent(event);
}

} // namespace rb
