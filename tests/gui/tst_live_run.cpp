// SPDX-License-Identifier: GPL-3.0-or-later
// The Live view runs a real (small) experiment on the virtual board into a temporary database,
// shows progress, log and samples, and Stop cancels a longer run without blocking the GUI.
#include "core/model/run.h"
#include "core/store/run_store.h"
#include "gui/live_run_view.h"
#include "gui/main_window.h"
#include "gui/qcustomplot_include.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QAction>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

class TestLiveRun : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_live_run"));
        if (QStandardPaths::findExecutable(QStringLiteral("arm-none-eabi-gcc")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("qemu-system-arm")).isEmpty())
            QSKIP("arm-none-eabi-gcc or qemu-system-arm is missing");
        QVERIFY(m_cache.isValid());
        qputenv("RTOSBENCH_BUILD_CACHE", m_cache.path().toLocal8Bit());
    }

    void runsAndStops()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        rb::MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("live.db"))));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        rb::LiveRunView *live = rb::parts::liveView(window);
        QVERIFY(live);
        QCOMPARE(rb::parts::tabs(window)->indexOf(live), int(rb::MainWindow::LiveTab));

        QString error;
        QVERIFY2(live->loadExperiment(QStringLiteral(RTOSBENCH_SOURCE_DIR
                                                     "/examples/experiments/qemu-opt-levels.json"),
                                      &error),
                 qPrintable(error));
        QVERIFY(live->experiment().has_value());
        const rb::Experiment full = *live->experiment();
        QCOMPARE(full.expand().size(), size_t(3));

        // A small plan: one opt level, few iterations.
        rb::Experiment small = full;
        small.base.insert(QStringLiteral("iterations"), 200);
        small.base.insert(QStringLiteral("warmup"), 20);
        small.vary = {{QStringLiteral("opt_level"), QJsonArray{QStringLiteral("-Os")}}};
        live->setExperiment(small);

        QAction *run = window.findChild<QAction *>(QStringLiteral("actionRun"));
        QAction *stop = window.findChild<QAction *>(QStringLiteral("actionStop"));
        QVERIFY(run && stop);
        QVERIFY(run->isEnabled());
        QVERIFY(!stop->isEnabled());

        QSignalSpy finished(live, &rb::LiveRunView::finished);
        QSignalSpy stored(live, &rb::LiveRunView::runStored);
        QVERIFY2(live->start(QStringLiteral("qemu"), &error), qPrintable(error));
        QVERIFY(live->isRunning());
        QVERIFY(!run->isEnabled());
        QVERIFY(stop->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 180000);
        QCOMPARE(finished.at(0).at(0).toInt(), 1); // stored
        QCOMPARE(finished.at(0).at(1).toInt(), 0); // failed
        QCOMPARE(finished.at(0).at(2).toBool(), false);
        QCOMPARE(stored.count(), 1);
        QVERIFY(!live->isRunning());
        QVERIFY(run->isEnabled());
        QVERIFY(!stop->isEnabled());
        QCOMPARE(live->overallBar()->value(), 100);
        // Issue 17: no stale "case: 9344/10000 samples" or "0/0" after the end.
        QVERIFY2(!live->captureBar()->format().contains(QLatin1String("samples")),
                 qPrintable(live->captureBar()->format()));
        QCOMPARE(live->captureBar()->value(), 100);
        QVERIFY(live->plot()->graph(0)->dataCount() > 0);
        // Issue 17 item 8: the live plot names the case's own unit (the virtual board counts
        // instruction ticks), not "cycles".
        QVERIFY2(live->plot()->yAxis->label().contains(QStringLiteral("ticks")) &&
                     !live->plot()->yAxis->label().contains(QStringLiteral("cycles")),
                 qPrintable(live->plot()->yAxis->label()));
        QVERIFY(!live->log()->toPlainText().isEmpty());

        // The run is in the database, complete, and already in the main window's run list.
        const auto &runs = rb::parts::state(window)->runs();
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs.front().id, stored.at(0).at(0).toLongLong());
        QCOMPARE(runs.front().status, rb::RunStatus::Complete);
        QVERIFY(runs.front().sampleCount > 0);
        {
            rb::RunStore check;
            QVERIFY(check.open(dir.filePath(QStringLiteral("live.db")), &error));
            QCOMPARE(check.listRuns().size(), size_t(1));
        }

        // File › Export report… writes a PDF of the stored run.
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY2(window.writeReport(pdf, &error), qPrintable(error));
        QVERIFY(QFileInfo(pdf).size() > 1000);
        // Issue 17 item 10: the CSV written beside the PDF is named, with its size.
        QVERIFY2(
            window.statusBar()->currentMessage().contains(QStringLiteral("report.pdf.samples.csv")),
            qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("actionExportReport")));

        // A longer run (three opt levels, 10000 iterations) is stopped from the Stop action.
        live->setExperiment(full);
        // Loading another experiment clears the previous run's bars.
        QCOMPARE(live->overallBar()->value(), 0);
        QCOMPARE(live->captureBar()->value(), 0);
        QSignalSpy stepped(live->log()->document(), &QTextDocument::contentsChanged);
        QVERIFY2(live->start(QStringLiteral("qemu"), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(stepped.count() > 2, 60000);
        QTest::qWait(300);
        stop->trigger();
        // The GUI thread keeps processing events while the worker winds down.
        QElapsedTimer responsive;
        responsive.start();
        QTest::qWait(50);
        QVERIFY(responsive.elapsed() < 5000);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, 180000);
        QCOMPARE(finished.at(1).at(2).toBool(), true);
        QVERIFY(!live->isRunning());
        QVERIFY(run->isEnabled());
        QVERIFY(finished.at(1).at(0).toInt() < 3);
    }

private:
    QTemporaryDir m_cache;
};

QTEST_MAIN(TestLiveRun)
#include "tst_live_run.moc"
