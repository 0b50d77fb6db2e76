// SPDX-License-Identifier: GPL-3.0-or-later
// Compare view with 50 configurations x 10,000 samples: time from "these runs are selected" to
// a rendered plot (data built from the store's cached summaries, QCustomPlot replot, grab),
// offscreen. Data generation and saving are not timed. Prints: compare 50x10000: N ms
#include "gui/compare_view.h"
#include "gui/main_window.h"
#include "gui/qcustomplot_include.h"
#include "gui/workbench_state.h"
#include "store/run_store.h"

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
    if (!window.openDatabase(path, false))
        return 1;
    window.resize(1280, 800);
    window.show();
    QCoreApplication::processEvents();
    rb::CompareView *view = window.compareView();

    std::vector<qint64> times;
    for (int rep = 0; rep < 5; ++rep) {
        window.state()->reloadRuns(); // drops the run cache: every repetition reads the store
        QElapsedTimer t;
        t.start();
        window.state()->setSelectedRuns(ids);
        view->setMetric(QStringLiteral("yield_round_trip"));
        view->plot()->replot();
        const QPixmap pixmap = view->grab();
        times.push_back(t.elapsed());
        if (pixmap.isNull() || view->data().items.size() != size_t(kRuns)) {
            std::fprintf(stderr, "compare view did not show %d boxes\n", kRuns);
            return 1;
        }
        window.state()->setSelectedRuns({});
        view->refresh();
    }
    std::sort(times.begin(), times.end());
    std::printf("compare %dx%d: %lld ms (median of 5; min %lld, max %lld)\n", kRuns, kSamples,
                static_cast<long long>(times[2]), static_cast<long long>(times.front()),
                static_cast<long long>(times.back()));
    return 0;
}
