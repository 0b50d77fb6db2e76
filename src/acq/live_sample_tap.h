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
    // The samples since the last call, per case, in arrival order.
    std::vector<std::pair<QString, QVector<qint64>>> take(const CaptureAssembler &assembler);

private:
    std::vector<std::size_t> m_sent; // samples already handed out, per case index
};

} // namespace rb
