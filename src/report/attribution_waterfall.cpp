// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/attribution_waterfall.h"

#include "core/analysis/attribution.h"
#include "report/gui_thread.h"
#include "report/report_tr.h"

#include "report/qcustomplot_include.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace rb::report {
namespace {

QString signedText(double v)
{
    const QString s = QString::number(v, 'f', std::abs(v - std::round(v)) < 1e-9 ? 0 : 1);
    return v > 0 ? QLatin1Char('+') + s : s;
}

// A bar; runs: the runs it compares (before, after), or the one run of an end point, kept as
// the property "rb_runs" (the GUI opens them in Compare when the bar is clicked).
void bar(QCustomPlot &plot, double x, double lo, double hi, const QColor &fill,
         const QVariantList &runs)
{
    auto *r = new QCPItemRect(&plot);
    r->setProperty("rb_runs", runs);
    r->topLeft->setCoords(x - 0.35, std::max(lo, hi));
    r->bottomRight->setCoords(x + 0.35, std::min(lo, hi));
    r->setBrush(fill);
    r->setPen(QPen(fill.darker(140), 0.8));
}

void label(QCustomPlot &plot, double x, double y, const QString &text, const QFont &font)
{
    auto *t = new QCPItemText(&plot);
    t->position->setCoords(x, y);
    t->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    t->setText(text);
    t->setFont(font);
    t->setPadding(QMargins(0, 0, 0, 2));
    t->setSelectable(false);
}

} // namespace

void fillAttributionWaterfall(QCustomPlot &plot, const Attribution &a, const AttributionMetric &m,
                              const QFont &font)
{
    plot.clearItems();
    plot.clearPlottables();
    QFont small = font;
    small.setPointSizeF(std::max(6.0, font.pointSizeF() - 1.5));
    for (QCPAxis *ax : {plot.xAxis, plot.yAxis}) {
        ax->setTickLabelFont(small);
        ax->setLabelFont(small);
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const QColor neutral(120, 140, 170), cost(205, 85, 70), saving(80, 160, 95);
    double x = 0, top = std::max(m.fromMedian, m.toMedian), bottom = 0;
    ticker->addTick(x, a.from);
    bar(plot, x, 0, m.fromMedian, neutral, {a.fromRunId});
    label(plot, x, m.fromMedian, QString::number(m.fromMedian), small);
    double level = m.fromMedian;
    qint64 previousRun = a.fromRunId;
    for (const AttributionEffect &e : m.cumulative) {
        x += 1;
        const double after = e.medianAfter;
        ticker->addTick(x, QStringLiteral("%1=%2").arg(e.key).arg(e.value));
        bar(plot, x, level, after == level ? level + 1e-9 : after,
            after > level ? cost : (after < level ? saving : neutral), {previousRun, e.runId});
        previousRun = e.runId;
        // The step's Hodges-Lehmann 95 % CI, around the step's end.
        auto *w = new QCPItemLine(&plot);
        w->start->setCoords(x, level + e.shift.ciLow);
        w->end->setCoords(x, level + e.shift.ciHigh);
        w->setHead(QCPLineEnding(QCPLineEnding::esBar, 6));
        w->setTail(QCPLineEnding(QCPLineEnding::esBar, 6));
        w->setPen(QPen(Qt::black, 1.0));
        w->setSelectable(false); // a click on it reaches the bar (its runs)
        label(plot, x, std::max({level, after, level + e.shift.ciHigh}), signedText(e.deltaMedian),
              small);
        top = std::max({top, level, after, level + e.shift.ciHigh});
        bottom = std::min({bottom, after, level + e.shift.ciLow});
        level = after;
    }
    x += 1;
    ticker->addTick(x, a.to);
    bar(plot, x, 0, m.toMedian, neutral, {a.toRunId});
    label(plot, x, m.toMedian, QString::number(m.toMedian), small);
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setTickLabelRotation(x > 4 ? 30 : 0);
    if (x > 4) {
        // A rotated label runs right of its tick, and QCustomPlot leaves out a label that
        // would leave the widget: keep room on the right for the last steps' long keys (the
        // PDF lost configGENERATE_RUN_TIME_STATS=0).
        const QFontMetricsF fm(small);
        const double step = plot.width() * 0.85 / (x + 1.2);
        double need = 0;
        for (auto it = ticker->ticks().cbegin(); it != ticker->ticks().cend(); ++it)
            need = std::max(need, fm.horizontalAdvance(it.value()) * 0.87 - (x - it.key()) * step);
        plot.axisRect()->setAutoMargins(QCP::msLeft | QCP::msTop | QCP::msBottom);
        plot.axisRect()->setMargins(QMargins(0, 0, int(std::ceil(std::max(10.0, need + 8))), 0));
    }
    plot.xAxis->setSubTicks(false);
    plot.xAxis->setRange(-0.6, x + 0.6);
    plot.yAxis->setRange(bottom, top * 1.12 + 1);
    plot.yAxis->setLabel(Text::tr("median %1 (%2)").arg(m.metric, m.unit));
}

void drawAttributionWaterfall(QPainter *painter, const QRectF &rect, const QFont &font,
                              const Attribution &a, const AttributionMetric &m)
{
    // The plot is a widget: made and drawn on the GUI thread (report/gui_thread.h).
    onGuiThread([&] {
        QCustomPlot plot;
        plot.resize(int(rect.width()), int(rect.height()));
        plot.setFont(font);
        QFont bold = font;
        bold.setBold(true);
        bold.setPointSizeF(9);
        plot.plotLayout()->insertRow(0);
        plot.plotLayout()->addElement(
            0, 0,
            new QCPTextElement(
                &plot,
                Text::tr("%1: %2 → %3, total %4, interaction %5")
                    .arg(m.metric, a.from, a.to, signedText(m.total), signedText(m.interaction)),
                bold));
        fillAttributionWaterfall(plot, a, m, font);
        painter->save();
        painter->translate(rect.topLeft());
        plot.toPainter(static_cast<QCPPainter *>(painter), int(rect.width()), int(rect.height()));
        painter->restore();
    });
}

} // namespace rb::report
