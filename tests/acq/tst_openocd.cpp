// SPDX-License-Identifier: GPL-3.0-or-later
// OpenOCD's real error paths (we have no probe here): every interface fails with its own line,
// which must become a clear message; a bad configuration and a missing program too.
#include "acq/board_registry.h"
#include "acq/firmware_manifest.h"
#include "acq/openocd_flasher.h"
#include "acq/serial_link.h"

#include <QProcess>
#include <QRegularExpression>
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
    // Only the tests that run OpenOCD need it; the pure ones run everywhere.
#define RB_REQUIRE_OPENOCD()                                                                       \
    if (QStandardPaths::findExecutable("openocd").isEmpty())                                       \
    QSKIP("openocd is not installed (scripts/install-deps.sh installs it)")

    void initTestCase()
    {
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
        // Transport after the interface file; CPUTAPID (0: not checked) before the target file
        // reads it; the path is brace-quoted for Tcl.
        QCOMPARE(a, (QStringList{"-f", "interface/stlink.cfg", "-c", "transport select hla_swd",
                                 "-c", "set CPUTAPID 0", "-f", "target/stm32f1x.cfg", "-c",
                                 "program {/tmp/my fw.elf} verify reset exit"}));
        // The speed comes after the target file (which sets its own 1000 kHz); a bare target
        // name from Settings becomes its file; a user's TAP id is passed on.
        o.probe = "jlink";
        o.adapterKhz = 4000;
        o.target = "stm32f1x";
        o.cpuTapId = "0x1ba01477";
        QCOMPARE(openOcdSetupArguments(o),
                 (QStringList{"-f", "interface/jlink.cfg", "-c", "transport select swd", "-c",
                              "set CPUTAPID 0x1ba01477", "-f", "target/stm32f1x.cfg", "-c",
                              "adapter speed 4000"}));
    }

    // Issue 18: for every probe the generated set-up parses in the real OpenOCD, selects SWD
    // (J-Link's interface file would pick JTAG by itself) and keeps the asked speed (the target
    // file's 1000 kHz used to win). "shutdown" before "init" needs no hardware.
    void setupParsesInRealOpenOcd_data()
    {
        QTest::addColumn<QString>("probe");
        QTest::addColumn<QString>("transport");
        QTest::newRow("cmsis-dap") << "cmsis-dap"
                                   << "swd";
        QTest::newRow("stlink") << "stlink"
                                << "hla_swd";
        QTest::newRow("jlink") << "jlink"
                               << "swd";
    }
    void setupParsesInRealOpenOcd()
    {
        RB_REQUIRE_OPENOCD();
        QFETCH(QString, probe);
        QFETCH(QString, transport);
        OpenOcdOptions o;
        o.probe = probe;
        o.adapterKhz = 4000;
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start("openocd",
                openOcdSetupArguments(o) + QStringList{"-c", "transport list", "-c", "shutdown"});
        QVERIFY(p.waitForFinished(30000));
        const QString out = QString::fromLocal8Bit(p.readAll());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, qPrintable(out));
        QVERIFY2(out.contains(QRegularExpression("^" + transport + "$",
                                                 QRegularExpression::MultilineOption)),
                 qPrintable(out));
        QVERIFY2(out.contains("adapter speed: 4000 kHz"), qPrintable(out));
        QVERIFY2(!out.contains("1000 kHz"), qPrintable(out));
    }

    // The serial port is opened at the firmware's baud (manifest), not the settings'.
    void gd32UsesTheManifestBaud()
    {
        BoardSettings s;
        s.serialPort = "/dev/ttyUSB-rtosbench-none";
        s.baud = 115200;
        std::unique_ptr<Board> b = makeBoard("gd32f103", s);
        QVERIFY(b);
        FirmwareManifest m;
        m.elfPath = m_elf;
        m.conditions.insert("baud", 230400);
        QStringList status;
        BoardRunOptions opt;
        opt.onStatus = [&status](int, const QString &line) { status << line; };
        const BoardResult r = b->run(m, opt);
        QVERIFY(!r.started);
        QVERIFY2(r.error.contains("does not exist"), qPrintable(r.error));
        QVERIFY2(status.join('\n').contains("230400"), qPrintable(status.join('\n')));
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
        RB_REQUIRE_OPENOCD();
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
        RB_REQUIRE_OPENOCD();
        OpenOcdOptions o;
        o.probe = m_dir.filePath("nosuch-probe.cfg");
        const FlashResult r = flashWithOpenOcd(o, m_elf);
        QCOMPARE(r.outcome, FlashOutcome::ConfigNotFound);
        QVERIFY2(r.message.contains("nosuch-probe.cfg"), qPrintable(r.message));
    }

    void badTargetConfig()
    {
        RB_REQUIRE_OPENOCD();
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
        RB_REQUIRE_OPENOCD();
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
