// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/compare_view.h"

#include "gui/comparison_analyzer.h"
#include "gui/condition_text.h"
#include "gui/view_updater.h"
#include "gui/workbench_state.h"
#include "report/plot_style.h"

#include "gui/qcustomplot_include.h"

#include <QApplication>
#include <QBoxLayout>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QToolTip>

#include <cmath>
#include <limits>

#include <algorithm>
namespace rb {

CompareView::CompareView(WorkbenchState *state, ComparisonAnalyzer *analyzer, QWidget *parent)
    : QWidget(parent), m_state(state), m_analyzer(analyzer), m_metric(new QComboBox(this)),
      m_group(new QCheckBox(tr("One box per kernel"), this)), m_groupBy(new QComboBox(this)),
      m_marks(new QCheckBox(tr("p1/p99 marks"), this)), m_plot(new QCustomPlot(this)),
      m_stats(new QStandardItemModel(this)), m_statsView(new QTableView(this)),
      m_pairwise(new QStandardItemModel(this)), m_pairwiseView(new QTableView(this)),
      m_pairwiseLabel(new QLabel(this)), m_problems(new QLabel(this)),
      m_updater(new ViewUpdater(this, nullptr, [this] { rebuild(); }))
{
    m_metric->setMinimumContentsLength(18);
    m_metric->setToolTip(tr("The metric to compare"));
    m_group->setToolTip(tr("Pool the samples of all selected runs of a kernel into one box"));
    m_marks->setChecked(true);
    m_groupBy->addItem(tr("Run (as checked)"), int(CompareGrouping::None));
    m_groupBy->addItem(tr("Kernel (colour: configuration)"), int(CompareGrouping::ByKernel));
    m_groupBy->addItem(tr("Configuration (colour: kernel)"), int(CompareGrouping::ByConfiguration));
    m_groupBy->setToolTip(tr("Group the boxes by kernel or by the configuration that varies"));
    auto *copyMd = new QPushButton(tr("Copy as Markdown"), this);
    auto *copyCsv = new QPushButton(tr("Copy as CSV"), this);

    m_plot->setMinimumSize(300, 200);
    m_plot->setInteraction(QCP::iRangeDrag, true);
    m_plot->setInteraction(QCP::iRangeZoom, true);
    m_plot->axisRect()->setRangeZoom(Qt::Vertical);
    m_plot->axisRect()->setRangeDrag(Qt::Vertical);
    // The legend sits under the plot, never on the data.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(4);
    m_plot->legend->setVisible(true);
    m_plot->setMouseTracking(true);

    m_statsView->setModel(m_stats);
    m_statsView->verticalHeader()->hide();
    m_statsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_statsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_statsView->setWordWrap(false);
    m_pairwiseView->setModel(m_pairwise);
    m_pairwiseView->verticalHeader()->hide();
    m_pairwiseView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_pairwiseView->setWordWrap(false);
    m_pairwiseLabel->setText(tr("Pairwise effects (Mann–Whitney U, Holm; Hodges–Lehmann shift)"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #a05000"));

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Metric:"), this));
    bar->addWidget(m_metric);
    bar->addWidget(new QLabel(tr("Group by:"), this));
    bar->addWidget(m_groupBy);
    bar->addWidget(m_group);
    bar->addWidget(m_marks);
    bar->addStretch(1);
    bar->addWidget(copyMd);
    bar->addWidget(copyCsv);

    auto *tables = new QWidget(this);
    auto *tablesLayout = new QVBoxLayout(tables);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    tablesLayout->addWidget(new QLabel(tr("Statistics (median with its 95 % CI)"), tables));
    tablesLayout->addWidget(m_statsView, 3);
    tablesLayout->addWidget(m_pairwiseLabel);
    tablesLayout->addWidget(m_pairwiseView, 2);
    tablesLayout->addWidget(m_problems);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_plot);
    split->addWidget(tables);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({680, 420});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("compareHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::PlainText);
    m_hint->setStyleSheet(QStringLiteral("padding: 8px; background: #eef4fb; border-radius: 4px"));
    layout->addWidget(m_hint);
    layout->addWidget(split, 1);

    connect(m_state, &WorkbenchState::selectionChanged, this, &CompareView::scheduleRefresh);
    connect(m_state, &WorkbenchState::referenceSelectionChanged, this,
            &CompareView::scheduleRefresh);
    connect(m_state, &WorkbenchState::runsChanged, this, &CompareView::scheduleRefresh);
    connect(m_state, &WorkbenchState::unitChanged, this, &CompareView::scheduleRefresh);
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] {
        m_state->setMetric(m_metric->currentText());
        scheduleRefresh();
    });
    connect(m_state, &WorkbenchState::metricChanged, this, [this](const QString &metric) {
        const int i = m_metric->findText(metric);
        if (i >= 0 && i != m_metric->currentIndex())
            m_metric->setCurrentIndex(i);
    });
    connect(m_group, &QCheckBox::toggled, this, &CompareView::scheduleRefresh);
    connect(m_groupBy, &QComboBox::currentIndexChanged, this, &CompareView::scheduleRefresh);
    connect(m_marks, &QCheckBox::toggled, this, &CompareView::scheduleRefresh);
    connect(copyMd, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(statsAsMarkdown());
        Q_EMIT m_state->message(tr("Copied %n row(s) as Markdown.", nullptr, m_stats->rowCount()));
    });
    connect(copyCsv, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(statsAsCsv());
        Q_EMIT m_state->message(tr("Copied %n row(s) as CSV.", nullptr, m_stats->rowCount()));
    });
    connect(m_plot, &QCustomPlot::mouseMove, this, &CompareView::showPointTooltip);
    connect(m_analyzer, &ComparisonAnalyzer::started, this,
            [this] { m_pairwiseLabel->setText(tr("Pairwise effects: computing…")); });
    connect(m_analyzer, &ComparisonAnalyzer::finished, this, &CompareView::showPairwise);
}

QString CompareView::metric() const
{
    return m_metric->currentText();
}

void CompareView::setMetric(const QString &metric)
{
    updateMetrics();
    const int i = m_metric->findText(metric);
    if (i >= 0)
        m_metric->setCurrentIndex(i);
    refresh();
}

void CompareView::setGroupByKernel(bool on)
{
    m_group->setChecked(on);
    refresh();
}

void CompareView::setGrouping(CompareGrouping grouping)
{
    m_groupBy->setCurrentIndex(qMax(0, m_groupBy->findData(int(grouping))));
    refresh();
}

CompareGrouping CompareView::grouping() const
{
    return CompareGrouping(m_groupBy->currentData().toInt());
}

void CompareView::setShowPercentileMarks(bool on)
{
    m_marks->setChecked(on);
    refresh();
}

void CompareView::scheduleRefresh()
{
    m_updater->markDirty();
}

void CompareView::updateMetrics()
{
    const QString current = m_metric->currentText();
    const QStringList metrics = availableMetrics(*m_state);
    QStringList shown;
    for (int i = 0; i < m_metric->count(); ++i)
        shown << m_metric->itemText(i);
    if (shown == metrics)
        return;
    const QSignalBlocker block(m_metric);
    m_metric->clear();
    m_metric->addItems(metrics);
    // Keep the metric across re-checks and tabs; otherwise the one most runs measured (the
    // list's first), never one the checked runs do not support.
    int i = m_metric->findText(m_state->metric());
    if (i < 0)
        i = m_metric->findText(current);
    m_metric->setCurrentIndex(i < 0 ? 0 : i);
    m_state->setMetric(m_metric->currentText());
}

void CompareView::refresh()
{
    m_updater->updateNow();
}

void CompareView::rebuild()
{
    updateMetrics();
    m_analyzer->setMetric(metric());
    m_data = buildCompareData(*m_state, metric(), m_group->isChecked(), m_state->unit());
    // The boxes (and the table rows) in the order of the grouping.
    m_groupBy->setEnabled(!m_group->isChecked());
    const CompareGrouping g = m_group->isChecked() ? CompareGrouping::None : grouping();
    const CompareLayout sorted = layoutCompareItems(m_data.items, g);
    std::vector<CompareItem> items;
    for (size_t i : sorted.order)
        items.push_back(m_data.items[i]);
    m_data.items = std::move(items);
    m_layout = layoutCompareItems(m_data.items, g);
    rebuildPlot();
    rebuildStats();
    m_problems->setText(m_data.problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!m_data.problems.isEmpty());
    // The first window says what to do, not an empty plot (issue 17 item 10).
    QString hint;
    if (m_state->runs().empty())
        hint =
            tr("No runs yet. Experiment › New experiment… (Ctrl+N) builds and runs one on the "
               "virtual board; View › Labs (Ctrl+L) has guided labs; File › Import runs… "
               "brings runs from a JSON export. Then check runs in the side panel to compare them "
               "here.");
    else if (m_state->selectedRuns().isEmpty() && m_data.items.empty())
        hint = tr("Check runs in the side panel (Ctrl+F filters them) to compare them here.");
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
    // The shown unit first: a change of units below redraws and says it anew.
    Q_EMIT shownUnitChanged(m_data.items.empty() ? QString() : m_data.unitLabel);
    Q_EMIT microsAvailabilityChanged(m_data.microsAvailable, m_data.microsWhyNot);
}

void CompareView::rebuildPlot()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const QPen whiskerPen(QColor(60, 60, 60), 1.2);

    QVector<double> coldKeys, coldValues, markKeys, markValues, pubKeys, pubValues;
    QStringList inLegend; // one legend entry per colour (kernel or configuration)
    const bool grouped = !m_layout.groups.isEmpty();
    for (size_t i = 0; i < m_data.items.size(); ++i) {
        const CompareItem &item = m_data.items[i];
        const double key = m_layout.x.at(i);
        const QColor color = m_layout.color.at(i);
        ticker->addTick(key, m_layout.tickLabels.value(int(i)));
        if (item.published) {
            pubKeys << key;
            pubValues << item.publishedValue;
            auto *line = new QCPItemLine(m_plot);
            line->start->setCoords(key - 0.3, item.publishedValue);
            line->end->setCoords(key + 0.3, item.publishedValue);
            line->setPen(plotstyle::publishedPen());
            continue;
        }
        const Summary &s = item.summary;
        if (s.n == 0)
            continue;
        auto *box = new QCPStatisticalBox(m_plot->xAxis, m_plot->yAxis);
        box->addData(key, s.min, s.p25, s.median, s.p75, s.max);
        box->setWidth(0.55);
        QColor fill = color;
        fill.setAlpha(grouped ? 150 : 90);
        box->setBrush(fill);
        box->setPen(QPen(color.darker(140), 1.2));
        box->setMedianPen(QPen(Qt::black, 2.5));
        box->setWhiskerPen(whiskerPen);
        box->setWhiskerBarPen(whiskerPen);
        const QString colorName = m_layout.colorNames.value(int(i));
        if (inLegend.contains(colorName)) {
            box->removeFromLegend();
        } else {
            inLegend << colorName;
            box->setName(colorName);
        }
        if (m_marks->isChecked()) {
            markKeys << key << key;
            markValues << s.p1 << s.p99;
        }
        if (item.cold) {
            coldKeys << key;
            coldValues << *item.cold;
        }
    }
    // Group names above their boxes, and a faint rule between groups.
    for (int g = 0; g < m_layout.groups.size(); ++g) {
        auto *label = new QCPItemText(m_plot);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        // Many narrow groups: every other name one line lower, so long names do not collide.
        const bool lower = m_layout.groups.size() > 4 && g % 2 == 1;
        label->position->setCoords(m_layout.groupCenter[size_t(g)], lower ? 0.055 : 0.0);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        label->setText(m_layout.groups[g]);
        QFont f = label->font();
        f.setBold(true);
        label->setFont(f);
        label->setPadding(QMargins(2, 2, 2, 2));
        label->setBrush(QColor(255, 255, 255, 220));
        label->setClipToAxisRect(false); // the first group's name may reach past the y axis
        if (g > 0) {
            const double x =
                (m_layout.groupRight[size_t(g - 1)] + m_layout.groupLeft[size_t(g)]) / 2;
            auto *rule = new QCPItemStraightLine(m_plot);
            rule->point1->setCoords(x, 0);
            rule->point2->setCoords(x, 1);
            rule->setPen(QPen(QColor(180, 180, 180), 1, Qt::DotLine));
        }
    }
    if (!markKeys.isEmpty()) {
        auto *marks = m_plot->addGraph();
        marks->setLineStyle(QCPGraph::lsNone);
        QPainterPath dash;
        dash.moveTo(-1, 0);
        dash.lineTo(1, 0);
        marks->setScatterStyle(
            QCPScatterStyle(dash, QPen(QColor(40, 40, 40), 1.5), Qt::NoBrush, 14));
        marks->setData(markKeys, markValues);
        marks->setName(tr("p1 / p99"));
    }
    if (!coldKeys.isEmpty()) {
        auto *cold = m_plot->addGraph();
        cold->setLineStyle(QCPGraph::lsNone);
        cold->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCrossCircle,
                                              QPen(plotstyle::coldColor(), 1.5), Qt::NoBrush, 9));
        cold->setData(coldKeys, coldValues);
        cold->setName(tr("cold first sample"));
    }
    if (!pubKeys.isEmpty()) {
        auto *pub = m_plot->addGraph();
        pub->setLineStyle(QCPGraph::lsNone);
        pub->setScatterStyle(QCPScatterStyle(
            QCPScatterStyle::ssDiamond, QPen(plotstyle::publishedColor(), 1.8), Qt::NoBrush, 12));
        pub->setPen(plotstyle::publishedPen());
        pub->setData(pubKeys, pubValues);
        pub->setName(tr("published (hollow, dashed)"));
    }
    m_plot->xAxis->setTicker(ticker);
    // Many boxes: labels upright (at 35° their ends run into the next ones).
    m_plot->xAxis->setTickLabelRotation(m_data.items.size() > 12  ? 90
                                        : m_data.items.size() > 6 ? 35
                                                                  : 0);
    m_plot->xAxis->setSubTicks(false);
    m_plot->xAxis->setRange(0.3, (m_layout.x.empty() ? 0.0 : m_layout.x.back()) + 0.7);
    QString axis =
        metric().isEmpty() ? m_data.unitLabel : tr("%1 (%2)").arg(metric(), m_data.unitLabel);
    if (!m_data.estimateNote.isEmpty()) // the cycle model's estimates, named under the unit
        axis += QLatin1Char('\n') + m_data.estimateNote;
    m_plot->yAxis->setLabel(axis);
    if (!m_data.items.empty()) {
        double lo = std::numeric_limits<double>::infinity();
        double hi = -lo;
        for (const CompareItem &item : m_data.items) {
            if (!item.published && item.summary.n == 0)
                continue;
            lo = std::min(lo, item.published ? item.publishedValue : item.summary.min);
            hi = std::max(hi, item.published ? item.publishedValue : item.summary.max);
            if (item.cold)
                hi = std::max(hi, *item.cold);
        }
        if (lo <= hi) {
            const double pad = (hi - lo) * 0.08 + std::abs(hi) * 0.02 + 1e-9;
            // Room above the data for the group names (two lines when staggered).
            const double top = !grouped ? 1.0 : m_layout.groups.size() > 4 ? 5.0 : 3.0;
            m_plot->yAxis->setRange(lo >= 0 ? std::max(0.0, lo - pad) : lo - pad, hi + pad * top);
        }
    }
    m_plot->legend->setVisible(m_plot->plottableCount() > 0);
    m_plot->replot();
}

void CompareView::rebuildStats()
{
    m_stats->clear();
    QStringList headers{tr("Item"), tr("n"),    tr("Min"), tr("Median [95 % CI]"),
                        tr("Max"),  tr("Mean"), tr("SD"),  tr("Unit")};
    // Explained runs (rtosbench-cli explain): their kernel-only median beside the raw figures.
    const bool kernelOnly =
        std::any_of(m_data.items.begin(), m_data.items.end(),
                    [](const CompareItem &i) { return i.kernelOnly.has_value(); });
    if (kernelOnly)
        headers << tr("Kernel-only");
    m_stats->setHorizontalHeaderLabels(headers);
    const QLocale loc;
    const QString none = QStringLiteral("—"); // no value (never "nan")
    auto num = [&loc, &none](double v) {
        if (!std::isfinite(v))
            return none;
        return std::abs(v) >= 1000 ? loc.toString(v, 'f', 0) : loc.toString(v, 'g', 4);
    };
    // The CSV copy gets C-locale numbers at full precision (ExportTextRole).
    auto raw = [&none](double v) { return std::isfinite(v) ? QString::number(v, 'g', 12) : none; };
    for (const CompareItem &item : m_data.items) {
        QList<QStandardItem *> row;
        auto cell = [&row, &item](const QString &text, const QString &exported = QString()) {
            auto *c = new QStandardItem(text);
            c->setToolTip(plainToolTip(item.tooltip));
            if (!exported.isNull())
                c->setData(exported, ExportTextRole);
            row << c;
        };
        cell(item.label);
        if (item.published) {
            cell(QString());
            cell(QString());
            cell(tr("%1 (published)").arg(num(item.publishedValue)),
                 tr("%1 (published)").arg(raw(item.publishedValue)));
            cell(QString());
            cell(QString());
            cell(QString());
        } else if (item.summary.n == 0) {
            // No samples (an unsupported or failed case): say so instead of a NaN summary.
            cell(loc.toString(0), QStringLiteral("0"));
            cell(none);
            cell(noSamplesText(item.status));
            cell(none);
            cell(none);
            cell(none);
        } else {
            const Summary &s = item.summary;
            cell(loc.toString(s.n), QString::number(s.n));
            cell(num(s.min), raw(s.min));
            cell(tr("%1 [%2–%3]").arg(num(s.median), num(s.medianCiLow), num(s.medianCiHigh)),
                 tr("%1 [%2–%3]").arg(raw(s.median), raw(s.medianCiLow), raw(s.medianCiHigh)));
            cell(num(s.max), raw(s.max));
            cell(num(s.mean), raw(s.mean));
            cell(num(s.sd), raw(s.sd));
        }
        cell(item.unit.isEmpty() ? m_data.unitLabel : item.unit);
        if (kernelOnly) {
            cell(item.kernelOnly ? num(*item.kernelOnly) : QString(),
                 item.kernelOnly ? raw(*item.kernelOnly) : QString());
            row.back()->setToolTip(tr("Median kernel-layer instructions of the traced windows: "
                                      "emulated instruction count, attributed by trace "
                                      "(rtosbench-cli explain)"));
        }
        if (item.published)
            for (QStandardItem *c : row) {
                QFont f = c->font();
                f.setItalic(true);
                c->setFont(f);
            }
        m_stats->appendRow(row);
    }
    m_statsView->resizeColumnsToContents();
}

void CompareView::showPairwise(const std::shared_ptr<const Comparison> &result)
{
    m_pairwise->clear();
    m_pairwise->setHorizontalHeaderLabels({tr("A"), tr("B"), tr("n A"), tr("n B"),
                                           tr("Shift A−B [95 % CI]"), tr("P(A>B)"), tr("p"),
                                           tr("p (Holm)")});
    m_pairwiseLabel->setText(
        tr("Pairwise effects (Mann–Whitney U, Holm; Hodges–Lehmann shift, raw units)"));
    if (!result)
        return;
    const QLocale loc;
    // The rows name runs as the plot does: kernel plus what differs (issue 17 item 5).
    QHash<qint64, QString> labels;
    for (const CompareItem &item : m_data.items)
        if (item.runIds.size() == 1)
            labels.insert(item.runIds.front(), item.label);
    auto name = [&labels](qint64 run, const QString &kernel) {
        if (run <= 0)
            return kernel;
        return labels.value(run, tr("#%1 %2").arg(run).arg(kernel));
    };
    int skipped = 0;
    for (const PairwiseResult &r : result->pairwise) {
        if (!r.testable && (r.runA == 0 || r.runB == 0)) {
            ++skipped; // a published summary has no samples: nothing to test
            continue;
        }
        QList<QStandardItem *> row;
        row << new QStandardItem(name(r.runA, r.kernelA))
            << new QStandardItem(name(r.runB, r.kernelB));
        if (!r.testable) {
            row << new QStandardItem() << new QStandardItem() << new QStandardItem(r.note);
            m_pairwise->appendRow(row);
            continue;
        }
        row << new QStandardItem(loc.toString(r.nA)) << new QStandardItem(loc.toString(r.nB))
            << new QStandardItem(tr("%1 [%2, %3]")
                                     .arg(loc.toString(r.hlShift, 'g', 4),
                                          loc.toString(r.hlCiLow, 'g', 4),
                                          loc.toString(r.hlCiHigh, 'g', 4)))
            << new QStandardItem(loc.toString(r.pGreater, 'f', 3))
            << new QStandardItem(loc.toString(r.p, 'g', 3))
            << new QStandardItem(loc.toString(r.pHolm, 'g', 3));
        if (r.pHolm >= 0.05)
            for (QStandardItem *c : row)
                c->setForeground(QColor(120, 120, 120));
        m_pairwise->appendRow(row);
    }
    if (m_pairwise->rowCount() == 0)
        m_pairwiseLabel->setText(
            skipped > 0 ? tr("Pairwise effects: none (published numbers have no samples to test)")
                        : tr("Pairwise effects: select at least two runs"));
    m_pairwiseView->resizeColumnsToContents();
}

QString CompareView::noSamplesText(const QString &status)
{
    if (status == QLatin1String("unsupported"))
        return tr("unsupported");
    if (status == QLatin1String("fail"))
        return tr("failed (no samples)");
    return tr("no samples");
}

QString CompareView::statsAsMarkdown() const
{
    return modelToMarkdown(m_stats);
}

QString CompareView::statsAsCsv() const
{
    return modelToCsv(m_stats);
}

void CompareView::copyTable()
{
    QApplication::clipboard()->setText(statsAsMarkdown());
    Q_EMIT m_state->message(tr("Copied the statistics table as Markdown."));
}

void CompareView::showPointTooltip(QMouseEvent *event)
{
    const double key = m_plot->xAxis->pixelToCoord(event->pos().x());
    int i = -1;
    for (size_t n = 0; n < m_layout.x.size(); ++n)
        if (std::abs(key - m_layout.x[n]) <= 0.35)
            i = int(n);
    if (i < 0 || i >= int(m_data.items.size())) {
        QToolTip::hideText();
        return;
    }
    const CompareItem &item = m_data.items[size_t(i)];
    const QLocale loc;
    QString numbers;
    if (item.published) {
        numbers = tr("%1 %2 (published, %3)")
                      .arg(loc.toString(item.publishedValue, 'g', 6), item.unit, item.statistic);
    } else if (item.summary.n == 0) {
        numbers = noSamplesText(item.status);
    } else {
        const Summary &s = item.summary;
        numbers = tr("min %1 · p25 %2 · median %3 · p75 %4 · max %5 %6 (n = %7)")
                      .arg(loc.toString(s.min, 'g', 6), loc.toString(s.p25, 'g', 6),
                           loc.toString(s.median, 'g', 6), loc.toString(s.p75, 'g', 6),
                           loc.toString(s.max, 'g', 6), item.unit, loc.toString(s.n));
    }
    QToolTip::showText(event->globalPosition().toPoint(),
                       plainToolTip(tr("%1\n%2\n\n%3").arg(item.label, numbers, item.tooltip)),
                       m_plot);
}

} // namespace rb
