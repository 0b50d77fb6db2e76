// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/overview_view.h"

#include "core/analysis/footprint_metric.h"
#include "gui/condition_text.h"
#include "gui/overview_delegate.h"
#include "gui/view_updater.h"
#include "gui/workbench_state.h"
#include "report/plot_style.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QStandardItemModel>
#include <QTableView>

#include <cmath>

namespace rb {

namespace {
constexpr int RunIdsRole = Qt::UserRole + 41;

QString number(double v)
{
    const QLocale loc;
    return std::abs(v) >= 1000 ? loc.toString(v, 'f', 0) : loc.toString(v, 'g', 4);
}

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setPen(color.darker(140));
    p.setBrush(color);
    p.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
    return QIcon(pixmap);
}
} // namespace

OverviewView::OverviewView(WorkbenchState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_config(new QComboBox(this)), m_status(new QLabel(this)),
      m_problems(new QLabel(this)), m_table(new QTableView(this)),
      m_model(new QStandardItemModel(this)),
      m_updater(new ViewUpdater(this, this, [this] { rebuild(); }))
{
    m_config->setToolTip(tr("The configuration shown; switching frames the ranks that change"));
    m_config->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_status->setStyleSheet(QStringLiteral("color: #606060"));
    m_status->setWordWrap(true);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #a05000"));
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_problems->hide();
    m_table->setModel(m_model);
    m_table->setItemDelegate(new OverviewDelegate(m_table));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    m_table->viewport()->installEventFilter(this);
    m_table->setToolTip(tr("Click a cell (or press Enter) to see the run's distribution"));

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Configuration:"), this));
    bar->addWidget(m_config);
    bar->addSpacing(12);
    bar->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problems);

    connect(m_config, &QComboBox::currentIndexChanged, this, [this] {
        if (m_rebuilding)
            return;
        if (m_shownConfig >= 0 && configuration() >= 0 && configuration() != m_shownConfig)
            m_previousConfig = m_shownConfig;
        else
            m_previousConfig = -1;
        fillTable();
    });
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &index) {
        const QRect r = m_table->visualRect(index);
        const int bands = int(index.data(OverviewDelegate::BandsRole).toList().size());
        const int band = r.height() > 0 && bands > 1
                             ? qBound(0, (m_pressPos.y() - r.top()) * bands / r.height(), bands - 1)
                             : 0;
        openCell(index.row(), index.column(), band);
    });
    // Enter is handled in eventFilter() rather than through activated(), which some styles
    // also emit on a single click (and would then open the first band, not the one clicked).
    m_table->installEventFilter(this);
    for (auto signal : {&WorkbenchState::selectionChanged, &WorkbenchState::runsChanged,
                        &WorkbenchState::storeChanged})
        connect(m_state, signal, this, &OverviewView::scheduleRefresh);
    connect(m_state, &WorkbenchState::unitChanged, this, &OverviewView::scheduleRefresh);
    scheduleRefresh(); // built when first shown
}

bool OverviewView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::MouseButtonPress)
        m_pressPos = static_cast<QMouseEvent *>(event)->position().toPoint();
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        const QModelIndex current = m_table->currentIndex();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && current.isValid()) {
            openCell(current.row(), current.column(), 0);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void OverviewView::scheduleRefresh()
{
    m_updater->markDirty(); // waits while the tab is hidden
}

int OverviewView::configuration() const
{
    return m_config->currentData().toInt();
}

void OverviewView::setConfiguration(int valueIndex)
{
    const int i = m_config->findData(valueIndex);
    if (i >= 0)
        m_config->setCurrentIndex(i);
}

void OverviewView::refresh()
{
    m_updater->updateNow();
}

void OverviewView::rebuild()
{
    m_data = buildOverviewData(*m_state, m_state->unit());
    m_previousConfig = -1;
    rebuildCombo();
    fillTable();
}

void OverviewView::rebuildCombo()
{
    const QString before = m_config->currentText();
    m_rebuilding = true;
    m_config->clear();
    for (int i = 0; i < m_data.values.size(); ++i)
        m_config->addItem(
            m_data.condition.isEmpty()
                ? m_data.valueLabels.value(i)
                : tr("%1 = %2").arg(conditionLabel(m_data.condition), m_data.valueLabels.value(i)),
            i);
    if (m_data.values.size() > 1)
        m_config->addItem(tr("All side by side"), -1);
    const int i = m_config->findText(before);
    m_config->setCurrentIndex(i >= 0 ? i : 0);
    m_config->setEnabled(m_config->count() > 1);
    m_rebuilding = false;
}

bool OverviewView::isRankChanged(int row, int column, int band) const
{
    const int config = configuration();
    if (row < 0 || column < 0 || row >= m_data.kernels.size() || column >= m_data.metrics.size())
        return false;
    const int now = config >= 0 ? config : band;
    const int before = config >= 0 ? m_previousConfig : band - 1;
    if (now < 0 || before < 0 || now >= m_data.values.size())
        return false;
    const int a = m_data.cell(before, row, column).rank;
    const int b = m_data.cell(now, row, column).rank;
    return a > 0 && b > 0 && a != b;
}

QString OverviewView::cellText(const OverviewCell &cell, int previousRank, bool withUnit,
                               bool compact) const
{
    if (!cell.hasValue())
        return cell.runId == 0 ? tr("no run") : cell.note;
    QString text = withUnit ? tr("%1 %2").arg(number(cell.center), cell.unit) : number(cell.center);
    if (cell.peak)
        text = tr("peak %1").arg(text);
    if (cell.rank == 0)
        return text + QLatin1Char('\n') + cell.note;
    QString rank =
        compact ? tr("#%1").arg(cell.rank) : tr("rank %1 of %2").arg(cell.rank).arg(cell.ranked);
    if (previousRank > 0 && previousRank != cell.rank)
        rank += (cell.rank < previousRank ? tr(" ↑ was %1") : tr(" ↓ was %1")).arg(previousRank);
    return text + QLatin1Char('\n') + rank;
}

void OverviewView::fillTable()
{
    m_model->clear();
    const int config = configuration();
    m_shownConfig = config;
    const int nk = int(m_data.kernels.size());
    const int nm = int(m_data.metrics.size());
    m_model->setColumnCount(nm);
    m_model->setRowCount(nk);
    QList<int> shown;
    if (config >= 0)
        shown << config;
    else
        for (int v = 0; v < m_data.values.size(); ++v)
            shown << v;
    // A column whose cells share one unit names it in its header, not in every cell.
    QStringList columnUnit;
    for (int m = 0; m < nm; ++m) {
        QString unit;
        bool same = true;
        for (int k = 0; k < nk; ++k)
            for (int v : std::as_const(shown)) {
                const OverviewCell &cell = m_data.cell(v, k, m);
                if (!cell.hasValue())
                    continue;
                same = same && (unit.isEmpty() || unit == cell.unit);
                unit = cell.unit;
            }
        columnUnit << (same ? unit : QString());
        m_model->setHorizontalHeaderItem(
            m, new QStandardItem(unit.isEmpty() || !same
                                     ? m_data.metrics[m]
                                     : tr("%1\n(%2)").arg(m_data.metrics[m], unit)));
    }
    const auto colors = plotstyle::kernelColors(m_data.kernels);
    for (int k = 0; k < nk; ++k) {
        auto *header =
            new QStandardItem(swatch(colors.value(m_data.kernels[k])), m_data.kernels[k]);
        m_model->setVerticalHeaderItem(k, header);
    }
    int changes = 0;
    for (int k = 0; k < nk; ++k)
        for (int m = 0; m < nm; ++m) {
            QVariantList bands;
            QVariantList runIds;
            QStringList plain;
            for (int b = 0; b < shown.size(); ++b) {
                const OverviewCell &cell = m_data.cell(shown[b], k, m);
                const bool changed = isRankChanged(k, m, b);
                changes += changed ? 1 : 0;
                int previous = 0;
                if (changed)
                    previous =
                        m_data.cell(config >= 0 ? m_previousConfig : shown[b] - 1, k, m).rank;
                QString text = cellText(cell, previous, columnUnit.value(m).isEmpty(), config < 0);
                if (config < 0)
                    text = tr("%1: %2").arg(m_data.valueLabels.value(shown[b]),
                                            text.replace(QLatin1Char('\n'), tr(" · ")));
                bands << QVariantMap{{"text", text},
                                     {"rank", cell.rank},
                                     {"ranked", cell.ranked},
                                     {"changed", changed}};
                runIds << cell.runId;
                plain << text;
            }
            auto *item = new QStandardItem(plain.join(QLatin1Char('\n')));
            item->setData(bands, OverviewDelegate::BandsRole);
            item->setData(runIds, RunIdsRole);
            const OverviewCell &first = m_data.cell(shown.value(0), k, m);
            if (first.runId && first.exact) {
                // A footprint: one exact value per run, shown as it is (no median, no spread).
                item->setToolTip(
                    tr("Run %1 · %2 · %3\nOne exact value per run, not a distribution: the "
                       "image's %4 in bytes, as its firmware states them (FOOT). Rank 1 = the "
                       "smallest.")
                        .arg(first.runId)
                        .arg(m_data.kernels[k], m_data.metrics[m],
                             footprint::sections(m_data.metrics[m])));
            } else if (first.runId) {
                QString tip = tr("Run %1 · %2 · %3\nClick or press Enter for its distribution")
                                  .arg(first.runId)
                                  .arg(m_data.kernels[k], m_data.metrics[m]);
                if (first.kernelOnly == first.kernelOnly)
                    tip += QLatin1Char('\n') +
                           tr("Kernel-only: %1 %2 (the median minus the adapter's stated "
                              "emulation cost, mech.*.cost = %3)")
                               .arg(QLocale().toString(first.kernelOnly, 'g', 6), first.unit)
                               .arg(first.stated);
                item->setToolTip(tip);
            }
            m_model->setItem(k, m, item);
        }
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    QString status;
    if (nk == 0)
        status = tr("No runs: check runs in the side panel (or none for all).");
    else if (m_data.condition.isEmpty())
        status = tr("%n kernel(s); no condition varies besides the kernel.", nullptr, nk);
    else
        status = tr("%n kernel(s) × %1 configurations of %2. Rank 1 = best median in its "
                    "configuration; colour: green best, red worst.",
                    nullptr, nk)
                     .arg(m_data.values.size())
                     .arg(conditionLabel(m_data.condition));
    if (config >= 0 && m_previousConfig >= 0)
        status += QLatin1Char(' ') + tr("Framed: %n rank(s) changed since %1.", nullptr, changes)
                                         .arg(m_data.valueLabels.value(m_previousConfig));
    m_status->setText(status);
    // At most a few lines under the table; all of them in the tooltip.
    QStringList shownProblems = m_data.problems.mid(0, 4);
    if (m_data.problems.size() > 4)
        shownProblems << tr("… and %n more (see the tooltip).", nullptr,
                            int(m_data.problems.size() - 4));
    m_problems->setText(shownProblems.join(QLatin1Char('\n')));
    m_problems->setToolTip(m_data.problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!m_data.problems.isEmpty());
}

void OverviewView::openCell(int row, int column, int band)
{
    const QModelIndex index = m_model->index(row, column);
    const QVariantList ids = index.data(RunIdsRole).toList();
    const qint64 id = ids.value(band).toLongLong();
    const QString metric = m_data.metrics.value(column);
    if (id > 0 && footprint::isMetric(metric))
        Q_EMIT m_state->message(tr("%1 of run %2 is one exact value (bytes of its image), not a "
                                   "distribution: the run's details list its sections.")
                                    .arg(metric)
                                    .arg(id));
    else if (id > 0)
        m_state->requestDistribution(id, metric);
}

void OverviewView::copyTable()
{
    // Markdown with the kernel in the first column (the table's row headers).
    auto escape = [](QString t) {
        return t.replace(QLatin1Char('|'), QStringLiteral("\\|"))
            .replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    };
    QStringList header{tr("Kernel")}, rule{QStringLiteral("---")};
    for (const QString &m : std::as_const(m_data.metrics)) {
        header << escape(m);
        rule << QStringLiteral("---");
    }
    QStringList lines{QStringLiteral("| %1 |").arg(header.join(QStringLiteral(" | "))),
                      QStringLiteral("| %1 |").arg(rule.join(QStringLiteral(" | ")))};
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QStringList cells{escape(m_data.kernels.value(r))};
        for (int c = 0; c < m_model->columnCount(); ++c)
            cells << escape(m_model->item(r, c) ? m_model->item(r, c)->text() : QString());
        lines << QStringLiteral("| %1 |").arg(cells.join(QStringLiteral(" | ")));
    }
    QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    Q_EMIT m_state->message(tr("Copied the overview as Markdown."));
}

} // namespace rb
