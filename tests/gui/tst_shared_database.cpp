// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 21: the GUI on a shared PostgreSQL database. The connection dialog remembers the URL and
// never a password; the main window offers File › Open shared database…; a GUI that is open sees
// the runs another process (rtosbench-cli) stored after it opened the database.
// The PostgreSQL part needs a server: tests/cli/test_db_postgresql.sh starts one and runs this
// test with RB_TEST_PG_URL set; without it that part is skipped.
#include "core/store/run_store.h"
#include "gui/main_window.h"
#include "gui/shared_database_dialog.h"
#include "gui/workbench_state.h"

#include <QAction>
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace rb;

class TstSharedDatabase : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void dialogRemembersUrlWithoutPassword();
    void guiSeesRunsOfAnotherProcess();
};

void TstSharedDatabase::dialogRemembersUrlWithoutPassword()
{
    QSettings().remove(QStringLiteral("database/sharedUrl"));
    const QByteArray before = qgetenv("PGPASSWORD");
    {
        SharedDatabaseDialog d;
        d.setUrl(QStringLiteral("postgresql://student01@lab.example:6543/rtosbench_lab"));
        QCOMPARE(d.url(), QStringLiteral("postgresql://student01@lab.example:6543/rtosbench_lab"));
        d.findChild<QLineEdit *>(QStringLiteral("password"))->setText(QStringLiteral("s3cret"));
        d.accept();
    }
    const QString stored = QSettings().value(QStringLiteral("database/sharedUrl")).toString();
    QCOMPARE(stored, QStringLiteral("postgresql://student01@lab.example:6543/rtosbench_lab"));
    QVERIFY(!stored.contains(QStringLiteral("s3cret")));
    QSettings settings;
    for (const QString &key : settings.allKeys())
        QVERIFY2(!settings.value(key).toString().contains(QStringLiteral("s3cret")),
                 qPrintable(key));
    QCOMPARE(qgetenv("PGPASSWORD"), QByteArray("s3cret")); // this session only
    qputenv("PGPASSWORD", before);
    // A new dialog starts from the remembered URL.
    SharedDatabaseDialog again;
    QCOMPARE(again.url(), stored);
    MainWindow w;
    auto *action = w.findChild<QAction *>(QStringLiteral("actionOpenSharedDatabase"));
    QVERIFY(action);
    QVERIFY(action->text().contains(QStringLiteral("shared")));
}

void TstSharedDatabase::guiSeesRunsOfAnotherProcess()
{
    const QString url = qEnvironmentVariable("RB_TEST_PG_URL");
    if (url.isEmpty())
        QSKIP("RB_TEST_PG_URL is not set (tests/cli/test_db_postgresql.sh sets it)");
    const QString cli = QStringLiteral(RB_BINARY_DIR "/src/cli/rtosbench-cli");
    const QString cap = QStringLiteral(RB_TEST_DATA "/captures/qemu-netduino2-baremetal.cap");
    WorkbenchState state;
    {
        auto store = std::make_unique<RunStore>();
        QString err;
        QVERIFY2(store->open(url, &err), qPrintable(err));
        state.setStore(std::move(store));
    }
    const size_t before = state.runs().size();
    QVERIFY(!state.reloadIfChangedElsewhere()); // nothing new yet
    QProcess p;
    p.start(cli, {QStringLiteral("--db"), url, QStringLiteral("import-log"), cap});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(state.reloadIfChangedElsewhere()); // what the 2 s poll does
    QCOMPARE(state.runs().size(), before + 1);
}

QTEST_MAIN(TstSharedDatabase)
#include "tst_shared_database.moc"
