// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 11: two rtosbench processes on one database. The GUI side (this process) holds its
// connection through WorkbenchState, stores runs through a RunController on the virtual board
// and through second in-process stores (as the Labs tab and the report export open their own),
// while a separate rtosbench-cli process reads and writes the same file in a loop. Before the
// fix, every in-process open read the file header with a QFile whose close dropped this
// process's SQLite locks: the CLI then deleted the WAL under the GUI's connection and the file
// ended corrupt or a run was lost.
#include "acq/run_controller.h"
#include "core/protocol/capture_assembler.h"
#include "core/store/run_store.h"
#include "gui/workbench_state.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

namespace {

QString cliPath()
{
    return QStringLiteral(RB_BINARY_DIR "/src/cli/rtosbench-cli");
}

QString capturePath()
{
    return QStringLiteral(RB_TEST_DATA "/captures/qemu-netduino2-baremetal.cap");
}

// Every descriptor of this process that points at a deleted -wal or -shm file.
QStringList deletedWalDescriptors()
{
    QStringList out;
    const QDir fds(QStringLiteral("/proc/self/fd"));
    for (const QString &fd : fds.entryList(QDir::NoDotAndDotDot | QDir::System | QDir::Files)) {
        const QString target = QFile::symLinkTarget(fds.filePath(fd));
        if ((target.contains(QLatin1String("-wal")) || target.contains(QLatin1String("-shm"))) &&
            target.endsWith(QLatin1String("(deleted)")))
            out << target;
    }
    return out;
}

Run capturedRun()
{
    QFile f(capturePath());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    CaptureAssembler a;
    a.feed(f.readAll());
    Run r = a.finish();
    r.experiment = QStringLiteral("gui-side");
    return r;
}

QString scalar(RunStore &store, const QString &sql)
{
    QSqlQuery q(store.database());
    if (!q.exec(sql) || !q.next())
        return QStringLiteral("<error>");
    return q.value(0).toString();
}

} // namespace

class TstDbConcurrency : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void guiAndCliTogether();
    void readersNeverCreateOrMigrate();
};

void TstDbConcurrency::guiAndCliTogether()
{
    if (!QFile::exists(cliPath()))
        QSKIP("rtosbench-cli is not built");
    QTemporaryDir dir;
    const QString db = dir.filePath("shared.db");

    // The GUI's own connection, held for the whole test.
    WorkbenchState state;
    {
        auto store = std::make_unique<RunStore>();
        QString err;
        QVERIFY2(store->open(db, &err), qPrintable(err));
        state.setStore(std::move(store));
    }

    // The other process: reads and writes the same file in a loop.
    const int cliRounds = 12;
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral("bash"),
              {QStringLiteral("-c"),
               QStringLiteral("set -e; for i in $(seq %1); do \"$0\" --db \"$1\" runs >/dev/null; "
                              "\"$0\" --db \"$1\" import-log \"$2\" >/dev/null; "
                              "\"$0\" --db \"$1\" stats 1 >/dev/null || true; done")
                   .arg(cliRounds),
               cliPath(), db, capturePath()});
    QVERIFY(cli.waitForStarted());

    int guiStored = 0;
    QStringList deleted;
    // In-process second stores (a lab, a report, a run controller each open their own).
    const Run model = capturedRun();
    QVERIFY(!model.cases.empty());
    for (int i = 0; i < 15; ++i) {
        RunStore second;
        QString err;
        QVERIFY2(second.open(db, &err), qPrintable(err));
        Run r = model;
        QVERIFY2(second.saveRun(r, &err), qPrintable(err));
        ++guiStored;
        second.close();
        // and the GUI's own connection writes too
        Run own = model;
        QVERIFY2(state.store()->saveRun(own, &err), qPrintable(err));
        ++guiStored;
        deleted << deletedWalDescriptors();
        QTest::qWait(20);
    }

    // A real run on the virtual board through the GUI's RunController (when the tools exist).
    const bool haveQemu = !QStandardPaths::findExecutable("arm-none-eabi-gcc").isEmpty() &&
                          !QStandardPaths::findExecutable("qemu-system-arm").isEmpty();
    if (haveQemu) {
        BuildRequest req;
        req.board = "qemu";
        req.kernel = "baremetal";
        req.opt = "-Os";
        req.timer = "icount";
        req.iterations = 200;
        req.warmup = 20;
        RunControllerOptions o;
        o.dbPath = db;
        o.cacheDir = dir.filePath("fw-cache");
        o.experimentName = "gui-controller";
        o.timeoutMs = 120000;
        RunController c(o, {req, req});
        c.run();
        for (qint64 id : c.storedRunIds())
            QVERIFY(id > 0);
        QCOMPARE(int(c.storedRunIds().size()), 2);
        QCOMPARE(c.failedCount(), 0);
        guiStored += 2;
        deleted << deletedWalDescriptors();
    } else {
        qWarning("arm-none-eabi-gcc or qemu-system-arm missing: the RunController part is not run");
    }

    QVERIFY2(cli.waitForFinished(240000), "the CLI loop did not finish");
    const QByteArray cliOut = cli.readAll();
    QVERIFY2(cli.exitCode() == 0, cliOut.constData());
    deleted << deletedWalDescriptors();
    QVERIFY2(deleted.isEmpty(), qPrintable(deleted.join('\n')));

    RunStore &store = *state.store();
    QCOMPARE(scalar(store, "PRAGMA integrity_check"), QStringLiteral("ok"));
    QCOMPARE(scalar(store, "SELECT count(*) FROM run").toInt(), guiStored + cliRounds);
    QCOMPARE(scalar(store, "SELECT count(*) FROM run WHERE experiment = 'gui-side'").toInt(), 30);
    // The GUI shows the other process's runs once it looks again (its 2 s timer does this).
    QVERIFY(state.reloadIfChangedElsewhere() || int(state.runs().size()) == guiStored + cliRounds);
    QCOMPARE(int(state.runs().size()), guiStored + cliRounds);
    // Every stored run loads with its samples.
    for (const RunRow &row : state.runs()) {
        QString why;
        QVERIFY2(store.loadRun(row.id, true, true, &why).has_value(), qPrintable(why));
    }
}

void TstDbConcurrency::readersNeverCreateOrMigrate()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath("missing.db");
    RunStore s;
    QString err;
    QVERIFY(!s.openForReading(missing, &err));
    QVERIFY2(err.contains("no database"), qPrintable(err));
    QVERIFY(!QFile::exists(missing)); // not created

    // An empty file is not read as a database and stays empty.
    const QString empty = dir.filePath("empty.db");
    QFile(empty).open(QIODevice::WriteOnly);
    QVERIFY(!s.openForReading(empty, &err));
    QVERIFY2(err.contains("empty"), qPrintable(err));
    QCOMPARE(QFileInfo(empty).size(), 0);

    // A database made by a writer reads fine, and the reader cannot write.
    const QString good = dir.filePath("good.db");
    {
        RunStore w;
        QVERIFY2(w.open(good, &err), qPrintable(err));
    }
    QVERIFY2(s.openForReading(good, &err), qPrintable(err));
    QVERIFY(s.listRuns().empty());
    Run r = capturedRun();
    QVERIFY(!s.saveRun(r, &err));
}

QTEST_MAIN(TstDbConcurrency)
#include "tst_db_concurrency.moc"
