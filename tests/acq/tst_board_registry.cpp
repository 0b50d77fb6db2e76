// SPDX-License-Identifier: GPL-3.0-or-later
// The board registry (issue 22 item 2): every board registered once, its id the one its Board
// reports and the one the core knows (core/model/board_ids.h), its facts as the run controller
// needs them, and an unknown id refused with a message naming the known ones.
#include "acq/board_registry.h"
#include "core/model/board_ids.h"

#include <QSet>
#include <QtTest>

using namespace rb;

class TstBoardRegistry : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyBoardRoundTrips()
    {
        const std::vector<BoardInfo> boards = BoardRegistry::all();
        QCOMPARE(int(boards.size()), int(BoardIds::all().size()));
        QSet<QString> seen;
        for (const BoardInfo &b : boards) {
            QVERIFY2(!seen.contains(b.id), qPrintable("registered twice: " + b.id));
            seen.insert(b.id);
            QVERIFY2(BoardIds::all().contains(b.id), qPrintable(b.id));
            QVERIFY(!b.displayName.isEmpty());
            QCOMPARE(BoardRegistry::info(b.id).id, b.id);
            QVERIFY(BoardRegistry::isKnown(b.id));
            QCOMPARE(b.timingMethods, BoardIds::timingMethods(b.id));
            QVERIFY(!b.timingMethods.isEmpty());
            QString error;
            const std::unique_ptr<Board> board = makeBoard(b.id, BoardSettings{}, &error);
            QVERIFY2(board, qPrintable(error));
            QVERIFY(error.isEmpty());
            QCOMPARE(board->id(), b.id);
        }
    }

    void factsOfEachBoard()
    {
        const BoardInfo qemu = BoardRegistry::info(BoardIds::qemu);
        QVERIFY(qemu.isVirtual);
        QVERIFY(!qemu.needsProbe);
        QVERIFY(!qemu.runsOnHost);
        QCOMPARE(qemu.timingMethods.first(), QStringLiteral("icount"));

        const BoardInfo gd32 = BoardRegistry::info(BoardIds::gd32f103);
        QVERIFY(!gd32.isVirtual);
        QVERIFY(gd32.needsProbe);
        QVERIFY(!gd32.runsOnHost);
        QVERIFY(gd32.timingMethods.contains(QStringLiteral("dwt")));

        const BoardInfo host = BoardRegistry::info(BoardIds::host);
        QVERIFY(!host.isVirtual);
        QVERIFY(!host.needsProbe);
        QVERIFY(host.runsOnHost);
        QCOMPARE(host.timingMethods, QStringList{QStringLiteral("clock")});
    }

    void unknownIdIsRefusedClearly()
    {
        for (const QString &id : {QStringLiteral("stm32f4"), QStringLiteral("QEMU"), QString()}) {
            QVERIFY(!BoardRegistry::isKnown(id));
            const BoardInfo none = BoardRegistry::info(id);
            QVERIFY(none.id.isEmpty());
            QVERIFY(!none.isVirtual && !none.needsProbe && !none.runsOnHost);
            QString error;
            QVERIFY(!makeBoard(id, BoardSettings{}, &error));
            QVERIFY2(error.contains(QStringLiteral("\"%1\"").arg(id)), qPrintable(error));
            for (const QString &known : BoardIds::all())
                QVERIFY2(error.contains(known), qPrintable(error));
            QVERIFY(!makeBoard(id, BoardSettings{})); // no error wanted: still nullptr
        }
    }
};

QTEST_GUILESS_MAIN(TstBoardRegistry)
#include "tst_board_registry.moc"
