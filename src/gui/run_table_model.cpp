// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/run_table_model.h"

#include "core/model/model_estimate.h"
#include "core/store/run_store.h"
#include "gui/condition_text.h"
#include "gui/workbench_state.h"

#include <QLocale>

namespace rb {

RunTableModel::RunTableModel(WorkbenchState *state, QObject *parent)
    : QAbstractTableModel(parent), m_state(state), m_conditionKeys(Configuration::conditionKeys())
{
    connect(m_state, &WorkbenchState::runsChanged, this, &RunTableModel::reset);
    connect(m_state, &WorkbenchState::selectionChanged, this, &RunTableModel::refreshChecks);
}

void RunTableModel::reset()
{
    beginResetModel();
    endResetModel();
}

void RunTableModel::refreshChecks()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, IdColumn), index(rowCount() - 1, IdColumn),
                           {Qt::CheckStateRole});
}

int RunTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_state->runs().size());
}

int RunTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstCondition + static_cast<int>(m_conditionKeys.size()) + 5;
}

int RunTableModel::casesColumn() const
{
    return FirstCondition + static_cast<int>(m_conditionKeys.size());
}
int RunTableModel::samplesColumn() const
{
    return casesColumn() + 1;
}
int RunTableModel::tagsColumn() const
{
    return casesColumn() + 2;
}
int RunTableModel::notesColumn() const
{
    return casesColumn() + 3;
}
int RunTableModel::experimentColumn() const
{
    return casesColumn() + 4;
}

int RunTableModel::conditionColumn(const QString &key) const
{
    const int i = static_cast<int>(m_conditionKeys.indexOf(key));
    return i < 0 ? -1 : FirstCondition + i;
}

qint64 RunTableModel::runIdAt(int row) const
{
    const auto &runs = m_state->runs();
    return row >= 0 && row < static_cast<int>(runs.size()) ? runs[size_t(row)].id : 0;
}

int RunTableModel::rowOfRun(qint64 id) const
{
    const auto &runs = m_state->runs();
    for (size_t i = 0; i < runs.size(); ++i)
        if (runs[i].id == id)
            return static_cast<int>(i);
    return -1;
}

QVariant RunTableModel::displayValue(const RunRow &r, int column) const
{
    switch (column) {
    case IdColumn:
        return r.id;
    case StatusColumn:
        return runStatusText(r.status);
    case StartedColumn:
        return r.startedAt.isValid()
                   ? QLocale().toString(r.startedAt.toLocalTime(), QLocale::ShortFormat)
                   : QString();
    case SourceColumn:
        return runSourceLabel(r.source, r.config);
    default:
        break;
    }
    if (column >= FirstCondition && column < casesColumn()) {
        const QString &key = m_conditionKeys[column - FirstCondition];
        const QString v = r.config.value(key);
        if (v.isEmpty())
            return QString();
        return conditionDisplayValue(r.config, key);
    }
    if (column == casesColumn())
        return r.caseCount;
    if (column == samplesColumn())
        return r.sampleCount;
    if (column == tagsColumn())
        return r.tags.join(QStringLiteral(", "));
    if (column == notesColumn())
        return r.notes;
    if (column == experimentColumn())
        return r.experiment;
    return {};
}

QVariant RunTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const RunRow &r = m_state->runs()[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return displayValue(r, index.column());
    case SortRole: {
        if (index.column() == StartedColumn)
            return r.startedAt;
        if (index.column() >= FirstCondition && index.column() < casesColumn()) {
            const QString &key = m_conditionKeys[index.column() - FirstCondition];
            if (key == QLatin1String("clock_hz") && r.config.clockHz)
                return *r.config.clockHz;
            if (key == QLatin1String("timer_hz") && r.config.timerHz)
                return *r.config.timerHz;
        }
        return displayValue(r, index.column());
    }
    case RunIdRole:
        return r.id;
    case Qt::CheckStateRole:
        if (index.column() == IdColumn)
            return m_state->isRunSelected(r.id) ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole:
        return runToolTip(r.status, r.statusReason, r.config);
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn || index.column() == casesColumn() ||
            index.column() == samplesColumn())
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

bool RunTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= rowCount())
        return false;
    const qint64 id = m_state->runs()[size_t(index.row())].id;
    if (role == Qt::CheckStateRole && index.column() == IdColumn) {
        m_state->setRunSelected(id, value.toInt() == Qt::Checked);
        return true;
    }
    if (role != Qt::EditRole || !m_state->store())
        return false;
    QString error;
    bool ok = false;
    if (index.column() == tagsColumn()) {
        QStringList tags;
        for (const QString &t : value.toString().split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!t.trimmed().isEmpty() && !tags.contains(t.trimmed()))
                tags << t.trimmed();
        ok = m_state->store()->setTags(id, tags, &error);
    } else if (index.column() == notesColumn()) {
        ok = m_state->store()->setNotes(id, value.toString(), &error);
    } else {
        return false;
    }
    if (!ok) {
        Q_EMIT m_state->message(tr("Could not save run %1: %2").arg(id).arg(error));
        return false;
    }
    m_state->reloadRuns();
    return true;
}

Qt::ItemFlags RunTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == IdColumn)
        f |= Qt::ItemIsUserCheckable;
    if (index.column() == tagsColumn() || index.column() == notesColumn())
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant RunTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    switch (section) {
    case IdColumn:
        return tr("Run");
    case StatusColumn:
        return tr("Status");
    case StartedColumn:
        return tr("Started");
    case SourceColumn:
        return tr("Source");
    default:
        break;
    }
    if (section >= FirstCondition && section < casesColumn())
        return conditionLabel(m_conditionKeys[section - FirstCondition]);
    if (section == casesColumn())
        return tr("Cases");
    if (section == samplesColumn())
        return tr("Samples");
    if (section == tagsColumn())
        return tr("Tags");
    if (section == notesColumn())
        return tr("Notes");
    if (section == experimentColumn())
        return tr("Experiment");
    return {};
}

} // namespace rb
