// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 16 at full size: 24 runs (8 kernels x -O0/-Os/-O2) x 6 metrics x 10,000 samples, offscreen.
// Times, from "these runs are checked" (run cache dropped, so the store is read each time):
// the Overview (matrix from the store's cached summaries, table filled, grabbed), a switch of
// its configuration, Compare grouped by configuration (24 boxes rendered), and the Rank shift
// view until its bootstrap result is drawn (1000 iterations, on a worker thread).
// Data generation and saving are not timed. An argument names an existing database instead.
#include "core/store/run_store.h"
#include "gui/compare_view.h"
#include "gui/main_window.h"
#include "gui/overview_view.h"
#include "gui/qcustomplot_include.h"
#include "gui/rank_shift_view.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <random>

namespace {
bool generate(const QString &path)
{
    rb::RunStore store;
    QString error;
    if (!store.open(path, &error))
        return false;
    std::mt19937 rng(42);
    const QStringList opts{"-O0", "-Os", "-O2"};
    const QStringList metrics{"yield_round_trip", "context_switch", "sem_ping_pong",
                              "mutex_pi",         "irq_to_task",    "queue_post_1"};
    for (int k = 0; k < 8; ++k)
        for (int o = 0; o < opts.size(); ++o) {
            rb::Run run;
            run.config.board = QStringLiteral("qemu");
            run.config.kernel = QStringLiteral("kernel-%1").arg(QChar('a' + k));
            run.config.optLevel = opts[o];
            run.config.timingMethod = QStringLiteral("icount");
            run.status = rb::RunStatus::Complete;
            run.startedAt = QDateTime::currentDateTimeUtc();
            for (int m = 0; m < metrics.size(); ++m) {
                rb::CaseResult c;
                c.metric = metrics[m];
                c.unit = QStringLiteral("ticks");
                std::gamma_distribution<double> noise(2.0, 4.0);
                const int base = 80 + 13 * ((k * (o + 2) + m) % 8);
                for (int i = 0; i < 10000; ++i)
                    c.samples.push_back(base + qint64(noise(rng)));
                c.sampleCount = 10000;
                run.cases.push_back(c);
            }
            if (!store.saveRun(run, &error))
                return false;
        }
    return true;
}

qint64 median(std::vector<qint64> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}
} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-bench"));
    QTemporaryDir dir;
    QString path = argc > 1 ? QString::fromLocal8Bit(argv[1]) : dir.filePath("bench.db");
    if (argc <= 1 && !generate(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    rb::MainWindow window;
    QString error;
    if (!window.openDatabase(path, &error)) {
        std::fprintf(stderr, "error: %s\n", qPrintable(error));
        return 1;
    }
    window.resize(1280, 800);
    window.show();
    QCoreApplication::processEvents();
    QList<qint64> ids;
    for (const rb::RunRow &r : rb::parts::state(window)->runs())
        ids << r.id;

    std::vector<qint64> overview, overviewSwitch, compare, rank;
    for (int rep = 0; rep < 5; ++rep) {
        rb::parts::state(window)->setSelectedRuns({});
        rb::parts::state(window)->reloadRuns(); // drops the run cache
        rb::parts::tabs(window)->setCurrentIndex(rb::MainWindow::OverviewTab);
        QElapsedTimer t;
        t.start();
        rb::parts::state(window)->setSelectedRuns(ids);
        rb::OverviewView *view = rb::parts::overviewView(window);
        view->refresh();
        view->grab();
        overview.push_back(t.elapsed());
        t.restart();
        view->setConfiguration(1);
        view->grab();
        overviewSwitch.push_back(t.elapsed());

        rb::parts::state(window)->reloadRuns();
        rb::parts::tabs(window)->setCurrentIndex(rb::MainWindow::CompareTab);
        t.restart();
        rb::parts::compareView(window)->setGrouping(rb::CompareGrouping::ByConfiguration);
        rb::parts::compareView(window)->plot()->replot();
        rb::parts::compareView(window)->grab();
        compare.push_back(t.elapsed());

        rb::parts::state(window)->reloadRuns();
        t.restart();
        rb::parts::tabs(window)->setCurrentIndex(rb::MainWindow::RankShiftTab);
        rb::parts::rankShiftView(window)->refresh();
        if (!rb::parts::rankShiftView(window)->waitForResult())
            return 1;
        rb::parts::rankShiftView(window)->grab();
        rank.push_back(t.elapsed());
        if (view->data().kernels.size() < 2 || !rb::parts::rankShiftView(window)->result())
            return 1;
    }
    // Targets (issue 38 item 3): the Overview and the Rank shift under 100 ms each.
    std::printf("overview %lld runs: %lld ms (target < 100 ms), configuration switch %lld ms; "
                "compare grouped: %lld ms; rank shift with bootstrap: %lld ms (target < 100 ms) "
                "(medians of 5)\n",
                static_cast<long long>(ids.size()), static_cast<long long>(median(overview)),
                static_cast<long long>(median(overviewSwitch)),
                static_cast<long long>(median(compare)), static_cast<long long>(median(rank)));
    return 0;
}
