// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/reference_csv.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace rb::ReferenceCsv {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::ReferenceCsv)
};

} // namespace

std::optional<std::vector<QStringList>> parseCsv(const QByteArray &utf8, QString *error)
{
    QString text = QString::fromUtf8(utf8);
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    std::vector<QStringList> records;
    QStringList record;
    QString field;
    bool inQuotes = false;
    bool quotedField = false; // the current field started with a quote
    bool afterQuote = false;  // a quoted field has been closed: only , or end of line may follow
    int line = 1;
    const qsizetype n = text.size();
    auto endField = [&] {
        record << field;
        field.clear();
        quotedField = false;
        afterQuote = false;
    };
    auto endRecord = [&] {
        endField();
        records.push_back(record);
        record.clear();
    };
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < n && text.at(i + 1) == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    inQuotes = false;
                    afterQuote = true;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char(',')) {
            endField();
        } else if (c == QLatin1Char('\r') && i + 1 < n && text.at(i + 1) == QLatin1Char('\n')) {
            continue; // CRLF: the \n ends the record
        } else if (c == QLatin1Char('\n')) {
            endRecord();
            ++line;
        } else if (c == QLatin1Char('"')) {
            if (!field.isEmpty() || quotedField) {
                setError(error, Tr::tr("line %1: quote inside an unquoted field").arg(line));
                return std::nullopt;
            }
            inQuotes = true;
            quotedField = true;
        } else {
            if (afterQuote) {
                setError(error, Tr::tr("line %1: text after a closing quote").arg(line));
                return std::nullopt;
            }
            field += c;
        }
    }
    if (inQuotes) {
        setError(error, Tr::tr("line %1: unterminated quoted field").arg(line));
        return std::nullopt;
    }
    if (!field.isEmpty() || !record.isEmpty() || quotedField)
        endRecord();
    return records;
}

QString optLevelFromCflags(const QString &cflags)
{
    static const QRegularExpression re(QStringLiteral("(?:^|\\s)(-O(?:fast|[0-3sgz])?)(?=\\s|$)"));
    QString last;
    auto it = re.globalMatch(cflags);
    while (it.hasNext())
        last = it.next().captured(1);
    return last;
}

std::optional<std::vector<ReferenceResult>> parseReferences(const QByteArray &utf8, QString *error)
{
    const auto records = parseCsv(utf8, error);
    if (!records)
        return std::nullopt;
    if (records->empty()) {
        setError(error, Tr::tr("empty reference table"));
        return std::nullopt;
    }
    const QStringList header = records->front();
    const QStringList known = {"source",         "board",     "mcu",    "core",
                               "clock_mhz",      "compiler",  "cflags", "timing_method",
                               "kernel_profile", "statistic", "rtos",   "rtos_version",
                               "metric",         "value",     "unit",   "note"};
    for (const char *required : {"source", "metric", "value", "unit"}) {
        if (!header.contains(QLatin1String(required))) {
            setError(error,
                     Tr::tr("reference table lacks the column '%1'").arg(QLatin1String(required)));
            return std::nullopt;
        }
    }
    std::vector<ReferenceResult> out;
    for (size_t r = 1; r < records->size(); ++r) {
        const QStringList &rec = (*records)[r];
        if (rec.size() == 1 && rec.front().trimmed().isEmpty())
            continue; // blank line
        if (rec.size() != header.size()) {
            setError(error, Tr::tr("record %1 has %2 fields, the header %3")
                                .arg(r + 1)
                                .arg(rec.size())
                                .arg(header.size()));
            return std::nullopt;
        }
        auto get = [&](const char *key) {
            const qsizetype i = header.indexOf(QLatin1String(key));
            return i < 0 ? QString() : rec.at(i).trimmed();
        };
        ReferenceResult ref;
        Configuration &c = ref.config;
        c.board = get("board");
        c.mcu = get("mcu");
        c.core = get("core");
        const QString mhz = get("clock_mhz");
        if (!mhz.isEmpty()) {
            bool ok = false;
            const double v = mhz.toDouble(&ok);
            if (!ok || !(v > 0)) {
                setError(error, Tr::tr("record %1: bad clock_mhz '%2'").arg(r + 1).arg(mhz));
                return std::nullopt;
            }
            c.clockHz = static_cast<qint64>(std::llround(v * 1e6));
        }
        c.toolchain = get("compiler");
        c.cflags = get("cflags");
        c.optLevel = optLevelFromCflags(c.cflags);
        c.timingMethod = get("timing_method");
        c.kernelProfile = get("kernel_profile");
        c.kernel = get("rtos");
        c.kernelVersion = get("rtos_version");
        for (qsizetype i = 0; i < header.size(); ++i) {
            if (!known.contains(header.at(i)) && !rec.at(i).trimmed().isEmpty())
                c.extra.insert(header.at(i), rec.at(i).trimmed());
        }
        c.extra.insert(QStringLiteral("provenance"), QLatin1String(kProvenance));
        ref.source = get("source");
        ref.statistic = get("statistic");
        ref.metric = get("metric");
        ref.unit = get("unit");
        ref.note = get("note");
        bool ok = false;
        ref.value = get("value").toDouble(&ok);
        if (!ok || ref.metric.isEmpty() || ref.unit.isEmpty() || ref.source.isEmpty()) {
            setError(
                error,
                Tr::tr("record %1: missing source, metric, unit or a numeric value").arg(r + 1));
            return std::nullopt;
        }
        out.push_back(std::move(ref));
    }
    return out;
}

} // namespace rb::ReferenceCsv
