// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/sorted_sample.h"

#include <algorithm>
#include <cmath>

namespace rb {

SortedSample::SortedSample(std::span<const double> in)
{
    if (in.empty()) {
        finish();
        return;
    }
    const auto [lo, hi] = std::minmax_element(in.begin(), in.end());
    bool integral = std::isfinite(*lo) && std::isfinite(*hi);
    for (size_t i = 0; integral && i < in.size(); ++i)
        integral = std::floor(in[i]) == in[i];
    const double range = *hi - *lo;
    if (integral && range < 4.0 * double(in.size()) + 1024.0) {
        // Integers over a small range (cycles, ticks): one counting pass, no sort.
        std::vector<qint64> count(static_cast<size_t>(range) + 1, 0);
        for (double v : in)
            ++count[static_cast<size_t>(v - *lo)];
        for (size_t i = 0; i < count.size(); ++i)
            if (count[i] > 0)
                add(*lo + double(i), count[i]);
    } else {
        std::vector<double> sorted(in.begin(), in.end());
        std::sort(sorted.begin(), sorted.end());
        for (double v : sorted)
            add(v, 1);
    }
    finish();
}

void SortedSample::add(double v, qint64 count)
{
    if (!m_values.empty() && m_values.back() == v) {
        m_counts.back() += count;
    } else {
        m_values.push_back(v);
        m_counts.push_back(count);
    }
}

void SortedSample::finish()
{
    m_suffix.assign(m_values.size() + 1, 0);
    for (size_t j = m_values.size(); j-- > 0;) {
        m_suffix[j] = m_suffix[j + 1] + m_counts[j];
        m_ties = m_ties || m_counts[j] > 1;
    }
    m_n = m_suffix.front();
}

} // namespace rb
