// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/lab_panel.h"

#include "core/experiment/kernel_dirs.h"
#include "core/kernels/kernel_registry.h"
#include "core/lab/class_session.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"
#include "gui/app_settings.h"
#include "gui/lab_panel_results.h"
#include "gui/run_service.h"
#include "gui/workbench_state.h"
#include "report/lab_sheet.h"

#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace rb {

namespace {

QLabel *textLabel(QWidget *parent, const char *name)
{
    auto *l = new QLabel(parent);
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return l;
}

QScrollArea *scrolling(QWidget *content, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

// The kernel trees a lab can use: the directories of Settings › Kernel source directories, else
// the kernel registry's tree (what the run controller takes when no directory is set).
QMap<QString, QString> kernelDirsFor(const Lab &lab)
{
    QMap<QString, QString> dirs = AppSettings().kernelDirs();
    const QStringList missing = lab.missingKernelDirs(dirs);
    if (missing.isEmpty())
        return dirs;
    KernelRegistry registry;
    QString error;
    if (!registry.load(&error))
        return dirs;
    for (const QString &k : missing)
        if (const auto dir = KernelDirs::resolve(k, {}, registry, &error))
            dirs.insert(k, *dir);
    return dirs;
}

} // namespace

LabPanel::LabPanel(WorkbenchState *state, RunService *service, QWidget *parent)
    : QWidget(parent), m_state(state), m_service(service), m_labs(Lab::builtIn()),
      m_language(uiLanguage())
{
    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(split);

    m_list = new QListWidget(split);
    m_list->setObjectName(QStringLiteral("labList"));
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone); // wrapped titles are shown whole
    m_list->setStyleSheet(
        QStringLiteral("QListWidget#labList::item { padding-top: 3px; padding-bottom: 3px; }"));
    m_list->setMinimumWidth(160);

    auto *text = new QWidget(split);
    auto *tl = new QVBoxLayout(text);
    m_title = textLabel(text, "labTitle");
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    m_meta = textLabel(text, "labMeta");
    m_explanation = textLabel(text, "labExplanation");
    m_observe = textLabel(text, "labObserve");
    m_questions = textLabel(text, "labQuestions");
    m_kernelDir = textLabel(text, "labKernelDir");
    m_kernelDir->setStyleSheet(QStringLiteral("QLabel { color: #a33; }"));
    m_status = textLabel(text, "labStatus");
    m_run = new QPushButton(text);
    m_run->setObjectName(QStringLiteral("labRun"));
    m_cancel = new QPushButton(text);
    m_cancel->setObjectName(QStringLiteral("labCancel"));
    m_compare = new QPushButton(text);
    m_compare->setObjectName(QStringLiteral("labOpenInCompare"));
    m_sheet = new QPushButton(text);
    m_sheet->setObjectName(QStringLiteral("labPrintSheet"));
    m_progress = new QProgressBar(text);
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);
    buttons->addWidget(m_sheet);
    buttons->addWidget(m_compare);
    tl->addWidget(m_title);
    tl->addWidget(m_meta);
    tl->addWidget(m_explanation);
    tl->addWidget(m_observe);
    tl->addWidget(m_questions);
    tl->addWidget(m_kernelDir);
    tl->addLayout(buttons);
    tl->addWidget(m_progress);
    tl->addWidget(m_status);
    tl->addStretch(1);

    m_results = new LabPanelResults(split);
    split->addWidget(m_list);
    split->addWidget(scrolling(text, split));
    split->addWidget(scrolling(m_results, split));
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 4);
    split->setStretchFactor(2, 5);
    split->setSizes({180, 380, 480});
    split->setChildrenCollapsible(false);

    auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_R), this);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, [this] { runCurrentLab(); });
    connect(m_run, &QPushButton::clicked, this, [this] { runCurrentLab(); });
    connect(m_cancel, &QPushButton::clicked, this, &LabPanel::cancel);
    connect(m_compare, &QPushButton::clicked, this, [this] {
        const Lab *lab = currentLab();
        if (lab && !resultRunIds().isEmpty())
            Q_EMIT openInCompare(resultRunIds(), lab->metrics.value(0));
    });
    connect(m_sheet, &QPushButton::clicked, this, [this] {
        const Lab *lab = currentLab();
        if (!lab)
            return;
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Print lab sheet"), QStringLiteral("%1-sheet.pdf").arg(lab->id),
            tr("PDF files (*.pdf)"));
        QString error;
        if (!path.isEmpty() && !printSheet(path, &error))
            m_status->setText(tr("Cannot write the sheet: %1").arg(error));
        else if (!path.isEmpty())
            m_status->setText(tr("Sheet written to %1").arg(path));
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &LabPanel::showLab);
    connect(m_service, &RunService::busyChanged, this, &LabPanel::onServiceBusy);
    connect(m_service, &RunService::runStored, this,
            [this](int index, qint64 runId, const QString &, const QString &) {
                onRunStored(index, runId);
            });
    connect(m_service, &RunService::stepStarted, this,
            [this](int index, int total, RunController::Step, const QString &label) {
                onProgress(index, total, label);
            });
    connect(m_service, &RunService::finished, this, &LabPanel::onRunFinished);
    m_serviceBusy = m_service->isBusy();
    fillList();
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    else
        showLab();
}

LabPanel::~LabPanel() = default;

QString LabPanel::uiLanguage()
{
    return AppSettings().uiLanguage();
}

void LabPanel::fillList()
{
    const QString id = currentLab() ? currentLab()->id : QString();
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const Lab &lab : m_labs) {
        auto *item = new QListWidgetItem(
            lab.trap > 0 ? tr("%1 — trap %2").arg(lab.title.text(m_language)).arg(lab.trap)
                         : lab.title.text(m_language),
            m_list);
        item->setData(Qt::UserRole, lab.id);
        item->setToolTip(lab.trap > 0 ? tr("%1 · trap %2").arg(lab.id).arg(lab.trap) : lab.id);
    }
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString() == id)
            m_list->setCurrentRow(i);
}

bool LabPanel::selectLab(const QString &id)
{
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString() == id) {
            m_list->setCurrentRow(i);
            return true;
        }
    return false;
}

const Lab *LabPanel::currentLab() const
{
    if (!m_list || !m_list->currentItem())
        return nullptr;
    const QString id = m_list->currentItem()->data(Qt::UserRole).toString();
    for (const Lab &lab : m_labs)
        if (lab.id == id)
            return &lab;
    return nullptr;
}

void LabPanel::refresh()
{
    m_language = uiLanguage();
    fillList();
    showLab();
}

void LabPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void LabPanel::showLab()
{
    m_run->setText(tr("Run lab ▶"));
    m_run->setToolTip(tr("Run this lab's experiment and store its runs (Ctrl+R)"));
    m_cancel->setText(tr("Cancel"));
    m_compare->setText(tr("Open in Compare"));
    m_compare->setToolTip(tr("Select this lab's runs in the Compare view"));
    m_sheet->setText(tr("Print sheet…"));
    m_sheet->setToolTip(tr("Write this lab's sheet for students as a PDF (filled with the runs "
                           "of its last run here)"));
    const Lab *lab = currentLab();
    if (!lab) {
        m_title->setText(tr("No lab"));
        for (QLabel *l : {m_meta, m_explanation, m_observe, m_questions, m_kernelDir})
            l->clear();
        m_results->clear(QString());
        updateButtons();
        return;
    }
    const QString lang = m_language;
    m_title->setText(lab->title.text(lang));
    const auto n = int(lab->experiment.expand().size());
    m_meta->setText(
        tr("Trap %1 · board: %2 · kernel: %3 · %n configuration(s) · metrics: %4", nullptr, n)
            .arg(lab->trap)
            .arg(lab->experiment.board, lab->experiment.kernels.join(QStringLiteral(", ")),
                 lab->metrics.join(QStringLiteral(", "))));
    m_explanation->setText(lab->explanation.text(lang));
    m_observe->setText(
        QStringLiteral("<b>%1</b><br>%2")
            .arg(tr("What to observe").toHtmlEscaped(), lab->observe.text(lang).toHtmlEscaped()));
    QString questions = QStringLiteral("<b>%1</b><ol style=\"margin-left:-20px\">")
                            .arg(tr("Questions").toHtmlEscaped());
    for (const LabText &q : lab->questions)
        questions += QStringLiteral("<li>%1</li>").arg(q.text(lang).toHtmlEscaped());
    m_questions->setText(questions + QStringLiteral("</ol>"));
    const QStringList missing = lab->missingKernelDirs(kernelDirsFor(*lab));
    m_kernelDir->setVisible(!missing.isEmpty());
    m_kernelDir->setText(
        missing.isEmpty()
            ? QString()
            : tr("This lab needs the source tree of %1. Add one in File › Settings… › Kernels, "
                 "or set its directory in Kernel source directories (setting kernel_dirs/%2), "
                 "then run the lab.")
                  .arg(missing.join(QStringLiteral(", ")), missing.first()));
    if (m_resultLab == lab->id && !m_running)
        showResults();
    else if (m_resultLab != lab->id)
        m_results->clear(tr("Run the lab to see its result here: for each metric, the "
                            "configurations run with n, min, median and max."));
    updateButtons();
}

void LabPanel::updateButtons()
{
    const Lab *lab = currentLab();
    const bool runnable = lab && lab->missingKernelDirs(kernelDirsFor(*lab)).isEmpty();
    m_run->setEnabled(runnable && !m_serviceBusy);
    m_cancel->setEnabled(m_running);
    m_compare->setEnabled(!m_running && lab && m_resultLab == lab->id && !m_stored.empty());
    m_list->setEnabled(!m_running);
    m_sheet->setEnabled(lab && !m_running);
    m_progress->setVisible(m_running || (lab && m_resultLab == lab->id));
}

bool LabPanel::runCurrentLab(QString *error)
{
    auto fail = [&](const QString &text) {
        setError(error, text);
        m_status->setText(text);
        return false;
    };
    const Lab *lab = currentLab();
    if (!lab)
        return fail(tr("No lab is selected."));
    const QStringList missing = lab->missingKernelDirs(kernelDirsFor(*lab));
    if (!missing.isEmpty())
        return fail(m_kernelDir->text());
    if (m_service->isBusy())
        return fail(tr("A run is already in progress."));
    if (!m_state->store())
        return fail(tr("No database is open."));
    // The plan as the service will expand it (it adds the kernel directories from the settings).
    m_plan = lab->experiment.expand();
    m_stored.clear();
    m_resultLab = lab->id;
    m_running = true; // before start(): the service's busyChanged(true) comes from start()
    m_progress->setValue(0);
    m_progress->setFormat(tr("starting…"));
    QString why;
    // Who runs it (Settings › Classroom), recorded as the lab's run tags (docs/classroom.md).
    ClassSession session = ClassSession::fromSettings();
    for (QString *name : {&session.student, &session.className})
        if (!name->isEmpty()) {
            const auto valid = ClassSession::validName(
                *name, name == &session.student ? tr("student") : tr("class"), &why);
            if (!valid) {
                m_running = false;
                m_resultLab.clear();
                updateButtons();
                return fail(why);
            }
        }
    if (!m_service->startExperiment(lab->experiment, QString(), &why, session.runTags(lab->id))) {
        m_running = false;
        m_resultLab.clear();
        updateButtons();
        return fail(why);
    }
    m_status->setText(tr("Running %1…").arg(lab->id));
    m_results->clear(tr("Running…"));
    updateButtons();
    return true;
}

void LabPanel::cancel()
{
    if (m_running) {
        m_service->cancel();
        m_status->setText(tr("Cancelling…"));
    }
}

QList<qint64> LabPanel::resultRunIds() const
{
    QList<qint64> ids;
    for (const auto &[index, id] : m_stored)
        ids << id;
    return ids;
}

void LabPanel::onServiceBusy(bool busy)
{
    m_serviceBusy = busy;
    updateButtons();
}

void LabPanel::onRunStored(int index, qint64 runId)
{
    if (m_running)
        m_stored.emplace_back(index, runId);
}

void LabPanel::onProgress(int index, int total, const QString &label)
{
    if (!m_running)
        return;
    m_progress->setValue(total > 0 ? 100 * index / total : 0);
    m_progress->setFormat(tr("configuration %1/%2: %3").arg(index + 1).arg(total).arg(label));
}

void LabPanel::onRunFinished(int stored, int failed, bool cancelled)
{
    if (!m_running)
        return;
    m_running = false;
    std::stable_sort(m_stored.begin(), m_stored.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    const QString summary = tr("Finished: %1 stored, %2 failed%3")
                                .arg(stored)
                                .arg(failed)
                                .arg(cancelled ? tr(", cancelled") : QString());
    m_status->setText(failed > 0 ? summary + QLatin1Char(' ') + tr("(the Live tab's log says why)")
                                 : summary);
    if (!cancelled) {
        m_progress->setValue(100);
        m_progress->setFormat(tr("configuration %1/%1").arg(m_plan.size()));
    }
    const Lab *lab = currentLab();
    if (lab && lab->id == m_resultLab)
        showResults();
    updateButtons();
    Q_EMIT finished(stored, failed, cancelled);
}

void LabPanel::showResults()
{
    const Lab *lab = currentLab();
    if (!lab)
        return;
    if (m_stored.empty()) {
        m_results->clear(tr("No run was stored."));
        return;
    }
    std::vector<LabPanelResults::Entry> entries;
    for (const auto &[index, id] : m_stored) {
        LabPanelResults::Entry e;
        e.configuration =
            index >= 0 && size_t(index) < m_plan.size()
                ? LabPanelResults::configurationLabel(lab->experiment, m_plan[size_t(index)])
                : tr("run %1").arg(id);
        e.run = m_state->run(id, true);
        entries.push_back(std::move(e));
    }
    m_results->setResults(*lab, entries);
}

} // namespace rb

namespace rb {

bool LabPanel::printSheet(const QString &path, QString *error)
{
    const Lab *lab = currentLab();
    if (!lab)
        return setError(error, tr("No lab"));
    LabSheetOptions o;
    o.language = m_language;
    o.student = QSettings().value(QStringLiteral("classroom/student")).toString().trimmed();
    if (m_resultLab == lab->id) {
        for (const auto &[index, id] : m_stored) {
            Q_UNUSED(index);
            if (const std::shared_ptr<const Run> run = m_state->run(id, true))
                o.runs.push_back(*run);
        }
    }
    return writeLabSheetPdf(*lab, o, path, error);
}

} // namespace rb
