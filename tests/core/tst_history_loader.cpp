// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: a kernel history read back from its stored runs (the tags `history` gives each run),
// in history order, with each commit's medians, status and kcfg.*, and its change points.
#include "core/analysis/history_bisector.h"
#include "core/analysis/history_loader.h"
#include "core/store/run_store.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

namespace {

Run runOf(qint64 yield, bool ok, const QString &assertValue)
{
    Run r;
    r.config.board = QStringLiteral("qemu");
    r.config.kernel = QStringLiteral("freertos");
    r.config.optLevel = QStringLiteral("-Os");
    r.config.kernelProfile = QStringLiteral("default");
    r.config.kernelConfig = {{QStringLiteral("configASSERT"), assertValue}};
    r.startedAt = QDateTime::currentDateTimeUtc();
    r.finishedAt = r.startedAt;
    r.status = ok ? RunStatus::Complete : RunStatus::Failed;
    if (ok) {
        CaseResult c;
        c.metric = QStringLiteral("yield_round_trip");
        c.unit = QStringLiteral("ticks");
        c.overhead = 1;
        c.samples = {yield + 1, yield + 1, yield + 1};
        c.sampleCount = 3;
        r.cases.push_back(c);
    }
    return r;
}

} // namespace

class TestHistoryLoader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsAHistoryBack()
    {
        QTemporaryDir dir;
        RunStore store;
        QString error;
        QVERIFY2(store.open(dir.filePath(QStringLiteral("h.db")), &error, false),
                 qPrintable(error));
        const QString id = QStringLiteral("freertos:t0..main:20261130T000000");
        // Stored out of order, as a bisection stores them: 0, 4, 2 (failed), 3.
        const struct {
            int index;
            qint64 yield;
            bool ok;
            const char *assertValue;
        } rows[] = {
            {0, 196, true, "1"}, {4, 202, true, "0"}, {2, 0, false, "1"}, {3, 196, true, "1"}};
        for (const auto &row : rows) {
            Run r = runOf(row.yield, row.ok, QString::fromLatin1(row.assertValue));
            GitCommit c{QStringLiteral("sha%1").arg(row.index), QStringLiteral("2026-11-30"),
                        QStringLiteral("subject %1").arg(row.index), QString()};
            r.tags = HistoryLoader::tagsFor(id, row.index, c);
            QVERIFY2(store.saveRun(r, &error), qPrintable(error));
        }
        Run other = runOf(100, true, QStringLiteral("1"));
        other.tags = {QStringLiteral("history:another")};
        QVERIFY2(store.saveRun(other, &error), qPrintable(error));

        QCOMPARE(HistoryLoader::ids(store), QStringList({QStringLiteral("another"), id}));
        const auto points = HistoryLoader::load(store, id, &error);
        QVERIFY2(points, qPrintable(error));
        QCOMPARE(points->size(), size_t(4));
        QCOMPARE((*points)[0].index, 0);
        QCOMPARE((*points)[1].index, 2);
        QVERIFY(!(*points)[1].ok);
        QCOMPARE((*points)[1].status, QStringLiteral("failed"));
        QCOMPARE((*points)[3].commit.subject, QStringLiteral("subject 4"));
        QCOMPARE((*points)[3].medians.value(QStringLiteral("yield_round_trip")),
                 202.0); // corrected
        QVERIFY(!HistoryLoader::load(store, QStringLiteral("nothing"), &error));

        HistoryBisector b([](int) { return HistoryPoint(); });
        for (const HistoryPoint &p : *points)
            b.add(p);
        const auto changes = b.walkChanges({QStringLiteral("yield_round_trip")});
        QCOMPARE(changes.size(), size_t(1));
        QCOMPARE(changes[0].before.index, 3);
        QCOMPARE(changes[0].after.index, 4);
        QCOMPARE(changes[0].steps.value(QStringLiteral("yield_round_trip")), 6.0);
        QCOMPARE(changes[0].configDrift, QStringList{QStringLiteral("configASSERT: 1 -> 0")});
    }
};

QTEST_GUILESS_MAIN(TestHistoryLoader)
#include "tst_history_loader.moc"
