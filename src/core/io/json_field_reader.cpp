// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/json_field_reader.h"

#include <QLocale>
#include <QVariant>

#include <cmath>

namespace rb {

QString JsonFieldReader::child(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString JsonFieldReader::item(const QString &path, qsizetype index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

bool JsonFieldReader::toInt64(const QJsonValue &v, qint64 *out)
{
    if (!v.isDouble())
        return false;
    // Qt's parser keeps integers exactly; an integral double within range is accepted too.
    const QVariant var = v.toVariant();
    if (var.typeId() == QMetaType::LongLong || var.typeId() == QMetaType::Int) {
        *out = var.toLongLong();
        return true;
    }
    const double d = v.toDouble();
    if (std::isfinite(d) && std::trunc(d) == d && std::fabs(d) < 9.2e18) {
        *out = static_cast<qint64>(d);
        return true;
    }
    return false;
}

QString JsonFieldReader::describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return tr("null");
    case QJsonValue::Bool:
        return v.toBool() ? tr("true") : tr("false");
    case QJsonValue::Double: {
        qint64 i = 0;
        if (toInt64(v, &i))
            return tr("the number %1").arg(i);
        const double d = v.toDouble();
        const QString text = QString::number(d, 'g', QLocale::FloatingPointShortest);
        // 1e30 has no fraction: it is a whole number beyond the 64 bits of an integer.
        if (std::isfinite(d) && std::trunc(d) == d)
            return tr("a number too large for a 64-bit integer (%1)").arg(text);
        return tr("a number with a fraction (%1)").arg(text);
    }
    case QJsonValue::String: {
        QString s = v.toString();
        if (s.size() > 40)
            s = s.left(40) + QStringLiteral("...");
        return tr("the string \"%1\"").arg(s);
    }
    case QJsonValue::Array:
        return tr("an array");
    case QJsonValue::Object:
        return tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return tr("nothing");
}

bool JsonFieldReader::fail(const QString &path, const QString &message)
{
    if (m_error.isEmpty())
        m_error = path + QStringLiteral(": ") + message;
    return false;
}

bool JsonFieldReader::expected(const QString &path, const QString &what, const QJsonValue &found)
{
    return fail(path, tr("expected %1, found %2").arg(what, describe(found)));
}

bool JsonFieldReader::string(const QJsonObject &o, const QString &key, const QString &path,
                             QString *out, bool required)
{
    const QJsonValue v = o.value(key);
    const QString p = child(path, key);
    if (v.isNull() || v.isUndefined()) {
        if (required)
            return fail(p, tr("is missing"));
        if (out)
            out->clear();
        return true;
    }
    if (!v.isString())
        return expected(p, tr("a string"), v);
    if (out)
        *out = v.toString();
    return true;
}

bool JsonFieldReader::integer(const QJsonObject &o, const QString &key, const QString &path,
                              std::optional<qint64> *out, bool required)
{
    const QJsonValue v = o.value(key);
    const QString p = child(path, key);
    if (v.isNull() || v.isUndefined()) {
        if (required)
            return fail(p, tr("is missing"));
        if (out)
            out->reset();
        return true;
    }
    qint64 i = 0;
    if (!toInt64(v, &i))
        return expected(p, tr("an integer"), v);
    if (out)
        *out = i;
    return true;
}

bool JsonFieldReader::boolean(const QJsonObject &o, const QString &key, const QString &path)
{
    const QJsonValue v = o.value(key);
    if (v.isNull() || v.isUndefined() || v.isBool())
        return true;
    return expected(child(path, key), tr("true, false or null"), v);
}

bool JsonFieldReader::object(const QJsonObject &o, const QString &key, const QString &path,
                             QJsonObject *out, bool required)
{
    const QJsonValue v = o.value(key);
    const QString p = child(path, key);
    if (v.isNull() || v.isUndefined()) {
        if (required)
            return fail(p, tr("is missing"));
        if (out)
            *out = QJsonObject();
        return true;
    }
    if (!v.isObject())
        return expected(p, tr("an object"), v);
    if (out)
        *out = v.toObject();
    return true;
}

bool JsonFieldReader::array(const QJsonObject &o, const QString &key, const QString &path,
                            QJsonArray *out, bool required)
{
    const QJsonValue v = o.value(key);
    const QString p = child(path, key);
    if (v.isNull() || v.isUndefined()) {
        if (required)
            return fail(p, tr("is missing"));
        if (out)
            *out = QJsonArray();
        return true;
    }
    if (!v.isArray())
        return expected(p, tr("an array"), v);
    if (out)
        *out = v.toArray();
    return true;
}

bool JsonFieldReader::stringMap(const QJsonObject &o, const QString &key, const QString &path)
{
    QJsonObject m;
    if (!object(o, key, path, &m))
        return false;
    const QString p = child(path, key);
    for (auto it = m.begin(); it != m.end(); ++it) {
        qint64 i = 0;
        if (!it.value().isString() && !toInt64(it.value(), &i))
            return expected(child(p, it.key()), tr("a string"), it.value());
    }
    return true;
}

} // namespace rb
