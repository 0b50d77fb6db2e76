// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "acq/board.h"

#include <QMap>
#include <QMutex>
#include <QString>
#include <QStringList>

namespace rb {

struct BoardInfo;

// The versions of the tools a run uses, recorded with the run: rtosbench, cmake, the compiler
// (the host's cc or arm-none-eabi-gcc), and QEMU or OpenOCD where the board needs them. Each
// tool is asked once (its --version's first line); thread-safe, for the workers of a parallel
// run.
class ToolVersions {
public:
    explicit ToolVersions(BoardSettings settings) : m_settings(std::move(settings)) {}

    // Tools that are not found are left out.
    QMap<QString, QString> forBoard(const BoardInfo &board);

private:
    QString cached(const QString &key, const QString &program, const QStringList &args);

    BoardSettings m_settings;
    QMap<QString, QString> m_cache;
    QMutex m_mutex;
};

} // namespace rb
