// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/reference_view.h"

#include "gui/reference_table_model.h"
#include "gui/workbench_state.h"

#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace rb {

ReferenceView::ReferenceView(WorkbenchState *state, QWidget *parent)
    : QWidget(parent), m_state(state), m_model(new ReferenceTableModel(state, this)),
      m_proxy(new QSortFilterProxyModel(this)), m_filter(new QLineEdit(this)),
      m_count(new QLabel(this)), m_table(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setPlaceholderText(tr("Filter published numbers (any column)"));
    m_filter->setClearButtonEnabled(true);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);

    auto *explain = new QLabel(
        tr("Published numbers from articles, with the conditions they state. They were not "
           "measured here; plots draw them hollow and dashed, marked \"published\"."),
        this);
    explain->setWordWrap(true);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(explain);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);

    auto updateCount = [this] {
        m_count->setText(
            tr("%1 of %2 published numbers").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
    };
    connect(m_filter, &QLineEdit::textChanged, this, &ReferenceView::setFilterText);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, updateCount);
    connect(m_state, &WorkbenchState::storeChanged, this, [this, updateCount] {
        m_table->resizeColumnsToContents();
        for (int c = 0; c < m_model->columnCount(); ++c)
            m_table->setColumnWidth(c, qMin(m_table->columnWidth(c), 260));
        updateCount();
    });
    updateCount();
}

void ReferenceView::setFilterText(const QString &text)
{
    if (m_filter->text() != text)
        m_filter->setText(text);
    m_proxy->setFilterFixedString(text);
}

void ReferenceView::copyTable()
{
    QList<int> rows;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        rows << m_proxy->mapToSource(m_proxy->index(r, 0)).row();
    QApplication::clipboard()->setText(modelToCsv(m_model, rows));
    Q_EMIT m_state->message(tr("Copied %n published number(s) as CSV.", nullptr, int(rows.size())));
}

} // namespace rb
