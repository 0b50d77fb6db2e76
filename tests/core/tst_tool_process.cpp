// SPDX-License-Identifier: GPL-3.0-or-later
// ToolProcess, the one process runner (issue 22 item 2: the acquisition's runTool folded into
// it): merged output with each line handed out as it arrives, separate channels, a cancel flag,
// a timeout, a program that does not start. Real processes (/bin/sh), no timing assertions.
#include "core/kernels/tool_process.h"

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
};

QTEST_GUILESS_MAIN(TstToolProcess)
#include "tst_tool_process.moc"
