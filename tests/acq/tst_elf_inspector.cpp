// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 37 with issue 36's explain: the timer loads (TIM2_CNT, 0x40000024) that delimit the
// windows, found in `objdump -d` of a Clang build. Clang 14 moves the address's low half with
// the 16-bit "movs rX, #36" when rX is a low register (RB_TS_PUBLISH in yield_a, the IRQ
// trigger's stamp) where GCC writes "movw rX, #36"; the start stamp of yield_round_trip was not
// a site, and explain refused FreeRTOS's clang run ("295 instructions attributed, raw sample
// 304"). The disassembly is real: arm-none-eabi-objdump -d --no-show-raw-insn of that firmware.
#include "acq/elf_inspector.h"

#include <QFile>
#include <QTest>

class TstElfInspector : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void clangTimerLoads()
    {
        QFile f(QStringLiteral(RB_TEST_DATA "/trace/timer_loads_clang.dis"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QSet<quint32> sites = rb::ElfInspector::timerLoads(QString::fromUtf8(f.readAll()));
        const QSet<quint32> want{
            0x08000b5e, // yield_a: movs r2, #36; movt r2, #16384; ldr r1, [r2, #0] (t0, published)
            0x08000b6e, // yield_a: movw r2, #36; movt r2, #16384; ldr r2, [r2, #0]
            0x08000b98, // yield_a: movw r9, #36; movt r9, #16384; ldr.w r9, [r9]
            0x08000ba8, // yield_a: movw r1, #36; movt r1, #16384; ldr r1, [r1, #0]
            0x08004236, // rb_port_irq_trigger: movs r1, #36; movt r1, #16384; ldr r2, [r1, #0]
        };
        QCOMPARE(sites, want);
    }

    void movesThatAreNotTheTimer()
    {
        // #36 moved into a register that a call clobbers, a later write, another high half, a
        // load with an offset: none is a timer load.
        const QString text = QStringLiteral("08000100 <f>:\n"
                                            " 8000100:\tmovs\tr0, #36\t@ 0x24\n"
                                            " 8000102:\tbl\t8000200 <g>\n"
                                            " 8000106:\tmovt\tr0, #16384\t@ 0x4000\n"
                                            " 800010a:\tldr\tr1, [r0, #0]\n"
                                            " 800010c:\tmovs\tr2, #36\t@ 0x24\n"
                                            " 800010e:\tmovt\tr2, #8192\t@ 0x2000\n"
                                            " 8000112:\tldr\tr1, [r2, #0]\n"
                                            " 8000114:\tmovs\tr3, #36\t@ 0x24\n"
                                            " 8000116:\tmovt\tr3, #16384\t@ 0x4000\n"
                                            " 800011a:\tldr\tr1, [r3, #4]\n"
                                            " 800011c:\tadds\tr3, #1\n"
                                            " 800011e:\tldr\tr1, [r3, #0]\n"
                                            " 8000120:\tmovs\tr4, #36\t@ 0x24\n"
                                            " 8000122:\tmovt\tr4, #16384\t@ 0x4000\n"
                                            " 8000126:\tldr\tr1, [r4, #0]\n");
        QCOMPARE(rb::ElfInspector::timerLoads(text), QSet<quint32>{0x08000126});
    }
};

QTEST_GUILESS_MAIN(TstElfInspector)
#include "tst_elf_inspector.moc"
