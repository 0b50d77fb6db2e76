// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace rb {
class WorkbenchState;
struct RunRow;

// The run list (RunStore::listRuns()) as a table: id, status, started, source, every condition
// of Configuration::conditionKeys(), cases, samples, tags, notes, experiment. Column 0 is
// checkable: checked runs are the ones compared. Tags and notes are editable (saved through the
// store). Loads no samples: a thousand runs show at once.
class RunTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum FixedColumn { IdColumn = 0, StatusColumn, StartedColumn, SourceColumn, FirstCondition };
    static constexpr int RunIdRole = Qt::UserRole + 1;
    static constexpr int SortRole = Qt::UserRole + 2;

    explicit RunTableModel(WorkbenchState *state, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

    int casesColumn() const;
    int samplesColumn() const;
    int tagsColumn() const;
    int notesColumn() const;
    int experimentColumn() const;
    // The column showing a condition key, or -1.
    int conditionColumn(const QString &key) const;
    qint64 runIdAt(int row) const;
    int rowOfRun(qint64 id) const;

private:
    void reset();
    void refreshChecks();
    QVariant displayValue(const RunRow &r, int column) const;

    WorkbenchState *m_state;
    QStringList m_conditionKeys;
};

} // namespace rb
