// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/reference_table_model.h"

#include "gui/condition_text.h"
#include "gui/workbench_state.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace rb {

ReferenceTableModel::ReferenceTableModel(WorkbenchState *state, QObject *parent)
    : QAbstractTableModel(parent), m_state(state)
{
    for (const QString &key : Configuration::conditionKeys())
        if (key != QLatin1String("kernel"))
            m_conditionKeys << key;
    connect(m_state, &WorkbenchState::storeChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int ReferenceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_state->references().size());
}

int ReferenceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstCondition + int(m_conditionKeys.size()) + 1;
}

QVariant ReferenceTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ReferenceResult &r = m_state->references()[size_t(index.row())];
    const int c = index.column();
    if (role == Qt::DisplayRole) {
        switch (c) {
        case PublishedColumn:
            return tr("published");
        case KernelColumn:
            return r.config.kernelVersion.isEmpty()
                       ? r.config.kernel
                       : tr("%1 %2").arg(r.config.kernel, r.config.kernelVersion);
        case MetricColumn:
            return r.metric;
        case ValueColumn:
            return r.value;
        case UnitColumn:
            return r.unit;
        case StatisticColumn:
            return r.statistic;
        case SourceColumn:
            return r.source;
        default:
            break;
        }
        if (c >= FirstCondition && c < FirstCondition + int(m_conditionKeys.size())) {
            const QString &key = m_conditionKeys[c - FirstCondition];
            return r.config.value(key).isEmpty() ? QString() : conditionDisplayValue(r.config, key);
        }
        return r.note;
    }
    if (role == Qt::ToolTipRole) {
        QString tip = tr("Published by: %1\nStatistic: %2").arg(r.source, r.statistic);
        if (!r.note.isEmpty())
            tip += QLatin1Char('\n') + r.note;
        return plainToolTip(tip + QStringLiteral("\n\n") + conditionsTooltip(r.config));
    }
    if (role == Qt::ForegroundRole && c == PublishedColumn)
        return QBrush(QColor(0x8a, 0x5a, 0x00));
    if (role == Qt::FontRole && c == PublishedColumn) {
        QFont f;
        f.setItalic(true);
        return f;
    }
    if (role == Qt::TextAlignmentRole && c == ValueColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ReferenceTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    switch (section) {
    case PublishedColumn:
        return tr("Kind");
    case KernelColumn:
        return tr("Kernel");
    case MetricColumn:
        return tr("Metric");
    case ValueColumn:
        return tr("Value");
    case UnitColumn:
        return tr("Unit");
    case StatisticColumn:
        return tr("Statistic");
    case SourceColumn:
        return tr("Source");
    default:
        break;
    }
    if (section >= FirstCondition && section < FirstCondition + int(m_conditionKeys.size()))
        return conditionLabel(m_conditionKeys[section - FirstCondition]);
    return tr("Note");
}

} // namespace rb
