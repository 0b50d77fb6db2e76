// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/live_run_view.h"
#include "core/experiment/experiment_trust.h"
#include "core/util/set_error.h"
#include "gui/app_settings.h"
#include "gui/qcustomplot_include.h"
#include "gui/run_service.h"
#include "gui/workbench_state.h"
#include "report/plot_style.h"
#include "ui_live_run_view.h"

#include <QFile>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QTimer>
#include <QVBoxLayout>

namespace rb {

namespace {
constexpr int kLogLines = 5000;     // the log keeps the last lines only
constexpr int kPlotIntervalMs = 40; // at most 25 redraws a second
} // namespace

LiveRunView::LiveRunView(WorkbenchState *state, RunService *service, QWidget *parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::LiveRunView>()), m_state(state),
      m_service(service), m_plot(nullptr), m_plotTimer(new QTimer(this))
{
    m_ui->setupUi(this);
    m_ui->log->setMaximumBlockCount(kLogLines);
    m_ui->log->setPlaceholderText(tr("The run's log appears here."));
    auto *plotLayout = new QVBoxLayout(m_ui->plotHost);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    m_plot = new QCustomPlot(m_ui->plotHost);
    m_plot->setMinimumHeight(180);
    plotLayout->addWidget(m_plot);
    m_plot->addGraph();
    m_plot->graph(0)->setLineStyle(QCPGraph::lsNone);
    m_plot->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 3));
    m_plot->graph(0)->setPen(QPen(plotstyle::kernelColor(QStringLiteral("baremetal"))));
    m_plot->xAxis->setLabel(tr("sample index"));
    m_plot->yAxis->setLabel(tr("raw sample"));
    m_ui->splitter->setStretchFactor(0, 3);
    m_ui->splitter->setStretchFactor(1, 1);
    for (QProgressBar *bar : {m_ui->overallBar, m_ui->buildBar, m_ui->flashBar, m_ui->captureBar})
        bar->setRange(0, 100);
    m_plotTimer->setInterval(kPlotIntervalMs);
    connect(m_plotTimer, &QTimer::timeout, this, &LiveRunView::flushPlot);
    // Every run of the service shows here, whoever started it.
    connect(m_service, &RunService::runStarted, this, &LiveRunView::onRunStarted);
    connect(m_service, &RunService::stepStarted, this, &LiveRunView::onStepStarted);
    connect(m_service, &RunService::stepProgress, this, &LiveRunView::onStepProgress);
    connect(m_service, &RunService::caseProgress, this, &LiveRunView::onCaseProgress);
    connect(m_service, &RunService::samplesArrived, this, &LiveRunView::onSamples);
    connect(m_service, &RunService::logLine, this, &LiveRunView::appendLog);
    connect(m_service, &RunService::runStored, this, &LiveRunView::onRunStored);
    connect(m_service, &RunService::configurationFailed, this,
            [this](int index, const QString &reason) {
                appendLog(tr("configuration %1 failed: %2").arg(index + 1).arg(reason));
            });
    connect(m_service, &RunService::finished, this, &LiveRunView::onFinished);
    connect(m_service, &RunService::runningChanged, this, &LiveRunView::runningChanged);
}

LiveRunView::~LiveRunView() = default;

bool LiveRunView::isRunning() const
{
    return m_service->isRunning();
}

QProgressBar *LiveRunView::overallBar() const
{
    return m_ui->overallBar;
}

QProgressBar *LiveRunView::captureBar() const
{
    return m_ui->captureBar;
}

QPlainTextEdit *LiveRunView::log() const
{
    return m_ui->log;
}

QString LiveRunView::defaultExperimentDir()
{
    return AppSettings::defaultExperimentDir();
}

bool LiveRunView::loadExperiment(const QString &path, QString *error)
{
    auto e = Experiment::load(path, error);
    if (!e)
        return false;
    QFile f(path);
    const QString digest =
        f.open(QIODevice::ReadOnly) ? ExperimentTrust::digestOf(f.readAll()) : QString();
    setExperiment(*e);
    m_experimentFile = path;
    if (ExperimentTrust::runsCommands(*e) && !ExperimentTrust().isTrusted(digest))
        m_untrustedDigest = digest.isEmpty() ? QStringLiteral("unreadable") : digest;
    return true;
}

void LiveRunView::setExperiment(const Experiment &experiment)
{
    // Set directly (a built-in lab, the experiment form): trusted by its caller.
    m_experiment = experiment;
    m_untrustedDigest.clear();
    m_experimentFile.clear();
    resetProgress();
    showExperiment();
}

void LiveRunView::setBoard(const QString &board)
{
    if (board == m_board)
        return;
    m_board = board;
    showExperiment();
}

QString LiveRunView::boardOverride() const
{
    return !m_experiment || m_board.isEmpty() || m_board == m_experiment->board ? QString()
                                                                                : m_board;
}

QStringList LiveRunView::problems() const
{
    if (!m_experiment)
        return {};
    // The kernel trees from Settings are checked as the experiment's own are (issue 31: a path
    // with ";" or a leading "-" never reaches CMake).
    QString treeError;
    const std::optional<Experiment> e = RunService::resolveExperiment(*m_experiment, &treeError);
    QStringList bad = (e ? *e : *m_experiment).problems(boardOverride());
    if (!e)
        bad << treeError;
    return bad;
}

void LiveRunView::resetProgress()
{
    // A new experiment starts with empty bars, not the last run's.
    if (isRunning())
        return;
    for (QProgressBar *bar : {m_ui->overallBar, m_ui->buildBar, m_ui->flashBar, m_ui->captureBar}) {
        bar->setValue(0);
        bar->setFormat(QStringLiteral("%p%"));
    }
}

bool LiveRunView::confirmTrust()
{
    if (m_untrustedDigest.isEmpty())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Run commands of this experiment file?"),
                    tr("%1 makes rtosbench run commands of its own. Run them only if you trust "
                       "the file: review what it runs below.")
                        .arg(m_experimentFile),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(QStringLiteral("trustDialog"));
    box.setTextFormat(Qt::PlainText);
    box.setDetailedText(tr("File: %1\nSHA-256: %2").arg(m_experimentFile, m_untrustedDigest));
    box.setInformativeText(ExperimentTrust::describeCommands(*m_experiment).join('\n'));
    box.setDefaultButton(QMessageBox::No);
    box.button(QMessageBox::Yes)->setText(tr("Trust and run"));
    if (box.exec() != QMessageBox::Yes)
        return false;
    QString error;
    if (!ExperimentTrust().trust(m_untrustedDigest, m_experimentFile, &error)) {
        Q_EMIT message(error);
        return false;
    }
    m_untrustedDigest.clear();
    return true;
}

void LiveRunView::showExperiment()
{
    if (!m_experiment) {
        m_ui->experimentLabel->setText(
            tr("No experiment loaded. Use Experiment → New experiment… (Ctrl+N)."));
        return;
    }
    const Experiment &e = *m_experiment;
    QStringList varied;
    for (const auto &[condition, values] : e.vary) {
        QStringList vs;
        for (const QJsonValue &v : values)
            vs << (v.isString() ? v.toString() : QString::number(v.toDouble()));
        varied << tr("%1 ∈ {%2}").arg(condition, vs.join(QStringLiteral(", ")));
    }
    const auto n = static_cast<qsizetype>(e.expand().size());
    m_ui->experimentLabel->setText(
        tr("<b>%1</b><br>%2<br>Board: <b>%3</b> · kernels: <b>%4</b> · varied: <b>%5</b> · "
           "repetitions: %6 · <b>%n configuration(s)</b>",
           nullptr, int(n))
            .arg(e.name.toHtmlEscaped(), e.description.toHtmlEscaped(), e.board.toHtmlEscaped(),
                 e.kernels.join(QStringLiteral(", ")).toHtmlEscaped(),
                 varied.isEmpty() ? tr("nothing")
                                  : varied.join(QStringLiteral("; ")).toHtmlEscaped())
            .arg(e.repetitions));
    QString text = m_ui->experimentLabel->text();
    if (const QString other = boardOverride(); !other.isEmpty())
        text += QStringLiteral("<br>") +
                tr("Runs on <b>%1</b>, the toolbar's board, not on %2 as the experiment says.")
                    .arg(other.toHtmlEscaped(), e.board.toHtmlEscaped());
    // What is wrong is shown next to the experiment as soon as it is loaded, not only when
    // Run is pressed (issue 17 item 3).
    if (const QStringList bad = problems(); !bad.isEmpty()) {
        QStringList items;
        for (const QString &b : bad)
            items << QStringLiteral("<li>%1</li>").arg(b.toHtmlEscaped());
        text += QStringLiteral("<br><span style=\"color:#b00020\"><b>%1</b><ul "
                               "style=\"margin:0\">%2</ul></span>")
                    .arg(tr("Cannot run yet:").toHtmlEscaped(), items.join(QString()));
    }
    m_ui->experimentLabel->setText(text);
}

bool LiveRunView::start(const QString &boardOverride, QString *error)
{
    auto fail = [&](const QString &text) {
        setError(error, text);
        Q_EMIT message(text);
        return false;
    };
    if (m_service->isBusy())
        return fail(tr("A run is already in progress."));
    if (!m_experiment)
        return fail(tr("No experiment loaded."));
    if (!confirmTrust())
        return fail(tr("The experiment file's commands were not trusted: nothing was run."));
    if (!m_state->store())
        return fail(tr("No database is open."));
    // What could never have run is refused before anything is stored (issue 17 item 3).
    setBoard(boardOverride.isEmpty() ? m_experiment->board : boardOverride);
    if (const QStringList bad = m_experiment->problems(this->boardOverride()); !bad.isEmpty())
        return fail(tr("Nothing was run: %1").arg(bad.join(QStringLiteral("; "))));

    QString why;
    if (!m_service->startExperiment(*m_experiment, this->boardOverride(), &why))
        return fail(why);
    return true;
}

void LiveRunView::onRunStarted(const QString &name, int total)
{
    m_total = total;
    m_ui->log->clear();
    for (QProgressBar *bar : {m_ui->overallBar, m_ui->buildBar, m_ui->flashBar, m_ui->captureBar})
        bar->setValue(0);
    m_ui->overallBar->setFormat(tr("configuration 0/%1").arg(m_total));
    m_caseIndex = -1;
    m_caseMetric.clear();
    m_pendingValues.clear();
    m_plot->graph(0)->data()->clear();
    m_plot->replot();
    appendLog(tr("running %1: %n configuration(s)", nullptr, m_total).arg(name));
    m_plotTimer->start();
}

void LiveRunView::stop()
{
    if (m_service->isRunning()) {
        m_service->cancel();
        appendLog(tr("stopping…"));
    }
}

void LiveRunView::stopAndWait()
{
    m_service->stopAndWait();
    m_plotTimer->stop();
    flushPlot();
}

void LiveRunView::appendLog(const QString &line)
{
    m_ui->log->appendPlainText(line);
}

void LiveRunView::onStepStarted(int index, int total, RunController::Step step,
                                const QString &label)
{
    m_ui->overallBar->setFormat(tr("configuration %1/%2: %3").arg(index + 1).arg(total).arg(label));
    m_ui->overallBar->setValue(total > 0 ? 100 * index / total : 0);
    Q_EMIT progressChanged(m_ui->overallBar->value(), m_ui->overallBar->format());
    if (step == RunController::Step::Build) {
        m_ui->buildBar->setValue(0);
        m_ui->flashBar->setValue(0);
        m_ui->captureBar->setValue(0);
        m_ui->captureBar->setFormat(QStringLiteral("%p%"));
    } else if (step == RunController::Step::Flash) {
        m_ui->buildBar->setValue(100);
    } else if (step == RunController::Step::Capture) {
        m_ui->buildBar->setValue(100);
        m_ui->flashBar->setValue(100);
    }
}

void LiveRunView::onStepProgress(int, RunController::Step step, int percent)
{
    QProgressBar *bar = step == RunController::Step::Build     ? m_ui->buildBar
                        : step == RunController::Step::Flash   ? m_ui->flashBar
                        : step == RunController::Step::Capture ? m_ui->captureBar
                                                               : nullptr;
    if (bar && percent >= 0)
        bar->setValue(qBound(0, percent, 100));
}

void LiveRunView::onCaseProgress(int index, const QString &metric, qint64 received,
                                 qint64 announced)
{
    Q_UNUSED(index);
    m_ui->captureBar->setFormat(tr("%1: %2/%3 samples").arg(metric).arg(received).arg(announced));
    if (announced > 0)
        m_ui->captureBar->setValue(int(qBound(qint64(0), 100 * received / announced, qint64(100))));
}

void LiveRunView::onSamples(int index, const QString &metric, const QString &unit,
                            const QVector<qint64> &values)
{
    if (index != m_caseIndex || metric != m_caseMetric) {
        // A new case: the plot shows the current case only.
        m_caseIndex = index;
        m_caseMetric = metric;
        m_pendingValues.clear();
        m_plot->graph(0)->data()->clear();
        m_plot->graph(0)->setName(metric);
        // The unit the firmware states for this case: host nanoseconds are not cycles
        // (issue 17 item 8).
        m_plot->yAxis->setLabel(tr("%1 (%2, raw)").arg(metric, unit));
        m_nextX = 0;
        m_plotDirty = true;
    }
    for (qint64 v : values)
        m_pendingValues.append(double(v));
    m_plotDirty = true;
}

void LiveRunView::flushPlot()
{
    if (!m_plotDirty)
        return;
    m_plotDirty = false;
    QVector<double> xs;
    xs.reserve(m_pendingValues.size());
    for (qsizetype i = 0; i < m_pendingValues.size(); ++i)
        xs.append(m_nextX++);
    m_plot->graph(0)->addData(xs, m_pendingValues, true);
    m_pendingValues.clear();
    m_plot->rescaleAxes();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void LiveRunView::onRunStored(int index, qint64 runId, const QString &status, const QString &reason)
{
    appendLog(
        reason.isEmpty()
            ? tr("configuration %1 stored as run %2 (%3)").arg(index + 1).arg(runId).arg(status)
            : tr("configuration %1 stored as run %2 (%3: %4)")
                  .arg(index + 1)
                  .arg(runId)
                  .arg(status, reason));
    Q_EMIT configurationStored(index, runId);
    Q_EMIT runStored(runId);
}

void LiveRunView::onFinished(int stored, int failed, bool cancelled)
{
    if (!cancelled) {
        m_ui->overallBar->setValue(100);
        m_ui->overallBar->setFormat(tr("configuration %1/%1").arg(m_total));
        Q_EMIT progressChanged(100, m_ui->overallBar->format());
    }
    // The last case's "metric: received/announced" would stay as if it were still running.
    m_ui->captureBar->setValue(cancelled ? m_ui->captureBar->value() : 100);
    m_ui->captureBar->setFormat(cancelled ? tr("cancelled") : tr("done"));
    const QString summary = tr("Run finished: %1 stored, %2 failed%3")
                                .arg(stored)
                                .arg(failed)
                                .arg(cancelled ? tr(", cancelled") : QString());
    appendLog(summary);
    m_plotTimer->stop();
    flushPlot();
    Q_EMIT message(summary);
    Q_EMIT finished(stored, failed, cancelled);
}

} // namespace rb
