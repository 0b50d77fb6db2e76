// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/board_registry.h"
#include "acq/gd32_board.h"
#include "acq/host_board.h"
#include "acq/qemu_board.h"
#include "core/util/set_error.h"

namespace rb {

std::vector<BoardInfo> BoardRegistry::all()
{
    // Built on each call: the display names follow the language installed at the time.
    std::vector<BoardInfo> boards;
    BoardInfo qemu;
    qemu.id = BoardIds::qemu;
    qemu.displayName = tr("virtual board (QEMU)");
    qemu.isVirtual = true;
    qemu.make = [](const BoardSettings &s) { return std::make_unique<QemuBoard>(s.qemuProgram); };
    boards.push_back(qemu);

    BoardInfo gd32;
    gd32.id = BoardIds::gd32f103;
    gd32.displayName = tr("GD32F103");
    gd32.needsProbe = true;
    gd32.make = [](const BoardSettings &s) {
        OpenOcdOptions o;
        o.program = s.openOcdProgram;
        o.probe = s.probe;
        o.target = s.target;
        o.adapterKhz = s.adapterKhz;
        return std::make_unique<Gd32Board>(o, s.serialPort, s.baud);
    };
    boards.push_back(gd32);

    BoardInfo host;
    host.id = BoardIds::host;
    host.displayName = tr("host (Linux)");
    host.runsOnHost = true;
    host.make = [](const BoardSettings &) { return std::make_unique<HostBoard>(); };
    boards.push_back(host);

    for (BoardInfo &b : boards)
        b.timingMethods = BoardIds::timingMethods(b.id);
    return boards;
}

BoardInfo BoardRegistry::info(const QString &id)
{
    for (BoardInfo &b : all())
        if (b.id == id)
            return b;
    return {};
}

QString BoardRegistry::unknownBoardError(const QString &id)
{
    QStringList ids;
    for (const BoardInfo &b : all())
        ids << b.id;
    return tr("unknown board \"%1\" (known: %2)").arg(id, ids.join(QStringLiteral(", ")));
}

std::unique_ptr<Board> makeBoard(const QString &id, const BoardSettings &settings, QString *error)
{
    const BoardInfo b = BoardRegistry::info(id);
    if (!b.make) {
        setError(error, BoardRegistry::unknownBoardError(id));
        return nullptr;
    }
    return b.make(settings);
}

} // namespace rb
