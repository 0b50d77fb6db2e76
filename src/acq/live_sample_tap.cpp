// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/live_sample_tap.h"

#include "core/protocol/capture_assembler.h"

namespace rb {

std::vector<LiveSampleTap::Samples> LiveSampleTap::take(const CaptureAssembler &assembler)
{
    std::vector<Samples> out;
    const int cases = assembler.caseCount();
    m_sent.resize(static_cast<std::size_t>(cases), 0);
    for (int i = 0; i < cases; ++i) {
        const std::vector<qint64> &s = assembler.caseSamples(i);
        std::size_t &sent = m_sent[static_cast<std::size_t>(i)];
        if (s.size() <= sent)
            continue;
        QVector<qint64> values(s.begin() + static_cast<std::ptrdiff_t>(sent), s.end());
        sent = s.size();
        out.push_back({assembler.caseMetric(i), assembler.caseUnit(i), std::move(values)});
    }
    return out;
}

} // namespace rb
