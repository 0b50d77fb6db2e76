// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/explain_panel.h"
#include "gui/app_settings.h"

#include "acq/run_explainer.h"
#include "core/store/attribution_store.h"
#include "core/store/run_store.h"
#include "gui/qcustomplot_include.h"

#include <QBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QThread>

#include <algorithm>

namespace rb {

ExplainPanel::ExplainPanel(QWidget *parent)
    : QWidget(parent), m_start(new QPushButton(tr("Where do the instructions go?"), this)),
      m_cancel(new QPushButton(tr("Cancel"), this)), m_status(new QLabel(this)),
      m_bar(new QCustomPlot(this)), m_functions(new QTableWidget(this))
{
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_cancel->setEnabled(false);
    m_bar->setMinimumHeight(70);
    m_bar->setMaximumHeight(110);
    m_bar->setVisible(false);
    m_functions->setVisible(false);
    m_functions->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_functions->verticalHeader()->hide();
    m_functions->horizontalHeader()->setStretchLastSection(true);
    m_start->setToolTip(tr("Re-runs the run's exact firmware on the virtual board with an "
                           "execution trace and attributes each instruction of the first measured "
                           "windows to a function and a layer (slow: a minute or more)"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_start);
    row->addWidget(m_cancel);
    row->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_bar);
    layout->addWidget(m_functions);
    connect(m_start, &QPushButton::clicked, this, &ExplainPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &ExplainPanel::cancel);
    setTarget(QString(), 0, QString());
}

ExplainPanel::~ExplainPanel()
{
    if (m_thread) {
        m_cancelFlag->store(true);
        m_thread->wait();
    }
}

void ExplainPanel::setTarget(const QString &dbPath, qint64 runId, const QString &metric)
{
    if (m_db == dbPath && m_run == runId && m_metric == metric && !dbPath.isEmpty())
        return;
    m_db = dbPath;
    m_run = runId;
    m_metric = metric;
    m_start->setEnabled(!m_thread && !dbPath.isEmpty() && runId > 0 && !metric.isEmpty());
    if (!m_thread) {
        m_status->clear();
        m_bar->setVisible(false);
        m_functions->setVisible(false);
    }
}

void ExplainPanel::start()
{
    if (m_thread || m_db.isEmpty() || m_run <= 0 || m_metric.isEmpty())
        return;
    m_cancelFlag = std::make_shared<std::atomic_bool>(false);
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Tracing %1 of run %2 on the virtual board...").arg(m_metric).arg(m_run));
    const QString db = m_db, metric = m_metric;
    const qint64 id = m_run;
    const auto flag = m_cancelFlag;
    // The QEMU of Settings, read here on the GUI thread (as RunService does for runs).
    const QString qemu = AppSettings().qemuProgram();
    QPointer<ExplainPanel> self(this);
    m_thread = QThread::create([self, db, metric, id, flag, qemu] {
        QString error;
        std::optional<ExplainResult> result;
        {
            RunStore store; // one connection per thread
            if (!store.open(db, &error, false)) {
            } else if (const auto run = store.loadRun(id, true, false, &error); !run) {
            } else {
                ExplainRequest request;
                request.cancel = flag.get();
                request.qemuProgram = qemu;
                request.progress = [self](qint64 instructions, int windows) {
                    QMetaObject::invokeMethod(
                        self,
                        [self, instructions, windows] {
                            if (self)
                                self->m_status->setText(
                                    tr("Tracing: %1 instructions, %2 window(s) seen")
                                        .arg(QLocale().toString(instructions))
                                        .arg(windows));
                        },
                        Qt::QueuedConnection);
                };
                result = RunExplainer::explain(*run, metric, request, &error);
                if (result && !AttributionStore(store).save(*result, &error))
                    result.reset();
            }
        }
        const bool ok = result.has_value();
        const ExplainResult r = ok ? *result : ExplainResult();
        QMetaObject::invokeMethod(
            self,
            [self, ok, error, r] {
                if (self)
                    self->done(ok, error, r);
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

void ExplainPanel::cancel()
{
    if (m_cancelFlag)
        m_cancelFlag->store(true);
}

void ExplainPanel::done(bool ok, const QString &error, const ExplainResult &r)
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    m_cancel->setEnabled(false);
    m_start->setEnabled(!m_db.isEmpty() && m_run > 0 && !m_metric.isEmpty());
    if (!ok) {
        m_status->setText(tr("Not explained: %1").arg(error));
        Q_EMIT finished(false);
        return;
    }
    showResult(r);
    Q_EMIT finished(true);
}

void ExplainPanel::showResult(const ExplainResult &r)
{
    if (r.windows.empty())
        return;
    const ExplainedWindow &w = r.windows.front();
    const auto spread = r.totalSpread();
    const QString noDebug = r.debugInfo ? QString() : tr("; no debug information: layers unknown");
    if (r.cycleSamples) {
        // A cycle-model run: its samples are the model's estimated cycles of the same trace.
        const auto cycles = r.totalSpread(true);
        m_status->setText(tr("%1 %2 in window 1 (raw sample %3; %4 window(s), %5 to %6), %7 "
                             "instructions: the Cortex-M3 cycle model %8 on %9, attributed by "
                             "trace, not measured%10")
                              .arg(w.cycles)
                              .arg(ExplainResult::cyclesLabel())
                              .arg(w.sample)
                              .arg(r.windows.size())
                              .arg(cycles.min)
                              .arg(cycles.max)
                              .arg(w.total)
                              .arg(r.cycleModel, r.cycleTarget, noDebug));
    } else {
        m_status->setText(
            tr("%1 instructions in window 1 (raw sample %2; %3 window(s), %4 to %5): emulated "
               "instruction count, attributed by trace%6")
                .arg(w.total)
                .arg(w.sample)
                .arg(r.windows.size())
                .arg(spread.min)
                .arg(spread.max)
                .arg(noDebug));
    }
    // The bar shows what the run's samples are in: cycles for a cycle-model run.
    const QMap<QString, qint64> &barLayers = r.cycleSamples ? w.layerCycles : w.layers;
    const qint64 barTotal = r.cycleSamples ? w.cycles : w.total;
    m_bar->clearPlottables();
    m_bar->legend->setVisible(true);
    m_bar->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_bar->plotLayout()->setRowStretchFactor(0, 1);
    QCPBars *below = nullptr;
    const QList<QColor> colours{QColor(0xc0, 0x39, 0x2b), QColor(0x29, 0x80, 0xb9),
                                QColor(0x27, 0xae, 0x60), QColor(0x8e, 0x44, 0xad),
                                QColor(0xf3, 0x9c, 0x12), QColor(0x7f, 0x8c, 0x8d)};
    const QStringList layers = ExplainResult::layerOrder();
    for (int i = 0; i < layers.size(); ++i) {
        if (!barLayers.contains(layers[i]))
            continue;
        auto *bars = new QCPBars(m_bar->yAxis, m_bar->xAxis);
        bars->setName(tr("%1 (%2)")
                          .arg(ExplainResult::layerTitle(layers[i]))
                          .arg(barLayers.value(layers[i])));
        bars->setBrush(colours[i % colours.size()]);
        bars->setPen(Qt::NoPen);
        bars->setWidth(0.6);
        bars->addData(1, double(barLayers.value(layers[i])));
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
    m_bar->yAxis->setTicks(false);
    m_bar->yAxis->setRange(0.5, 1.5);
    m_bar->xAxis->setRange(0, double(barTotal) * 1.02);
    m_bar->xAxis->setLabel(r.cycleSamples
                               ? tr("%1, attributed by trace").arg(ExplainResult::cyclesLabel())
                               : tr("emulated instructions, attributed by trace"));
    m_bar->setVisible(true);
    m_bar->replot();

    m_functions->clear();
    // Estimated cycles (model) beside the instructions whenever the model ran (every explain).
    QStringList headers{tr("Function"), tr("Layer"), tr("Instructions")};
    if (r.hasCycles())
        headers << ExplainResult::cyclesLabel();
    headers << tr("Calls");
    m_functions->setColumnCount(int(headers.size()));
    m_functions->setHorizontalHeaderLabels(headers);
    // Most of the run's unit first: estimated cycles for a cycle-model run, else instructions.
    std::vector<ExplainedFunction> functions = w.functions;
    if (r.cycleSamples)
        std::stable_sort(functions.begin(), functions.end(),
                         [](const ExplainedFunction &a, const ExplainedFunction &b) {
                             return a.cycles > b.cycles;
                         });
    m_functions->setRowCount(int(functions.size()));
    for (int i = 0; i < int(w.functions.size()); ++i) {
        const ExplainedFunction &f = functions[size_t(i)];
        QStringList cells{f.name, ExplainResult::layerTitle(f.layer),
                          QLocale().toString(f.instructions)};
        if (r.hasCycles())
            cells << QLocale().toString(f.cycles);
        cells << QLocale().toString(f.calls);
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c >= 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 0 && !f.file.isEmpty())
                item->setToolTip(f.file);
            m_functions->setItem(i, c, item);
        }
    }
    m_functions->resizeColumnsToContents();
    m_functions->setVisible(true);
}

} // namespace rb
