// SPDX-License-Identifier: GPL-3.0-or-later
// The Fairness audit tab (issue 32, docs/explain.md "Fairness audit"): the panel audits a real
// FreeRTOS V11.1.0 minimal run (built by the real CLI, arm-none-eabi-gcc and QEMU) off the GUI
// thread, one window of every case, and shows the split and the flags; Cancel stops the trace;
// an untraceable target disables it. Skipped with a message when ../shared/kernels or the tools
// are absent.
#include "core/store/run_store.h"
#include "gui/audit_panel.h"

#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

class TstAuditPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void auditsEveryCase();
    void cancels();

private:
    QTemporaryDir m_dir;
    QString m_db;
    qint64 m_run = 0;
};

void TstAuditPanel::initTestCase()
{
    const QString archive =
        QStringLiteral(RB_TEST_DATA "/../../../shared/kernels/freertos-kernel-V11.1.0.tar.gz");
    if (!QFile::exists(archive))
        QSKIP("../shared/kernels/freertos-kernel-V11.1.0.tar.gz is absent");
    for (const char *tool : {"qemu-system-arm", "arm-none-eabi-gcc", "arm-none-eabi-nm"})
        if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
            QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QLatin1String(tool))));
    QVERIFY(m_dir.isValid());
    qputenv("RTOSBENCH_KERNEL_CACHE", m_dir.filePath("kernels").toUtf8());
    qputenv("RTOSBENCH_BUILD_CACHE", m_dir.filePath("fw-cache").toUtf8());
    const QString cli = QStringLiteral(RB_BINARY_DIR "/src/cli/rtosbench-cli");
    QProcess p;
    p.start(cli, {"kernel", "add", "freertos", archive});
    QVERIFY(p.waitForFinished(120000) && p.exitCode() == 0);
    QFile exp(m_dir.filePath("e.json"));
    QVERIFY(exp.open(QIODevice::WriteOnly));
    exp.write(R"({ "name": "audit-panel", "board": "qemu", "kernels": ["freertos"],
  "base": { "opt_level": "-Os", "timer": "icount", "iterations": 8, "warmup": 1,
            "profile": "minimal" } })");
    exp.close();
    m_db = m_dir.filePath("runs.db");
    p.start(cli, {"--db", m_db, "run", exp.fileName(), "--quiet"});
    QVERIFY(p.waitForFinished(300000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const auto m = QRegularExpression("configuration 1: run (\\d+) complete").match(out);
    QVERIFY2(m.hasMatch(), qPrintable(out + p.readAllStandardError()));
    m_run = m.captured(1).toLongLong();
}

void TstAuditPanel::auditsEveryCase()
{
    AuditPanel panel;
    panel.setTarget(QString(), m_run); // not traceable: nothing to start
    panel.start();
    QVERIFY(!panel.isRunning());
    panel.setTarget(m_db, m_run);
    QSignalSpy finished(&panel, &AuditPanel::finished);
    panel.start();
    QVERIFY(panel.isRunning());
    QVERIFY(finished.wait(800000));
    QVERIFY2(finished.first().first().toBool(), qPrintable(panel.statusLabel()->text()));
    QVERIFY(panel.statusLabel()->text().contains("case(s) flagged"));
    QTableWidget *t = panel.table();
    QStringList cases;
    for (int r = 0; r < t->rowCount(); ++r) {
        cases << t->item(r, 0)->text();
        QCOMPARE(t->item(r, 6)->text(), QStringLiteral("0")); // no unknown layer
        // Flagged exactly when the adapter's share exceeds the stated cost by more than 10.
        const qint64 adapter = t->item(r, 3)->text().toLongLong();
        const qint64 stated = t->item(r, 7)->text().toLongLong();
        QCOMPARE(t->item(r, 8)->text().contains("not stated"), adapter - stated > 10);
    }
    QVERIFY(cases.contains("yield_round_trip") && cases.contains("heap_free"));
    QVERIFY(!cases.contains("tick_jitter"));
}

void TstAuditPanel::cancels()
{
    AuditPanel panel;
    panel.setTarget(m_db, m_run);
    QSignalSpy finished(&panel, &AuditPanel::finished);
    panel.start();
    panel.cancel();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY2(panel.statusLabel()->text().contains("cancelled"),
             qPrintable(panel.statusLabel()->text()));
}

QTEST_MAIN(TstAuditPanel)
#include "tst_audit_panel.moc"
