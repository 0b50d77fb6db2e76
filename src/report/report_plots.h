// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
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

// Box plot of one metric, one box per series: whiskers at min and max, box p25-p75, median.
void drawBoxPlot(QPainter *painter, const QRectF &rect, const QFont &font, const QString &metric,
                 const std::vector<const Series *> &series);
// Histograms of one metric, one outline per series (share of samples per bin).
void drawHistogram(QPainter *painter, const QRectF &rect, const QFont &font, const QString &metric,
                   const std::vector<const Series *> &series);
// Rank of each kernel (1 = fastest median) per value of the varied condition.
void drawRankShift(QPainter *painter, const QRectF &rect, const QFont &font,
                   const RankReport &ranks);

} // namespace report
} // namespace rb
