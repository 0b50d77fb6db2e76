// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/run.h"
#include "gui/table_export.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QStandardItemModel;
class QTableView;
class QTreeView;

namespace rb {
class RunDetailsWidget;
class RunTableModel;
class WorkbenchState;

// The Runs tab: every run with all its conditions, filterable across all columns, groupable by
// kernel or any condition, tags and notes editable, delete with confirmation and undo, and a
// details pane (conditions, footprint, checks, raw log).
class RunBrowser : public QWidget, public CopyableView {
    Q_OBJECT
public:
    explicit RunBrowser(WorkbenchState *state, QWidget *parent = nullptr);

    RunTableModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QLineEdit *filterEdit() const { return m_filter; }
    QTableView *tableView() const { return m_table; }
    QTreeView *treeView() const { return m_tree; }

    void setFilterText(const QString &text);
    // Group by the given condition key ("kernel", "clock_hz" ...), or none when empty.
    void setGroupKey(const QString &key);
    // The run under the cursor (0 when none).
    qint64 currentRun() const;
    void setCurrentRun(qint64 id);
    // Deletes the run; keeps it in memory for undoDelete(). Asks first when confirm is true.
    bool deleteRun(qint64 id, bool confirm);
    bool canUndoDelete() const { return !m_deleted.empty(); }
    // Saves the last deleted run again (it gets a new id). Returns the new id, 0 on failure.
    qint64 undoDelete();
    void copyTable() override;

public Q_SLOTS:
    void deleteCurrent();
    void focusFilter();

Q_SIGNALS:
    void undoAvailableChanged(bool available);
    void currentRunChanged(qint64 id);

private:
    void rebuildTree();
    void showCurrent();
    QList<int> visibleSourceRows() const;

    WorkbenchState *m_state;
    RunTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QStandardItemModel *m_treeModel;
    QLineEdit *m_filter;
    QComboBox *m_group;
    QStackedWidget *m_stack;
    QTableView *m_table;
    QTreeView *m_tree;
    QPushButton *m_deleteButton;
    QPushButton *m_undoButton;
    RunDetailsWidget *m_details;
    std::vector<Run> m_deleted;
    qint64 m_shownRun = -1;
};

} // namespace rb
