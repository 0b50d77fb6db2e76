// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace rb {
class WorkbenchState;

// The published reference numbers with their stated conditions. Every row is marked
// "published": these are other people's numbers, not measured here.
class ReferenceTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        PublishedColumn = 0,
        KernelColumn,
        MetricColumn,
        ValueColumn,
        UnitColumn,
        StatisticColumn,
        SourceColumn,
        FirstCondition
    };
    explicit ReferenceTableModel(WorkbenchState *state, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

private:
    WorkbenchState *m_state;
    QStringList m_conditionKeys;
};

} // namespace rb
