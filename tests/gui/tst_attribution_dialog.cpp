// SPDX-License-Identifier: GPL-3.0-or-later
// Experiment › Attribute kernel options… (issue 24): a stored attribution opens as a waterfall
// per metric (start median, one bar per option with its CI whisker, end median) and a table
// whose copy is the tab-separated attribution. RB_ATTRIBUTION_DB=FILE opens the newest
// attribution of that database instead of the synthetic one, and RB_ATTRIBUTION_SHOT=FILE.png
// saves the dialog (a look at it with real data).
#include "core/analysis/attribution_loader.h"
#include "core/store/run_store.h"
#include "gui/attribution_dialog.h"
#include "gui/qcustomplot_include.h"
#include "gui/run_service.h"
#include "gui/workbench_state.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

namespace {
Run makeRun(const QString &profile, const QMap<QString, QString> &kcfg, qint64 median,
            const QStringList &tags)
{
    Run r;
    r.status = RunStatus::Complete;
    r.startedAt = QDateTime::currentDateTimeUtc();
    r.finishedAt = r.startedAt;
    r.config.board = QStringLiteral("qemu");
    r.config.kernel = QStringLiteral("freertos");
    r.config.kernelProfile = profile;
    r.config.kernelConfig = kcfg;
    r.tags = tags;
    CaseResult c;
    c.metric = QStringLiteral("yield_round_trip");
    c.unit = QStringLiteral("ticks");
    c.overhead = 0;
    c.samples = {median, median, median + 2, median - 1, median};
    c.sampleCount = qint64(c.samples.size());
    r.cases.push_back(c);
    return r;
}
} // namespace

class TstAttributionDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("rtosbench-test"));
    }

    void opensAStoredAttribution()
    {
        QTemporaryDir dir;
        QString db = qEnvironmentVariable("RB_ATTRIBUTION_DB");
        const QString id = QStringLiteral("attribution:freertos:default->minimal:0123456789ab");
        if (db.isEmpty()) {
            db = dir.filePath(QStringLiteral("a.db"));
            RunStore store;
            QString error;
            QVERIFY2(store.open(db, &error, false), qPrintable(error));
            auto tags = [&id](const QString &step) { return QStringList{id, step}; };
            std::vector<Run> runs{
                makeRun("default", {{"A", "1"}, {"B", "2"}}, 200, tags("attribution-step:from")),
                makeRun("minimal", {{"A", "0"}, {"B", "0"}}, 120, tags("attribution-step:to")),
                makeRun("default", {{"A", "0"}, {"B", "2"}}, 190,
                        tags("attribution-step:single:A=0")),
                makeRun("default", {{"A", "1"}, {"B", "0"}}, 140,
                        tags("attribution-step:single:B=0")),
                makeRun("default", {{"A", "0"}, {"B", "0"}}, 120,
                        tags("attribution-step:cumulative:2:B=0"))};
            for (Run &r : runs)
                QVERIFY2(store.saveRun(r, &error), qPrintable(error));
        }
        // The dialog reads the open database (WorkbenchState's) and runs through the service.
        WorkbenchState state;
        {
            auto open = std::make_unique<RunStore>();
            QString error;
            QVERIFY2(open->openForReading(db, &error), qPrintable(error));
            state.setStore(std::move(open));
        }
        RunService service(&state);
        AttributionDialog d(&state, &service);
        d.show();
        auto *stored = d.findChildren<QComboBox *>().value(3);
        QVERIFY(stored);
        QVERIFY(stored->count() >= 1);
        QVERIFY(d.openStored(stored->itemText(0)));
        auto *table = d.findChild<QTableWidget *>();
        QVERIFY(table);
        const QString text = d.tableText();
        if (qEnvironmentVariableIsEmpty("RB_ATTRIBUTION_DB")) {
            // from, two singles, interaction, the two cumulative steps, to
            QCOMPARE(table->rowCount(), 1 + 2 + 1 + 2 + 1);
            QVERIFY2(text.contains("yield_round_trip\tticks\tsingle\tB\t0\t140\t-60\t-60"),
                     qPrintable(text));
            QVERIFY2(text.contains("interaction\t\t\t120\t-10"), qPrintable(text));
            // 2 end bars + 2 step bars (rectangles), 2 whiskers, 4 labels
            QCOMPARE(d.plot()->itemCount(), 10);
            // Clicking the first step (default 200 -> A=0 190) asks to compare its two runs.
            QList<qint64> asked;
            QString askedMetric;
            connect(&d, &AttributionDialog::compareRequested, this,
                    [&](const QList<qint64> &ids, const QString &metric) {
                        asked = ids;
                        askedMetric = metric;
                    });
            QVERIFY(QTest::qWaitForWindowExposed(&d));
            d.plot()->replot();
            const QPoint at(int(d.plot()->xAxis->coordToPixel(1.0)),
                            int(d.plot()->yAxis->coordToPixel(195.0)));
            QTest::mouseClick(d.plot(), Qt::LeftButton, {}, at);
            QCOMPARE(asked, (QList<qint64>{1, 3}));
            QCOMPARE(askedMetric, QStringLiteral("yield_round_trip"));
        }
        auto *copy = d.findChildren<QPushButton *>().last();
        QVERIFY(copy->isEnabled());
        copy->click();
        QCOMPARE(QApplication::clipboard()->text(), text);
        const QString shot = qEnvironmentVariable("RB_ATTRIBUTION_SHOT");
        if (!shot.isEmpty()) {
            d.resize(1100, 760);
            QTest::qWait(50);
            QVERIFY(d.grab().save(shot));
        }
    }
};

QTEST_MAIN(TstAttributionDialog)
#include "tst_attribution_dialog.moc"
