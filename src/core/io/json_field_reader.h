// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QString>

#include <optional>

namespace rb {

// Reads typed fields of a JSON document strictly (the JSON import, docs/database.md): a value of
// the wrong type is refused, never converted, and the first error names the JSON path of the bad
// value, e.g. "runs[1].cases[0].samples: expected an array of integers, found a string".
// A key that is absent or null reads as "not given" unless it is required.
class JsonFieldReader {
    Q_DECLARE_TR_FUNCTIONS(rb::JsonFieldReader)

public:
    // The first error, or empty.
    const QString &error() const { return m_error; }
    bool ok() const { return m_error.isEmpty(); }

    // "runs[1]" + "cases" -> "runs[1].cases"; "runs[1].cases" + 0 -> "runs[1].cases[0]".
    static QString child(const QString &path, const QString &key);
    static QString item(const QString &path, qsizetype index);
    // An exact integer: a JSON number without a fraction, within 64 bits.
    static bool toInt64(const QJsonValue &v, qint64 *out);

    bool string(const QJsonObject &o, const QString &key, const QString &path, QString *out,
                bool required = false);
    bool integer(const QJsonObject &o, const QString &key, const QString &path,
                 std::optional<qint64> *out, bool required = false);
    bool boolean(const QJsonObject &o, const QString &key, const QString &path);
    bool object(const QJsonObject &o, const QString &key, const QString &path, QJsonObject *out,
                bool required = false);
    bool array(const QJsonObject &o, const QString &key, const QString &path, QJsonArray *out,
               bool required = false);
    // An object whose values are strings (integers are accepted and kept as their digits).
    bool stringMap(const QJsonObject &o, const QString &key, const QString &path);
    // Sets the error (the first one wins) and returns false.
    bool fail(const QString &path, const QString &message);
    bool expected(const QString &path, const QString &what, const QJsonValue &found);

    // "the string \"fast\"", "a number with a fraction (72000000.5)", "a number too large for a
    // 64-bit integer (1e+30)", "an object", ...
    static QString describe(const QJsonValue &v);

private:
    QString m_error;
};

} // namespace rb
