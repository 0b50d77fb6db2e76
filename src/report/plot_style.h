// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QMap>
#include <QPen>
#include <QString>
#include <QStringList>

namespace rb::plotstyle {

// A stable colour per kernel name (the same kernel has the same colour in every view and in the
// PDF report). Kernels the catalogue gives a palette slot (resources/kernels/catalogue.json;
// by id, name or alias, canonicalKernel) have their own; others get one from their name.
QColor kernelColor(const QString &kernel, int alpha = 255);
// Colours for the kernels of one chart: each known kernel its own colour, every other one the
// colour of its name unless a kernel before it has it, then the next unused one (so that eight
// unknown kernels, e.g. a synthetic set, are told apart). Keys are the names as given.
QMap<QString, QColor> kernelColors(const QStringList &kernels);
// Published (reference) numbers: one colour, dashed, hollow markers.
QColor publishedColor();
QPen publishedPen();
// The cold first sample.
QColor coldColor();

} // namespace rb::plotstyle
