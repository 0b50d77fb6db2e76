// SPDX-License-Identifier: GPL-3.0-or-later
// Databases from others (issue 19): a database with a trigger that rewrites samples on insert,
// a view, or tables that are not ours is refused, naming what is wrong, and left untouched; a
// connection runs with trusted_schema off.
#include "core/store/run_store.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

namespace {

bool rawExec(const QString &path, const QStringList &sql)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "raw");
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString &s : sql)
            ok = ok && q.exec(s);
        db.close();
    }
    QSqlDatabase::removeDatabase("raw");
    return ok;
}

QByteArray digest(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

QString made(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    RunStore s;
    QString err;
    if (!s.open(path, &err, false))
        qWarning("%s", qPrintable(err));
    return path;
}

} // namespace

class TstStoreForeign : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ourOwnDatabaseOpens()
    {
        QTemporaryDir dir;
        const QString path = made(dir, "ok.db");
        RunStore s;
        QString err;
        QVERIFY2(s.open(path, &err), qPrintable(err));
        QSqlQuery q(s.database());
        QVERIFY(q.exec("PRAGMA trusted_schema") && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        s.close();
        QVERIFY2(s.openForReading(path, &err), qPrintable(err));
    }

    void triggerThatRewritesSamplesIsRefused()
    {
        QTemporaryDir dir;
        const QString path = made(dir, "trigger.db");
        QVERIFY(rawExec(path, {"CREATE TRIGGER rewrite_samples AFTER INSERT ON case_result "
                               "BEGIN UPDATE case_result SET samples = x'' WHERE id = new.id; "
                               "END"}));
        const QByteArray before = digest(path);
        RunStore s;
        QString err;
        QVERIFY(!s.open(path, &err));
        QVERIFY2(err.contains("trigger rewrite_samples"), qPrintable(err));
        QVERIFY(!s.isOpen());
        QVERIFY(!s.openForReading(path, &err));
        QVERIFY2(err.contains("trigger rewrite_samples"), qPrintable(err));
        QCOMPARE(digest(path), before); // untouched
    }

    void viewIsRefused()
    {
        QTemporaryDir dir;
        const QString path = made(dir, "view.db");
        QVERIFY(rawExec(path, {"CREATE VIEW shadow AS SELECT * FROM run"}));
        RunStore s;
        QString err;
        QVERIFY(!s.open(path, &err));
        QVERIFY2(err.contains("view shadow"), qPrintable(err));
    }

    void tablesThatAreNotOursAreRefused()
    {
        QTemporaryDir dir;
        const QString path = made(dir, "cols.db");
        QVERIFY(rawExec(
            path, {"ALTER TABLE run ADD COLUMN payload TEXT", "CREATE TABLE extra (x INTEGER)"}));
        RunStore s;
        QString err;
        QVERIFY(!s.open(path, &err));
        QVERIFY2(err.contains("unknown column run.payload"), qPrintable(err));
        QVERIFY2(err.contains("unknown table extra"), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TstStoreForeign)
#include "tst_store_foreign.moc"
