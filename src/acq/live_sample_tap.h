// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVector>

#include <utility>
#include <vector>

namespace rb {

class CaptureAssembler;

// Picks the raw sample values that a CaptureAssembler accepted since the last call, for live
// plots. It reads the assembler's cases instead of parsing the capture a second time (issue 6:
// the second parse computed every CRC twice); the values are the ones that will be stored.
class LiveSampleTap {
public:
    struct Samples {
        QString metric;
        QString unit; // the case's unit as the firmware states it: cycles, ticks, ns
        QVector<qint64> values;
    };
    // The samples since the last call, per case, in arrival order.
    std::vector<Samples> take(const CaptureAssembler &assembler);

private:
    std::vector<std::size_t> m_sent; // samples already handed out, per case index
};

} // namespace rb
