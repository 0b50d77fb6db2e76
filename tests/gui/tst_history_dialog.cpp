// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: the History view shows a stored kernel history: a line of the metric over the
// complete commits (a failed one is left out), the change points marked and listed with their
// commit, step and configuration drift; a click asks to compare the two neighbouring runs.
#include "core/analysis/history_loader.h"
#include "core/store/run_store.h"
#include "gui/history_dialog.h"
#include "gui/qcustomplot_include.h"
#include "gui/workbench_state.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

class TstHistoryDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsAStoredHistory()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("h.db"));
        QString error;
        std::vector<qint64> ids;
        {
            RunStore store;
            QVERIFY2(store.open(db, &error, false), qPrintable(error));
            // commits 0..4: 196, 196, failed, 202, 202; configASSERT changes at 3.
            const qint64 values[] = {196, 196, -1, 202, 202};
            for (int i = 0; i < 5; ++i) {
                Run r;
                r.config.board = QStringLiteral("qemu");
                r.config.kernel = QStringLiteral("freertos");
                r.config.kernelConfig = {{QStringLiteral("configASSERT"),
                                          i >= 3 ? QStringLiteral("0") : QStringLiteral("1")}};
                r.startedAt = QDateTime::currentDateTimeUtc();
                r.finishedAt = r.startedAt;
                r.status = values[i] < 0 ? RunStatus::Failed : RunStatus::Complete;
                if (values[i] >= 0) {
                    CaseResult c;
                    c.metric = QStringLiteral("yield_round_trip");
                    c.unit = QStringLiteral("ticks");
                    c.samples = {values[i], values[i]};
                    c.sampleCount = 2;
                    r.cases.push_back(c);
                }
                r.tags = HistoryLoader::tagsFor(QStringLiteral("freertos:a..b:1"), i,
                                                {QStringLiteral("sha%1").arg(i),
                                                 QStringLiteral("2026-11-30"),
                                                 QStringLiteral("subject %1").arg(i), QString()});
                QVERIFY2(store.saveRun(r, &error), qPrintable(error));
                ids.push_back(r.id);
            }
        }
        // The dialog reads the open database (WorkbenchState's), as in the window.
        WorkbenchState state;
        {
            auto open = std::make_unique<RunStore>();
            QString error;
            QVERIFY2(open->open(db, &error, false), qPrintable(error));
            state.setStore(std::move(open));
        }
        HistoryDialog dialog(&state);
        QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("historyStored"))->currentText(),
                 QStringLiteral("freertos:a..b:1"));
        QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("historyMetric"))->currentText(),
                 QStringLiteral("yield_round_trip"));
        QCOMPARE(dialog.plot()->graph(0)->dataCount(), 4); // the failed commit is not a point
        QCOMPARE(dialog.plot()->graph(1)->dataCount(), 1); // one change point
        QCOMPARE(dialog.plot()->graph(1)->data()->at(0)->key, 3.0);
        QCOMPARE(dialog.table()->rowCount(), 1);
        QCOMPARE(dialog.table()->item(0, 0)->text(), QStringLiteral("sha3"));
        QCOMPARE(dialog.table()->item(0, 2)->text(), QStringLiteral("+6"));
        QVERIFY(
            dialog.table()->item(0, 3)->text().contains(QStringLiteral("configASSERT: 1 -> 0")));
        QVERIFY(dialog.table()->item(0, 4)->text().startsWith(QStringLiteral("subject 3")));
        QVERIFY(!dialog.changes()[0].exact); // a failed commit lies between 1 and 3
        QSignalSpy spy(&dialog, &HistoryDialog::compareRequested);
        Q_EMIT dialog.table()->cellDoubleClicked(0, 0);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<QList<qint64>>(), (QList<qint64>{ids[1], ids[3]}));
    }
};

QTEST_MAIN(TstHistoryDialog)
#include "tst_history_dialog.moc"
