// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/store/sample_codec.h"

#include "core/util/set_error.h"

#include <QCoreApplication>

namespace rb::SampleCodec {
namespace {

qsizetype varintSize(quint64 v)
{
    qsizetype n = 1;
    while (v >= 0x80) {
        v >>= 7;
        ++n;
    }
    return n;
}

char *putVarint(char *out, quint64 v)
{
    while (v >= 0x80) {
        *out++ = static_cast<char>((v & 0x7f) | 0x80);
        v >>= 7;
    }
    *out++ = static_cast<char>(v);
    return out;
}

// Reads one unsigned LEB128 varint at *pos; false on truncation or more than 64 bits.
bool getVarint(const QByteArray &in, qsizetype *pos, quint64 *v)
{
    quint64 result = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (*pos >= in.size())
            return false;
        const quint8 b = static_cast<quint8>(in.at((*pos)++));
        if (shift == 63 && (b & 0xfe))
            return false; // the 10th byte may only carry the top bit
        result |= static_cast<quint64>(b & 0x7f) << shift;
        if (!(b & 0x80)) {
            *v = result;
            return true;
        }
    }
    return false;
}

quint64 zigzag(quint64 delta)
{
    const qint64 s = static_cast<qint64>(delta);
    return (delta << 1) ^ static_cast<quint64>(s >> 63);
}

quint64 unzigzag(quint64 z)
{
    return (z >> 1) ^ (~(z & 1) + 1);
}

bool fail(QString *error, const char *what)
{
    return setError(error, QCoreApplication::translate("SampleCodec", "corrupt sample blob: %1")
                               .arg(QString::fromLatin1(what)));
}

} // namespace

QByteArray encode(const std::vector<qint64> &samples)
{
    // Two passes: the exact size first, then the bytes written through a raw pointer (no
    // per-byte append, no reallocation).
    qsizetype size = 1 + varintSize(samples.size());
    quint64 prev = 0;
    for (qint64 s : samples) {
        const quint64 cur = static_cast<quint64>(s);
        size += varintSize(zigzag(cur - prev)); // wraps modulo 2^64: exact for any pair
        prev = cur;
    }
    QByteArray out(size, Qt::Uninitialized);
    char *p = out.data();
    *p++ = static_cast<char>(kFormatDeltaZigzagVarint);
    p = putVarint(p, samples.size());
    prev = 0;
    for (qint64 s : samples) {
        const quint64 cur = static_cast<quint64>(s);
        p = putVarint(p, zigzag(cur - prev));
        prev = cur;
    }
    Q_ASSERT(p == out.data() + out.size());
    return out;
}

qint64 peekCount(const QByteArray &blob)
{
    if (blob.isEmpty())
        return 0;
    if (static_cast<quint8>(blob.at(0)) != kFormatDeltaZigzagVarint)
        return -1;
    qsizetype pos = 1;
    quint64 count = 0;
    if (!getVarint(blob, &pos, &count) || count > static_cast<quint64>(blob.size() - pos))
        return -1;
    return static_cast<qint64>(count);
}

bool decode(const QByteArray &blob, std::vector<qint64> *samples, QString *error)
{
    samples->clear();
    if (blob.isEmpty())
        return true;
    if (static_cast<quint8>(blob.at(0)) != kFormatDeltaZigzagVarint)
        return fail(error, "unknown format byte");
    qsizetype pos = 1;
    quint64 count = 0;
    if (!getVarint(blob, &pos, &count))
        return fail(error, "bad count");
    // Every sample takes at least one byte: a larger count cannot be genuine.
    if (count > static_cast<quint64>(blob.size() - pos))
        return fail(error, "count larger than the data");
    std::vector<qint64> out;
    out.reserve(static_cast<size_t>(count));
    quint64 prev = 0;
    for (quint64 i = 0; i < count; ++i) {
        quint64 z = 0;
        if (!getVarint(blob, &pos, &z))
            return fail(error, "truncated or over-long value");
        prev += unzigzag(z);
        out.push_back(static_cast<qint64>(prev));
    }
    if (pos != blob.size())
        return fail(error, "trailing bytes");
    *samples = std::move(out);
    return true;
}

} // namespace rb::SampleCodec
