// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19: an experiment file whose external build starts a program of its own runs in the GUI
// only after the user saw the commands and trusted the file; No runs nothing and stores
// nothing; Yes records the file's SHA-256; a built-in lab (set directly) is trusted.
#include "core/experiment/experiment_trust.h"
#include "gui/live_run_view.h"
#include "gui/main_window.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QAbstractButton>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace rb;

class TstExperimentTrust : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_exp;
    QString m_digest;

    // Answers the trust dialog with `answer` once it shows; returns what it showed.
    static void answerTrustDialog(QWidget *window, QMessageBox::StandardButton answer,
                                  QString *shown)
    {
        QTimer::singleShot(0, window, [=] {
            auto *box = window->findChild<QMessageBox *>("trustDialog");
            if (!box)
                return;
            *shown = box->text() + '\n' + box->informativeText() + '\n' + box->detailedText();
            box->button(answer)->click();
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("RTOSBENCH_TRUST_FILE", m_dir.filePath("trust.json").toUtf8());
        // A copy of the example with an absolute script path (it lives elsewhere now).
        QFile in(
            QStringLiteral(RTOSBENCH_SOURCE_DIR "/examples/experiments/qemu-external-build.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        text.replace("{experiment_dir}/../external-build/build.sh",
                     RTOSBENCH_SOURCE_DIR "/examples/external-build/build.sh");
        m_exp = m_dir.filePath("ext.json");
        QFile out(m_exp);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        m_digest = ExperimentTrust::digestOf(text);
    }

    void noRunsNothing()
    {
        MainWindow window;
        QVERIFY(window.openDatabase(m_dir.filePath("a.db")));
        QString error;
        QVERIFY2(rb::parts::liveView(window)->loadExperiment(m_exp, &error), qPrintable(error));
        QString shown;
        answerTrustDialog(&window, QMessageBox::No, &shown);
        QVERIFY(!rb::parts::liveView(window)->start(QString(), &error));
        QVERIFY2(shown.contains("examples/external-build/build.sh"), qPrintable(shown));
        QVERIFY2(shown.contains(m_digest), qPrintable(shown));
        QVERIFY2(error.contains("not trusted"), qPrintable(error));
        QVERIFY(!rb::parts::liveView(window)->isRunning());
        QVERIFY(rb::parts::state(window)->runs().empty());
        QVERIFY(!ExperimentTrust().isTrusted(m_digest));
    }

    void yesTrustsThisContent()
    {
        MainWindow window;
        QVERIFY(window.openDatabase(m_dir.filePath("b.db")));
        QString error;
        QVERIFY2(rb::parts::liveView(window)->loadExperiment(m_exp, &error), qPrintable(error));
        QString shown;
        answerTrustDialog(&window, QMessageBox::Yes, &shown);
        QVERIFY2(rb::parts::liveView(window)->start(QString(), &error), qPrintable(error));
        QVERIFY(!shown.isEmpty());
        rb::parts::liveView(window)->stopAndWait(); // the trust, not the run, is under test
        QVERIFY(ExperimentTrust().isTrusted(m_digest));
        // Loaded again: no question.
        QVERIFY(rb::parts::liveView(window)->loadExperiment(m_exp, &error));
        shown.clear();
        answerTrustDialog(&window, QMessageBox::No, &shown);
        QVERIFY2(rb::parts::liveView(window)->start(QString(), &error), qPrintable(error));
        QVERIFY(shown.isEmpty());
        rb::parts::liveView(window)->stopAndWait();
    }
};

QTEST_MAIN(TstExperimentTrust)
#include "tst_experiment_trust.moc"
