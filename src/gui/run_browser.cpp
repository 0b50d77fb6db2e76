// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/run_browser.h"

#include "acq/board_registry.h"
#include "core/store/run_store.h"
#include "gui/condition_text.h"
#include "gui/run_details_widget.h"
#include "gui/run_table_model.h"
#include "gui/workbench_state.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTableView>
#include <QTreeView>

namespace rb {

RunBrowser::RunBrowser(WorkbenchState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_model(new RunTableModel(state, this)),
      m_proxy(new QSortFilterProxyModel(this)), m_treeModel(new QStandardItemModel(this)),
      m_filter(new QLineEdit(this)), m_group(new QComboBox(this)),
      m_stack(new QStackedWidget(this)), m_table(new QTableView(this)), m_tree(new QTreeView(this)),
      m_deleteButton(new QPushButton(tr("Delete…"), this)),
      m_undoButton(new QPushButton(tr("Undo delete"), this)), m_details(new RunDetailsWidget(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(RunTableModel::SortRole);

    m_filter->setPlaceholderText(tr("Filter runs (any column)"));
    m_filter->setClearButtonEnabled(true);
    m_group->addItem(tr("No grouping"), QString());
    for (const QString &key : Configuration::conditionKeys())
        m_group->addItem(tr("Group by %1").arg(conditionLabel(key)), key);
    m_group->setCurrentIndex(0);

    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RunTableModel::IdColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_tree->setModel(m_treeModel);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_tree);

    m_undoButton->setEnabled(false);
    m_deleteButton->setToolTip(tr("Delete the current run (Delete)"));
    m_undoButton->setToolTip(tr("Bring back the last deleted run (Ctrl+Z)"));

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_group);
    bar->addWidget(m_deleteButton);
    bar->addWidget(m_undoButton);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_stack);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(m_filter, &QLineEdit::textChanged, this, &RunBrowser::setFilterText);
    connect(m_group, &QComboBox::currentIndexChanged, this, [this] {
        m_stack->setCurrentIndex(m_group->currentData().toString().isEmpty() ? 0 : 1);
        rebuildTree();
    });
    connect(m_state, &WorkbenchState::runsChanged, this, [this] {
        if (m_model->rowCount() <= 2000) { // sizing reads every cell: skip for huge lists
            m_table->resizeColumnsToContents();
            for (int c = 0; c < m_model->columnCount(); ++c)
                m_table->setColumnWidth(c, qMin(m_table->columnWidth(c), 220));
        }
        rebuildTree();
        m_shownRun = -1;
        showCurrent();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RunBrowser::showCurrent);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RunBrowser::showCurrent);
    connect(m_deleteButton, &QPushButton::clicked, this, &RunBrowser::deleteCurrent);
    connect(m_undoButton, &QPushButton::clicked, this, [this] { undoDelete(); });
    m_table->resizeColumnsToContents();
}

void RunBrowser::setFilterText(const QString &text)
{
    if (m_filter->text() != text)
        m_filter->setText(text);
    m_proxy->setFilterFixedString(text);
    rebuildTree();
}

void RunBrowser::setGroupKey(const QString &key)
{
    const int i = m_group->findData(key);
    m_group->setCurrentIndex(i < 0 ? 0 : i);
}

QList<int> RunBrowser::visibleSourceRows() const
{
    QList<int> rows;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        rows << m_proxy->mapToSource(m_proxy->index(r, 0)).row();
    return rows;
}

void RunBrowser::rebuildTree()
{
    const QString key = m_group->currentData().toString();
    m_treeModel->clear();
    if (key.isEmpty())
        return;
    const int columns = m_model->columnCount();
    QStringList headers;
    for (int c = 0; c < columns; ++c)
        headers << m_model->headerData(c, Qt::Horizontal).toString();
    m_treeModel->setHorizontalHeaderLabels(headers);
    QMap<QString, QStandardItem *> groups;
    for (int row : visibleSourceRows()) {
        const RunRow &r = m_state->runs()[size_t(row)];
        QString value = r.config.value(key);
        value = value.isEmpty() ? tr("unknown") : conditionDisplayValue(r.config, key);
        QStandardItem *group = groups.value(value);
        if (!group) {
            group = new QStandardItem(value);
            group->setData(0, RunTableModel::RunIdRole);
            groups.insert(value, group);
        }
        QList<QStandardItem *> items;
        for (int c = 0; c < columns; ++c) {
            auto *item = new QStandardItem(m_model->index(row, c).data().toString());
            item->setData(r.id, RunTableModel::RunIdRole);
            item->setToolTip(m_model->index(row, c).data(Qt::ToolTipRole).toString());
            items << item;
        }
        group->appendRow(items);
    }
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        it.value()->setText(tr("%1 (%2 runs)").arg(it.key()).arg(it.value()->rowCount()));
        m_treeModel->appendRow(it.value());
    }
    m_tree->expandAll();
}

qint64 RunBrowser::currentRun() const
{
    if (m_stack->currentIndex() == 1)
        return m_tree->currentIndex().data(RunTableModel::RunIdRole).toLongLong();
    const QModelIndex idx = m_table->currentIndex();
    if (!idx.isValid())
        return 0;
    return m_model->runIdAt(m_proxy->mapToSource(idx).row());
}

void RunBrowser::setCurrentRun(qint64 id)
{
    const int row = m_model->rowOfRun(id);
    if (row < 0)
        return;
    const QModelIndex idx = m_proxy->mapFromSource(m_model->index(row, 0));
    if (idx.isValid())
        m_table->setCurrentIndex(idx);
}

void RunBrowser::showCurrent()
{
    const qint64 id = currentRun();
    if (id == m_shownRun)
        return;
    m_shownRun = id;
    m_deleteButton->setEnabled(id > 0);
    std::optional<Run> run;
    QMap<QString, StoredAttribution> attributions;
    if (id > 0 && m_state->store()) {
        run = m_state->store()->loadRun(id, false, true);
        attributions = AttributionStore(*m_state->store()).forRun(id);
    }
    // Only virtual-board runs with the icount timer can be traced (the Fairness audit tab).
    const bool traceable = run && BoardRegistry::info(run->config.board).isVirtual &&
                           run->config.timingMethod == QLatin1String("icount");
    m_details->showRun(run ? &*run : nullptr, attributions,
                       traceable ? m_state->store()->path() : QString());
    Q_EMIT currentRunChanged(id);
}

void RunBrowser::deleteCurrent()
{
    const qint64 id = currentRun();
    if (id > 0)
        deleteRun(id, true);
}

void RunBrowser::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

bool RunBrowser::deleteRun(qint64 id, bool confirm)
{
    RunStore *store = m_state->store();
    const RunRow *row = m_state->runRow(id);
    if (!store || !row)
        return false;
    if (confirm) {
        const auto answer = QMessageBox::question(
            this, tr("Delete run"),
            tr("Delete run %1 (%2)?\nUndo delete (Ctrl+Z) brings it back until you quit.")
                .arg(id)
                .arg(configurationLabel(row->config)),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    std::optional<Run> full = store->loadRun(id, true, true);
    if (!full) {
        Q_EMIT m_state->failure(tr("Run %1 could not be read; it was not deleted.").arg(id));
        return false;
    }
    QString error;
    if (!store->deleteRun(id, &error)) {
        Q_EMIT m_state->failure(tr("Run %1 could not be deleted: %2").arg(id).arg(error));
        return false;
    }
    m_deleted.push_back(std::move(*full));
    Q_EMIT m_state->message(tr("Deleted run %1. Undo with Ctrl+Z.").arg(id));
    m_state->reloadRuns();
    m_undoButton->setEnabled(true);
    Q_EMIT undoAvailableChanged(true);
    return true;
}

qint64 RunBrowser::undoDelete()
{
    RunStore *store = m_state->store();
    if (!store || m_deleted.empty())
        return 0;
    Run run = m_deleted.back();
    const qint64 oldId = run.id;
    run.id = 0;
    run.configurationId = 0;
    for (CaseResult &c : run.cases)
        c.id = 0;
    QString error;
    if (!store->saveRun(run, &error)) {
        Q_EMIT m_state->failure(tr("Run %1 could not be restored: %2").arg(oldId).arg(error));
        return 0;
    }
    m_deleted.pop_back();
    Q_EMIT m_state->message(tr("Restored run %1 as run %2.").arg(oldId).arg(run.id));
    m_state->reloadRuns();
    setCurrentRun(run.id);
    m_undoButton->setEnabled(!m_deleted.empty());
    Q_EMIT undoAvailableChanged(!m_deleted.empty());
    return run.id;
}

void RunBrowser::copyTable()
{
    QList<int> rows;
    const qint64 id = currentRun();
    if (id > 0 && m_table->selectionModel()->hasSelection())
        rows << m_model->rowOfRun(id);
    else
        rows = visibleSourceRows();
    QApplication::clipboard()->setText(modelToCsv(m_model, rows));
    Q_EMIT m_state->message(tr("Copied %n run(s) as CSV.", nullptr, int(rows.size())));
}

} // namespace rb
