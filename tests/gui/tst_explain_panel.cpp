// SPDX-License-Identifier: GPL-3.0-or-later
// "Where do the instructions go?" (issue 20): the panel traces a real FreeRTOS V11.1.0 run
// (built by the real CLI, arm-none-eabi-gcc and QEMU) off the GUI thread, shows the first
// window's functions and stores the attribution; Cancel stops the trace. Skipped with a message
// when ../shared/kernels or the tools are absent.
#include "core/store/attribution_store.h"
#include "core/store/run_store.h"
#include "gui/app_settings.h"
#include "gui/explain_panel.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

class TstExplainPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void explainsAndStores();
    void explainsACycleModelRun();
    void cancels();
    void usesTheQemuOfSettings();
    void cleanupTestCase() { QSettings().clear(); }

private:
    qint64 runExperiment(const QString &cli, const QString &timer);
    QTemporaryDir m_dir;
    QString m_db;
    qint64 m_run = 0;
    qint64 m_cycleRun = 0;
};

void TstExplainPanel::initTestCase()
{
    const QString archive =
        QStringLiteral(RB_TEST_DATA "/../../../shared/kernels/freertos-kernel-V11.1.0.tar.gz");
    if (!QFile::exists(archive))
        QSKIP("../shared/kernels/freertos-kernel-V11.1.0.tar.gz is absent");
    for (const char *tool : {"qemu-system-arm", "arm-none-eabi-gcc", "arm-none-eabi-nm"})
        if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
            QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QLatin1String(tool))));
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true); // the Settings of usesTheQemuOfSettings
    QSettings().clear();
    qputenv("RTOSBENCH_KERNEL_CACHE", m_dir.filePath("kernels").toUtf8());
    qputenv("RTOSBENCH_BUILD_CACHE", m_dir.filePath("fw-cache").toUtf8());
    const QString cli = QStringLiteral(RB_BINARY_DIR "/src/cli/rtosbench-cli");
    QProcess p;
    p.start(cli, {"kernel", "add", "freertos", archive});
    QVERIFY(p.waitForFinished(120000) && p.exitCode() == 0);
    m_run = runExperiment(cli, "icount");
    QVERIFY(m_run > 0);
    m_cycleRun = runExperiment(cli, "cycle-model");
    QVERIFY(m_cycleRun > 0);
}

// The FreeRTOS minimal -Os run of timer (icount or cycle-model: the same firmware); its id.
qint64 TstExplainPanel::runExperiment(const QString &cli, const QString &timer)
{
    QFile exp(m_dir.filePath(timer + ".json"));
    if (!exp.open(QIODevice::WriteOnly))
        return 0;
    exp.write(QStringLiteral(R"({ "name": "panel-%1", "board": "qemu", "kernels": ["freertos"],
  "base": { "opt_level": "-Os", "timer": "%1", "iterations": 20, "warmup": 2,
            "profile": "minimal" } })")
                  .arg(timer)
                  .toUtf8());
    exp.close();
    m_db = m_dir.filePath("runs.db");
    QProcess p;
    p.start(cli, {"--db", m_db, "run", exp.fileName(), "--quiet"});
    if (!p.waitForFinished(300000))
        return 0;
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const auto m = QRegularExpression("configuration 1: run (\\d+) complete").match(out);
    if (!m.hasMatch())
        qWarning("%s", qPrintable(out + p.readAllStandardError()));
    return m.hasMatch() ? m.captured(1).toLongLong() : 0;
}

void TstExplainPanel::explainsAndStores()
{
    ExplainPanel panel;
    panel.setTarget(m_db, m_run, "yield_round_trip");
    QSignalSpy finished(&panel, &ExplainPanel::finished);
    panel.start();
    QVERIFY(panel.isRunning());
    QVERIFY(finished.wait(180000));
    QVERIFY2(finished.first().first().toBool(), qPrintable(panel.statusLabel()->text()));
    QVERIFY(!panel.isRunning());
    QVERIFY(panel.statusLabel()->text().contains("attributed by trace"));
    // Function, Layer, Instructions, estimated cycles (model), Calls.
    QTableWidget *t = panel.functionTable();
    QCOMPARE(t->columnCount(), 5);
    QCOMPARE(t->horizontalHeaderItem(3)->text(), QStringLiteral("estimated cycles (model)"));
    bool pendsv = false;
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text() == "PendSV_Handler")
            pendsv = t->item(r, 1)->text() == "kernel" && t->item(r, 4)->text() == "2" &&
                     t->item(r, 3)->text().remove(QLocale().groupSeparator()).toLongLong() >
                         t->item(r, 2)->text().remove(QLocale().groupSeparator()).toLongLong();
    QVERIFY(pendsv);
    RunStore store;
    QString error;
    QVERIFY2(store.openForReading(m_db, &error), qPrintable(error));
    const auto stored = AttributionStore(store).forRun(m_run);
    QVERIFY(stored.contains("yield_round_trip"));
    const auto run = store.loadRun(m_run, true, false);
    QCOMPARE(double(run->findCase("yield_round_trip")->samples.front()),
             stored.value("yield_round_trip").totalMedian);
}

// A cycle-model run (issue 36): the panel is in its unit, estimated cycles (model), and each
// window's cycles are its sample (the exact sum on cycles); the stored medians are cycles.
void TstExplainPanel::explainsACycleModelRun()
{
    ExplainPanel panel;
    panel.setTarget(m_db, m_cycleRun, "yield_round_trip");
    QSignalSpy finished(&panel, &ExplainPanel::finished);
    panel.start();
    QVERIFY(finished.wait(180000));
    const QString status = panel.statusLabel()->text();
    QVERIFY2(finished.first().first().toBool(), qPrintable(status));
    QVERIFY2(status.contains("estimated cycles (model) in window 1"), qPrintable(status));
    QVERIFY2(!status.contains("measured cycles"), qPrintable(status));
    RunStore store;
    QString error;
    QVERIFY2(store.openForReading(m_db, &error), qPrintable(error));
    const auto run = store.loadRun(m_cycleRun, true, false);
    const qint64 first = run->findCase("yield_round_trip")->samples.front();
    QVERIFY2(status.startsWith(QStringLiteral("%1 estimated cycles (model) in window 1 (raw "
                                              "sample %1;")
                                   .arg(first)),
             qPrintable(status));
    // RB_SHOT_DIR=DIR: the panel as a user sees it, to look at (not an assertion).
    if (const QString dir = qEnvironmentVariable("RB_SHOT_DIR"); !dir.isEmpty()) {
        panel.resize(900, 420);
        panel.show();
        QTest::qWait(200);
        panel.grab().save(dir + QStringLiteral("/explain_cycle_model.png"));
    }
    const auto stored = AttributionStore(store).forRun(m_cycleRun);
    QVERIFY(stored.contains("yield_round_trip"));
    QCOMPARE(stored.value("yield_round_trip").totalMedian, double(first));
    // The icount run's windows are fewer instructions than the cycle-model run's cycles.
    QVERIFY(
        double(first) >
        double(store.loadRun(m_run, true, false)->findCase("yield_round_trip")->samples.front()));
}

void TstExplainPanel::cancels()
{
    ExplainPanel panel;
    panel.setTarget(m_db, m_run, "sem_ping_pong");
    QSignalSpy finished(&panel, &ExplainPanel::finished);
    panel.start();
    panel.cancel();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY2(panel.statusLabel()->text().contains("cancelled"),
             qPrintable(panel.statusLabel()->text()));
}

// The panel traces with the QEMU program of Settings (tools/qemu), as runs do (issue 33: it
// started qemu-system-arm from PATH whatever Settings said). The wrapper records that it ran,
// then fails, so the explain ends quickly with an error.
void TstExplainPanel::usesTheQemuOfSettings()
{
    const QString marker = m_dir.filePath("settings-qemu-ran");
    const QString wrapper = m_dir.filePath("my qemu.sh");
    {
        QFile f(wrapper);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("#!/bin/sh\ntouch '%1'\nexit 1\n").arg(marker).toUtf8());
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    AppSettings().setQemuProgram(wrapper);
    ExplainPanel panel;
    panel.setTarget(m_db, m_run, "yield_round_trip");
    QSignalSpy finished(&panel, &ExplainPanel::finished);
    panel.start();
    QVERIFY(finished.wait(120000));
    AppSettings().setQemuProgram(QString());
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY2(QFile::exists(marker), "the QEMU program of Settings (tools/qemu) was never started");
}

QTEST_MAIN(TstExplainPanel)
#include "tst_explain_panel.moc"
