// SPDX-License-Identifier: GPL-3.0-or-later
// File › Import runs… (issue 33 item 6): a JSON export is stored by the core importer (as
// `rtosbench-cli import`) on a worker thread; the runs appear in the window, and a failure is
// said in the status bar.
#include "core/io/json_export.h"
#include "core/store/run_store.h"
#include "gui/main_window.h"
#include "gui/run_import.h"
#include "gui/run_table_model.h"
#include "gui/window_parts.h"

#include <QAction>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

namespace {

rb::Run makeRun(const QString &kernel, qint64 base)
{
    rb::Run run;
    run.config.board = QStringLiteral("qemu");
    run.config.core = QStringLiteral("cortex-m3");
    run.config.toolchain = QStringLiteral("gcc");
    run.config.optLevel = QStringLiteral("-O2");
    run.config.clockHz = 72000000;
    run.config.timerHz = 72000000;
    run.config.kernel = kernel;
    run.config.timingMethod = QStringLiteral("dwt");
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.status = rb::RunStatus::Complete;
    rb::CaseResult c;
    c.metric = QStringLiteral("yield_round_trip");
    c.unit = QStringLiteral("cycles");
    c.iterations = 50;
    for (int i = 0; i < 50; ++i)
        c.samples.push_back(base + i % 7);
    c.sampleCount = qint64(c.samples.size());
    run.cases.push_back(c);
    return run;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestRunImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_run_import"));
    }

    void importsAJsonExport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("export.json"));
        QVERIFY(writeFile(
            file, rb::JsonExport::exportDocument({makeRun(QStringLiteral("freertos"), 300),
                                                  makeRun(QStringLiteral("threadx"), 250)})));

        rb::MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("target.db"))));
        QVERIFY(rb::parts::state(window)->runs().empty());
        auto *action = window.findChild<QAction *>(QStringLiteral("actionImportRuns"));
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        auto *import = window.findChild<rb::RunImport *>();
        QVERIFY(import);
        QSignalSpy finished(import, &rb::RunImport::finished);
        QVERIFY(import->start(file));
        QVERIFY(import->isRunning());
        QVERIFY(!action->isEnabled()); // one import at a time
        QVERIFY(import->waitForFinished());
        QCOMPARE(finished.size(), 1);
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        QVERIFY(action->isEnabled());

        // The runs are in the window: the state, the Runs tab, the status bar.
        const auto &runs = rb::parts::state(window)->runs();
        QCOMPARE(int(runs.size()), 2);
        QStringList kernels;
        for (const rb::RunRow &r : runs)
            kernels << r.config.kernel;
        kernels.sort();
        QCOMPARE(kernels, (QStringList{"freertos", "threadx"}));
        QCOMPARE(rb::parts::runBrowser(window)->model()->rowCount(), 2);
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("Imported 2 run")),
                 qPrintable(window.statusBar()->currentMessage()));
        // With the samples: the imported run is whole.
        const auto run = rb::parts::state(window)->run(runs.front().id, true);
        QVERIFY(run);
        QCOMPARE(int(run->cases.front().samples.size()), 50);
    }

    void aBrokenFileIsSaidInTheStatusBar()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(writeFile(file, QByteArrayLiteral("{\"format\": \"something-else\"}")));
        rb::MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("target.db"))));
        auto *import = window.findChild<rb::RunImport *>();
        QVERIFY(import);
        QSignalSpy finished(import, &rb::RunImport::finished);
        QVERIFY(import->start(file));
        QVERIFY(import->waitForFinished());
        QCOMPARE(finished.size(), 1);
        QVERIFY(!finished.at(0).at(0).toBool());
        const QString shown = window.statusBar()->currentMessage();
        QVERIFY2(shown.startsWith(QStringLiteral("Cannot import ")) && shown.contains(file),
                 qPrintable(shown));
        QVERIFY(rb::parts::state(window)->runs().empty());
        // A missing file too.
        QVERIFY(import->start(dir.filePath(QStringLiteral("missing.json"))));
        QVERIFY(import->waitForFinished());
        QVERIFY(!finished.at(1).at(0).toBool());
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("missing.json")));
    }
};

QTEST_MAIN(TestRunImport)
#include "tst_run_import.moc"
