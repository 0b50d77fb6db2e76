// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <Qt>

class QAbstractItemModel;

namespace rb {

// A cell's machine-readable text for the CSV copy: numbers in the C locale, no thousands
// separators ("10000", not "10,000"). Cells without it are copied as displayed.
constexpr int ExportTextRole = Qt::UserRole + 77;

// A table model (header + DisplayRole text of every row) as a GitHub-flavoured Markdown table.
// rows: the rows to write (all when empty). Pipes in cells are escaped.
QString modelToMarkdown(const QAbstractItemModel *model, const QList<int> &rows = {});
// The same as CSV (RFC 4180 quoting, '\n' line ends), from ExportTextRole where a cell has it.
QString modelToCsv(const QAbstractItemModel *model, const QList<int> &rows = {});

// A view whose table the Edit > Copy action copies.
class CopyableView {
public:
    virtual ~CopyableView() = default;
    virtual void copyTable() = 0;
};

} // namespace rb
