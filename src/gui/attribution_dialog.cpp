// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/attribution_dialog.h"

#include "acq/run_controller.h"
#include "core/analysis/attribution_loader.h"
#include "core/experiment/kernel_dirs.h"
#include "core/kernels/kernel_catalogue.h"
#include "core/kernels/kernel_options.h"
#include "core/store/run_store.h"
#include "gui/app_settings.h"
#include "gui/qcustomplot_include.h"
#include "gui/run_service.h"
#include "gui/workbench_state.h"
#include "report/attribution_waterfall.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rb {

AttributionDialog::AttributionDialog(WorkbenchState *state, RunService *service, QWidget *parent)
    : QDialog(parent), m_state(state), m_service(service)
{
    setWindowTitle(tr("Attribute kernel options"));
    resize(1100, 760);
    auto *layout = new QVBoxLayout(this);

    auto *form = new QHBoxLayout;
    m_kernel = new QComboBox(this);
    // The kernels whose adapter declares options (catalogue "options": options.json).
    for (const KernelInfo &k : KernelCatalogue::builtIn().kernels())
        if (k.hasOptions && KernelOptions::forKernel(k.id))
            m_kernel->addItem(k.id);
    m_from = new QComboBox(this);
    m_to = new QComboBox(this);
    for (QComboBox *c : {m_from, m_to})
        c->addItems({QStringLiteral("default"), QStringLiteral("minimal")});
    m_to->setCurrentIndex(1);
    m_iterations = new QSpinBox(this);
    m_iterations->setRange(10, 100000);
    m_iterations->setValue(200);
    m_run = new QPushButton(tr("Run on the virtual board"), this);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    form->addWidget(new QLabel(tr("Kernel:"), this));
    form->addWidget(m_kernel);
    form->addWidget(new QLabel(tr("From:"), this));
    form->addWidget(m_from);
    form->addWidget(new QLabel(tr("To:"), this));
    form->addWidget(m_to);
    form->addWidget(new QLabel(tr("Samples per case:"), this));
    form->addWidget(m_iterations);
    form->addWidget(m_run);
    form->addWidget(m_cancel);
    layout->addLayout(form);
    m_progress = new QProgressBar(this);
    m_progress->setValue(0);
    layout->addWidget(m_progress);

    auto *stored = new QHBoxLayout;
    m_stored = new QComboBox(this);
    m_stored->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_open = new QPushButton(tr("Open"), this);
    m_metric = new QComboBox(this);
    stored->addWidget(new QLabel(tr("Stored attribution:"), this));
    stored->addWidget(m_stored, 1);
    stored->addWidget(m_open);
    stored->addSpacing(20);
    stored->addWidget(new QLabel(tr("Metric:"), this));
    stored->addWidget(m_metric, 1);
    layout->addLayout(stored);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_plot = new QCustomPlot(split);
    m_plot->setMinimumHeight(300);
    m_table = new QTableWidget(split);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    split->addWidget(m_plot);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    auto *bottom = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_copy = new QPushButton(tr("Copy table"), this);
    m_copy->setEnabled(false);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_copy);
    layout->addLayout(bottom);

    connect(m_run, &QPushButton::clicked, this, &AttributionDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, &AttributionDialog::cancel);
    connect(m_open, &QPushButton::clicked, this, [this] { openStored(m_stored->currentText()); });
    connect(m_metric, &QComboBox::currentIndexChanged, this, &AttributionDialog::showMetric);
    // A click on a bar (or on its label or whisker, which lie over it) asks to compare its runs.
    connect(m_plot, &QCustomPlot::itemClick, this, [this](QCPAbstractItem *, QMouseEvent *event) {
        for (int i = 0; i < m_plot->itemCount(); ++i) {
            QCPAbstractItem *bar = m_plot->item(i);
            const QVariantList runs = bar->property("rb_runs").toList();
            if (runs.isEmpty() || bar->selectTest(event->position(), false) < 0 ||
                bar->selectTest(event->position(), false) > m_plot->selectionTolerance())
                continue;
            QList<qint64> ids;
            for (const QVariant &v : runs)
                if (v.toLongLong() > 0)
                    ids << v.toLongLong();
            if (!ids.isEmpty())
                Q_EMIT compareRequested(ids, m_metric->currentText());
            return;
        }
    });
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(tableText()); });
    connect(m_service, &RunService::stepStarted, this,
            [this](int index, int n, RunController::Step, const QString &label) {
                if (m_running)
                    m_status->setText(tr("%1/%2: %3").arg(index + 1).arg(n).arg(label));
            });
    connect(m_service, &RunService::runStored, this,
            [this](int index, qint64 id, const QString &, const QString &) {
                if (!m_running)
                    return;
                m_runOf[index] = id;
                m_progress->setValue(int(m_runOf.size()));
            });
    connect(m_service, &RunService::finished, this, &AttributionDialog::onFinished);
    refreshStored();
}

AttributionDialog::~AttributionDialog()
{
    // Closing the dialog stops its attribution (the runs stored so far are kept).
    if (m_running)
        m_service->cancel();
}

void AttributionDialog::refreshStored()
{
    m_stored->clear();
    if (const RunStore *store = m_state->store())
        m_stored->addItems(AttributionLoader::ids(*store));
    m_open->setEnabled(m_stored->count() > 0);
}

bool AttributionDialog::openStored(const QString &id)
{
    const RunStore *store = m_state->store();
    if (!store) {
        m_status->setText(tr("No database is open."));
        return false;
    }
    QString error;
    const std::optional<Attribution> a = AttributionLoader::load(*store, id, {}, &error);
    if (!a) {
        m_status->setText(tr("Cannot open %1: %2").arg(id, error));
        return false;
    }
    showAttribution(*a);
    return true;
}

void AttributionDialog::start()
{
    BuildRequest base;
    base.board = BoardIds::qemu;
    base.kernel = m_kernel->currentText();
    base.opt = QStringLiteral("-Os");
    base.iterations = m_iterations->value();
    base.warmup = qMax(10, m_iterations->value() / 10);
    QString error;
    const QString given = AppSettings().kernelDir(base.kernel);
    if (!KernelDirs::resolveRequest(base, given, {}, &error)) {
        m_status->setText(tr("Cannot run: %1 (Settings › Kernels adds a tree)").arg(error));
        return;
    }
    m_plan = AttributionPlan::make(base, m_from->currentText(), m_to->currentText(), &error);
    if (!m_plan) {
        m_status->setText(tr("Cannot run: %1").arg(error));
        return;
    }
    RunRequest request;
    request.experimentName = m_plan->id();
    request.plan = m_plan->requests();
    for (int i = 0; i < int(m_plan->steps().size()); ++i)
        request.tags.insert(i, {m_plan->id(), m_plan->steps()[size_t(i)].tag()});
    const int total = int(m_plan->steps().size());
    // The Settings' tools, ports and jobs, and the open database: the run service's.
    if (!m_service->start(std::move(request), &error)) {
        m_status->setText(tr("Cannot run: %1").arg(error));
        return;
    }
    m_progress->setRange(0, total);
    m_progress->setValue(0);
    m_progress->setFormat(tr("%v/%m configurations"));
    m_runOf.clear();
    setRunning(true);
    m_status->setText(tr("%1: %n configuration(s)", nullptr, total).arg(m_plan->id()));
}

void AttributionDialog::cancel()
{
    if (m_running) {
        m_service->cancel();
        m_status->setText(tr("Cancelling after the configuration under way…"));
    }
}

void AttributionDialog::onFinished(int, int failed, bool cancelled)
{
    if (!m_running)
        return;
    setRunning(false);
    refreshStored();
    if (cancelled) {
        m_status->setText(tr("Cancelled; the runs stored so far are kept."));
        return;
    }
    if (failed > 0) {
        m_status->setText(tr("%n configuration(s) failed: see the run list.", nullptr, failed));
        return;
    }
    openStored(m_plan->id());
}

void AttributionDialog::setRunning(bool running)
{
    m_running = running;
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_open->setEnabled(!running && m_stored->count() > 0);
}

void AttributionDialog::showAttribution(const Attribution &a)
{
    m_attribution = a;
    // The form shows what is on screen (Run then repeats it).
    m_kernel->setCurrentText(a.kernel);
    m_from->setCurrentText(a.from);
    m_to->setCurrentText(a.to);
    const QSignalBlocker block(m_metric);
    m_metric->clear();
    for (const AttributionMetric &m : a.metrics)
        m_metric->addItem(m.metric);
    const int i = m_metric->findText(QStringLiteral("yield_round_trip"));
    m_metric->setCurrentIndex(qMax(0, i));
    showMetric(m_metric->currentIndex());
    m_copy->setEnabled(true);
    m_status->setText(a.notes.isEmpty() ? tr("%1: %2 %3 → %4; cumulative order: %5")
                                              .arg(a.attributionId, a.kernel, a.from, a.to,
                                                   a.keys.join(QStringLiteral(", ")))
                                        : a.notes.join(QLatin1Char('\n')));
    Q_EMIT attributionShown();
}

void AttributionDialog::showMetric(int index)
{
    if (!m_attribution || index < 0 || index >= int(m_attribution->metrics.size()))
        return;
    const AttributionMetric &m = m_attribution->metrics[size_t(index)];
    report::fillAttributionWaterfall(*m_plot, *m_attribution, m, font());
    m_plot->replot();
    const QStringList lines = m_attribution->toTsv().split('\n', Qt::SkipEmptyParts);
    const QStringList header = lines.value(0).split('\t');
    m_table->clear();
    m_table->setColumnCount(int(header.size()));
    m_table->setHorizontalHeaderLabels(header);
    m_table->setRowCount(0);
    for (int l = 1; l < lines.size(); ++l) {
        const QStringList cells = lines[l].split('\t');
        if (cells.value(0) != m.metric)
            continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(row, c, new QTableWidgetItem(cells[c]));
    }
    m_table->resizeColumnsToContents();
}

QString AttributionDialog::tableText() const
{
    return m_attribution ? m_attribution->toTsv() : QString();
}

} // namespace rb
