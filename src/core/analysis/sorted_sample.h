// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <span>
#include <vector>

namespace rb {

// A sample sorted once, held as its distinct values (ascending) with how often each occurs.
// Timer ticks repeat: 10,000 samples often hold a few hundred distinct values, so the rank
// tests (Mann-Whitney, Hodges-Lehmann) run over the distinct values of two samples instead of
// every value, with the same result (ties are groups of equal values either way). A series is
// turned into one once and reused by every pair it is in (compareAllPairs).
class SortedSample {
public:
    SortedSample() = default;
    // Any order; the values are sorted here (a counting pass when they are integers spanning a
    // small range, else std::sort of a copy).
    explicit SortedSample(std::span<const double> values);

    qint64 size() const { return m_n; }
    bool empty() const { return m_n == 0; }
    const std::vector<double> &values() const { return m_values; } // distinct, ascending
    const std::vector<qint64> &counts() const { return m_counts; } // occurrences of each
    const std::vector<qint64> &suffix() const { return m_suffix; } // [j] = counts[j..], [end]=0
    bool hasTies() const { return m_ties; } // some value occurs more than once
    double min() const { return m_values.front(); }
    double max() const { return m_values.back(); }

private:
    void add(double v, qint64 count);
    void finish();

    std::vector<double> m_values;
    std::vector<qint64> m_counts;
    std::vector<qint64> m_suffix;
    qint64 m_n = 0;
    bool m_ties = false;
};

} // namespace rb
