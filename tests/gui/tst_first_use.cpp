// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17, the GUI as a first-time user meets it: Settings OK saves and Cancel discards (both
// did nothing: the button box was not connected), the Open-database dialog says Open, Delete
// run is disabled with no runs, Export report has a shortcut, path fields say what an empty
// field means.
#include "core/protocol/capture_assembler.h"
#include "core/store/run_store.h"
#include "gui/compare_view.h"
#include "gui/distribution_view.h"
#include "gui/live_run_view.h"
#include "gui/main_window.h"
#include "gui/run_browser.h"
#include "gui/run_sidebar.h"
#include "gui/run_table_model.h"
#include "gui/settings_dialog.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

using namespace rb;

namespace {
QAction *actionNamed(QWidget *w, const QString &name)
{
    for (QAction *a : w->findChildren<QAction *>())
        if (a->objectName() == name)
            return a;
    return nullptr;
}
} // namespace

class TstFirstUse : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_first_use"));
        QSettings().clear();
    }

    void settingsOkSavesCancelDiscards()
    {
        QSettings().setValue("language", "system");
        {
            SettingsDialog d;
            d.show();
            auto *lang = d.findChild<QComboBox *>("languageCombo");
            QVERIFY(lang);
            lang->setCurrentIndex(lang->findData("zh_CN"));
            auto *box = d.findChild<QDialogButtonBox *>("buttonBox");
            QVERIFY(box);
            QPushButton *ok = box->button(QDialogButtonBox::Ok);
            QVERIFY(ok);
            QTest::mouseClick(ok, Qt::LeftButton);
            QVERIFY(!d.isVisible()); // the dialog closed
            QCOMPARE(d.result(), int(QDialog::Accepted));
        }
        QCOMPARE(QSettings().value("language").toString(), QStringLiteral("zh_CN"));
        {
            SettingsDialog d;
            d.show();
            auto *lang = d.findChild<QComboBox *>("languageCombo");
            QCOMPARE(lang->currentData().toString(), QStringLiteral("zh_CN")); // loaded
            lang->setCurrentIndex(lang->findData("en"));
            auto *box = d.findChild<QDialogButtonBox *>("buttonBox");
            QTest::mouseClick(box->button(QDialogButtonBox::Cancel), Qt::LeftButton);
            QVERIFY(!d.isVisible());
            QCOMPARE(d.result(), int(QDialog::Rejected));
        }
        QCOMPARE(QSettings().value("language").toString(), QStringLiteral("zh_CN")); // kept
        QSettings().setValue("language", "system");
    }

    void pathFieldsSayWhatEmptyMeans()
    {
        SettingsDialog d;
        for (const char *name : {"openocdEdit", "qemuEdit", "targetEdit"}) {
            auto *e = d.findChild<QLineEdit *>(name);
            QVERIFY2(e, name);
            QVERIFY2(!e->placeholderText().isEmpty(), name);
        }
    }

    void openDatabaseDialogSaysOpen()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath("a.db")));
        QAction *open = actionNamed(&window, "actionOpenDatabase");
        QVERIFY(open);
        bool seen = false;
        QTimer::singleShot(0, &window, [&] {
            auto *dlg = window.findChild<QFileDialog *>("openDatabaseDialog");
            if (dlg) {
                seen = true;
                QCOMPARE(dlg->acceptMode(), QFileDialog::AcceptOpen);
                QCOMPARE(dlg->fileMode(), QFileDialog::AnyFile); // a new file may be named
                QVERIFY(dlg->labelText(QFileDialog::Accept).contains("Open"));
                dlg->reject();
            }
        });
        open->trigger();
        QVERIFY(seen);
    }

    void deleteRunNeedsRuns()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath("b.db")));
        QAction *del = actionNamed(&window, "actionDeleteRun");
        QVERIFY(del);
        QVERIFY(!del->isEnabled());
        // A run arrives (here from a second store, as from the CLI): delete becomes possible.
        QFile f(QStringLiteral(RB_TEST_DATA "/captures/qemu-netduino2-baremetal.cap"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        CaptureAssembler a;
        a.feed(f.readAll());
        Run r = a.finish();
        RunStore other;
        QString err;
        QVERIFY2(other.open(dir.filePath("b.db"), &err), qPrintable(err));
        QVERIFY2(other.saveRun(r, &err), qPrintable(err));
        QVERIFY(rb::parts::state(window)->reloadIfChangedElsewhere());
        QVERIFY(del->isEnabled());
    }

    // Issue 17 item 10: the empty first window says what to do (the hint was only on the Live
    // tab); with runs but none checked, it says to check them; with a comparison, no hint.
    void emptyWindowSaysWhatToDo()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath("e.db")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(rb::parts::tabs(window)->currentWidget(),
                 static_cast<QWidget *>(rb::parts::compareView(window)));
        rb::parts::compareView(window)->refresh();
        QLabel *hint = rb::parts::compareView(window)->hintLabel();
        QVERIFY(hint->isVisible());
        QVERIFY2(hint->text().contains(QStringLiteral("Ctrl+N")), qPrintable(hint->text()));
        QFile f(QStringLiteral(RB_TEST_DATA "/captures/qemu-netduino2-baremetal.cap"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        CaptureAssembler a;
        a.feed(f.readAll());
        Run r = a.finish();
        {
            RunStore other;
            QString err;
            QVERIFY2(other.open(dir.filePath("e.db"), &err), qPrintable(err));
            QVERIFY2(other.saveRun(r, &err), qPrintable(err));
        }
        QVERIFY(rb::parts::state(window)->reloadIfChangedElsewhere());
        rb::parts::state(window)->setSelectedRuns({});
        rb::parts::compareView(window)->refresh();
        QVERIFY2(hint->isVisible() && hint->text().contains(QStringLiteral("Check runs")),
                 qPrintable(hint->text()));
        rb::parts::state(window)->setSelectedRuns({r.id});
        rb::parts::compareView(window)->refresh();
        QVERIFY(!hint->isVisible());
    }

    // Issue 17 item 10: a failed run's tooltip says that it failed and why, and the status
    // words are in the user's language (they stayed English in zh_CN).
    void failedRunSaysWhyInTheUsersLanguage()
    {
        QTemporaryDir dir;
        Run failed;
        failed.config.board = QStringLiteral("qemu");
        failed.config.kernel = QStringLiteral("freertos");
        failed.startedAt = QDateTime::currentDateTimeUtc();
        failed.status = RunStatus::Failed;
        failed.statusReason = QStringLiteral("the firmware build failed: no such file tasks.c");
        {
            RunStore store;
            QString err;
            QVERIFY2(store.open(dir.filePath("f.db"), &err), qPrintable(err));
            QVERIFY2(store.saveRun(failed, &err), qPrintable(err));
        }
        QTranslator zh;
        QVERIFY(zh.load(QStringLiteral(":/i18n/rtosbench_zh_CN.qm")));
        QCoreApplication::installTranslator(&zh);
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath("f.db")));
        QListWidget *list = rb::parts::sidebar(window)->runList();
        QCOMPARE(list->count(), 1);
        const QString tip = list->item(0)->toolTip();
        QVERIFY2(tip.contains(failed.statusReason) && tip.contains(QStringLiteral("失败")),
                 qPrintable(tip));
        RunTableModel *model = rb::parts::runBrowser(window)->model();
        const QString status =
            model->index(0, RunTableModel::StatusColumn).data(Qt::DisplayRole).toString();
        QCOMPARE(status, QStringLiteral("失败"));
        const QString rowTip =
            model->index(0, RunTableModel::IdColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(rowTip.contains(failed.statusReason), qPrintable(rowTip));
        QCoreApplication::removeTranslator(&zh);
    }

    // Issue 12: a run that must fail for a missing kernel tree never starts and stores nothing.
    void runWithoutAKernelTreeNeverStarts()
    {
        QTemporaryDir dir;
        qputenv("RTOSBENCH_KERNEL_CACHE", dir.filePath("empty-cache").toUtf8());
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath("k.db")));
        QString error;
        QVERIFY2(
            rb::parts::liveView(window)->loadExperiment(
                QStringLiteral(RTOSBENCH_SOURCE_DIR "/examples/experiments/freertos-profiles.json"),
                &error),
            qPrintable(error));
        QVERIFY(!rb::parts::liveView(window)->start(QString(), &error));
        QVERIFY2(error.contains("freertos") && error.contains("Settings"), qPrintable(error));
        QVERIFY(!rb::parts::liveView(window)->isRunning());
        QVERIFY(rb::parts::state(window)->runs().empty());
        qunsetenv("RTOSBENCH_KERNEL_CACHE");
    }

    // Issue 17 item 4: Compare opens on a metric every checked run measured (bare metal does not
    // support yield_round_trip, the old default), lists measured metrics first, keeps the
    // metric when runs are re-checked, and Distribution follows it.
    void compareOpensOnAMeasuredMetricAndDistributionFollows()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath("m.db")));
        QFile f(QStringLiteral(RB_TEST_DATA "/captures/qemu-netduino2-baremetal.cap"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray cap = f.readAll();
        std::vector<Run> runs;
        for (int i = 0; i < 2; ++i) {
            CaptureAssembler a;
            a.feed(cap);
            runs.push_back(a.finish());
        }
        QString err;
        QVERIFY2(rb::parts::state(window)->store()->saveRuns(runs, &err), qPrintable(err));
        rb::parts::state(window)->reloadRuns();
        rb::parts::state(window)->setSelectedRuns({runs[0].id, runs[1].id});
        CompareView *compare = rb::parts::compareView(window);
        compare->refresh();
        const QString first = compare->metric();
        QVERIFY(first != QLatin1String("yield_round_trip"));
        for (const Run &r : runs)
            for (const CaseResult &c : r.cases)
                if (c.metric == first)
                    QVERIFY2(c.sampleCount > 0 || !c.samples.empty(), qPrintable(first));
        // Chosen in Compare: kept across a re-check, and Distribution shows it.
        compare->setMetric(QStringLiteral("call_switch_floor"));
        rb::parts::state(window)->setSelectedRuns({runs[0].id});
        rb::parts::state(window)->setSelectedRuns({runs[0].id, runs[1].id});
        compare->refresh();
        QCOMPARE(compare->metric(), QStringLiteral("call_switch_floor"));
        rb::parts::distributionView(window)->setRun(runs[1].id);
        QCOMPARE(rb::parts::distributionView(window)->metric(),
                 QStringLiteral("call_switch_floor"));
        // And back: chosen in Distribution, Compare follows.
        rb::parts::distributionView(window)->setMetric(QStringLiteral("cal_known_seq"));
        QCOMPARE(compare->metric(), QStringLiteral("cal_known_seq"));
    }

    void exportReportHasAShortcut()
    {
        MainWindow window;
        QAction *exp = actionNamed(&window, "actionExportReport");
        QVERIFY(exp);
        QCOMPARE(exp->shortcut(), QKeySequence(QStringLiteral("Ctrl+E")));
        QAction *reload = actionNamed(&window, "actionReloadRuns");
        QVERIFY(reload);
        QCOMPARE(reload->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+R")));
    }
};

QTEST_MAIN(TstFirstUse)
#include "tst_first_use.moc"
