// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/report_plots.h"

#include "core/analysis/comparison.h"
#include "core/stats/summary.h"
#include "report/gui_thread.h"
#include "report/report_data.h"
#include "report/report_tr.h"
#include "report/unit_label.h"

#include <QFontMetricsF>

#include "report/qcustomplot_include.h"

#include <algorithm>
#include <cmath>

namespace rb::report {
namespace {

void setupPlot(QCustomPlot &plot, const QRectF &rect, const QFont &font, const QString &title)
{
    plot.resize(int(rect.width()), int(rect.height()));
    plot.setFont(font);
    QFont small = font;
    small.setPointSizeF(7.5);
    QFont bold = font;
    bold.setBold(true);
    bold.setPointSizeF(9);
    for (QCPAxis *a : {plot.xAxis, plot.yAxis}) {
        a->setTickLabelFont(small);
        a->setLabelFont(small);
    }
    plot.legend->setFont(small);
    plot.plotLayout()->insertRow(0);
    plot.plotLayout()->addElement(0, 0, new QCPTextElement(&plot, title, bold));
}

void render(QCustomPlot &plot, QPainter *painter, const QRectF &rect)
{
    painter->save();
    painter->translate(rect.topLeft());
    plot.toPainter(static_cast<QCPPainter *>(painter), int(rect.width()), int(rect.height()));
    painter->restore();
}

} // namespace

std::unique_ptr<QPainter> createPlotPainter(QPaintDevice *device)
{
    auto p = std::make_unique<QCPPainter>(device);
    p->setMode(QCPPainter::pmVectorized);
    p->setMode(QCPPainter::pmNoCaching);
    return p;
}

namespace {
void drawGroupedBoxPlotHere(
    QPainter *painter, const QRectF &rect, const QFont &font, const QString &metric,
    const std::vector<std::pair<QString, std::vector<const Series *>>> &groups,
    const QMap<QString, QColor> &colours)
{
    QCustomPlot plot;
    setupPlot(plot, rect, font, metric);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QString unit;
    double lo = INFINITY, hi = -INFINITY;
    double key = 0;
    for (const auto &[value, series] : groups) {
        const double first = key;
        for (const Series *s : series) {
            key += 1;
            if (!s->hasSamples())
                continue;
            const Summary &m = s->summary;
            const QColor c = colours.value(s->kernel, QColor(80, 80, 80));
            auto *box = new QCPStatisticalBox(plot.xAxis, plot.yAxis);
            box->addData(key, m.min, m.p25, m.median, m.p75, m.max);
            box->setWidth(0.7);
            box->setWhiskerWidth(0.3);
            box->setPen(QPen(c.darker(130), 1.0));
            box->setBrush(QColor(c.red(), c.green(), c.blue(), 150));
            box->setMedianPen(QPen(Qt::black, 1.6));
            lo = std::min(lo, m.min);
            hi = std::max(hi, m.max);
            if (unit.isEmpty())
                unit = report::unitLabel(s->config, s->unit);
        }
        if (key > first)
            ticker->addTick((first + 1 + key) / 2, value.isEmpty() ? Text::tr("all runs") : value);
        key += 1; // a gap between configurations
    }
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setRange(0.3, std::max(1.0, key - 0.3));
    plot.xAxis->grid()->setVisible(false);
    plot.yAxis->setLabel(
        Text::tr("corrected value (%1)").arg(unit.isEmpty() ? Text::tr("unknown") : unit));
    if (std::isfinite(lo)) {
        const double pad = std::max((hi - lo) * 0.05, 0.5);
        plot.yAxis->setRange(lo - pad, hi + pad);
    }
    render(plot, painter, rect);
}

} // namespace

void drawGroupedBoxPlot(QPainter *painter, const QRectF &rect, const QFont &font,
                        const QString &metric,
                        const std::vector<std::pair<QString, std::vector<const Series *>>> &groups,
                        const QMap<QString, QColor> &colours)
{
    onGuiThread([&] { drawGroupedBoxPlotHere(painter, rect, font, metric, groups, colours); });
}

double drawKernelLegend(QPainter *painter, const QRectF &rect, const QFont &font,
                        const QStringList &kernels, const QMap<QString, QColor> &colours)
{
    QFont f = font;
    f.setPointSizeF(7.5);
    painter->save();
    painter->setFont(f);
    const QFontMetricsF fm(f, painter->device());
    const double line = fm.height() + 4;
    double x = rect.left(), y = rect.top();
    for (const QString &k : kernels) {
        const double w = 14 + fm.horizontalAdvance(k) + 14;
        if (x + w > rect.right() && x > rect.left()) {
            x = rect.left();
            y += line;
        }
        painter->setPen(Qt::NoPen);
        painter->setBrush(colours.value(k, Qt::gray));
        painter->drawRect(QRectF(x, y + (line - 10) / 2, 10, 10));
        painter->setPen(Qt::black);
        painter->drawText(QRectF(x + 14, y, w, line), Qt::AlignLeft | Qt::AlignVCenter, k);
        x += w;
    }
    painter->restore();
    return y + line - rect.top();
}

namespace {
void drawRankShiftHere(QPainter *painter, const QRectF &rect, const QFont &font,
                       const RankReport &ranks, const QMap<QString, QColor> &colours)
{
    QCustomPlot plot;
    setupPlot(plot, rect, font, ranks.metric);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QStringList kernels;
    int maxRank = 1;
    const auto &groups = ranks.ranking.groups;
    for (size_t g = 0; g < groups.size(); ++g) {
        ticker->addTick(double(g), orUnknown(groups[g].value));
        for (const RankEntry &e : groups[g].entries) {
            if (!kernels.contains(e.kernelKey))
                kernels.push_back(e.kernelKey);
            maxRank = std::max(maxRank, e.rank);
        }
    }
    QFont small = font;
    small.setPointSizeF(6.5);
    for (int k = 0; k < kernels.size(); ++k) {
        QCPGraph *graph = plot.addGraph();
        QVector<double> x, y;
        QString name = kernels[k];
        for (size_t g = 0; g < groups.size(); ++g)
            if (const RankEntry *e = groups[g].find(kernels[k])) {
                x.push_back(double(g));
                y.push_back(e->rank);
                name = e->kernel;
            }
        const QColor c = colours.value(name, QColor(80, 80, 80));
        graph->setName(name);
        graph->setData(x, y, true);
        graph->setPen(QPen(c, 1.8));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, c, c, 5));
        if (!x.isEmpty()) { // the kernel's name at the right end of its line
            auto *label = new QCPItemText(&plot);
            label->position->setCoords(x.back() + 0.08, y.back());
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            label->setText(name);
            label->setFont(small);
            label->setColor(c.darker(120));
        }
    }
    auto rankTicker = QSharedPointer<QCPAxisTickerFixed>::create();
    rankTicker->setTickStep(1);
    plot.yAxis->setTicker(rankTicker);
    plot.yAxis->setRangeReversed(true);
    plot.yAxis->setRange(0.5, maxRank + 0.5);
    plot.yAxis->setLabel(Text::tr("rank"));
    plot.xAxis->setTicker(ticker);
    // Room on the right for the labels of the last configuration.
    plot.xAxis->setRange(-0.3, double(groups.size()) - 0.3 + 0.6);
    plot.xAxis->setLabel(ranks.condition);
    render(plot, painter, rect);
}

} // namespace

void drawRankShift(QPainter *painter, const QRectF &rect, const QFont &font,
                   const RankReport &ranks, const QMap<QString, QColor> &colours)
{
    onGuiThread([&] { drawRankShiftHere(painter, rect, font, ranks, colours); });
}

} // namespace rb::report
