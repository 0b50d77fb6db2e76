// SPDX-License-Identifier: GPL-3.0-or-later
// Board › Check set-up… (issue 18): the GUI runs the same board check as `rtosbench-cli board
// check`, on a worker, and shows its checklist. Without a board, its real failure paths: no
// OpenOCD program, and the real OpenOCD with no probe attached.
#include "gui/board_check_dialog.h"
#include "gui/main_window.h"
#include "gui/run_service.h"
#include "gui/workbench_state.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace rb;

class TstBoardCheckDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
    }

    void menuOpensTheDialog()
    {
        MainWindow w;
        QAction *a = w.findChild<QAction *>(QStringLiteral("actionBoardCheck"));
        QVERIFY(a);
        a->trigger();
        QVERIFY(w.findChild<BoardCheckDialog *>(QStringLiteral("boardCheckDialog")));
    }

    void missingOpenOcdFailsWithItsFix()
    {
        WorkbenchState state;
        RunService service(&state);
        BoardCheckDialog d(&service);
        d.findChild<QLineEdit *>(QStringLiteral("boardCheckOpenocd"))
            ->setText(QStringLiteral("/nonexistent/openocd"));
        d.findChild<QLineEdit *>(QStringLiteral("boardCheckPort"))
            ->setText(QStringLiteral("/dev/ttyNOPE0"));
        QSignalSpy done(&d, &BoardCheckDialog::finished);
        QTest::mouseClick(d.findChild<QPushButton *>(QStringLiteral("boardCheckStart")),
                          Qt::LeftButton);
        QVERIFY(done.wait(60000));
        QCOMPARE(done.first().first().toBool(), false);
        const QString text = d.checklistText();
        QVERIFY2(text.contains(QStringLiteral("[FAIL] OpenOCD installed")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("apt install openocd")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("not ready")));
        QVERIFY(d.findChild<QPushButton *>(QStringLiteral("boardCheckStart"))->isEnabled());
    }

    void realOpenOcdWithoutProbe()
    {
        const QString openocd = QStandardPaths::findExecutable(QStringLiteral("openocd"));
        if (openocd.isEmpty())
            QSKIP("openocd is not installed");
        WorkbenchState state;
        RunService service(&state);
        BoardCheckDialog d(&service);
        d.findChild<QLineEdit *>(QStringLiteral("boardCheckOpenocd"))->setText(openocd);
        d.findChild<QComboBox *>(QStringLiteral("boardCheckProbe"))
            ->setCurrentText(QStringLiteral("cmsis-dap"));
        d.findChild<QLineEdit *>(QStringLiteral("boardCheckPort"))
            ->setText(QStringLiteral("/dev/ttyNOPE0"));
        QSignalSpy done(&d, &BoardCheckDialog::finished);
        d.start();
        QVERIFY(d.isRunning());
        QVERIFY(done.wait(90000));
        QCOMPARE(done.first().first().toBool(), false);
        const QString text = d.checklistText();
        QVERIFY2(text.contains(QStringLiteral("[PASS] OpenOCD installed")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("[FAIL]")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("fix:")), qPrintable(text));
    }
};

QTEST_MAIN(TstBoardCheckDialog)
#include "tst_board_check_dialog.moc"
