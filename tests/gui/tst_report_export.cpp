// SPDX-License-Identifier: GPL-3.0-or-later
// File › Export report… through the GUI (issue 33 item 3): the run service writes the PDF on a
// worker while the window shows a progress dialog; the PDF renders (pdftoppm), and Cancel in the
// progress dialog leaves neither the PDF nor its partial file nor its samples CSV behind.
// RB_REPORT_EXPORT_KEEP=FILE.pdf keeps a copy of the PDF written (a look at its plots).
#include "core/store/run_store.h"
#include "gui/main_window.h"
#include "gui/run_service.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace rb;

namespace {
Run makeRun(const QString &kernel, const QString &opt, qint64 base)
{
    Run r;
    r.status = RunStatus::Complete;
    r.startedAt = QDateTime::currentDateTimeUtc();
    r.finishedAt = r.startedAt;
    r.config.board = QStringLiteral("qemu");
    r.config.kernel = kernel;
    r.config.optLevel = opt;
    for (const char *metric : {"yield_round_trip", "sem_ping_pong"}) {
        CaseResult c;
        c.metric = QLatin1String(metric);
        c.unit = QStringLiteral("ticks");
        c.overhead = 0;
        for (qint64 i = 0; i < 40; ++i)
            c.samples.push_back(base + i % 7);
        c.sampleCount = qint64(c.samples.size());
        r.cases.push_back(c);
        base += 50;
    }
    return r;
}
} // namespace

class TstReportExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_report_export"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("runs.db"));
        RunStore store;
        QString error;
        QVERIFY2(store.open(m_db, &error, false), qPrintable(error));
        std::vector<Run> runs{makeRun("freertos", "-O2", 120), makeRun("threadx", "-O2", 140),
                              makeRun("freertos", "-Os", 130), makeRun("threadx", "-Os", 110)};
        for (Run &r : runs)
            QVERIFY2(store.saveRun(r, &error), qPrintable(error));
    }

    void cleanupTestCase() { QSettings().clear(); }

    void writesAPdfThatRenders()
    {
        MainWindow window;
        QVERIFY(window.openDatabase(m_db));
        const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
        // The report is written by the run service's worker thread.
        QThread *writer = nullptr;
        QSignalSpy progress(rb::parts::runService(window), &RunService::reportProgress);
        QMetaObject::Connection c =
            connect(rb::parts::runService(window), &RunService::reportProgress, this, [&] {
                if (!writer)
                    writer = rb::parts::runService(window)->findChild<QThread *>();
            });
        QString error;
        QVERIFY2(window.writeReport(pdf, &error), qPrintable(error));
        disconnect(c);
        QVERIFY(progress.count() >= 3);
        QVERIFY(writer);
        QVERIFY(!rb::parts::runService(window)->isBusy());
        QVERIFY(QFile::exists(pdf));
        QVERIFY(!QFile::exists(pdf + QStringLiteral(".part")));
        QVERIFY(QFile::exists(pdf + QStringLiteral(".samples.csv")));
        if (const QString keep = qEnvironmentVariable("RB_REPORT_EXPORT_KEEP"); !keep.isEmpty()) {
            QFile::remove(keep);
            QVERIFY(QFile::copy(pdf, keep));
        }
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        if (pdftoppm.isEmpty())
            QSKIP("pdftoppm (poppler-utils) is not installed");
        QProcess p;
        const QString prefix = m_dir.filePath(QStringLiteral("page"));
        p.start(pdftoppm,
                {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("30"), pdf, prefix});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QStringList pages =
            QDir(m_dir.path()).entryList({QStringLiteral("page-*.png")}, QDir::Files);
        QVERIFY2(pages.size() >= 3, qPrintable(pages.join(' ')));
    }

    void cancelLeavesNoFile()
    {
        MainWindow window;
        QVERIFY(window.openDatabase(m_db));
        const QString pdf = m_dir.filePath(QStringLiteral("cancelled.pdf"));
        // Cancel as a user would, in the progress dialog, once the plots start (the samples CSV
        // is written then). The worker waits for the GUI thread to draw each plot, so it cannot
        // get past the next step before the click.
        bool clicked = false;
        connect(rb::parts::runService(window), &RunService::reportProgress, this, [&](int percent) {
            auto *dialog = window.findChild<QProgressDialog *>(QStringLiteral("reportProgress"));
            if (clicked || !dialog || percent < 30)
                return;
            for (QPushButton *b : dialog->findChildren<QPushButton *>())
                if (b->text() == QStringLiteral("Cancel")) {
                    clicked = true;
                    b->click();
                }
        });
        QString error;
        QVERIFY(!window.writeReport(pdf, &error));
        QVERIFY(clicked);
        QCOMPARE(error, QStringLiteral("The report was cancelled."));
        QVERIFY(!QFile::exists(pdf));
        QVERIFY(!QFile::exists(pdf + QStringLiteral(".part")));
        QVERIFY(!QFile::exists(pdf + QStringLiteral(".samples.csv")));
        QVERIFY(!rb::parts::runService(window)->isBusy());
        // And the next report is written as usual.
        QVERIFY2(window.writeReport(pdf, &error), qPrintable(error));
        QVERIFY(QFile::exists(pdf));
    }

private:
    QTemporaryDir m_dir;
    QString m_db;
};

QTEST_MAIN(TstReportExport)
#include "tst_report_export.moc"
