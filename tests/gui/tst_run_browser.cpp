// SPDX-License-Identifier: GPL-3.0-or-later
// Run browser: filter across columns, grouping, tags, delete (with its confirmation) and undo.
#include "core/store/run_store.h"
#include "gui/main_window.h"
#include "gui/run_browser.h"
#include "gui/run_table_model.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>
#include <QtTest>

#include <random>

namespace {
rb::Run makeRun(const QString &kernel, qint64 clockHz, qint64 base, int n, quint32 seed)
{
    rb::Run run;
    run.config.board = QStringLiteral("qemu");
    run.config.mcu = QStringLiteral("STM32F205(emulated)");
    run.config.core = QStringLiteral("cortex-m3");
    run.config.toolchain = QStringLiteral("gcc");
    run.config.optLevel = QStringLiteral("-Os");
    run.config.cflags = QStringLiteral("-Os -mcpu=cortex-m3 -mthumb");
    run.config.clockHz = clockHz;
    run.config.kernel = kernel;
    run.config.kernelProfile = QStringLiteral("default");
    run.config.timingMethod = QStringLiteral("dwt");
    run.config.timerHz = clockHz;
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.finishedAt = run.startedAt.addSecs(5);
    run.status = rb::RunStatus::Complete;
    run.rawLog = QByteArrayLiteral("HELLO 0 proto=1 fw=rtosbench fwver=0.1.0 *00000000\n");
    rb::CaseResult c;
    c.metric = QStringLiteral("yield_round_trip");
    c.unit = QStringLiteral("cycles");
    c.iterations = n;
    c.warmup = 100;
    c.coldSample = base * 3;
    c.overhead = 10;
    c.switches = 2;
    c.checks.insert(QStringLiteral("alternated"), 1);
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> noise(0, 20);
    for (int i = 0; i < n; ++i)
        c.samples.push_back(base + noise(rng) + (i % 500 == 499 ? base : 0));
    c.sampleCount = qint64(c.samples.size());
    run.cases.push_back(c);
    return run;
}

void acceptNextMessageBox()
{
    QTimer::singleShot(50, [] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                box->button(QMessageBox::Yes)->click();
                return;
            }
        acceptNextMessageBox(); // not shown yet
    });
}
} // namespace

class TestRunBrowser : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
    }

    void filterGroupTagsDeleteUndo()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("runs.db"));
        {
            rb::RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            const QStringList kernels{"freertos", "threadx", "freertos", "zephyr"};
            for (int i = 0; i < kernels.size(); ++i) {
                rb::Run run = makeRun(kernels[i], i == 2 ? 108000000 : 72000000, 300 + 40 * i, 2000,
                                      quint32(i + 1));
                QVERIFY2(store.saveRun(run, &error), qPrintable(error));
            }
        }
        rb::MainWindow window;
        QVERIFY(window.openDatabase(path));
        rb::RunBrowser *browser = rb::parts::runBrowser(window);
        QCOMPARE(browser->model()->rowCount(), 4);
        // Every condition is a column.
        QVERIFY(browser->model()->conditionColumn(QStringLiteral("clock_hz")) > 0);
        QVERIFY(browser->model()->conditionColumn(QStringLiteral("debugger")) > 0);

        // Filter across all columns.
        browser->setFilterText(QStringLiteral("freertos"));
        QCOMPARE(browser->proxy()->rowCount(), 2);
        browser->setFilterText(QStringLiteral("108 MHz"));
        QCOMPARE(browser->proxy()->rowCount(), 1);
        browser->setFilterText(QString());
        QCOMPARE(browser->proxy()->rowCount(), 4);

        // Group by kernel: three groups, FreeRTOS with two runs.
        browser->setGroupKey(QStringLiteral("kernel"));
        auto *tree = qobject_cast<QStandardItemModel *>(browser->treeView()->model());
        QVERIFY(tree);
        QCOMPARE(tree->rowCount(), 3);
        int freertosRuns = 0;
        for (int r = 0; r < tree->rowCount(); ++r)
            if (tree->item(r)->text().startsWith(QStringLiteral("freertos")))
                freertosRuns = tree->item(r)->rowCount();
        QCOMPARE(freertosRuns, 2);
        browser->setGroupKey(QString());

        // Tags are saved through the store.
        const int row = browser->model()->rowOfRun(2);
        QVERIFY(row >= 0);
        QVERIFY(
            browser->model()->setData(browser->model()->index(row, browser->model()->tagsColumn()),
                                      QStringLiteral("baseline, lab1"), Qt::EditRole));
        QCOMPARE(rb::parts::state(window)->store()->loadRun(2, false, false)->tags,
                 QStringList({"baseline", "lab1"}));

        // Delete (through the confirmation dialog) and undo.
        const auto before = rb::parts::state(window)->store()->loadRun(3, true, true);
        QVERIFY(before.has_value());
        browser->setCurrentRun(3);
        QCOMPARE(browser->currentRun(), qint64(3));
        acceptNextMessageBox();
        browser->deleteCurrent();
        QCOMPARE(browser->model()->rowCount(), 3);
        QVERIFY(!rb::parts::state(window)->store()->loadRun(3, false, false).has_value());
        QVERIFY(browser->canUndoDelete());
        const qint64 restored = browser->undoDelete();
        QVERIFY(restored > 0);
        QCOMPARE(browser->model()->rowCount(), 4);
        const auto after = rb::parts::state(window)->store()->loadRun(restored, true, true);
        QVERIFY(after.has_value());
        QCOMPARE(after->config.hash(), before->config.hash());
        QCOMPARE(after->cases.size(), before->cases.size());
        QCOMPARE(after->cases[0].samples, before->cases[0].samples);
        QCOMPARE(after->cases[0].coldSample, before->cases[0].coldSample);
        QCOMPARE(after->rawLog, before->rawLog);
        QVERIFY(!browser->canUndoDelete());

        // Cancelling the confirmation keeps the run.
        browser->setCurrentRun(restored);
        QTimer::singleShot(50, [] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible())
                    box->button(QMessageBox::Cancel)->click();
        });
        browser->deleteCurrent();
        QCOMPARE(browser->model()->rowCount(), 4);
    }
};

QTEST_MAIN(TestRunBrowser)
#include "tst_run_browser.moc"
