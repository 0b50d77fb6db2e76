// SPDX-License-Identifier: GPL-3.0-or-later
// File › Import analyser capture… (issue 23): a real .sr made by sigrok-cli is loaded through
// libsigrok; the channel picker shows each channel's edge count, the preview its first windows,
// the status line trap 6 for a 1 MS/s capture of 2 us windows; Import stores the run and the
// run list shows it. A file that is not a session shows the error and cannot be imported.
// RB_ANALYSER_SHOT=FILE.png saves a screenshot of the dialog.
#include "core/store/run_store.h"
#include "gui/analyser_import_dialog.h"
#include "gui/main_window.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

class TstAnalyserImportDialog : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    // A 1 MS/s session: "marker" high for 2 us every 5 us (6 windows), "idle" never changes.
    QString makeSession()
    {
        const QString csv = m_dir.filePath(QStringLiteral("cap.csv"));
        QFile f(csv);
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        f.write("idle,marker\n");
        for (int i = 0; i < 34; ++i)
            f.write(QByteArray("0,") + (i >= 2 && i % 5 < 2 ? "1" : "0") + "\n");
        f.close();
        const QString sr = m_dir.filePath(QStringLiteral("cap.sr"));
        QProcess p;
        p.start(QStringLiteral("sigrok-cli"),
                {QStringLiteral("-I"), QStringLiteral("csv:samplerate=1000000"),
                 QStringLiteral("-i"), csv, QStringLiteral("-o"), sr});
        if (!p.waitForFinished(30000) || p.exitCode() != 0)
            return QString();
        return sr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QVERIFY(m_dir.isValid());
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("sigrok-cli")).isEmpty(),
                 "sigrok-cli is not installed (scripts/install-deps.sh installs it)");
    }

    void menuOpensTheDialog()
    {
        MainWindow w;
        QAction *a = w.findChild<QAction *>(QStringLiteral("actionImportAnalyser"));
        QVERIFY(a);
        a->trigger();
        QVERIFY(w.findChild<AnalyserImportDialog *>(QStringLiteral("analyserImportDialog")));
    }

    void importsASession()
    {
        const QString sr = makeSession();
        QVERIFY2(!sr.isEmpty(), "sigrok-cli could not make the session");
        MainWindow w;
        QVERIFY(w.openDatabase(m_dir.filePath(QStringLiteral("rb.db"))));
        const size_t before = rb::parts::state(w)->runs().size();
        AnalyserImportDialog d(rb::parts::state(w), &w);
        QVERIFY(d.loadFile(sr));
        auto *channel = d.findChild<QComboBox *>(QStringLiteral("analyserChannel"));
        QCOMPARE(channel->count(), 2);
        QVERIFY2(channel->itemText(0).contains(QStringLiteral("0 edge")),
                 qPrintable(channel->itemText(0)));
        QVERIFY2(channel->itemText(1).contains(QStringLiteral("marker (channel 1): 12 edge")),
                 qPrintable(channel->itemText(1)));
        QCOMPARE(channel->currentIndex(), 1); // the first channel with edges
        QCOMPARE(d.previewRows(), 6);
        QVERIFY2(d.statusText().contains(QStringLiteral("6 clean window")),
                 qPrintable(d.statusText()));
        QVERIFY2(d.statusText().contains(QStringLiteral("Trap 6")), qPrintable(d.statusText()));
        if (!qEnvironmentVariableIsEmpty("RB_ANALYSER_SHOT")) {
            d.show();
            QTest::qWait(200);
            d.grab().save(qEnvironmentVariable("RB_ANALYSER_SHOT"), "PNG");
        }
        channel->setCurrentIndex(0); // the idle channel: an error, nothing to import
        QVERIFY(d.statusText().contains(QStringLiteral("never changes level")));
        QVERIFY(!d.findChild<QPushButton *>(QStringLiteral("analyserImport"))->isEnabled());
        channel->setCurrentIndex(1);
        QVERIFY(d.findChild<QPushButton *>(QStringLiteral("analyserImport"))->isEnabled());
        const qint64 id = d.importCapture();
        QVERIFY(id > 0);
        QCOMPARE(rb::parts::state(w)->runs().size(), before + 1);
        const std::optional<Run> run = rb::parts::state(w)->store()->loadRun(id);
        QVERIFY(run);
        QCOMPARE(run->config.timingMethod, QStringLiteral("gpio-analyser"));
        QCOMPARE(run->config.timerHz.value_or(0), 1000000);
        QCOMPARE(run->cases.at(0).samples, std::vector<qint64>(6, 2000));
    }

    void notASession()
    {
        const QString bogus = m_dir.filePath(QStringLiteral("bogus.sr"));
        QFile f(bogus);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a session\n");
        f.close();
        AnalyserImportDialog d(nullptr);
        QVERIFY(!d.loadFile(bogus));
        QVERIFY(d.statusText().contains(QStringLiteral("not a sigrok session")));
        QCOMPARE(d.previewRows(), 0);
        QVERIFY(!d.findChild<QPushButton *>(QStringLiteral("analyserImport"))->isEnabled());
    }
};

QTEST_MAIN(TstAnalyserImportDialog)
#include "tst_analyser_import_dialog.moc"
