// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/compare_data.h"

#include <QColor>
#include <QString>
#include <QStringList>

#include <vector>

namespace rb {

// How the Compare view lays out its boxes (issue 16): as selected, grouped by kernel (coloured
// by configuration) or grouped by configuration (coloured by kernel, plotstyle::kernelColors).
// A configuration is the value of the condition that varies besides the kernel
// (findVariedCondition); when none varies, every box is in one configuration.
enum class CompareGrouping { None, ByKernel, ByConfiguration };

struct CompareLayout {
    QString condition;         // the varied condition ("" when none)
    std::vector<size_t> order; // indices into the items, left to right
    std::vector<double> x;     // x of each box in that order (gaps between groups)
    std::vector<QColor> color; // fill colour of each box in that order
    QStringList colorNames;    // kernel or configuration of each box's colour, in that order
    QStringList tickLabels;    // the label under each box, in that order
    QStringList groups;        // group names, left to right (empty when not grouped)
    std::vector<double> groupCenter, groupLeft, groupRight; // x extent of each group
};

CompareLayout layoutCompareItems(const std::vector<CompareItem> &items, CompareGrouping grouping);

// A colour per configuration (in their order), distinct from one another; not the kernels'.
QColor configurationColor(int index, int alpha = 255);

} // namespace rb
