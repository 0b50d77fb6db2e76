// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QStyledItemDelegate>

namespace rb {

// Paints an Overview cell as one band per configuration (one band when a single configuration
// is shown): the value and rank on a background coloured by rank (green best, red worst), a
// bold frame and the previous rank where the rank changed with the last configuration switch.
// The bands are the item's BandsRole: a list of maps {text, rank, ranked, changed}.
class OverviewDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    static constexpr int BandsRole = Qt::UserRole + 40;

    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The background of rank of ranked: green (1) through yellow to red (last); grey unranked.
    static QColor rankColor(int rank, int ranked);
};

} // namespace rb
