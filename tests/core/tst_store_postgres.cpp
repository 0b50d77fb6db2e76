// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 21: RunStore on PostgreSQL (needs a server: tests/cli/test_db_postgresql.sh starts one
// and runs this test with RB_TEST_PG_URL set; without it every case is skipped).
//  - a whole run (int64 extremes, raw log with NUL and 0xFF bytes, tags in their order, Chinese
//    notes) round-trips;
//  - a deadlock with another writer is retried inside the store: saveRuns succeeds (before the
//    retry it failed with "deadlock detected").
#include "core/store/run_store.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>
#include <QtTest>

#include <limits>

using namespace rb;

namespace {

Run makeRun(const QString &kernel)
{
    Run r;
    r.config.board = QStringLiteral("qemu");
    r.config.kernel = kernel;
    r.config.optLevel = QStringLiteral("-Os");
    r.config.clockHz = 72'000'000;
    r.config.timerEmulated = true;
    r.config.kernelConfig = {{QStringLiteral("configUSE_PREEMPTION"), QStringLiteral("1")}};
    r.startedAt = QDateTime(QDate(2024, 5, 1), QTime(10, 0, 0, 123), Qt::UTC);
    r.finishedAt = r.startedAt.addSecs(42);
    r.status = RunStatus::Complete;
    r.footprint.text = 1000;
    r.rawLog = QByteArray("HELLO 1\r\nS 1 2 3\n\x00\xff", 20);
    r.notes = QString::fromUtf8("备注 notes");
    r.tags = {QStringLiteral("zeta"), QStringLiteral("alpha"), QStringLiteral("mid")};
    CaseResult c;
    c.metric = QStringLiteral("yield_round_trip");
    c.unit = QStringLiteral("cycles");
    c.overhead = 6;
    c.coldSample = std::numeric_limits<qint64>::min();
    c.samples = {-5, 0, std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::min(), 42};
    c.checks = {{QStringLiteral("alternated"), 1}};
    r.cases.push_back(c);
    return r;
}

} // namespace

class TstStorePostgres : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &m) {
            if (type != QtDebugMsg && type != QtInfoMsg)
                m_warnings << m;
        });
    }
    void init()
    {
        m_url = qEnvironmentVariable("RB_TEST_PG_URL");
        if (m_url.isEmpty())
            QSKIP("RB_TEST_PG_URL is not set (tests/cli/test_db_postgresql.sh sets it)");
    }
    void roundTrip();
    void deadlockIsRetried();

private:
    QString m_url;
    static inline QStringList m_warnings; // Qt warnings (e.g. "Unable to free statement")
};

void TstStorePostgres::roundTrip()
{
    RunStore s;
    QString err;
    QVERIFY2(s.open(m_url, &err), qPrintable(err));
    QCOMPARE(s.schemaVersion(), RunStore::latestSchemaVersion());
    Run r = makeRun(QStringLiteral("roundtrip-") + QUuid::createUuid().toString());
    QVERIFY2(s.saveRun(r, &err), qPrintable(err));
    QVERIFY(r.id > 0);
    QVERIFY(!r.uid.isEmpty());
    QString why;
    const auto back = s.loadRun(r.id, true, true, &why);
    QVERIFY2(back.has_value(), qPrintable(why));
    QCOMPARE(back->uid, r.uid);
    QCOMPARE(back->rawLog, r.rawLog);
    QCOMPARE(back->notes, r.notes);
    QCOMPARE(back->tags, r.tags); // in the order given, not sorted
    QCOMPARE(back->startedAt, r.startedAt);
    QCOMPARE(back->config.hash(), r.config.hash());
    QCOMPARE(back->config.kernelConfig, r.config.kernelConfig);
    QCOMPARE(back->config.timerEmulated, std::optional<bool>(true));
    QCOMPARE(back->footprint.text, std::optional<qint64>(1000));
    QVERIFY(!back->footprint.rodata.has_value());
    QCOMPARE(back->cases.size(), size_t(1));
    QVERIFY(back->cases[0].samples == r.cases[0].samples);
    QCOMPARE(back->cases[0].coldSample, r.cases[0].coldSample);
    QCOMPARE(back->cases[0].checks.value(QStringLiteral("alternated")), qint64(1));
    QVERIFY2(s.setTags(r.id, {QStringLiteral("b"), QStringLiteral("a")}, &err), qPrintable(err));
    QCOMPARE(s.loadRun(r.id)->tags, QStringList({QStringLiteral("b"), QStringLiteral("a")}));
    QVERIFY2(s.setNotes(r.id, QStringLiteral("n2"), &err), qPrintable(err));
    QVERIFY2(s.deleteRun(r.id, &err), qPrintable(err));
    QVERIFY(!s.loadRun(r.id).has_value());
    QVERIFY(!s.findRunByUid(r.uid).has_value());
}

// Another connection holds configuration 1 (uncommitted) while the store, in a thread, inserts
// configuration 2 and then waits for 1; the other connection then inserts 2: a deadlock that the
// server breaks by aborting the store's transaction, which the store runs again.
void TstStorePostgres::deadlockIsRetried()
{
    const QString tag = QUuid::createUuid().toString(QUuid::WithoutBraces);
    Run first = makeRun(QStringLiteral("dl-a-") + tag);
    Run second = makeRun(QStringLiteral("dl-b-") + tag);
    RunStore other;
    QString err;
    QVERIFY2(other.open(m_url, &err), qPrintable(err));
    QSqlDatabase db = other.database();
    QSqlQuery q(db);
    m_warnings.clear();
    QVERIFY(q.exec(QStringLiteral("BEGIN")));
    q.prepare(QStringLiteral("INSERT INTO configuration (hash) VALUES (?)"));
    q.addBindValue(first.config.hash());
    QVERIFY(q.exec());

    bool ok = false;
    QString storeError;
    std::vector<Run> runs{second, first}; // 2 first, then 1 (held by the other connection)
    QThread *writer = QThread::create([&] {
        RunStore s;
        QString e;
        if (!s.open(m_url, &e)) {
            storeError = e;
            return;
        }
        ok = s.saveRuns(runs, &storeError);
    });
    writer->start();
    // Wait until the store waits for the other connection's row.
    RunStore watcher;
    QVERIFY2(watcher.open(m_url, &err), qPrintable(err));
    QSqlQuery w(watcher.database());
    bool waiting = false;
    for (int i = 0; i < 300 && !waiting; ++i) {
        QVERIFY(
            w.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE "
                                  "wait_event_type = 'Lock' AND datname = current_database()")));
        waiting = w.next() && w.value(0).toInt() > 0;
        if (!waiting)
            QThread::msleep(50);
    }
    QVERIFY2(waiting, "the store never waited for the other connection");
    // Now the other connection wants configuration 2: a deadlock.
    q.prepare(QStringLiteral("INSERT INTO configuration (hash) VALUES (?)"));
    q.addBindValue(second.config.hash());
    const bool otherInserted = q.exec();
    // The store waited first, so its deadlock check ran first and aborted its own transaction.
    QVERIFY2(otherInserted, qPrintable(q.lastError().text()));
    QVERIFY(q.exec(otherInserted ? QStringLiteral("COMMIT") : QStringLiteral("ROLLBACK")));
    QVERIFY(writer->wait(60000));
    delete writer;
    QVERIFY2(ok, qPrintable(storeError));
    QVERIFY(runs[0].id > 0 && runs[1].id > 0);
    QVERIFY2(m_warnings.isEmpty(), qPrintable(m_warnings.join(QLatin1Char('\n'))));
    QCOMPARE(runs[0].config.kernel, second.config.kernel);
    RunStore check;
    QVERIFY2(check.open(m_url, &err), qPrintable(err));
    QVERIFY(check.loadRun(runs[0].id).has_value());
    QVERIFY(check.loadRun(runs[1].id).has_value());
}

QTEST_GUILESS_MAIN(TstStorePostgres)
#include "tst_store_postgres.moc"
