// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/history_dialog.h"

#include "core/analysis/history_bisector.h"
#include "core/analysis/history_loader.h"
#include "core/store/run_store.h"
#include "gui/qcustomplot_include.h"
#include "gui/workbench_state.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rb {

HistoryDialog::HistoryDialog(WorkbenchState *state, QWidget *parent)
    : QDialog(parent), m_state(state)
{
    setWindowTitle(tr("Kernel history"));
    resize(900, 640);
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("History:"), this));
    m_stored = new QComboBox(this);
    m_stored->setObjectName(QStringLiteral("historyStored"));
    m_stored->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    top->addWidget(m_stored, 1);
    auto *open = new QPushButton(tr("Open"), this);
    top->addWidget(open);
    top->addWidget(new QLabel(tr("Metric:"), this));
    m_metric = new QComboBox(this);
    m_metric->setObjectName(QStringLiteral("historyMetric"));
    top->addWidget(m_metric);
    layout->addLayout(top);
    auto *split = new QSplitter(Qt::Vertical, this);
    m_plot = new QCustomPlot(split);
    m_plot->setMinimumHeight(280);
    m_table = new QTableWidget(split);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    split->addWidget(m_plot);
    split->addWidget(m_table);
    layout->addWidget(split, 1);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    connect(open, &QPushButton::clicked, this, [this] { openStored(m_stored->currentText()); });
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] { showMetric(); });
    connect(m_plot, &QCustomPlot::plottableClick, this,
            [this](QCPAbstractPlottable *plottable, int dataIndex, QMouseEvent *) {
                if (plottable == m_plot->graph(0))
                    pointClicked(dataIndex);
            });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (row >= 0 && row < int(m_changes.size()))
            Q_EMIT compareRequested(
                {m_changes[size_t(row)].before.runId, m_changes[size_t(row)].after.runId},
                m_metric->currentText());
    });
    refreshStored();
    if (m_stored->count() > 0)
        openStored(m_stored->itemText(0));
}

void HistoryDialog::refreshStored()
{
    m_stored->clear();
    if (const RunStore *store = m_state->store())
        m_stored->addItems(HistoryLoader::ids(*store));
    else
        m_status->setText(tr("No database is open."));
    if (m_stored->count() == 0)
        m_status->setText(tr("No kernel history in this database: run "
                             "`rtosbench-cli history KERNEL --from REF --to REF` first."));
}

bool HistoryDialog::openStored(const QString &id)
{
    const RunStore *store = m_state->store();
    if (!store) {
        m_status->setText(tr("No database is open."));
        return false;
    }
    QString error;
    const std::optional<std::vector<HistoryPoint>> points = HistoryLoader::load(*store, id, &error);
    if (!points) {
        m_status->setText(tr("Cannot open %1: %2").arg(id, error));
        return false;
    }
    m_points = *points;
    QStringList metrics;
    for (const HistoryPoint &p : m_points)
        for (const QString &m : p.medians.keys())
            if (!metrics.contains(m))
                metrics << m;
    const QString previous = m_metric->currentText();
    const QSignalBlocker block(m_metric);
    m_metric->clear();
    m_metric->addItems(metrics);
    const int keep =
        metrics.indexOf(previous.isEmpty() ? QStringLiteral("yield_round_trip") : previous);
    m_metric->setCurrentIndex(keep >= 0 ? keep : 0);
    int failed = 0;
    for (const HistoryPoint &p : m_points)
        failed += p.ok ? 0 : 1;
    m_status->setText(tr("%1: %2 commits measured, %3 failed; on the virtual board every "
                         "change point is exact.")
                          .arg(id)
                          .arg(m_points.size())
                          .arg(failed));
    showMetric();
    return true;
}

void HistoryDialog::showMetric()
{
    const QString metric = m_metric->currentText();
    HistoryBisector b([](int) { return HistoryPoint(); });
    for (const HistoryPoint &p : m_points)
        b.add(p);
    m_changes = b.walkChanges({metric});
    m_plot->clearGraphs();
    m_plot->clearItems();
    QCPGraph *line = m_plot->addGraph();
    line->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
    line->setName(metric);
    QCPGraph *marks = m_plot->addGraph();
    marks->setLineStyle(QCPGraph::lsNone);
    marks->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(200, 30, 30), QColor(200, 30, 30), 10));
    marks->setName(tr("change points"));
    m_plotted.clear();
    QVector<double> x, y;
    for (int i = 0; i < int(m_points.size()); ++i) {
        const HistoryPoint &p = m_points[size_t(i)];
        if (!p.ok || !p.medians.contains(metric))
            continue;
        m_plotted.push_back(i);
        x << p.index;
        y << p.medians.value(metric);
    }
    line->setData(x, y, true);
    for (const HistoryChange &c : m_changes)
        marks->addData(c.after.index, c.after.medians.value(metric));
    m_plot->xAxis->setLabel(tr("commit (position in the history)"));
    m_plot->yAxis->setLabel(metric);
    m_plot->legend->setVisible(true);
    m_plot->rescaleAxes();
    m_plot->xAxis->scaleRange(1.1);
    m_plot->yAxis->scaleRange(1.2);
    m_plot->setInteractions(QCP::iSelectPlottables);
    m_plot->replot();

    m_table->clear();
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Commit"), tr("Previous"), tr("Step"), tr("Configuration"), tr("Subject")});
    m_table->setRowCount(int(m_changes.size()));
    for (int r = 0; r < int(m_changes.size()); ++r) {
        const HistoryChange &c = m_changes[size_t(r)];
        const double step = c.steps.value(metric);
        const QStringList cells{
            c.after.commit.sha.left(12), c.before.commit.sha.left(12),
            (step > 0 ? QStringLiteral("+") : QString()) + QString::number(step),
            c.configDrift.isEmpty() ? tr("unchanged")
                                    : tr("drift: %1").arg(c.configDrift.join("; ")),
            c.after.commit.subject + (c.exact ? QString() : tr(" (not exact)"))};
        for (int col = 0; col < cells.size(); ++col)
            m_table->setItem(r, col, new QTableWidgetItem(cells[col]));
    }
    m_table->resizeColumnsToContents();
}

void HistoryDialog::pointClicked(int dataIndex)
{
    if (dataIndex <= 0 || dataIndex >= int(m_plotted.size()))
        return;
    const HistoryPoint &before = m_points[size_t(m_plotted[size_t(dataIndex - 1)])];
    const HistoryPoint &after = m_points[size_t(m_plotted[size_t(dataIndex)])];
    Q_EMIT compareRequested({before.runId, after.runId}, m_metric->currentText());
}

} // namespace rb
