// SPDX-License-Identifier: GPL-3.0-or-later
// The typed settings (issue 33 item 3): one place for keys and defaults, the key strings earlier
// versions saved still read, the Settings dialog's serial baud saved and used by runs and the
// board check, and no toolchain field (it was saved and never read).
#include "gui/app_settings.h"
#include "gui/run_service.h"
#include "gui/settings_dialog.h"
#include "gui/workbench_state.h"

#include "core/store/run_store.h"

#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

class TstAppSettings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_app_settings"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void defaultsAreTheBoardsOwn()
    {
        const BoardSettings b = AppSettings().boardSettings();
        const BoardSettings d;
        QCOMPARE(b.qemuProgram, d.qemuProgram);
        QCOMPARE(b.openOcdProgram, d.openOcdProgram);
        QCOMPARE(b.probe, d.probe);
        QCOMPARE(b.target, d.target);
        QCOMPARE(b.baud, 115200);
        QVERIFY(b.serialPort.isEmpty());
        QVERIFY(AppSettings().runJobs() >= 1);
        QCOMPARE(AppSettings().language(), QStringLiteral("system"));
        QCOMPARE(AppSettings().units(), QStringLiteral("cycles"));
    }

    void savedKeysOfEarlierVersionsAreRead()
    {
        QSettings s;
        s.setValue(QStringLiteral("tools/qemu"), QStringLiteral("/opt/q/qemu-system-arm"));
        s.setValue(QStringLiteral("tools/openocd"), QStringLiteral("/opt/o/openocd"));
        s.setValue(QStringLiteral("probe/interface"), QStringLiteral("stlink"));
        s.setValue(QStringLiteral("probe/target"), QStringLiteral("stm32f1x"));
        s.setValue(QStringLiteral("serial/port"), QStringLiteral("/dev/ttyUSB3"));
        s.setValue(QStringLiteral("serial/baud"), 57600);
        s.setValue(QStringLiteral("run/jobs"), 3);
        s.setValue(QStringLiteral("kernel_dirs/freertos"), QStringLiteral("/src/freertos"));
        s.setValue(QStringLiteral("kernel_dirs/threadx"), QString());
        s.sync();
        const AppSettings a;
        const BoardSettings b = a.boardSettings();
        QCOMPARE(b.qemuProgram, QStringLiteral("/opt/q/qemu-system-arm"));
        QCOMPARE(b.openOcdProgram, QStringLiteral("/opt/o/openocd"));
        QCOMPARE(b.probe, QStringLiteral("stlink"));
        QCOMPARE(b.target, QStringLiteral("stm32f1x"));
        QCOMPARE(b.serialPort, QStringLiteral("/dev/ttyUSB3"));
        QCOMPARE(b.baud, 57600);
        QCOMPARE(a.runJobs(), 3);
        QCOMPARE(a.kernelDirs(), (QMap<QString, QString>{{"freertos", "/src/freertos"}}));

        // A run and the board check get them from the run service.
        QTemporaryDir dir;
        WorkbenchState state;
        auto store = std::make_unique<RunStore>();
        QString error;
        QVERIFY2(store->open(dir.filePath(QStringLiteral("a.db")), &error, false),
                 qPrintable(error));
        state.setStore(std::move(store));
        RunService service(&state);
        RunControllerOptions o;
        QVERIFY2(service.runOptions(RunRequest(), &o, &error), qPrintable(error));
        QCOMPARE(o.boards.qemuProgram, b.qemuProgram);
        QCOMPARE(o.boards.openOcdProgram, b.openOcdProgram);
        QCOMPARE(o.boards.baud, 57600);
        QCOMPARE(o.boards.serialPort, b.serialPort);
        QCOMPARE(o.jobs, 3);
        QCOMPARE(o.dbPath, dir.filePath(QStringLiteral("a.db")));
        const BoardCheckOptions c = RunService::boardCheckOptions();
        QCOMPARE(c.openocd.program, b.openOcdProgram);
        QCOMPARE(c.openocd.probe, QStringLiteral("stlink"));
        QCOMPARE(c.port, b.serialPort);
        QCOMPARE(c.baud, 57600);
    }

    void dialogSavesTheBaudAndNoToolchain()
    {
        {
            SettingsDialog d;
            QVERIFY(!d.findChild<QLineEdit *>(QStringLiteral("toolchainEdit")));
            auto *baud = d.findChild<QSpinBox *>(QStringLiteral("baudSpin"));
            QVERIFY(baud);
            QCOMPARE(baud->value(), 115200); // the default, shown
            baud->setValue(230400);
            d.findChild<QLineEdit *>(QStringLiteral("qemuEdit"))->setText(QStringLiteral("/q"));
            d.show();
            QTest::mouseClick(d.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
                                  ->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
        }
        QSettings s;
        QCOMPARE(s.value(QStringLiteral("serial/baud")).toInt(), 230400);
        QCOMPARE(s.value(QStringLiteral("tools/qemu")).toString(), QStringLiteral("/q"));
        QVERIFY(!s.contains(QStringLiteral("tools/gcc")));
        QCOMPARE(RunService::boardCheckOptions().baud, 230400);
        SettingsDialog again;
        QCOMPARE(again.findChild<QSpinBox *>(QStringLiteral("baudSpin"))->value(), 230400);
    }
};

QTEST_MAIN(TstAppSettings)
#include "tst_app_settings.moc"
