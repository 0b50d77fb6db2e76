// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/screenshot_runner.h"

#include "core/analysis/varied_condition.h"
#include "core/model/board_ids.h"
#include "core/util/set_error.h"
#include "gui/app_settings.h"
#include "gui/compare_data.h"
#include "gui/compare_view.h"
#include "gui/comparison_analyzer.h"
#include "gui/distribution_view.h"
#include "gui/experiment_form.h"
#include "gui/lab_panel.h"
#include "gui/live_run_view.h"
#include "gui/main_window.h"
#include "gui/overview_view.h"
#include "gui/rank_shift_view.h"
#include "gui/run_browser.h"
#include "gui/settings_dialog.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QMap>
#include <QPixmap>
#include <QTabWidget>

namespace rb {

namespace {
void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
}
} // namespace

QStringList ScreenshotRunner::fileNames()
{
    return {QStringLiteral("main.png"),          QStringLiteral("compare.png"),
            QStringLiteral("distribution.png"),  QStringLiteral("rank_shift.png"),
            QStringLiteral("overview.png"),      QStringLiteral("overview_all.png"),
            QStringLiteral("runs.png"),          QStringLiteral("reference.png"),
            QStringLiteral("live.png"),          QStringLiteral("lab.png"),
            QStringLiteral("class.png"),         QStringLiteral("settings.png"),
            QStringLiteral("new_experiment.png")};
}

void ScreenshotRunner::selectDemoData()
{
    WorkbenchState *state = rb::parts::state(m_window);
    const auto &runs = state->runs();
    // The metric most runs have; then the newest complete runs with it (at most 24: eight
    // kernels in three configurations).
    QMap<QString, int> metricCount;
    QList<qint64> candidates;
    for (auto it = runs.rbegin(); it != runs.rend() && candidates.size() < 24; ++it) {
        if (it->status != RunStatus::Complete || it->sampleCount == 0)
            continue;
        candidates << it->id;
    }
    QString metric;
    for (qint64 id : candidates)
        if (auto run = state->run(id, false))
            for (const CaseResult &c : run->cases)
                if (c.sampleCount > 0 && !c.metric.startsWith(QLatin1String("cal_")))
                    ++metricCount[c.metric];
    // The benchmark metrics first (in the order of the domain notes), then any other.
    const QStringList preferred{"yield_round_trip", "context_switch", "sem_ping_pong",
                                "sem_give_wake",    "queue_post_1",   "mutex_lock_unlock",
                                "irq_to_task",      "irq_response",   "mutex_pi"};
    int best = 0;
    for (const QString &m : preferred)
        if (metricCount.value(m) > best) {
            best = metricCount.value(m);
            metric = m;
        }
    for (auto it = metricCount.cbegin(); best == 0 && it != metricCount.cend(); ++it)
        if (it.value() > best) {
            best = it.value();
            metric = it.key();
        }
    QStringList gd32;
    for (const QString &source : state->referenceSources())
        if (source.contains(QStringLiteral("GD32F103")))
            gd32 << source;
    state->setSelectedReferenceSources(gd32);
    state->setSelectedRuns(candidates);
    settle();
    CompareView *compare = rb::parts::compareView(m_window);
    compare->setMetric(metric.isEmpty() ? QStringLiteral("yield_round_trip") : metric);
    // The unit that shows the most measured boxes (runs without a stated clock can often be
    // shown in µs but not in cycles).
    auto measuredItems = [&](DisplayUnit u) {
        int n = 0;
        for (const CompareItem &item : buildCompareData(*state, compare->metric(), false, u).items)
            n += item.published ? 0 : 1;
        return n;
    };
    if (measuredItems(DisplayUnit::Micros) > measuredItems(DisplayUnit::Cycles))
        rb::parts::unitCombo(m_window)->setCurrentIndex(1);
    if (candidates.isEmpty())
        compare->setGroupByKernel(true);
    // Many runs: grouped by the configuration, coloured by kernel.
    std::vector<Configuration> configs;
    for (qint64 id : candidates)
        if (auto run = state->run(id, false))
            configs.push_back(run->config);
    const QString varied = findVariedCondition(configs).key;
    if (candidates.size() > 6 && !varied.isEmpty())
        compare->setGrouping(CompareGrouping::ByConfiguration);
    if (!candidates.isEmpty()) {
        // A run that has samples of the metric, for the histogram.
        qint64 shown = candidates.first();
        for (qint64 id : candidates) {
            const auto run = state->run(id, false);
            const CaseResult *c = run ? run->findCase(metric) : nullptr;
            if (c && c->sampleCount > 0) {
                shown = id;
                break;
            }
        }
        rb::parts::distributionView(m_window)->setRun(shown);
        rb::parts::distributionView(m_window)->setMetric(metric);
        rb::parts::runBrowser(m_window)->setCurrentRun(shown);
    }
    RankShiftView *rank = rb::parts::rankShiftView(m_window);
    rank->setDataSource(candidates.size() >= 2 ? RankShiftView::DataSource::Runs
                                               : RankShiftView::DataSource::References);
    // Runs in several configurations open on the condition that varies (by themselves, as for
    // a user); otherwise the ranking across metrics.
    if (candidates.size() < 2 || varied.isEmpty())
        rank->setVaried(QStringLiteral("metric"));
}

bool ScreenshotRunner::run(const QString &dir, QString *error)
{
    if (!QDir().mkpath(dir)) {
        return setError(
            error, QCoreApplication::translate("ScreenshotRunner", "Cannot create %1").arg(dir));
    }
    // Screenshots change the units; the user's saved choice is put back afterwards.
    struct Restore {
        AppSettings s;
        bool had = s.hasUnits();
        QString units = s.units();
        ~Restore()
        {
            if (had)
                s.setUnits(units);
            else
                s.removeUnits();
        }
    } restore;
    rb::parts::unitCombo(m_window)->setCurrentIndex(0);
    m_window.resize(1280, 800);
    m_window.show();
    settle();
    selectDemoData();
    settle();
    rb::parts::analyzer(m_window)->waitForResult();
    rb::parts::rankShiftView(m_window)->waitForResult();
    settle();

    auto save = [&](QWidget *w, const QString &name) {
        settle();
        const QPixmap pixmap = w->grab();
        const QString path = QDir(dir).filePath(name);
        if (pixmap.isNull() || !pixmap.save(path, "PNG")) {
            return setError(
                error,
                QCoreApplication::translate("ScreenshotRunner", "Cannot write %1").arg(path));
        }
        return true;
    };
    const struct {
        MainWindow::Tab tab;
        const char *file;
    } shots[] = {{MainWindow::CompareTab, "main.png"},
                 {MainWindow::CompareTab, "compare.png"},
                 {MainWindow::DistributionTab, "distribution.png"},
                 {MainWindow::RankShiftTab, "rank_shift.png"},
                 {MainWindow::OverviewTab, "overview.png"},
                 {MainWindow::RunsTab, "runs.png"},
                 {MainWindow::ReferenceTab, "reference.png"}};
    for (const auto &shot : shots) {
        rb::parts::tabs(m_window)->setCurrentIndex(shot.tab);
        settle();
        if (shot.tab == MainWindow::OverviewTab) {
            // A switch from the first configuration to the second frames the ranks that change.
            rb::parts::overviewView(m_window)->setConfiguration(0);
            rb::parts::overviewView(m_window)->setConfiguration(1);
        }
        if (shot.tab == MainWindow::RankShiftTab)
            rb::parts::rankShiftView(m_window)->waitForResult();
        // The whole window each time: the conditions & warnings panel belongs to every view.
        if (!save(&m_window, QString::fromLatin1(shot.file)))
            return false;
    }
    // The overview with every configuration side by side.
    rb::parts::tabs(m_window)->setCurrentIndex(MainWindow::OverviewTab);
    rb::parts::overviewView(m_window)->setConfiguration(-1);
    if (!save(&m_window, QStringLiteral("overview_all.png")))
        return false;
    rb::parts::overviewView(m_window)->setConfiguration(0);
    // The Live view, idle, with an example experiment loaded (its description and plan).
    QString loadError;
    rb::parts::liveView(m_window)->loadExperiment(
        LiveRunView::defaultExperimentDir() + QStringLiteral("/qemu-opt-levels.json"), &loadError);
    rb::parts::tabs(m_window)->setCurrentIndex(MainWindow::LiveTab);
    if (!save(&m_window, QStringLiteral("live.png")))
        return false;
    // The Labs tab with a lab's explanation (not run: screenshots never write to the database).
    rb::parts::labPanel(m_window)->selectLab(QStringLiteral("measurement_floor"));
    rb::parts::tabs(m_window)->setCurrentIndex(MainWindow::LabTab);
    if (!save(&m_window, QStringLiteral("lab.png")))
        return false;
    // The Class tab (issue 39) on the screenshot database's class tags (its empty state without).
    rb::parts::tabs(m_window)->setCurrentIndex(MainWindow::ClassTab);
    if (!save(&m_window, QStringLiteral("class.png")))
        return false;
    rb::parts::tabs(m_window)->setCurrentIndex(MainWindow::CompareTab);
    SettingsDialog dialog(&m_window);
    dialog.resize(640, 560);
    dialog.show();
    const bool ok = save(&dialog, QStringLiteral("settings.png"));
    dialog.reject();
    if (!ok)
        return false;
    ExperimentForm form(BoardIds::qemu, &m_window);
    form.show();
    const bool formOk = save(&form, QStringLiteral("new_experiment.png"));
    form.reject();
    return formOk;
}

} // namespace rb
