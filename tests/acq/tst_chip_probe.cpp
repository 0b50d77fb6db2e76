// SPDX-License-Identifier: GPL-3.0-or-later
// ChipProbe (board check, issue 18): OpenOCD's init / mdw output read into DP ID, device ID,
// flash and SRAM size; the command line reads without halting the core.
#include "acq/chip_probe.h"

#include <QTest>

class TstChipProbe : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void gd32HighDensity()
    {
        // OpenOCD 0.12's lines for a GD32F103VET6 (512 KiB flash, 64 KiB SRAM).
        const rb::ChipProbe c = rb::ChipProbe::parse(
            QStringLiteral("Info : CMSIS-DAP: Interface ready\nInfo : SWD DPIDR 0x1ba01477\n"
                           "Info : [stm32f1x.cpu] Cortex-M3 r1p1 processor detected\n"
                           "0xe0042000: 20036414 \n0x1ffff7e0: 00400200 \n"));
        QCOMPARE(c.dpId, std::optional<quint32>(0x1ba01477u));
        QCOMPARE(c.devId(), std::optional<quint32>(0x414u));
        QCOMPARE(c.flashKib(), std::optional<int>(512));
        QCOMPARE(c.sramKib(), std::optional<int>(64));
    }

    void stm32AndNothing()
    {
        // An STM32F103 states only the flash size; over hla_swd no DPIDR line is printed.
        const rb::ChipProbe s =
            rb::ChipProbe::parse(QStringLiteral("0xe0042000: 20036410\n0x1ffff7e0: ffff0040\n"));
        QVERIFY(!s.dpId);
        QCOMPARE(s.devId(), std::optional<quint32>(0x410u));
        QCOMPARE(s.flashKib(), std::optional<int>(64));
        QVERIFY(!s.sramKib());
        const rb::ChipProbe none = rb::ChipProbe::parse(
            QStringLiteral("Error: unable to find a matching CMSIS-DAP device\n"));
        QVERIFY(!none.devId() && !none.flashKib() && !none.dpId);
    }

    void argumentsReadWithoutHalting()
    {
        rb::OpenOcdOptions o;
        o.probe = QStringLiteral("jlink");
        o.adapterKhz = 4000;
        const QStringList a = rb::ChipProbe::arguments(o);
        const QString line = a.join(' ');
        QVERIFY(line.startsWith(rb::openOcdSetupArguments(o).join(' ')));
        QVERIFY(line.contains("-c init -c mdw 0xe0042000 -c mdw 0x1ffff7e0 -c shutdown"));
        QVERIFY(!line.contains("halt"));
        QVERIFY(!line.contains("program"));
    }
};

QTEST_GUILESS_MAIN(TstChipProbe)
#include "tst_chip_probe.moc"
