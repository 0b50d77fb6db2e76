// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/rank_shift_view.h"
#include "core/analysis/comparison.h"
#include "core/analysis/rank_selection.h"
#include "core/analysis/run_label.h"

#include "core/analysis/series.h"
#include "core/analysis/varied_condition.h"
#include "gui/condition_text.h"
#include "gui/display_unit.h"
#include "gui/qcustomplot_include.h"
#include "gui/rank_shift_series.h"
#include "gui/view_updater.h"
#include "gui/workbench_state.h"
#include "report/plot_style.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMap>
#include <QSet>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>

#include <algorithm>
#include <cmath>

namespace rb {

namespace {
constexpr int KeyRole = Qt::UserRole + 1;
const QString kMetric = QStringLiteral("metric");

QString groupValue(const Series &s, const QString &varied)
{
    if (varied == kMetric)
        return s.metric;
    const QString v = s.config.value(varied);
    return v.isEmpty() ? QCoreApplication::translate("RankShiftView", "unknown")
                       : conditionDisplayValue(s.config, varied);
}
} // namespace

RankShiftView::RankShiftView(WorkbenchState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_source(new QComboBox(this)), m_varied(new QComboBox(this)),
      m_metric(new QComboBox(this)), m_kernels(new QListWidget(this)),
      m_plot(new QCustomPlot(this)), m_tau(new QLabel(this)), m_leftOutLabel(new QLabel(this)),
      m_status(new QLabel(this)), m_flips(new QStandardItemModel(this)),
      m_flipsView(new QTableView(this)), m_updater(new ViewUpdater(this, this, [this] { rank(); }))
{
    m_source->addItem(tr("Runs (selected, or all)"), int(DataSource::Runs));
    m_source->addItem(tr("Published (checked sources, or all)"), int(DataSource::References));
    m_varied->addItem(tr("Metric"), kMetric);
    for (const QString &key : Configuration::conditionKeys())
        if (key != QLatin1String("kernel"))
            m_varied->addItem(conditionLabel(key), key);
    m_varied->setToolTip(tr("The condition whose values form the columns"));
    m_metric->setMinimumContentsLength(16);
    m_kernels->setToolTip(tr("Kernels to rank"));
    m_kernels->setMaximumWidth(180);
    m_tau->setWordWrap(true);
    m_leftOutLabel->setWordWrap(true);
    m_leftOutLabel->setStyleSheet(QStringLiteral("color: #a05000"));
    m_leftOutLabel->hide();
    m_status->setStyleSheet(QStringLiteral("color: #606060"));
    m_flipsView->setModel(m_flips);
    m_flipsView->verticalHeader()->hide();
    m_flipsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_flipsView->horizontalHeader()->setStretchLastSection(true);
    m_flipsView->setWordWrap(false);
    m_plot->setMinimumSize(300, 200);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Data:"), this));
    bar->addWidget(m_source);
    bar->addWidget(new QLabel(tr("Varied:"), this));
    bar->addWidget(m_varied);
    bar->addWidget(new QLabel(tr("Metric:"), this));
    bar->addWidget(m_metric);
    bar->addStretch(1);
    bar->addWidget(m_status);
    auto *plotAndKernels = new QSplitter(Qt::Horizontal, this);
    plotAndKernels->addWidget(m_kernels);
    plotAndKernels->addWidget(m_plot);
    plotAndKernels->setStretchFactor(1, 1);
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_tau);
    bottomLayout->addWidget(m_leftOutLabel);
    bottomLayout->addWidget(m_flipsView, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(plotAndKernels);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    // A change of the data or the source rebuilds the choices first; the ranking follows. The
    // updater waits while the tab is hidden (nothing to draw) and catches up when it is shown.
    auto rebuild = [this] {
        if (m_rebuilding)
            return;
        m_choicesStale = true;
        m_updater->markDirty();
    };
    connect(m_source, &QComboBox::currentIndexChanged, this, rebuild);
    connect(m_varied, &QComboBox::currentIndexChanged, this, rebuild);
    connect(m_varied, &QComboBox::activated, this, [this] { m_variedChosen = true; });
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_rebuilding)
            m_updater->markDirty();
    });
    connect(m_kernels, &QListWidget::itemChanged, this, [this] {
        if (!m_rebuilding)
            m_updater->markDirty();
    });
    connect(m_state, &WorkbenchState::runsChanged, this, rebuild);
    connect(m_state, &WorkbenchState::storeChanged, this, rebuild);
    connect(m_state, &WorkbenchState::selectionChanged, this, rebuild);
    connect(m_state, &WorkbenchState::referenceSelectionChanged, this, rebuild);
    connect(m_state, &WorkbenchState::unitChanged, this, rebuild);
    m_updater->markDirty(); // built when first shown
}

bool RankShiftView::isBusy() const
{
    return m_updater->isBusy();
}

void RankShiftView::setDataSource(DataSource source)
{
    m_source->setCurrentIndex(m_source->findData(int(source)));
}

void RankShiftView::setVaried(const QString &key)
{
    m_variedChosen = true;
    const int i = m_varied->findData(key);
    if (i >= 0)
        m_varied->setCurrentIndex(i);
}

QString RankShiftView::variedKey() const
{
    return m_varied->currentData().toString();
}

void RankShiftView::setMetric(const QString &metric)
{
    const int i = m_metric->findText(metric);
    if (i >= 0)
        m_metric->setCurrentIndex(i);
}

void RankShiftView::rebuildChoices()
{
    const auto source = DataSource(m_source->currentData().toInt());
    const std::vector<Series> all =
        collectRankSeries(*m_state, source == DataSource::References, m_state->unit(), false);
    m_rebuilding = true;
    // Until the user picks one, open on a condition that really varies (opt_level for runs at
    // three optimisation levels) rather than on "Metric".
    if (!m_variedChosen) {
        // The report's rule first (a condition that never varies within a kernel, such as bare
        // metal's profile "none", is the kernel's own); else the first one that ranks.
        std::vector<Configuration> configs;
        for (const Series &s : all)
            configs.push_back(s.config);
        int i = m_varied->findData(findVariedCondition(configs).key);
        if (i < 0)
            i = m_varied->findData(conditionThatVaries(all));
        if (i >= 0)
            m_varied->setCurrentIndex(i);
    }
    const QString metric = m_metric->currentText();
    QStringList metrics;
    for (const Series &s : all)
        if (!metrics.contains(s.metric))
            metrics << s.metric;
    m_metric->clear();
    m_metric->addItems(metrics);
    int mi = m_metric->findText(metric);
    if (mi < 0)
        mi = m_metric->findText(QStringLiteral("yield_round_trip"));
    m_metric->setCurrentIndex(qMax(0, mi));
    m_metric->setEnabled(m_varied->currentData().toString() != kMetric);

    QSet<QString> unchecked;
    for (int i = 0; i < m_kernels->count(); ++i)
        if (m_kernels->item(i)->checkState() == Qt::Unchecked)
            unchecked << m_kernels->item(i)->data(KeyRole).toString();
    m_kernels->clear();
    QStringList keys, names;
    for (const Series &s : all)
        if (!keys.contains(s.kernelKey())) {
            keys << s.kernelKey();
            names << s.kernel;
        }
    // The report's palette over the kernels by name, as the Overview and Compare take it.
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return a.compare(b, Qt::CaseInsensitive) < 0;
    });
    const auto colors = plotstyle::kernelColors(names);
    keys.clear();
    for (const Series &s : all) {
        if (keys.contains(s.kernelKey()))
            continue;
        keys << s.kernelKey();
        auto *item = new QListWidgetItem(s.kernel, m_kernels);
        item->setData(KeyRole, s.kernelKey());
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(unchecked.contains(s.kernelKey()) ? Qt::Unchecked : Qt::Checked);
        item->setForeground(colors.value(s.kernel).darker(120));
    }
    m_rebuilding = false;
}

void RankShiftView::refresh()
{
    m_updater->updateNow();
}

void RankShiftView::rank()
{
    if (m_choicesStale) {
        m_choicesStale = false;
        rebuildChoices();
    }
    const auto source = DataSource(m_source->currentData().toInt());
    const QString varied = m_varied->currentData().toString();
    const QString metric = m_metric->currentText();
    QSet<QString> kernels;
    for (int i = 0; i < m_kernels->count(); ++i)
        if (m_kernels->item(i)->checkState() == Qt::Checked)
            kernels << m_kernels->item(i)->data(KeyRole).toString();

    // The series to rank (checked kernels, the metric, one unit) as core selects them for
    // `rtosbench-cli ranks` (selectRankSeries: the display unit when any series is in it, else
    // the most common); the ranking itself is core's rankByCondition, the same as the CLI's and
    // the report's rank-shift chart.
    // Samples only of the metric ranked (every metric when the metrics are the groups).
    std::vector<Series> all =
        collectRankSeries(*m_state, source == DataSource::References, m_state->unit(), true,
                          varied != kMetric ? QStringList{metric} : QStringList{});
    std::vector<Configuration> configs;
    for (const Series &s : all)
        if (!s.isReference)
            configs.push_back(s.config);
    const QStringList labelKeys = labelConditions(configs);
    RankFilter filter;
    if (varied != kMetric)
        filter.metrics = QStringList{metric};
    filter.kernels = kernels;
    filter.unit = displayUnitKey(m_state->unit());
    RankSelection selection = selectRankSeries(std::move(all), filter);
    const QString rankUnit = selection.unit;
    QMap<QString, QString> shownValue; // core's group value -> the value as shown
    for (const Series &s : selection.series)
        shownValue.insert(varied == kMetric ? s.metric : conditionValue(s.config, varied),
                          groupValue(s, varied));
    QMap<QString, QStringList> leftOut; // unit -> runs left out for it
    for (const Series &s : selection.leftOut)
        leftOut[s.unit] << (s.isReference ? s.kernel : runLabel(s.runId, s.config, labelKeys));
    std::vector<Series> selected = std::move(selection.series);
    // Units are never mixed in one ranking: say which series are left out, and why.
    QStringList notes;
    for (auto it = leftOut.cbegin(); it != leftOut.cend(); ++it) {
        QStringList names = it.value();
        names.removeDuplicates();
        const qsizetype more = names.size() - 8; // at most eight names a unit
        if (more > 0) {
            names = names.mid(0, 8);
            names << tr("and %n more", nullptr, int(more));
        }
        notes << tr("Left out (in %1, the ranking is in %2): %3")
                     .arg(it.key().isEmpty() ? tr("no unit") : it.key(), rankUnit,
                          names.join(QStringLiteral(", ")));
    }
    m_leftOut = notes.join(QLatin1Char('\n'));
    m_status->setText(tr("Ranking (bootstrap)…"));
    using Result = std::shared_ptr<const RankingAnalysis>;
    m_updater->runInBackground<Result>(
        [selected, varied, shownValue]() mutable {
            for (Series &s : selected)
                summarizeSeries(s); // the max for a peak metric (tick_jitter)
            RankOptions options;
            options.minKernelsPerGroup = 2; // a configuration with one kernel ranks nothing
            RankingAnalysis ranking = rankByCondition(selected, varied, options).ranking;
            // The columns are named as the rest of the GUI names the values ("72 MHz", "unknown").
            for (RankedGroup &g : ranking.groups)
                g.value = shownValue.value(g.value, g.value);
            for (RankFlip &f : ranking.flips) {
                f.from = shownValue.value(f.from, f.from);
                f.to = shownValue.value(f.to, f.to);
            }
            return std::make_shared<const RankingAnalysis>(std::move(ranking));
        },
        [this](Result result) { showResult(std::move(result)); });
}

bool RankShiftView::waitForResult(int timeoutMs)
{
    return m_updater->waitUntilIdle(timeoutMs);
}

void RankShiftView::showResult(std::shared_ptr<const RankingAnalysis> result)
{
    m_result = std::move(result);
    m_status->setText(m_result->groups.size() < 2
                          ? tr("Need at least two configurations with two kernels each.")
                          : QString());
    m_status->setToolTip(m_leftOut);
    m_leftOutLabel->setText(m_leftOut);
    m_leftOutLabel->setVisible(!m_leftOut.isEmpty());
    drawPlot();
    fillFlips();
}

void RankShiftView::drawPlot()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    const RankingAnalysis &a = *m_result;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    int maxRank = 1;
    QStringList kernelKeys;
    QMap<QString, QString> names;
    for (size_t g = 0; g < a.groups.size(); ++g) {
        ticker->addTick(double(g), a.groups[g].value);
        for (const RankEntry &e : a.groups[g].entries) {
            maxRank = std::max({maxRank, e.rank, e.rankCiHigh});
            if (!kernelKeys.contains(e.kernelKey)) {
                kernelKeys << e.kernelKey;
                names.insert(e.kernelKey, e.kernel);
            }
        }
    }
    QStringList kernelNames;
    for (const QString &key : std::as_const(kernelKeys))
        kernelNames << names.value(key);
    std::sort(kernelNames.begin(), kernelNames.end(), [](const QString &a, const QString &b) {
        return a.compare(b, Qt::CaseInsensitive) < 0;
    });
    const auto colors = plotstyle::kernelColors(kernelNames); // as in rebuildChoices()
    for (const QString &key : kernelKeys) {
        const QColor color = colors.value(names.value(key));
        QVector<double> xs, ranks, minus, plus;
        for (size_t g = 0; g < a.groups.size(); ++g) {
            if (const RankEntry *e = a.groups[g].find(key)) {
                xs << double(g);
                ranks << double(e->rank);
                const int lo = e->hasSamples ? e->rankCiLow : e->rank;
                const int hi = e->hasSamples ? e->rankCiHigh : e->rank;
                minus << double(e->rank - std::min(lo, e->rank));
                plus << double(std::max(hi, e->rank) - e->rank);
            }
        }
        auto *graph = m_plot->addGraph();
        graph->setLineStyle(QCPGraph::lsNone);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, 10));
        graph->setData(xs, ranks, true);
        graph->setName(names.value(key));
        auto *bars = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
        bars->setDataPlottable(graph);
        bars->setData(minus, plus);
        bars->setPen(QPen(color, 1.5));
        bars->setWhiskerWidth(8);
        bars->removeFromLegend();
        // Segments: solid when the rank stays or a significant flip moved it; else dashed, faded.
        for (size_t g = 0; g + 1 < a.groups.size(); ++g) {
            const RankEntry *e1 = a.groups[g].find(key);
            const RankEntry *e2 = a.groups[g + 1].find(key);
            if (!e1 || !e2)
                continue;
            bool significant = e1->rank == e2->rank;
            for (const RankFlip &f : a.flips)
                if (f.significant && f.from == a.groups[g].value && f.to == a.groups[g + 1].value &&
                    (f.kernelA == names.value(key) || f.kernelB == names.value(key)))
                    significant = true;
            auto *line = new QCPItemLine(m_plot);
            line->start->setCoords(double(g), e1->rank);
            line->end->setCoords(double(g + 1), e2->rank);
            QColor c = color;
            if (!significant)
                c.setAlpha(110);
            QPen pen(c, significant ? 2.5 : 1.8);
            pen.setStyle(significant ? Qt::SolidLine : Qt::DashLine);
            line->setPen(pen);
        }
        if (!xs.isEmpty()) {
            // Right of the last point; above it when the kernel is missing further right.
            const bool atEnd = xs.last() + 1 >= double(a.groups.size());
            auto *label = new QCPItemText(m_plot);
            label->position->setCoords(xs.last() + (atEnd ? 0.08 : 0.0),
                                       ranks.last() - (atEnd ? 0.0 : 0.3));
            label->setPositionAlignment(atEnd ? (Qt::AlignLeft | Qt::AlignVCenter)
                                              : (Qt::AlignHCenter | Qt::AlignBottom));
            label->setText(names.value(key));
            label->setColor(color.darker(130));
            label->setClipToAxisRect(false);
        }
    }
    auto rankTicker = QSharedPointer<QCPAxisTickerFixed>::create();
    rankTicker->setTickStep(1);
    rankTicker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    m_plot->yAxis->setTicker(rankTicker);
    m_plot->yAxis->setRange(0.5, maxRank + 0.5);
    m_plot->yAxis->setRangeReversed(true);
    m_plot->yAxis->setLabel(tr("rank (1 = fastest median)"));
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setSubTicks(false);
    m_plot->xAxis->setTickLabelRotation(a.groups.size() > 4 ? 25 : 0);
    m_plot->xAxis->setRange(-0.4, std::max<double>(1.0, double(a.groups.size()) - 0.4));
    m_plot->axisRect()->setAutoMargins(QCP::msLeft | QCP::msTop | QCP::msBottom);
    m_plot->axisRect()->setMargins(QMargins(0, 0, 130, 0));
    m_plot->legend->setVisible(false);
    m_plot->replot();

    QStringList taus;
    const QLocale loc;
    for (size_t i = 0; i < a.kendallTau.size(); ++i) {
        const double tau = a.kendallTau[i];
        taus << tr("τ(%1 → %2) = %3 (%4 kernels)")
                    .arg(a.groups[i].value, a.groups[i + 1].value,
                         std::isnan(tau) ? tr("n/a") : loc.toString(tau, 'f', 2))
                    .arg(a.kendallCommon[i]);
    }
    m_tau->setText(taus.isEmpty() ? QString()
                                  : tr("Kendall τ between neighbours: %1. Dashed, faded segments: "
                                       "the rank change is not significant.")
                                        .arg(taus.join(QStringLiteral(" · "))));
}

void RankShiftView::fillFlips()
{
    m_flips->clear();
    m_flips->setHorizontalHeaderLabels(
        {tr("Kernels"), tr("From"), tr("To"), tr("Significant"), tr("Why")});
    for (const RankFlip &f : m_result->flips) {
        QList<QStandardItem *> row{new QStandardItem(tr("%1 ↔ %2").arg(f.kernelA, f.kernelB)),
                                   new QStandardItem(f.from), new QStandardItem(f.to),
                                   new QStandardItem(f.significant ? tr("yes") : tr("no")),
                                   new QStandardItem(f.reason)};
        if (!f.significant)
            for (QStandardItem *c : row)
                c->setForeground(QColor(120, 120, 120));
        m_flips->appendRow(row);
    }
    m_flipsView->resizeColumnsToContents();
}

void RankShiftView::copyTable()
{
    QApplication::clipboard()->setText(modelToMarkdown(m_flips));
    Q_EMIT m_state->message(tr("Copied the rank flips as Markdown."));
}

} // namespace rb
