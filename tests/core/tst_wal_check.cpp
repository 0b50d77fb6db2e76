// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 31: does a WAL belong to its database file (store/wal_check.h)? WALs made by SQLite
// itself, copied with their file while the writing connection is still open (as a writer
// killed with SIGKILL leaves them):
//  - the file's own WAL belongs, before and after a passive checkpoint copied its frames into
//    the file (the file's page 1 is then one of the WAL's);
//  - the WAL of another database with the same history (identical pages 1) does not: the
//    databases' ids (application_id) differ; without ids, the change counters tell them apart
//    when the histories differ;
//  - a damaged frame ends the frames SQLite would replay, as in SQLite's recovery;
//  - a database without an id accepts the WAL of the transaction that gives it one.
#include "core/store/wal_check.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

namespace {

// A WAL-mode database at path with `rows` rows, written by a connection that stays open (no
// checkpoint), named `connection`.
QSqlDatabase writeDb(const QString &connection, const QString &path, int rows, int appId)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    if (!db.open())
        return db;
    QSqlQuery q(db);
    q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
    q.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"));
    q.exec(QStringLiteral("CREATE TABLE t(x TEXT)"));
    if (appId != 0)
        q.exec(QStringLiteral("PRAGMA application_id = %1").arg(appId));
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")); // the file holds the schema
    for (int i = 0; i < rows; ++i)
        q.exec(QStringLiteral("INSERT INTO t VALUES (hex(randomblob(900)))"));
    return db;
}

QByteArray pageOne(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(4096);
}

// Copies path and path-wal into dir (the writer is still open: a killed writer's leftovers).
QString copyPair(const QString &path, const QString &wal, const QString &dir)
{
    const QString to = dir + QStringLiteral("/copy.db");
    QFile::remove(to);
    QFile::remove(to + QStringLiteral("-wal"));
    QFile::copy(path, to);
    QFile::copy(wal, to + QStringLiteral("-wal"));
    return to;
}

} // namespace

class TstWalCheck : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ownWalBelongs();
    void otherDatabasesWal();
    void damagedFrameEndsTheWal();
    void identityBeingGiven();
    void noWal();

private:
    QTemporaryDir m_dir;
};

void TstWalCheck::ownWalBelongs()
{
    const QString a = m_dir.filePath(QStringLiteral("own.db"));
    {
        QSqlDatabase db = writeDb(QStringLiteral("own"), a, 20, 1234);
        QVERIFY(db.isOpen());
        const walcheck::WalContent wal = walcheck::readWal(a + QStringLiteral("-wal"));
        QVERIFY(wal.validHeader);
        QCOMPARE(wal.pageSize, 4096u);
        QVERIFY(wal.committedFrames >= 20);
        QVERIFY(!wal.pageOneFrames.empty());
        const auto why = walcheck::mismatch(wal, pageOne(a));
        QVERIFY2(!why, qPrintable(why.value_or(QString())));
        // A passive checkpoint copies the frames into the file and keeps the WAL: the file's
        // page 1 is now the WAL's last page 1.
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")));
        q.finish();
        const walcheck::WalContent after = walcheck::readWal(a + QStringLiteral("-wal"));
        QCOMPARE(after.committedFrames, wal.committedFrames);
        QVERIFY(pageOne(a) != walcheck::readWal(a + QStringLiteral("-wal")).pageOneFrames.front());
        const auto why2 = walcheck::mismatch(after, pageOne(a));
        QVERIFY2(!why2, qPrintable(why2.value_or(QString())));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("own"));
}

void TstWalCheck::otherDatabasesWal()
{
    // Two databases made the same way: their files' pages 1 are identical.
    const QString a = m_dir.filePath(QStringLiteral("twin-a.db"));
    const QString b = m_dir.filePath(QStringLiteral("twin-b.db"));
    const QString c = m_dir.filePath(QStringLiteral("noid-c.db"));
    const QString d = m_dir.filePath(QStringLiteral("noid-d.db"));
    {
        QSqlDatabase da = writeDb(QStringLiteral("a"), a, 10, 1111);
        QSqlDatabase db = writeDb(QStringLiteral("b"), b, 10, 2222);
        QSqlDatabase dc = writeDb(QStringLiteral("c"), c, 0, 0);
        QSqlDatabase dd = writeDb(QStringLiteral("d"), d, 8, 0);
        const walcheck::WalContent walB = walcheck::readWal(b + QStringLiteral("-wal"));
        auto why = walcheck::mismatch(walB, pageOne(a));
        QVERIFY(why);
        QVERIFY2(why->contains(QLatin1String("00000457")) &&
                     why->contains(QLatin1String("000008ae")),
                 qPrintable(*why)); // 1111 and 2222 in hex
        QVERIFY(!walcheck::mismatch(walB, pageOne(b)));
        // Without ids, a WAL that starts where the file stands cannot be told apart
        // (docs/database.md, "Limits")...
        const walcheck::WalContent walD = walcheck::readWal(d + QStringLiteral("-wal"));
        QVERIFY(!walD.pageOneFrames.empty()); // 8 rows grow the file: page 1 is written
        QVERIFY(!walcheck::mismatch(walD, pageOne(c)));
        // ... but one whose page 1 history does not contain the file's page 1 is refused: c is
        // written by three more connections, each reads page 1 anew and counts one up.
        dc.close();
        for (int round = 0; round < 3; ++round) {
            const QString name = QStringLiteral("c%1").arg(round);
            {
                QSqlDatabase w = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                w.setDatabaseName(c);
                QVERIFY(w.open());
                QSqlQuery q(w);
                QVERIFY(q.exec(QStringLiteral("INSERT INTO t VALUES (hex(randomblob(3000)))")));
                q.finish();
                w.close();
            }
            QSqlDatabase::removeDatabase(name);
        }
        why = walcheck::mismatch(walD, pageOne(c));
        QVERIFY2(why && why->contains(QLatin1String("change counter")),
                 qPrintable(why.value_or(QStringLiteral("accepted"))));
        // foreignWal on copies: the message names the WAL and what to do.
        const QString copy = copyPair(a, b + QStringLiteral("-wal"), m_dir.path());
        const auto refusal = walcheck::foreignWal(copy);
        QVERIFY(refusal);
        QVERIFY2(refusal->contains(QLatin1String("copy.db-wal does not belong to")) &&
                     refusal->contains(QLatin1String("Move")),
                 qPrintable(*refusal));
        const QString own = copyPair(a, a + QStringLiteral("-wal"), m_dir.path());
        QVERIFY(!walcheck::foreignWal(own));
        for (QSqlDatabase *x : {&da, &db, &dc, &dd})
            x->close();
    }
    for (const char *n : {"a", "b", "c", "d"})
        QSqlDatabase::removeDatabase(QString::fromLatin1(n));
}

void TstWalCheck::damagedFrameEndsTheWal()
{
    const QString a = m_dir.filePath(QStringLiteral("dmg.db"));
    {
        QSqlDatabase db = writeDb(QStringLiteral("dmg"), a, 6, 77);
        const QString copy = copyPair(a, a + QStringLiteral("-wal"), m_dir.path());
        const int frames = walcheck::readWal(copy + QStringLiteral("-wal")).committedFrames;
        QVERIFY(frames >= 6);
        QFile f(copy + QStringLiteral("-wal"));
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 third = 32 + 2 * (24 + 4096) + 24 + 100; // inside the third frame's page
        f.seek(third);
        char ch = 0;
        f.getChar(&ch);
        f.seek(third);
        f.putChar(char(ch ^ 0x5a));
        f.close();
        const walcheck::WalContent wal = walcheck::readWal(copy + QStringLiteral("-wal"));
        QVERIFY(wal.validHeader);
        QVERIFY2(wal.committedFrames <= 2, qPrintable(QString::number(wal.committedFrames)));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("dmg"));
}

void TstWalCheck::identityBeingGiven()
{
    const QString a = m_dir.filePath(QStringLiteral("giving.db"));
    {
        QSqlDatabase db = writeDb(QStringLiteral("giving"), a, 0, 0);
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA application_id = 4242")));
        q.finish();
        const walcheck::WalContent wal = walcheck::readWal(a + QStringLiteral("-wal"));
        QVERIFY(!wal.pageOneFrames.empty());
        const auto why = walcheck::mismatch(wal, pageOne(a));
        QVERIFY2(!why, qPrintable(why.value_or(QString())));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("giving"));
}

void TstWalCheck::noWal()
{
    QVERIFY(!walcheck::readWal(m_dir.filePath(QStringLiteral("none-wal"))).exists);
    QVERIFY(!walcheck::foreignWal(m_dir.filePath(QStringLiteral("none.db"))));
    // Not a WAL at all: SQLite ignores it, so does the check.
    QFile f(m_dir.filePath(QStringLiteral("junk.db-wal")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(4096, 'x'));
    f.close();
    QVERIFY(!walcheck::readWal(f.fileName()).validHeader);
}

QTEST_GUILESS_MAIN(TstWalCheck)
#include "tst_wal_check.moc"
