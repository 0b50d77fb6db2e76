// SPDX-License-Identifier: GPL-3.0-or-later
// The run details show the kernel tree a run was built from (issue 12): path, git commit and
// the digest of the compiled kernel files; runs without a tree show no such rows. The footprint
// by section with the compiler (issue 37).
#include "core/model/run.h"
#include "gui/run_details_widget.h"

#include <QLocale>
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

    // Issue 37 item 3: each section of the footprint, the flash the image occupies (.data's
    // initial values are stored in flash too: text + rodata + data) and the RAM, and the
    // compiler that built it. Before, the flash row left .data out (5,432 here) and no section
    // was shown on its own.
    void showsTheFootprintAndTheCompiler()
    {
        RunDetailsWidget w;
        Run r;
        r.id = 11;
        r.config.kernel = "freertos";
        r.config.toolchain = "clang";
        r.config.toolchainVersion = "Debian Clang 14.0.6";
        r.config.extra.insert("lto", "off");
        r.status = RunStatus::Complete;
        r.footprint.text = 5120;
        r.footprint.rodata = 312;
        r.footprint.data = 8;
        r.footprint.bss = 42000;
        w.showRun(&r);
        auto *browser = w.findChild<QTextBrowser *>();
        QVERIFY(browser);
        const QString text = browser->toPlainText();
        const auto bytes = [](qint64 v) { return QLocale().toString(v) + " bytes"; };
        for (const char *section : {".text", ".rodata", ".data", ".bss"})
            QVERIFY2(text.contains(QLatin1String(section)), section);
        for (qint64 v : {5120, 312, 8, 42000})
            QVERIFY2(text.contains(bytes(v)), qPrintable(text));
        QVERIFY2(text.contains(bytes(5440)), qPrintable(text)); // flash: 5120 + 312 + 8
        QVERIFY2(!text.contains(bytes(5432)), qPrintable(text));
        QVERIFY2(text.contains(bytes(42008)), qPrintable(text)); // RAM: 8 + 42000
        QVERIFY2(text.contains("clang Debian Clang 14.0.6, LTO off"), qPrintable(text));

        r.footprint = Footprint{};
        w.showRun(&r);
        QVERIFY(!browser->toPlainText().contains(".text"));
    }
};

QTEST_MAIN(TstRunDetails)
#include "tst_run_details.moc"
