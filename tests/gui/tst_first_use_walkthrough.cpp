// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17, "done when": the README's first-use path without writing JSON, driven through the
// GUI as a user does it: open the GUI on a new database, Experiment › New experiment (the form:
// bare metal, -O0 against -Os, fewer samples), OK, Run, wait, check the runs, Compare, Export
// report. Real arm-none-eabi-gcc, QEMU, SQLite and PDF. With RB_WALKTHROUGH_DIR set it saves a
// screenshot of each step there (docs/user-guide.md's pictures come from a run under Xvfb).
#include "gui/compare_data.h"
#include "gui/compare_view.h"
#include "gui/comparison_analyzer.h"
#include "gui/experiment_form.h"
#include "gui/live_run_view.h"
#include "gui/main_window.h"
#include "gui/run_sidebar.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
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

void shoot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("RB_WALKTHROUGH_DIR");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(QDir(dir).filePath(name)));
}
} // namespace

class TstFirstUseWalkthrough : public QObject {
    Q_OBJECT
    QTemporaryDir m_cache;
    QTemporaryDir m_kernels;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_first_use_walkthrough"));
        QSettings().clear();
        if (QStandardPaths::findExecutable(QStringLiteral("arm-none-eabi-gcc")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("qemu-system-arm")).isEmpty())
            QSKIP("arm-none-eabi-gcc or qemu-system-arm is missing");
        QVERIFY(m_cache.isValid() && m_kernels.isValid());
        qputenv("RTOSBENCH_BUILD_CACHE", m_cache.path().toLocal8Bit());
        // A first-time user: no kernel tree registered (bare metal needs none).
        qputenv("RTOSBENCH_KERNEL_CACHE", m_kernels.path().toLocal8Bit());
    }

    void newExperimentRunCompareExport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath(QStringLiteral("first.db"))));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        shoot(&window, QStringLiteral("first-use-1-empty.png"));

        // 1. Experiment › New experiment…: the form, filled as a user would, then OK.
        bool formSeen = false;
        QString formProblem;
        QTimer::singleShot(200, this, [&] {
            auto *form = qobject_cast<ExperimentForm *>(QApplication::activeModalWidget());
            if (!form) {
                formProblem = QStringLiteral("no experiment form");
                return;
            }
            formSeen = true;
            auto *kernels = form->findChild<QListWidget *>(QStringLiteral("formKernels"));
            auto *iterations = form->findChild<QSpinBox *>(QStringLiteral("formIterations"));
            auto *summary = form->findChild<QLabel *>(QStringLiteral("formSummary"));
            if (!kernels || !iterations || !summary) {
                formProblem = QStringLiteral("form widgets missing");
                form->reject();
                return;
            }
            iterations->setValue(300); // a quick first look
            if (!summary->text().startsWith(QStringLiteral("2 configuration")))
                formProblem = QStringLiteral("summary: ") + summary->text();
            shoot(form, QStringLiteral("first-use-2-form.png"));
            form->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        actionNamed(&window, QStringLiteral("actionNewExperiment"))->trigger();
        QVERIFY2(formSeen && formProblem.isEmpty(), qPrintable(formProblem));
        QVERIFY(rb::parts::liveView(window)->experiment().has_value());
        QCOMPARE(rb::parts::liveView(window)->problems(), QStringList());

        // 2. Run ▶: both configurations built, run on the virtual board and stored.
        QSignalSpy finished(rb::parts::liveView(window), &LiveRunView::finished);
        actionNamed(&window, QStringLiteral("actionRun"))->trigger();
        QCOMPARE(rb::parts::tabs(window)->currentWidget(),
                 static_cast<QWidget *>(rb::parts::liveView(window)));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 300000);
        QCOMPARE(finished.at(0).at(0).toInt(), 2); // stored
        QCOMPARE(finished.at(0).at(1).toInt(), 0); // failed
        shoot(&window, QStringLiteral("first-use-3-run.png"));

        // 3. Check the runs in the side panel and look at Compare.
        QListWidget *runs = rb::parts::sidebar(window)->runList();
        QCOMPARE(runs->count(), 2);
        for (int i = 0; i < runs->count(); ++i)
            runs->item(i)->setCheckState(Qt::Checked);
        rb::parts::tabs(window)->setCurrentWidget(rb::parts::compareView(window));
        rb::parts::compareView(window)->refresh();
        const CompareData &data = rb::parts::compareView(window)->data();
        QCOMPARE(data.items.size(), size_t(2));
        QStringList labels;
        for (const CompareItem &item : data.items)
            labels << item.label;
        QVERIFY2(labels.filter(QStringLiteral("baremetal -O0")).size() == 1 &&
                     labels.filter(QStringLiteral("baremetal -Os")).size() == 1,
                 qPrintable(labels.join(QStringLiteral(" | "))));
        // It opens on a metric both runs measured, not on a calibration case.
        QVERIFY2(!rb::parts::compareView(window)->metric().isEmpty() &&
                     !rb::parts::compareView(window)->metric().startsWith(QStringLiteral("cal_")),
                 qPrintable(rb::parts::compareView(window)->metric()));
        QVERIFY(rb::parts::analyzer(window)->waitForResult());
        QCoreApplication::processEvents();
        shoot(&window, QStringLiteral("first-use-4-compare.png"));

        // 4. File › Export report… writes the PDF (the file dialog itself is the platform's).
        const QString pdf = dir.filePath(QStringLiteral("first.pdf"));
        QString error;
        QVERIFY2(window.writeReport(pdf, &error), qPrintable(error));
        QVERIFY(QFileInfo(pdf).size() > 1000);
        const QString out = qEnvironmentVariable("RB_WALKTHROUGH_DIR");
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        if (!out.isEmpty() && !pdftoppm.isEmpty())
            QCOMPARE(QProcess::execute(pdftoppm,
                                       {QStringLiteral("-png"), QStringLiteral("-r"),
                                        QStringLiteral("60"), QStringLiteral("-f"),
                                        QStringLiteral("1"), QStringLiteral("-l"),
                                        QStringLiteral("1"), QStringLiteral("-singlefile"), pdf,
                                        QDir(out).filePath(QStringLiteral("first-use-5-report"))}),
                     0);
    }
};

QTEST_MAIN(TstFirstUseWalkthrough)
#include "tst_first_use_walkthrough.moc"
