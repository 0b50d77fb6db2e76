// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/table_export.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace rb {
class ReferenceTableModel;
class WorkbenchState;

// The Reference tab: the published numbers with their conditions, filterable.
class ReferenceView : public QWidget, public CopyableView {
    Q_OBJECT
public:
    explicit ReferenceView(WorkbenchState *state, QWidget *parent = nullptr);
    ReferenceTableModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *tableView() const { return m_table; }
    void setFilterText(const QString &text);
    void copyTable() override;

private:
    WorkbenchState *m_state;
    ReferenceTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QLabel *m_count;
    QTableView *m_table;
};

} // namespace rb
