// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board.h"
#include "core/model/board_ids.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace rb {

// What a board is, for the code that decides something by board (which steps a run takes,
// which tools it records, what may run in parallel or be traced).
struct BoardInfo {
    QString id;          // "qemu", "gd32f103", "host" (core/model/board_ids.h)
    QString displayName; // translated, for menus
    // Counts instructions (QEMU -icount): its numbers are exact and repeatable, do not depend on
    // what else the host runs (so such runs go in parallel), and can be traced instruction by
    // instruction (RunExplainer).
    bool isVirtual = false;
    // Real hardware: the firmware is flashed through a debug probe (OpenOCD) before the capture.
    bool needsProbe = false;
    // Built with the host's C compiler and run as a process (no cross toolchain).
    bool runsOnHost = false;
    QStringList timingMethods; // the first is the default
    std::function<std::unique_ptr<Board>(const BoardSettings &)> make;
};

// Every board rtosbench runs on, registered in one place (board_registry.cpp).
class BoardRegistry {
    Q_DECLARE_TR_FUNCTIONS(rb::BoardRegistry)
public:
    // In the order they are offered (virtual board first).
    static std::vector<BoardInfo> all();
    // The board of this id; an empty BoardInfo (id "", every fact false) for an unknown id.
    static BoardInfo info(const QString &id);
    static bool isKnown(const QString &id) { return !info(id).id.isEmpty(); }
    // "unknown board "X" (qemu, gd32f103 or host)"
    static QString unknownBoardError(const QString &id);
};

// A board of this id with these settings; nullptr and *error set for an unknown id.
std::unique_ptr<Board> makeBoard(const QString &id, const BoardSettings &settings,
                                 QString *error = nullptr);

} // namespace rb
