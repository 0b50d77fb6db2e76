// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the capture tests: load the real captures of tests/data/captures and damage them
// by program (re-sealing CRCs and renumbering sequence numbers where a test needs that).
#pragma once

#include "core/protocol/crc32.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>
#include <QTest>

#include <functional>

namespace fixture {

inline QByteArray loadCapture(const QString &name)
{
    QFile f(QStringLiteral(RB_TEST_DATA "/captures/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read capture %s", qPrintable(f.fileName()));
    return f.readAll();
}

// The lines of a capture, each with its '\n'.
inline QList<QByteArray> lines(const QByteArray &capture)
{
    QList<QByteArray> out;
    qsizetype start = 0;
    while (start < capture.size()) {
        qsizetype nl = capture.indexOf('\n', start);
        if (nl < 0)
            nl = capture.size() - 1;
        out << capture.mid(start, nl - start + 1);
        start = nl + 1;
    }
    return out;
}

inline QByteArray join(const QList<QByteArray> &ls)
{
    QByteArray out;
    for (const QByteArray &l : ls)
        out += l;
    return out;
}

// "TYPE SEQ fields" -> "TYPE SEQ fields *CRC\n"
inline QByteArray seal(const QByteArray &body)
{
    return body + " *" +
           QByteArray::number(rb::proto::crc32(body.constData(), size_t(body.size())), 16)
               .toUpper()
               .rightJustified(8, '0') +
           '\n';
}

// The body of a sealed line (without " *CRC\n").
inline QByteArray body(const QByteArray &line)
{
    const qsizetype star = line.lastIndexOf(" *");
    return star < 0 ? line : line.left(star);
}

// Replaces one field value (or appends key=value) in a line and re-seals it.
inline QByteArray setField(const QByteArray &line, const QByteArray &key, const QByteArray &value)
{
    QList<QByteArray> parts = body(line).split(' ');
    bool found = false;
    for (QByteArray &p : parts)
        if (p.startsWith(key + '=')) {
            p = key + '=' + value;
            found = true;
        }
    if (!found)
        parts << key + '=' + value;
    return seal(parts.join(' '));
}

// Renumbers every record line 0, 1, 2, ... (re-sealing), so removing lines leaves no gap.
inline QList<QByteArray> resequence(QList<QByteArray> ls)
{
    int seq = 0;
    for (QByteArray &l : ls) {
        QList<QByteArray> parts = body(l).split(' ');
        if (parts.size() < 2)
            continue;
        parts[1] = QByteArray::number(seq++);
        l = seal(parts.join(' '));
    }
    return ls;
}

inline int indexOf(const QList<QByteArray> &ls, const std::function<bool(const QByteArray &)> &p,
                   int from = 0)
{
    for (int i = from; i < ls.size(); ++i)
        if (p(ls[i]))
            return i;
    return -1;
}

inline std::function<bool(const QByteArray &)> startsWith(const QByteArray &prefix)
{
    return [prefix](const QByteArray &l) { return l.startsWith(prefix); };
}

inline std::function<bool(const QByteArray &)> isRecord(const QByteArray &type,
                                                        const QByteArray &field)
{
    return [type, field](const QByteArray &l) {
        return l.startsWith(type + ' ') && l.contains(' ' + field + ' ');
    };
}

} // namespace fixture
