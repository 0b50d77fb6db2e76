// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/live_sample_tap.h"

namespace rb {

std::vector<std::pair<QString, QVector<qint64>>> LiveSampleTap::take()
{
    return std::exchange(m_pending, {});
}

void LiveSampleTap::onRecord(const proto::Record &r)
{
    if (r.type != proto::RecordType::Sample)
        return;
    const auto id = r.string("case");
    const auto v = r.raw("v");
    if (!id || !v)
        return;
    m_values.clear();
    if (!proto::parseIntegerList(*v, m_values))
        return;
    const QString metric = QString::fromStdString(*id);
    if (m_pending.empty() || m_pending.back().first != metric)
        m_pending.emplace_back(metric, QVector<qint64>{});
    for (std::int64_t x : m_values)
        m_pending.back().second.append(x);
}

} // namespace rb
