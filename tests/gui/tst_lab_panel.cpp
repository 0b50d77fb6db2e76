// SPDX-License-Identifier: GPL-3.0-or-later
// The Labs tab lists every built-in lab, shows the selected one's texts in the UI language
// (English, then Chinese after the language setting changes), disables Run for a lab whose
// kernel tree is not set, really runs a virtual-board lab (QEMU) into a temporary database and
// shows its metrics, opens its runs in Compare, and Cancel stops a longer lab cleanly.
// Set RB_LAB_SHOT_DIR to keep grabs of the panel (lab_en.png, lab_zh.png) for a look.
#include "core/lab/lab.h"
#include "core/store/run_store.h"
#include "gui/compare_view.h"
#include "gui/lab_panel.h"
#include "gui/lab_panel_results.h"
#include "gui/live_run_view.h"
#include "gui/main_window.h"
#include "gui/qcustomplot_include.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

namespace {

bool hasCjk(const QString &s)
{
    for (QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

void keepGrab(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("RB_LAB_SHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(200); // layouts settle, new widgets are shown
    w->grab().save(dir + QLatin1Char('/') + name, "PNG");
}

} // namespace

class TestLabPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_lab_panel"));
        QSettings s;
        s.clear();
        s.setValue(QStringLiteral("language"), QStringLiteral("en"));
        QVERIFY(m_cache.isValid());
        qputenv("RTOSBENCH_BUILD_CACHE", m_cache.path().toLocal8Bit());
        // An empty kernel registry: a lab needing a tree has none unless the test sets one.
        qputenv("RTOSBENCH_KERNEL_CACHE",
                (m_cache.path() + QStringLiteral("/kernels")).toLocal8Bit());
    }

    void cleanupTestCase() { QSettings().clear(); }

    void listsLabsInBothLanguages()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        rb::MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("labs.db"))));
        rb::LabPanel *panel = rb::parts::labPanel(window);
        QVERIFY(panel);
        QCOMPARE(rb::parts::tabs(window)->indexOf(panel), int(rb::MainWindow::LabTab));
        QAction *show = window.findChild<QAction *>(QStringLiteral("actionShowLabs"));
        QVERIFY(show);
        show->trigger();
        QCOMPARE(rb::parts::tabs(window)->currentWidget(), panel);

        const std::vector<rb::Lab> labs = rb::Lab::builtIn();
        QVERIFY(labs.size() >= 7);
        QCOMPARE(size_t(panel->labList()->count()), labs.size());
        for (int i = 0; i < panel->labList()->count(); ++i) {
            // In Lab::order, with the trap number and the English title.
            const rb::Lab &lab = labs[size_t(i)];
            const QListWidgetItem *item = panel->labList()->item(i);
            QCOMPARE(item->data(Qt::UserRole).toString(), lab.id);
            QVERIFY(item->text().contains(lab.title.text(QStringLiteral("en"))));
            // A lab that explains rather than compares (trap 0) names no trap.
            if (lab.trap > 0)
                QVERIFY(item->text().endsWith(QStringLiteral("trap %1").arg(lab.trap)));
            else
                QVERIFY(!item->text().contains(QStringLiteral("trap")));
            if (i > 0)
                QVERIFY(labs[size_t(i - 1)].order <= lab.order);
        }

        QVERIFY(panel->selectLab(QStringLiteral("measurement_floor")));
        const auto lab = rb::Lab::findBuiltIn(QStringLiteral("measurement_floor"));
        QVERIFY(lab);
        QCOMPARE(panel->titleLabel()->text(), lab->title.text(QStringLiteral("en")));
        QCOMPARE(panel->explanationLabel()->text(), lab->explanation.text(QStringLiteral("en")));
        QVERIFY(panel->observeLabel()->text().contains(
            lab->observe.text(QStringLiteral("en")).toHtmlEscaped()));
        QVERIFY(panel->questionsLabel()->text().contains(
            lab->questions.front().text(QStringLiteral("en")).toHtmlEscaped()));
        QVERIFY(!hasCjk(panel->explanationLabel()->text()));
        QVERIFY(panel->runButton()->isEnabled());
        QVERIFY(!panel->cancelButton()->isEnabled());
        QVERIFY(!panel->compareButton()->isEnabled());

        // The app's language setting, then a language change: the texts follow.
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("zh_CN"));
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(panel, &change);
        QCOMPARE(panel->explanationLabel()->text(), lab->explanation.text(QStringLiteral("zh_CN")));
        QVERIFY(hasCjk(panel->explanationLabel()->text()));
        QCOMPARE(panel->titleLabel()->text(), lab->title.text(QStringLiteral("zh_CN")));
        QVERIFY(panel->labList()->currentItem()->text().contains(
            lab->title.text(QStringLiteral("zh_CN"))));
        QCOMPARE(panel->labList()->currentItem()->data(Qt::UserRole).toString(), lab->id);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        keepGrab(&window, QStringLiteral("lab_zh_idle.png"));

        QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
        panel->refresh();
        QCOMPARE(panel->explanationLabel()->text(), lab->explanation.text(QStringLiteral("en")));
    }

    // Issue 31: a kernel tree from Settings is checked like one from the experiment; a path
    // with ";" (CMake would split it) is refused before anything is built or stored.
    void unsafeKernelDirFromSettingsIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // The files the FreeRTOS tree check looks for (empty: nothing may get to build them).
        const QString tree = dir.filePath(QStringLiteral("tree;x"));
        for (const char *f : {"tasks.c", "queue.c", "list.c", "include/task.h",
                              "portable/GCC/ARM_CM3/port.c", "portable/MemMang/heap_4.c"}) {
            const QString path = tree + QLatin1Char('/') + QLatin1String(f);
            QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        QSettings().setValue(QStringLiteral("kernel_dirs/freertos"), tree);
        rb::MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("labs.db"))));
        rb::LabPanel *panel = rb::parts::labPanel(window);
        QVERIFY(panel->selectLab(QStringLiteral("kernel_profile")));
        QString error;
        const bool started = panel->runCurrentLab(&error);
        if (started) {
            rb::parts::liveView(window)->stopAndWait();
        }
        QSettings().remove(QStringLiteral("kernel_dirs/freertos"));
        QVERIFY2(!started, "a kernel tree path with ';' from Settings was run");
        QVERIFY2(error.contains(QStringLiteral("\";\"")), qPrintable(error));
        QVERIFY(!rb::parts::liveView(window)->isRunning());
    }

    void labNeedingAKernelTreeCannotRun()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QSettings().remove(QStringLiteral("kernel_dirs/freertos"));
        rb::MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("labs.db"))));
        rb::LabPanel *panel = rb::parts::labPanel(window);
        QVERIFY(panel->selectLab(QStringLiteral("kernel_profile")));
        QVERIFY(!panel->runButton()->isEnabled());
        QVERIFY(!panel->kernelDirLabel()->isHidden());
        QVERIFY(panel->kernelDirLabel()->text().contains(QStringLiteral("kernel_dirs/freertos")));
        QString error;
        QVERIFY(!panel->runCurrentLab(&error));
        QVERIFY(error.contains(QStringLiteral("freertos")));
        QVERIFY(!rb::parts::liveView(window)->isRunning());

        // With the setting, the lab can run (not started here: it needs a real tree).
        QSettings().setValue(QStringLiteral("kernel_dirs/freertos"), dir.path());
        panel->refresh();
        QVERIFY(panel->runButton()->isEnabled());
        QVERIFY(panel->kernelDirLabel()->isHidden());
        QSettings().remove(QStringLiteral("kernel_dirs/freertos"));
        panel->refresh();
        QVERIFY(!panel->runButton()->isEnabled());
    }

    void runsOnTheVirtualBoardAndCancels()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("arm-none-eabi-gcc")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("qemu-system-arm")).isEmpty())
            QSKIP("arm-none-eabi-gcc or qemu-system-arm is missing");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString db = dir.filePath(QStringLiteral("labs.db"));
        rb::MainWindow window;
        QVERIFY(window.openDatabase(db));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        rb::LabPanel *panel = rb::parts::labPanel(window);
        rb::parts::tabs(window)->setCurrentWidget(panel);
        QVERIFY(panel->selectLab(QStringLiteral("measurement_floor")));
        const auto lab = rb::Lab::findBuiltIn(QStringLiteral("measurement_floor"));
        QVERIFY(lab);

        QSignalSpy finished(panel, &rb::LabPanel::finished);
        QTest::mouseClick(panel->runButton(), Qt::LeftButton);
        QVERIFY(panel->isRunning());
        QVERIFY(rb::parts::liveView(window)->isRunning());
        QVERIFY(!panel->runButton()->isEnabled());
        QVERIFY(panel->cancelButton()->isEnabled());
        QVERIFY(!panel->labList()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 240000);
        QCOMPARE(finished.at(0).at(0).toInt(), 2); // stored: the trap and the corrected firmware
        QCOMPARE(finished.at(0).at(1).toInt(), 0); // failed
        QCOMPARE(finished.at(0).at(2).toBool(), false);
        QVERIFY(!panel->isRunning());
        QTRY_VERIFY(panel->runButton()->isEnabled());
        QCOMPARE(panel->progressBar()->value(), 100);

        // The run is stored, in the run list, and the result shows every metric of the lab.
        const QList<qint64> ids = panel->resultRunIds();
        QCOMPARE(ids.size(), 2);
        QCOMPARE(rb::parts::state(window)->runs().size(), size_t(2));
        for (const rb::RunRow &row : rb::parts::state(window)->runs()) {
            QVERIFY(ids.contains(row.id));
            QCOMPARE(row.status, rb::RunStatus::Complete);
        }
        {
            rb::RunStore check;
            QString error;
            QVERIFY2(check.open(db, &error), qPrintable(error));
            QCOMPARE(check.listRuns().size(), size_t(2));
        }
        QCOMPARE(panel->results()->metrics().size(), lab->metrics.size());
        for (const QString &metric : lab->metrics) {
            QTableWidget *table = panel->results()->table(metric);
            QVERIFY2(table, qPrintable(metric));
            QCOMPARE(table->rowCount(), 2);
            QVERIFY(table->item(0, rb::LabPanelResults::NColumn)->text().toLongLong() > 0);
            bool ok = false;
            table->item(0, rb::LabPanelResults::MedianColumn)->text().toDouble(&ok);
            QVERIFY2(ok, qPrintable(metric));
            QVERIFY(panel->results()->plot(metric));
            QVERIFY(panel->results()->plot(metric)->plottableCount() == 1);
        }
        // The known sequence of 100 NOPs comes out as 100 after the overhead subtraction; the
        // one-task window shape's chain is 3 (issue 13 item 2: fixed-length timestamps). Row 0 is
        // the trap configuration (overhead 0: nothing subtracted, 103), row 1 the corrected one.
        QTableWidget *known = panel->results()->table(QStringLiteral("cal_known_seq"));
        QCOMPARE(known->item(0, rb::LabPanelResults::MedianColumn)->text(), QStringLiteral("103"));
        QCOMPARE(known->item(0, rb::LabPanelResults::OverheadColumn)->text(), QStringLiteral("0"));
        QCOMPARE(known->item(1, rb::LabPanelResults::MedianColumn)->text(), QStringLiteral("100"));
        QCOMPARE(known->item(1, rb::LabPanelResults::OverheadColumn)->text(), QStringLiteral("3"));
        // The lab's trap (issue 13 item 7): fired on the trap run, quiet on the corrected one.
        const QString traps = panel->results()->trapsLabel()->text();
        QVERIFY(!panel->results()->trapsLabel()->isHidden());
        QVERIFY2(traps.contains(QStringLiteral("This lab's trap: #2")), qPrintable(traps));
        QVERIFY2(
            traps.contains(QStringLiteral("Run %1 (cflags = -DRB_LAB_NO_OVERHEAD=1): <b>fired</b>")
                               .arg(ids[0])),
            qPrintable(traps));
        QVERIFY2(traps.contains(QStringLiteral("Run %1 (cflags = —): quiet").arg(ids[1])),
                 qPrintable(traps));
        keepGrab(&window, QStringLiteral("lab_en.png"));
        // Print sheet… (issue 39 item 1): the sheet filled with these runs, named from Settings.
        QVERIFY(panel->sheetButton()->isEnabled());
        if (const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
            !pdftotext.isEmpty()) {
            QSettings().setValue(QStringLiteral("classroom/student"), QStringLiteral("Zhang San"));
            const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
            QString error;
            QVERIFY2(panel->printSheet(sheet, &error), qPrintable(error));
            QSettings().remove(QStringLiteral("classroom/student"));
            QProcess text;
            text.start(pdftotext, {QStringLiteral("-layout"), sheet, QStringLiteral("-")});
            QVERIFY(text.waitForFinished(60000));
            const QString out = QString::fromUtf8(text.readAllStandardOutput());
            QVERIFY2(out.contains(QStringLiteral("Zhang San")), qPrintable(out));
            QVERIFY2(QRegularExpression(QStringLiteral("\\b%1\\s.*\\s100\\s.*quiet").arg(ids[1]))
                         .match(out)
                         .hasMatch(),
                     qPrintable(out));
        }
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("zh_CN"));
        panel->refresh();
        QVERIFY(panel->results()->table(QStringLiteral("cal_known_seq")));
        keepGrab(&window, QStringLiteral("lab_zh.png"));
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
        panel->refresh();

        // Open in Compare selects the lab's runs there.
        QVERIFY(panel->compareButton()->isEnabled());
        QTest::mouseClick(panel->compareButton(), Qt::LeftButton);
        QCOMPARE(rb::parts::tabs(window)->currentWidget(), rb::parts::compareView(window));
        QCOMPARE(rb::parts::state(window)->selectedRuns(), ids);

        // A longer lab (two -O levels) is cancelled while it runs (the bare-metal version: the
        // flagship opt_level_rank_flip needs two kernel trees).
        rb::parts::tabs(window)->setCurrentWidget(panel);
        QVERIFY(panel->selectLab(QStringLiteral("opt_level_rank_flip_baremetal")));
        QSignalSpy logged(rb::parts::liveView(window)->log()->document(),
                          &QTextDocument::contentsChanged);
        // Ctrl+R in the panel runs the selected lab.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        panel->labList()->setFocus();
        QTest::keyClick(panel->labList(), Qt::Key_R, Qt::ControlModifier);
        QVERIFY(panel->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(logged.count() > 2, 60000);
        QTest::qWait(300);
        QVERIFY(panel->cancelButton()->isEnabled());
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, 240000);
        QCOMPARE(finished.at(1).at(2).toBool(), true);
        QVERIFY(finished.at(1).at(0).toInt() < 2);
        QVERIFY(!panel->isRunning());
        QVERIFY(!rb::parts::liveView(window)->isRunning());
        QTRY_VERIFY(panel->runButton()->isEnabled());
        QVERIFY(!panel->cancelButton()->isEnabled());
        QVERIFY(panel->labList()->isEnabled());
    }

private:
    QTemporaryDir m_cache;
};

QTEST_MAIN(TestLabPanel)
#include "tst_lab_panel.moc"
