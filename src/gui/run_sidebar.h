// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QListWidget;
class QListWidgetItem;

namespace rb {
class WorkbenchState;

// The side panel: the runs (filterable; a check compares a run) and the published reference
// sources (a check overlays them in the plots).
class RunSidebar : public QWidget {
    Q_OBJECT
public:
    explicit RunSidebar(WorkbenchState *state, QWidget *parent = nullptr);
    QLineEdit *filterEdit() const { return m_filter; }
    QListWidget *runList() const { return m_runs; }

public Q_SLOTS:
    void focusFilter();

private:
    void rebuildRuns();
    void rebuildReferences();
    void syncChecks();
    void applyFilter();

    WorkbenchState *m_state;
    QLineEdit *m_filter;
    QListWidget *m_runs;
    QListWidget *m_references;
    bool m_syncing = false;
};

} // namespace rb
