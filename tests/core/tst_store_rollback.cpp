// SPDX-License-Identifier: GPL-3.0-or-later
// Every write path of RunStore is one transaction (storesql::writeTransaction): a statement that
// fails in the middle of a write, after earlier statements of it succeeded, leaves the database
// exactly as it was. The failure is made real with a TEMP trigger of this connection that aborts
// one chosen insert or delete (SQLite RAISE(ABORT)), on a real SQLite file.
#include "core/store/run_store.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rb;

namespace {

Run makeRun(const QString &kernel, const QStringList &tags)
{
    Run r;
    r.config.board = "qemu";
    r.config.kernel = kernel;
    r.config.kernelConfig = {{"configUSE_PREEMPTION", "1"}};
    r.status = RunStatus::Complete;
    r.tags = tags;
    for (int c = 0; c < 2; ++c) {
        CaseResult cr;
        cr.metric = QStringLiteral("metric_%1").arg(c);
        cr.unit = "cycles";
        cr.samples = {100, 101, 102};
        r.cases.push_back(cr);
    }
    return r;
}

int count(RunStore &s, const QString &sql)
{
    QSqlQuery q(s.database());
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toInt();
}

// Aborts the statement when `when` holds for the row (a TEMP trigger: this connection only).
bool failOn(RunStore &s, const QString &event, const QString &when)
{
    QSqlQuery q(s.database());
    return q.exec(QStringLiteral("CREATE TEMP TRIGGER fail_here BEFORE %1 WHEN %2 "
                                 "BEGIN SELECT RAISE(ABORT, 'injected failure'); END")
                      .arg(event, when));
}

} // namespace

class TstStoreRollback : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void saveRunsFailingInTheSecondRun();
    void setTagsFailingAfterTheDelete();
    void deleteRunFailingAtTheCleanUp();
    void referenceImportFailingAtTheThirdRow();
    void storeStillWritesAfterwards();

private:
    QTemporaryDir m_dir;
    RunStore m_store;
};

void TstStoreRollback::init()
{
    QString err;
    // A fresh file each test: the previous test's connection closed, and its WAL and index
    // removed with the file (a WAL beside a missing file is refused since issue 31).
    m_store.close();
    for (const char *suffix : {"", "-wal", "-shm"})
        QFile::remove(m_dir.filePath(QStringLiteral("a.db") + QLatin1String(suffix)));
    QVERIFY2(m_store.open(m_dir.filePath("a.db"), &err, false), qPrintable(err));
}

void TstStoreRollback::saveRunsFailingInTheSecondRun()
{
    QVERIFY(failOn(m_store, "INSERT ON run_tag", "NEW.tag = 'boom'"));
    std::vector<Run> runs{makeRun("freertos", {"ok"}), makeRun("threadx", {"fine", "boom"})};
    QString err;
    QVERIFY(!m_store.saveRuns(runs, &err));
    QVERIFY2(err.contains("tag insert"), qPrintable(err));
    // The first run, its cases and tags, both configurations and the second run's first tag
    // were written before the failure: none of it stays.
    for (const char *t : {"run", "case_result", "run_tag", "configuration", "kernel_config"})
        QCOMPARE(count(m_store, QStringLiteral("SELECT count(*) FROM ") + t), 0);
    QCOMPARE(runs[0].id, qint64(0));
}

void TstStoreRollback::setTagsFailingAfterTheDelete()
{
    Run a = makeRun("freertos", {"old1", "old2"});
    QString err;
    QVERIFY2(m_store.saveRun(a, &err), qPrintable(err));
    QVERIFY(failOn(m_store, "INSERT ON run_tag", "NEW.tag = 'boom'"));
    // The old tags are deleted and "new" inserted before "boom" fails.
    QVERIFY(!m_store.setTags(a.id, {"new", "boom"}, &err));
    QCOMPARE(m_store.loadRun(a.id, false, false)->tags, QStringList({"old1", "old2"}));
}

void TstStoreRollback::deleteRunFailingAtTheCleanUp()
{
    Run a = makeRun("freertos", {"t"});
    QString err;
    QVERIFY2(m_store.saveRun(a, &err), qPrintable(err));
    QVERIFY(failOn(m_store, "DELETE ON configuration", "1"));
    // The run (with its cases and tags, by cascade) is deleted before the configuration
    // clean-up fails.
    QVERIFY(!m_store.deleteRun(a.id, &err));
    QVERIFY(m_store.loadRun(a.id, true, false).has_value());
    QCOMPARE(count(m_store, "SELECT count(*) FROM case_result"), 2);
    QCOMPARE(count(m_store, "SELECT count(*) FROM run_tag"), 1);
}

void TstStoreRollback::referenceImportFailingAtTheThirdRow()
{
    QVERIFY(m_store.references().empty()); // opened without the published references
    const QString meta = "SELECT count(*) FROM app_meta WHERE key = 'references_imported' "
                         "AND value LIKE 'skipped%'";
    QCOMPARE(count(m_store, meta), 1);
    // The published file has dozens of rows; the third insert fails.
    QVERIFY(failOn(m_store, "INSERT ON reference_result",
                   "(SELECT count(*) FROM reference_result) = 2"));
    QString err;
    QCOMPARE(m_store.importReferenceCsv(":/reference/published_results.csv", &err), -1);
    QVERIFY(!err.isEmpty());
    QCOMPARE(count(m_store, "SELECT count(*) FROM reference_result"), 0);
    QCOMPARE(count(m_store, "SELECT count(*) FROM configuration"), 0);
    QCOMPARE(count(m_store, meta), 1); // the record of the import is not changed either
}

void TstStoreRollback::storeStillWritesAfterwards()
{
    QVERIFY(failOn(m_store, "INSERT ON run_tag", "NEW.tag = 'boom'"));
    Run bad = makeRun("freertos", {"boom"});
    QString err;
    QVERIFY(!m_store.saveRun(bad, &err));
    // No transaction is left open: the next write commits and another connection sees it.
    Run good = makeRun("freertos", {"fine"});
    QVERIFY2(m_store.saveRun(good, &err), qPrintable(err));
    RunStore other;
    QVERIFY2(other.openForReading(m_dir.filePath("a.db"), &err), qPrintable(err));
    QCOMPARE(other.listRuns().size(), size_t(1));
}

QTEST_GUILESS_MAIN(TstStoreRollback)
#include "tst_store_rollback.moc"
