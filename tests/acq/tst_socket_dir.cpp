// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 31: a virtual-board run killed with SIGKILL left its socket directory behind. The next
// run removes a directory whose owner and child processes are gone (stale-lock style); the
// directory of a live process, one without an owner, another user's and a symbolic link stay.
#include "acq/socket_dir.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

namespace {

void makeDir(const QString &dir, const QString &owner, const QString &child = {})
{
    QVERIFY(QDir().mkpath(dir));
    QFile sock(dir + "/uart.sock");
    QVERIFY(sock.open(QIODevice::WriteOnly));
    if (!owner.isNull()) {
        QFile f(dir + "/owner");
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write((owner + "\n").toUtf8());
    }
    if (!child.isNull()) {
        QFile f(dir + "/child");
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write((child + "\n").toUtf8());
    }
}

// The id of a process that has ended (its start time makes a reuse of the id harmless).
QString deadIdentity()
{
    QProcess p;
    p.start("sleep", {"0"});
    p.waitForStarted();
    const QString id = rb::SocketDir::identity(p.processId());
    p.waitForFinished();
    return id;
}

} // namespace

class TestSocketDir : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void identityOfThisProcess()
    {
        const QString me = rb::SocketDir::identity(::getpid());
        QVERIFY2(me.split(' ').size() == 2, qPrintable(me)); // "PID START" on Linux
        QVERIFY(rb::SocketDir::alive(me));
        QVERIFY(!rb::SocketDir::alive(deadIdentity()));
        // The same id with another start time: a reused id, not the owner.
        QVERIFY(!rb::SocketDir::alive(QStringLiteral("%1 1").arg(::getpid())));
        QVERIFY(rb::SocketDir::alive(QStringLiteral("garbage"))); // unreadable: kept
    }

    void staleRemovedLiveKept()
    {
        QTemporaryDir base;
        QVERIFY(base.isValid());
        const QString b = base.path();
        QProcess child;
        child.start("sleep", {"30"});
        QVERIFY(child.waitForStarted());
        const QString dead = deadIdentity();
        makeDir(b + "/rtosbench-qemu-dead01", dead);
        makeDir(b + "/rtosbench-qemu-reuse1", QStringLiteral("%1 1").arg(::getpid()));
        makeDir(b + "/rtosbench-qemu-deadch", dead, deadIdentity());
        makeDir(b + "/rtosbench-qemu-live01", rb::SocketDir::identity(::getpid()));
        makeDir(b + "/rtosbench-qemu-orphan", dead, rb::SocketDir::identity(child.processId()));
        makeDir(b + "/rtosbench-qemu-noown1", QString());
        makeDir(b + "/other-dir", dead);
        QVERIFY(QFile::link(b + "/rtosbench-qemu-dead01", b + "/rtosbench-qemu-link01"));

        const QStringList removed = rb::SocketDir::removeStale(b);
        QCOMPARE(removed.size(), 3);
        QVERIFY(!QFileInfo::exists(b + "/rtosbench-qemu-dead01"));
        QVERIFY(!QFileInfo::exists(b + "/rtosbench-qemu-reuse1"));
        QVERIFY(!QFileInfo::exists(b + "/rtosbench-qemu-deadch"));
        QVERIFY(QFileInfo::exists(b + "/rtosbench-qemu-live01/uart.sock")); // a live owner
        QVERIFY(QFileInfo::exists(b + "/rtosbench-qemu-orphan/uart.sock")); // QEMU still runs
        QVERIFY(QFileInfo::exists(b + "/rtosbench-qemu-noown1/uart.sock")); // no owner: unknown
        QVERIFY(QFileInfo::exists(b + "/other-dir/uart.sock"));             // not ours
        child.kill();
        child.waitForFinished();
    }

    void ownDirectoryRecordsItsOwner()
    {
        QTemporaryDir base;
        qputenv("TMPDIR", base.path().toUtf8());
        QString path;
        {
            rb::SocketDir d;
            QVERIFY(d.isValid());
            path = d.path();
            QVERIFY(path.startsWith(base.path() + "/rtosbench-qemu-"));
            QFile owner(d.filePath("owner"));
            QVERIFY(owner.open(QIODevice::ReadOnly));
            QCOMPARE(QString::fromUtf8(owner.readAll()).trimmed(),
                     rb::SocketDir::identity(::getpid()));
            // A second run while this one lives keeps it.
            rb::SocketDir other;
            QVERIFY(QFileInfo::exists(path));
        }
        QVERIFY(!QFileInfo::exists(path)); // removed at the end of the run
        qunsetenv("TMPDIR");
    }
};

QTEST_GUILESS_MAIN(TestSocketDir)
#include "tst_socket_dir.moc"
