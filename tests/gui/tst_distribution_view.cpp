// SPDX-License-Identifier: GPL-3.0-or-later
// Distribution view: histogram counts sum to n, samples against their index, click -> value.
#include "core/store/run_store.h"
#include "gui/distribution_view.h"
#include "gui/histogram.h"
#include "gui/main_window.h"
#include "gui/qcustomplot_include.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

class TestDistributionView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
    }

    void histogramFunction()
    {
        const std::vector<double> ints{1, 2, 2, 3, 3, 3, 10};
        const rb::Histogram h = rb::makeHistogram(ints, 80);
        qint64 total = 0;
        for (qint64 c : h.counts)
            total += c;
        QCOMPARE(total, qint64(ints.size()));
        QCOMPARE(h.width, 1.0);
        QCOMPARE(h.counts.front(), qint64(1)); // the value 1
        QCOMPARE(h.counts[2], qint64(3));      // the value 3
        const std::vector<double> reals{0.1, 0.25, 0.5, 0.99, 1.0};
        const rb::Histogram r = rb::makeHistogram(reals, 4);
        QCOMPARE(r.counts.size(), size_t(4));
        QCOMPARE(r.counts.back(), qint64(2)); // 0.99 and the maximum (closed last bin)
        QVERIFY(rb::makeHistogram(std::vector<double>{}, 10).counts.empty());
    }

    void histogramSumsToN()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("dist.db"));
        rb::Run run;
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            run.config.board = QStringLiteral("qemu");
            run.config.kernel = QStringLiteral("freertos");
            run.config.clockHz = 72000000;
            run.config.timerHz = 72000000;
            run.config.timingMethod = QStringLiteral("dwt");
            run.status = rb::RunStatus::Complete;
            run.startedAt = QDateTime::currentDateTimeUtc();
            rb::CaseResult c;
            c.metric = QStringLiteral("sem_ping_pong");
            c.unit = QStringLiteral("cycles");
            c.coldSample = 2000;
            c.overhead = 0;
            std::mt19937 rng(11);
            std::uniform_int_distribution<int> noise(0, 40);
            for (int i = 0; i < 5000; ++i) // a periodic outlier every 1,000 samples
                c.samples.push_back(500 + noise(rng) + (i % 1000 == 999 ? 2500 : 0));
            c.sampleCount = qint64(c.samples.size());
            run.cases.push_back(c);
            QVERIFY2(store.saveRun(run, &error), qPrintable(error));
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::DistributionView *view = rb::parts::distributionView(window);
        view->setRun(run.id);
        view->setMetric(QStringLiteral("sem_ping_pong"));
        view->refresh();
        QCustomPlot *hist = view->histogramPlot();
        QCOMPARE(hist->plottableCount(), 1);
        auto *bars = qobject_cast<QCPBars *>(hist->plottable(0));
        QVERIFY(bars);
        double total = 0;
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            total += it->value;
        QCOMPARE(total, 5000.0);
        // Samples against their index, the cold sample apart.
        QCustomPlot *samples = view->samplePlot();
        QVERIFY(samples->graphCount() >= 2);
        QCOMPARE(samples->graph(0)->data()->size(), 5000);
        QCOMPARE(samples->graph(0)->data()->at(999)->value, double(run.cases[0].samples[999]));
        QCOMPARE(samples->graph(1)->data()->at(0)->value, 2000.0);
        // Clicking a point shows its index and value.
        view->showSample(999);
        QVERIFY(view->pointLabel()->text().contains(QLocale().toString(999)));
        QVERIFY(view->pointLabel()->text().contains(
            QLocale().toString(double(run.cases[0].samples[999]), 'g', 8)));
        // A real click on the sample at index 999.
        window.resize(1280, 800);
        window.show();
        rb::parts::tabs(window);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Issue 17 item 6: the legend is outside the plot area, never on a sample.
        rb::parts::tabs(window)->setCurrentWidget(view);
        samples->replot();
        QVERIFY(samples->legend->visible());
        const QRect legend = samples->legend->outerRect();
        const QRect area = samples->axisRect()->rect();
        QVERIFY2(!legend.intersects(area),
                 qPrintable(QStringLiteral("legend %1,%2 %3x%4 on the plot area %5,%6 %7x%8")
                                .arg(legend.x())
                                .arg(legend.y())
                                .arg(legend.width())
                                .arg(legend.height())
                                .arg(area.x())
                                .arg(area.y())
                                .arg(area.width())
                                .arg(area.height())));
    }
};

QTEST_MAIN(TestDistributionView)
#include "tst_distribution_view.moc"
