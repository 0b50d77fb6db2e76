// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/distribution_view.h"
#include "acq/run_explainer.h"

#include "core/model/corrected.h"
#include "core/store/run_store.h"
#include "gui/condition_text.h"
#include "gui/display_unit.h"
#include "gui/explain_panel.h"
#include "gui/histogram.h"
#include "gui/qcustomplot_include.h"
#include "gui/view_updater.h"
#include "gui/workbench_state.h"
#include "report/plot_style.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QSplitter>

namespace rb {

DistributionView::DistributionView(WorkbenchState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_run(new QComboBox(this)), m_metricBox(new QComboBox(this)),
      m_info(new QLabel(this)), m_point(new QLabel(this)), m_histogram(new QCustomPlot(this)),
      m_samples(new QCustomPlot(this)), m_explain(new ExplainPanel(this)),
      m_updater(new ViewUpdater(this, this, [this] { rebuild(); }))
{
    m_run->setMinimumContentsLength(30);
    m_run->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_metricBox->setMinimumContentsLength(18);
    m_point->setText(tr("Click a sample to see its index and value."));
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::PlainText); // kernel versions and notes are shown as written
    m_point->setTextFormat(Qt::PlainText);
    for (QCustomPlot *p : {m_histogram, m_samples}) {
        p->setMinimumSize(300, 150);
        p->setInteraction(QCP::iRangeDrag, true);
        p->setInteraction(QCP::iRangeZoom, true);
    }
    m_samples->setInteraction(QCP::iSelectPlottables, true);
    // The legend sits under the plot, never on a sample (issue 17 item 6).
    m_samples->axisRect()->insetLayout()->take(m_samples->legend);
    m_samples->plotLayout()->addElement(1, 0, m_samples->legend);
    m_samples->plotLayout()->setRowStretchFactor(1, 0.001);
    m_samples->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_samples->legend->setWrap(4);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Run:"), this));
    bar->addWidget(m_run, 2);
    bar->addWidget(new QLabel(tr("Metric:"), this));
    bar->addWidget(m_metricBox, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_histogram);
    split->addWidget(m_samples);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_info);
    layout->addWidget(split, 1);
    layout->addWidget(m_point);
    layout->addWidget(m_explain);

    connect(m_state, &WorkbenchState::runsChanged, this, &DistributionView::rebuildRuns);
    connect(m_state, &WorkbenchState::selectionChanged, this, [this] {
        const QList<qint64> sel = m_state->selectedRuns();
        if (!sel.isEmpty() && !sel.contains(run()))
            setRun(sel.last());
    });
    connect(m_state, &WorkbenchState::unitChanged, this, &DistributionView::refreshIfVisible);
    // Another view asks for a run's distribution (the Overview's cells) through the state.
    connect(m_state, &WorkbenchState::distributionRequested, this,
            [this](qint64 runId, const QString &metric) {
                setRun(runId);
                setMetric(metric);
            });
    connect(m_run, &QComboBox::currentIndexChanged, this, &DistributionView::rebuildMetrics);
    connect(m_metricBox, &QComboBox::currentIndexChanged, this, [this] {
        m_state->setMetric(metric());
        refreshIfVisible();
    });
    // One metric across tabs: follow Compare's choice when this run has it.
    connect(m_state, &WorkbenchState::metricChanged, this, [this](const QString &m) {
        const int i = m_metricBox->findText(m);
        if (i >= 0 && i != m_metricBox->currentIndex())
            m_metricBox->setCurrentIndex(i);
    });
    connect(m_samples, &QCustomPlot::plottableClick, this,
            [this](QCPAbstractPlottable *p, int dataIndex, QMouseEvent *) {
                if (p == m_samples->graph(0))
                    showSample(dataIndex);
            });
    rebuildRuns();
}

qint64 DistributionView::run() const
{
    return m_run->currentData().toLongLong();
}

QString DistributionView::metric() const
{
    return m_metricBox->currentText();
}

void DistributionView::setRun(qint64 id)
{
    const int i = m_run->findData(id);
    if (i >= 0)
        m_run->setCurrentIndex(i);
}

void DistributionView::setMetric(const QString &metric)
{
    const int i = m_metricBox->findText(metric);
    if (i >= 0)
        m_metricBox->setCurrentIndex(i);
}

void DistributionView::rebuildRuns()
{
    const qint64 current = run();
    {
        const QSignalBlocker block(m_run);
        m_run->clear();
        const auto &runs = m_state->runs();
        for (auto it = runs.rbegin(); it != runs.rend(); ++it)
            m_run->addItem(tr("#%1 %2").arg(it->id).arg(configurationLabel(it->config)), it->id);
        int i = m_run->findData(current);
        if (i < 0 && !m_state->selectedRuns().isEmpty())
            i = m_run->findData(m_state->selectedRuns().last());
        m_run->setCurrentIndex(i < 0 ? 0 : i);
    }
    rebuildMetrics();
}

void DistributionView::rebuildMetrics()
{
    const QString current = metric();
    {
        const QSignalBlocker block(m_metricBox);
        m_metricBox->clear();
        if (auto r = m_state->run(run(), false))
            for (const CaseResult &c : r->cases)
                m_metricBox->addItem(c.metric);
        // The shared metric (Compare's), else the current one, else the first the run has
        // samples of.
        int i = m_metricBox->findText(m_state->metric());
        if (i < 0)
            i = m_metricBox->findText(current);
        if (i < 0)
            if (auto r = m_state->run(run(), false))
                for (const CaseResult &c : r->cases)
                    if (i < 0 && c.sampleCount > 0)
                        i = m_metricBox->findText(c.metric);
        m_metricBox->setCurrentIndex(i < 0 ? 0 : i);
    }
    refreshIfVisible();
}

void DistributionView::refreshIfVisible()
{
    // Reading 10,000 samples and drawing them is wasted on a hidden tab: the updater waits
    // until it is shown.
    m_updater->markDirty();
}

void DistributionView::refresh()
{
    m_updater->updateNow();
}

void DistributionView::rebuild()
{
    m_histogram->clearPlottables();
    m_samples->clearPlottables();
    m_values.clear();
    m_point->setText(tr("Click a sample to see its index and value."));
    auto r = m_state->run(run(), true);
    const CaseResult *c = r ? r->findCase(metric()) : nullptr;
    // Only virtual-board runs with the icount timer or the cycle model can be traced.
    const bool traceable = c && m_state->store() && RunExplainer::canExplain(r->config);
    m_explain->setTarget(traceable ? m_state->store()->path() : QString(), run(), metric());
    if (!c || c->samples.empty()) {
        m_info->setText(r ? tr("No samples for this metric.") : tr("No run selected."));
        m_histogram->replot();
        m_samples->replot();
        return;
    }
    UnitScale scale = unitScale(r->config, c->unit, m_state->unit());
    double factor = 1;
    m_unitLabel = displayUnitLabel(m_state->unit(), c->unit, r->config);
    QString note;
    if (scale.factor) {
        factor = *scale.factor;
    } else {
        m_unitLabel = displayUnitLabel(DisplayUnit::Native, c->unit, r->config);
        note = tr("Shown in %1: %2").arg(c->unit, scale.whyNot);
    }
    for (double v : c->corrected())
        m_values.push_back(v * factor);
    const QColor color = plotstyle::kernelColor(r->config.kernel);

    const Histogram h = makeHistogram(m_values);
    QVector<double> keys, counts;
    for (size_t i = 0; i < h.counts.size(); ++i) {
        keys << h.center(i);
        counts << double(h.counts[i]);
    }
    auto *bars = new QCPBars(m_histogram->xAxis, m_histogram->yAxis);
    bars->setWidth(h.width);
    bars->setData(keys, counts, true);
    bars->setBrush(QColor(color.red(), color.green(), color.blue(), 150));
    bars->setPen(QPen(color.darker(150), 0.8));
    bars->setName(tr("samples per bin"));
    m_histogram->xAxis->setLabel(tr("%1 (%2)").arg(metric(), m_unitLabel));
    m_histogram->yAxis->setLabel(tr("count"));
    m_histogram->rescaleAxes();
    // One bin of margin each side; a lone bin (all samples equal) gets room around it.
    const double bins = double(h.counts.size());
    const double margin = h.width * (bins < 3 ? 5 : 1);
    m_histogram->xAxis->setRange(h.start - margin, h.start + bins * h.width + margin);
    m_histogram->yAxis->setRange(0, m_histogram->yAxis->range().upper * 1.05);
    m_histogram->replot();

    QVector<double> idx(qsizetype(m_values.size())), vals(qsizetype(m_values.size()));
    for (size_t i = 0; i < m_values.size(); ++i) {
        idx[qsizetype(i)] = double(i);
        vals[qsizetype(i)] = m_values[i];
    }
    auto *graph = m_samples->addGraph();
    graph->setData(idx, vals, true);
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, 3));
    graph->setName(tr("sample"));
    graph->setSelectable(QCP::stSingleData);
    if (const auto coldValue = correctedCold(*c)) {
        auto *cold = m_samples->addGraph();
        cold->setData({-1.0}, {double(*coldValue) * factor});
        cold->setLineStyle(QCPGraph::lsNone);
        cold->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCrossCircle,
                                              QPen(plotstyle::coldColor(), 1.5), Qt::NoBrush, 9));
        cold->setName(tr("cold first sample"));
    }
    m_samples->legend->setVisible(correctedCold(*c).has_value());
    m_samples->xAxis->setLabel(tr("sample index"));
    m_samples->yAxis->setLabel(tr("%1 (%2)").arg(metric(), m_unitLabel));
    m_samples->rescaleAxes();
    m_samples->yAxis->scaleRange(1.08, m_samples->yAxis->range().center());
    m_samples->xAxis->setRangeLower(-2);
    m_samples->replot();

    const QLocale loc;
    m_info->setText(tr("%1 samples of %2, run #%3 (%4). %5")
                        .arg(loc.toString(qint64(m_values.size())), metric())
                        .arg(r->id)
                        .arg(configurationLabel(r->config), note));
    m_info->setToolTip(plainToolTip(conditionsTooltip(r->config)));
}

void DistributionView::showSample(int index)
{
    if (index < 0 || index >= int(m_values.size()))
        return;
    const QString text = tr("Sample %1: %2 %3")
                             .arg(QLocale().toString(index),
                                  QLocale().toString(m_values[size_t(index)], 'g', 8), m_unitLabel);
    m_point->setText(text);
    Q_EMIT sampleShown(text);
}

void DistributionView::copyTable()
{
    QString csv = QStringLiteral("index,value\n");
    for (size_t i = 0; i < m_values.size(); ++i)
        csv += QStringLiteral("%1,%2\n").arg(i).arg(m_values[i], 0, 'g', 12);
    QApplication::clipboard()->setText(csv);
    Q_EMIT m_state->message(tr("Copied %n sample(s) as CSV.", nullptr, int(m_values.size())));
}

} // namespace rb
