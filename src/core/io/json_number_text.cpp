// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/json_number_text.h"

#include "core/io/json_field_reader.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace rb {
namespace {

// A recursive-descent reader of just enough JSON to find each number and its path.
class Scanner {
public:
    Scanner(const QByteArray &s, QHash<QString, QString> *out) : m_s(s), m_out(out) {}

    bool value(const QString &path, int depth)
    {
        skipSpace();
        if (m_i >= m_s.size() || depth > 256)
            return false;
        const char c = m_s.at(m_i);
        if (c == '{')
            return object(path, depth);
        if (c == '[')
            return array(path, depth);
        if (c == '"') {
            QString ignored;
            return string(&ignored);
        }
        if (c == '-' || (c >= '0' && c <= '9'))
            return number(path);
        for (const char *word : {"true", "false", "null"}) {
            const qsizetype n = qsizetype(qstrlen(word));
            if (m_s.mid(m_i, n) == word) {
                m_i += n;
                return true;
            }
        }
        return false;
    }

private:
    void skipSpace()
    {
        while (m_i < m_s.size() && (m_s.at(m_i) == ' ' || m_s.at(m_i) == '\t' ||
                                    m_s.at(m_i) == '\n' || m_s.at(m_i) == '\r'))
            ++m_i;
    }

    bool object(const QString &path, int depth)
    {
        ++m_i; // {
        skipSpace();
        if (m_i < m_s.size() && m_s.at(m_i) == '}') {
            ++m_i;
            return true;
        }
        while (m_i < m_s.size()) {
            skipSpace();
            QString key;
            if (!string(&key))
                return false;
            skipSpace();
            if (m_i >= m_s.size() || m_s.at(m_i) != ':')
                return false;
            ++m_i;
            const QString child = JsonFieldReader::child(path, key);
            // A key given twice: the last value counts, so forget what the first one had.
            const QString prefix = child + QLatin1Char('.'), items = child + QLatin1Char('[');
            for (auto it = m_out->begin(); it != m_out->end();)
                it = it.key() == child || it.key().startsWith(prefix) || it.key().startsWith(items)
                         ? m_out->erase(it)
                         : std::next(it);
            if (!value(child, depth + 1))
                return false;
            skipSpace();
            if (m_i < m_s.size() && m_s.at(m_i) == ',') {
                ++m_i;
                continue;
            }
            if (m_i < m_s.size() && m_s.at(m_i) == '}') {
                ++m_i;
                return true;
            }
            return false;
        }
        return false;
    }

    bool array(const QString &path, int depth)
    {
        ++m_i; // [
        skipSpace();
        if (m_i < m_s.size() && m_s.at(m_i) == ']') {
            ++m_i;
            return true;
        }
        for (qsizetype index = 0; m_i < m_s.size(); ++index) {
            if (!value(JsonFieldReader::item(path, index), depth + 1))
                return false;
            skipSpace();
            if (m_i < m_s.size() && m_s.at(m_i) == ',') {
                ++m_i;
                continue;
            }
            if (m_i < m_s.size() && m_s.at(m_i) == ']') {
                ++m_i;
                return true;
            }
            return false;
        }
        return false;
    }

    // A string literal; its decoded text (QJsonDocument decodes the escapes).
    bool string(QString *out)
    {
        if (m_i >= m_s.size() || m_s.at(m_i) != '"')
            return false;
        const qsizetype start = m_i++;
        bool escaped = false;
        while (m_i < m_s.size()) {
            const char c = m_s.at(m_i++);
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"') {
                const QByteArray literal = m_s.mid(start, m_i - start);
                const QJsonDocument d = QJsonDocument::fromJson('[' + literal + ']');
                *out = d.array().at(0).toString();
                return true;
            }
        }
        return false;
    }

    bool number(const QString &path)
    {
        const qsizetype start = m_i;
        while (m_i < m_s.size()) {
            const char c = m_s.at(m_i);
            if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E')
                ++m_i;
            else
                break;
        }
        m_out->insert(path, QString::fromLatin1(m_s.mid(start, m_i - start)));
        return m_i > start;
    }

    const QByteArray &m_s;
    QHash<QString, QString> *m_out;
    qsizetype m_i = 0;
};

} // namespace

JsonNumberText JsonNumberText::of(const QByteArray &json)
{
    JsonNumberText t;
    if (json.size() <= kMaxBytes) // messages of larger files show the parsed value instead
        Scanner(json, &t.m_texts).value(QString(), 0);
    return t;
}

JsonNumberText JsonNumberText::under(const QString &prefix) const
{
    JsonNumberText t;
    const QString dot = prefix + QLatin1Char('.');
    for (auto it = m_texts.cbegin(); it != m_texts.cend(); ++it)
        if (it.key().startsWith(dot))
            t.m_texts.insert(it.key().mid(dot.size()), it.value());
    return t;
}

} // namespace rb
