// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QMap>
#include <QRectF>
#include <QString>

#include <memory>
#include <vector>

class QPainter;
class QPaintDevice;

namespace rb {
struct Series;
struct RankReport;

namespace report {

// A painter for the PDF that QCustomPlot can draw on vectorised (a QCPPainter in
// vectorised, no-caching mode). The draw functions below need a painter made here.
std::unique_ptr<QPainter> createPlotPainter(QPaintDevice *device);

// Box plots of one metric as small multiples in one chart: a cluster of boxes per
// configuration (the group's label under it), one box per series coloured by its kernel
// (colours: plotstyle::kernelColors of the report's kernels; the legend is drawn once per page
// by drawKernelLegend, never over the data).
void drawGroupedBoxPlot(QPainter *painter, const QRectF &rect, const QFont &font,
                        const QString &metric,
                        const std::vector<std::pair<QString, std::vector<const Series *>>> &groups,
                        const QMap<QString, QColor> &colours);
// A row of kernel colour swatches with their names, wrapped over lines inside rect; returns
// the height used.
double drawKernelLegend(QPainter *painter, const QRectF &rect, const QFont &font,
                        const QStringList &kernels, const QMap<QString, QColor> &colours);
// Rank of each kernel (1 = fastest median) per value of the varied condition; each line is
// labelled with its kernel at its right end (no legend box over the lines).
void drawRankShift(QPainter *painter, const QRectF &rect, const QFont &font,
                   const RankReport &ranks, const QMap<QString, QColor> &colours);

} // namespace report
} // namespace rb
