// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/overview_delegate.h"

#include <QApplication>
#include <QPainter>

namespace rb {

QColor OverviewDelegate::rankColor(int rank, int ranked)
{
    if (rank <= 0 || ranked <= 0)
        return QColor(235, 235, 235);
    const double t = ranked > 1 ? double(rank - 1) / double(ranked - 1) : 0.0;
    // Hue 120 (green) to 0 (red), light enough for black text.
    return QColor::fromHsv(int(120 * (1.0 - t)), 95, 245);
}

void OverviewDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    const QVariantList bands = index.data(BandsRole).toList();
    if (bands.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    painter->save();
    const QRect r = option.rect;
    const int n = int(bands.size());
    for (int i = 0; i < n; ++i) {
        const QVariantMap b = bands[i].toMap();
        const int top = r.top() + r.height() * i / n;
        const int bottom = r.top() + r.height() * (i + 1) / n;
        const QRect band(r.left(), top, r.width(), bottom - top);
        painter->fillRect(band, rankColor(b.value("rank").toInt(), b.value("ranked").toInt()));
        QFont font = option.font;
        const bool changed = b.value("changed").toBool();
        font.setBold(changed);
        painter->setFont(font);
        painter->setPen(QColor(20, 20, 20));
        painter->drawText(band.adjusted(4, 1, -4, -1), Qt::AlignVCenter | Qt::AlignLeft,
                          b.value("text").toString());
        if (changed) {
            painter->setPen(QPen(QColor(30, 30, 30), 2.5));
            painter->drawRect(band.adjusted(1, 1, -2, -2));
        }
    }
    if (option.state & QStyle::State_HasFocus) {
        painter->setPen(QPen(option.palette.highlight().color(), 2, Qt::DotLine));
        painter->drawRect(r.adjusted(1, 1, -2, -2));
    }
    painter->restore();
}

QSize OverviewDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QVariantList bands = index.data(BandsRole).toList();
    if (bands.isEmpty())
        return QStyledItemDelegate::sizeHint(option, index);
    QFont bold = option.font;
    bold.setBold(true);
    const QFontMetrics fm(bold);
    int width = 0, lines = 0;
    for (const QVariant &v : bands) {
        const QStringList text = v.toMap().value("text").toString().split(QLatin1Char('\n'));
        lines += int(text.size());
        for (const QString &t : text)
            width = std::max(width, fm.horizontalAdvance(t));
    }
    return QSize(width + 14, lines * fm.height() + int(bands.size()) * 6);
}

} // namespace rb
