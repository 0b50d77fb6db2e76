// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 33 item 3: an attribution started from the GUI (Experiment › Attribute kernel
// options…) runs with the Settings' tools, as a run from the Live tab does. The QEMU program of
// Settings (tools/qemu) is a wrapper script that writes its arguments to a file and then runs
// the real qemu-system-arm: after the first configuration the file must name the virtual board.
// Before the run service the dialog started its runs with the default programs (the file
// stayed empty).
#include "gui/attribution_dialog.h"
#include "gui/main_window.h"

#include <QAction>
#include <QFile>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

class TstAttributionSettings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_attribution_settings"));
        QSettings().clear();
        const QString archive =
            QStringLiteral(RB_TEST_DATA "/../../../shared/kernels/freertos-kernel-V11.1.0.tar.gz");
        if (!QFile::exists(archive))
            QSKIP("../shared/kernels/freertos-kernel-V11.1.0.tar.gz is absent");
        for (const char *tool : {"qemu-system-arm", "arm-none-eabi-gcc", "sh"})
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QLatin1String(tool))));
        QVERIFY(m_dir.isValid());
        qputenv("RTOSBENCH_KERNEL_CACHE", m_dir.filePath("kernels").toUtf8());
        qputenv("RTOSBENCH_BUILD_CACHE", m_dir.filePath("fw-cache").toUtf8());
        QProcess p;
        p.start(QStringLiteral(RB_BINARY_DIR "/src/cli/rtosbench-cli"),
                {"kernel", "add", "freertos", archive});
        QVERIFY(p.waitForFinished(120000) && p.exitCode() == 0);
    }

    void cleanupTestCase() { QSettings().clear(); }

    void attributionUsesTheQemuOfSettings()
    {
        // The wrapper: its arguments (one run a line) into a file, then the real QEMU.
        const QString args = m_dir.filePath(QStringLiteral("qemu-args.txt"));
        const QString wrapper = m_dir.filePath(QStringLiteral("my qemu.sh"));
        {
            QFile f(wrapper);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(
                QStringLiteral("#!/bin/sh\nprintf '%s\\n' \"$*\" >> '%1'\nexec '%2' \"$@\"\n")
                    .arg(args, QStandardPaths::findExecutable(QStringLiteral("qemu-system-arm")))
                    .toUtf8());
            f.close();
            QVERIFY(f.setPermissions(f.permissions() | QFileDevice::ExeOwner));
        }
        // The keys the settings dialog has always saved.
        QSettings().setValue(QStringLiteral("tools/qemu"), wrapper);
        QSettings().setValue(QStringLiteral("run/jobs"), 1);

        rb::MainWindow window;
        QVERIFY(window.openDatabase(m_dir.filePath(QStringLiteral("runs.db"))));
        auto *action = window.findChild<QAction *>(QStringLiteral("actionAttribute"));
        QVERIFY(action);
        action->trigger();
        auto *dialog = window.findChild<rb::AttributionDialog *>();
        QVERIFY(dialog);
        auto *samples = dialog->findChild<QSpinBox *>();
        QVERIFY(samples);
        samples->setValue(samples->minimum());
        auto *progress = dialog->findChild<QProgressBar *>();
        QVERIFY(progress);
        QPushButton *run = nullptr;
        QPushButton *cancel = nullptr;
        for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
            if (b->text() == QStringLiteral("Run on the virtual board"))
                run = b;
            else if (b->text() == QStringLiteral("Cancel"))
                cancel = b;
        }
        QVERIFY(run && cancel);
        QVERIFY(run->isEnabled());
        run->click();
        QVERIFY(cancel->isEnabled());
        // The first configuration stored (built and run on the virtual board), then Cancel.
        QTRY_VERIFY_WITH_TIMEOUT(progress->value() >= 1 || run->isEnabled(), 400000);
        cancel->click();
        QTRY_VERIFY_WITH_TIMEOUT(run->isEnabled(), 400000);
        QVERIFY2(progress->value() >= 1, "no configuration was stored");

        QFile recorded(args);
        QVERIFY2(recorded.open(QIODevice::ReadOnly),
                 "the QEMU program of Settings (tools/qemu) was never started");
        const QString text = QString::fromUtf8(recorded.readAll());
        QVERIFY2(text.contains(QStringLiteral("netduino2")), qPrintable(text));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TstAttributionSettings)
#include "tst_attribution_settings.moc"
