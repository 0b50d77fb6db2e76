// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared output helpers for rtosbench-cli commands: one table model, three renderings.
//
//   rb::cli::Table t;
//   t.columns = {{"id", tr("Run")}, {"status", tr("Status")}};
//   t.rows.push_back({qint64(1), QStringLiteral("complete")});
//   rb::cli::write(ctx.out, format, t);
//
// - Table: aligned columns for a terminal, headers are the translated labels; numbers right-
//   aligned (doubles with 6 significant digits or all integer digits),
//   CJK characters counted as two cells wide. Columns with inTable == false are left out.
// - CSV: RFC 4180 quoting, LF line ends, header line of the untranslated keys, no BOM (stdout
//   is for scripts; export files add a BOM, see io/csv_export.h).
// - JSON: an array of objects keyed by the untranslated keys, indented.
// Cell values (QVariant): null -> empty / JSON null; qint64/int -> integer; double -> number
// (NaN/inf -> empty / null); bool; QString; QStringList -> "a;b" in CSV/table, array in JSON.

#include <QJsonArray>
#include <QString>
#include <QStringList>
#include <QTextStream>
#include <QVariant>

#include <optional>
#include <vector>

namespace rb::cli {

enum class OutputFormat { Table, Csv, Json };

struct Column {
    QString key;         // CSV/JSON name, never translated
    QString label;       // table header, translated
    bool inTable = true; // false: CSV/JSON only (too wide for a terminal)
};

struct Table {
    std::vector<Column> columns;
    std::vector<QVariantList> rows; // one value per column
};

// "table" | "csv" | "json" (only those in allowed); nullopt for anything else.
std::optional<OutputFormat> parseFormat(const QString &word,
                                        const QStringList &allowed = {"table", "csv", "json"});

void write(QTextStream &out, OutputFormat format, const Table &t);
void writeTable(QTextStream &out, const Table &t);
void writeCsv(QTextStream &out, const Table &t);
void writeJson(QTextStream &out, const Table &t);
QJsonArray toJsonArray(const Table &t);

// RFC 4180 quoting of one field (quoted when it holds , " CR or LF or leading/trailing space).
QString csvField(const QString &s);
// A cell as text: integers in full, doubles with up to 15 significant digits ('g').
QString cellText(const QVariant &v);
// Terminal width of s (East Asian wide and fullwidth characters count 2).
int displayWidth(const QString &s);
// A median or a step of one: whole numbers without decimals, others with one ("196", "12.5").
QString stepNumber(double v);
// The same with its sign ("+6", "-40", "0").
QString signedStepNumber(double v);

} // namespace rb::cli
