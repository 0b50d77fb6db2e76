// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QRectF>

class QCustomPlot;
class QPainter;

namespace rb {
class Attribution;
struct AttributionMetric;

namespace report {

// The waterfall of one metric of an attribution (issue 24): the start profile's median as a
// bar from zero, then one floating bar per option along the cumulative path (from the median
// before the step to the median after it; red when it costs, green when it saves), with the
// step's Hodges-Lehmann 95 % CI as a whisker at its end, and the end profile's median as a bar
// from zero. Each bar is labelled with its change and keeps the ids of the runs it compares
// as the QObject property "rb_runs" (a QVariantList). Fills plot (cleared first): the GUI shows it,
// the report draws it through drawAttributionWaterfall.
void fillAttributionWaterfall(QCustomPlot &plot, const Attribution &a, const AttributionMetric &m,
                              const QFont &font);
// The same into rect of a painter made by createPlotPainter (the PDF report).
void drawAttributionWaterfall(QPainter *painter, const QRectF &rect, const QFont &font,
                              const Attribution &a, const AttributionMetric &m);

} // namespace report
} // namespace rb
