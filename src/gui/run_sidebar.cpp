// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/run_sidebar.h"

#include "gui/condition_text.h"
#include "gui/workbench_state.h"

#include <QBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSplitter>

namespace rb {

namespace {
constexpr int IdRole = Qt::UserRole + 1;
constexpr int SearchRole = Qt::UserRole + 2;
} // namespace

RunSidebar::RunSidebar(WorkbenchState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_filter(new QLineEdit(this)), m_runs(new QListWidget(this)),
      m_references(new QListWidget(this))
{
    m_filter->setPlaceholderText(tr("Filter runs"));
    m_filter->setClearButtonEnabled(true);
    m_runs->setToolTip(tr("Check runs to compare them"));
    m_runs->setUniformItemSizes(true);
    m_references->setToolTip(tr("Check published sources to overlay them"));

    auto *runsBox = new QWidget(this);
    auto *runsLayout = new QVBoxLayout(runsBox);
    runsLayout->setContentsMargins(0, 0, 0, 0);
    runsLayout->addWidget(new QLabel(tr("<b>Runs</b>"), runsBox));
    runsLayout->addWidget(m_filter);
    runsLayout->addWidget(m_runs, 1);
    auto *refBox = new QWidget(this);
    auto *refLayout = new QVBoxLayout(refBox);
    refLayout->setContentsMargins(0, 0, 0, 0);
    refLayout->addWidget(new QLabel(tr("<b>Reference data</b> (published)"), refBox));
    refLayout->addWidget(m_references, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(runsBox);
    split->addWidget(refBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);

    connect(m_state, &WorkbenchState::runsChanged, this, &RunSidebar::rebuildRuns);
    connect(m_state, &WorkbenchState::storeChanged, this, &RunSidebar::rebuildReferences);
    connect(m_state, &WorkbenchState::selectionChanged, this, &RunSidebar::syncChecks);
    connect(m_state, &WorkbenchState::referenceSelectionChanged, this, &RunSidebar::syncChecks);
    connect(m_filter, &QLineEdit::textChanged, this, &RunSidebar::applyFilter);
    connect(m_runs, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (!m_syncing)
            m_state->setRunSelected(item->data(IdRole).toLongLong(),
                                    item->checkState() == Qt::Checked);
    });
    connect(m_references, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (!m_syncing)
            m_state->setReferenceSourceSelected(item->data(IdRole).toString(),
                                                item->checkState() == Qt::Checked);
    });
    rebuildRuns();
    rebuildReferences();
}

void RunSidebar::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void RunSidebar::rebuildRuns()
{
    m_syncing = true;
    m_runs->clear();
    const auto &runs = m_state->runs();
    for (auto it = runs.rbegin(); it != runs.rend(); ++it) {
        auto *item = new QListWidgetItem(
            tr("#%1 %2").arg(it->id).arg(configurationLabel(it->config)), m_runs);
        item->setData(IdRole, it->id);
        QStringList search{QString::number(it->id),
                           runStatusName(it->status),
                           runStatusText(it->status),
                           it->source,
                           it->notes,
                           it->tags.join(QLatin1Char(' ')),
                           it->experiment};
        for (const QString &key : Configuration::conditionKeys())
            search << it->config.value(key);
        item->setData(SearchRole, search.join(QLatin1Char(' ')));
        item->setToolTip(runToolTip(it->status, it->statusReason, it->config));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(m_state->isRunSelected(it->id) ? Qt::Checked : Qt::Unchecked);
        if (it->status != RunStatus::Complete)
            item->setForeground(QColor(160, 80, 0));
    }
    m_syncing = false;
    applyFilter();
}

void RunSidebar::rebuildReferences()
{
    m_syncing = true;
    m_references->clear();
    for (const QString &source : m_state->referenceSources()) {
        auto *item = new QListWidgetItem(source, m_references);
        item->setData(IdRole, source);
        item->setToolTip(tr("Published: %1").arg(source));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(m_state->selectedReferenceSources().contains(source) ? Qt::Checked
                                                                                 : Qt::Unchecked);
        QFont f = item->font();
        f.setItalic(true);
        item->setFont(f);
    }
    m_syncing = false;
}

void RunSidebar::syncChecks()
{
    m_syncing = true;
    for (int i = 0; i < m_runs->count(); ++i) {
        QListWidgetItem *item = m_runs->item(i);
        const bool on = m_state->isRunSelected(item->data(IdRole).toLongLong());
        if ((item->checkState() == Qt::Checked) != on)
            item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    const QStringList sources = m_state->selectedReferenceSources();
    for (int i = 0; i < m_references->count(); ++i) {
        QListWidgetItem *item = m_references->item(i);
        const bool on = sources.contains(item->data(IdRole).toString());
        if ((item->checkState() == Qt::Checked) != on)
            item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_syncing = false;
}

void RunSidebar::applyFilter()
{
    const QString text = m_filter->text().trimmed();
    for (int i = 0; i < m_runs->count(); ++i) {
        QListWidgetItem *item = m_runs->item(i);
        item->setHidden(!text.isEmpty() &&
                        !item->data(SearchRole).toString().contains(text, Qt::CaseInsensitive) &&
                        !item->text().contains(text, Qt::CaseInsensitive));
    }
}

} // namespace rb
