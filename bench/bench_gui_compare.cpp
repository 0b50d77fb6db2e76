// SPDX-License-Identifier: GPL-3.0-or-later
// Compare view with 50 configurations x 10,000 samples, offscreen: what the user waits for after
// checking the runs. Two figures: the rendered plot (data from the store's cached summaries,
// QCustomPlot replot, grab), and the whole comparison ready (the pairwise tests, traps and
// confounds over the 500,000 samples read from the store, on the worker thread, shown in the
// tables and the Conditions panel). Data generation and saving are not timed.
// Prints: compare 50x10000: plot N ms, analysis ready M ms (target < 200 ms, issue 38 item 3)
#include "core/store/run_store.h"
#include "gui/compare_view.h"
#include "gui/comparison_analyzer.h"
#include "gui/main_window.h"
#include "gui/qcustomplot_include.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"
#include <QStandardItemModel>

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <random>

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-bench"));
    constexpr int kRuns = 50, kSamples = 10000;

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.db"));
    QList<qint64> ids;
    {
        rb::RunStore store;
        QString error;
        if (!store.open(path, &error)) {
            std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(path), qPrintable(error));
            return 1;
        }
        std::mt19937 rng(42);
        const QStringList kernels{"freertos", "threadx", "zephyr", "rt-thread", "ucos-iii"};
        for (int i = 0; i < kRuns; ++i) {
            rb::Run run;
            run.config.board = QStringLiteral("qemu");
            run.config.kernel = kernels[i % kernels.size()];
            run.config.clockHz = 24000000 + 12000000 * (i / kernels.size());
            run.config.timerHz = run.config.clockHz;
            run.config.timingMethod = QStringLiteral("dwt");
            run.config.optLevel = QStringLiteral("-Os");
            run.status = rb::RunStatus::Complete;
            run.startedAt = QDateTime::currentDateTimeUtc();
            rb::CaseResult c;
            c.metric = QStringLiteral("yield_round_trip");
            c.unit = QStringLiteral("cycles");
            c.coldSample = 3000;
            c.overhead = 12;
            std::gamma_distribution<double> noise(2.0, 8.0);
            for (int k = 0; k < kSamples; ++k)
                c.samples.push_back(300 + 20 * (i % 5) + qint64(noise(rng)));
            c.sampleCount = kSamples;
            run.cases.push_back(c);
            if (!store.saveRun(run, &error)) {
                std::fprintf(stderr, "save failed: %s\n", qPrintable(error));
                return 1;
            }
            ids << run.id;
        }
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
    rb::CompareView *view = rb::parts::compareView(window);

    std::vector<qint64> times, ready;
    for (int rep = 0; rep < 5; ++rep) {
        rb::parts::state(window)
            ->reloadRuns(); // drops the run cache: every repetition reads the store
        QElapsedTimer t;
        t.start();
        rb::parts::state(window)->setSelectedRuns(ids);
        view->setMetric(QStringLiteral("yield_round_trip"));
        view->plot()->replot();
        const QPixmap pixmap = view->grab();
        times.push_back(t.elapsed());
        if (pixmap.isNull() || view->data().items.size() != size_t(kRuns)) {
            std::fprintf(stderr, "compare view did not show %d boxes\n", kRuns);
            return 1;
        }
        // The pairwise analysis over every sample, then its tables drawn.
        if (!rb::parts::analyzer(window)->waitForResult(600000) ||
            !rb::parts::analyzer(window)->result()) {
            std::fprintf(stderr, "the comparison never finished\n");
            return 1;
        }
        QCoreApplication::processEvents();
        (void)window.grab();
        ready.push_back(t.elapsed());
        if (view->pairwiseModel()->rowCount() == 0) {
            std::fprintf(stderr, "no pairwise rows\n");
            return 1;
        }
        rb::parts::state(window)->setSelectedRuns({});
        view->refresh();
    }
    std::sort(times.begin(), times.end());
    std::sort(ready.begin(), ready.end());
    std::printf(
        "compare %dx%d: plot %lld ms, analysis ready %lld ms (target < 200 ms) (medians of 5; "
        "plot %lld-%lld, ready %lld-%lld)\n",
        kRuns, kSamples, static_cast<long long>(times[2]), static_cast<long long>(ready[2]),
        static_cast<long long>(times.front()), static_cast<long long>(times.back()),
        static_cast<long long>(ready.front()), static_cast<long long>(ready.back()));
    return 0;
}
