// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace rb {

// Holm's step-down adjustment of a family of p-values (controls the family-wise error rate).
// Sorted ascending p_(1) <= ... <= p_(m): adj_(i) = max_{k <= i} min(1, (m - k + 1) p_(k)).
// Returns the adjusted values in the input order. NaN entries are not part of the family and
// stay NaN.
std::vector<double> holmAdjust(const std::vector<double> &p);

} // namespace rb
