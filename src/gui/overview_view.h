// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/overview_data.h"
#include "gui/table_export.h"

#include <QPoint>
#include <QWidget>

class QComboBox;
class QLabel;
class QStandardItemModel;
class QTableView;

namespace rb {
class ViewUpdater;
class WorkbenchState;

// The Overview tab (issue 16): kernels (rows, with their colour) × metrics (columns) for one
// configuration of the varied condition at a time, or all configurations side by side. Each
// cell shows the median (the peak for a peak metric) in the display unit and the kernel's rank
// in that configuration and metric, on a colour scale by rank. Switching the configuration
// frames the cells whose rank changed and shows the previous rank. Clicking a cell (or Enter)
// asks for that run's distribution (WorkbenchState::requestDistribution).
class OverviewView : public QWidget, public CopyableView {
    Q_OBJECT
public:
    explicit OverviewView(WorkbenchState *state, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    QStandardItemModel *model() const { return m_model; }
    QComboBox *configurationCombo() const { return m_config; }
    const OverviewData &data() const { return m_data; }
    // The configuration shown: an index into data().values, or -1 for all side by side.
    // After a switch from one configuration to another, the cells whose rank differs are
    // framed and show the previous rank (previousConfiguration()).
    int configuration() const;
    void setConfiguration(int valueIndex);
    int previousConfiguration() const { return m_previousConfig; }
    // Whether cell (row, column) is highlighted as a rank change (band: see openCell).
    bool isRankChanged(int row, int column, int band = 0) const;
    // Rebuilds now (normally deferred until the tab is visible).
    void refresh();
    // Opens the distribution of the cell (row, column); band picks the configuration when all
    // are side by side.
    void openCell(int row, int column, int band = 0);
    void copyTable() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void scheduleRefresh();
    void rebuild();
    void rebuildCombo();
    void fillTable();
    // compact: one line ("#3" for "rank 3 of 8"), for all configurations side by side.
    QString cellText(const OverviewCell &cell, int previousRank, bool withUnit, bool compact) const;

    WorkbenchState *m_state;
    QComboBox *m_config;
    QLabel *m_status;
    QLabel *m_problems;
    QTableView *m_table;
    QStandardItemModel *m_model;
    OverviewData m_data;
    int m_shownConfig = -2;    // the configuration the table shows (-1: all side by side)
    int m_previousConfig = -1; // the one shown before the last switch (-1: none)
    QPoint m_pressPos;
    ViewUpdater *m_updater; // the one deferred refresh (view_updater.h)
    bool m_rebuilding = false;
};

} // namespace rb
