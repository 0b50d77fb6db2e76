// SPDX-License-Identifier: GPL-3.0-or-later
// OpenOCD's real error paths (we have no probe here): every interface fails with its own line,
// which must become a clear message; a bad configuration and a missing program too.
#include "acq/openocd_flasher.h"
#include "acq/serial_link.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

class TstOpenOcd : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_elf;

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable("openocd").isEmpty())
            QSKIP("openocd is not installed (scripts/install-deps.sh installs it)");
        m_elf = m_dir.filePath("fw.elf");
        QFile f(m_elf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not really an elf");
    }

    void arguments()
    {
        OpenOcdOptions o;
        o.probe = "stlink";
        const QStringList a = openOcdArguments(o, "/tmp/my fw.elf");
        // CPUTAPID is set before the target file reads it; the path is brace-quoted for Tcl.
        QCOMPARE(a, (QStringList{"-f", "interface/stlink.cfg", "-c", "set CPUTAPID 0x2ba01477",
                                 "-f", "target/stm32f1x.cfg", "-c",
                                 "program {/tmp/my fw.elf} verify reset exit"}));
    }

    void noProbe_data()
    {
        QTest::addColumn<QString>("probe");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cmsis-dap") << "cmsis-dap"
                                   << "no CMSIS-DAP probe found";
        QTest::newRow("stlink") << "stlink"
                                << "no ST-LINK probe found";
        QTest::newRow("jlink") << "jlink"
                               << "no J-Link probe found";
    }
    void noProbe()
    {
        QFETCH(QString, probe);
        QFETCH(QString, expected);
        OpenOcdOptions o;
        o.probe = probe;
        o.timeoutMs = 60000;
        const FlashResult r = flashWithOpenOcd(o, m_elf);
        QCOMPARE(r.outcome, FlashOutcome::NoProbe);
        QCOMPARE(r.exitCode, 1); // OpenOCD's own exit code
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QVERIFY(r.message.contains("udev"));
        QVERIFY(!r.output.isEmpty());
    }

    void badInterfaceConfig()
    {
        OpenOcdOptions o;
        o.probe = m_dir.filePath("nosuch-probe.cfg");
        const FlashResult r = flashWithOpenOcd(o, m_elf);
        QCOMPARE(r.outcome, FlashOutcome::ConfigNotFound);
        QVERIFY2(r.message.contains("nosuch-probe.cfg"), qPrintable(r.message));
    }

    void badTargetConfig()
    {
        OpenOcdOptions o;
        o.target = "target/gd32f1nosuch.cfg";
        const FlashResult r = flashWithOpenOcd(o, m_elf);
        // The interface file loads, the target file does not.
        QCOMPARE(r.outcome, FlashOutcome::ConfigNotFound);
        QVERIFY2(r.message.contains("gd32f1nosuch.cfg"), qPrintable(r.message));
    }

    void missingProgram()
    {
        OpenOcdOptions o;
        o.program = m_dir.filePath("bin/openocd");
        const FlashResult r = flashWithOpenOcd(o, m_elf);
        QCOMPARE(r.outcome, FlashOutcome::NotInstalled);
        QVERIFY(r.message.contains("was not found"));
    }

    void wrongTargetFromRealDummyAdapter()
    {
        // A real OpenOCD with the dummy adapter: the configuration parses, no target answers.
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start("openocd", {"-c", "adapter driver dummy", "-c", "transport select jtag", "-c",
                            "set CPUTAPID 0x2ba01477", "-f", "target/stm32f1x.cfg", "-c", "init",
                            "-c", "exit"});
        QVERIFY(p.waitForFinished(30000));
        const QString out = QString::fromLocal8Bit(p.readAll());
        const FlashResult r = diagnoseOpenOcd(OpenOcdOptions{}, out, p.exitCode());
        QCOMPARE(r.outcome, FlashOutcome::TargetMismatch);
        QVERIFY(r.message.contains("wiring"));
    }

    void verifyFailureText()
    {
        // OpenOCD 0.12's words for a verify mismatch (from its flash/nor/tcl.c).
        const QString out = "** Programming Finished **\n** Verify Started **\n"
                            "Error: checksum mismatch - attempting binary compare\n"
                            "** Verify Failed **\nshutdown command invoked\n";
        const FlashResult r = diagnoseOpenOcd(OpenOcdOptions{}, out, 1);
        QCOMPARE(r.outcome, FlashOutcome::VerifyFailed);
    }

    void serialPortErrors()
    {
        SerialLink link;
        QString error;
        QVERIFY(!link.open("/dev/ttyUSB-rtosbench-none", 115200, &error));
        QVERIFY2(error.contains("does not exist"), qPrintable(error));
        QVERIFY(!link.isOpen());
        error.clear();
        QVERIFY(!link.open("/dev/null", 0, &error));
        QVERIFY(error.contains("baud"));
        error.clear();
        QVERIFY(link.read(10, &error).isEmpty());
        QVERIFY(error.contains("not open"));
        // Listing must not crash with no ports present.
        const auto ports = SerialLink::listPorts();
        for (const SerialPortInfo &p : ports)
            QVERIFY(!p.name.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstOpenOcd)
#include "tst_openocd.moc"
