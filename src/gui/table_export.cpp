// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/table_export.h"

#include <QAbstractItemModel>
#include <QStringList>

namespace rb {

namespace {
QList<int> rowsOf(const QAbstractItemModel *model, const QList<int> &rows)
{
    if (!rows.isEmpty())
        return rows;
    QList<int> all;
    for (int r = 0; r < model->rowCount(); ++r)
        all << r;
    return all;
}

QString cellText(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column), Qt::DisplayRole).toString();
}

QString exportText(const QAbstractItemModel *model, int row, int column)
{
    const QVariant v = model->data(model->index(row, column), ExportTextRole);
    return v.isValid() ? v.toString() : cellText(model, row, column);
}

QString headerText(const QAbstractItemModel *model, int column)
{
    return model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
}

QString markdownCell(QString s)
{
    s.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    s.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return s;
}

QString csvCell(const QString &s)
{
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) ||
        s.contains(QLatin1Char('\n')) || s.contains(QLatin1Char('\r'))) {
        QString q = s;
        q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }
    return s;
}
} // namespace

QString modelToMarkdown(const QAbstractItemModel *model, const QList<int> &rows)
{
    if (!model)
        return {};
    const int columns = model->columnCount();
    QStringList header, rule;
    for (int c = 0; c < columns; ++c) {
        header << markdownCell(headerText(model, c));
        rule << QStringLiteral("---");
    }
    QString out = QStringLiteral("| %1 |\n|%2|\n")
                      .arg(header.join(QStringLiteral(" | ")), rule.join(QLatin1Char('|')));
    for (int r : rowsOf(model, rows)) {
        QStringList cells;
        for (int c = 0; c < columns; ++c)
            cells << markdownCell(cellText(model, r, c));
        out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return out;
}

QString modelToCsv(const QAbstractItemModel *model, const QList<int> &rows)
{
    if (!model)
        return {};
    const int columns = model->columnCount();
    QStringList header;
    for (int c = 0; c < columns; ++c)
        header << csvCell(headerText(model, c));
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (int r : rowsOf(model, rows)) {
        QStringList cells;
        for (int c = 0; c < columns; ++c)
            cells << csvCell(exportText(model, r, c));
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

} // namespace rb
