// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPen>
#include <QString>

namespace rb::plotstyle {

// A stable colour per kernel name (the same kernel has the same colour in every view).
QColor kernelColor(const QString &kernel, int alpha = 255);
// Published (reference) numbers: one colour, dashed, hollow markers.
QColor publishedColor();
QPen publishedPen();
// The cold first sample.
QColor coldColor();

} // namespace rb::plotstyle
