// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/holm.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rb {

std::vector<double> holmAdjust(const std::vector<double> &p)
{
    std::vector<double> out(p.size(), std::nan(""));
    std::vector<size_t> idx;
    for (size_t i = 0; i < p.size(); ++i)
        if (!std::isnan(p[i]))
            idx.push_back(i);
    std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return p[a] < p[b]; });
    const double m = static_cast<double>(idx.size());
    double running = 0;
    for (size_t k = 0; k < idx.size(); ++k) {
        const double adj = std::min(1.0, (m - static_cast<double>(k)) * p[idx[k]]);
        running = std::max(running, adj);
        out[idx[k]] = running;
    }
    return out;
}

} // namespace rb
