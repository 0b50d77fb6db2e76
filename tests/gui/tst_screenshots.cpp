// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots mode writes one non-empty 1280x800 PNG per view, on a database with runs and on a
// new one (published numbers only); the rank-shift view ranks the published numbers.
#include "gui/main_window.h"
#include "gui/rank_shift_view.h"
#include "gui/screenshot_runner.h"
#include "gui/workbench_state.h"
#include "store/run_store.h"

#include <QFileInfo>
#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

class TestScreenshots : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
    }

    void screenshotsOnReferenceData()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        rb::MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("new.db")), false));
        rb::ScreenshotRunner runner(window);
        QString error;
        const QString out = dir.filePath(QStringLiteral("shots"));
        QVERIFY2(runner.run(out, &error), qPrintable(error));
        for (const QString &name : rb::ScreenshotRunner::fileNames()) {
            const QFileInfo info(out + QLatin1Char('/') + name);
            QVERIFY2(info.exists() && info.size() > 1000, qPrintable(name));
            const QImage image(info.filePath());
            QVERIFY(!image.isNull());
            if (name != QLatin1String("settings.png") &&
                name != QLatin1String("new_experiment.png")) // dialogs: their own size
                QCOMPARE(image.size(), QSize(1280, 800));
        }
        // The rank-shift view ranked the GD32F103 published numbers across metrics.
        const auto result = window.rankShiftView()->result();
        QVERIFY(result);
        QVERIFY(result->groups.size() >= 2);
        QVERIFY(result->groups.front().entries.size() >= 2);
    }

    void screenshotsWithRuns()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("runs.db"));
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            const QStringList kernels{"freertos", "threadx", "zephyr"};
            std::mt19937 rng(5);
            std::uniform_int_distribution<int> noise(0, 30);
            for (int i = 0; i < kernels.size(); ++i) {
                rb::Run run;
                run.config.board = QStringLiteral("qemu");
                run.config.kernel = kernels[i];
                run.config.clockHz = 72000000;
                run.config.timerHz = 72000000;
                run.config.timingMethod = QStringLiteral("dwt");
                run.config.optLevel = QStringLiteral("-Os");
                run.status = rb::RunStatus::Complete;
                run.startedAt = QDateTime::currentDateTimeUtc();
                for (const QString &metric :
                     {QStringLiteral("yield_round_trip"), QStringLiteral("sem_ping_pong")}) {
                    rb::CaseResult c;
                    c.metric = metric;
                    c.unit = QStringLiteral("cycles");
                    c.coldSample = 900;
                    for (int k = 0; k < 1000; ++k)
                        c.samples.push_back(200 + 60 * i + noise(rng));
                    c.sampleCount = qint64(c.samples.size());
                    run.cases.push_back(c);
                }
                QVERIFY2(store.saveRun(run, &error), qPrintable(error));
            }
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path, false));
        rb::ScreenshotRunner runner(window);
        QString error;
        const QString out = dir.filePath(QStringLiteral("shots"));
        QVERIFY2(runner.run(out, &error), qPrintable(error));
        for (const QString &name : rb::ScreenshotRunner::fileNames())
            QVERIFY2(QFileInfo(out + QLatin1Char('/') + name).size() > 1000, qPrintable(name));
        QCOMPARE(window.state()->selectedRuns().size(), 3);
    }
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
