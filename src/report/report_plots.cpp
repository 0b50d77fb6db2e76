// SPDX-License-Identifier: GPL-3.0-or-later
#include "report_plots.h"

#include "analysis/comparison.h"
#include "report_data.h"
#include "report_tr.h"
#include "stats/summary.h"

// qcustomplot.h uses the Qt keywords (signals, foreach) that QT_NO_KEYWORDS removes.
#define signals Q_SIGNALS
#define slots Q_SLOTS
#define emit Q_EMIT
#define foreach Q_FOREACH
#include <qcustomplot.h>
#undef signals
#undef slots
#undef emit
#undef foreach

#include <algorithm>
#include <cmath>

namespace rb::report {
namespace {

const QList<QColor> kColors{QColor(31, 119, 180),  QColor(255, 127, 14),  QColor(44, 160, 44),
                            QColor(214, 39, 40),   QColor(148, 103, 189), QColor(140, 86, 75),
                            QColor(227, 119, 194), QColor(127, 127, 127)};

QColor color(int i)
{
    return kColors.at(i % kColors.size());
}

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

QString label(const Series &s)
{
    return QStringLiteral("#%1 %2").arg(s.runId).arg(s.kernel);
}

} // namespace

std::unique_ptr<QPainter> createPlotPainter(QPaintDevice *device)
{
    auto p = std::make_unique<QCPPainter>(device);
    p->setMode(QCPPainter::pmVectorized);
    p->setMode(QCPPainter::pmNoCaching);
    return p;
}

void drawBoxPlot(QPainter *painter, const QRectF &rect, const QFont &font, const QString &metric,
                 const std::vector<const Series *> &series)
{
    QCustomPlot plot;
    setupPlot(plot, rect, font, Text::tr("%1: box plot").arg(metric));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QString unit;
    double lo = INFINITY, hi = -INFINITY;
    int key = 1;
    for (const Series *s : series) {
        ticker->addTick(key, label(*s));
        if (s->hasSamples()) {
            const Summary &m = s->summary;
            auto *box = new QCPStatisticalBox(plot.xAxis, plot.yAxis);
            box->addData(key, m.min, m.p25, m.median, m.p75, m.max);
            box->setWidth(0.5);
            box->setPen(QPen(color(key - 1), 1.2));
            box->setBrush(
                QColor(color(key - 1).red(), color(key - 1).green(), color(key - 1).blue(), 50));
            box->setMedianPen(QPen(Qt::black, 2));
            lo = std::min(lo, m.min);
            hi = std::max(hi, m.max);
            if (unit.isEmpty())
                unit = s->unit;
        }
        ++key;
    }
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setRange(0.4, key - 0.4);
    plot.yAxis->setLabel(
        Text::tr("corrected value (%1)").arg(unit.isEmpty() ? Text::tr("unknown") : unit));
    if (std::isfinite(lo)) {
        const double pad = std::max((hi - lo) * 0.05, 0.5);
        plot.yAxis->setRange(lo - pad, hi + pad);
    }
    render(plot, painter, rect);
}

void drawHistogram(QPainter *painter, const QRectF &rect, const QFont &font, const QString &metric,
                   const std::vector<const Series *> &series)
{
    QCustomPlot plot;
    setupPlot(plot, rect, font, Text::tr("%1: histogram (p1-p99 of all runs)").arg(metric));
    double lo = INFINITY, hi = -INFINITY;
    QString unit;
    for (const Series *s : series)
        if (s->hasSamples()) {
            lo = std::min(lo, s->summary.p1);
            hi = std::max(hi, s->summary.p99);
            if (unit.isEmpty())
                unit = s->unit;
        }
    if (!std::isfinite(lo)) {
        render(plot, painter, rect);
        return;
    }
    constexpr int kBins = 40;
    if (hi <= lo)
        hi = lo + 1;
    const double width = (hi - lo) / kBins;
    double top = 0;
    int i = 0;
    for (const Series *s : series) {
        if (!s->hasSamples()) {
            ++i;
            continue;
        }
        std::vector<double> count(kBins, 0);
        for (double v : s->samples) {
            const int b = std::clamp(int(std::floor((v - lo) / width)), 0, kBins - 1);
            count[size_t(b)] += 1;
        }
        QVector<double> x, y;
        for (int b = 0; b < kBins; ++b) {
            x.push_back(lo + (b + 0.5) * width);
            y.push_back(100.0 * count[size_t(b)] / double(s->samples.size()));
            top = std::max(top, y.back());
        }
        QCPGraph *g = plot.addGraph();
        g->setName(label(*s));
        g->setData(x, y, true);
        g->setLineStyle(QCPGraph::lsStepCenter);
        g->setPen(QPen(color(i), 1.2));
        QColor fill = color(i);
        fill.setAlpha(40);
        g->setBrush(fill);
        ++i;
    }
    plot.xAxis->setRange(lo - width, hi + width);
    plot.yAxis->setRange(0, top * 1.1 + 0.1);
    plot.xAxis->setLabel(
        Text::tr("corrected value (%1); values outside p1-p99 are counted in the edge "
                 "bins")
            .arg(unit));
    plot.yAxis->setLabel(Text::tr("share of samples (%)"));
    plot.legend->setVisible(true);
    plot.axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    render(plot, painter, rect);
}

void drawRankShift(QPainter *painter, const QRectF &rect, const QFont &font,
                   const RankReport &ranks)
{
    QCustomPlot plot;
    setupPlot(
        plot, rect, font,
        Text::tr("%1: rank shift by %2 (1 = fastest median)").arg(ranks.metric, ranks.condition));
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
        graph->setName(name);
        graph->setData(x, y, true);
        graph->setPen(QPen(color(k), 2));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color(k), color(k), 7));
    }
    auto rankTicker = QSharedPointer<QCPAxisTickerFixed>::create();
    rankTicker->setTickStep(1);
    plot.yAxis->setTicker(rankTicker);
    plot.yAxis->setRangeReversed(true);
    plot.yAxis->setRange(0.5, maxRank + 0.5);
    plot.yAxis->setLabel(Text::tr("rank"));
    plot.xAxis->setTicker(ticker);
    plot.xAxis->setRange(-0.5, double(groups.size()) - 0.5);
    plot.xAxis->setLabel(ranks.condition);
    plot.legend->setVisible(true);
    render(plot, painter, rect);
}

} // namespace rb::report
