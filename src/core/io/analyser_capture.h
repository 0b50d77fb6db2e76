// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

// One logic channel of a logic-analyser capture, as edges: the level of the first sample and
// the sample indices where the level changes (each index is the first sample at the new
// level). Levels alternate from initialLevel, so the direction of edge i follows from it.
struct AnalyserChannel {
    int index = 0; // the channel's index in the capture (0-based)
    QString name;  // as named in the session ("D0", "marker", ...)
    bool initialLevel = false;
    std::vector<qint64> edges; // empty when the reader was asked to count them only
    qint64 edgeCount = 0;      // every edge, kept or not

    bool risingAt(size_t i) const { return (i % 2 == 0) != initialLevel; }
};

// What a logic-analyser session holds for rtosbench (read by acq/sigrok_session.h).
struct AnalyserCapture {
    qint64 samplerate = 0; // samples per second
    qint64 sampleCount = 0;
    std::vector<AnalyserChannel> channels;

    // The channel named `nameOrIndex` (its name, case-sensitive first, then case-insensitive),
    // else the one whose 0-based index it is; null when there is none.
    const AnalyserChannel *channel(const QString &nameOrIndex) const;
    QStringList channelNames() const;
};

} // namespace rb
