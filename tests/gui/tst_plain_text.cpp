// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19: user data shown in the GUI (a status reason, notes, kernel versions) stays plain
// text. A run whose kernel version and status reason hold "<img src=...>" shows the tag
// literally in the run list's tooltips and in the distribution view; nothing is rendered.
#include "core/protocol/capture_assembler.h"
#include "core/store/run_store.h"
#include "gui/condition_text.h"
#include "gui/distribution_view.h"
#include "gui/main_window.h"
#include "gui/run_browser.h"
#include "gui/run_table_model.h"
#include "gui/window_parts.h"
#include "gui/workbench_state.h"

#include <QAbstractItemModel>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

using namespace rb;

namespace {
const QString evil = QStringLiteral("<img src=\"/etc/hostname\"><a href=\"file:///\">x</a>");

// What a person sees: Qt renders a tooltip that might be rich text as HTML.
QString asShown(const QString &tip)
{
    if (!Qt::mightBeRichText(tip))
        return tip;
    QTextDocument doc;
    doc.setHtml(tip);
    return doc.toPlainText();
}
} // namespace

class TstPlainText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void helperShowsTextLiterally()
    {
        QCOMPARE(asShown(plainToolTip(evil + "\nline 2")), evil + "\nline 2");
        QVERIFY(asShown(evil) != evil); // unescaped, Qt would render it
    }

    void runListAndDistributionShowItLiterally()
    {
        QTemporaryDir dir;
        QFile f(QStringLiteral(RB_TEST_DATA "/captures/qemu-netduino2-baremetal.cap"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        CaptureAssembler a;
        a.feed(f.readAll());
        Run r = a.finish();
        r.config.kernelVersion = evil;
        r.status = RunStatus::Incomplete;
        r.statusReason = evil;
        r.notes = evil;
        MainWindow window;
        QVERIFY(window.openDatabase(dir.filePath("p.db")));
        QString err;
        QVERIFY2(rb::parts::state(window)->store()->saveRun(r, &err), qPrintable(err));
        rb::parts::state(window)->reloadRuns();
        QAbstractItemModel *m = rb::parts::runBrowser(window)->model();
        QVERIFY(m->rowCount() == 1);
        bool sawReason = false, sawVersion = false;
        for (int c = 0; c < m->columnCount(); ++c) {
            const QString shown = asShown(m->index(0, c).data(Qt::ToolTipRole).toString());
            // The status and its reason head the tooltip (issue 17 item 10), literally.
            sawReason = sawReason || shown.startsWith(QStringLiteral("Incomplete: ") + evil);
            sawVersion = sawVersion || shown.contains(evil);
        }
        QVERIFY(sawReason);
        QVERIFY(sawVersion);
        rb::parts::state(window)->setSelectedRuns({r.id});
        DistributionView *d = rb::parts::distributionView(window);
        d->setRun(r.id);
        d->setMetric(QStringLiteral("cal_known_seq"));
        d->refresh();
        bool sawLabel = false;
        for (QLabel *l : d->findChildren<QLabel *>()) {
            if (!l->text().contains(QLatin1String("<img")))
                continue;
            sawLabel = true;
            QCOMPARE(l->textFormat(), Qt::PlainText);
            QVERIFY(asShown(l->toolTip()).contains(evil));
        }
        QVERIFY(sawLabel);
    }
};

QTEST_MAIN(TstPlainText)
#include "tst_plain_text.moc"
