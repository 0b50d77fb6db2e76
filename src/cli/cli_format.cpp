// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_format.h"

#include "core/io/csv_export.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace rb::cli {

std::optional<OutputFormat> parseFormat(const QString &word, const QStringList &allowed)
{
    const QString w = word.trimmed().toLower();
    if (!allowed.contains(w))
        return std::nullopt;
    if (w == QLatin1String("table"))
        return OutputFormat::Table;
    if (w == QLatin1String("csv"))
        return OutputFormat::Csv;
    if (w == QLatin1String("json"))
        return OutputFormat::Json;
    return std::nullopt;
}

namespace {

bool isNumber(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}

// A double beyond 2^53 is no longer an exact integer: printing all its digits would show a
// number that looks exact and is not (INT64_MAX through a double is ...808).
constexpr double kExactDoubleLimit = 9007199254740992.0; // 2^53

// Numbers in a terminal table: at least 6 significant digits, all integer digits, no noise.
// Integers (qint64) in full (a statistic that is an integer is handed over as qint64, never
// through a double: issue 31); doubles from 2^53 on in 15 significant digits with an exponent.
// In JSON, a quint64 beyond INT64_MAX is written as its exact digits in a string.
QString tableText(const QVariant &v)
{
    if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Float) {
        const double d = v.toDouble();
        if (!std::isfinite(d))
            return {};
        if (std::abs(d) >= kExactDoubleLimit)
            return QString::number(d, 'g', 15);
        const int intDigits = std::abs(d) >= 1 ? int(std::floor(std::log10(std::abs(d)))) + 1 : 1;
        return QString::number(d, 'g', std::max(6, intDigits + 2));
    }
    return cellText(v).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString padded(const QString &s, int width, bool right)
{
    const QString pad(std::max(0, width - displayWidth(s)), QLatin1Char(' '));
    return right ? pad + s : s + pad;
}

} // namespace

QString cellText(const QVariant &v)
{
    if (v.isNull() || !v.isValid())
        return {};
    switch (v.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = v.toDouble();
        if (!std::isfinite(d))
            return {};
        return QString::number(d, 'g', 15);
    }
    case QMetaType::Int:
    case QMetaType::LongLong:
        return QString::number(v.toLongLong());
    case QMetaType::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::QStringList:
        return v.toStringList().join(QLatin1Char(';'));
    default:
        return v.toString();
    }
}

int displayWidth(const QString &s)
{
    int w = 0;
    for (QChar c : s) {
        const char16_t u = c.unicode();
        if (c.isLowSurrogate())
            continue;
        const bool wide = (u >= 0x1100 && u <= 0x115f) || (u >= 0x2e80 && u <= 0xa4cf) ||
                          (u >= 0xac00 && u <= 0xd7a3) || (u >= 0xf900 && u <= 0xfaff) ||
                          (u >= 0xfe30 && u <= 0xfe4f) || (u >= 0xff00 && u <= 0xff60) ||
                          (u >= 0xffe0 && u <= 0xffe6);
        w += wide ? 2 : 1;
    }
    return w;
}

QString csvField(const QString &s)
{
    return CsvExport::field(s); // one RFC 4180 quoting for the CLI and the exports
}

void writeTable(QTextStream &out, const Table &t)
{
    std::vector<size_t> shown;
    for (size_t i = 0; i < t.columns.size(); ++i)
        if (t.columns[i].inTable)
            shown.push_back(i);
    std::vector<int> width(t.columns.size(), 0);
    std::vector<bool> numeric(t.columns.size(), true);
    for (size_t i : shown)
        width[i] = displayWidth(t.columns[i].label);
    for (const QVariantList &row : t.rows) {
        for (size_t i : shown) {
            const QVariant v = i < static_cast<size_t>(row.size()) ? row.at(i) : QVariant();
            // Cells are single-line in a table.
            const QString text = tableText(v);
            width[i] = std::max(width[i], displayWidth(text));
            if (!v.isNull() && !isNumber(v))
                numeric[i] = false;
        }
    }
    auto line = [&](const QStringList &cells) {
        QString s;
        for (size_t k = 0; k < shown.size(); ++k) {
            const size_t i = shown[k];
            const bool last = k + 1 == shown.size();
            QString cell = padded(cells.at(static_cast<qsizetype>(k)), width[i], numeric[i]);
            if (last && !numeric[i])
                cell = cells.at(static_cast<qsizetype>(k));
            s += cell;
            if (!last)
                s += QStringLiteral("  ");
        }
        out << s << '\n';
    };
    QStringList header;
    for (size_t i : shown)
        header << t.columns[i].label;
    line(header);
    QStringList rule;
    for (size_t i : shown)
        rule << QString(width[i], QLatin1Char('-'));
    line(rule);
    for (const QVariantList &row : t.rows) {
        QStringList cells;
        for (size_t i : shown)
            cells << tableText(i < static_cast<size_t>(row.size()) ? row.at(i) : QVariant());
        line(cells);
    }
    out.flush();
}

void writeCsv(QTextStream &out, const Table &t)
{
    QStringList header;
    for (const Column &c : t.columns)
        header << csvField(c.key);
    out << header.join(QLatin1Char(',')) << "\n";
    for (const QVariantList &row : t.rows) {
        QStringList cells;
        for (size_t i = 0; i < t.columns.size(); ++i)
            cells << csvField(
                cellText(i < static_cast<size_t>(row.size()) ? row.at(i) : QVariant()));
        out << cells.join(QLatin1Char(',')) << "\n";
    }
    out.flush();
}

QJsonArray toJsonArray(const Table &t)
{
    QJsonArray arr;
    for (const QVariantList &row : t.rows) {
        QJsonObject o;
        for (size_t i = 0; i < t.columns.size(); ++i) {
            const QVariant v = i < static_cast<size_t>(row.size()) ? row.at(i) : QVariant();
            QJsonValue j;
            if (v.isNull() || !v.isValid()) {
                j = QJsonValue(QJsonValue::Null);
            } else if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Float) {
                const double d = v.toDouble();
                j = std::isfinite(d) ? QJsonValue(d) : QJsonValue(QJsonValue::Null);
            } else if (v.typeId() == QMetaType::ULongLong &&
                       v.toULongLong() > quint64(std::numeric_limits<qint64>::max())) {
                // Beyond a JSON integer's 64 signed bits: the exact digits, never wrapped.
                j = QJsonValue(QString::number(v.toULongLong()));
            } else if (isNumber(v)) {
                j = QJsonValue(v.toLongLong());
            } else if (v.typeId() == QMetaType::Bool) {
                j = QJsonValue(v.toBool());
            } else if (v.typeId() == QMetaType::QStringList) {
                j = QJsonArray::fromStringList(v.toStringList());
            } else {
                j = QJsonValue(v.toString());
            }
            o.insert(t.columns[i].key, j);
        }
        arr.append(o);
    }
    return arr;
}

void writeJson(QTextStream &out, const Table &t)
{
    out << QString::fromUtf8(QJsonDocument(toJsonArray(t)).toJson(QJsonDocument::Indented));
    out.flush();
}

void write(QTextStream &out, OutputFormat format, const Table &t)
{
    switch (format) {
    case OutputFormat::Table:
        writeTable(out, t);
        break;
    case OutputFormat::Csv:
        writeCsv(out, t);
        break;
    case OutputFormat::Json:
        writeJson(out, t);
        break;
    }
}

QString stepNumber(double v)
{
    if (std::abs(v) >= kExactDoubleLimit) // not an exact integer any more: no false digits
        return QString::number(v, 'g', 15);
    return QString::number(v, 'f', std::abs(v - std::round(v)) < 1e-9 ? 0 : 1);
}

QString signedStepNumber(double v)
{
    return (v > 0 ? QStringLiteral("+") : QString()) + stepNumber(v);
}

} // namespace rb::cli
