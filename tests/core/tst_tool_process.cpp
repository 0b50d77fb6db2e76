// SPDX-License-Identifier: GPL-3.0-or-later
// ToolProcess, the one process runner (issue 22 item 2: the acquisition's runTool folded into
// it): merged output with each line handed out as it arrives, separate channels, a cancel flag,
// a timeout, a program that does not start; since issue 33 item 4 (every process through it):
// the byte callback in order beside a separate standard error, the idle timeout, the output cap,
// the caller-driven start/step/stop of a long-running program, the explicit environment, how a
// program ended. Real processes (/bin/sh), no timing assertions.
#include "core/process/tool_process.h"

#include <QtTest>

#include <atomic>
#include <thread>

using namespace rb;

class TstToolProcess : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mergedOutputGivesEveryLine()
    {
        QStringList lines;
        ToolOptions o;
        o.mergeChannels = true;
        o.onLine = [&lines](const QString &l) { lines << l; };
        const ToolResult r = ToolProcess::run(
            QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"), QStringLiteral("echo one; echo two >&2; printf three; exit 3")},
            o);
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.error.isEmpty());
        QCOMPARE(lines, (QStringList{"one", "two", "three"})); // the last without a newline
        QCOMPARE(QString::fromLocal8Bit(r.out), QStringLiteral("one\ntwo\nthree"));
        QVERIFY(r.err.isEmpty());
    }

    void separateChannels()
    {
        const ToolResult r =
            ToolProcess::run(QStringLiteral("/bin/sh"),
                             {QStringLiteral("-c"), QStringLiteral("echo out; echo err >&2")});
        QVERIFY(r.ok());
        QCOMPARE(r.out, QByteArray("out\n"));
        QCOMPARE(r.err, QStringLiteral("err"));
    }

    void workingDirectory()
    {
        QTemporaryDir dir;
        ToolOptions o;
        o.workingDir = dir.path();
        const ToolResult r = ToolProcess::run(QStringLiteral("/bin/pwd"), {}, o);
        QVERIFY(r.ok());
        QCOMPARE(QFileInfo(QString::fromLocal8Bit(r.out).trimmed()).canonicalFilePath(),
                 QFileInfo(dir.path()).canonicalFilePath());
    }

    void cancelFlagKillsTheProgram()
    {
        std::atomic_bool cancel{false};
        ToolOptions o;
        o.cancel = &cancel;
        o.mergeChannels = true;
        o.onLine = [&cancel](const QString &) { cancel = true; }; // stop at its first line
        const ToolResult r =
            ToolProcess::run(QStringLiteral("/bin/sh"),
                             {QStringLiteral("-c"), QStringLiteral("echo go; sleep 60")}, o);
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.error.contains(QStringLiteral("cancelled")), qPrintable(r.error));
        // Already cancelled: the program is not started at all.
        const ToolResult again = ToolProcess::run(QStringLiteral("/bin/true"), {}, o);
        QCOMPARE(again.exitCode, -1);
        QVERIFY2(again.error.contains(QStringLiteral("cancelled")), qPrintable(again.error));
    }

    void timeoutKillsTheProgram()
    {
        ToolOptions o;
        o.timeoutMs = 200;
        const ToolResult r =
            ToolProcess::run(QStringLiteral("/bin/sleep"), {QStringLiteral("60")}, o);
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.error.contains(QStringLiteral("did not finish")), qPrintable(r.error));
    }

    void missingProgramSaysSo()
    {
        const ToolResult r = ToolProcess::run(QStringLiteral("/nonexistent/rb-no-such-tool"), {});
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.error.contains(QStringLiteral("rb-no-such-tool")), qPrintable(r.error));
    }

    void byteCallbackInOrderBesideSeparateStderr()
    {
        QByteArray streamed;
        int chunks = 0;
        ToolOptions o;
        o.onOutput = [&](const QByteArray &chunk) {
            streamed += chunk;
            ++chunks;
            return true;
        };
        const ToolResult r = ToolProcess::run(
            QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"),
             QStringLiteral("i=0; while [ $i -lt 40 ]; do echo out$i; echo err$i >&2; "
                            "i=$((i+1)); sleep 0.01; done")},
            o);
        QCOMPARE(r.end, ToolEnd::Exited);
        QVERIFY(r.ok());
        QByteArray expected, expectedErr;
        for (int i = 0; i < 40; ++i) {
            expected += "out" + QByteArray::number(i) + '\n';
            expectedErr += "err" + QByteArray::number(i) + '\n';
        }
        QCOMPARE(streamed, expected); // every byte, in order, once
        QVERIFY(chunks >= 1);
        QVERIFY(r.out.isEmpty());                                    // streamed output is not kept
        QCOMPARE(r.err, QString::fromLatin1(expectedErr).trimmed()); // stderr kept apart
    }

    void idleTimeoutFiresAndSaysSo()
    {
        ToolOptions o;
        o.idleTimeoutMs = 300;
        o.timeoutMs = 120000;
        const ToolResult r =
            ToolProcess::run(QStringLiteral("/bin/sh"),
                             {QStringLiteral("-c"), QStringLiteral("echo hi; sleep 60")}, o);
        QCOMPARE(r.end, ToolEnd::Idle);
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.error.contains(QStringLiteral("gave no output")), qPrintable(r.error));
        QCOMPARE(r.out, QByteArray("hi\n")); // what came before is kept
    }

    void outputCapKillsAndCuts()
    {
        ToolOptions o;
        o.maxOutputBytes = 4096;
        o.timeoutMs = 60000; // without the cap: killed by the timeout instead
        const ToolResult r = ToolProcess::run(
            QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"), QStringLiteral("while :; do echo xxxxxxxxxxxxxxxx; done")}, o);
        QCOMPARE(r.end, ToolEnd::TooMuchOutput);
        QCOMPARE(r.exitCode, -1);
        QVERIFY(r.out.size() <= 4096);
        QVERIFY2(r.error.contains(QStringLiteral("4096")), qPrintable(r.error));
        // Output handed to onOutput is the caller's: not counted against the cap.
        qint64 streamed = 0;
        o.onOutput = [&streamed](const QByteArray &c) {
            streamed += c.size();
            return true;
        };
        const ToolResult s =
            ToolProcess::run(QStringLiteral("/bin/sh"),
                             {QStringLiteral("-c"), QStringLiteral("head -c 100000 /dev/zero")}, o);
        QCOMPARE(s.end, ToolEnd::Exited);
        QCOMPARE(streamed, qint64(100000));
    }

    void stepCancelAndStop()
    {
        std::atomic_bool cancel{false};
        ToolOptions o;
        o.cancel = &cancel;
        o.mergeChannels = true;
        ToolProcess p(QStringLiteral("/bin/sh"),
                      {QStringLiteral("-c"), QStringLiteral("echo ready; sleep 60")}, o);
        QVERIFY(p.start());
        QVERIFY(p.processId() > 0);
        while (p.step(50) && !p.result().out.contains("ready")) {
        }
        QVERIFY(p.running());
        cancel = true;
        QVERIFY(!p.step(0)); // the flag is seen at the next step: killed
        QVERIFY(!p.running());
        const ToolResult r = p.finish();
        QCOMPARE(r.end, ToolEnd::Cancelled);
        QVERIFY2(r.error.contains(QStringLiteral("cancelled")), qPrintable(r.error));
        QCOMPARE(r.out, QByteArray("ready\n"));

        ToolProcess q(QStringLiteral("/bin/sleep"), {QStringLiteral("60")}, ToolOptions());
        QVERIFY(q.start());
        QVERIFY(q.step(0));
        q.stop();
        QCOMPARE(q.finish().end, ToolEnd::Stopped);
    }

    void howItEnded()
    {
        const ToolResult exited = ToolProcess::run(
            QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("exit 4")});
        QCOMPARE(exited.end, ToolEnd::Exited);
        QCOMPARE(exited.exitCode, 4);
        const ToolResult crashed = ToolProcess::run(
            QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("kill -SEGV $$")});
        QCOMPARE(crashed.end, ToolEnd::Crashed);
        QCOMPARE(crashed.exitCode, -1);
        const ToolResult missing = ToolProcess::run(QStringLiteral("/nonexistent/rb-no-tool"), {});
        QCOMPARE(missing.end, ToolEnd::NotStarted);
        QVERIFY(!missing.systemError.isEmpty());
    }

    void environmentIsWhatTheCallerSays()
    {
        qputenv("RB_TOOL_PROCESS_OURS", "1");
        ToolOptions o;
        o.env = ToolEnvironment::only({QStringLiteral("PATH")});
        o.env.set(QStringLiteral("RB_GIVEN"), QStringLiteral("yes"));
        const ToolResult only = ToolProcess::run(QStringLiteral("/usr/bin/env"), {}, o);
        o.env = ToolEnvironment::inherited().unset(QStringLiteral("PATH"));
        const ToolResult inherited = ToolProcess::run(QStringLiteral("/usr/bin/env"), {}, o);
        qunsetenv("RB_TOOL_PROCESS_OURS");
        QVERIFY(only.ok());
        const QStringList vars = QString::fromLocal8Bit(only.out).split('\n', Qt::SkipEmptyParts);
        QVERIFY2(vars.contains(QStringLiteral("RB_GIVEN=yes")), qPrintable(vars.join(' ')));
        QVERIFY(!vars.filter(QRegularExpression(QStringLiteral("^PATH="))).isEmpty());
        QCOMPARE(vars.size(), 2); // nothing else of ours
        QVERIFY(inherited.ok());
        QVERIFY(inherited.out.contains("RB_TOOL_PROCESS_OURS=1"));
        QVERIFY(!inherited.out.contains("\nPATH=") && !inherited.out.startsWith("PATH="));
    }

    void nullStdinGivesEndOfFile()
    {
        ToolOptions o;
        o.nullStdin = true;
        o.timeoutMs = 60000;
        const ToolResult r = ToolProcess::run(QStringLiteral("/bin/cat"), {}, o);
        QCOMPARE(r.end, ToolEnd::Exited); // without it, cat waits on our pipe until the timeout
        QVERIFY(r.ok());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstToolProcess)
#include "tst_tool_process.moc"
