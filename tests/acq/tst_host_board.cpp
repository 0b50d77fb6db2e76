// SPDX-License-Identifier: GPL-3.0-or-later
// HostBoard on ToolProcess (issue 33 item 4): the firmware's standard output arrives in order
// through onBytes and into the capture, its standard error is the diagnostics, a firmware that
// falls silent is killed by the idle timeout, a cancel stops it, an exit code is the board's.
// Stand-in firmwares are /bin/sh scripts; no timing assertions.
#include "acq/host_board.h"

#include <QtTest>

#include <atomic>

using namespace rb;

class TstHostBoard : public QObject {
    Q_OBJECT

    static FirmwareManifest script(const QTemporaryDir &dir, const QString &body)
    {
        FirmwareManifest m;
        m.dir = dir.path();
        m.runCommand = {QStringLiteral("/bin/sh"), QStringLiteral("-c"), body};
        return m;
    }

private Q_SLOTS:
    void bytesInOrderStderrApart()
    {
        QTemporaryDir dir;
        QByteArray seen;
        BoardRunOptions o;
        o.onBytes = [&seen](const QByteArray &b) {
            seen += b;
            return true;
        };
        const BoardResult r = HostBoard().run(
            script(dir, QStringLiteral("echo HELLO; echo oops >&2; echo DONE; exit 3")), o);
        QVERIFY(r.started);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.error.contains(QStringLiteral("exited with code 3")), qPrintable(r.error));
        QCOMPARE(seen, QByteArray("HELLO\nDONE\n"));
        QCOMPARE(r.capture, seen);
        QCOMPARE(r.diagnostics.trimmed(), QStringLiteral("oops"));
    }

    void silentFirmwareIsKilled()
    {
        QTemporaryDir dir;
        BoardRunOptions o;
        o.idleTimeoutMs = 300;
        const BoardResult r =
            HostBoard().run(script(dir, QStringLiteral("echo HELLO; sleep 60")), o);
        QVERIFY(r.timedOut);
        QVERIFY(!r.finished);
        QVERIFY2(r.error.contains(QStringLiteral("did not finish in time")), qPrintable(r.error));
        QCOMPARE(r.capture, QByteArray("HELLO\n")); // kept
    }

    void cancelStopsIt()
    {
        QTemporaryDir dir;
        std::atomic_bool cancel{false};
        BoardRunOptions o;
        o.cancel = &cancel;
        o.onBytes = [&cancel](const QByteArray &) {
            cancel = true; // the user presses Cancel once the first bytes are in
            return true;
        };
        const BoardResult r =
            HostBoard().run(script(dir, QStringLiteral("echo HELLO; sleep 60")), o);
        QVERIFY(r.cancelled);
        QVERIFY(!r.finished);
        QVERIFY2(r.error.contains(QStringLiteral("cancelled")), qPrintable(r.error));
        QCOMPARE(r.capture, QByteArray("HELLO\n"));
    }

    void cancelledBeforeItStarts()
    {
        // The GUI's Cancel can come before the board starts its program: still "cancelled"
        // (the explain and audit panels showed "QEMU could not be started: " for it once).
        QTemporaryDir dir;
        const std::atomic_bool cancel{true};
        BoardRunOptions o;
        o.cancel = &cancel;
        const BoardResult r = HostBoard().run(script(dir, QStringLiteral("echo HELLO")), o);
        QVERIFY(r.cancelled);
        QVERIFY(!r.finished);
        QVERIFY2(r.error.contains(QStringLiteral("cancelled")), qPrintable(r.error));
    }

    void missingFirmwareSaysSo()
    {
        QTemporaryDir dir;
        FirmwareManifest m;
        m.dir = dir.path();
        m.runCommand = {dir.filePath(QStringLiteral("no-such-firmware"))};
        const BoardResult r = HostBoard().run(m, BoardRunOptions());
        QVERIFY(!r.started);
        QVERIFY2(r.error.contains(QStringLiteral("could not be started")), qPrintable(r.error));
    }
};

QTEST_GUILESS_MAIN(TstHostBoard)
#include "tst_host_board.moc"
