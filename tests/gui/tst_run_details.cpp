// SPDX-License-Identifier: GPL-3.0-or-later
// The run details show the kernel tree a run was built from (issue 12): path, git commit and
// the digest of the compiled kernel files; runs without a tree show no such rows.
#include "core/model/run.h"
#include "gui/run_details_widget.h"

#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

using namespace rb;

class TstRunDetails : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsTheKernelTree()
    {
        RunDetailsWidget w;
        Run r;
        r.id = 7;
        r.config.board = "qemu";
        r.config.kernel = "freertos";
        r.status = RunStatus::Complete;
        r.kernelTree.path = "/k/freertos/V11.1.0";
        r.kernelTree.digest = QString(64, 'd');
        r.kernelTree.files = 24;
        w.showRun(&r);
        auto *browser = w.findChild<QTextBrowser *>();
        QVERIFY(browser);
        const QString text = browser->toPlainText();
        QVERIFY2(text.contains("/k/freertos/V11.1.0"), qPrintable(text));
        QVERIFY(text.contains(QString(64, 'd') + " (24 compiled files)"));
        QVERIFY(text.contains("none (not a git checkout)"));
        r.kernelTree.commit = QString(40, 'c');
        w.showRun(&r);
        QVERIFY(browser->toPlainText().contains(QString(40, 'c')));

        Run bare;
        bare.id = 8;
        bare.config.kernel = "baremetal";
        w.showRun(&bare);
        QVERIFY(!browser->toPlainText().contains("Kernel tree"));
    }

    // Issue 13 item 3: each case says what sits inside its window besides the kernel.
    void casesSayWhatIsInsideTheWindow()
    {
        RunDetailsWidget w;
        Run r;
        r.id = 9;
        r.config.kernel = "freertos";
        r.status = RunStatus::Complete;
        for (const char *m : {"yield_round_trip", "cal_timer_read"}) {
            CaseResult c;
            c.metric = QString::fromLatin1(m);
            c.unit = "ticks";
            r.cases.push_back(c);
        }
        w.showRun(&r);
        QTableWidget *cases = nullptr;
        for (QTableWidget *t : w.findChildren<QTableWidget *>())
            if (t->rowCount() == 2)
                cases = t;
        QVERIFY(cases);
        const QString tip = cases->item(0, 0)->toolTip();
        QVERIFY2(tip.contains("rb_yield") && tip.contains("explain 9 yield_round_trip"),
                 qPrintable(tip));
        QVERIFY(cases->item(1, 0)->toolTip().isEmpty()); // the chain itself: nothing besides
    }
};

QTEST_MAIN(TstRunDetails)
#include "tst_run_details.moc"
