// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/lab_panel_results.h"
#include "gui/condition_text.h"

#include "core/analysis/traps.h"
#include "core/lab/lab.h"
#include "core/lab/lab_trap_report.h"
#include "core/model/corrected.h"
#include "core/stats/summary.h"
#include "gui/qcustomplot_include.h"
#include "report/plot_style.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace rb {

namespace {

QString number(double v)
{
    if (std::isnan(v))
        return QStringLiteral("—");
    return v == std::floor(v) && std::fabs(v) < 1e15 ? QString::number(qint64(v))
                                                     : QString::number(v, 'f', 1);
}

QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignRight)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment(align | Qt::AlignVCenter);
    return item;
}

} // namespace

QString LabPanelResults::configurationLabel(const Experiment &experiment,
                                            const BuildRequest &request)
{
    return Lab::configurationLabel(experiment, request);
}

LabPanelResults::LabPanelResults(QWidget *parent)
    : QWidget(parent), m_layout(new QVBoxLayout(this)), m_hint(new QLabel(this)),
      m_traps(new QLabel(this))
{
    m_layout->setContentsMargins(4, 4, 4, 4);
    m_hint->setWordWrap(true);
    m_hint->setObjectName(QStringLiteral("labResultHint"));
    m_layout->addWidget(m_hint);
    m_traps->setWordWrap(true);
    m_traps->setObjectName(QStringLiteral("labResultTraps"));
    m_traps->setTextFormat(Qt::RichText);
    m_traps->hide();
    m_layout->addWidget(m_traps);
    m_layout->addStretch(1);
}

LabPanelResults::~LabPanelResults() = default;

void LabPanelResults::clearGroups()
{
    for (QWidget *w : m_groups)
        delete w;
    m_groups.clear();
    m_tables.clear();
    m_plots.clear();
}

void LabPanelResults::clear(const QString &hint)
{
    clearGroups();
    m_hint->setText(hint);
    m_traps->clear();
    m_traps->hide();
}

void LabPanelResults::showTraps(const Lab &lab, const std::vector<Entry> &entries)
{
    std::vector<Run> runs;
    QMap<qint64, QString> labels;
    for (const Entry &e : entries)
        if (e.run) {
            runs.push_back(*e.run);
            labels.insert(e.run->id, e.configuration);
        }
    const LabTrapReport report = LabTrapReport::evaluate(lab, runs);
    QStringList lines;
    if (lab.trap > 0) {
        lines << tr("<b>This lab's trap: #%1 %2</b>")
                     .arg(lab.trap)
                     .arg(traps::trapTitle(lab.trap).toHtmlEscaped());
        for (const Run &run : runs) {
            const auto fired = report.labTrapOn(run.id);
            QString line =
                fired.empty() ? tr("Run %1 (%2): quiet") : tr("Run %1 (%2): <b>fired</b>");
            line = line.arg(run.id).arg(labels.value(run.id).toHtmlEscaped());
            for (const TrapWarning &w : fired)
                line += QStringLiteral("<br>&nbsp;&nbsp;") + w.explanation.toHtmlEscaped();
            lines << line;
        }
    }
    const std::vector<TrapWarning> others = report.others();
    if (!others.empty()) {
        lines << tr("<b>Other traps and notes</b>");
        for (const TrapWarning &w : others)
            lines << tr("#%1 %2 (runs %3): %4")
                         .arg(w.number)
                         .arg(w.title.toHtmlEscaped(), compactIds(w.runIds),
                              w.explanation.toHtmlEscaped());
    }
    m_traps->setText(lines.join(QStringLiteral("<br>")));
    m_traps->setVisible(!lines.isEmpty());
}

void LabPanelResults::setResults(const Lab &lab, const std::vector<Entry> &entries)
{
    clearGroups();
    m_hint->setText(
        tr("<b>Result</b><br>%n run(s) stored. Values are corrected samples (raw − overhead).",
           nullptr, int(entries.size())));
    showTraps(lab, entries);
    int position = m_layout->count() - 1; // before the stretch
    for (const QString &metric : lab.metrics) {
        QStringList units;
        std::vector<Summary> summaries;
        std::vector<QString> statuses;
        for (const Entry &e : entries) {
            const CaseResult *c = e.run ? e.run->findCase(metric) : nullptr;
            if (c && !c->unit.isEmpty() && !units.contains(c->unit))
                units << c->unit;
            summaries.push_back(c ? summarize(c->corrected()) : Summary{});
            statuses.push_back(!e.run ? tr("not stored")
                               : !c   ? tr("missing")
                                      : caseStatusText(c->status));
        }
        auto *group = new QGroupBox(
            units.isEmpty() ? metric : tr("%1 (%2)").arg(metric, units.join('/')), this);
        group->setObjectName(QStringLiteral("labResult_") + metric);
        auto *box = new QVBoxLayout(group);
        box->setContentsMargins(6, 6, 6, 6);

        auto *table = new QTableWidget(int(entries.size()), Columns, group);
        table->setObjectName(QStringLiteral("labResultTable_") + metric);
        table->setHorizontalHeaderLabels({tr("Configuration"), tr("n"), tr("Min"), tr("Median"),
                                          tr("Max"), tr("Overhead"), tr("Cold")});
        table->horizontalHeaderItem(OverheadColumn)
            ->setToolTip(tr("The measurement chain's overhead, subtracted from every sample"));
        table->horizontalHeaderItem(ColdColumn)
            ->setToolTip(tr("The first (cold) sample, recorded apart, minus the overhead"));
        table->verticalHeader()->hide();
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        table->horizontalHeader()->setSectionResizeMode(ConfigurationColumn, QHeaderView::Stretch);
        for (int col = NColumn; col < Columns; ++col)
            table->horizontalHeader()->setSectionResizeMode(col, QHeaderView::ResizeToContents);
        for (int row = 0; row < int(entries.size()); ++row) {
            const Summary &s = summaries[size_t(row)];
            auto *label = cell(entries[size_t(row)].configuration, Qt::AlignLeft);
            if (entries[size_t(row)].run)
                label->setToolTip(tr("%1\nRun %2 · %3 · case %4")
                                      .arg(entries[size_t(row)].configuration)
                                      .arg(entries[size_t(row)].run->id)
                                      .arg(runStatusName(entries[size_t(row)].run->status),
                                           statuses[size_t(row)]));
            table->setItem(row, ConfigurationColumn, label);
            table->setItem(row, NColumn, cell(QString::number(s.n)));
            table->setItem(row, MinColumn, cell(s.n ? number(s.min) : QStringLiteral("—")));
            table->setItem(row, MedianColumn, cell(s.n ? number(s.median) : QStringLiteral("—")));
            table->setItem(row, MaxColumn, cell(s.n ? number(s.max) : QStringLiteral("—")));
            const CaseResult *c =
                entries[size_t(row)].run ? entries[size_t(row)].run->findCase(metric) : nullptr;
            const double overhead = c && c->overhead ? double(*c->overhead) : 0.0;
            table->setItem(row, OverheadColumn,
                           cell(c && c->overhead ? number(overhead) : QStringLiteral("—")));
            table->setItem(row, ColdColumn,
                           cell(c && correctedCold(*c) ? number(double(*correctedCold(*c)))
                                                       : QStringLiteral("—")));
        }
        table->resizeRowsToContents();
        int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
        for (int row = 0; row < table->rowCount(); ++row)
            height += table->rowHeight(row);
        table->setFixedHeight(height);
        box->addWidget(table);

        auto *plot = new QCustomPlot(group);
        plot->setObjectName(QStringLiteral("labResultPlot_") + metric);
        plot->setMinimumHeight(130);
        plot->setMaximumHeight(170);
        auto *boxes = new QCPStatisticalBox(plot->xAxis, plot->yAxis);
        boxes->setWidth(0.5);
        const QColor color =
            plotstyle::kernelColor(lab.experiment.kernels.value(0, QStringLiteral("baremetal")));
        boxes->setPen(QPen(color.darker(130)));
        boxes->setBrush(QColor(color.red(), color.green(), color.blue(), 70));
        boxes->setMedianPen(QPen(color.darker(160), 2));
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        double lo = qInf(), hi = -qInf();
        for (int i = 0; i < int(entries.size()); ++i) {
            ticker->addTick(i + 1, entries[size_t(i)].configuration);
            const Summary &s = summaries[size_t(i)];
            if (s.n == 0)
                continue;
            boxes->addData(i + 1, s.min, s.p25, s.median, s.p75, s.max);
            lo = qMin(lo, s.min);
            hi = qMax(hi, s.max);
        }
        plot->xAxis->setTicker(ticker);
        plot->xAxis->setRange(0.4, entries.size() + 0.6);
        plot->xAxis->setTickLabelRotation(entries.size() > 3 ? 20 : 0);
        if (lo <= hi) {
            const double pad = hi > lo ? 0.08 * (hi - lo) : qMax(1.0, 0.1 * std::fabs(hi));
            plot->yAxis->setRange(lo - pad, hi + pad);
        }
        plot->yAxis->setLabel(units.join('/'));
        plot->replot();
        box->addWidget(plot);

        m_layout->insertWidget(position++, group);
        m_groups.push_back(group);
        m_tables.insert(metric, table);
        m_plots.insert(metric, plot);
    }
}

} // namespace rb
