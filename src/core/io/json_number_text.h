// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace rb {

// The number literals of a JSON text exactly as written ("1e12", "2.5", "1099511627776"), by
// the JSON path of their value in JsonFieldReader's notation ("repetitions", "base.iterations",
// "vary.iterations[2]"), so that a message can show a refused value as the file has it
// (QJsonValue keeps only a double: 1e12 would read back as 1000000000000). Of a key given twice
// in one object the last is kept, as QJsonDocument does.
class JsonNumberText {
public:
    JsonNumberText() = default;
    // Reads the literals of a JSON document (of at most kMaxBytes); a text that is not valid JSON
    // gives what was read up to the error (the document itself is parsed and refused elsewhere).
    static JsonNumberText of(const QByteArray &json);

    // The literal at path, or "" when there is none.
    QString at(const QString &path) const { return m_texts.value(path); }
    // The literals under prefix, their paths relative to it ("experiment" + "base.warmup").
    JsonNumberText under(const QString &prefix) const;
    bool isEmpty() const { return m_texts.isEmpty(); }

    static constexpr qsizetype kMaxBytes = 1 << 20;

private:
    QHash<QString, QString> m_texts;
};

} // namespace rb
